import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { formatMoney } from "#domain/budget";
import { budgetSummary } from "#domain/budget-defaults";
import { DOCUMENT_CONTENT_SCHEMAS } from "#domain/documents.schema";
import { formatDeadline, offlineReplies, parseReplies, replyPrompt, REPLY_SYSTEM_PROMPT, type ReplyFacts } from "#domain/message-replies";
import type { MessageChannel, ReplyTone } from "#domain/messages";
import {
  suggestedReplySchema,
  type ClientMessage,
  type ClientMessageData,
  type ClientMessageReply,
  type ClientReplyData,
  type SuggestedReply,
} from "#domain/messages.schema";
import { stageLabel } from "#domain/projects";
import type { AiProviderId } from "#domain/ai.schema";
import type { AiEngine } from "#server/ai/engine";
import { generateStructured } from "#server/ai/structured";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { client, clientMessage, clientMessageReply, documentVersion, project, projectDocument, studio } from "#server/db/schema";
import { creator, personRef } from "#server/lib/authorship";
import { AppError } from "#server/lib/errors";
import { personAiLimit } from "#server/lib/rate-limit";

export const messageNotFound = () => new AppError("not_found", 404, "Mensagem não encontrada.");

function fieldError(field: string, message: string) {
  return new AppError("validation_error", 422, message, { [field]: message });
}

/** aiRateLimit: counted by a new message's suggestions themselves (over it, the templates answer). */
type Deps = { db: Db; engine: AiEngine; scope: StudioScope; signal?: AbortSignal | undefined; aiRateLimit?: { max: number; windowSeconds: number } };

/**
 * The facts a reply may state (R-MSG-2), read from the studio's tables: the client, the studio's
 * name, and the project's stage, next deadline and latest budget total. The project must be the
 * studio's and that client's (a 422 on the field otherwise, as the projects feature answers for a
 * client that is not the studio's).
 */
async function loadFacts(db: Db, studioId: string, clientId: string, projectId: string | null): Promise<ReplyFacts> {
  const [own] = await db.select({ name: client.name, kind: client.kind, addressForm: client.addressForm }).from(client).where(and(eq(client.id, clientId), eq(client.studioId, studioId)));
  if (!own) throw fieldError("clientId", "Cliente não encontrado.");
  const [names] = await db.select({ name: studio.name }).from(studio).where(eq(studio.id, studioId));
  const facts: ReplyFacts = { client: own, studioName: names?.name ?? "", projectName: null, stage: null, deadline: null, budgetTotal: null };
  if (!projectId) return facts;
  const [p] = await db
    .select({ name: project.name, clientId: project.clientId, stage: project.stage, deadline: project.deadline })
    .from(project)
    .where(and(eq(project.id, projectId), eq(project.studioId, studioId)));
  if (!p) throw fieldError("projectId", "Projeto não encontrado.");
  if (p.clientId !== clientId) throw fieldError("projectId", "Este projeto não é deste cliente: escolha um projeto do cliente.");
  // The latest version of the project's budget, when it has one (as the documents feature stores it).
  const [budget] = await db
    .select({ content: documentVersion.content })
    .from(projectDocument)
    .innerJoin(documentVersion, and(eq(documentVersion.documentId, projectDocument.id), eq(documentVersion.number, projectDocument.version)))
    .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, studioId), eq(projectDocument.kind, "orcamento")));
  const parsed = budget ? DOCUMENT_CONTENT_SCHEMAS.orcamento.safeParse(budget.content) : null;
  const total = parsed?.success ? budgetSummary(parsed.data).total : 0;
  return {
    ...facts,
    projectName: p.name,
    stage: stageLabel(p.stage),
    deadline: formatDeadline(p.deadline),
    budgetTotal: total > 0 ? formatMoney(total) : null,
  };
}

/**
 * 2–3 suggested replies: the server's prompt through the AI chain, or the offline templates.
 * Always allowed offline, so an exhausted quota still gets the templates (never a 402).
 */
