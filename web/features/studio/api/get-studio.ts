import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { studioSchema, type Studio } from "#domain/studios.schema";
import { request } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";

export const STUDIO_KEY = ["studio"] as const;

/** `GET /api/studio`: the session's active studio, its team, invitations and seats. */
export async function getStudio(): Promise<Studio> {
  return request(studioSchema, "GET", "/api/studio");
}

export const studioQueryOptions = queryOptions({ queryKey: STUDIO_KEY, queryFn: getStudio });

export function useStudio() {
  return useQuery(studioQueryOptions);
}

/**
 * After a change to the team: the studio again, and the session when `session` (the header shows
 * the studio's name and the user's role in it).
 */
export function useRefreshStudio() {
  const queryClient = useQueryClient();
  return ({ studio, session = false }: { studio?: Studio; session?: boolean } = {}) => {
    if (studio) queryClient.setQueryData(STUDIO_KEY, studio);
    else void queryClient.invalidateQueries({ queryKey: STUDIO_KEY });
    if (session) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}
