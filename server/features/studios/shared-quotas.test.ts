import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reserveTextGeneration } from "#server/ai/quota";
import { memberScope } from "#server/auth/studio-scope";
import { aiUsage, project } from "#server/db/schema";
import { usedGenerations } from "#server/test/ai-doubles";
import { createTestContext, type TestContext } from "#server/test/harness";
import { join, person } from "#server/test/people";
import { addClient, errorOf, setPlan } from "#server/test/studio";

/**
 * R-STUDIO-3: the plan's allowances belong to the studio and its members share them, counted
 * atomically. The team is formed on Projeto Premium (5 seats), then the studio is moved to a
 * plan with small allowances, as a downgrade would leave it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function team() {
  const ana = await person(ctx, "Ana Souza");
  await setPlan(ctx, ana.me.id, "premium");
  const bruno = await person(ctx, "Bruno Lima");
  await join(ctx, ana, bruno);
  const carla = await person(ctx, "Carla Dias");
  await join(ctx, ana, carla);
  await setPlan(ctx, ana.me.id, "esboco");
  return { ana, bruno, carla, studioId: ana.me.studio.id };
}

describe("quotas shared by a studio's members", () => {
  it("the last AI generation of the trial goes to one member only, however many ask at once", async () => {
    const { ana, bruno, carla, studioId } = await team();
    const db = ctx.database.db;
    await db.insert(aiUsage).values({ studioId, period: "trial", count: 9 });
    const scopes = await Promise.all([ana, bruno, carla].map(async (p) => (await memberScope(db, p.me.id, studioId))!));
    const results = await Promise.all(scopes.map((scope) => reserveTextGeneration({ db, studioId: scope.studioId })));
    expect(results.filter((r) => r.reservation !== undefined)).toHaveLength(1);
    expect(await usedGenerations(db, studioId)).toBe(10);
    // Each member's own personal studio still has its whole trial.
    expect(await usedGenerations(db, bruno.me.studios.find((s) => s.role === "owner")!.id)).toBe(0);
  });

  it("the plan's last project goes to one member only when two create at once", async () => {
    const { ana, bruno, studioId } = await team();
    const c = await addClient(ana.client, { name: "Cliente do estúdio" });
    const responses = await Promise.all(
      [ana, bruno].map((p) => p.client.post("/api/projects", { name: `Casa de ${p.me.name}`, clientId: c.id, type: "residencial" })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 402]);
    const refused = responses.find((r) => r.status === 402)!;
    expect((await errorOf(refused)).message).toBe(
      "O plano Esboço permite 1 projeto salvo. Para criar mais, faça upgrade em Planos & Assinaturas (/dashboard/planos).",
    );
    expect(await ctx.database.db.select().from(project).where(eq(project.studioId, studioId))).toHaveLength(1);
  });
});
