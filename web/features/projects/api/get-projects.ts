import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectListSchema, type ProjectSummary } from "#domain/projects.schema";
import { request } from "#web/lib/api";
import { PROJECTS_KEY } from "#web/lib/records-cache";

/** `GET /api/projects`: the user's projects, newest updated first. */
export async function getProjects(): Promise<ProjectSummary[]> {
  return request(projectListSchema, "GET", "/api/projects");
}

export const projectsQueryOptions = queryOptions({
  queryKey: [...PROJECTS_KEY, "list"] as const,
  queryFn: getProjects,
});

export function useProjects() {
  return useQuery(projectsQueryOptions);
}
