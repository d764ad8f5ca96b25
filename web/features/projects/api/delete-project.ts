import { useMutation, useQueryClient } from "@tanstack/react-query";
import { noContent, request } from "#web/lib/api";
import { DOCUMENTS_KEY } from "#web/lib/documents/api";
import { useInvalidateRecords } from "#web/lib/records-cache";
import { projectQueryOptions } from "./get-project";

/**
 * `DELETE /api/projects/:id?documents=N` (204; the stage history and the documents go with it).
 * N is how many documents the confirmation named: the server answers 409 when the project has
 * another number by now (someone wrote one meanwhile), and nothing is deleted.
 */
export async function deleteProject(id: string, documents: number): Promise<void> {
  await request(noContent, "DELETE", `/api/projects/${encodeURIComponent(id)}?documents=${documents}`);
}

export function useDeleteProject() {
  const invalidate = useInvalidateRecords();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, documents }: { id: string; documents: number }) => deleteProject(id, documents),
    onSuccess: (_data, { id }) => {
      invalidate(projectQueryOptions(id).queryKey);
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
}
