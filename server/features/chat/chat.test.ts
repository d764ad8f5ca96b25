import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordedExchangeSchema, type ConversationDetail } from "#domain/chat.schema";
import { conversationsApi } from "#domain/contracts/chat";
import { errorOf } from "#server/test/studio";
import { FAKE_OPENAI_DEFAULT_TEXT } from "#test-support/fake-openai";
import { aiUsage, conversation, message, studio, user } from "#server/db/schema";
import {
  useAiTestContext, createAiTestContext,
  HF_MODELS,
  readSse,
  SERVER_KEY,
  SHORT_PRIMARY_TIMEOUT,
  sseEvents,
  textOf,
  type AiTestContext,
  type SseEvent,
} from "#server/test/ai-harness";
import { usedGenerations } from "#server/test/ai-doubles";
import { createTestContext, ownedStudioId, signUp, TestClient, type TestContext } from "#server/test/harness";

const ctx = useAiTestContext();

async function signedIn(context: TestContext = ctx) {
  const client = new TestClient(context);
  const { email } = await signUp(client);
  const [row] = await context.database.db.select().from(user).where(eq(user.email, email));
  // Conversations are the person's; the plan, the trial and the generations are their studio's.
  return { client, userId: row!.id, studioId: await ownedStudioId(context, row!.id) };
}

const ask = (client: TestClient, body: Record<string, unknown>) => client.post("/api/chat", body);

/** One notice (this text, or a key error), then the fallback's whole answer. */
function expectFailover(events: SseEvent[], notice: string | RegExp) {
  const notices = events.filter((e) => e.event === "notice").map((e) => e.data.message as string);
  expect(notices).toHaveLength(1);
  if (typeof notice === "string") expect(notices[0]).toBe(notice);
  else expect(notices[0]).toMatch(notice);
  expect(events.find((e) => e.event === "meta")!.data).toMatchObject({ provider: "fallback", model: HF_MODELS[0] });
  expect(textOf(events).length).toBeGreaterThan(10);
  expect(events.at(-1)!.event).toBe("done");
}

const HANG_NOTICE = "Tempo limite excedido ao se conectar com a OpenAI. Tentando serviço alternativo.";

