import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiErrorBodySchema } from "#domain/errors";
import { conversation } from "#server/db/schema";
import { createAiTestContext, readSse } from "#server/test/ai-harness";
import { usedGenerations } from "#server/test/ai-doubles";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { read } from "#server/test/studio";

/**
 * POST /api/chat counts the per-user AI limit inside the quota's statement (issue 20: one round
 * trip less before the first token) instead of a middleware: the same counter, the same 429.
 */
const ask = (client: TestClient, message: string) => client.post("/api/chat", { message });

async function expectLimited(ctx: TestContext, client: TestClient, userId: string, stored: number) {
  const blocked = await ask(client, "Uma terceira no mesmo minuto");
  expect(blocked.status).toBe(429);
  const retryAfter = Number(blocked.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const body = await read(apiErrorBodySchema, blocked);
  expect(body.error.code).toBe("rate_limited");
  expect(body.error.message).toMatch(/^Muitas solicitações à IA em pouco tempo\. Aguarde \d+ (segundos?|minutos?|horas?) e tente novamente\.$/);
  // Nothing of the refused question was stored.
  expect(await ctx.database.db.select().from(conversation).where(eq(conversation.userId, userId))).toHaveLength(stored);
}

describe("POST /api/chat and the per-user AI rate limit", () => {
  it("with a provider: the third question of the minute gets 429 with Retry-After, and takes no unit", async () => {
    const ctx = await createAiTestContext({ AI_RATE_LIMIT_MAX: "2" });
    try {
      const { client, userId, studioId } = await signedInUser(ctx);
      for (const message of ["Primeira", "Segunda"]) {
        const res = await ask(client, message);
        expect(res.status).toBe(200);
        expect((await readSse(res)).at(-1)?.event).toBe("done");
      }
      expect(await usedGenerations(ctx.database.db, studioId)).toBe(2);
      await expectLimited(ctx, client, userId, 2);
      expect(await usedGenerations(ctx.database.db, studioId)).toBe(2);
    } finally {
      await ctx.close();
    }
  }, 60_000); // builds its own app and database: slow on a busy machine

  it("without any provider (offline answers, nothing reserved): the hits still count", async () => {
    const ctx = await createTestContext({ AI_RATE_LIMIT_MAX: "2" });
    try {
      const { client, userId } = await signedInUser(ctx);
      for (const message of ["Rampa acessível", "Escada"]) expect((await ask(client, message)).status).toBe(200);
      await expectLimited(ctx, client, userId, 2);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
