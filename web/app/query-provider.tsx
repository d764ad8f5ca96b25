import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

/**
 * One client for the whole session, provided by the lazy layouts (account pages, dashboard)
 * rather than at the root, so the landing page's entry chunk carries no react-query. Being a
 * module singleton, its cache survives moving between those layouts.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
