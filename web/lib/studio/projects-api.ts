import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { Project, ProjectSummary } from "#domain/projects";
import type { ProjectInput, ProjectPatch, StageChangeInput } from "#domain/projects.schema";
import { request } from "#web/lib/api";
import { useInvalidateStudio } from "./clients-api";

export const PROJECTS_KEY = ["projects"] as const;

export const projectsQuery = queryOptions({
  queryKey: [...PROJECTS_KEY, "list"] as const,
  queryFn: () => request<ProjectSummary[]>("GET", "/api/projects"),
});

export function useProjects() {
  return useQuery(projectsQuery);
}

export function projectQuery(id: string) {
  return queryOptions({
    queryKey: [...PROJECTS_KEY, "detail", id] as const,
    queryFn: () => request<Project>("GET", `/api/projects/${encodeURIComponent(id)}`),
  });
}

export function useProject(id: string) {
  return useQuery(projectQuery(id));
}

export function useCreateProject() {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: (input: ProjectInput) => request<Project>("POST", "/api/projects", input),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProject(id: string) {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: (patch: ProjectPatch) => request<Project>("PATCH", `/api/projects/${encodeURIComponent(id)}`, patch),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: (id: string) => request<null>("DELETE", `/api/projects/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => invalidate(projectQuery(id).queryKey),
  });
}

export function useChangeStage(id: string) {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: (input: StageChangeInput) => request<Project>("POST", `/api/projects/${encodeURIComponent(id)}/stage`, input),
    onSuccess: () => invalidate(),
  });
}
