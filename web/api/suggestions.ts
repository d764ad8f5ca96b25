/**
 * The person's suggestions in the browser (R-SUGG-1, R-SUGG-2): the one query definition of the
 * list and the sending, through the typed client over domain/contracts/suggestions.ts (decision 088).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { suggestionsApi } from "#domain/contracts/suggestions";
import type { Suggestion, SuggestionInput } from "#domain/suggestions.schema";
import { call } from "#web/lib/api";

const SUGGESTIONS_KEY = ["suggestions", "mine"] as const;

/** The key of the suggestions' read: the only one used to read or refresh it. */
export const suggestionQueries = {
  all: SUGGESTIONS_KEY,
  /** `GET /api/suggestions`: the person's own, newest first, each with its triage (R-SUGG-2). */
  list: () => queryOptions({ queryKey: SUGGESTIONS_KEY, queryFn: () => call(suggestionsApi.list) }),
};

export function useMySuggestions() {
  return useQuery(suggestionQueries.list());
}

/** `POST /api/suggestions`: stored, then triaged; answers with the triage. */
export function useSendSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuggestionInput) => call(suggestionsApi.create, { body }),
    onSuccess: (sent) => {
      // The new one heads the list at once; the list is asked again behind it.
      queryClient.setQueryData(SUGGESTIONS_KEY, (list: Suggestion[] | undefined) => (list ? [sent, ...list.filter((s) => s.id !== sent.id)] : list));
      void queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY });
    },
  });
}
