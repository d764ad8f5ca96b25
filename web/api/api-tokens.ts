/**
 * The studio's API tokens in the browser (R-API-1): the one query definition of the list and the
 * mutations, through the typed client over domain/contracts/api-tokens.ts (decision 088).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiTokenInput, CreatedApiToken } from "#domain/api-tokens.schema";
import { apiTokensApi } from "#domain/contracts/api-tokens";
import { call } from "#web/lib/api";

const API_TOKENS_KEY = ["api-tokens"] as const;

export const apiTokenQueries = {
  all: API_TOKENS_KEY,
  /** `GET /api/studio/api-tokens`: the tokens (never their text) and the scopes the plan allows. */
  list: () => queryOptions({ queryKey: API_TOKENS_KEY, queryFn: () => call(apiTokensApi.list) }),
};

export function useApiTokens(enabled = true) {
  return useQuery({ ...apiTokenQueries.list(), enabled });
}

/** `POST /api/studio/api-tokens`: answers the token's text, this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenInput): Promise<CreatedApiToken> => call(apiTokensApi.create, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}

/** `DELETE /api/studio/api-tokens/{id}`: the token stops working at its next request. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(apiTokensApi.revoke, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}
