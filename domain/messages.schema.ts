import { z } from "./zod";
import { idSchema } from "./ids";
import { aiProviderIdSchema } from "./ai.schema";
import { personRefSchema } from "./studios.schema";
import { MESSAGE_CHANNELS, REPLY_TONES, CLIENT_MESSAGE_MAX, CLIENT_REPLY_MAX, CLIENT_MESSAGES_PAGE, CLIENT_MESSAGES_PAGE_MAX } from "./messages";

/**
 * The client messages API's contract (R-MSG-1 to R-MSG-4): a client's message recorded with its
 * suggested replies, what was answered, and the decision log that lists them.
 */

const channelSchema = z.enum(MESSAGE_CHANNELS, { error: "Escolha o canal: e-mail, WhatsApp ou Instagram/Facebook." });
const toneSchema = z.enum(REPLY_TONES, { error: "Escolha o tom: formal, cordial ou breve." });

/** `POST /api/client-messages`: the client's message as the architect pasted it. */
export const clientMessageInputSchema = z.object({
  clientId: idSchema("Escolha o cliente."),
  projectId: z
    .string({ error: "Projeto inválido." })
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(idSchema("Projeto inválido.").nullable()),
  channel: channelSchema,
  tone: toneSchema,
  message: z
    .string({ error: "Cole a mensagem do cliente." })
    .trim()
    .min(1, "Cole a mensagem do cliente.")
    .max(CLIENT_MESSAGE_MAX, `A mensagem pode ter no máximo ${CLIENT_MESSAGE_MAX.toLocaleString("pt-BR")} caracteres.`),
});
export type ClientMessageInput = z.input<typeof clientMessageInputSchema>;
export type ClientMessageData = z.output<typeof clientMessageInputSchema>;

/** `POST /api/client-messages/:id/suggestions`: new suggestions, in another tone if given. */
export const regenerateRepliesSchema = z.object({ tone: toneSchema.optional() });
export type RegenerateRepliesInput = z.input<typeof regenerateRepliesSchema>;

/**
 * `POST /api/client-messages/:id/replies`: what was answered (sent or copied), added to the
 * message's replies; by the message's channel unless `channel` says another.
 */
export const clientReplyInputSchema = z.object({
  text: z
    .string({ error: "Escreva a resposta enviada." })
    .trim()
    .min(1, "Escreva a resposta enviada.")
    .max(CLIENT_REPLY_MAX, `A resposta pode ter no máximo ${CLIENT_REPLY_MAX.toLocaleString("pt-BR")} caracteres.`),
  channel: channelSchema.optional(),
});
export type ClientReplyInput = z.input<typeof clientReplyInputSchema>;
export type ClientReplyData = z.output<typeof clientReplyInputSchema>;

/** `GET /api/client-messages?clientId=&limit=`. */
export const clientMessageListQuerySchema = z.object({
  clientId: idSchema("Cliente inválido.").optional(),
  limit: z.coerce
    .number({ error: "Limite inválido." })
    .int("Limite inválido.")
    .min(1, "Limite inválido.")
    .max(CLIENT_MESSAGES_PAGE_MAX, `No máximo ${CLIENT_MESSAGES_PAGE_MAX} mensagens.`)
    .optional()
    .default(CLIENT_MESSAGES_PAGE),
});
export type ClientMessageListQuery = z.input<typeof clientMessageListQuerySchema>;

// ─── Responses ───────────────────────────────────────────────────────────────────────────────

/** One suggested reply: an e-mail's has a subject; WhatsApp's and social networks' do not. */
export const suggestedReplySchema = z
  .object({
    subject: z.string().nullable(),
    text: z.string(),
  })
  .meta({ id: "RespostaSugerida", description: "Uma resposta sugerida: assunto (só no e-mail) e texto." });
export type SuggestedReply = z.output<typeof suggestedReplySchema>;

/** One answer recorded for a message: by which channel, what, when and who recorded it. */
export const clientMessageReplySchema = z
  .object({
    id: z.uuid(),
    channel: channelSchema,
    text: z.string(),
    sentAt: z.iso.datetime(),
    recordedBy: personRefSchema.nullable().describe("Quem registrou a resposta (nulo nas registradas antes de guardarmos quem foi)."),
  })
  .meta({ id: "RespostaRegistrada", description: "Uma resposta enviada (ou copiada) ao cliente, com o canal e a hora." });
export type ClientMessageReply = z.output<typeof clientMessageReplySchema>;

export const clientMessageSchema = z
  .object({
    id: z.uuid(),
    client: z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable().describe("+55 E.164, ex.: +5511987654321"),
    }),
    project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    channel: channelSchema,
    tone: toneSchema,
    received: z.string().describe("A mensagem do cliente."),
    suggestions: z.array(suggestedReplySchema),
    suggestionsProvider: aiProviderIdSchema.nullable().describe("Quem escreveu as sugestões: `offline` são os modelos de texto do servidor."),
    replies: z.array(clientMessageReplySchema).describe("O que foi respondido, da primeira resposta à mais recente."),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "MensagemDeCliente", description: "Uma mensagem de cliente, as respostas sugeridas e o que foi respondido (o registro de decisões)." });
export type ClientMessage = z.output<typeof clientMessageSchema>;

export const clientMessageListSchema = z
  .array(clientMessageSchema)
  .meta({ id: "MensagensDeClientes", description: "As mensagens do estúdio, da mais recente à mais antiga." });
export type ClientMessageList = z.output<typeof clientMessageListSchema>;
