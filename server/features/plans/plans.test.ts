import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { upgradeRequestListSchema } from "#domain/plans.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studio, upgradeRequest, user } from "#server/db/schema";
import { createTestContext, ownedStudioId, signUp, TestClient, type TestContext } from "#server/test/harness";
import { errorOf, joinStudio } from "#server/test/studio";
import { plansApi } from "#domain/contracts/plans";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function signedIn() {
  const client = new TestClient(ctx);
  const { email } = await signUp(client);
  const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
  // Requests are the studio's (its personal one, which the user owns and their session works in).
  return { client, userId: row!.id, studioId: await ownedStudioId(ctx, row!.id) };
}

describe("upgrade requests", () => {
  it("needs a session", async () => {
    const anonymous = new TestClient(ctx);
    expect((await anonymous.get("/api/plans/upgrade-requests")).status).toBe(401);
    const res = await anonymous.call(plansApi.requestUpgrade, { body: { plan: "premium" } });
    expect(res.status).toBe(401);
    expect(res.error?.message).toBe("Faça login para continuar.");
  });

  it("stores a request with studio, who asked, plan and time, and a second one for the same plan does not duplicate", async () => {
    const { client, userId, studioId } = await signedIn();
    const before = Date.now();
    const first = await client.call(plansApi.requestUpgrade, { body: { plan: "premium" } });
    expect(first.status).toBe(201);
    const created = first.data!;
    expect(created).toMatchObject({ plan: "premium", status: "pending" });
    expect(new Date(created.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const again = await client.call(plansApi.requestUpgrade, { body: { plan: "premium" } });
    expect(again.status).toBe(200);
    expect(again.data?.id).toBe(created.id);

    const rows = await ctx.database.db.select().from(upgradeRequest).where(eq(upgradeRequest.studioId, studioId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ plan: "premium", status: "pending", requestedBy: userId, grantedAt: null, grantedBy: null });
  });

  it("keeps one row when two clicks race", async () => {
    const { client, studioId } = await signedIn();
    const answers = await Promise.all([
      client.post("/api/plans/upgrade-requests", { plan: "avancado" }),
      client.post("/api/plans/upgrade-requests", { plan: "avancado" }),
      client.post("/api/plans/upgrade-requests", { plan: "avancado" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const rows = await ctx.database.db.select().from(upgradeRequest).where(eq(upgradeRequest.studioId, studioId));
    expect(rows).toHaveLength(1);
  });

  it("refuses unknown, unavailable and pointless plans with a pt-BR 422 and stores nothing", async () => {
    const { client, studioId } = await signedIn();
    const cases: [unknown, string][] = [
      [{ plan: "platina" }, "Plano inválido. Escolha um dos planos da página Planos & Assinaturas."],
      [{}, "Plano inválido. Escolha um dos planos da página Planos & Assinaturas."],
      [{ plan: "legado" }, "O plano Legado ainda não está disponível."],
      [{ plan: "esboco" }, "O Esboço é o período de teste gratuito; escolha um plano pago."],
    ];
    for (const [body, message] of cases) {
      const res = await client.post("/api/plans/upgrade-requests", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe("validation_error");
      expect(error.fields?.plan).toBe(message);
    }
    const rows = await ctx.database.db.select().from(upgradeRequest).where(eq(upgradeRequest.studioId, studioId));
    expect(rows).toHaveLength(0);
  });

  it("refuses the plan the studio already has", async () => {
    const { client, studioId } = await signedIn();
    await ctx.database.db.update(studio).set({ plan: "premium" }).where(eq(studio.id, studioId));
    const res = await client.post("/api/plans/upgrade-requests", { plan: "premium" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe("O estúdio já está no plano Projeto Premium.");
  });

  it("lets only the studio's owner ask: an admin or a member of it gets a pt-BR 403 and stores nothing", async () => {
    const owner = await signedIn();
    for (const role of ["admin", "member"] as const) {
      const colleague = await signedIn();
      await joinStudio(ctx, colleague.userId, owner.studioId, role);
      const res = await colleague.client.post("/api/plans/upgrade-requests", { plan: "premium" });
      expect(res.status, role).toBe(403);
      expect(await errorOf(res)).toEqual({ code: "forbidden", message: "Só o proprietário do estúdio pode mudar o plano." });
    }
    expect(await ctx.database.db.select().from(upgradeRequest).where(eq(upgradeRequest.studioId, owner.studioId))).toHaveLength(0);
  });

  it("lists only the active studio's pending requests", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.client.post("/api/plans/upgrade-requests", { plan: "obra-prima" });
    await b.client.post("/api/plans/upgrade-requests", { plan: "avancado" });
    const listA = await a.client.answer(plansApi.listUpgradeRequests);
    const listB = await b.client.answer(plansApi.listUpgradeRequests);
    expect(listA.map((r) => r.plan)).toEqual(["obra-prima"]);
    expect(listB.map((r) => r.plan)).toEqual(["avancado"]);
    // A member of a's studio, working in it, sees the studio's request, not their own studio's.
    const c = await signedIn();
    await joinStudio(ctx, c.userId, a.studioId, "member");
    const listC = await c.client.answer(plansApi.listUpgradeRequests);
    expect(listC.map((r) => r.plan)).toEqual(["obra-prima"]);
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request from another site's page", async () => {
    const { client, studioId } = await signedIn();
    const res = await client.post("/api/plans/upgrade-requests", { plan: "premium" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: "forbidden", message: "Origem da requisição não permitida." });
    expect(await ctx.database.db.select().from(upgradeRequest).where(eq(upgradeRequest.studioId, studioId))).toHaveLength(0);
  });
});

describe("a pending request for a plan the catalogue no longer has", () => {
  it("is left out of the user's list, which still matches its schema", async () => {
    const { client, userId, studioId } = await signedIn();
    expect((await client.post("/api/plans/upgrade-requests", { plan: "premium" })).status).toBe(201);
    await ctx.database.db.insert(upgradeRequest).values({ id: randomUUID(), studioId, requestedBy: userId, plan: "extinto" as never });
    const res = await client.get("/api/plans/upgrade-requests");
    expect(res.status).toBe(200);
    const list = upgradeRequestListSchema.parse(await res.json());
    expect(list.map((r) => r.plan)).toEqual(["premium"]);
  });
});
