import { useMutation } from "@tanstack/react-query";
import { documentsApi } from "#domain/contracts/documents";
import { call } from "#web/lib/api";
import { useRefreshDocuments } from "#web/lib/documents/api";

/** `DELETE /api/documents/:id`: the document and all its versions. */
export function useDeleteDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (id: string) => call(documentsApi.remove, { params: { id } }),
    onSuccess: () => refresh(),
  });
}

/** `POST /api/documents/:id/duplicate`: the latest version copied into another project (409 when it has one of the kind). */
export function useDuplicateDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, projectId }: { id: string; projectId: string }) => call(documentsApi.duplicate, { params: { id }, body: { projectId } }),
    onSuccess: (doc) => refresh(doc),
  });
}
