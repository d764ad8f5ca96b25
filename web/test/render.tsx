import { StrictMode, type ReactElement, type ReactNode } from "react";
import { render, type RenderResult } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";

/**
 * Renders a page the way the app does — inside <StrictMode> (effects run, are cleaned up and
 * run again, as in development), a fresh TanStack Query client and a memory router at `url` —
 * so tests catch effects without cleanup and state that does not survive a remount.
 * `routes` lets a test mount the page under its real path (with params) and see navigation.
 */
export function renderPage(
  ui: ReactElement,
  { url = "/", path = "*", routes = [] }: { url?: string; path?: string; routes?: RouteObject[] } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [url] });
  const wrap = (children: ReactNode) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
  const result = render(wrap(<RouterProvider router={router} />));
  return Object.assign(result, { router, queryClient });
}
