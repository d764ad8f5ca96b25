import { gapLinks, scanWrittenGaps } from "#domain/document-gaps";
import type { DocumentGapItem } from "#domain/document-gaps.schema";
import type { WrittenKind } from "#domain/documents";
import type { WrittenContent } from "#domain/written-documents.schema";

/**
 * The gaps of a document made of rich-text sections (R-DOC-5): each "[completar: …]" and blank
 * section, with links to the section and, when the gap is a project's fact, to where it is filled.
 */
export function sectionGaps(
  content: WrittenContent,
  ids: { kind: WrittenKind | "proposta" | "contrato"; documentId: string; projectId: string },
): DocumentGapItem[] {
  return scanWrittenGaps(content).map((gap) => ({ ...gap, links: gapLinks(gap, ids) }));
}
