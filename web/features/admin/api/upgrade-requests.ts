import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "#domain/contracts/admin";
import type { AdminUpgradeRequest } from "#domain/studios.schema";
import { call } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";

const KEY = ["admin", "upgrade-requests"] as const;

/** `GET /api/admin/upgrade-requests`: the pending ones (404 for anyone outside the team). */
export const adminUpgradeRequestsQueryOptions = queryOptions({
  queryKey: KEY,
  queryFn: () => call(adminApi.upgradeRequests),
});

/** `POST /api/admin/upgrade-requests/:id/grant`: the studio gets the plan it asked for. */
export async function grantUpgradeRequest(id: string): Promise<AdminUpgradeRequest> {
  return call(adminApi.grantUpgradeRequest, { params: { id } });
}

export function useGrantUpgradeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantUpgradeRequest,
    onSuccess: (granted) => {
      // The row leaves at once; the list is asked again behind it.
      queryClient.setQueryData(KEY, (list: AdminUpgradeRequest[] | undefined) => list?.filter((r) => r.id !== granted.id));
      void queryClient.invalidateQueries({ queryKey: KEY });
      // The studio may be the admin's own: its plan is in the session.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
