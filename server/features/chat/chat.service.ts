import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import type { AnswerSource } from "#domain/ai.schema";
import type { ConversationDetail, ConversationSummary, StoredMessage } from "#domain/chat.schema";
import { buildContext, HISTORY_LIMIT, type ContextMessage } from "#domain/chat";
import type { Db, Tx } from "#server/db/client";
import { preparedPerDatabase } from "#server/db/prepared";
import { conversation, message } from "#server/db/schema";
import type { AlongWrites } from "#server/ai/quota";
import { AppError } from "#server/lib/errors";

/** A "streaming" answer older than this was left by a process that died. */
const STALE_MINUTES = 10;
const TITLE_MAX = 80;

/** A transaction: the exchange steps take one, so that recording a browser answer is one commit. */

export const conversationNotFound = () => new AppError("not_found", 404, "Conversa não encontrada.");
export const answerNotFound = () => new AppError("not_found", 404, "Resposta não encontrada.");
const notLastAnswer = () => new AppError("conflict", 409, "Só a última resposta da conversa pode ser refeita.");

function summary(row: typeof conversation.$inferSelect): ConversationSummary {
  return { id: row.id, title: row.title, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function stored(row: typeof message.$inferSelect): StoredMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    provider: row.provider,
    model: row.model,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

async function ownConversation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(conversation)
    .where(and(eq(conversation.id, id), eq(conversation.userId, userId)))
    .limit(1);
  if (!row) throw conversationNotFound();
  return row;
}

function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
}

export interface ExchangeInput {
  userId: string;
  conversationId?: string | undefined;
  /** The question; ignored for a retry, which asks the stored question again. */
  text: string;
  /** The conversation's last answer, replaced by the new one (the question is not stored again). */
  retryOf?: string | undefined;
}

export interface Exchange {
  conversationId: string;
  userMessageId: string;
  answerId: string;
  /** The question actually asked (for a retry, the stored one). */
  question: string;
  /** The context for the provider, ending with the question. */
  history: ContextMessage[];
}

/**
 * A retry's question: the answer must be the conversation's last message, right after the
 * user's question. Runs with the conversation row locked, so of two racing retries the second
 * finds the answer already gone (404) — never two new answers.
 */
async function replaceLastAnswer(tx: Tx, conversationId: string, answerId: string) {
  const [last, previous] = await tx
    .select({ id: message.id, role: message.role, content: message.content, createdAt: message.createdAt })
    .from(message)
    .where(eq(message.conversationId, conversationId))
    .orderBy(desc(message.createdAt), desc(message.id))
    .limit(2);
  if (last?.id !== answerId || last.role !== "assistant") {
    const [known] = await tx
      .select({ id: message.id })
      .from(message)
      .where(and(eq(message.id, answerId), eq(message.conversationId, conversationId), eq(message.role, "assistant")))
      .limit(1);
    throw known ? notLastAnswer() : answerNotFound();
  }
  if (previous?.role !== "user") throw notLastAnswer();
  // Belt and braces with the lock: a retry that lost a race deletes nothing and stops here.
  const deleted = await tx.delete(message).where(eq(message.id, last.id)).returning({ id: message.id });
  if (deleted.length === 0) throw answerNotFound();
  return previous;
}

/**
 * The writes of one turn in one statement (issue 20: fewer round trips before a chat's first
 * token): the new conversation (when there is none yet), the question (unless a retry asks the
 * stored one again) and the empty answer "streaming"; and it reads the context, the
 * conversation's complete messages before the question. A statement reads the rows as they were
 * when it began, so the history sees none of the rows it inserts; the question is excluded by id
 * as well, for a retry's stored one. The answer is dated at least 1 ms after the question, so
 * that ordering by time is stable.
 */
async function writeTurn(
  db: Db | Tx,
  turn: {
    conversationId: string;
    newConversation?: { userId: string; title: string };
    question: { id: string; content: string; createdAt: Date; stored: boolean };
    now: Date;
  },
): Promise<Exchange> {
  const { conversationId, newConversation, question, now } = turn;
  const answerId = randomUUID();
  const answerAt = new Date(Math.max(now.getTime(), question.createdAt.getTime() + 1));
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const steps: SQL[] = [];
  if (newConversation) {
    steps.push(sql`new_conversation as (
      insert into conversation (id, user_id, title, created_at, updated_at)
      values (${conversationId}, ${newConversation.userId}, ${newConversation.title}, ${at(now)}, ${at(now)}))`);
  }
  if (!question.stored) {
    steps.push(sql`new_question as (
      insert into message (id, conversation_id, role, content, created_at)
      values (${question.id}, ${conversationId}, 'user', ${question.content}, ${at(question.createdAt)}))`);
  }
  steps.push(sql`new_answer as (
    insert into message (id, conversation_id, role, content, status, created_at)
    values (${answerId}, ${conversationId}, 'assistant', '', 'streaming', ${at(answerAt)}))`);
  // Both drivers return `{ rows }` for raw SQL.
  const result = (await db.execute(sql`
    with ${sql.join(steps, sql`, `)}
    select role, content from message
    where conversation_id = ${conversationId} and status = 'complete' and id <> ${question.id}
    order by created_at desc, id desc
    limit ${HISTORY_LIMIT}`)) as unknown as { rows: ContextMessage[] };
  const history = buildContext(result.rows.reverse(), question.content);
  return { conversationId, userMessageId: question.id, answerId, question: question.content, history };
}

