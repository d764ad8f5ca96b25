import { documentSchema } from "./documents.schema";
import { z } from "./zod";

/**
 * The AI generations of the documents (R-DOC-2, R-DOC-4): each says whether a provider wrote it
 * (one text generation of the plan) or the offline generator (free).
 */

export const generationInputSchema = z.object({
  /** After a 402 (quota used up), the page offers the offline generator: the same call with this. */
  allowOffline: z.boolean({ error: "allowOffline deve ser verdadeiro ou falso." }).optional().default(false),
});
export type GenerationInput = z.input<typeof generationInputSchema>;

export const generatedBySchema = z
  .object({
    source: z.enum(["ia", "offline"]),
    provider: z.string().nullable(),
    model: z.string().nullable(),
    /** pt-BR, for the screen: "Sugestões do gerador offline (sem IA)…" or "Sugeridas pela IA (OpenAI, gpt-4o)". */
    label: z.string(),
  })
  .meta({ id: "GeradoPor", description: "Quem gerou: um provedor de IA (conta uma geração do plano) ou o gerador offline (grátis)." });
export type GeneratedBy = z.output<typeof generatedBySchema>;

export const followUpSuggestionSchema = z.object({ id: z.string(), text: z.string(), reason: z.string().nullable() });
export type FollowUpSuggestion = z.output<typeof followUpSuggestionSchema>;

/** `POST /api/documents/:id/follow-ups`: suggestions only; accepting one is a save of the briefing. */
export const followUpsResponseSchema = z
  .object({ suggestions: z.array(followUpSuggestionSchema), generatedBy: generatedBySchema })
  .meta({ id: "PerguntasSugeridas", description: "Perguntas complementares sugeridas a partir das respostas do briefing." });
export type FollowUpsResponse = z.output<typeof followUpsResponseSchema>;

/** `POST /api/projects/:id/programme`: the project's programme, in a new version generated from its briefing. */
export const programmeGenerationResponseSchema = z
  .object({ document: documentSchema, generatedBy: generatedBySchema })
  .meta({ id: "ProgramaGerado", description: "O programa de necessidades gerado a partir do briefing, numa nova versão." });
export type ProgrammeGenerationResponse = z.output<typeof programmeGenerationResponseSchema>;
