import { boundedRecord } from "./bounded";
import { z } from "./zod";

/**
 * The briefing's content as a document version stores it (R-DOC-2): which questionnaire was used,
 * the answers by question id, and the follow-up questions the architect accepted (each with its
 * answer). The questionnaires themselves (questions, parts, sections) are plain data in
 * domain/briefing.ts; this file is only the stored and transmitted shape.
 */

export const QUESTIONNAIRE_IDS = ["residencial", "comercial", "interiores", "reforma"] as const;
export type QuestionnaireId = (typeof QUESTIONNAIRE_IDS)[number];

/** One answer: free text as typed (numbers and choices are stored as their text too). */
export const answerTextSchema = z
  .string({ error: "A resposta deve ser um texto." })
  .max(4_000, "Cada resposta pode ter no máximo 4.000 caracteres.");

/** Question ids are short slugs ("dormitorios", "extra-3f2a…"). */
export const questionIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "Pergunta inválida.");

/** The most follow-up questions a briefing keeps. */
export const FOLLOW_UPS_MAX = 60;

export const FOLLOW_UP_ORIGINS = ["ia", "offline", "arquiteto"] as const;

/** A follow-up question the architect accepted (or wrote); answered like any other. */
export const followUpSchema = z.object({
  id: questionIdSchema,
  text: z.string().trim().min(1, "Escreva a pergunta.").max(500, "A pergunta pode ter no máximo 500 caracteres."),
  /** Why it was suggested (e.g. "Há animais de estimação"), shown beside it. */
  reason: z.string().max(500).nullable().default(null),
  origin: z.enum(FOLLOW_UP_ORIGINS),
  answer: answerTextSchema.default(""),
});
export type FollowUp = z.output<typeof followUpSchema>;

export const briefingContentSchema = z
  .object({
    questionnaire: z.enum(QUESTIONNAIRE_IDS, { error: "Questionário inválido." }),
    /** questionId → answer; an empty or absent answer is an unanswered question. */
    answers: boundedRecord(questionIdSchema, answerTextSchema, 300, "Respostas demais."),
    followUps: z.array(followUpSchema).max(FOLLOW_UPS_MAX, `No máximo ${FOLLOW_UPS_MAX} perguntas complementares.`).default([]),
  })
  .meta({ id: "ConteudoDoBriefing", description: "Respostas do briefing por pergunta e perguntas complementares aceitas." });
export type BriefingContent = z.output<typeof briefingContentSchema>;
export type BriefingContentInput = z.input<typeof briefingContentSchema>;
