import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN, type PlanId } from "#domain/plans";
import { createPersonalStudio } from "#server/auth/personal-studio";
import { aiUsage, studio, user } from "#server/db/schema";
import { createTestContext, type TestContext } from "#server/test/harness";
import { RateLimitedError } from "#server/lib/errors";
import { reserveTextGeneration, usagePeriod } from "./quota";

/**
 * The reservation is one statement whose SQL works out the plan's allowance and period (issue
 * 20); these check that it keeps the TypeScript rules it replaced, plan by plan.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const NOW = new Date("2026-11-26T12:00:00Z");

async function studioOn(plan: PlanId, { trialEndsAt = new Date(NOW.getTime() + 86_400_000), used = 0 } = {}) {
  const db = ctx.database.db;
  const userId = randomUUID();
  await db.insert(user).values({ id: userId, name: "Lia", email: `${userId}@exemplo.com.br` });
  const { studioId } = await createPersonalStudio(db, { userId, name: "Lia", trialEndsAt });
  await db.update(studio).set({ plan }).where(eq(studio.id, studioId));
  if (used) await db.insert(aiUsage).values({ studioId, period: usagePeriod(plan, NOW), count: used });
  return studioId;
}

const reserve = (studioId: string) => reserveTextGeneration({ db: ctx.database.db, studioId, now: NOW });
const counted = async (studioId: string) => (await ctx.database.db.select().from(aiUsage).where(eq(aiUsage.studioId, studioId))).map((r) => [r.period, r.count]);

describe("reserveTextGeneration", () => {
  it("the trial: counts in the trial's period up to its 10, then refuses", async () => {
    const studioId = await studioOn(DEFAULT_PLAN, { used: 9 });
    const last = await reserve(studioId);
    expect(last.reservation).toBeDefined();
    expect(await counted(studioId)).toEqual([["trial", 10]]);
    const over = await reserve(studioId);
    expect(over).toMatchObject({ reservation: undefined, trialEnded: false, plan: { id: DEFAULT_PLAN } });
    expect(await counted(studioId)).toEqual([["trial", 10]]);
  });

  it("a trial that ended takes nothing and says so", async () => {
    const studioId = await studioOn(DEFAULT_PLAN, { trialEndsAt: new Date(NOW.getTime() - 1000) });
    expect(await reserve(studioId)).toMatchObject({ reservation: undefined, trialEnded: true });
    expect(await counted(studioId)).toEqual([]);
  });

  it("a paid plan counts per calendar month, up to its allowance, and gives a unit back", async () => {
    const studioId = await studioOn("avancado", { used: 99 });
    const last = await reserve(studioId);
    expect(await counted(studioId)).toEqual([["2026-11", 100]]);
    expect((await reserve(studioId)).reservation).toBeUndefined();
    await last.reservation!.release();
    expect(await counted(studioId)).toEqual([["2026-11", 99]]);
  });

  it("an unlimited plan always counts (for the record), whatever the trial's date", async () => {
    const studioId = await studioOn("premium", { used: 5000, trialEndsAt: new Date(NOW.getTime() - 86_400_000) });
    expect((await reserve(studioId)).reservation).toBeDefined();
    expect(await counted(studioId)).toEqual([["2026-11", 5001]]);
  });

  it("a plan the code does not know counts as the default one", async () => {
    const studioId = await studioOn(DEFAULT_PLAN, { used: 10 });
    await ctx.database.db.execute(sql`update studio set plan = 'plano-antigo' where id = ${studioId}`);
    expect(await reserve(studioId)).toMatchObject({ reservation: undefined, plan: { id: DEFAULT_PLAN }, trialEnded: false });
  });

  it("an unknown studio is refused as signed out", async () => {
    await expect(reserve(randomUUID())).rejects.toMatchObject({ status: 401 });
  });

  it("with a rate limit: counts the hit in the same statement, and over it takes nothing (429 with the wait)", async () => {
    const studioId = await studioOn("avancado", { used: 3 });
    const key = `ai:${randomUUID()}`;
    const limited = () => reserveTextGeneration({ db: ctx.database.db, studioId, now: NOW, rateLimit: { key, max: 2, windowSeconds: 60 } });
    expect((await limited()).reservation).toBeDefined();
    expect((await limited()).reservation).toBeDefined();
    expect(await counted(studioId)).toEqual([["2026-11", 5]]);
    const over = await limited().catch((err: unknown) => err);
    expect(over).toBeInstanceOf(RateLimitedError);
    expect(over).toMatchObject({ status: 429, code: "rate_limited" });
    expect((over as RateLimitedError).retryAfter).toBeGreaterThanOrEqual(1);
    expect((over as RateLimitedError).retryAfter).toBeLessThanOrEqual(60);
    expect((over as RateLimitedError).message).toMatch(/^Muitas solicitações à IA em pouco tempo\. Aguarde \d+ (segundos?|minutos?|horas?) e tente novamente\.$/);
    // No unit taken by the refused request; the counter holds its three hits.
    expect(await counted(studioId)).toEqual([["2026-11", 5]]);
    const { rows } = (await ctx.database.db.execute(sql`select count from rate_limit where key = ${key}`)) as unknown as { rows: { count: number }[] };
    expect(rows.map((r) => Number(r.count))).toEqual([3]);
  });

  it("over the rate limit with the plan used up too: the 429 comes first", async () => {
    const studioId = await studioOn("avancado", { used: 100 });
    const key = `ai:${randomUUID()}`;
    const reserve = () => reserveTextGeneration({ db: ctx.database.db, studioId, now: NOW, rateLimit: { key, max: 1, windowSeconds: 60 } });
    expect((await reserve()).reservation).toBeUndefined();
    await expect(reserve()).rejects.toBeInstanceOf(RateLimitedError);
    expect(await counted(studioId)).toEqual([["2026-11", 100]]);
  });

  it("with a rate limit, a plan used up still counts the hit (402 follows, not 429)", async () => {
    const studioId = await studioOn("avancado", { used: 100 });
    const key = `ai:${randomUUID()}`;
    const result = await reserveTextGeneration({ db: ctx.database.db, studioId, now: NOW, rateLimit: { key, max: 5, windowSeconds: 60 } });
    expect(result.reservation).toBeUndefined();
    const { rows } = (await ctx.database.db.execute(sql`select count from rate_limit where key = ${key}`)) as unknown as { rows: { count: number }[] };
    expect(rows.map((r) => Number(r.count))).toEqual([1]);
  });
});
