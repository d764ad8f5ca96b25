import { StrictMode, type ReactElement, type ReactNode } from "react";
import { render, type RenderResult } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router";

/**
 * Renders a page the way the app does — inside <StrictMode> (effects run, are cleaned up and
 * run again, as in development), a fresh TanStack Query client and a memory router at `url` —
 * so tests catch effects without cleanup and state that does not survive a remount.
 * `routes` lets a test mount the page under its real path (with params) and see navigation.
 * `outletContext` is what a layout hands its pages (a dashboard page's DashboardContext): the
 * page and `routes` are then rendered inside an <Outlet> that provides it.
 */
export function renderPage(
  ui: ReactElement,
  {
    url = "/",
    path = "*",
    routes = [],
    outletContext,
    queryClient = testQueryClient(),
  }: { url?: string; path?: string; routes?: RouteObject[]; outletContext?: unknown; queryClient?: QueryClient } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  const pages: RouteObject[] = [{ path, element: ui }, ...routes];
  const router = createMemoryRouter(
    outletContext === undefined ? pages : [{ element: <Outlet context={outletContext} />, children: pages }],
    { initialEntries: [url] },
  );
  const wrap = (children: ReactNode) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
  const result = render(wrap(<RouterProvider router={router} />));
  return Object.assign(result, { router, queryClient });
}

/** The tests' query client: no retries, nothing collected while a test runs. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}
