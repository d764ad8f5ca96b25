import { boundedRecord } from "./bounded";
import { z } from "./zod";
import { GENERIC_TOOL_IDS } from "./tool-inputs";

/**
 * The AI API's contract (`/api/ai/*`) and the words every AI answer is described with: which
 * provider wrote it and why one failed. The chat's own contract is in chat.schema.ts.
 */

/** Longest message or prompt accepted (characters). */
export const MESSAGE_MAX = 8_000;
export const SYSTEM_MAX = 4_000;

export const text = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `O texto pode ter no máximo ${max.toLocaleString("pt-BR")} caracteres.`);

/** The server chain's links, in the order they are tried. */
export const AI_PROVIDER_IDS = ["primary", "fallback", "offline"] as const;
export type AiProviderId = (typeof AI_PROVIDER_IDS)[number];
export const aiProviderIdSchema = z.enum(AI_PROVIDER_IDS);

/** Who wrote a stored answer: a provider of the server's chain, or the user's own key from the browser. */
export const ANSWER_SOURCES = [...AI_PROVIDER_IDS, "user-key"] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];
export const answerSourceSchema = z.enum(ANSWER_SOURCES);

/**
 * Why a provider failed (lib/ai-client throws them; the chat's `notice` events carry them):
 * - auth: 401/403 (key invalid) — next provider, no retry
 * - quota: 429 with an exhausted quota — next provider, no retry
 * - timeout: the provider's own time limit — next provider, no retry
 * - retryable: 408, 409, 429 (rate limit), 5xx, connection refused/reset — retried with backoff
 * - model_loading: HF 503 "is currently loading" — reported as such, next provider
 * - bad_response: unexpected shape or garbage — next provider
 * - empty: the provider answered with no text — next provider
 * - aborted: the caller aborted — stop
 */
export const PROVIDER_ERROR_KINDS = ["auth", "quota", "timeout", "retryable", "model_loading", "bad_response", "empty", "aborted"] as const;
export type ProviderErrorKind = (typeof PROVIDER_ERROR_KINDS)[number];
/** Why a provider failed before its first token (the client's error kinds). */
export type ProviderFailureKind = ProviderErrorKind;
export const providerErrorKindSchema = z.enum(PROVIDER_ERROR_KINDS);

/** A tool form's values (input id → text): each tool has about ten inputs, 40 is far above any. */
export const TOOL_INPUTS_MAX = 40;
export const toolInputsSchema = boundedRecord(
  z.string().max(64, "Campo inválido."),
  z.string({ error: "Cada campo deve ser um texto." }).max(MESSAGE_MAX, `Cada campo pode ter no máximo ${MESSAGE_MAX.toLocaleString("pt-BR")} caracteres.`),
  TOOL_INPUTS_MAX,
  `No máximo ${TOOL_INPUTS_MAX} campos.`,
);

/**
 * `POST /api/ai/complete`: the shared helper of R-AI-7 — a prompt in, a text out. The system prompt
 * is the server's (the tool's role, or the chat's): one sent by the browser is refused (issue 18).
 */
export const SYSTEM_PROMPT_REFUSED = "As instruções do sistema são definidas pelo servidor: envie só o pedido e a ferramenta.";
export const completeRequestSchema = z.object({
  prompt: text("o pedido", MESSAGE_MAX),
  /** Accepted by no value: documented so that a client sending one reads why it is refused. */
  system: z
    .unknown()
    .refine((v) => v === undefined, SYSTEM_PROMPT_REFUSED)
    .optional()
    .describe("Recusado: as instruções do sistema são do servidor (o papel da ferramenta ou o do chat)."),
  tool: z.enum(GENERIC_TOOL_IDS, { error: "Ferramenta desconhecida." }).optional(),
  /** The tool's form values (id → value), used by the offline answer. */
  inputs: toolInputsSchema.optional(),
  allowOffline: z.boolean().optional(),
});
export type CompleteRequest = z.input<typeof completeRequestSchema>;

export const completeResponseSchema = z
  .object({
    text: z.string(),
    provider: aiProviderIdSchema,
    model: z.string(),
  })
  .meta({ id: "RespostaDaIA", description: "O texto, e quem o escreveu (`offline`: a base de conhecimento local)." });
export type CompleteResponse = z.infer<typeof completeResponseSchema>;

/** A server provider's state: not configured, skipped for a while after failing ("cooling"), or ready. */
const providerState = z.enum(["ready", "cooling", "off"]);

/** `GET /api/ai/status`: which of the server's providers can answer now. */
export const aiStatusSchema = z
  .object({ primary: providerState, fallback: providerState })
  .meta({ id: "EstadoDaIA", description: "Cada provedor do servidor: `ready`, `cooling` (falhou há pouco, pulado por um tempo) ou `off` (não configurado)." });
export type AiStatus = z.infer<typeof aiStatusSchema>;
