/**
 * Projects in the browser: the one query definition of each read and the mutations, all through
 * the typed client over domain/contracts/projects.ts (decision 088). Every screen that lists or
 * opens projects reads them here, under these keys, so one change refreshes every screen.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { projectsApi } from "#domain/contracts/projects";
import type { Project, ProjectInput, ProjectPatch, StageChangeInput } from "#domain/projects.schema";
import { call } from "#web/lib/api";
import { DOCUMENTS_KEY } from "#web/lib/documents/api";
import { PROJECTS_KEY, useInvalidateRecords } from "#web/lib/records-cache";

/** The keys of the projects' reads: the only ones used to read or refresh them. */
export const projectQueries = {
  all: PROJECTS_KEY,
  /** `GET /api/projects`: the studio's projects, the most recently changed first. */
  list: () => queryOptions({ queryKey: [...PROJECTS_KEY, "list"] as const, queryFn: () => call(projectsApi.list) }),
  /** `GET /api/projects/{id}`: the whole project with its stage history. */
  detail: (id: string) => queryOptions({ queryKey: [...PROJECTS_KEY, "detail", id] as const, queryFn: () => call(projectsApi.get, { params: { id } }) }),
};

export function useProjects(enabled = true) {
  return useQuery({ ...projectQueries.list(), enabled });
}

export function useProject(id: string) {
  return useQuery(projectQueries.detail(id));
}

/** `POST /api/projects` (402 beyond the plan's projects). */
export function useCreateProject() {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: (body: ProjectInput) => call(projectsApi.create, { body }), onSuccess: () => invalidate() });
}

/**
 * `PATCH /api/projects/{id}`: only the fields given change (not the stage). The answer replaces
 * the cached project at once, then every record refreshes.
 */
export function useUpdateProject(id: string) {
  const invalidate = useInvalidateRecords();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectPatch): Promise<Project> => call(projectsApi.update, { params: { id }, body }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueries.detail(id).queryKey, project);
      invalidate();
    },
  });
}

/** `POST /api/projects/{id}/stage`: moves the project to any stage, recorded in its history. */
export function useChangeStage(id: string) {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: (body: StageChangeInput) => call(projectsApi.changeStage, { params: { id }, body }), onSuccess: () => invalidate() });
}

/**
 * `DELETE /api/projects/{id}?documents=N` (the stage history and the documents go with it). N is
 * how many documents the confirmation named: the server answers 409 when the project has another
 * number by now (someone wrote one meanwhile), and nothing is deleted.
 */
export function useDeleteProject() {
  const invalidate = useInvalidateRecords();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, documents }: { id: string; documents: number }) => call(projectsApi.remove, { params: { id }, query: { documents } }),
    onSuccess: (_data, { id }) => {
      invalidate(projectQueries.detail(id).queryKey);
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
}