describe("POST /api/chat", () => {
  it("streams the primary provider's answer and stores both messages", async () => {
    const { client } = await signedIn();
    const res = await ask(client, { message: "Qual a largura mínima de uma rampa?" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await readSse(res);
    const meta = events.find((e) => e.event === "meta")!;
    expect(meta.data).toMatchObject({ provider: "primary", model: "gpt-3.5-turbo" });
    expect(events.filter((e) => e.event === "token").length).toBeGreaterThan(1);
    expect(textOf(events)).toBe(FAKE_OPENAI_DEFAULT_TEXT);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.provider).toBe("primary");

    // The provider got the server key, R-AI-2's parameters and the expert system prompt (R-AI-6).
    const sent = ctx.openai.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
    const body = sent.body as { messages: { role: string; content: string }[]; temperature: number; max_tokens: number; stream: boolean };
    expect(body).toMatchObject({ temperature: 0.5, max_tokens: 800, stream: true });
    expect(body.messages[0]!.role).toBe("system");
    expect(body.messages[0]!.content).toContain("ABNT NBR 9050:2020");
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "Qual a largura mínima de uma rampa?" });

    const detail = await client.answer(conversationsApi.get, { params: { id: meta.data.conversationId as string } });
    expect(detail.title).toBe("Qual a largura mínima de uma rampa?");
    expect(detail.messages.map((m) => [m.role, m.status, m.provider])).toEqual([
      ["user", "complete", null],
      ["assistant", "complete", "primary"],
    ]);
    expect(detail.messages[1]!.content).toBe(FAKE_OPENAI_DEFAULT_TEXT);
    expect(detail.messages[1]!.id).toBe(done.data.messageId);
  });

  it("sends `accepted` with the stored ids first, before the provider has answered", async () => {
    // Seconds of silence: the checks below run while the provider has not answered, however
    // slow the machine (the provider's own time limit is 30 s).
    ctx.openai.setDelay(3_000);
    const { client, userId } = await signedIn();
    const stream = sseEvents(await ask(client, { message: "Qual o pé-direito mínimo?" }));
    const first = (await stream.next())!;
    expect(first.event).toBe("accepted");
    const { conversationId, userMessageId, answerId } = recordedExchangeSchema.parse(first.data);
    // Already stored while the provider is still silent.
    const [answerRow] = await ctx.database.db.select().from(message).where(eq(message.id, answerId));
    expect(answerRow).toMatchObject({ conversationId, role: "assistant", status: "streaming" });
    const [questionRow] = await ctx.database.db.select().from(message).where(eq(message.id, userMessageId));
    expect(questionRow).toMatchObject({ conversationId, role: "user", content: "Qual o pé-direito mínimo?" });
    const [conv] = await ctx.database.db.select().from(conversation).where(eq(conversation.id, conversationId));
    expect(conv!.userId).toBe(userId);

    const rest = await stream.rest();
    expect(rest.map((e) => e.event).filter((e) => e !== "token")).toEqual(["meta", "done"]);
    expect(rest.at(-1)!.data.messageId).toBe(answerId);
  });

  it("sends the earlier messages of the conversation as context", async () => {
    const { client } = await signedIn();
    const first = await readSse(await ask(client, { message: "Primeira pergunta" }));
    const conversationId = first.find((e) => e.event === "meta")!.data.conversationId as string;
    await readSse(await ask(client, { conversationId, message: "Segunda pergunta" }));
    const body = ctx.openai.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(body.messages.slice(1)).toEqual([
      { role: "user", content: "Primeira pergunta" },
      { role: "assistant", content: FAKE_OPENAI_DEFAULT_TEXT },
      { role: "user", content: "Segunda pergunta" },
    ]);
  });

  it.each([
    // A refused server key is not the subscriber's to fix: the service is said to be unavailable.
    ["401", "O serviço de IA está indisponível no momento. Tentando serviço alternativo."],
    ["429-quota", "Limite de cota da OpenAI excedido. Tentando serviço alternativo."],
    ["garbage", "Desculpe, recebi uma resposta em formato inesperado. Tente novamente."],
  ] as const)("fails over to the fallback when the primary answers %s", async (mode, notice) => {
    ctx.openai.setMode(mode);
    const { client } = await signedIn();
    expectFailover(await readSse(await ask(client, { message: "Norma de acessibilidade?" })), notice);
  });

  it("ends a provider failure after the first token with an error event, saves the partial answer and charges nothing", async () => {
    ctx.openai.setMode("break-stream");
    const { client, studioId } = await signedIn();
    const events = await readSse(await ask(client, { message: "Conte sobre a NBR 9050" }));
    expect(events.find((e) => e.event === "meta")!.data.provider).toBe("primary");
    const partial = textOf(events);
    expect(partial.length).toBeGreaterThan(0);
    expect(events.at(-1)!.event).toBe("error");
    expect(events.some((e) => e.event === "done")).toBe(false);
    const conversationId = events.find((e) => e.event === "meta")!.data.conversationId as string;
    const saved = await client.answer(conversationsApi.get, { params: { id: conversationId } });
    expect(saved.messages[1]).toMatchObject({ status: "error", content: partial });
    expect(await usedGenerations(ctx.database.db, studioId)).toBe(0);
  });

  it("retries a 429 rate limit (not a quota) and then fails over", async () => {
    ctx.openai.setMode("429-rate");
    const { client } = await signedIn();
    const events = await readSse(await ask(client, { message: "Olá" }));
    expect(ctx.openai.requests).toHaveLength(3);
    expect(events.find((e) => e.event === "meta")!.data.provider).toBe("fallback");
  }, 20_000);

  it("keeps the context within its character budget for long conversations", async () => {
    const { client } = await signedIn();
    const first = await readSse(await ask(client, { message: "Início" }));
    const conversationId = first.find((e) => e.event === "meta")!.data.conversationId as string;
    const long = "x".repeat(5_000);
    for (let i = 0; i < 4; i++) await readSse(await ask(client, { conversationId, message: `${i} ${long}` }));
    await readSse(await ask(client, { conversationId, message: "Última" }));
    const body = ctx.openai.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    const context = body.messages.slice(1, -1).reduce((n, m) => n + m.content.length, 0);
    expect(context).toBeLessThanOrEqual(12_000);
    expect(body.messages.at(-1)!.content).toBe("Última");
    expect(body.messages.length).toBeGreaterThan(2);
  });

  it("retries a 500 twice before failing over", async () => {
    ctx.openai.setMode("500");
    const { client } = await signedIn();
    const events = await readSse(await ask(client, { message: "Olá" }));
    expect(ctx.openai.requests).toHaveLength(3);
    expect(events.find((e) => e.event === "meta")!.data.provider).toBe("fallback");
    // The notice says the service is unavailable, without the HTTP code (decision 079).
    expect(events.filter((e) => e.event === "notice").map((e) => e.data.message)).toEqual(["O serviço de IA está indisponível no momento. Tentando serviço alternativo."]);
  }, 20_000);

  it("answers from the offline base, with a citation, when every provider fails", async () => {
    ctx.openai.setMode("401");
    ctx.hf.setModes({}, "loading");
    const { client, studioId } = await signedIn();
    const events = await readSse(await ask(client, { message: "Qual a inclinação máxima de uma rampa acessível?" }));
    const notices = events.filter((e) => e.event === "notice").map((e) => e.data.message as string);
    expect(notices).toHaveLength(2);
    // Plain words: no model's name, no HTTP code (decision 079); operators read the log.
    for (const notice of notices) expect(notice).toBe("O serviço de IA está indisponível no momento. Tentando serviço alternativo.");
    expect(events.find((e) => e.event === "meta")!.data.provider).toBe("offline");
    const text = textOf(events);
    expect(text).toMatch(/base offline/i);
    expect(text).toContain("NBR 9050");
    // Offline answers are free.
    expect(await usedGenerations(ctx.database.db, studioId)).toBe(0);
  });

  it("finishes and saves the answer even when the browser disconnects mid-stream", async () => {
    ctx.openai.setMode("slow-stream");
    ctx.openai.setTokenInterval(30);
    const { client } = await signedIn();
    const res = await ask(client, { message: "Resposta longa, por favor" });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const conversationId = /"conversationId":"([^"]+)"/.exec(first)?.[1];
    expect(conversationId).toBeTruthy();
    await reader.cancel();

    let saved: ConversationDetail | undefined;
    const read = async () => {
      saved = await client.answer(conversationsApi.get, { params: { id: conversationId! } });
      return saved!.messages[1]!.status !== "streaming";
    };
    // Polls with a generous limit: the answer needs its ~15 tokens × 30 ms, more on a busy machine.
    for (let deadline = Date.now() + 20_000; !(await read()) && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(saved!.messages[1]).toMatchObject({ role: "assistant", status: "complete", content: FAKE_OPENAI_DEFAULT_TEXT });
  });

  it("refuses blank and too long messages with pt-BR 422s and stores nothing", async () => {
    const { client, userId } = await signedIn();
    const blank = await ask(client, { message: "   " });
    expect(blank.status).toBe(422);
    expect((await errorOf(blank)).fields?.message).toBe("Informe sua mensagem.");
    const long = await ask(client, { message: "a".repeat(8_001) });
    expect(long.status).toBe(422);
    expect((await errorOf(long)).message).toBe("O texto pode ter no máximo 8.000 caracteres.");
    expect(await ctx.database.db.select().from(conversation).where(eq(conversation.userId, userId))).toHaveLength(0);
  });
});

