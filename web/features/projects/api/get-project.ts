import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectSchema, type Project } from "#domain/projects.schema";
import { request } from "#web/lib/api";
import { PROJECTS_KEY } from "#web/lib/records-cache";

/** `GET /api/projects/:id`: the whole project with its stage history. */
export async function getProject(id: string): Promise<Project> {
  return request(projectSchema, "GET", `/api/projects/${encodeURIComponent(id)}`);
}

export function projectQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...PROJECTS_KEY, "detail", id] as const,
    queryFn: () => getProject(id),
  });
}

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
