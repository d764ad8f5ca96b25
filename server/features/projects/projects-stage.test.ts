import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectSchema, type Project } from "#domain/projects.schema";
import { project, projectStageChange } from "#server/db/schema";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read } from "#server/test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function newProject(input: { stage?: Project["stage"]; status?: Project["status"] } = {}) {
  const { client, userId } = await signedInUser(ctx);
  const c = await addClient(client, { name: "Cliente" });
  return { client, userId, project: await addProject(client, { name: "Casa", clientId: c.id, ...input }) };
}

async function move(client: TestClient, id: string, body: Record<string, unknown>): Promise<Project> {
  const res = await client.post(`/api/projects/${id}/stage`, body);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return read(projectSchema, res);
}

describe("stage changes", () => {
  it("advance: stores the move with its previous stage, note, time and who moved it, and updates the project", async () => {
    const { client, userId, project } = await newProject();
    const before = Date.now();
    const moved = await move(client, project.id, { stage: "programa", note: "Briefing aprovado pelo cliente." });
    expect(moved.stage).toBe("programa");
    expect(moved.history).toEqual([
      project.history[0],
      { id: expect.any(String), stage: "programa", previous: "levantamento", note: "Briefing aprovado pelo cliente.", at: expect.any(String) },
    ]);
    const at = new Date(moved.history[1]!.at).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(moved.updatedAt).toBe(moved.history[1]!.at);
    expect(moved.updatedBy).toEqual({ id: userId, name: "Ana Beatriz Lima" });
    expect(await read(projectSchema, await client.get(`/api/projects/${project.id}`))).toEqual(moved);
    const stored = await ctx.database.db.select().from(projectStageChange).where(eq(projectStageChange.projectId, project.id)).orderBy(asc(projectStageChange.at));
    expect(stored.map((h) => [h.stage, h.changedBy])).toEqual([
      ["levantamento", userId],
      ["programa", userId],
    ]);
  });

  it("set back and skip ahead are both allowed; the history stays in order", async () => {
    const { client, project } = await newProject();
    const path = ["viabilidade", "programa", "projeto-executivo", "anteprojeto", "obra"] as const;
    let last = project;
    for (const stage of path) last = await move(client, project.id, { stage });
    expect(last.history.map((h) => [h.previous, h.stage])).toEqual([
      [null, "levantamento"],
      ["levantamento", "viabilidade"],
      ["viabilidade", "programa"],
      ["programa", "projeto-executivo"],
      ["projeto-executivo", "anteprojeto"],
      ["anteprojeto", "obra"],
    ]);
    const times = last.history.map((h) => new Date(h.at).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
  });

  it("refuses the current stage and an unknown one, recording nothing", async () => {
    const { client, project } = await newProject();
    const same = await client.post(`/api/projects/${project.id}/stage`, { stage: "levantamento" });
    expect(same.status).toBe(422);
    expect(await errorOf(same)).toEqual({ code: "validation_error", message: "O projeto já está nessa etapa.", fields: { stage: "O projeto já está nessa etapa." } });
    const unknown = await client.post(`/api/projects/${project.id}/stage`, { stage: "fundacao" });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).fields).toEqual({ stage: "Etapa inválida." });
    const long = await client.post(`/api/projects/${project.id}/stage`, { stage: "programa", note: "x".repeat(501) });
    expect(long.status).toBe(422);
    expect(Object.keys((await errorOf(long)).fields ?? {})).toEqual(["note"]);

    expect(await ctx.database.db.select().from(projectStageChange).where(eq(projectStageChange.projectId, project.id))).toHaveLength(1);
    expect(await read(projectSchema, await client.get(`/api/projects/${project.id}`))).toEqual(project);
  });

  it("reaching 'concluido' closes the project; leaving it reopens it", async () => {
    const { client, project } = await newProject({ stage: "pos-obra" });
    expect((await move(client, project.id, { stage: "concluido" })).status).toBe("concluido");
    expect((await move(client, project.id, { stage: "obra", note: "Reaberto para ajustes." })).status).toBe("em-andamento");
  });

  it("other moves keep the status the user set (e.g. paused)", async () => {
    const { client, project } = await newProject({ status: "pausado" });
    expect((await move(client, project.id, { stage: "programa" })).status).toBe("pausado");
  });

  it("a project created at 'concluido' is closed", async () => {
    const { project } = await newProject({ stage: "concluido" });
    expect(project.status).toBe("concluido");
  });

  it("moves at once are recorded one after the other", async () => {
    const { client, project } = await newProject();
    const targets = ["programa", "viabilidade", "estudo-preliminar", "anteprojeto", "projeto-legal", "projeto-executivo"];
    const answers = await Promise.all(targets.map((stage) => client.post(`/api/projects/${project.id}/stage`, { stage })));
    expect(answers.map((r) => r.status)).toEqual(targets.map(() => 200));
    const final = await read(projectSchema, await client.get(`/api/projects/${project.id}`));
    expect(final.history).toHaveLength(targets.length + 1);
    // Each entry's previous stage is the one before it: no move was lost or based on a stale read.
    for (let i = 1; i < final.history.length; i++) expect(final.history[i]!.previous).toBe(final.history[i - 1]!.stage);
    expect(final.stage).toBe(final.history.at(-1)!.stage);
  });
});

