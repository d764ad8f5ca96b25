/**
 * A project's specification list in the browser (R-MAT-2): one query definition, read by the
 * project page, and the mutations of the project page and the materials bank's catalogue, all
 * through the typed client over domain/contracts/project-materials.ts (decision 088). Adding a
 * material from the catalogue writes the answer (the whole list) under the same key the project
 * page reads, so the page shows it without a reload.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { projectMaterialsApi } from "#domain/contracts/project-materials";
import type { ProjectMaterial } from "#domain/project-materials.schema";
import { call } from "#web/lib/api";
import { projectQueries } from "#web/api/projects";

/** The keys of the specification lists: under the project's own key, so a deleted project's list goes with it. */
export const projectMaterialQueries = {
  /** `GET /api/projects/{id}/materials`: the materials chosen for the project, in the order they were added. */
  list: (projectId: string) =>
    queryOptions({
      queryKey: [...projectQueries.detail(projectId).queryKey, "materials"] as const,
      queryFn: () => call(projectMaterialsApi.list, { params: { id: projectId } }),
    }),
};

/** `POST /api/projects/{id}/materials`: answers the whole list, which replaces the cached one. */
export function useAddProjectMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, materialId }: { projectId: string; materialId: string }): Promise<ProjectMaterial[]> =>
      call(projectMaterialsApi.add, { params: { id: projectId }, body: { materialId } }),
    onSuccess: (list, { projectId }) => queryClient.setQueryData(projectMaterialQueries.list(projectId).queryKey, list),
  });
}

/** `DELETE /api/projects/{id}/materials/{materialId}`. */
export function useRemoveProjectMaterial(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (materialId: string) => call(projectMaterialsApi.remove, { params: { id: projectId, materialId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectMaterialQueries.list(projectId).queryKey }),
  });
}
