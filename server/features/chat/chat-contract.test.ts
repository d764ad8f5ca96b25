import { describe, expect, it } from "vitest";
import { aiStatusSchema, completeResponseSchema } from "#domain/ai.schema";
import {
  CHAT_STREAM_EVENTS,
  conversationDetailSchema,
  conversationListSchema,
  parseChatStreamEvent,
  recordedExchangeSchema,
} from "#domain/chat.schema";
import { useAiTestContext } from "#server/test/ai-harness";
import { signedInUser, TestClient } from "#server/test/harness";
import { openApiAnswer, read } from "#server/test/studio";

/**
 * The chat and AI routes answer what the API reference says: real answers parsed with the domain
 * schemas the routes declare (and the browser parses with), the stream's events with the same
 * parser the browser uses, and the document shows the stream as a stream.
 */
const ctx = useAiTestContext();

/** Each SSE block of a whole response, as the browser's parser sees it. */
async function streamEvents(res: Response) {
  const text = await res.text();
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("event:"))
    .map((block) => {
      const [eventLine, dataLine] = block.split("\n") as [string, string];
      return { name: eventLine.slice("event: ".length), parsed: parseChatStreamEvent(eventLine.slice("event: ".length), dataLine.slice("data: ".length)) };
    });
}

describe("chat and AI answers match their schemas", () => {
  it("a question's stream, the history and a recorded exchange", async () => {
    const { client } = await signedInUser(ctx);
    const res = await client.post("/api/chat", { message: "O que diz a NBR 9050?" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await streamEvents(res);
    expect(events.map((e) => e.name)).toEqual(expect.arrayContaining(["accepted", "meta", "token", "done"]));
    for (const event of events) {
      expect(CHAT_STREAM_EVENTS).toContain(event.name);
      expect(event.parsed, event.name).not.toBeNull();
    }
    const accepted = events[0]!.parsed!;
    if (accepted.event !== "accepted") throw new Error("o primeiro evento deveria ser accepted");

    const recorded = await read(
      recordedExchangeSchema,
      await client.post("/api/chat/exchanges", {
        conversationId: accepted.data.conversationId,
        message: "E a NBR 15575?",
        answer: { content: "Desempenho de edificações.", model: "gpt-4o-mini", status: "complete" },
      }),
    );
    expect(recorded.conversationId).toBe(accepted.data.conversationId);

    const list = await read(conversationListSchema, await client.get("/api/conversations"));
    expect(list.map((c) => c.id)).toContain(accepted.data.conversationId);
    const detail = await read(conversationDetailSchema, await client.get(`/api/conversations/${accepted.data.conversationId}`));
    expect(detail.messages.map((m) => [m.role, m.provider])).toEqual([
      ["user", null],
      ["assistant", "primary"],
      ["user", null],
      ["assistant", "user-key"],
    ]);
  });

  it("the AI status and the helper's answer", async () => {
    const { client } = await signedInUser(ctx);
    expect(await read(aiStatusSchema, await client.get("/api/ai/status"))).toEqual({ primary: "ready", fallback: "ready" });
    const answer = await read(completeResponseSchema, await client.post("/api/ai/complete", { prompt: "Três materiais" }));
    expect(answer.provider).toBe("primary");
  });

  it("the reference shows the question's answer as an event stream, with every status it can answer", async () => {
    const doc = await read(openApiAnswer, await new TestClient(ctx).get("/api/openapi.json"));
    const ask = doc.paths["/api/chat"]!.post!;
    expect(Object.keys(ask.responses["200"]!.content!)).toEqual(["text/event-stream"]);
    expect(Object.keys(ask.responses)).toEqual(expect.arrayContaining(["200", "401", "402", "403", "404", "409", "413", "415", "422", "429", "500", "503"]));
    expect(Object.keys(doc.paths["/api/chat/answers/{id}/stop"]!.post!.responses)).toEqual(expect.arrayContaining(["204", "401", "404", "429"]));
    expect(Object.keys(doc.paths["/api/ai/complete"]!.post!.responses)).toEqual(expect.arrayContaining(["200", "402", "422", "429", "502"]));
  });
});
