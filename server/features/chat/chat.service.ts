import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, lt } from "drizzle-orm";
import type { AiProviderId, ConversationDetail, ConversationSummary, StoredMessage } from "../../../domain/ai.schema";
import type { Db } from "../../db/client";
import { conversation, message } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ChatMessage } from "../../ai/types";

/** How many earlier messages go to the provider as context, and at most how many characters. */
const HISTORY_LIMIT = 20;
const HISTORY_CHARS = 12_000;
/** A "streaming" answer older than this was left by a process that died. */
const STALE_MINUTES = 10;
const TITLE_MAX = 80;

const notFound = () => new AppError("not_found", 404, "Conversa não encontrada.");

function summary(row: typeof conversation.$inferSelect): ConversationSummary {
  return { id: row.id, title: row.title, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function stored(row: typeof message.$inferSelect): StoredMessage {
  return {
    id: row.id,
    role: row.role as StoredMessage["role"],
    content: row.content,
    provider: row.provider as AiProviderId | null,
    model: row.model,
    status: row.status as StoredMessage["status"],
    createdAt: row.createdAt.toISOString(),
  };
}

async function ownConversation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(conversation)
    .where(and(eq(conversation.id, id), eq(conversation.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
}

/**
 * Stores the user's message (in a new conversation or an existing one of theirs) and an empty
 * assistant message to be filled as the answer streams. Returns the context for the provider.
 */
export async function startExchange({ db, userId, conversationId, text }: { db: Db; userId: string; conversationId?: string | undefined; text: string }) {
  return db.transaction(async (tx) => {
    const now = new Date();
    let conv: typeof conversation.$inferSelect;
    if (conversationId) {
      conv = await ownConversation(tx as unknown as Db, userId, conversationId);
      await tx.update(conversation).set({ updatedAt: now }).where(eq(conversation.id, conv.id));
    } else {
      [conv] = await tx.insert(conversation).values({ id: randomUUID(), userId, title: titleFrom(text), createdAt: now, updatedAt: now }).returning() as [typeof conversation.$inferSelect];
    }
    const earlier = await tx
      .select({ role: message.role, content: message.content })
      .from(message)
      .where(and(eq(message.conversationId, conv.id), eq(message.status, "complete")))
      .orderBy(desc(message.createdAt))
      .limit(HISTORY_LIMIT);
    const userMessageAt = now;
    // The answer is created 1 ms later so that ordering by time is stable.
    const answerAt = new Date(now.getTime() + 1);
    await tx.insert(message).values({ id: randomUUID(), conversationId: conv.id, role: "user", content: text, createdAt: userMessageAt });
    const [answer] = await tx
      .insert(message)
      .values({ id: randomUUID(), conversationId: conv.id, role: "assistant", content: "", status: "streaming", createdAt: answerAt })
      .returning({ id: message.id });
    // Newest first, until the character budget is spent: a long conversation must not overflow
    // the model's context (the provider would refuse the request).
    const history: ChatMessage[] = [];
    let budget = HISTORY_CHARS;
    for (const m of earlier) {
      if (m.content.length > budget) break;
      budget -= m.content.length;
      history.unshift({ role: m.role as "user" | "assistant", content: m.content });
    }
    history.push({ role: "user", content: text });
    return { conversationId: conv.id, answerId: answer!.id, history };
  });
}

export async function finishAnswer({ db, answerId, text, provider, model, status }: {
  db: Db;
  answerId: string;
  text: string;
  provider: AiProviderId | null;
  model: string | null;
  status: StoredMessage["status"];
}) {
  await db.update(message).set({ content: text, provider, model, status }).where(eq(message.id, answerId));
}

export async function interruptStaleAnswers({ db, now = new Date() }: { db: Db; now?: Date }): Promise<void> {
  const before = new Date(now.getTime() - STALE_MINUTES * 60_000);
  await db
    .update(message)
    .set({ status: "interrupted" })
    .where(and(eq(message.status, "streaming"), lt(message.createdAt, before)));
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
  return { ...summary(conv), messages: rows.map(stored) };
}

export async function deleteConversation({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<void> {
  const deleted = await db
    .delete(conversation)
    .where(and(eq(conversation.id, id), eq(conversation.userId, userId)))
    .returning({ id: conversation.id });
  if (deleted.length === 0) throw notFound();
}
