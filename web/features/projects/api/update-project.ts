import { useMutation } from "@tanstack/react-query";
import { projectSchema, type Project, type ProjectPatch } from "#domain/projects.schema";
import { request } from "#web/lib/api";
import { useInvalidateRecords } from "#web/lib/records-cache";

/** `PATCH /api/projects/:id`: only the fields given change (not the stage: see change-stage.ts). */
export async function updateProject(id: string, patch: ProjectPatch): Promise<Project> {
  return request(projectSchema, "PATCH", `/api/projects/${encodeURIComponent(id)}`, patch);
}

export function useUpdateProject(id: string) {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: (patch: ProjectPatch) => updateProject(id, patch), onSuccess: () => invalidate() });
}