describe("POST /api/chat when the primary hangs", () => {
  // Its own app: a short time limit for the hanging primary (sure to run out), the fallback's
  // generous one (it must answer).
  let hanging: AiTestContext;
  beforeAll(async () => {
    hanging = await createAiTestContext(SHORT_PRIMARY_TIMEOUT);
    hanging.openai.setMode("hang");
  });
  afterAll(async () => {
    await hanging.close();
  });

  it("sends notices with their kind and provider, after `accepted`", async () => {
    const { client } = await signedIn(hanging);
    const events = await readSse(await ask(client, { message: "Norma de escadas?" }));
    expect(events.map((e) => e.event).filter((e) => e !== "token")).toEqual(["accepted", "notice", "meta", "done"]);
    expect(events[1]!.data).toEqual({ message: HANG_NOTICE, kind: "timeout", provider: "primary" });
  });

  it("fails over to the fallback when the primary answers hang", async () => {
    const { client } = await signedIn(hanging);
    expectFailover(await readSse(await ask(client, { message: "Norma de acessibilidade?" })), HANG_NOTICE);
  });
});

describe("conversations", () => {
  it("lists, opens and deletes only the user's own conversations", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const events = await readSse(await ask(a.client, { message: "Conversa da Ana" }));
    const id = events.find((e) => e.event === "meta")!.data.conversationId as string;

    const listA = await a.client.answer(conversationsApi.list);
    expect(listA.map((c) => c.title)).toEqual(["Conversa da Ana"]);
    expect(await (await b.client.get("/api/conversations")).json()).toEqual([]);

    expect((await b.client.get(`/api/conversations/${id}`)).status).toBe(404);
    expect((await b.client.request("DELETE", `/api/conversations/${id}`)).status).toBe(404);
    const hijack = await ask(b.client, { conversationId: id, message: "Entrando na conversa alheia" });
    expect(hijack.status).toBe(404);
    expect(await ctx.database.db.select().from(message).where(eq(message.conversationId, id))).toHaveLength(2);

    expect((await a.client.request("DELETE", `/api/conversations/${id}`)).status).toBe(204);
    expect((await a.client.get(`/api/conversations/${id}`)).status).toBe(404);
    expect(await ctx.database.db.select().from(message).where(eq(message.conversationId, id))).toHaveLength(0);
  });

  it("needs a session", async () => {
    const anonymous = new TestClient(ctx);
    expect((await anonymous.get("/api/conversations")).status).toBe(401);
    expect((await ask(anonymous, { message: "oi" })).status).toBe(401);
  });
});

