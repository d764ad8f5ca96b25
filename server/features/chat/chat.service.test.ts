import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message, user } from "#server/db/schema";
import { createTestContext, signUp, TestClient, type TestContext } from "#server/test/harness";
import type { AppError } from "#server/lib/errors";
import { finishAnswer, getConversation, interruptStaleAnswers, startExchange } from "./chat.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("interruptStaleAnswers", () => {
  it("marks answers left streaming by a dead process as interrupted, and only old ones", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const db = ctx.database.db;
    const old = await startExchange({ db, userId: row!.id, text: "antiga" });
    const fresh = await startExchange({ db, userId: row!.id, text: "recente" });
    const done = await startExchange({ db, userId: row!.id, text: "terminada" });
    await finishAnswer({ db, answerId: done.answerId, text: "ok", provider: "offline", model: "base-offline", status: "complete" });
    await db.update(message).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(message.id, old.answerId));

    await interruptStaleAnswers({ db });
    const status = async (id: string) => (await db.select().from(message).where(eq(message.id, id)))[0]!.status;
    expect(await status(old.answerId)).toBe("interrupted");
    expect(await status(fresh.answerId)).toBe("streaming");
    expect(await status(done.answerId)).toBe("complete");

    // PGlite's start (the only process): every answer left streaming, however recent.
    await interruptStaleAnswers({ db, all: true });
    expect(await status(fresh.answerId)).toBe("interrupted");
    expect(await status(done.answerId)).toBe("complete");
  });
});

describe("getConversation", () => {
  it("shows an answer left streaming for too long as interrupted, so no client waits for it forever", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const db = ctx.database.db;
    const old = await startExchange({ db, userId: row!.id, text: "antiga" });
    await db.update(message).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(message.id, old.answerId));
    const fresh = await startExchange({ db, userId: row!.id, conversationId: old.conversationId, text: "recente" });
    const detail = await getConversation({ db, userId: row!.id, id: old.conversationId });
    const statusOf = (id: string) => detail.messages.find((m) => m.id === id)?.status;
    expect(statusOf(old.answerId)).toBe("interrupted");
    expect(statusOf(fresh.answerId)).toBe("streaming");
  });
});

describe("startExchange with retryOf", () => {
  it("lets only one of two concurrent retries of the same answer through, with nothing duplicated", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const db = ctx.database.db;
    const first = await startExchange({ db, userId: row!.id, text: "Pergunta" });
    await finishAnswer({ db, answerId: first.answerId, text: "", provider: "primary", model: "m", status: "error" });

    const retry = () => startExchange({ db, userId: row!.id, conversationId: first.conversationId, text: "ignorado", retryOf: first.answerId });
    const results = await Promise.allSettled([retry(), retry(), retry()]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason as AppError] : []));
    expect(won).toHaveLength(1);
    expect(lost.map((e) => e.status)).toEqual([404, 404]);

    const rows = await db.select().from(message).where(eq(message.conversationId, first.conversationId)).orderBy(asc(message.createdAt));
    expect(rows.map((m) => [m.role, m.content, m.status])).toEqual([
      ["user", "Pergunta", "complete"],
      ["assistant", "", "streaming"],
    ]);
    expect(won[0]!.value).toMatchObject({ userMessageId: first.userMessageId, question: "Pergunta", history: [{ role: "user", content: "Pergunta" }] });
  });
});

describe("the message table", () => {
  it("refuses a role, status or provider this code never writes (CHECK constraints, whoever the writer)", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const db = ctx.database.db;
    const { conversationId } = await startExchange({ db, userId: row!.id, text: "Pergunta" });
    const insert = (role: string, status: string, provider: string | null) =>
      db.execute(sql`insert into message (id, conversation_id, role, content, status, provider)
                     values (gen_random_uuid()::text, ${conversationId}, ${role}, 'x', ${status}, ${provider})`);
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(() => undefined, (e: unknown) => e as { cause?: { code?: string; message?: string } });
      return error?.cause?.code ?? error?.cause?.message;
    };
    expect(await refusal(insert("system", "complete", null))).toMatch(/23514|message_role_check/);
    expect(await refusal(insert("assistant", "pending", null))).toMatch(/23514|message_status_check/);
    expect(await refusal(insert("assistant", "complete", "gpt"))).toMatch(/23514|message_provider_check/);
    await expect(insert("assistant", "complete", "offline")).resolves.toBeDefined();
  });
});
