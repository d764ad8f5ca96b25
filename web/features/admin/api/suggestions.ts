import { queryOptions } from "@tanstack/react-query";
import { adminApi } from "#domain/contracts/admin";
import { call } from "#web/lib/api";

/** `GET /api/admin/suggestions`: every studio's, newest first (404 for anyone outside the team; R-SUGG-3). */
export const adminSuggestionsQueryOptions = queryOptions({
  queryKey: ["admin", "suggestions"] as const,
  queryFn: () => call(adminApi.suggestions),
});
