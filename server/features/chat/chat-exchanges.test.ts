import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordedExchangeSchema } from "#domain/chat.schema";
import { conversationsApi } from "#domain/contracts/chat";
import { errorOf, read } from "#server/test/studio";
import { aiUsage, conversation, message } from "#server/db/schema";
import { useAiTestContext, createAiTestContext, readSse } from "#server/test/ai-harness";
import { signedInUser, TestClient } from "#server/test/harness";

const ctx = useAiTestContext();

const record = (client: TestClient, body: Record<string, unknown>) => client.post("/api/chat/exchanges", body);
const answer = (content: string, status = "complete") => ({ content, model: "gpt-4o-mini", status });

const rows = (conversationId: string) =>
  ctx.database.db.select().from(message).where(eq(message.conversationId, conversationId)).orderBy(asc(message.createdAt));

describe("POST /api/chat/exchanges", () => {
  it("stores the question and the browser's answer as the user's key's, without charging the plan", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    const res = await record(client, { message: "Qual a altura do guarda-corpo?", answer: answer("1,10 m, segundo a NBR 14718.") });
    expect(res.status).toBe(201);
    const body = await read(recordedExchangeSchema, res);
    expect(Object.keys(body).sort()).toEqual(["answerId", "conversationId", "userMessageId"]);

    const [conv] = await ctx.database.db.select().from(conversation).where(eq(conversation.id, body.conversationId));
    expect(conv).toMatchObject({ userId, title: "Qual a altura do guarda-corpo?" });
    const stored = await rows(body.conversationId);
    expect(stored.map((m) => [m.id, m.role, m.content, m.provider, m.model, m.status])).toEqual([
      [body.userMessageId, "user", "Qual a altura do guarda-corpo?", null, null, "complete"],
      [body.answerId, "assistant", "1,10 m, segundo a NBR 14718.", "user-key", "gpt-4o-mini", "complete"],
    ]);
    const detail = await client.answer(conversationsApi.get, { params: { id: body.conversationId } });
    expect(detail.messages[1]!.provider).toBe("user-key");

    expect(await ctx.database.db.select().from(aiUsage).where(eq(aiUsage.studioId, studioId))).toHaveLength(0);
    expect(ctx.openai.requests).toHaveLength(0);
  });

  it("adds to an existing conversation and keeps an interrupted answer as such", async () => {
    const { client } = await signedInUser(ctx);
    const first = await readSse(await client.post("/api/chat", { message: "Pela IA do servidor" }));
    const conversationId = first[0]!.data.conversationId as string;
    const res = await record(client, { conversationId, message: "Pela minha chave", answer: answer("Parte da", "interrupted") });
    expect(res.status).toBe(201);
    const stored = await rows(conversationId);
    expect(stored.map((m) => [m.role, m.provider, m.status])).toEqual([
      ["user", null, "complete"],
      ["assistant", "primary", "complete"],
      ["user", null, "complete"],
      ["assistant", "user-key", "interrupted"],
    ]);
  });

  it("replaces the last answer on retryOf without storing the question again", async () => {
    const { client } = await signedInUser(ctx);
    const first = await read(recordedExchangeSchema, await record(client, { message: "Pergunta", answer: answer("", "error") }));
    const retry = await record(client, {
      conversationId: first.conversationId,
      retryOf: first.answerId,
      message: "Pergunta",
      answer: answer("Agora sim."),
    });
    expect(retry.status).toBe(201);
    const again = await read(recordedExchangeSchema, retry);
    expect(again).toMatchObject({ conversationId: first.conversationId, userMessageId: first.userMessageId });
    expect(again.answerId).not.toBe(first.answerId);
    expect((await rows(first.conversationId!)).map((m) => [m.role, m.content, m.status])).toEqual([
      ["user", "Pergunta", "complete"],
      ["assistant", "Agora sim.", "complete"],
    ]);

    // Only the last answer can be redone; the old one is gone.
    const stale = await record(client, { conversationId: first.conversationId, retryOf: first.answerId, message: "Pergunta", answer: answer("x") });
    expect(stale.status).toBe(404);
    const unanswered = await record(client, { conversationId: first.conversationId, retryOf: first.userMessageId, message: "Pergunta", answer: answer("x") });
    expect(unanswered.status).toBe(404);
  });

  it("refuses a bad body with pt-BR field errors and stores nothing", async () => {
    const { client, userId } = await signedInUser(ctx);
    const res = await record(client, { message: " ", answer: { content: "x".repeat(20_001), model: " ", status: "pronta" } });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_error");
    expect(error.fields).toEqual({
      message: "Informe sua mensagem.",
      "answer.content": "A resposta pode ter no máximo 20.000 caracteres.",
      "answer.model": "Informe o modelo.",
      "answer.status": "Situação da resposta inválida.",
    });
    const noConversation = await record(client, { retryOf: randomUUID(), message: "Pergunta", answer: answer("x") });
    expect(noConversation.status).toBe(422);
    expect((await errorOf(noConversation)).fields?.conversationId).toBe(
      "Informe a conversa da resposta que será refeita.",
    );
    expect(await ctx.database.db.select().from(conversation).where(eq(conversation.userId, userId))).toHaveLength(0);
  });

  it("answers 404 for another user's conversation", async () => {
    const ana = await signedInUser(ctx);
    const bia = await signedInUser(ctx);
    const { conversationId } = await read(recordedExchangeSchema, await record(ana.client, { message: "Da Ana", answer: answer("ok") }));
    const res = await record(bia.client, { conversationId, message: "Intrusa", answer: answer("x") });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Conversa não encontrada.");
    expect(await rows(conversationId!)).toHaveLength(2);
  });

  it("needs a session", async () => {
    expect((await record(new TestClient(ctx), { message: "oi", answer: answer("x") })).status).toBe(401);
  });

  it("counts against the per-user AI rate limit", async () => {
    const limited = await createAiTestContext({ AI_RATE_LIMIT_MAX: "2" });
    try {
      const { client } = await signedInUser(limited);
      for (let i = 0; i < 2; i++) expect((await record(client, { message: `P${i}`, answer: answer("ok") })).status).toBe(201);
      const blocked = await record(client, { message: "P3", answer: answer("ok") });
      expect(blocked.status).toBe(429);
      expect((await errorOf(blocked)).message).toMatch(/^Muitas solicitações à IA/);
    } finally {
      await limited.close();
    }
  }, 60_000); // builds its own app and database: slow on a busy machine
});
