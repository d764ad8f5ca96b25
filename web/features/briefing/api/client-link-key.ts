import { DOCUMENTS_KEY } from "#web/lib/documents/api";

/** The cache key of a briefing's client-link status, shared by its read, create and revoke. */
export const clientLinkKey = (documentId: string) => [...DOCUMENTS_KEY, "client-link", documentId] as const;

export const clientLinkPath = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/client-link`;
