import { idSchema } from "./ids";
import { z } from "./zod";
import { aiProviderIdSchema, answerSourceSchema, MESSAGE_MAX, providerErrorKindSchema, text } from "./ai.schema";

/**
 * The chat's API contract: `/api/chat` (asking, stopping, recording a browser answer) and
 * `/api/conversations` (the history). One source for the routes, the browser and the tests.
 */

/** Longest answer the browser may record (a model's 800 tokens are ~4,000 characters). */
export const ANSWER_MAX = 20_000;

/** A stored message's author and state; the database refuses anything else (CHECK constraints). */
export const MESSAGE_ROLES = ["user", "assistant"] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];
/** "streaming": being generated now (or left by a process that died, reported as interrupted). */
export const MESSAGE_STATUSES = ["complete", "streaming", "interrupted", "error"] as const;
export type StoredMessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A conversation or answer of the user's (the server checks which). */
const id = idSchema("Identificador inválido.");

/** A retry names the answer it redoes and that answer's conversation. */
const retryNamesConversation = {
  check: (input: { conversationId?: string | undefined; retryOf?: string | undefined }) => !input.retryOf || Boolean(input.conversationId),
  params: { message: "Informe a conversa da resposta que será refeita.", path: ["conversationId"] },
};

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
}).refine(retryNamesConversation.check, retryNamesConversation.params);
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** How an answer the browser got with the user's key ended. */
export const RECORDED_ANSWER_STATUSES = ["complete", "interrupted", "error"] as const satisfies readonly StoredMessageStatus[];

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
    status: z.enum(RECORDED_ANSWER_STATUSES, { error: "Situação da resposta inválida." }),
  }),
}).refine(retryNamesConversation.check, retryNamesConversation.params);
export type RecordExchangeRequest = z.input<typeof recordExchangeSchema>;

/** The ids of a stored exchange: the `accepted` event of POST /api/chat, and POST /api/chat/exchanges's 201. */
export const recordedExchangeSchema = z
  .object({
    conversationId: z.string(),
    userMessageId: z.string(),
    answerId: z.string(),
  })
  .meta({ id: "TrocaRegistrada", description: "A conversa, a pergunta guardada e a resposta (para interromper ou refazer)." });
export type RecordedExchange = z.infer<typeof recordedExchangeSchema>;

const conversationFields = {
  id: z.string(),
  /** The first question, shortened. */
  title: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};
export const conversationSummarySchema = z
  .object(conversationFields)
  .meta({ id: "ResumoDaConversa", description: "Uma conversa do histórico: o título é a primeira pergunta." });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = z.array(conversationSummarySchema);

export const storedMessageSchema = z
  .object({
    id: z.string(),
    role: z.enum(MESSAGE_ROLES),
    content: z.string(),
    /** Only answers have one: who wrote it. */
    provider: answerSourceSchema.nullable(),
    model: z.string().nullable(),
    status: z.enum(MESSAGE_STATUSES),
    createdAt: z.iso.datetime(),
  })
  .meta({
    id: "Mensagem",
    description: "Uma pergunta ou resposta guardada. `streaming`: a resposta ainda está sendo gerada (consulte de novo até mudar).",
  });
export type StoredMessage = z.infer<typeof storedMessageSchema>;

export const conversationDetailSchema = z
  .object({ ...conversationFields, messages: z.array(storedMessageSchema) })
  .meta({ id: "Conversa", description: "Uma conversa com as mensagens em ordem." });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/**
 * Server-sent events of POST /api/chat, in order: `accepted` (as soon as the exchange is
 * stored), `notice`s (a provider failed before its first token), `meta` (the provider that
 * answers), `token`s, then `done` or `error`. A stopped answer ends with `stopped`. Each event's
 * `data` is one line of JSON; comment lines (`: ping`) keep idle proxies from closing the stream.
 */
export const chatStreamEventSchemas = {
  accepted: recordedExchangeSchema,
  meta: z.object({ conversationId: z.string(), provider: aiProviderIdSchema, model: z.string() }),
  notice: z.object({ message: z.string(), kind: providerErrorKindSchema, provider: aiProviderIdSchema }),
  token: z.object({ text: z.string() }),
  /**
   * `degraded`: the offline base answered because the providers failed or were skipped while
   * cooling down after failing — the service is down, and the page counts it as a failure
   * (R-CHAT-5, R-CHAT-7). False for a provider's answer, and for an offline answer where no
   * provider is configured or the plan's quota sent the question offline.
   */
  done: z.object({ messageId: z.string(), provider: aiProviderIdSchema, degraded: z.boolean() }),
  stopped: z.object({ messageId: z.string() }),
  error: z.object({ code: z.string(), message: z.string() }),
};
export type ChatStreamEventName = keyof typeof chatStreamEventSchemas;
export const CHAT_STREAM_EVENTS = Object.keys(chatStreamEventSchemas) as ChatStreamEventName[];

export type ChatStreamEvent = {
  [K in ChatStreamEventName]: { event: K; data: z.infer<(typeof chatStreamEventSchemas)[K]> };
}[ChatStreamEventName];

/** The stream's events as one schema, for the API reference (each is `event: <name>` and `data: <JSON>`). */
export const chatStreamEventSchema = z
  .discriminatedUnion("event", [
    z.object({ event: z.literal("accepted"), data: chatStreamEventSchemas.accepted }),
    z.object({ event: z.literal("meta"), data: chatStreamEventSchemas.meta }),
    z.object({ event: z.literal("notice"), data: chatStreamEventSchemas.notice }),
    z.object({ event: z.literal("token"), data: chatStreamEventSchemas.token }),
    z.object({ event: z.literal("done"), data: chatStreamEventSchemas.done }),
    z.object({ event: z.literal("stopped"), data: chatStreamEventSchemas.stopped }),
    z.object({ event: z.literal("error"), data: chatStreamEventSchemas.error }),
  ])
  .meta({
    id: "EventoDoChat",
    description:
      "Um evento do fluxo: `accepted` (ids, assim que a troca é guardada), `notice` (um provedor falhou antes do primeiro trecho), `meta` (quem responde), `token` (um trecho do texto), e por fim `done` (`degraded`: a base offline respondeu porque os provedores falharam ou estão em pausa após falhar), `error` ou `stopped`.",
  });

/** Parses one SSE event of the chat's stream; null for an event this version does not know or a malformed one. */
export function parseChatStreamEvent(event: string, data: string): ChatStreamEvent | null {
  if (!Object.hasOwn(chatStreamEventSchemas, event)) return null;
  const name = event as ChatStreamEventName;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = chatStreamEventSchemas[name].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as ChatStreamEvent) : null;
}

/** One SSE event as the server writes it (the tests' streams are built with it too). */
export function formatChatStreamEvent(item: ChatStreamEvent): string {
  return `event: ${item.event}\ndata: ${JSON.stringify(item.data)}\n\n`;
}
