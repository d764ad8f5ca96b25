import type { ReactNode } from "react";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Me } from "#domain/account";
import { ApiError, showStudio } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";

/**
 * Another tab switched the session's studio (R-STUDIO-5): the API refused this tab's request
 * (409 `studio_changed`, nothing ran). The session is read again; when it comes back with the
 * other studio, every other answer is reset (below), so the page shows the current studio.
 */
function onApiError(error: unknown): void {
  if (!(error instanceof ApiError) || error.code !== "studio_changed") return;
  toast.error("Estúdio alterado em outra aba", { id: "studio-changed", description: error.message });
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/**
 * One client for the whole session, provided by the lazy layouts (account pages, dashboard)
 * rather than at the root, so the landing page's entry chunk carries no react-query. Being a
 * module singleton, its cache survives moving between those layouts.
 */
const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
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

// Every request says which studio this tab shows (STUDIO_HEADER). When the session's studio
// changes under a page that stays mounted (the refusal above), that page's answers are the old
// studio's: they are reset and fetched again. A switch made in this tab has already dropped them.
let shown: string | undefined;
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== "updated" || event.query.queryKey[0] !== SESSION_QUERY_KEY[0]) return;
  const next = (event.query.state.data as Me | null | undefined)?.studio.id;
  showStudio(next);
  if (shown && next && next !== shown) {
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  }
  shown = next;
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
