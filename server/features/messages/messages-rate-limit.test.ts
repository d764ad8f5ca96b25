import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientMessageSchema } from "#domain/messages.schema";
import { clientMessagesApi } from "#domain/contracts/client-messages";
import { hit, userLimitKey } from "#server/lib/rate-limit";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, errorOf, read } from "#server/test/studio";

/**
 * Recording a client's message is a save, not an AI request: with the AI rate limit reached it
 * is still saved, with the offline templates' suggestions, as a calendar event is (R-MSG-1,
 * R-MSG-2). Asking for new suggestions is only AI, and that stays limited.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ AI_RATE_LIMIT_MAX: "1" });
});
afterAll(async () => ctx?.close());

describe("client messages with the AI rate limit reached", () => {
  it("still records the message, with offline suggestions, and its replies", async () => {
    const ana = await signedInUser(ctx);
    const c = await addClient(ana.client, { name: "Marina Alves", phone: "(11) 98765-4321" });
    // The minute's AI requests used up (the limit here is 1).
    for (let i = 0; i < 2; i++) await hit(ctx.database.db, userLimitKey("ai", ana.userId), 1, 60);

    for (const message of ["Qual o prazo?", "Podemos marcar uma reunião?"]) {
      const res = await ana.client.post("/api/client-messages", { clientId: c.id, channel: "whatsapp", tone: "cordial", message });
      expect(res.status, await res.clone().text()).toBe(201);
      const created = await read(clientMessageSchema, res);
      expect(created).toMatchObject({ received: message, suggestionsProvider: "offline" });
      expect(created.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(created.suggestions[0]!.text).toContain("Marina");
      expect((await ana.client.post(`/api/client-messages/${created.id}/replies`, { text: created.suggestions[0]!.text })).status).toBe(201);
    }

    const [latest] = await ana.client.answer(clientMessagesApi.list);
    const again = await ana.client.post(`/api/client-messages/${latest!.id}/suggestions`, { tone: "formal" });
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await errorOf(again)).message).toMatch(/^Muitas solicitações à IA em pouco tempo\./);
  });
});
