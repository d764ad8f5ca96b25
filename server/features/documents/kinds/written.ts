import type { WrittenKind } from "#domain/documents";
import { emptyWrittenContent } from "#domain/written-documents";
import type { DocumentKindHooks } from "./types";

/** A written document starts with its sections titled and empty: the first draft fills them (R-DOC-6). */
export function writtenKind(kind: WrittenKind): DocumentKindHooks<WrittenKind> {
  return { start: () => emptyWrittenContent(kind) };
}
