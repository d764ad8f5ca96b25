import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordedExchangeSchema } from "#domain/chat.schema";
import { message } from "#server/db/schema";
import { sseEvents, useAiTestContext } from "#server/test/ai-harness";
import { signedInUser, type TestClient } from "#server/test/harness";

// Two app processes on one database (issue 20): `ctx.app` and another app with its own signals
// (its own LISTEN connection on PostgreSQL). An answer lives in the process that accepted the
// question; a stop, a deletion or a retry may land on the other one.
const ctx = useAiTestContext();
let other: Awaited<ReturnType<typeof ctx.anotherProcess>>;
beforeAll(async () => {
  other = await ctx.anotherProcess();
});

const status = async (id: string) => (await ctx.database.db.select({ status: message.status }).from(message).where(eq(message.id, id)))[0]?.status;

/** Polls `check` with a generous limit: a busy machine makes things slower, never wrong. */
async function eventually(check: () => boolean, limitMs = 20_000) {
  for (const deadline = Date.now() + limitMs; !check() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
  return check();
}

/** A long answer started on the first process, streaming its first token. */
async function answerOnFirst(client: TestClient) {
  ctx.openai.setMode("slow-stream");
  ctx.openai.setTokenInterval(1_000); // the answer's end is many seconds away
  const stream = sseEvents(await client.post("/api/chat", { message: "Explique a NBR 9050 em detalhes" }));
  const accepted = recordedExchangeSchema.parse((await stream.until("accepted")).data);
  await stream.until("token");
  return { stream, ...accepted };
}

describe("chat across two app processes", () => {
  it("a stop landing on the other process stops the answer, and the partial text is stored before the 204", async () => {
    const { client } = await signedInUser(ctx);
    const { stream, answerId } = await answerOnFirst(client);

    const res = await client.on(other).post(`/api/chat/answers/${answerId}/stop`);
    expect(res.status).toBe(204);
    expect(await status(answerId)).toBe("interrupted");
    expect((await stream.rest()).at(-1)).toEqual({ event: "stopped", data: { messageId: answerId } });
    expect(await eventually(() => ctx.openai.requests.at(-1)!.closedEarly)).toBe(true);
  });

  it("deleting the conversation on the other process stops its answer: the provider is cut off", async () => {
    const { client } = await signedInUser(ctx);
    const { stream, conversationId } = await answerOnFirst(client);

    expect((await client.on(other).request("DELETE", `/api/conversations/${conversationId}`)).status).toBe(204);
    expect(await eventually(() => ctx.openai.requests.at(-1)!.closedEarly)).toBe(true);
    expect((await stream.rest()).at(-1)?.event).toBe("stopped");
  });

  it("the other process refuses to redo an answer still being generated (409), and redoes it once stopped", async () => {
    const { client } = await signedInUser(ctx);
    const { stream, answerId, conversationId } = await answerOnFirst(client);
    const retry = () => client.on(other).post("/api/chat", { message: "Explique a NBR 9050 em detalhes", conversationId, retryOf: answerId });

    const refused = await retry();
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(/ainda está sendo gerada/);

    expect((await client.post(`/api/chat/answers/${answerId}/stop`)).status).toBe(204);
    await stream.rest();
    ctx.openai.setMode("ok");
    const redone = sseEvents(await retry());
    expect((await redone.rest()).at(-1)?.event).toBe("done");
  });

  it("another person's answer: 404 from the other process too, and it goes on", async () => {
    const ana = await signedInUser(ctx);
    const bia = await signedInUser(ctx);
    const { stream, answerId } = await answerOnFirst(ana.client);

    expect((await bia.client.on(other).post(`/api/chat/answers/${answerId}/stop`)).status).toBe(404);
    // Still generating: another token comes after the refused stop.
    await stream.until("token");
    expect(await status(answerId)).toBe("streaming");
    expect((await ana.client.post(`/api/chat/answers/${answerId}/stop`)).status).toBe(204);
    await stream.rest();
  });
});
