import { useMutation } from "@tanstack/react-query";
import { projectSchema, type Project, type StageChangeInput } from "#domain/projects.schema";
import { request } from "#web/lib/api";
import { useInvalidateRecords } from "#web/lib/records-cache";

/** `POST /api/projects/:id/stage`: moves the project to any stage, recorded in its history. */
export async function changeStage(id: string, input: StageChangeInput): Promise<Project> {
  return request(projectSchema, "POST", `/api/projects/${encodeURIComponent(id)}/stage`, input);
}

export function useChangeStage(id: string) {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: (input: StageChangeInput) => changeStage(id, input), onSuccess: () => invalidate() });
}
