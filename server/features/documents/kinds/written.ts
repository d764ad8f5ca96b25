import type { WrittenKind } from "#domain/documents";
import { emptyWrittenContent } from "#domain/written-documents";
import { writtenExport } from "#server/features/documents/export/written-export";
import { sectionGaps } from "./section-gaps";
import type { DocumentKindHooks } from "./types";

/** A written document starts with its sections titled and empty: the first draft fills them (R-DOC-6); a section left to complete is a gap. */
export function writtenKind(kind: WrittenKind): DocumentKindHooks<WrittenKind> {
  return {
    start: () => emptyWrittenContent(kind),
    exportModel: ({ document, meta }) => writtenExport(kind, document.content, meta),
    gaps: (document) => sectionGaps(document.content, { kind, documentId: document.id, projectId: document.project.id }),
  };
}
