import { ADDRESS_FORM_IDS, CLIENT_KIND_IDS } from "./addressing";
import { QUESTIONNAIRES } from "./briefing";
import { briefingContentSchema, answerTextSchema, FOLLOW_UPS_MAX, questionIdSchema } from "./briefing.schema";
import { boundedRecord } from "./bounded";
import { personRefSchema } from "./studios.schema";
import { z } from "./zod";

/**
 * The briefing's client link (R-DOC-3): the architect creates, sees and revokes it; the client,
 * without signing in, reads the questionnaire and sends answers through it.
 */

/** The active link of a briefing, as the architect sees it (the token itself is shown only once). */
export const clientLinkSchema = z
  .object({
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    createdBy: personRefSchema.nullable(),
  })
  .meta({ id: "LinkDoCliente", description: "O link ativo do briefing para o cliente (o endereço só aparece ao criar)." });

/**
 * Whom the link goes to and from whom (R-DOC-8): the client's name, kind and form of address
 * (R-CLIENT-3), e-mail and phone (+55 E.164) as stored on the client, the project and the studio,
 * for the WhatsApp message and the e-mail.
 */
export const clientLinkRecipientSchema = z
  .object({
    name: z.string(),
    kind: z.enum(CLIENT_KIND_IDS).nullable().describe("pessoa_feminina, pessoa_masculina, casal ou empresa; null se ainda não informado"),
    addressForm: z.enum(ADDRESS_FORM_IDS).nullable().describe("informal (pelo nome) ou formal; null lê-se informal"),
    email: z.string().nullable(),
    phone: z.string().nullable().describe("+55 E.164, ex.: +5511987654321."),
    projectName: z.string(),
    studioName: z.string(),
  })
  .meta({ id: "DestinatarioDoLink", description: "O cliente do briefing (nome, e-mail, telefone), o projeto e o escritório." });
export type ClientLinkRecipient = z.output<typeof clientLinkRecipientSchema>;

/** `GET /api/documents/:id/client-link`. */
export const clientLinkStatusSchema = z.object({ active: clientLinkSchema.nullable(), recipient: clientLinkRecipientSchema });
export type ClientLinkStatus = z.output<typeof clientLinkStatusSchema>;

/** `POST /api/documents/:id/client-link`: a new link (any previous one stops working). */
export const createdClientLinkSchema = clientLinkSchema
  .extend({ url: z.url().describe("O endereço para enviar ao cliente; guarde-o agora: só o hash do token fica no servidor.") })
  .meta({ id: "LinkDoClienteCriado", description: "O link criado, com o endereço." });
export type CreatedClientLink = z.output<typeof createdClientLinkSchema>;

/**
 * `GET /api/public/briefings/:token`: only the questionnaire, who asks for it, and the client's
 * kind, which words the questions and the page for them (R-CLIENT-3) — not their name.
 */
export const publicBriefingSchema = z
  .object({
    studioName: z.string(),
    clientKind: z.enum(CLIENT_KIND_IDS).nullable().describe("pessoa_feminina, pessoa_masculina, casal ou empresa; null se ainda não informado"),
    content: briefingContentSchema,
    version: z.number().int(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "BriefingPublico", description: "O questionário que o cliente responde pelo link: nada além dele." });
export type PublicBriefing = z.output<typeof publicBriefingSchema>;

/** The most questions any questionnaire has: no client's save can hold more answers (decision 067). */
const QUESTIONS_MAX = Math.max(...Object.values(QUESTIONNAIRES).map((q) => q.questions.length));

/**
 * `PUT /api/public/briefings/:token`: the answers the client changed (question id → text), and
 * those of follow-up questions. They are merged into the latest version, so the client never
 * overwrites what the architect wrote in other questions meanwhile. More answers than a
 * questionnaire has questions (or than the 60 follow-ups) are refused before any is read.
 */
export const publicBriefingSaveSchema = z.object({
  answers: boundedRecord(questionIdSchema, answerTextSchema, QUESTIONS_MAX, "Respostas demais.").default({}),
  followUpAnswers: boundedRecord(questionIdSchema, answerTextSchema, FOLLOW_UPS_MAX, "Respostas demais.").default({}),
});
export type PublicBriefingSave = z.input<typeof publicBriefingSaveSchema>;

export const publicBriefingSavedSchema = z.object({ version: z.number().int(), savedAt: z.iso.datetime() });

/** The end of a client link's address: `/briefing-cliente/` and the 43-character token. */
export const CLIENT_LINK_PATH = /\/briefing-cliente\/([A-Za-z0-9_-]{43})$/;

/**
 * `POST /api/documents/:id/client-link/email` (R-DOC-8): the app e-mails the link to the client's
 * stored address. The server keeps only the token's hash, so the browser sends back the address
 * it was shown; the server checks it is this briefing's active link and writes the e-mail with
 * its own BASE_URL, never the address as sent.
 */
export const clientLinkEmailSchema = z.object({
  url: z
    .string({ error: "Informe o link." })
    .trim()
    .min(1, "Informe o link.")
    .max(2000, "Link inválido.")
    .regex(CLIENT_LINK_PATH, "Link inválido: envie o endereço gerado para este briefing."),
});
export type ClientLinkEmail = z.input<typeof clientLinkEmailSchema>;

export const clientLinkEmailSentSchema = z
  .object({ to: z.string(), sentAt: z.iso.datetime() })
  .meta({ id: "LinkEnviadoPorEmail", description: "Para qual e-mail o link foi enviado, e quando." });

/** At most this many e-mails of a briefing's link per hour, and per person (R-DOC-8). */
export const CLIENT_LINK_EMAILS = { perBriefing: 5, perPerson: 30, windowSeconds: 60 * 60 } as const;
