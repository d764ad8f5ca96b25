import { briefingProgress, emptyBriefing, questionnaireForProjectType } from "#domain/briefing";
import { DOCUMENT_CONTENT_SCHEMAS } from "#domain/documents.schema";
import { briefingExport } from "#server/features/documents/export/briefing-export";
import type { DocumentKindHooks } from "./types";

/** The questionnaire that fits the project's type; the lists show how much the client answered. */
export const briefingKind: DocumentKindHooks<"briefing"> = {
  start: ({ project }) => emptyBriefing(questionnaireForProjectType(project.type)),
  summary: (content) => ({ progress: briefingProgress(DOCUMENT_CONTENT_SCHEMAS.briefing.parse(content)) }),
  withClientKind: true,
  exportModel: ({ document, meta }) => briefingExport(document.content, meta, document.client.kind),
};
