import { queryOptions } from "@tanstack/react-query";
import type { Me } from "../../../../domain/account";
import { request } from "../../../lib/api";

export const ME_QUERY_KEY = ["me"] as const;

export function fetchMe(): Promise<Me> {
  return request<Me>("GET", "/api/me");
}

/** The signed-in user. A 401 means "not signed in", so it is never retried. */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: fetchMe,
  retry: false,
  staleTime: 60_000,
});
