import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordedExchangeSchema } from "#domain/chat.schema";
import { FAKE_OPENAI_DEFAULT_TEXT } from "#test-support/fake-openai";
import { message } from "#server/db/schema";
import { useAiTestContext, readSse, sseEvents } from "#server/test/ai-harness";
import { usedGenerations } from "#server/test/ai-doubles";
import { signedInUser, type TestClient } from "#server/test/harness";
import { errorOf } from "#server/test/studio";

const ctx = useAiTestContext();

const ask = (client: TestClient, body: Record<string, unknown>) => client.post("/api/chat", body);

/** A conversation with two exchanges; returns its id and the ids of both answers. */
async function twoExchanges(client: TestClient) {
  const first = await readSse(await ask(client, { message: "Primeira pergunta" }));
  const { conversationId, answerId: firstAnswer } = recordedExchangeSchema.parse(first[0]!.data);
  ctx.openai.setText("Resposta que será refeita.");
  const second = await readSse(await ask(client, { conversationId, message: "Segunda pergunta" }));
  const { answerId: lastAnswer, userMessageId: lastQuestion } = recordedExchangeSchema.parse(second[0]!.data);
  ctx.openai.setText(FAKE_OPENAI_DEFAULT_TEXT);
  return { conversationId, firstAnswer, lastAnswer, lastQuestion };
}

const rows = (conversationId: string) =>
  ctx.database.db.select().from(message).where(eq(message.conversationId, conversationId)).orderBy(asc(message.createdAt));


describe("POST /api/chat with retryOf", () => {
  it("replaces the last answer, asks the stored question again and does not store it twice", async () => {
    const { client } = await signedInUser(ctx);
    const { conversationId, lastAnswer, lastQuestion } = await twoExchanges(client);
    ctx.openai.setText("Nova resposta.");

    const events = await readSse(await ask(client, { conversationId, retryOf: lastAnswer, message: "texto ignorado" }));
    expect(events[0]!.event).toBe("accepted");
    const accepted = recordedExchangeSchema.parse(events[0]!.data);
    expect(accepted).toMatchObject({ conversationId, userMessageId: lastQuestion });
    expect(accepted.answerId).not.toBe(lastAnswer);
    expect(events.at(-1)).toMatchObject({ event: "done", data: { messageId: accepted.answerId } });

    // The provider got the stored question, with only the messages before it as context.
    const sent = ctx.openai.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(sent.messages.slice(1)).toEqual([
      { role: "user", content: "Primeira pergunta" },
      { role: "assistant", content: FAKE_OPENAI_DEFAULT_TEXT },
      { role: "user", content: "Segunda pergunta" },
    ]);

    const stored = await rows(conversationId);
    expect(stored.map((m) => [m.role, m.content, m.status])).toEqual([
      ["user", "Primeira pergunta", "complete"],
      ["assistant", FAKE_OPENAI_DEFAULT_TEXT, "complete"],
      ["user", "Segunda pergunta", "complete"],
      ["assistant", "Nova resposta.", "complete"],
    ]);
    expect(stored.some((m) => m.id === lastAnswer)).toBe(false);
  });

  it("refuses, with 409, to redo an answer that is not the conversation's last, and charges nothing", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const { conversationId, firstAnswer } = await twoExchanges(client);
    const before = await rows(conversationId);
    const used = await usedGenerations(ctx.database.db, studioId);

    const res = await ask(client, { conversationId, retryOf: firstAnswer, message: "de novo" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: "conflict", message: "Só a última resposta da conversa pode ser refeita." },
    });
    expect(await rows(conversationId)).toEqual(before);
    expect(await usedGenerations(ctx.database.db, studioId)).toBe(used);
  });

  it("answers 404 for another user's conversation or answer", async () => {
    const ana = await signedInUser(ctx);
    const bia = await signedInUser(ctx);
    const { conversationId, lastAnswer } = await twoExchanges(ana.client);
    const before = await rows(conversationId);

    const theirConversation = await ask(bia.client, { conversationId, retryOf: lastAnswer, message: "minha?" });
    expect(theirConversation.status).toBe(404);
    expect((await errorOf(theirConversation)).message).toBe("Conversa não encontrada.");

    // Her own conversation, someone else's answer.
    const own = await readSse(await ask(bia.client, { message: "Pergunta da Bia" }));
    const ownConversation = own[0]!.data.conversationId as string;
    const theirAnswer = await ask(bia.client, { conversationId: ownConversation, retryOf: lastAnswer, message: "minha?" });
    expect(theirAnswer.status).toBe(404);
    expect((await errorOf(theirAnswer)).message).toBe("Resposta não encontrada.");

    expect(await rows(conversationId)).toEqual(before);
    expect(await rows(ownConversation)).toHaveLength(2);
  });

  it("needs the conversation (pt-BR 422)", async () => {
    const { client } = await signedInUser(ctx);
    const res = await ask(client, { retryOf: randomUUID(), message: "de novo" });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_error");
    expect(error.fields?.conversationId).toBe("Informe a conversa da resposta que será refeita.");
  });

  it("still validates the message", async () => {
    const { client } = await signedInUser(ctx);
    const { conversationId, lastAnswer } = await twoExchanges(client);
    const res = await ask(client, { conversationId, retryOf: lastAnswer, message: " " });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.message).toBe("Informe sua mensagem.");
  });

  it("lets only one of two racing retries replace the answer", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const { conversationId, lastAnswer } = await twoExchanges(client);
    const used = await usedGenerations(ctx.database.db, studioId);

    const answers = await Promise.all([1, 2].map(() => ask(client, { conversationId, retryOf: lastAnswer, message: "de novo" })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    await Promise.all(answers.map((r) => r.text()));

    const stored = await rows(conversationId);
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(stored.at(-1)!.status).toBe("complete");
    // Only the winner was charged.
    expect(await usedGenerations(ctx.database.db, studioId)).toBe(used + 1);
  });

  it("refuses to redo an answer that is still being generated", async () => {
    // A provider that has not answered yet: the answer is surely still running when the retry
    // comes, however slow the machine (no race against the end of a stream).
    ctx.openai.setMode("hang");
    const { client } = await signedInUser(ctx);
    const stream = sseEvents(await ask(client, { message: "Uma resposta longa" }));
    const { conversationId, answerId } = recordedExchangeSchema.parse((await stream.until("accepted")).data);

    const res = await ask(client, { conversationId, retryOf: answerId, message: "de novo" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(
      "Esta resposta ainda está sendo gerada. Interrompa-a antes de tentar de novo.",
    );
    // The refused retry left the running answer alone: it ends only when stopped.
    expect((await client.post(`/api/chat/answers/${answerId}/stop`)).status).toBe(204);
    expect(await stream.rest()).toEqual([{ event: "stopped", data: { messageId: answerId } }]);
    expect((await rows(conversationId)).map((m) => [m.role, m.status])).toEqual([
      ["user", "complete"],
      ["assistant", "interrupted"],
    ]);
  });
});