async function suggest(
  { db, engine, scope, signal, aiRateLimit }: Deps,
  channel: MessageChannel,
  tone: ReplyTone,
  facts: ReplyFacts,
  message: string,
): Promise<{ suggestions: SuggestedReply[]; provider: AiProviderId }> {
  const { value, generatedBy } = await generateStructured({
    db,
    engine,
    studioId: scope.studioId,
    allowOffline: true,
    system: REPLY_SYSTEM_PROMPT,
    prompt: replyPrompt(channel, tone, facts, message),
    parse: (text) => parseReplies(text, channel, facts),
    offline: () => offlineReplies(channel, tone, facts, message),
    signal,
    rateLimit: personAiLimit(scope.userId, aiRateLimit),
  });
  const provider: AiProviderId = generatedBy.source === "ia" && (generatedBy.provider === "primary" || generatedBy.provider === "fallback") ? generatedBy.provider : "offline";
  return { suggestions: value, provider };
}

const selection = {
  row: clientMessage,
  clientName: client.name,
  clientEmail: client.email,
  clientPhone: client.phone,
  projectName: project.name,
};

type Selected = { row: typeof clientMessage.$inferSelect; clientName: string; clientEmail: string | null; clientPhone: string | null; projectName: string | null };

function toApi({ row, clientName, clientEmail, clientPhone, projectName }: Selected, replies: ClientMessageReply[]): ClientMessage {
  const suggestions = suggestedReplySchema.array().safeParse(row.suggestions);
  return {
    id: row.id,
    client: { id: row.clientId, name: clientName, email: clientEmail, phone: clientPhone },
    project: row.projectId && projectName !== null ? { id: row.projectId, name: projectName } : null,
    channel: row.channel,
    tone: row.tone,
    received: row.received,
    suggestions: suggestions.success ? suggestions.data : [],
    suggestionsProvider: row.suggestionsProvider,
    replies,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectMessages(db: Db) {
  return db.select(selection).from(clientMessage).innerJoin(client, eq(client.id, clientMessage.clientId)).leftJoin(project, eq(project.id, clientMessage.projectId));
}

/** The replies of these messages (of the studio), each message's in the order they were sent. */
async function repliesOf(db: Db, studioId: string, messageIds: string[]): Promise<Map<string, ClientMessageReply[]>> {
  const byMessage = new Map<string, ClientMessageReply[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ row: clientMessageReply, recorderName: creator.name })
    .from(clientMessageReply)
    .leftJoin(creator, eq(creator.id, clientMessageReply.createdBy))
    .where(and(eq(clientMessageReply.studioId, studioId), inArray(clientMessageReply.messageId, messageIds)))
    .orderBy(asc(clientMessageReply.sentAt), asc(clientMessageReply.id));
  for (const { row, recorderName } of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ id: row.id, channel: row.channel, text: row.text, sentAt: row.sentAt.toISOString(), recordedBy: personRef(row.createdBy, recorderName) });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

async function withReplies(db: Db, studioId: string, rows: Selected[]): Promise<ClientMessage[]> {
  const replies = await repliesOf(db, studioId, rows.map((r) => r.row.id));
  return rows.map((r) => toApi(r, replies.get(r.row.id) ?? []));
}

async function findMessage(db: Db, studioId: string, id: string): Promise<ClientMessage | undefined> {
  const rows = await selectMessages(db).where(and(eq(clientMessage.id, id), eq(clientMessage.studioId, studioId)));
  return (await withReplies(db, studioId, rows))[0];
}

/** The 404 another studio's (or no) message is, whatever else the request holds. */
export async function assertOwnMessage({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  const [row] = await db
    .select({ id: clientMessage.id })
    .from(clientMessage)
    .where(and(eq(clientMessage.id, id), eq(clientMessage.studioId, scope.studioId)));
  if (!row) throw messageNotFound();
}

/** Records a client's message with its suggested replies (R-MSG-1, R-MSG-2). */
export async function createMessage({ input, ...deps }: Deps & { input: ClientMessageData }): Promise<ClientMessage> {
  const { db, scope } = deps;
  const facts = await loadFacts(db, scope.studioId, input.clientId, input.projectId);
  const { suggestions, provider } = await suggest(deps, input.channel, input.tone, facts, input.message);
  const id = randomUUID();
  await db.insert(clientMessage).values({
    id,
    studioId: scope.studioId,
    clientId: input.clientId,
    projectId: input.projectId,
    createdBy: scope.userId,
    channel: input.channel,
    tone: input.tone,
    received: input.message,
    suggestions,
    suggestionsProvider: provider,
  });
  return (await findMessage(db, scope.studioId, id))!;
}

/** New suggestions for a recorded message, from the project's state now, in another tone if given. */
export async function regenerateReplies({ id, tone, ...deps }: Deps & { id: string; tone: ReplyTone | undefined }): Promise<ClientMessage> {
  const { db, scope } = deps;
  const [row] = await db.select().from(clientMessage).where(and(eq(clientMessage.id, id), eq(clientMessage.studioId, scope.studioId)));
  if (!row) throw messageNotFound();
  const nextTone = tone ?? row.tone;
  const facts = await loadFacts(db, scope.studioId, row.clientId, row.projectId);
  const { suggestions, provider } = await suggest(deps, row.channel, nextTone, facts, row.received);
  await db
    .update(clientMessage)
    .set({ tone: nextTone, suggestions, suggestionsProvider: provider })
    .where(and(eq(clientMessage.id, id), eq(clientMessage.studioId, scope.studioId)));
  const found = await findMessage(db, scope.studioId, id);
  if (!found) throw messageNotFound();
  return found;
}

/**
 * What was answered, and when (R-MSG-4): the decision log's second half. Each reply is a new row —
 * a second suggestion sent, or a later answer, never replaces the first.
 */
export async function recordReply({ db, scope, id, input }: { db: Db; scope: StudioScope; id: string; input: ClientReplyData }): Promise<ClientMessage> {
  await db.transaction(async (tx) => {
    // Locked against a deletion between the check and the insert (the foreign key on
    // (message_id, studio_id) would refuse the reply with an error, not a 404).
    const [message] = await tx
      .select({ id: clientMessage.id, channel: clientMessage.channel })
      .from(clientMessage)
      .where(and(eq(clientMessage.id, id), eq(clientMessage.studioId, scope.studioId)))
      .for("key share");
    if (!message) throw messageNotFound();
    await tx.insert(clientMessageReply).values({
      id: randomUUID(),
      messageId: message.id,
      studioId: scope.studioId,
      channel: input.channel ?? message.channel,
      text: input.text,
      // sent_at: the database's now(), in microseconds: two replies in a row keep their order.
      createdBy: scope.userId,
    });
  });
  const found = await findMessage(db, scope.studioId, id);
  if (!found) throw messageNotFound();
  return found;
}

/** The studio's messages (one client's, when given), newest first. */
export async function listMessages({ db, scope, query }: { db: Db; scope: StudioScope; query: { clientId?: string | undefined; limit: number } }): Promise<ClientMessage[]> {
  const where = query.clientId
    ? and(eq(clientMessage.studioId, scope.studioId), eq(clientMessage.clientId, query.clientId))
    : eq(clientMessage.studioId, scope.studioId);
  const rows = await selectMessages(db).where(where).orderBy(desc(clientMessage.createdAt), desc(clientMessage.id)).limit(query.limit);
  return withReplies(db, scope.studioId, rows);
}

export async function deleteMessage({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  const deleted = await db
    .delete(clientMessage)
    .where(and(eq(clientMessage.id, id), eq(clientMessage.studioId, scope.studioId)))
    .returning({ id: clientMessage.id });
  if (deleted.length === 0) throw messageNotFound();
}
