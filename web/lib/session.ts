import { partialMatchKey, queryOptions, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { Me } from "#domain/account";
import { sessionApi } from "#domain/contracts/account";
import { call } from "./api";

export const SESSION_QUERY_KEY = ["session"] as const;

/**
 * The signed-in user, or null for a visitor. `GET /api/session` answers 200 either way, so a
 * visitor's console shows no failed request (`GET /api/me` keeps its 401 for API clients).
 */
export async function fetchSession(): Promise<Me | null> {
  return (await call(sessionApi.get)).user;
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 60_000,
});

/**
 * Everything cached is the active studio's (clients, projects, the team…) except the session
 * itself: after the active studio changes (a switch, leaving, deleting, accepting an invitation)
 * every other answer is dropped, so nothing of the old studio shows. Call it when no page that
 * reads those answers is mounted (an observed query would only be rebuilt empty on its next render),
 * or `keep` the key of the one the page on screen shows (it must not belong to a studio).
 */
export function forgetStudioData(queryClient: QueryClient, { keep }: { keep?: QueryKey } = {}): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] && !(keep && partialMatchKey(query.queryKey, keep)),
  });
}
