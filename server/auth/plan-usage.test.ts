import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "#domain/account";
import { sessionApi } from "#domain/contracts/account";
import { aiUsage, imageUsage } from "#server/db/schema";
import { usagePeriod } from "#server/ai/quota";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, read, setPlan } from "#server/test/studio";
import { nextRenewal } from "./plan-usage";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe("the plan's usage on GET /api/me and /api/session (R-PLAN-5)", () => {
  it("counts the trial's texts, the projects and the seats against the plan's limits", async () => {
    const { client, studioId } = await signedInUser(ctx);
    await ctx.database.db.insert(aiUsage).values({ studioId, period: "trial", count: 7 });
    const c = await addClient(client, { name: "Carla" });
    await addProject(client, { name: "Casa Carla", clientId: c.id });
    const me = await read(meSchema, await client.get("/api/me"));
    expect(me.usage).toEqual({
      texts: { used: 7, limit: 10 },
      images: { used: 0, limit: 0 },
      projects: { used: 1, limit: 1 },
      seats: { used: 1, limit: 1 },
      renewsAt: null,
    });
    const session = await client.answer(sessionApi.get);
    expect(session.user?.usage).toEqual(me.usage);
  });

  it("on a granted plan: this month's texts and images, open invitations as seats, and the renewal", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "premium");
    const now = new Date();
    await ctx.database.db.insert(aiUsage).values([
      { studioId, period: usagePeriod("premium", now), count: 42 },
      // Last month's do not count.
      { studioId, period: "2000-01", count: 99 },
    ]);
    await ctx.database.db.insert(imageUsage).values({ studioId, period: now.toISOString().slice(0, 7), count: 3 });
    expect((await client.post("/api/studio/invitations", { email: "bruno@exemplo.com.br", role: "member" })).status).toBe(201);
    const me = await read(meSchema, await client.get("/api/me"));
    expect(me.usage).toEqual({
      texts: { used: 42, limit: null },
      images: { used: 3, limit: 100 },
      projects: { used: 0, limit: null },
      seats: { used: 2, limit: 5 },
      renewsAt: nextRenewal(now).toISOString(),
    });
  });

  it("renews on the first day of the next month (UTC)", () => {
    expect(nextRenewal(new Date("2026-12-31T23:30:00Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(nextRenewal(new Date("2026-03-01T00:00:00Z")).toISOString()).toBe("2026-04-01T00:00:00.000Z");
  });
});
