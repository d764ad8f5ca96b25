import type { DocumentKind } from "#domain/documents";
import type { DocumentContent } from "#domain/documents.schema";
import { emptyBriefing, questionnaireForProjectType } from "#domain/briefing";
import { emptyProgramme } from "#domain/needs-program";
import type { ConstructionStandard, ProjectType, Uf } from "#domain/projects";
import { initialBudget } from "#domain/budget-defaults";
import type { AreaLine } from "#domain/budget";
import type { CubTable } from "#domain/cub-table";
import { emptyWrittenContent } from "#domain/written-documents";
import { AppError } from "#server/lib/errors";

const PROPOSAL_FROM_FEES = "A proposta de serviços é gerada a partir dos honorários salvos: use \"Gerar proposta\" na página de honorários do projeto.";

const CONTRACT_GENERATED = "O contrato é gerado a partir da proposta aceita ou dos honorários: use \"Gerar contrato\" na página do contrato do projeto.";

/**
 * A new document's version 1: the questionnaire that fits the project's type, or an empty
 * programme that already knows the lot's area, the sections of a written document (titled and
 * empty: the first draft fills them, R-DOC-6), no references yet, or a budget from the project's
 * state, standard and built area (or the programme's areas by kind) with the CUB tables served
 * (R-BUDGET-1, R-BUDGET-9, R-BUDGET-10).
 */
export function initialContent(
  kind: DocumentKind,
  project: { type: ProjectType; plotArea: number | null; standard: ConstructionStandard; plotState: Uf | null; builtArea: number | null; defaultUf?: Uf | null },
  budget: { tables?: readonly CubTable[]; areas?: AreaLine[] | null } = {},
): DocumentContent {
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
    case "proposta":
      // A proposal is built from the saved fees (R-PROP-1): POST /api/projects/{id}/proposal.
      throw new AppError("validation_error", 422, PROPOSAL_FROM_FEES, { kind: PROPOSAL_FROM_FEES });
    case "contrato":
      // A contract is built from the accepted proposal or the fees (R-CONTRACT-1): POST /api/projects/{id}/contract.
      throw new AppError("validation_error", 422, CONTRACT_GENERATED, { kind: CONTRACT_GENERATED });
    case "orcamento":
      return initialBudget({ type: project.type, standard: project.standard, state: project.plotState, builtArea: project.builtArea }, project.defaultUf ?? null, budget);
  }
}
