import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_STREAM_EVENTS, type ChatStreamEvent } from "#domain/chat.schema";
import { engineWith, scriptedPrimary, trialUser, usedGenerations } from "#server/test/ai-doubles";
import { conversation, message, studioMember } from "#server/db/schema";
import { BackgroundTasks } from "#server/lib/background";
import type { AppError } from "#server/lib/errors";
import { createLogger } from "#server/lib/logger";
import { createTestContext, type TestContext } from "#server/test/harness";
import { ProviderError, type Provider } from "#lib/ai-client/types";
import { memberScope, type StudioScope } from "#server/auth/studio-scope";
import { AnswerRegistry } from "./answer-registry";
import { answerIsStreaming, interruptAnswer } from "./chat.service";
import { LocalSignalBus } from "#server/signals/bus";
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

function deps(providers: Provider[], engine = engineWith(providers)): AskDeps {
  return {
    db: ctx.database.db,
    engine,
    logger: createLogger("silent"),
    tasks: new BackgroundTasks(),
    rateLimit: { max: 1000, windowSeconds: 60 },
    registry: new AnswerRegistry({
      signals: new LocalSignalBus(),
      isStreaming: (id) => answerIsStreaming({ db: ctx.database.db, id }),
      interrupt: (id) => interruptAnswer({ db: ctx.database.db, id }),
    }),
  };
}

const newUser = (used = 0) => trialUser(ctx.database.db, used);
/** The generations charged to the scope's studio (its members share them). */
const usage = (scope: StudioScope) => usedGenerations(ctx.database.db, scope.studioId);

