import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectSchema } from "#domain/projects.schema";
import { project as projectTable, projectStageChange } from "#server/db/schema";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, joinStudio, read, setPlan } from "#server/test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const ESBOCO_LIMIT = "O plano Esboço permite 1 projeto salvo. Para criar mais, faça upgrade em Planos & Assinaturas (/dashboard/planos).";

/** The studio's saved projects: the plan's limit counts them, whoever of its members created them. */
async function savedProjects(studioId: string): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(projectTable).where(eq(projectTable.studioId, studioId));
  return row!.n;
}

async function historyCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(projectStageChange);
  return row!.n;
}

describe("plan limit on saved projects", () => {
  it("Esboço: the second project is refused with 402, naming the plan and the plans page, and nothing is stored", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Cliente" });
    await addProject(client, { name: "Primeiro", clientId: c.id });
    const history = await historyCount();

    const res = await client.post("/api/projects", { name: "Segundo", type: "residencial", clientId: c.id });
    expect(res.status).toBe(402);
    expect(await errorOf(res)).toEqual({ code: "quota_exceeded", message: ESBOCO_LIMIT });
    expect(await savedProjects(studioId)).toBe(1);
    expect(await historyCount()).toBe(history);
  });

  it("counts saved projects: after deleting one, there is room again", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Cliente" });
    const first = await addProject(client, { name: "Primeiro", clientId: c.id });
    expect((await client.delete(`/api/projects/${first.id}`)).status).toBe(204);
    await addProject(client, { name: "Outro", clientId: c.id });
  });

  it("counts only the studio's own projects", async () => {
    const a = await signedInUser(ctx);
    const b = await signedInUser(ctx);
    const ca = await addClient(a.client, { name: "Cliente A" });
    const cb = await addClient(b.client, { name: "Cliente B" });
    await addProject(a.client, { name: "De A", clientId: ca.id });
    await addProject(b.client, { name: "De B", clientId: cb.id });
  });

  it("counts the studio's projects whoever created them: the owner's one place on Esboço is gone for a member too", async () => {
    const owner = await signedInUser(ctx);
    const member = await signedInUser(ctx);
    await joinStudio(ctx, member.userId, owner.studioId, "member");
    const c = await addClient(owner.client, { name: "Cliente" });
    await addProject(owner.client, { name: "Do proprietário", clientId: c.id });

    const res = await member.client.post("/api/projects", { name: "Do membro", type: "residencial", clientId: c.id });
    expect(res.status).toBe(402);
    expect(await errorOf(res)).toEqual({ code: "quota_exceeded", message: ESBOCO_LIMIT });
    expect(await savedProjects(owner.studioId)).toBe(1);
    expect(await savedProjects(member.studioId)).toBe(0);
  });

  it("a paid plan allows more: Avançado up to 20, with its own message", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "avancado");
    const c = await addClient(client, { name: "Cliente" });
    for (let i = 1; i <= 20; i++) await addProject(client, { name: `Projeto ${i}`, clientId: c.id });
    const res = await client.post("/api/projects", { name: "Projeto 21", type: "residencial", clientId: c.id });
    expect(res.status).toBe(402);
    expect((await errorOf(res)).message).toBe(
      "O plano Projeto Avançado permite 20 projetos salvos. Para criar mais, faça upgrade em Planos & Assinaturas (/dashboard/planos).",
    );
    expect(await savedProjects(studioId)).toBe(20);
  });

  it("Premium is unlimited", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "premium");
    const c = await addClient(client, { name: "Cliente" });
    for (let i = 1; i <= 3; i++) await addProject(client, { name: `Projeto ${i}`, clientId: c.id });
    expect(await savedProjects(studioId)).toBe(3);
  });

  it("holds under concurrent creates: of ten at once on Esboço, exactly one is saved", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Cliente" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.post("/api/projects", { name: `Corrida ${i}`, type: "residencial", clientId: c.id })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(402)]);
    expect(await savedProjects(studioId)).toBe(1);
    const created = await read(projectSchema, answers.find((r) => r.status === 201)!);
    expect(created.history).toHaveLength(1);
  });

  it("holds under concurrent creates for the last places of a paid plan", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "avancado");
    const c = await addClient(client, { name: "Cliente" });
    for (let i = 1; i <= 18; i++) await addProject(client, { name: `Projeto ${i}`, clientId: c.id });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => client.post("/api/projects", { name: `Corrida ${i}`, type: "residencial", clientId: c.id })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 402, 402, 402, 402]);
    expect(await savedProjects(studioId)).toBe(20);
  });
});
