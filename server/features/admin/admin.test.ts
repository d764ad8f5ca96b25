import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meApi } from "#domain/contracts/account";
import { plansApi } from "#domain/contracts/plans";
import { adminUpgradeRequestListSchema, adminUpgradeRequestSchema } from "#domain/studios.schema";
import { studio, upgradeRequest } from "#server/db/schema";
import { createTestContext, TestClient, type TestContext } from "#server/test/harness";
import { errorOf, read } from "#server/test/studio";
import { person } from "#server/test/people";

const ADMIN_EMAIL = "equipe@prancheta.app.br";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: ` ${ADMIN_EMAIL.toUpperCase()} , outra@prancheta.app.br` });
});
afterAll(async () => ctx?.close());

describe("/api/admin (R-STUDIO-4)", () => {
  it("is a 404, like an unknown route, for visitors and for users who are not in ADMIN_EMAILS", async () => {
    const visitor = new TestClient(ctx);
    const user = await person(ctx);
    expect(user.me.isAdmin).toBe(false);
    for (const client of [visitor, user.client]) {
      const list = await client.get("/api/admin/upgrade-requests");
      expect(list.status).toBe(404);
      expect((await errorOf(list)).message).toBe("Rota da API não encontrada: GET /api/admin/upgrade-requests");
      const grant = await client.post("/api/admin/upgrade-requests/00000000-0000-4000-8000-000000000000/grant");
      expect(grant.status).toBe(404);
    }
  });

  it("lets the team list pending requests with their studio and grant one: plan, who and when recorded, the owner told", async () => {
    const team = await person(ctx, "Equipe Prancheta");
    await ctx.database.db.execute(`update "user" set email = '${ADMIN_EMAIL}' where id = '${team.me.id}'`);
    const teamMe = await team.client.answer(meApi.get);
    expect(teamMe.isAdmin).toBe(true);

    const ana = await person(ctx, "Ana Souza");
    await ana.client.patch("/api/studio", { name: "Souza Arquitetura" });
    expect((await ana.client.post("/api/plans/upgrade-requests", { plan: "premium" })).status).toBe(201);
    const other = await ana.client.answer(plansApi.requestUpgrade, { body: { plan: "obra-prima" } });

    const list = await read(adminUpgradeRequestListSchema, await team.client.get("/api/admin/upgrade-requests"));
    const mine = list.find((r) => r.studio.id === ana.me.studio.id)!;
    expect(mine).toMatchObject({
      plan: "premium",
      status: "pending",
      studio: { name: "Souza Arquitetura", plan: "esboco", members: 1 },
      requestedBy: { name: "Ana Souza", email: ana.email },
      owner: { name: "Ana Souza", email: ana.email },
      grantedAt: null,
      grantedBy: null,
    });

    const granted = await read(adminUpgradeRequestSchema, await team.client.post(`/api/admin/upgrade-requests/${mine.id}/grant`));
    expect(granted).toMatchObject({ status: "granted", grantedBy: { id: team.me.id, name: "Equipe Prancheta" } });
    const [row] = await ctx.database.db.select().from(studio).where(eq(studio.id, ana.me.studio.id));
    expect(row).toMatchObject({ plan: "premium", planGrantedBy: team.me.id });
    expect(row!.planGrantedAt?.toISOString()).toBe(granted.grantedAt);
    const [request] = await ctx.database.db.select().from(upgradeRequest).where(eq(upgradeRequest.id, mine.id));
    expect(request).toMatchObject({ status: "granted", grantedBy: team.me.id });

    const mail = ctx.mails.at(-1)!;
    expect(mail).toMatchObject({ to: ana.email, subject: "Prancheta: plano Projeto Premium liberado para Souza Arquitetura" });
    expect(mail.text).toContain("O plano Projeto Premium do estúdio Souza Arquitetura foi liberado pela equipe Prancheta");
    expect(mail.text).toContain("http://localhost:3000/dashboard/planos");

    const anaMe = await ana.client.answer(meApi.get);
    expect(anaMe).toMatchObject({ plan: "premium", planGrantedAt: granted.grantedAt });
    expect(await ana.client.answer(plansApi.listUpgradeRequests)).toEqual([]);
    const after = await read(adminUpgradeRequestListSchema, await team.client.get("/api/admin/upgrade-requests"));
    expect(after.find((r) => r.id === mine.id)).toBeUndefined();

    // Her other open request was answered by this grant: it leaves the queue and cannot move the studio later.
    expect(after.find((r) => r.id === other.id)).toBeUndefined();
    expect((await ctx.database.db.select().from(upgradeRequest).where(eq(upgradeRequest.id, other.id)))[0]?.status).toBe("superseded");
    const stale = await team.client.post(`/api/admin/upgrade-requests/${other.id}/grant`);
    expect(stale.status).toBe(409);
    // Asking for less than the plan she has is refused.
    const lower = await ana.client.post("/api/plans/upgrade-requests", { plan: "avancado" });
    expect(lower.status).toBe(422);
    expect((await errorOf(lower)).message).toBe("O estúdio já tem o plano Projeto Premium, acima do Projeto Avançado.");

    const again = await team.client.post(`/api/admin/upgrade-requests/${mine.id}/grant`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("Este pedido já foi atendido.");
    // Granted means the seats too: the owner can now invite.
    expect((await ana.client.post("/api/studio/invitations", { email: "colega@exemplo.com.br", role: "member" })).status).toBe(201);
  });
});
