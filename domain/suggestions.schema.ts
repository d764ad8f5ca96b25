import { nameText } from "./text-fields";
import { z } from "./zod";
import { aiProviderIdSchema } from "./ai.schema";
import { DEFAULT_SUGGESTION_URGENCY, FEASIBILITIES, SUGGESTION_TYPES, SUGGESTION_URGENCIES } from "./suggestions";

/**
 * The suggestions API's contract (R-SUGG-1, R-SUGG-2, R-SUGG-3): what the form sends, the stored
 * suggestion with its triage as its sender sees it, and the team's list.
 */

export const SUGGESTION_NAME_MAX = 120;
export const SUGGESTION_TEXT_MAX = 5000;
/** The triage's estimate is a short phrase ("2 a 3 semanas"); its reply a few paragraphs. */
export const TRIAGE_ESTIMATE_MAX = 80;
export const TRIAGE_REPLY_MAX = 2000;

/** R-SUGG-1: name and text are required; nothing else is checked (type and urgency have defaults). */
export const suggestionInputSchema = z.object({
  name: nameText({ missing: "Informe o seu nome.", max: SUGGESTION_NAME_MAX, tooLong: `O nome pode ter no máximo ${SUGGESTION_NAME_MAX} caracteres.` }),
  type: z.enum(SUGGESTION_TYPES, { error: "Escolha o tipo: Nova ideia, Reportar bug ou Elogio." }).default("nova-ideia"),
  urgency: z
    .enum(SUGGESTION_URGENCIES, { error: "Escolha a urgência: baixa, média, alta ou crítica." })
    .default(DEFAULT_SUGGESTION_URGENCY),
  text: z
    .string({ error: "Escreva a sua sugestão ou feedback." })
    .trim()
    .min(1, "Escreva a sua sugestão ou feedback.")
    .max(SUGGESTION_TEXT_MAX, `A sugestão pode ter no máximo ${SUGGESTION_TEXT_MAX.toLocaleString("pt-BR")} caracteres.`),
});
export type SuggestionInput = z.input<typeof suggestionInputSchema>;
export type SuggestionData = z.output<typeof suggestionInputSchema>;

/** The triage (R-SUGG-2): feasibility, estimated development time, a reply to the person by name. */
export const suggestionTriageSchema = z
  .object({
    feasibility: z.enum(FEASIBILITIES),
    estimate: z.string().min(1).max(TRIAGE_ESTIMATE_MAX).describe('Tempo estimado de desenvolvimento, ex.: "2 a 3 semanas".'),
    reply: z.string().min(1).max(TRIAGE_REPLY_MAX).describe("Resposta personalizada, dirigida a quem enviou."),
    provider: aiProviderIdSchema.describe("Quem escreveu a triagem: a IA (primary, fallback) ou as regras offline."),
  })
  .meta({ id: "TriagemDaSugestao" });
export type SuggestionTriage = z.output<typeof suggestionTriageSchema>;

const suggestionFields = {
  id: z.uuid(),
  name: z.string(),
  type: z.enum(SUGGESTION_TYPES),
  urgency: z.enum(SUGGESTION_URGENCIES),
  text: z.string(),
  createdAt: z.iso.datetime(),
  triage: suggestionTriageSchema.nullable().describe("null só enquanto a triagem não foi gravada."),
};

/** `POST /api/suggestions` and `GET /api/suggestions`: a suggestion as its sender sees it. */
export const suggestionSchema = z.object(suggestionFields).meta({ id: "Sugestao", description: "Uma sugestão enviada, com a triagem." });
export type Suggestion = z.output<typeof suggestionSchema>;
export const suggestionListSchema = z.array(suggestionSchema);

/** `GET /api/admin/suggestions` (R-SUGG-3): with who sent it and from which studio, while they exist. */
export const adminSuggestionSchema = z
  .object({
    ...suggestionFields,
    sender: z.object({ name: z.string(), email: z.string() }).nullable().describe("null quando a conta foi excluída."),
    studio: z.object({ id: z.uuid(), name: z.string() }).nullable().describe("null quando o estúdio foi excluído."),
  })
  .meta({ id: "SugestaoParaAEquipe", description: "Uma sugestão como a equipe a lê." });
export type AdminSuggestion = z.output<typeof adminSuggestionSchema>;
export const adminSuggestionListSchema = z.array(adminSuggestionSchema);

/** A stored suggestion (the table's row, or any object with its fields). */
export interface SuggestionRecord {
  id: string;
  name: string;
  type: Suggestion["type"];
  urgency: Suggestion["urgency"];
  text: string;
  createdAt: Date;
  feasibility: NonNullable<Suggestion["triage"]>["feasibility"] | null;
  estimate: string | null;
  reply: string | null;
  triageProvider: NonNullable<Suggestion["triage"]>["provider"] | null;
}

/** The API's view of a stored suggestion: the person's list and the team's share it. */
export function toSuggestion(row: SuggestionRecord): Suggestion {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    urgency: row.urgency,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    triage:
      row.feasibility && row.estimate && row.reply
        ? { feasibility: row.feasibility, estimate: row.estimate, reply: row.reply, provider: row.triageProvider ?? "offline" }
        : null,
  };
}