/**
 * A new conversation's first turn as CTEs for the quota's own statement (decision 102: one round
 * trip less before the first token): the conversation, the question and the empty answer
 * "streaming", each inserted only `when` the quota lets the question go on. Nothing is read: a
 * new conversation has nothing before its question. The values are placeholders filled from
 * `params`, so that the quota's statement with these steps is prepared under a name (decision
 * 115). `exchange` is what startExchange would return.
 */
export function firstTurnSteps({ userId, text }: { userId: string; text: string }): { along: AlongWrites; exchange: Exchange } {
  const now = new Date();
  const conversationId = randomUUID();
  const questionId = randomUUID();
  const answerId = randomUUID();
  // As writeTurn: the answer at least 1 ms after the question, for a stable order by time.
  const answerAt = new Date(now.getTime() + 1);
  const p = sql.placeholder;
  const steps = (when: SQL) => sql`
    new_conversation as (
      insert into conversation (id, user_id, title, created_at, updated_at)
      select ${p("turn_conversation")}, ${p("turn_user")}, ${p("turn_title")}, ${p("turn_asked_at")}::timestamptz, ${p("turn_asked_at")}::timestamptz where ${when}),
    new_question as (
      insert into message (id, conversation_id, role, content, created_at)
      select ${p("turn_question")}, ${p("turn_conversation")}, 'user', ${p("turn_text")}, ${p("turn_asked_at")}::timestamptz where ${when}),
    new_answer as (
      insert into message (id, conversation_id, role, content, status, created_at)
      select ${p("turn_answer")}, ${p("turn_conversation")}, 'assistant', '', 'streaming', ${p("turn_answered_at")}::timestamptz where ${when})`;
  const params = {
    turn_conversation: conversationId,
    turn_user: userId,
    turn_title: titleFrom(text),
    turn_question: questionId,
    turn_text: text,
    turn_answer: answerId,
    turn_asked_at: now.toISOString(),
    turn_answered_at: answerAt.toISOString(),
  };
  return {
    along: { name: "chat_first_turn", steps, params },
    exchange: { conversationId, userMessageId: questionId, answerId, question: text, history: buildContext([], text) },
  };
}

/** A new conversation's first turn: nothing to lock, nothing before the question. */
async function firstTurn(db: Db | Tx, { userId, text, retryOf }: ExchangeInput): Promise<Exchange> {
  // A retry names its conversation (the request schema insists); without one there is nothing to redo.
  if (retryOf) throw answerNotFound();
  const now = new Date();
  return writeTurn(db, {
    conversationId: randomUUID(),
    newConversation: { userId, title: titleFrom(text) },
    question: { id: randomUUID(), content: text, createdAt: now, stored: false },
    now,
  });
}

/**
 * Stores the user's message (in a new conversation or an existing one of theirs) — or, for a
 * retry, removes the answer being redone — and an empty assistant message to be filled as the
 * answer streams. Returns the ids and the context for the provider.
 */
async function openExchange(tx: Tx, input: ExchangeInput): Promise<Exchange> {
  const { userId, conversationId, text, retryOf } = input;
  if (!conversationId) return firstTurn(tx, input);
  const now = new Date();
  // The update locks the row until commit: exchanges (and retries) in one conversation happen
  // one at a time.
  const [own] = await tx
    .update(conversation)
    .set({ updatedAt: now })
    .where(and(eq(conversation.id, conversationId), eq(conversation.userId, userId)))
    .returning({ id: conversation.id });
  if (!own) throw conversationNotFound();
  const question = retryOf
    ? { ...(await replaceLastAnswer(tx, own.id, retryOf)), stored: true }
    : { id: randomUUID(), content: text, createdAt: now, stored: false };
  return writeTurn(tx, { conversationId: own.id, question, now });
}

/**
 * A new conversation's first exchange is one statement and no transaction (a statement is atomic
 * by itself, and there is no row to lock yet); the others take a transaction that locks the
 * conversation (see openExchange).
 */
export async function startExchange({ db, ...input }: ExchangeInput & { db: Db }): Promise<Exchange> {
  if (!input.conversationId) return firstTurn(db, input);
  return db.transaction((tx) => openExchange(tx, input));
}

/**
 * Stores a question and the answer the browser got with the user's own key, in one
 * transaction: the same steps as a server answer (startExchange, then finishAnswer).
 */