describe("quotas", () => {
  it("lets only one of several concurrent requests take the plan's last generation", async () => {
    const { client, userId, studioId } = await signedIn();
    await ctx.database.db.insert(aiUsage).values({ studioId, period: "trial", count: 9 });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => ask(client, { message: `Pergunta ${n}` })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 402, 402, 402]);
    const refused = answers.find((r) => r.status === 402)!;
    const error = await errorOf(refused);
    expect(error.code).toBe("quota_exceeded");
    expect(error.message).toContain("plano Esboço");
    expect(error.message).toContain("/dashboard/planos");
    await Promise.all(answers.filter((r) => r.status === 200).map((r) => r.text()));
    expect(await usedGenerations(ctx.database.db, studioId)).toBe(10);
    // The refused requests left no conversation behind.
    expect(await ctx.database.db.select().from(conversation).where(eq(conversation.userId, userId))).toHaveLength(1);
  });

  it("answers offline for free over the quota when the caller asks for it", async () => {
    const { client, studioId } = await signedIn();
    await ctx.database.db.insert(aiUsage).values({ studioId, period: "trial", count: 10 });
    const events = await readSse(await ask(client, { message: "O que é taxa de ocupação?", allowOffline: true }));
    expect(events.find((e) => e.event === "meta")!.data.provider).toBe("offline");
    expect(ctx.openai.requests).toHaveLength(0);
    expect(await usedGenerations(ctx.database.db, studioId)).toBe(10);
  });
});

describe("trial end", () => {
  it("refuses provider answers once the Esboço trial is over, naming the plan and /dashboard/planos", async () => {
    const { client, studioId } = await signedIn();
    await ctx.database.db.update(studio).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(studio.id, studioId));
    const res = await ask(client, { message: "Ainda posso usar?" });
    expect(res.status).toBe(402);
    expect((await errorOf(res)).message).toBe(
      "Seu período de teste do plano Esboço terminou. Conheça os planos em /dashboard/planos para continuar com respostas avançadas.",
    );
    const offline = await readSse(await ask(client, { message: "O que é CUB?", allowOffline: true }));
    expect(offline.find((e) => e.event === "meta")!.data.provider).toBe("offline");
  });
});

describe("without any provider configured", () => {
  it("answers from the offline base and counts nothing", async () => {
    const bare = await createTestContext();
    try {
      const { client, studioId } = await signedIn(bare);
      const events = await readSse(await ask(client, { message: "Quais são as etapas de projeto segundo a ABNT?" }));
      expect(events.find((e) => e.event === "meta")!.data).toMatchObject({ provider: "offline" });
      expect(events.filter((e) => e.event === "notice")).toHaveLength(0);
      expect(textOf(events)).toMatch(/base offline/i);
      expect(await bare.database.db.select().from(aiUsage).where(eq(aiUsage.studioId, studioId))).toHaveLength(0);
    } finally {
      await bare.close();
    }
  }, 60_000); // builds its own app and database: slow on a busy machine
});
