import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "#domain/projects";
import { project, projectStageChange } from "#server/db/schema";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, json } from "#server/test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function newProject(input: { etapa?: Project["etapa"]; status?: Project["status"] } = {}) {
  const { client } = await signedInUser(ctx);
  const c = await addClient(client, { nome: "Cliente" });
  return { client, project: await addProject(client, { nome: "Casa", clienteId: c.id, ...input }) };
}

async function move(client: TestClient, id: string, body: Record<string, unknown>): Promise<Project> {
  const res = await client.post(`/api/projects/${id}/stage`, body);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return json<Project>(res);
}

describe("stage changes", () => {
  it("advance: stores the move with its previous stage, note and time, and updates the project", async () => {
    const { client, project } = await newProject();
    const before = Date.now();
    const moved = await move(client, project.id, { etapa: "programa", observacao: "Briefing aprovado pelo cliente." });
    expect(moved.etapa).toBe("programa");
    expect(moved.historico).toEqual([
      project.historico[0],
      { id: expect.any(String), etapa: "programa", anterior: "levantamento", observacao: "Briefing aprovado pelo cliente.", em: expect.any(String) },
    ]);
    const em = new Date(moved.historico[1]!.em).getTime();
    expect(em).toBeGreaterThanOrEqual(before - 1000);
    expect(em).toBeLessThanOrEqual(Date.now() + 1000);
    expect(moved.updatedAt).toBe(moved.historico[1]!.em);
    expect(await json<Project>(await client.get(`/api/projects/${project.id}`))).toEqual(moved);
  });

  it("set back and skip ahead are both allowed; the history stays in order", async () => {
    const { client, project } = await newProject();
    const path = ["viabilidade", "programa", "projeto-executivo", "anteprojeto", "obra"] as const;
    let last = project;
    for (const etapa of path) last = await move(client, project.id, { etapa });
    expect(last.historico.map((h) => [h.anterior, h.etapa])).toEqual([
      [null, "levantamento"],
      ["levantamento", "viabilidade"],
      ["viabilidade", "programa"],
      ["programa", "projeto-executivo"],
      ["projeto-executivo", "anteprojeto"],
      ["anteprojeto", "obra"],
    ]);
    const times = last.historico.map((h) => new Date(h.em).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
  });

  it("refuses the current stage and an unknown one, recording nothing", async () => {
    const { client, project } = await newProject();
    const same = await client.post(`/api/projects/${project.id}/stage`, { etapa: "levantamento" });
    expect(same.status).toBe(422);
    expect(await errorOf(same)).toEqual({ code: "validation_error", message: "O projeto já está nessa etapa.", fields: { etapa: "O projeto já está nessa etapa." } });
    const unknown = await client.post(`/api/projects/${project.id}/stage`, { etapa: "fundacao" });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).fields).toEqual({ etapa: "Etapa inválida." });
    const long = await client.post(`/api/projects/${project.id}/stage`, { etapa: "programa", observacao: "x".repeat(501) });
    expect(long.status).toBe(422);
    expect(Object.keys((await errorOf(long)).fields ?? {})).toEqual(["observacao"]);

    expect(await ctx.database.db.select().from(projectStageChange).where(eq(projectStageChange.projectId, project.id))).toHaveLength(1);
    expect(await json<Project>(await client.get(`/api/projects/${project.id}`))).toEqual(project);
  });

  it("reaching 'concluido' closes the project; leaving it reopens it", async () => {
    const { client, project } = await newProject({ etapa: "pos-obra" });
    expect((await move(client, project.id, { etapa: "concluido" })).status).toBe("concluido");
    expect((await move(client, project.id, { etapa: "obra", observacao: "Reaberto para ajustes." })).status).toBe("em-andamento");
  });

  it("other moves keep the status the user set (e.g. paused)", async () => {
    const { client, project } = await newProject({ status: "pausado" });
    expect((await move(client, project.id, { etapa: "programa" })).status).toBe("pausado");
  });

  it("a project created at 'concluido' is closed", async () => {
    const { project } = await newProject({ etapa: "concluido" });
    expect(project.status).toBe("concluido");
  });

  it("moves at once are recorded one after the other", async () => {
    const { client, project } = await newProject();
    const targets = ["programa", "viabilidade", "estudo-preliminar", "anteprojeto", "projeto-legal", "projeto-executivo"];
    const answers = await Promise.all(targets.map((etapa) => client.post(`/api/projects/${project.id}/stage`, { etapa })));
    expect(answers.map((r) => r.status)).toEqual(targets.map(() => 200));
    const final = await json<Project>(await client.get(`/api/projects/${project.id}`));
    expect(final.historico).toHaveLength(targets.length + 1);
    // Each entry's previous stage is the one before it: no move was lost or based on a stale read.
    for (let i = 1; i < final.historico.length; i++) expect(final.historico[i]!.anterior).toBe(final.historico[i - 1]!.etapa);
    expect(final.etapa).toBe(final.historico.at(-1)!.etapa);
  });
});

