import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_STREAM_EVENTS, type ChatStreamEvent } from "#domain/chat.schema";
import { engineWith, scriptedPrimary, trialUser, usedGenerations } from "#server/test/ai-doubles";
import { conversation, message } from "#server/db/schema";
import { BackgroundTasks } from "#server/lib/background";
import type { AppError } from "#server/lib/errors";
import { createLogger } from "#server/lib/logger";
import { createTestContext, type TestContext } from "#server/test/harness";
import { ProviderError, type Provider } from "#lib/ai-client/types";
import { AnswerRegistry } from "./answer-registry";
import { askChat, recordBrowserExchange, type AskDeps } from "./ask.service";

/**
 * askChat without HTTP: a real database, the real engine and quota, and provider doubles (AI
 * providers are outside services). Every branch checks what is stored and what is charged.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const primary = scriptedPrimary;

function deps(providers: Provider[]): AskDeps {
  return {
    db: ctx.database.db,
    engine: engineWith(providers),
    logger: createLogger("silent"),
    tasks: new BackgroundTasks(),
    registry: new AnswerRegistry(),
  };
}

const newUser = (used = 0) => trialUser(ctx.database.db, used);
const usage = (userId: string) => usedGenerations(ctx.database.db, userId);

async function rowsOf(userId: string) {
  const db = ctx.database.db;
  return db
    .select({ role: message.role, content: message.content, status: message.status, provider: message.provider })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .where(eq(conversation.userId, userId))
    .orderBy(asc(message.createdAt));
}

async function drain(queue: AsyncIterable<ChatStreamEvent>) {
  const events: ChatStreamEvent[] = [];
  for await (const e of queue) events.push(e);
  return events;
}

const rejection = async (promise: Promise<unknown>) => (await promise.then(() => undefined, (e: unknown) => e)) as AppError | undefined;

describe("askChat", () => {
  it("stores the exchange, streams the answer and charges one generation", async () => {
    const userId = await newUser();
    const d = deps([primary(["Olá", ", Lia"])]);
    const events = await drain(await askChat(d, { userId, input: { message: "Oi" } }));
    expect(events.map((e) => e.event)).toEqual(["accepted", "meta", "token", "token", "done"]);
    expect(events.every((e) => CHAT_STREAM_EVENTS.includes(e.event))).toBe(true);
    expect(await rowsOf(userId)).toEqual([
      { role: "user", content: "Oi", status: "complete", provider: null },
      { role: "assistant", content: "Olá, Lia", status: "complete", provider: "primary" },
    ]);
    expect(await usage(userId)).toBe(1);
  });

  it("quota used up: 402 and nothing stored, nothing charged", async () => {
    const userId = await newUser(10);
    const error = await rejection(askChat(deps([primary(["x"])]), { userId, input: { message: "Oi" } }));
    expect(error?.status).toBe(402);
    expect(await rowsOf(userId)).toEqual([]);
    expect(await usage(userId)).toBe(10);
  });

  it("quota used up with allowOffline: the offline base answers, stored, free", async () => {
    const userId = await newUser(10);
    const events = await drain(await askChat(deps([primary(["x"])]), { userId, input: { message: "acessibilidade NBR 9050", allowOffline: true } }));
    expect(events.at(-1)).toMatchObject({ event: "done", data: { provider: "offline" } });
    expect((await rowsOf(userId)).map((r) => [r.role, r.status, r.provider])).toEqual([
      ["user", "complete", null],
      ["assistant", "complete", "offline"],
    ]);
    expect(await usage(userId)).toBe(10);
  });

  it("an unknown conversation: 404, the reservation given back, nothing stored", async () => {
    const userId = await newUser();
    const error = await rejection(askChat(deps([primary(["x"])]), { userId, input: { message: "Oi", conversationId: randomUUID() } }));
    expect(error?.status).toBe(404);
    expect(await rowsOf(userId)).toEqual([]);
    expect(await usage(userId)).toBe(0);
  });

  it("another user's conversation: 404, nothing charged, their conversation untouched", async () => {
    const owner = await newUser();
    const d = deps([primary(["Resposta"])]);
    const first = (await drain(await askChat(d, { userId: owner, input: { message: "Minha" } })))[0]!;
    const conversationId = first.event === "accepted" ? first.data.conversationId : "";
    const intruder = await newUser();
    const error = await rejection(askChat(d, { userId: intruder, input: { message: "Entrando", conversationId } }));
    expect(error?.status).toBe(404);
    expect(await usage(intruder)).toBe(0);
    expect((await rowsOf(owner)).map((r) => r.content)).toEqual(["Minha", "Resposta"]);
  });

  it("a retry of an answer that is not the last: 409, given back, nothing changed", async () => {
    const userId = await newUser();
    const d = deps([primary(["Primeira resposta"])]);
    const accepted = (await drain(await askChat(d, { userId, input: { message: "Um" } })))[0]!;
    if (accepted.event !== "accepted") throw new Error("sem accepted");
    const { conversationId, answerId } = accepted.data;
    await drain(await askChat(d, { userId, input: { message: "Dois", conversationId } }));
    const before = await rowsOf(userId);

    const error = await rejection(askChat(d, { userId, input: { message: "Um", conversationId, retryOf: answerId } }));
    expect(error?.status).toBe(409);
    expect(await rowsOf(userId)).toEqual(before);
    expect(await usage(userId)).toBe(2);
  });

  it("a retry of an answer still being generated: 409 before anything is reserved", async () => {
    const userId = await newUser();
    const d = deps([primary({ tokens: ["Parcial"], hang: true })]);
    const queue = await askChat(d, { userId, input: { message: "Longa" } });
    const iterator = queue[Symbol.asyncIterator]();
    const accepted = (await iterator.next()).value as ChatStreamEvent;
    if (accepted.event !== "accepted") throw new Error("sem accepted");
    const { conversationId, answerId } = accepted.data;

    const error = await rejection(askChat(d, { userId, input: { message: "Longa", conversationId, retryOf: answerId } }));
    expect(error?.status).toBe(409);
    expect(await usage(userId)).toBe(1);
    await d.registry.stop(answerId);
  });

  it("the provider fails before its first token: the offline base answers, stored, the unit given back", async () => {
    const userId = await newUser();
    const events = await drain(await askChat(deps([primary(new ProviderError("auth", "Chave API OpenAI inválida ou sem permissão."))]), { userId, input: { message: "NBR 9050" } }));
    expect(events.find((e) => e.event === "notice")).toMatchObject({ data: { kind: "auth", provider: "primary" } });
    expect(events.at(-1)).toMatchObject({ event: "done", data: { provider: "offline" } });
    expect((await rowsOf(userId)).at(-1)).toMatchObject({ status: "complete", provider: "offline" });
    expect(await usage(userId)).toBe(0);
  });

  it("the provider fails mid-answer: the partial text stored as error, the unit given back", async () => {
    const userId = await newUser();
    const events = await drain(
      await askChat(deps([primary({ tokens: ["Começo"], then: new ProviderError("retryable", "Caiu.") })]), { userId, input: { message: "Oi" } }),
    );
    expect(events.at(-1)?.event).toBe("error");
    expect((await rowsOf(userId)).at(-1)).toEqual({ role: "assistant", content: "Começo", status: "error", provider: "primary" });
    expect(await usage(userId)).toBe(0);
  });

  it("stopped after the first token: the partial text stored as interrupted, charged", async () => {
    const userId = await newUser();
    const d = deps([primary({ tokens: ["Parte"], hang: true })]);
    const iterator = (await askChat(d, { userId, input: { message: "Oi" } }))[Symbol.asyncIterator]();
    const accepted = (await iterator.next()).value as ChatStreamEvent;
    if (accepted.event !== "accepted") throw new Error("sem accepted");
    for (let e = await iterator.next(); !e.done && e.value.event !== "token"; e = await iterator.next());

    await d.registry.stop(accepted.data.answerId);
    expect((await rowsOf(userId)).at(-1)).toEqual({ role: "assistant", content: "Parte", status: "interrupted", provider: "primary" });
    const rest: ChatStreamEvent[] = [];
    for (let e = await iterator.next(); !e.done; e = await iterator.next()) rest.push(e.value);
    expect(rest.at(-1)?.event).toBe("stopped");
    expect(await usage(userId)).toBe(1);
  });
});

describe("recordBrowserExchange", () => {
  it("stores the browser's answer in one go, free", async () => {
    const userId = await newUser();
    const d = deps([]);
    const recorded = await recordBrowserExchange(d, {
      userId,
      input: { message: "Oi", answer: { content: "Olá pela chave", model: "gpt-4o-mini", status: "complete" } },
    });
    expect(recorded.conversationId).toBeTruthy();
    expect(await rowsOf(userId)).toEqual([
      { role: "user", content: "Oi", status: "complete", provider: null },
      { role: "assistant", content: "Olá pela chave", status: "complete", provider: "user-key" },
    ]);
    expect(await usage(userId)).toBe(0);
  });

  it("a retry of an unknown answer: 404, nothing stored", async () => {
    const userId = await newUser();
    const d = deps([primary(["Resposta"])]);
    const accepted = (await drain(await askChat(d, { userId, input: { message: "Um" } })))[0]!;
    if (accepted.event !== "accepted") throw new Error("sem accepted");
    const before = await rowsOf(userId);
    const error = await rejection(
      recordBrowserExchange(d, {
        userId,
        input: { message: "Um", conversationId: accepted.data.conversationId, retryOf: randomUUID(), answer: { content: "x", model: "m", status: "complete" } },
      }),
    );
    expect(error?.status).toBe(404);
    expect(await rowsOf(userId)).toEqual(before);
  });
});
