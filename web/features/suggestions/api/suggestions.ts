import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { suggestionListSchema, suggestionSchema, type Suggestion, type SuggestionInput } from "#domain/suggestions.schema";
import { request } from "#web/lib/api";

const KEY = ["suggestions", "mine"] as const;

/** `GET /api/suggestions`: the person's own, newest first, each with its triage (R-SUGG-2). */
export const mySuggestionsQueryOptions = queryOptions({
  queryKey: KEY,
  queryFn: () => request(suggestionListSchema, "GET", "/api/suggestions"),
});

export function useMySuggestions() {
  return useQuery(mySuggestionsQueryOptions);
}

/** `POST /api/suggestions`: stored, then triaged; answers with the triage. */
export async function sendSuggestion(input: SuggestionInput): Promise<Suggestion> {
  return request(suggestionSchema, "POST", "/api/suggestions", input);
}

export function useSendSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSuggestion,
    onSuccess: (sent) => {
      // The new one heads the list at once; the list is asked again behind it.
      queryClient.setQueryData(KEY, (list: Suggestion[] | undefined) => (list ? [sent, ...list.filter((s) => s.id !== sent.id)] : list));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}
