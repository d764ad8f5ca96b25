import { queryOptions } from "@tanstack/react-query";
import { adminSuggestionListSchema } from "#domain/suggestions.schema";
import { request } from "#web/lib/api";

/** `GET /api/admin/suggestions`: every studio's, newest first (404 for anyone outside the team; R-SUGG-3). */
export const adminSuggestionsQueryOptions = queryOptions({
  queryKey: ["admin", "suggestions"] as const,
  queryFn: () => request(adminSuggestionListSchema, "GET", "/api/admin/suggestions"),
});
