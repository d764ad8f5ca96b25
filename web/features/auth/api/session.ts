import { queryOptions } from "@tanstack/react-query";
import { sessionStateSchema, type Me } from "#domain/account";
import { request } from "#web/lib/api";

export const SESSION_QUERY_KEY = ["session"] as const;

/**
 * The signed-in user, or null for a visitor. `GET /api/session` answers 200 either way, so a
 * visitor's console shows no failed request (`GET /api/me` keeps its 401 for API clients).
 */
export async function fetchSession(): Promise<Me | null> {
  return (await request(sessionStateSchema, "GET", "/api/session")).user;
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 60_000,
});