describe("status follows the last stage", () => {
  it("refuses to mark as concluded a project that is not at the last stage, and to reopen one that is", async () => {
    const { client, project } = await newProject();
    const early = await client.patch(`/api/projects/${project.id}`, { status: "concluido" });
    expect(early.status).toBe(422);
    expect((await errorOf(early)).fields?.status).toBe("Para concluir o projeto, avance-o até a etapa Concluído.");

    await move(client, project.id, { stage: "concluido" });
    const reopen = await client.patch(`/api/projects/${project.id}`, { status: "em-andamento" });
    expect(reopen.status).toBe(422);
    expect((await errorOf(reopen)).fields?.status).toMatch(/^Um projeto na etapa Concluído/);
    // Pausing or cancelling is still free before the end.
    const other = await newProject();
    expect((await client.patch(`/api/projects/${project.id}`, { name: "Casa renomeada" })).status).toBe(200);
    expect((await other.client.patch(`/api/projects/${other.project.id}`, { status: "pausado" })).status).toBe(200);
  });
});

describe("text the database cannot store, and Zod's own messages", () => {
  it("a NUL character is a 422 with the field, not a 500", async () => {
    const { client, project } = await newProject();
    const res = await client.patch(`/api/projects/${project.id}`, { name: "Casa\u0000" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ name: "O texto contém um caractere inválido." });
    const search = await client.get("/api/clients?search=%00");
    expect(search.status).toBe(422);
  });

  it("a body of the wrong shape is refused in Portuguese", async () => {
    const { client, project } = await newProject();
    const res = await client.patch(`/api/projects/${project.id}`, { landPlot: null });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.landPlot).toBe("Valor inválido: informe os dados como um objeto JSON.");
  });
});

describe("the database's own backstops", () => {
  it("refuses a project of another studio's client, an unknown stage and a status that contradicts the stage", async () => {
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
    // @ts-expect-error: a stage the types forbid, to see the database's CHECK refuse it too.
    expect(await attempt({ stage: "demolicao" })).toBe("refused");
    expect(await attempt({ status: "concluido" })).toBe("refused");
    expect(await attempt({ stage: "concluido", status: "em-andamento" })).toBe("refused");
  });

  it("creating a project at another stage with the status 'concluido' is a 422, not a 500", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Cliente" });
    const res = await client.post("/api/projects", { name: "Casa", clientId: c.id, type: "residencial", status: "concluido" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.status).toBe("Para concluir o projeto, avance-o até a etapa Concluído.");
  });
});
