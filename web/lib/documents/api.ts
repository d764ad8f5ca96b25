import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DocumentKind } from "#domain/documents";
import { documentsApi, projectDocumentsApi } from "#domain/contracts/documents";
import type { DocumentContent, ProjectDocument } from "#domain/documents.schema";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import { call, hrefOf } from "#web/lib/api";
import { PROJECTS_KEY } from "#web/lib/records-cache";

/**
 * The documents API for every kind (R-DOC-1): briefing and programme now, the written documents
 * next. Lives below the features so that each document's page uses the same calls and cache;
 * every call goes through the typed client over domain/contracts/documents.ts (decision 088).
 */
export const DOCUMENTS_KEY = ["documents"] as const;

export const documentQueryKey = (id: string) => [...DOCUMENTS_KEY, "detail", id] as const;

export function documentQueryOptions(id: string) {
  return queryOptions({
    queryKey: documentQueryKey(id),
    queryFn: () => call(documentsApi.get, { params: { id } }),
  });
}

export function useDocument(id: string) {
  return useQuery(documentQueryOptions(id));
}

/** `GET /api/documents?kind=`: the recent list of a kind, newest first. */
export function useDocuments(kind?: DocumentKind) {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, "list", kind ?? "todos"] as const,
    queryFn: () => call(documentsApi.list, { query: kind ? { kind } : {} }),
  });
}

/** `GET /api/projects/:id/documents`. */
export function projectDocumentsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...DOCUMENTS_KEY, "project", projectId] as const,
    queryFn: () => call(projectDocumentsApi.list, { params: { id: projectId } }),
  });
}

export function useProjectDocuments(projectId: string) {
  return useQuery(projectDocumentsQueryOptions(projectId));
}

/** `PUT /api/documents/:id`: a new version from `baseVersion` (409 when stale). */
export function saveDocument(id: string, baseVersion: number, content: DocumentContent): Promise<ProjectDocument> {
  return call(documentsApi.save, { params: { id }, body: { baseVersion, content } });
}

/** `POST /api/projects/:id/documents`: the project's document of that kind, created if needed. */
export function openProjectDocument(projectId: string, kind: DocumentKind): Promise<ProjectDocument> {
  return call(projectDocumentsApi.open, { params: { id: projectId }, body: { kind } });
}

export function useOpenProjectDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ projectId, kind }: { projectId: string; kind: DocumentKind }) => openProjectDocument(projectId, kind),
    onSuccess: (doc) => refresh(doc),
  });
}

export function useVersions(id: string, enabled = true) {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, "versions", id] as const,
    queryFn: () => call(documentsApi.versions, { params: { id } }),
    enabled,
  });
}

export function useVersion(id: string, number: number | null) {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, "versions", id, number] as const,
    // Enabled only with a number: 0 is never asked for.
    queryFn: () => call(documentsApi.version, { params: { id, number: number ?? 0 } }),
    enabled: number !== null,
  });
}

/** `POST /api/documents/:id/versions/:n/restore`: the old content becomes the newest version. */
export function useRestoreVersion(id: string) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (number: number) => call(documentsApi.restore, { params: { id, number } }),
    onSuccess: (doc) => refresh(doc),
  });
}

/**
 * After a document changed: its detail takes the server's answer, and the lists, versions and
 * projects (a project shows how many documents it has) refresh behind.
 */
export function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return (doc?: ProjectDocument) => {
    if (doc) queryClient.setQueryData(documentQueryKey(doc.id), doc);
    void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY, predicate: (q) => !doc || q.queryKey[2] !== doc.id || q.queryKey[1] !== "detail" });
    void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
  };
}

/**
 * The download address of a document's export (the browser sends the session cookie).
 * `confirmed`: the person saw its gaps and exports anyway (R-DOC-5).
 */
export function exportUrl(id: string, format: "pdf" | "docx", confirmed = false, sources = false): string {
  // The programme's sources page is left out of a client's file unless asked (R-DOC-5).
  return hrefOf(documentsApi.export, { params: { id }, query: { format, ...(confirmed ? { confirmar: true } : {}), ...(sources ? { fontes: "sim" } : {}) } });
}

/** `GET /api/documents/{id}/gaps`: what the export asks to confirm, read just before exporting. */
export function fetchDocumentGaps(id: string): Promise<DocumentGaps> {
  return call(documentsApi.gaps, { params: { id } });
}
