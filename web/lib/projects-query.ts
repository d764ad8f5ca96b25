import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectListSchema } from "#domain/projects.schema";
import { request } from "#web/lib/api";
import { PROJECTS_KEY } from "#web/lib/records-cache";

/**
 * `GET /api/projects` for the screens that let the architect pick a project (a new document, a
 * duplicate), under the projects' own key: one answer and one cache with the projects board.
 */
export const projectsQueryOptions = queryOptions({
  queryKey: [...PROJECTS_KEY, "list"] as const,
  queryFn: () => request(projectListSchema, "GET", "/api/projects"),
});

export function useProjectList(enabled = true) {
  return useQuery({ ...projectsQueryOptions, enabled });
}
