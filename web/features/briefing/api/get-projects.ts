import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectListSchema, type ProjectSummary } from "#domain/projects.schema";
import { request } from "#web/lib/api";
import { PROJECTS_KEY } from "#web/lib/records-cache";

/** `GET /api/projects`: the studio's projects, for choosing which one a new briefing is for. */
export async function getProjects(): Promise<ProjectSummary[]> {
  return request(projectListSchema, "GET", "/api/projects");
}

// The same key as the projects feature's list: one answer, one cache, refreshed by the same changes.
export const projectsQueryOptions = queryOptions({
  queryKey: [...PROJECTS_KEY, "list"] as const,
  queryFn: getProjects,
});

export function useProjects(enabled = true) {
  return useQuery({ ...projectsQueryOptions, enabled });
}
