import { useMutation } from "@tanstack/react-query";
import { noContent, request } from "#web/lib/api";
import { useInvalidateRecords } from "#web/lib/records-cache";
import { projectQueryOptions } from "./get-project";

/** `DELETE /api/projects/:id` (204; the stage history goes with it). */
export async function deleteProject(id: string): Promise<void> {
  await request(noContent, "DELETE", `/api/projects/${encodeURIComponent(id)}`);
}

export function useDeleteProject() {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: deleteProject, onSuccess: (_data, id) => invalidate(projectQueryOptions(id).queryKey) });
}
