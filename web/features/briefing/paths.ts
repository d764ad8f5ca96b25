/** The briefing editor's address. */
export const briefingPath = (documentId: string) => `/dashboard/briefing/${encodeURIComponent(documentId)}`;

/** The needs programme's page (its own feature): where "Gerar programa de necessidades" leads. */
export const programmePath = (documentId: string) => `/dashboard/programa/${encodeURIComponent(documentId)}`;
