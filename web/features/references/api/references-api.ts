import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { documentSchema } from "#domain/documents.schema";
import { storedFileSchema, type StoredFile } from "#domain/files";
import { referenceKeywordsResponseSchema, savedReferenceListSchema, type AddReferenceInput } from "#domain/references.schema";
import { request } from "#web/lib/api";
import { useRefreshDocuments } from "#web/lib/documents/api";

/** The references page's calls (R-DOC-7, R-FILE-1). */

const SAVED_KEY = ["references", "saved"] as const;
const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

/** `GET /api/references`: "Referências salvas", newest first. */
export function useSavedReferences() {
  return useQuery({ queryKey: SAVED_KEY, queryFn: () => request(savedReferenceListSchema, "GET", "/api/references") });
}

/** After a reference changed: the saved list and the documents (a project lists its references) refresh. */
function useRefreshReferences() {
  const queryClient = useQueryClient();
  const refreshDocuments = useRefreshDocuments();
  return (doc: Parameters<typeof refreshDocuments>[0]) => {
    void queryClient.invalidateQueries({ queryKey: SAVED_KEY });
    refreshDocuments(doc);
  };
}

/**
 * `POST /api/projects/:id/references/keywords`: search words from the briefing and the concept
 * (402 when the plan's AI generations are used up; `allowOffline` then uses the offline words).
 */
export function useProposeKeywords() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ projectId, allowOffline }: { projectId: string; allowOffline: boolean }) =>
      request(referenceKeywordsResponseSchema, "POST", `${projectPath(projectId)}/references/keywords`, { allowOffline }),
    onSuccess: ({ document }) => refresh(document),
  });
}

/** `POST /api/files`: the image, checked by the server by its bytes and size. */
export function uploadImage(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.set("file", file);
  form.set("purpose", "referencia");
  return request(storedFileSchema, "POST", "/api/files", form);
}

/** `POST /api/projects/:id/references`: a reference saved to the project. */
export function useAddReference() {
  const refresh = useRefreshReferences();
  return useMutation({
    mutationFn: ({ projectId, input }: { projectId: string; input: AddReferenceInput }) => request(documentSchema, "POST", `${projectPath(projectId)}/references`, input),
    onSuccess: (doc) => refresh(doc),
  });
}

/** `DELETE /api/documents/:id/references/:itemId`. */
export function useRemoveReference() {
  const refresh = useRefreshReferences();
  return useMutation({
    mutationFn: ({ documentId, itemId }: { documentId: string; itemId: string }) =>
      request(documentSchema, "DELETE", `/api/documents/${encodeURIComponent(documentId)}/references/${encodeURIComponent(itemId)}`),
    onSuccess: (doc) => refresh(doc),
  });
}

/** The address of an uploaded image (the browser sends the session cookie). */
export const fileUrl = (id: string) => `/api/files/${encodeURIComponent(id)}`;
