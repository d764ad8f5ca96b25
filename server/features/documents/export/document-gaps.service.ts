import { isWrittenKind } from "#domain/documents";
import type { ProjectDocument } from "#domain/documents.schema";
import { gapLinks, gapsSummary, scanWrittenGaps } from "#domain/document-gaps";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import type { WrittenContent } from "#domain/written-documents.schema";
import { AppError } from "#server/lib/errors";

/**
 * A document's gaps as the API lists them (R-DOC-5): the written documents' "[completar: …]" and
 * blank sections (and the proposal's), each with links to where it is filled. The other kinds are built from stored
 * data and forms, which write no placeholder: they have none.
 */
export function gapsOf(document: ProjectDocument): DocumentGaps {
  // The proposal (R-PROP-1) is sections of rich text too: its gaps are checked the same way.
  // The contract (R-CONTRACT-1) too: a missing CPF or address is a "[completar: …]" listed here.
  if (!isWrittenKind(document.kind) && document.kind !== "proposta" && document.kind !== "contrato") return { version: document.version, summary: "", gaps: [] };
  const ids = { kind: document.kind, documentId: document.id, projectId: document.project.id };
  const gaps = scanWrittenGaps(document.content as WrittenContent).map((gap) => ({ ...gap, links: gapLinks(gap, ids) }));
  return { version: document.version, summary: gapsSummary(gaps), gaps };
}

/** How many gaps the 409's message names before "e mais N". */
const NAMED_IN_MESSAGE = 5;

/**
 * The 409 of an export (or a sharing in the client portal, R-PORTAL-6) not confirmed while the
 * document has gaps: the message names the first ones with their sections, so whoever calls the
 * API reads what is missing without another call.
 */
export function unconfirmedGaps(
  gaps: DocumentGaps,
  { subject = "O documento", advice = "Complete-os ou confirme a exportação mesmo assim (confirmar=1)." }: { subject?: string; advice?: string } = {},
): AppError {
  const named = gaps.gaps.slice(0, NAMED_IN_MESSAGE).map((g) => `${g.section.number}. ${g.section.title}: ${g.text}`);
  const more = gaps.gaps.length - named.length;
  return new AppError("document_has_gaps", 409, `${subject} ainda tem ${gaps.summary} (${named.join("; ")}${more > 0 ? `; e mais ${more}` : ""}). ${advice}`);
}
