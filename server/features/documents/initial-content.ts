import type { DocumentKind } from "#domain/documents";
import type { DocumentContent } from "#domain/documents.schema";
import { emptyBriefing, questionnaireForProjectType } from "#domain/briefing";
import { emptyProgramme } from "#domain/needs-program";
import type { ProjectType } from "#domain/projects";
import { emptyWrittenContent } from "#domain/written-documents";

/**
 * A new document's version 1: the questionnaire that fits the project's type, or an empty
 * programme that already knows the lot's area, the sections of a written document (titled and
 * empty: the first draft fills them, R-DOC-6), or no references yet.
 */
export function initialContent(kind: DocumentKind, project: { type: ProjectType; plotArea: number | null }): DocumentContent {
  switch (kind) {
    case "briefing":
      return emptyBriefing(questionnaireForProjectType(project.type));
    case "programa":
      return emptyProgramme({ area: project.plotArea });
    case "conceito":
    case "memorial":
    case "justificativa":
    case "apresentacao":
      return emptyWrittenContent(kind);
    case "referencias":
      return { keywords: [], items: [] };
  }
}
