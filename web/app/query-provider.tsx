import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiError } from "#web/lib/api";

/**
 * One client for the whole session, provided by the lazy layouts (account pages, dashboard)
 * rather than at the root, so the landing page's entry chunk carries no react-query. Being a
 * module singleton, its cache survives moving between those layouts.
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // A refusal (404 for a deleted or someone else's record, 401, 422) will not change on a
      // second try: show it at once. Network and server errors get two more tries.
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
