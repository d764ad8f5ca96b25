import { idSchema } from "./ids";
import { z } from "./zod";
import type { ProviderErrorKind } from "./ai-client/types";
import { GENERIC_TOOL_IDS } from "./tool-inputs";

/** Longest message or prompt accepted (characters). */
export const MESSAGE_MAX = 8_000;
export const SYSTEM_MAX = 4_000;

const text = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `O texto pode ter no máximo ${max.toLocaleString("pt-BR")} caracteres.`);

/** Longest answer the browser may record (a model's 800 tokens are ~4,000 characters). */
export const ANSWER_MAX = 20_000;

/** A conversation or answer of the user's (the server checks which). */
const id = idSchema("Identificador inválido.");

export const chatRequestSchema = z.object({
  conversationId: id.optional(),
  message: text("sua mensagem", MESSAGE_MAX),
  /**
   * Retry (manual or automatic): the id of the conversation's last answer, which is replaced by
   * the new one; the user's question is not stored again. Requires `conversationId`.
   */
  retryOf: id.optional(),
  /** Over the plan's quota, answer from the offline base instead of refusing with 402. */
  allowOffline: z.boolean().optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/**
 * `POST /api/chat/exchanges`: stores a question and the answer the browser got directly from
 * the primary provider with the user's own key (the key itself never comes here).
 * → 201 {@link RecordedExchange}. Not charged to the plan's quota: the user's key paid for it.
 */
export const recordExchangeSchema = z.object({
  conversationId: id.optional(),
  message: text("sua mensagem", MESSAGE_MAX),
  retryOf: id.optional(),
  answer: z.object({
    content: z.string().max(ANSWER_MAX, `A resposta pode ter no máximo ${ANSWER_MAX.toLocaleString("pt-BR")} caracteres.`),
    model: z.string().trim().min(1, "Informe o modelo.").max(200),
    status: z.enum(["complete", "interrupted", "error"], { error: "Situação da resposta inválida." }),
  }),
});
export type RecordExchangeRequest = z.input<typeof recordExchangeSchema>;

export interface RecordedExchange {
  conversationId: string;
  userMessageId: string;
  answerId: string;
}

export const completeRequestSchema = z.object({
  prompt: text("o pedido", MESSAGE_MAX),
  system: text("as instruções do sistema", SYSTEM_MAX),
  tool: z.enum(GENERIC_TOOL_IDS, { error: "Ferramenta desconhecida." }).optional(),
  /** The tool's form values (id → value), used by the offline answer. */
  inputs: z.record(z.string(), z.string().max(MESSAGE_MAX)).optional(),
  allowOffline: z.boolean().optional(),
});
export type CompleteRequest = z.input<typeof completeRequestSchema>;

export type AiProviderId = "primary" | "fallback" | "offline";
/** Who wrote a stored answer: a provider of the server's chain, or the user's own key from the browser. */
export type AnswerSource = AiProviderId | "user-key";

/** Why a provider failed before its first token (the client's error kinds). */
export type ProviderFailureKind = ProviderErrorKind;

/** `GET /api/ai/status`: which of the server's providers can answer now ("cooling" = failed recently, skipped for a while). */
export interface AiStatus {
  primary: "ready" | "cooling" | "off";
  fallback: "ready" | "cooling" | "off";
}

export interface CompleteResponse {
  text: string;
  provider: AiProviderId;
  model: string;
}

export interface ConversationSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  provider: AnswerSource | null;
  model: string | null;
  status: "complete" | "streaming" | "interrupted" | "error";
  createdAt: string;
}

export interface ConversationDetail extends ConversationSummary {
  messages: StoredMessage[];
}

/**
 * Server-sent events of POST /api/chat, in order: `accepted` (as soon as the exchange is
 * stored), `notice`s (a provider failed before its first token), `meta` (the provider that
 * answers), `token`s, then `done` or `error`. A stopped answer ends with `stopped`.
 */
export type ChatStreamEvent =
  | { event: "accepted"; data: { conversationId: string; userMessageId: string; answerId: string } }
  | { event: "meta"; data: { conversationId: string; provider: AiProviderId; model: string } }
  | { event: "notice"; data: { message: string; kind: ProviderFailureKind; provider: AiProviderId } }
  | { event: "token"; data: { text: string } }
  | { event: "done"; data: { messageId: string; provider: AiProviderId } }
  | { event: "stopped"; data: { messageId: string } }
  | { event: "error"; data: { code: string; message: string } };
