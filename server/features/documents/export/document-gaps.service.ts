import type { ProjectDocument } from "#domain/documents.schema";
import { gapsSummary } from "#domain/document-gaps";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import { AppError } from "#server/lib/errors";
import { kindHooks } from "#server/features/documents/kinds";

/**
 * A document's gaps as the API lists them (R-DOC-5): the "[completar: …]" and blank sections of
 * the kinds made of rich-text sections (their `gaps` hook: the written documents, the proposal,
 * the contract), each with links to where it is filled. The other kinds are built
 * from stored data and forms, which write no placeholder: they have none.
 */
export function gapsOf(document: ProjectDocument): DocumentGaps {
  const gaps = kindHooks(document.kind).gaps?.(document) ?? [];
  return { version: document.version, summary: gaps.length > 0 ? gapsSummary(gaps) : "", gaps };
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
