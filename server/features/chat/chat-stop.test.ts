import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordedExchangeSchema } from "#domain/chat.schema";
import { FAKE_OPENAI_DEFAULT_TEXT } from "#test-support/fake-openai";
import { message } from "#server/db/schema";
import { useAiTestContext, createAiTestContext, readSse, sseEvents, textOf, type AiTestContext } from "#server/test/ai-harness";
import { usedGenerations } from "#server/test/ai-doubles";
import { signedInUser, type TestClient } from "#server/test/harness";

const ctx = useAiTestContext();

const ask = (client: TestClient, body: Record<string, unknown>) => client.post("/api/chat", body);
const stop = (client: TestClient, answerId: string) => client.post(`/api/chat/answers/${answerId}/stop`);

const row = async (c: AiTestContext, id: string) => (await c.database.db.select().from(message).where(eq(message.id, id)))[0]!;

/** Polls `check` with a generous limit: a busy machine makes things slower, never wrong. */
async function eventually(check: () => boolean, limitMs = 20_000) {
  for (const deadline = Date.now() + limitMs; !check() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
  return check();
}

describe("POST /api/chat/answers/:id/stop", () => {
  it("stops an answer mid-stream: `stopped` event, partial text kept as interrupted, provider cut off, charged", async () => {
    // Half a second between tokens: the stop comes long before the answer's end (~7 s away),
    // however slow the machine.
    ctx.openai.setMode("slow-stream");
    ctx.openai.setTokenInterval(500);
    const { client, studioId } = await signedInUser(ctx);
    const stream = sseEvents(await ask(client, { message: "Explique a NBR 9050 em detalhes" }));
    const { answerId } = recordedExchangeSchema.parse((await stream.until("accepted")).data);
    const shown = [(await stream.until("token")).data.text as string, (await stream.until("token")).data.text as string];

    const res = await stop(client, answerId);
    expect(res.status).toBe(204);
    // The partial answer is already stored when the stop answers.
    const saved = await row(ctx, answerId);
    expect(saved.status).toBe("interrupted");

    const rest = await stream.rest();
    expect(rest.at(-1)).toEqual({ event: "stopped", data: { messageId: answerId } });
    expect(rest.some((e) => e.event === "done" || e.event === "error")).toBe(false);
    const partial = shown.join("") + textOf(rest);
    expect(saved.content).toBe(partial);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(FAKE_OPENAI_DEFAULT_TEXT.length);
    expect(saved).toMatchObject({ provider: "primary", model: "gpt-3.5-turbo" });

    expect(await eventually(() => ctx.openai.requests.at(-1)!.closedEarly)).toBe(true);
    // Streaming had started: stopping just before the end must not make answers free.
    expect(await usedGenerations(ctx.database.db, studioId)).toBe(1);
  });

  it("deleting the conversation stops its answer: the provider is cut off", async () => {
    ctx.openai.setMode("slow-stream");
    ctx.openai.setTokenInterval(1_000); // the answer's end is many seconds away
    const { client } = await signedInUser(ctx);
    const stream = sseEvents(await ask(client, { message: "Uma resposta longa, por favor" }));
    const { conversationId } = recordedExchangeSchema.parse((await stream.until("accepted")).data);
    await stream.until("token");
    const res = await client.request("DELETE", `/api/conversations/${conversationId}`);
    expect(res.status).toBe(204);
    expect(await eventually(() => ctx.openai.requests.at(-1)!.closedEarly)).toBe(true);
    expect((await stream.rest()).at(-1)?.event).toBe("stopped");
  });

  it("lets the stopped answer be redone", async () => {
    ctx.openai.setMode("slow-stream");
    ctx.openai.setTokenInterval(1_000); // the answer's end is many seconds away
    const { client } = await signedInUser(ctx);
    const stream = sseEvents(await ask(client, { message: "Pergunta longa" }));
    const { conversationId, answerId } = recordedExchangeSchema.parse((await stream.until("accepted")).data);
    await stream.until("token");
    expect((await stop(client, answerId)).status).toBe(204);
    await stream.rest();

    ctx.openai.setMode("ok");
    const retry = await readSse(await ask(client, { conversationId, retryOf: answerId, message: "Pergunta longa" }));
    expect(retry.at(-1)!.event).toBe("done");
  });

  it("is free when the answer is stopped before its first token", async () => {
    // A long provider timeout: only the stop can end the wait.
    const slow = await createAiTestContext({ AI_TIMEOUT_SECONDS: "30", HF_TOKEN: "" });
    try {
      slow.openai.setMode("hang");
      const { client, studioId } = await signedInUser(slow);
      const stream = sseEvents(await ask(client, { message: "Alguém aí?" }));
      const { answerId } = recordedExchangeSchema.parse((await stream.until("accepted")).data);
      expect(await eventually(() => slow.openai.requests.length === 1)).toBe(true);
      expect(await usedGenerations(slow.database.db, studioId)).toBe(1); // reserved while the provider is asked

      const started = performance.now();
      expect((await stop(client, answerId)).status).toBe(204);
      expect(await stream.rest()).toEqual([{ event: "stopped", data: { messageId: answerId } }]);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(await row(slow, answerId)).toMatchObject({ status: "interrupted", content: "" });
      expect(await eventually(() => slow.openai.requests[0]!.closedEarly)).toBe(true);
      expect(await usedGenerations(slow.database.db, studioId)).toBe(0);
    } finally {
      await slow.close();
    }
  }, 60_000); // builds its own app and database: slow on a busy machine

  it("answers 404 for another user's answer or an unknown id, and leaves the answer running", async () => {
    ctx.openai.setMode("slow-stream");
    ctx.openai.setTokenInterval(30);
    const ana = await signedInUser(ctx);
    const bia = await signedInUser(ctx);
    const stream = sseEvents(await ask(ana.client, { message: "Resposta da Ana" }));
    const { answerId } = recordedExchangeSchema.parse((await stream.until("accepted")).data);

    const res = await stop(bia.client, answerId);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Resposta não encontrada." } });
    expect((await stop(bia.client, randomUUID())).status).toBe(404);

    expect((await stream.rest()).at(-1)!.event).toBe("done");
    expect(await row(ctx, answerId)).toMatchObject({ status: "complete", content: FAKE_OPENAI_DEFAULT_TEXT });
  });

  it("does nothing (204) for an answer that has already finished", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const events = await readSse(await ask(client, { message: "Rápida" }));
    const { answerId } = recordedExchangeSchema.parse(events[0]!.data);
    const before = await row(ctx, answerId);

    expect((await stop(client, answerId)).status).toBe(204);
    expect((await stop(client, answerId)).status).toBe(204);
    expect(await row(ctx, answerId)).toEqual(before);
    expect(await usedGenerations(ctx.database.db, studioId)).toBe(1);
  });

  it("has its own rate limit: a user who spent the questions' limit can still stop an answer", async () => {
    const limited = await createAiTestContext({ AI_RATE_LIMIT_MAX: "2" });
    try {
      limited.openai.setMode("slow-stream");
      limited.openai.setTokenInterval(1_000); // the answer's end is many seconds away
      const { client } = await signedInUser(limited);
      const earlier = await client.post("/api/chat/exchanges", { message: "Antes", answer: { content: "ok", model: "m", status: "complete" } });
      expect(earlier.status).toBe(201);
      const stream = sseEvents(await ask(client, { message: "A segunda e última do minuto" }));
      const { answerId } = recordedExchangeSchema.parse((await stream.until("accepted")).data);
      expect((await ask(client, { message: "Uma terceira" })).status).toBe(429);

      expect((await stop(client, answerId)).status).toBe(204);
      expect((await stream.rest()).at(-1)?.event).toBe("stopped");
    } finally {
      await limited.close();
    }
  }, 60_000); // builds its own app and database: slow on a busy machine

  it("refuses to stop a question (only answers can be stopped)", async () => {
    const { client } = await signedInUser(ctx);
    const events = await readSse(await ask(client, { message: "Pergunta" }));
    expect((await stop(client, events[0]!.data.userMessageId as string)).status).toBe(404);
  });

  it("needs a session", async () => {
    const { client } = await signedInUser(ctx);
    const events = await readSse(await ask(client, { message: "Pergunta" }));
    const anonymous = await ctx.app.request(`/api/chat/answers/${events[0]!.data.answerId as string}/stop`, {
      method: "POST",
      headers: { origin: ctx.config.baseUrl },
    });
    expect(anonymous.status).toBe(401);
  });
});