describe("status follows the last stage", () => {
  it("refuses to mark as concluded a project that is not at the last stage, and to reopen one that is", async () => {
    const { client, project } = await newProject();
    const early = await client.patch(`/api/projects/${project.id}`, { status: "concluido" });
    expect(early.status).toBe(422);
    expect((await errorOf(early)).fields?.status).toBe("Para concluir o projeto, avance-o até a etapa Concluído.");

    await move(client, project.id, { etapa: "concluido" });
    const reopen = await client.patch(`/api/projects/${project.id}`, { status: "em-andamento" });
    expect(reopen.status).toBe(422);
    expect((await errorOf(reopen)).fields?.status).toMatch(/^Um projeto na etapa Concluído/);
    // Pausing or cancelling is still free before the end.
    const other = await newProject();
    expect((await client.patch(`/api/projects/${project.id}`, { nome: "Casa renomeada" })).status).toBe(200);
    expect((await other.client.patch(`/api/projects/${other.project.id}`, { status: "pausado" })).status).toBe(200);
  });
});

describe("text the database cannot store, and Zod's own messages", () => {
  it("a NUL character is a 422 with the field, not a 500", async () => {
    const { client, project } = await newProject();
    const res = await client.patch(`/api/projects/${project.id}`, { nome: "Casa\u0000" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ nome: "O texto contém um caractere inválido." });
    const search = await client.get("/api/clients?search=%00");
    expect(search.status).toBe(422);
  });

  it("a body of the wrong shape is refused in Portuguese", async () => {
    const { client, project } = await newProject();
    const res = await client.patch(`/api/projects/${project.id}`, { terreno: null });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.terreno).toBe("Valor inválido: informe os dados como um objeto JSON.");
  });
});

describe("the database's own backstops", () => {
  it("refuses a project of another user's client, an unknown stage and a status that contradicts the stage", async () => {
    const a = await newProject();
    const b = await newProject();
    const db = ctx.database.db;
    const [row] = await db.select().from(project).where(eq(project.id, a.project.id));
    const other = (await db.select().from(project).where(eq(project.id, b.project.id)))[0]!;
    const attempt = (patch: Partial<typeof project.$inferInsert>) =>
      db.insert(project).values({ ...row!, id: `bad-${Math.random()}`, ...patch }).then(
        () => "inserted",
        () => "refused",
      );
    expect(await attempt({})).toBe("inserted");
    expect(await attempt({ clientId: other.clientId })).toBe("refused");
    expect(await attempt({ etapa: "demolicao" })).toBe("refused");
    expect(await attempt({ status: "concluido" })).toBe("refused");
    expect(await attempt({ etapa: "concluido", status: "em-andamento" })).toBe("refused");
  });

  it("creating a project at another stage with the status 'concluido' is a 422, not a 500", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { nome: "Cliente" });
    const res = await client.post("/api/projects", { nome: "Casa", clienteId: c.id, tipo: "residencial", status: "concluido" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.status).toBe("Para concluir o projeto, avance-o até a etapa Concluído.");
  });
});