/** The person's messages: conversations are their own, not the studio's. */
async function rowsOf({ userId }: StudioScope) {
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
    const scope = await newUser();
    const d = deps([primary(["Olá", ", Lia"])]);
    const events = await drain(await askChat({ ...d, scope, input: { message: "Oi" } }));
    expect(events.map((e) => e.event)).toEqual(["accepted", "meta", "token", "token", "done"]);
    expect(events.every((e) => CHAT_STREAM_EVENTS.includes(e.event))).toBe(true);
    expect(await rowsOf(scope)).toEqual([
      { role: "user", content: "Oi", status: "complete", provider: null },
      { role: "assistant", content: "Olá, Lia", status: "complete", provider: "primary" },
    ]);
    expect(await usage(scope)).toBe(1);
  });

  it("quota used up: 402 and nothing stored, nothing charged", async () => {
    const scope = await newUser(10);
    const error = await rejection(askChat({ ...deps([primary(["x"])]), scope, input: { message: "Oi" } }));
    expect(error?.status).toBe(402);
    expect(await rowsOf(scope)).toEqual([]);
    expect(await usage(scope)).toBe(10);
  });

  it("quota used up with allowOffline: the offline base answers, stored, free", async () => {
    const scope = await newUser(10);
    const events = await drain(await askChat({ ...deps([primary(["x"])]), scope, input: { message: "acessibilidade NBR 9050", allowOffline: true } }));
    expect(events.at(-1)).toMatchObject({ event: "done", data: { provider: "offline" } });
    expect((await rowsOf(scope)).map((r) => [r.role, r.status, r.provider])).toEqual([
      ["user", "complete", null],
      ["assistant", "complete", "offline"],
    ]);
    expect(await usage(scope)).toBe(10);
  });

  it("an unknown conversation: 404, the reservation given back, nothing stored", async () => {
    const scope = await newUser();
    const error = await rejection(askChat({ ...deps([primary(["x"])]), scope, input: { message: "Oi", conversationId: randomUUID() } }));
    expect(error?.status).toBe(404);
    expect(await rowsOf(scope)).toEqual([]);
    expect(await usage(scope)).toBe(0);
  });

  it("another user's conversation: 404, nothing charged, their conversation untouched", async () => {
    const owner = await newUser();
    const d = deps([primary(["Resposta"])]);
    const first = (await drain(await askChat({ ...d, scope: owner, input: { message: "Minha" } })))[0]!;
    const conversationId = first.event === "accepted" ? first.data.conversationId : "";
    const intruder = await newUser();
    const error = await rejection(askChat({ ...d, scope: intruder, input: { message: "Entrando", conversationId } }));
    expect(error?.status).toBe(404);
    expect(await usage(intruder)).toBe(0);
    expect((await rowsOf(owner)).map((r) => r.content)).toEqual(["Minha", "Resposta"]);
  });

  it("a colleague's conversation, in the same studio: 404 too, nothing charged (conversations stay personal)", async () => {
    const db = ctx.database.db;
    const owner = await newUser();
    const d = deps([primary(["Resposta"])]);
    const first = (await drain(await askChat({ ...d, scope: owner, input: { message: "Minha" } })))[0]!;
    const conversationId = first.event === "accepted" ? first.data.conversationId : "";
    const other = await newUser();
    await db.insert(studioMember).values({ id: randomUUID(), studioId: owner.studioId, userId: other.userId, role: "admin" });
    const colleague = await memberScope(db, other.userId, owner.studioId);
    const error = await rejection(askChat({ ...d, scope: colleague!, input: { message: "Entrando", conversationId } }));
    expect(error?.status).toBe(404);
    expect(await usage(owner)).toBe(1);
    expect((await rowsOf(owner)).map((r) => r.content)).toEqual(["Minha", "Resposta"]);
    expect(await rowsOf(colleague!)).toEqual([]);
  });

  it("a retry of an answer that is not the last: 409, given back, nothing changed", async () => {
    const scope = await newUser();
    const d = deps([primary(["Primeira resposta"])]);
    const accepted = (await drain(await askChat({ ...d, scope, input: { message: "Um" } })))[0]!;
    if (accepted.event !== "accepted") throw new Error("sem accepted");
    const { conversationId, answerId } = accepted.data;
    await drain(await askChat({ ...d, scope, input: { message: "Dois", conversationId } }));
    const before = await rowsOf(scope);

    const error = await rejection(askChat({ ...d, scope, input: { message: "Um", conversationId, retryOf: answerId } }));
    expect(error?.status).toBe(409);
    expect(await rowsOf(scope)).toEqual(before);
    expect(await usage(scope)).toBe(2);
  });

  it("a retry of an answer still being generated: 409 before anything is reserved", async () => {
    const scope = await newUser();
    const d = deps([primary({ tokens: ["Parcial"], hang: true })]);
    const queue = await askChat({ ...d, scope, input: { message: "Longa" } });
    const iterator = queue[Symbol.asyncIterator]();
    const accepted = (await iterator.next()).value as ChatStreamEvent;
    if (accepted.event !== "accepted") throw new Error("sem accepted");
    const { conversationId, answerId } = accepted.data;

    const error = await rejection(askChat({ ...d, scope, input: { message: "Longa", conversationId, retryOf: answerId } }));
    expect(error?.status).toBe(409);
    expect(await usage(scope)).toBe(1);
    await d.registry.stop(answerId);
  });

  it("the provider fails before its first token: the offline base answers, stored, the unit given back", async () => {
    const scope = await newUser();
    const events = await drain(await askChat({ ...deps([primary(new ProviderError("auth", "Chave API OpenAI inválida ou sem permissão."))]), scope, input: { message: "NBR 9050" } }));
    expect(events.find((e) => e.event === "notice")).toMatchObject({ data: { kind: "auth", provider: "primary" } });
    expect(events.at(-1)).toMatchObject({ event: "done", data: { provider: "offline" } });
    expect((await rowsOf(scope)).at(-1)).toMatchObject({ status: "complete", provider: "offline" });
    expect(await usage(scope)).toBe(0);
  });

  it("done says whether the offline base stands in for failed or cooling providers (R-CHAT-5, R-CHAT-7)", async () => {
    const scope = await newUser();
    const doneOf = (events: ChatStreamEvent[]) => events.find((e) => e.event === "done")?.data;
    let healthy = false;
    const flaky: Provider = {
      id: "primary",
      displayName: "OpenAI",
      async *stream() {
        if (!healthy) throw new ProviderError("bad_response", "Resposta ilegível do serviço de IA.");
        yield { type: "model", model: "modelo-teste" };
        yield { type: "token", text: "Voltei" };
      },
    };
    const outage = deps([flaky], engineWith([flaky], { cooldownMs: 60_000 }));
    // The provider fails: the offline answer carries its notice and is degraded.
    const first = await drain(await askChat({ ...outage, scope, input: { message: "NBR 9050" } }));
    expect(first.some((e) => e.event === "notice")).toBe(true);
    expect(doneOf(first)).toMatchObject({ provider: "offline", degraded: true });
    // Asked again while it cools down: skipped, no notice at all, and still degraded.
    const second = await drain(await askChat({ ...outage, scope, input: { message: "NBR 9077" } }));
    expect(second.some((e) => e.event === "notice")).toBe(false);
    expect(doneOf(second)).toMatchObject({ provider: "offline", degraded: true });

    // No provider configured: the offline base is the normal answer, not a stand-in.
    expect(doneOf(await drain(await askChat({ ...deps([]), scope, input: { message: "NBR 9050" } })))).toMatchObject({ provider: "offline", degraded: false });
    // The plan's quota sent it offline, with the provider healthy: not degraded either.
    healthy = true;
    const spent = await newUser(10);
    const quota = await drain(await askChat({ ...deps([flaky]), scope: spent, input: { message: "NBR 9050", allowOffline: true } }));
    expect(doneOf(quota)).toMatchObject({ provider: "offline", degraded: false });
    // A provider's answer.
    const fine = await drain(await askChat({ ...deps([flaky]), scope, input: { message: "Oi" } }));
    expect(doneOf(fine)).toMatchObject({ provider: "primary", degraded: false });
  });

  it("the provider fails mid-answer: the partial text stored as error, the unit given back", async () => {
    const scope = await newUser();
    const events = await drain(
      await askChat({ ...deps([primary({ tokens: ["Começo"], then: new ProviderError("retryable", "Caiu.") })]), scope, input: { message: "Oi" } }),
    );
    expect(events.at(-1)?.event).toBe("error");
    expect((await rowsOf(scope)).at(-1)).toEqual({ role: "assistant", content: "Começo", status: "error", provider: "primary" });
    expect(await usage(scope)).toBe(0);
  });

  it("stopped after the first token: the partial text stored as interrupted, charged", async () => {
    const scope = await newUser();
    const d = deps([primary({ tokens: ["Parte"], hang: true })]);
    const iterator = (await askChat({ ...d, scope, input: { message: "Oi" } }))[Symbol.asyncIterator]();
    const accepted = (await iterator.next()).value as ChatStreamEvent;
    if (accepted.event !== "accepted") throw new Error("sem accepted");
    for (let e = await iterator.next(); !e.done && e.value.event !== "token"; e = await iterator.next());

    await d.registry.stop(accepted.data.answerId);
    expect((await rowsOf(scope)).at(-1)).toEqual({ role: "assistant", content: "Parte", status: "interrupted", provider: "primary" });
    const rest: ChatStreamEvent[] = [];
    for (let e = await iterator.next(); !e.done; e = await iterator.next()) rest.push(e.value);
    expect(rest.at(-1)?.event).toBe("stopped");
    expect(await usage(scope)).toBe(1);
  });
});

