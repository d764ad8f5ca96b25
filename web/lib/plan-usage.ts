import { useQuery } from "@tanstack/react-query";
import type { PlanUsage } from "#domain/account";
import { sessionQueryOptions } from "./session";

/**
 * The active studio's plan usage (R-PLAN-5), read from the session (`GET /api/session`, the same
 * `Conta` as `GET /api/me`): read again whenever a page showing it mounts, since generations,
 * images and projects change it between pages. `fallback` is what the page already has.
 */
export function usePlanUsage(fallback?: PlanUsage): { usage: PlanUsage | undefined; refetch: () => Promise<unknown> } {
  const query = useQuery({ ...sessionQueryOptions, staleTime: 0, select: (me) => me?.usage });
  return { usage: query.data ?? fallback, refetch: query.refetch };
}
