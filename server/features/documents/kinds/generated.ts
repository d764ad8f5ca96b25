import { AppError } from "#server/lib/errors";
import { withStoredPaymentTermsClause } from "#server/features/documents/contracts/payment-terms-clause";
import { contractExport, proposalExport } from "#server/features/documents/export/written-export";
import { sectionGaps } from "./section-gaps";
import type { DocumentKindHooks } from "./types";

const PROPOSAL_FROM_FEES = "A proposta de serviços é gerada a partir dos honorários salvos: use \"Gerar proposta\" na página de honorários do projeto.";
const CONTRACT_GENERATED = "O contrato é gerado a partir da proposta aceita ou dos honorários: use \"Gerar contrato\" na página do contrato do projeto.";

/** A proposal is built from the saved fees (R-PROP-1): POST /api/projects/{id}/proposal; it names its own project's client, fees and facts. */
export const proposalKind: DocumentKindHooks<"proposta"> = {
  start: () => {
    throw new AppError("validation_error", 422, PROPOSAL_FROM_FEES, { kind: PROPOSAL_FROM_FEES });
  },
  exportModel: ({ document, meta }) => proposalExport(document.content, meta),
  // Sections of rich text like the written documents: their gaps are checked the same way.
  gaps: (document) => sectionGaps(document.content, { kind: "proposta", documentId: document.id, projectId: document.project.id }),
  notDuplicable: "A proposta de serviços não é duplicada: ela sai dos honorários de cada projeto. Gere-a na página de honorários do outro projeto.",
};

/** A contract is built from the accepted proposal or the fees (R-CONTRACT-1): POST /api/projects/{id}/contract; it names its own project's parties. */
export const contractKind: DocumentKindHooks<"contrato"> = {
  start: () => {
    throw new AppError("validation_error", 422, CONTRACT_GENERATED, { kind: CONTRACT_GENERATED });
  },
  // The late-payment clause is the stored terms' text, never typed (R-PAY-6, R-PAY-9): the charges follow it.
  settle: (input) => withStoredPaymentTermsClause(input),
  exportModel: ({ document, meta }) => contractExport(document.content, meta),
  // A missing CPF or address is a "[completar: …]" listed with the other gaps.
  gaps: (document) => sectionGaps(document.content, { kind: "contrato", documentId: document.id, projectId: document.project.id }),
  notDuplicable: "O contrato não é duplicado: ele sai da proposta aceita e dos dados de cada projeto. Gere-o na página do contrato do outro projeto.",
};
