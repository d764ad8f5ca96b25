import { writtenContentSchema } from "#domain/written-documents.schema";
import { personRefSchema } from "#domain/studios.schema";
import { z } from "#domain/zod";
import { PROPOSAL_ACTION_IDS, PROPOSAL_STATE_IDS, STORED_STATES } from "./proposal-state";

/**
 * The "Proposta de serviços" contract (R-PROP-1…4, decision 094): a document of kind "proposta"
 * (sections of rich text, as the written documents, plus its validity date), and its state.
 */

/** aaaa-mm-dd, a day that exists. */
const validityDay = z
  .string({ error: "Informe a data de validade." })
  .regex(/^20\d{2}-\d{2}-\d{2}$/, { error: "Data de validade inválida (use dd/mm/aaaa).", abort: true })
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "Data de validade inválida: esse dia não existe.");

export const proposalContentSchema = writtenContentSchema
  .extend({
    /** The last day the proposal is valid (R-PROP-1: 30 days from its generation unless edited). */
    validUntil: validityDay,
  })
  .meta({ id: "ConteudoDaProposta", description: "Seções da proposta de serviços (escopo, etapas, honorários, condições) e a data de validade (aaaa-mm-dd)." });
export type ProposalContent = z.output<typeof proposalContentSchema>;

/** Who moved the proposal: a member of the studio, or the client through the portal. */
export const proposalActorSchema = z
  .object({
    kind: z.enum(["estudio", "cliente"]),
    /** The member (null for the client, or once the account is gone). */
    user: personRefSchema.nullable(),
    /** The client's name as the portal knew it, when the client acted. */
    name: z.string().nullable(),
  })
  .meta({ id: "QuemMoveuAProposta", description: "Quem mudou o estado: uma pessoa do estúdio ou o cliente (pelo portal)." });

export const proposalTransitionSchema = z
  .object({
    state: z.enum(STORED_STATES),
    /** The version of the proposal the transition is about. */
    version: z.number().int().min(1),
    actor: proposalActorSchema,
    at: z.iso.datetime(),
  })
  .meta({ id: "TransicaoDaProposta", description: "Uma mudança de estado da proposta: o estado, a versão, quem e quando." });
export type ProposalTransition = z.output<typeof proposalTransitionSchema>;

/** `GET /api/documents/{id}/proposal-state`, and every transition's answer. */
export const proposalStatusSchema = z
  .object({
    documentId: z.uuid(),
    version: z.number().int().min(1),
    state: z.enum(PROPOSAL_STATE_IDS),
    /** "Rascunho", "Enviada"…, for the badge. */
    label: z.string(),
    validUntil: z.string(),
    /** Every transition, of every version, newest first. */
    history: z.array(proposalTransitionSchema),
  })
  .meta({ id: "EstadoDaProposta", description: "O estado da proposta (rascunho, enviada, vista, aceita, recusada ou expirada), a validade e o histórico de mudanças." });
export type ProposalStatus = z.output<typeof proposalStatusSchema>;

/** `POST /api/documents/{id}/proposal-state`: the studio's transition. Only "enviar" is the studio's; the others are the portal's. */
export const proposalTransitionInputSchema = z.object({
  action: z.enum(PROPOSAL_ACTION_IDS, { error: "Ação inválida." }),
  /** The version the page shows: a newer one (saved elsewhere) is a 409 and nothing changes. */
  version: z.number({ error: "Informe a versão." }).int("Versão inválida.").min(1, "Versão inválida."),
});
export type ProposalTransitionInput = z.output<typeof proposalTransitionInputSchema>;
