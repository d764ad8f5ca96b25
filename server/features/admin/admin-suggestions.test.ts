import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSuggestionListSchema, suggestionSchema } from "#domain/suggestions.schema";
import { user } from "#server/db/schema";
import { createTestContext, TestClient, type TestContext } from "#server/test/harness";
import { person } from "#server/test/people";
import { errorOf, read } from "#server/test/studio";

const ADMIN_EMAIL = "equipe@prancheta.app.br";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: ADMIN_EMAIL });
});
afterAll(async () => ctx?.close());

describe("GET /api/admin/suggestions (R-SUGG-3)", () => {
  it("is a 404, like an unknown route, for visitors and for users who are not in ADMIN_EMAILS", async () => {
    const ana = await person(ctx);
    for (const client of [new TestClient(ctx), ana.client]) {
      const res = await client.get("/api/admin/suggestions");
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Rota da API não encontrada: GET /api/admin/suggestions");
    }
  });

  it("lists every studio's suggestions for the team, newest first, with the triage, the sender and the studio", async () => {
    const team = await person(ctx, "Equipe Prancheta");
    await ctx.database.db.update(user).set({ email: ADMIN_EMAIL }).where(eq(user.id, team.me.id));

    const ana = await person(ctx, "Ana Souza");
    await ana.client.patch("/api/studio", { name: "Souza Arquitetura" });
    const bruno = await person(ctx, "Bruno Lima");
    const idea = await read(suggestionSchema, await ana.client.post("/api/suggestions", { name: "Ana", type: "nova-ideia", text: "Exportar em Excel." }));
    const bug = await read(suggestionSchema, await bruno.client.post("/api/suggestions", { name: "Bruno", type: "bug", urgency: "crítica", text: "O PDF sai em branco." }));

    const res = await team.client.get("/api/admin/suggestions");
    expect(res.status).toBe(200);
    const list = await read(adminSuggestionListSchema, res);
    const ids = list.map((s) => s.id);
    expect(ids.indexOf(bug.id)).toBeLessThan(ids.indexOf(idea.id));
    expect(list.find((s) => s.id === idea.id)).toEqual({
      ...idea,
      sender: { name: "Ana Souza", email: ana.email },
      studio: { id: ana.me.studio.id, name: "Souza Arquitetura" },
    });
    expect(list.find((s) => s.id === bug.id)).toMatchObject({
      type: "bug",
      urgency: "crítica",
      text: "O PDF sai em branco.",
      triage: { feasibility: "alta", estimate: "1 a 2 dias", provider: "offline" },
      sender: { name: "Bruno Lima", email: bruno.email },
    });

    // The account goes; the suggestion stays, without its sender.
    await ctx.database.db.delete(user).where(eq(user.id, bruno.me.id));
    const after = await read(adminSuggestionListSchema, await team.client.get("/api/admin/suggestions"));
    expect(after.find((s) => s.id === bug.id)).toMatchObject({ name: "Bruno", sender: null, text: "O PDF sai em branco." });
  });
});