describe("recordBrowserExchange", () => {
  it("stores the browser's answer in one go, free", async () => {
    const scope = await newUser();
    const d = deps([]);
    const recorded = await recordBrowserExchange({
      ...d,
      userId: scope.userId,
      input: { message: "Oi", answer: { content: "Olá pela chave", model: "gpt-4o-mini", status: "complete" } },
    });
    expect(recorded.conversationId).toBeTruthy();
    expect(await rowsOf(scope)).toEqual([
      { role: "user", content: "Oi", status: "complete", provider: null },
      { role: "assistant", content: "Olá pela chave", status: "complete", provider: "user-key" },
    ]);
    expect(await usage(scope)).toBe(0);
  });

  it("a retry of an unknown answer: 404, nothing stored", async () => {
    const scope = await newUser();
    const d = deps([primary(["Resposta"])]);
    const accepted = (await drain(await askChat({ ...d, scope, input: { message: "Um" } })))[0]!;
    if (accepted.event !== "accepted") throw new Error("sem accepted");
    const before = await rowsOf(scope);
    const error = await rejection(
      recordBrowserExchange({
        ...d,
        userId: scope.userId,
        input: { message: "Um", conversationId: accepted.data.conversationId, retryOf: randomUUID(), answer: { content: "x", model: "m", status: "complete" } },
      }),
    );
    expect(error?.status).toBe(404);
    expect(await rowsOf(scope)).toEqual(before);
  });
});
