/**
 * References in the browser (R-DOC-7): the one query definition of "Referências salvas" and the
 * mutations, through the typed client over domain/contracts/references.ts (decision 088). A change
 * refreshes the saved list and the documents (a project's references are one of its documents).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { projectReferencesApi, referenceItemsApi, savedReferencesApi } from "#domain/contracts/references";
import type { ProjectDocument } from "#domain/documents.schema";
import type { AddReferenceInput } from "#domain/references.schema";
import { call } from "#web/lib/api";
import { useRefreshDocuments } from "#web/lib/documents/api";

const SAVED_KEY = ["references", "saved"] as const;

/** The key of the saved references' read: the only one used to read or refresh it. */
export const referenceQueries = {
  all: SAVED_KEY,
  /** `GET /api/references`: "Referências salvas", newest first. */
  saved: () => queryOptions({ queryKey: SAVED_KEY, queryFn: () => call(savedReferencesApi.list) }),
};

export function useSavedReferences() {
  return useQuery(referenceQueries.saved());
}

/** After a reference changed: the saved list and the documents (a project lists its references) refresh. */
function useRefreshReferences() {
  const queryClient = useQueryClient();
  const refreshDocuments = useRefreshDocuments();
  return (doc: ProjectDocument) => {
    void queryClient.invalidateQueries({ queryKey: SAVED_KEY });
    refreshDocuments(doc);
  };
}

/**
 * `POST /api/projects/{id}/references/keywords`: search words from the briefing and the concept
 * (402 when the plan's AI generations are used up; `allowOffline` then uses the offline words).
 */
export function useProposeKeywords() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ projectId, allowOffline }: { projectId: string; allowOffline: boolean }) =>
      call(projectReferencesApi.keywords, { params: { id: projectId }, body: { allowOffline } }),
    onSuccess: ({ document }) => refresh(document),
  });
}

/** `POST /api/projects/{id}/references`: a reference saved to the project. */
export function useAddReference() {
  const refresh = useRefreshReferences();
  return useMutation({
    mutationFn: ({ projectId, input }: { projectId: string; input: AddReferenceInput }) => call(projectReferencesApi.add, { params: { id: projectId }, body: input }),
    onSuccess: (doc) => refresh(doc),
  });
}

/** `DELETE /api/documents/{id}/references/{itemId}`. */
export function useRemoveReference() {
  const refresh = useRefreshReferences();
  return useMutation({
    mutationFn: ({ documentId, itemId }: { documentId: string; itemId: string }) => call(referenceItemsApi.remove, { params: { id: documentId, itemId } }),
    onSuccess: (doc) => refresh(doc),
  });
}
