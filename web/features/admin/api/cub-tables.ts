import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminCubTableSchema, cubImportPreviewSchema } from "#domain/cub.schema";
import { z } from "#domain/zod";
import { request } from "#web/lib/api";

const KEY = ["admin", "cub-tables"] as const;

/** `GET /api/admin/cub-tables`: every import, newest first (404 for anyone outside the team). */
export const adminCubTablesQueryOptions = queryOptions({
  queryKey: KEY,
  queryFn: () => request(z.array(adminCubTableSchema), "GET", "/api/admin/cub-tables"),
});

/** `POST /api/admin/cub-tables/preview`: the table read and checked, nothing published. */
export function previewCubTable(text: string) {
  return request(cubImportPreviewSchema, "POST", "/api/admin/cub-tables/preview", { text });
}

/** `POST /api/admin/cub-tables`: publishes the table to every studio. */
export function usePublishCubTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => request(adminCubTableSchema, "POST", "/api/admin/cub-tables", { text }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      // The admin's own budgets read the tables too.
      void queryClient.invalidateQueries({ queryKey: ["budgets", "cub-tables"] });
    },
  });
}
