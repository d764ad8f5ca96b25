import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPersonalStudio } from "#server/auth/personal-studio";
import { aiUsage, conversation, message, studio, user } from "#server/db/schema";
import { firstTurnSteps } from "#server/features/chat/chat.service";
import { createTestContext, type TestContext } from "#server/test/harness";
import { reserveTextGeneration } from "./quota";

/**
 * The quota's statement is prepared once per shape under a name (decision 115), its values passed
 * as parameters: the same answers, question after question, from one statement built once.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function premiumStudio() {
  const db = ctx.database.db;
  const userId = randomUUID();
  await db.insert(user).values({ id: userId, name: "Lia", email: `${userId}@exemplo.com.br` });
  const { studioId } = await createPersonalStudio(db, { userId, name: "Lia", trialEndsAt: new Date(Date.now() + 86_400_000) });
  await db.update(studio).set({ plan: "avancado" }).where(eq(studio.id, studioId));
  return { userId, studioId };
}

describe("the quota's prepared statement", () => {
  it("is built and prepared once per shape, under its name, and each call reads its own values", async () => {
    const db = ctx.database.db;
    const prepare = vi.spyOn(db._.session, "prepareQuery");
    try {
      const a = await premiumStudio();
      const b = await premiumStudio();
      const limit = (userId: string) => ({ key: `ai:${userId}`, max: 2, windowSeconds: 60 });
      for (const s of [a, b, a]) expect((await reserveTextGeneration({ db, studioId: s.studioId, rateLimit: limit(s.userId) })).reservation).toBeDefined();
      // The third hit of a's limit (max 2) is refused, with nothing taken.
      await expect(reserveTextGeneration({ db, studioId: a.studioId, rateLimit: limit(a.userId) })).rejects.toMatchObject({ status: 429 });
      const period = new Date().toISOString().slice(0, 7);
      expect((await db.select().from(aiUsage).where(eq(aiUsage.studioId, a.studioId))).map((r) => [r.period, r.count])).toEqual([[period, 2]]);
      expect((await db.select().from(aiUsage).where(eq(aiUsage.studioId, b.studioId))).map((r) => [r.period, r.count])).toEqual([[period, 1]]);

      // A new conversation's first question, its exchange in the same statement (decision 102).
      const questions = [0, 1].map(() => firstTurnSteps({ userId: b.userId, text: "Qual a largura mínima de uma rampa?" }));
      for (const q of questions) {
        const reserved = await reserveTextGeneration({ db, studioId: b.studioId, rateLimit: limit(`${b.userId}-chat`), along: { ...q.along, evenWithoutUnit: false } });
        expect(reserved.along).toBe(true);
        const stored = await db.select({ role: message.role, content: message.content, status: message.status }).from(message).where(eq(message.conversationId, q.exchange.conversationId));
        expect(stored.sort((x, y) => x.role.localeCompare(y.role))).toEqual([
          { role: "assistant", content: "", status: "streaming" },
          { role: "user", content: "Qual a largura mínima de uma rampa?", status: "complete" },
        ]);
        const [conv] = await db.select({ userId: conversation.userId, title: conversation.title }).from(conversation).where(eq(conversation.id, q.exchange.conversationId));
        expect(conv).toEqual({ userId: b.userId, title: "Qual a largura mínima de uma rampa?" });
      }

      const names = prepare.mock.calls.map((call) => call[2]).filter((name) => name?.startsWith("prancheta_quota"));
      expect(names).toEqual(["prancheta_quota_limited", "prancheta_quota_limited_chat_first_turn"]);
    } finally {
      prepare.mockRestore();
    }
  });
});
