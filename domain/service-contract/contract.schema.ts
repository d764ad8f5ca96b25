import { writtenContentSchema } from "#domain/written-documents.schema";
import { contractPaymentTermsSchema } from "./payment-terms";
import { z } from "#domain/zod";

/**
 * The "Contrato de prestação de serviços" (R-CONTRACT-1…5, decision 099): a document of kind
 * "contrato" whose content is the written documents' sections of rich text, the studio's clause
 * library and the project's RRT number.
 */

export const contractContentSchema = writtenContentSchema.meta({
  id: "ConteudoDoContrato",
  description: "Cláusulas do contrato de prestação de serviços (partes, objeto, escopo, honorários, prazos, obrigações, autoria, LGPD, rescisão, foro) e a página de assinaturas, como seções de texto rico.",
});
export type ContractContent = z.output<typeof contractContentSchema>;

export const CLAUSE_TITLE_MAX = 120;
export const CLAUSE_TEXT_MAX = 4_000;
/** How many clauses one studio keeps: a library, not a store of contracts. */
export const CLAUSES_PER_STUDIO = 30;

const clauseTitle = z
  .string({ error: "Informe o título da cláusula." })
  .trim()
  .min(1, "Informe o título da cláusula.")
  .max(CLAUSE_TITLE_MAX, `O título pode ter no máximo ${CLAUSE_TITLE_MAX} caracteres.`);
const clauseText = z
  .string({ error: "Informe o texto da cláusula." })
  .trim()
  .min(1, "Informe o texto da cláusula.")
  .max(CLAUSE_TEXT_MAX, `O texto pode ter no máximo ${CLAUSE_TEXT_MAX.toLocaleString("pt-BR")} caracteres.`);

/** `POST /api/contract-clauses` and `PUT /api/contract-clauses/{id}`. */
export const contractClauseInputSchema = z.object({ title: clauseTitle, text: clauseText });
export type ContractClauseInput = z.output<typeof contractClauseInputSchema>;

export const contractClauseSchema = z
  .object({ id: z.uuid(), title: z.string(), text: z.string(), createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() })
  .meta({ id: "ClausulaDoEscritorio", description: "Uma cláusula da biblioteca do escritório: título e texto, inserida nos contratos gerados." });
export type ContractClause = z.output<typeof contractClauseSchema>;
export const contractClauseListSchema = z.array(contractClauseSchema);

/**
 * An RRT number as SICCAU prints it (R-CONTRACT-4). CAU's public pages do not state one format
 * (older numbers are digits only; newer ones mix letters and digits), so the check is bounded, not
 * a pattern made up: letters, digits and the usual separators, with at least 5 digits.
 */
export const RRT_MAX = 30;
export const RRT_INVALID = "Número do RRT inválido: use letras, números, ponto, barra ou hífen, com pelo menos 5 dígitos, como aparece no SICCAU.";
export function normalizeRrt(value: string): string | null {
  const v = value.trim().replace(/\s+/g, " ").toUpperCase();
  if (v.length < 5 || v.length > RRT_MAX) return null;
  if (!/^[A-Z0-9][A-Z0-9 ./-]*$/.test(v)) return null;
  if ((v.match(/\d/g) ?? []).length < 5) return null;
  return v;
}

/** `PUT /api/projects/{id}/rrt`: the number, or null/"" to clear it. */
export const projectRrtInputSchema = z.object({
  rrtNumber: z
    .string({ error: "Informe o número do RRT." })
    .max(200, RRT_INVALID)
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v.trim() === "") return null;
      const n = normalizeRrt(v);
      if (!n) {
        ctx.addIssue({ code: "custom", message: RRT_INVALID });
        return z.NEVER;
      }
      return n;
    }),
});
export type ProjectRrtInput = z.output<typeof projectRrtInputSchema>;

/** `GET /api/projects/{id}/contract`: the contract document (or null), the accepted proposal it starts from, the RRT number. */
export const projectContractSchema = z
  .object({
    documentId: z.uuid().nullable(),
    rrtNumber: z.string().nullable(),
    /** The proposal's accepted version, if any: the contract copies its scope, deadlines and fees. */
    acceptedProposal: z.object({ documentId: z.uuid(), version: z.number().int().min(1), acceptedAt: z.iso.datetime() }).nullable(),
    /** Saved fees exist: without them and without an accepted proposal, nothing can be generated. */
    hasFees: z.boolean(),
    /** R-PAY-6, R-PAY-9: fine, interest and reminders, the contract's own or the defaults a new one gets. */
    paymentTerms: contractPaymentTermsSchema,
  })
  .meta({ id: "ContratoDoProjeto", description: "O documento do contrato do projeto (ou nulo), a proposta aceita de onde ele parte, o número do RRT, se há honorários salvos e as condições de pagamento (multa, juros, lembretes)." });
export type ProjectContract = z.output<typeof projectContractSchema>;

export const projectRrtSchema = z.object({ rrtNumber: z.string().nullable() }).meta({ id: "RrtDoProjeto", description: "O número do RRT do projeto, ou nulo." });
