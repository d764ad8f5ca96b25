import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "#domain/contracts/admin";
import { call } from "#web/lib/api";

const KEY = ["admin", "cub-tables"] as const;

/** `GET /api/admin/cub-tables`: every import, newest first (404 for anyone outside the team). */
export const adminCubTablesQueryOptions = queryOptions({
  queryKey: KEY,
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
      void queryClient.invalidateQueries({ queryKey: KEY });
      // The admin's own budgets read the tables too.
      void queryClient.invalidateQueries({ queryKey: ["budgets", "cub-tables"] });
    },
  });
}