export async function recordExchange({ db, answer, ...input }: ExchangeInput & {
  db: Db;
  answer: { content: string; model: string; status: "complete" | "interrupted" | "error" };
}) {
  return db.transaction(async (tx) => {
    const exchange = await openExchange(tx, input);
    await finishAnswer({ db: tx, answerId: exchange.answerId, text: answer.content, provider: "user-key", model: answer.model, status: answer.status });
    return { conversationId: exchange.conversationId, userMessageId: exchange.userMessageId, answerId: exchange.answerId };
  });
}

/** The answer's text, source and status written once it ends, its values placeholders. */
const finishStatement = (db: Db | Tx) =>
  db
    .update(message)
    .set({ content: sql`${sql.placeholder("content")}`, provider: sql`${sql.placeholder("provider")}`, model: sql`${sql.placeholder("model")}`, status: sql`${sql.placeholder("status")}` })
    .where(eq(message.id, sql.placeholder("id")))
    .prepare("prancheta_answer_finish");
/**
 * Every chat question ends with this write: built once per database and planned by PostgreSQL once
 * per connection (decision 115), like the quota's statement.
 */
const finishPrepared = preparedPerDatabase<ReturnType<typeof finishStatement>, Db | Tx>(finishStatement);

export async function finishAnswer({ db, answerId, text, provider, model, status }: {
  db: Db | Tx;
  answerId: string;
  text: string;
  provider: AnswerSource | null;
  model: string | null;
  status: StoredMessage["status"];
}) {
  await finishPrepared(db).execute({ id: answerId, content: text, provider, model, status });
}

/** One of the user's answers (404 for another user's or an unknown id). */
export async function ownAnswer({ db, userId, id }: { db: Db; userId: string; id: string }) {
  const [row] = await db
    .select({ id: message.id, status: message.status })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .where(and(eq(message.id, id), eq(message.role, "assistant"), eq(conversation.userId, userId)))
    .limit(1);
  if (!row) throw answerNotFound();
  return row;
}

/**
 * Whether one of the user's answers is still being generated, by this process or another (the
 * row says so). A "streaming" row older than the stale limit was left by a process that died.
 */
export async function answerIsStreaming({ db, userId, id, now = new Date() }: { db: Db; userId?: string; id: string; now?: Date }): Promise<boolean> {
  const owner = userId === undefined ? undefined : eq(conversation.userId, userId);
  const [row] = await db
    .select({ createdAt: message.createdAt })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .where(and(eq(message.id, id), eq(message.status, "streaming"), owner))
    .limit(1);
  return row !== undefined && row.createdAt.getTime() >= now.getTime() - STALE_MINUTES * 60_000;
}

/**
 * At start, answers left "streaming" by a process that died. `all`: every one (PGlite: this is the
 * only process); otherwise only old ones, since other processes may be generating the recent ones.
 */
export async function interruptStaleAnswers({ db, now = new Date(), all = false }: { db: Db; now?: Date; all?: boolean }): Promise<void> {
  const before = new Date(now.getTime() - STALE_MINUTES * 60_000);
  await db
    .update(message)
    .set({ status: "interrupted" })
    .where(and(eq(message.status, "streaming"), all ? undefined : lt(message.createdAt, before)));
}

/** Ends one answer still "streaming" that no process stopped in time (its text stays as it is). */
export async function interruptAnswer({ db, id }: { db: Db; id: string }): Promise<void> {
  await db
    .update(message)
    .set({ status: "interrupted" })
    .where(and(eq(message.id, id), eq(message.status, "streaming")));
}

export async function listConversations({ db, userId }: { db: Db; userId: string }): Promise<ConversationSummary[]> {
  const rows = await db
    .select()
    .from(conversation)
    .where(eq(conversation.userId, userId))
    .orderBy(desc(conversation.updatedAt))
    .limit(200);
  return rows.map(summary);
}

export async function getConversation({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<ConversationDetail> {
  const conv = await ownConversation(db, userId, id);
  const rows = await db.select().from(message).where(eq(message.conversationId, conv.id)).orderBy(asc(message.createdAt));
  // A "streaming" row this old was left by a process that died after the last start's clean-up
  // (or by a crash-restart within the window): shown as interrupted, so no client waits forever.
  const staleBefore = Date.now() - STALE_MINUTES * 60_000;
  return {
    ...summary(conv),
    messages: rows.map((row) => {
      const m = stored(row);
      return m.status === "streaming" && row.createdAt.getTime() < staleBefore ? { ...m, status: "interrupted" } : m;
    }),
  };
}

export async function deleteConversation({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<void> {
  const deleted = await db
    .delete(conversation)
    .where(and(eq(conversation.id, id), eq(conversation.userId, userId)))
    .returning({ id: conversation.id });
  if (deleted.length === 0) throw conversationNotFound();
}
