import { useMutation } from "@tanstack/react-query";
import { documentSchema } from "#domain/documents.schema";
import { noContent, request } from "#web/lib/api";
import { useRefreshDocuments } from "#web/lib/documents/api";

const path = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

/** `DELETE /api/documents/:id`: the document and all its versions. */
export function useDeleteDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (id: string) => request(noContent, "DELETE", path(id)),
    onSuccess: () => refresh(),
  });
}

/** `POST /api/documents/:id/duplicate`: the latest version copied into another project (409 when it has one of the kind). */
export function useDuplicateDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, projectId }: { id: string; projectId: string }) => request(documentSchema, "POST", `${path(id)}/duplicate`, { projectId }),
    onSuccess: (doc) => refresh(doc),
  });
}
