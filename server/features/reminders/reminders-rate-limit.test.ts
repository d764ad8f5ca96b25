import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reminderListSchema, reminderSchema } from "#domain/reminders.schema";
import { hit, userLimitKey } from "#server/lib/rate-limit";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { read } from "#server/test/studio";

/**
 * Creating a reminder is a save, not an AI request: with the AI rate limit reached it is still
 * saved, with the offline rules' advice, as a calendar event is (R-REM-1).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ AI_RATE_LIMIT_MAX: "1" });
});
afterAll(async () => ctx?.close());

describe("reminders with the AI rate limit reached", () => {
  it("still saves each reminder, with the offline advice", async () => {
    const { client, userId } = await signedInUser(ctx);
    // The minute's AI requests used up (the limit here is 1).
    for (let i = 0; i < 2; i++) await hit(ctx.database.db, userLimitKey("ai", userId), 1, 60);

    for (const titulo of ["Protocolar projeto legal na prefeitura", "Visita de obra na Casa Jequitibá"]) {
      const res = await client.post("/api/reminders", { titulo, data: "2031-05-20", prioridade: "alta", timeZone: "America/Sao_Paulo" });
      expect(res.status, await res.clone().text()).toBe(201);
      const saved = await read(reminderSchema, res);
      expect(saved).toMatchObject({ title: titulo, adviceProvider: "offline" });
      expect(saved.advice).toContain(`**Sobre "${titulo}":**`);
    }
    expect((await read(reminderListSchema, await client.get("/api/reminders"))).items.map((r) => r.adviceProvider)).toEqual(["offline", "offline"]);
  });
});
