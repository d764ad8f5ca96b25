/** The team console in the browser (R-STUDIO-4, R-SUGG-3, R-BUDGET-9), through the typed client over domain/contracts/admin.ts (decision 088). */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "#domain/contracts/admin";
import type { AdminUpgradeRequest } from "#domain/studios.schema";
import { CUB_TABLES_KEY as BUDGET_CUB_TABLES_KEY } from "#web/api/budgets";
import { call } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";

const CUB_TABLES_KEY = ["admin", "cub-tables"] as const;

/** `GET /api/admin/cub-tables`: every import, newest first (404 for anyone outside the team). */
export const adminCubTablesQueryOptions = queryOptions({
  queryKey: CUB_TABLES_KEY,
  queryFn: () => call(adminApi.cubTables),
});

/** `POST /api/admin/cub-tables/preview`: the table read and checked, nothing published. */
export function previewCubTable(text: string) {
  return call(adminApi.previewCubTable, { body: { text } });
}

/** `POST /api/admin/cub-tables`: publishes the table to every studio. */
export function usePublishCubTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(adminApi.publishCubTable, { body: { text } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CUB_TABLES_KEY });
      // The admin's own budgets read the tables too.
      void queryClient.invalidateQueries({ queryKey: BUDGET_CUB_TABLES_KEY });
    },
  });
}

/** `GET /api/admin/suggestions`: every studio's, newest first (404 for anyone outside the team; R-SUGG-3). */
export const adminSuggestionsQueryOptions = queryOptions({
  queryKey: ["admin", "suggestions"] as const,
  queryFn: () => call(adminApi.suggestions),
});

const UPGRADE_REQUESTS_KEY = ["admin", "upgrade-requests"] as const;

/** `GET /api/admin/upgrade-requests`: the pending ones (404 for anyone outside the team). */
export const adminUpgradeRequestsQueryOptions = queryOptions({
  queryKey: UPGRADE_REQUESTS_KEY,
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
      queryClient.setQueryData(UPGRADE_REQUESTS_KEY, (list: AdminUpgradeRequest[] | undefined) => list?.filter((r) => r.id !== granted.id));
      void queryClient.invalidateQueries({ queryKey: UPGRADE_REQUESTS_KEY });
      // The studio may be the admin's own: its plan is in the session.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
