import { randomUUID } from "node:crypto";
import { NO_LOT_PARAMETERS } from "#domain/projects.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectSchema } from "#domain/projects.schema";
import { resource, route } from "#domain/contracts/contract";
import { projectsApi } from "#domain/contracts/projects";
import { z } from "#domain/zod";
import { project as projectTable, projectStageChange } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read, setPlan } from "#server/test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The studio's projects: they belong to the studio, not to the member who wrote them. */
const projectRows = (studioId: string) => ctx.database.db.select().from(projectTable).where(eq(projectTable.studioId, studioId));
const historyRows = (projectId: string) => ctx.database.db.select().from(projectStageChange).where(eq(projectStageChange.projectId, projectId));

const FULL = {
  name: "Casa Alto da Lapa",
  type: "residencial",
  landPlot: {
    address: "Rua Girassol, 500",
    city: "São Paulo",
    state: "SP",
    area: 360,
    frontage: 12,
    depth: 30,
    zoning: "ZM",
    topography: "Aclive de 2 m no fundo.",
    occupancyRate: 50,
    floorAreaRatio: 1.2,
    permeability: 30,
    frontSetback: 5,
    sideSetback: 1.5,
    // A setback the law does not require is 0, not unknown.
    rearSetback: 0,
    maxHeight: 10,
    parametersSource: "Lei municipal de uso e ocupação do solo",
    parametersConsultedOn: "2026-11-20",
  },
  builtArea: 180.5,
  standard: "alto",
  deadline: "2027-03-15",
} as const;

describe("projects: session", () => {
  it("answers 401 on every route without a session", async () => {
    const anonymous = new TestClient(ctx);
    for (const res of [
      await anonymous.get("/api/projects"),
      await anonymous.post("/api/projects", { ...FULL, clientId: "x" }),
      await anonymous.get("/api/projects/x"),
      await anonymous.patch("/api/projects/x", { name: "Y" }),
      await anonymous.delete("/api/projects/x"),
      await anonymous.post("/api/projects/x/stage", { stage: "programa" }),
    ]) {
      expect(res.status).toBe(401);
    }
  });
});

describe("projects: create and read", () => {
  it("creates a project with its land plot, numbers as numbers, who wrote it, and the first history entry", async () => {
    const { client, userId } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Ana Júlia Prado" });
    const before = Date.now();
    const res = await client.post("/api/projects", { ...FULL, clientId: c.id });
    expect(res.status).toBe(201);
    const created = await read(projectSchema, res);
    expect(created).toEqual({
      id: expect.any(String),
      name: "Casa Alto da Lapa",
      client: { id: c.id, name: "Ana Júlia Prado" },
      type: "residencial",
      stage: "levantamento",
      status: "em-andamento",
      deadline: "2027-03-15",
      landPlot: FULL.landPlot,
      builtArea: 180.5,
      standard: "alto",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      createdBy: { id: userId, name: "Ana Beatriz Lima" },
      updatedBy: { id: userId, name: "Ana Beatriz Lima" },
      history: [{ id: expect.any(String), stage: "levantamento", previous: null, note: null, at: created.createdAt }],
      documentCount: 0,
    });
    expect(new Date(created.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await client.answer(projectsApi.get, { params: { id: created.id } })).toEqual(created);
  });

  it("fills the defaults: first stage, normal standard, in progress, empty land plot", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Bruno" });
    const created = await addProject(client, { name: "Sala comercial", type: "comercial", clientId: c.id, stage: "anteprojeto" });
    expect(created).toMatchObject({
      stage: "anteprojeto",
      standard: "normal",
      status: "em-andamento",
      deadline: null,
      builtArea: null,
      landPlot: { address: null, city: null, state: null, area: null, frontage: null, depth: null, zoning: null, topography: null, ...NO_LOT_PARAMETERS },
    });
    expect(created.history.map((h) => [h.previous, h.stage])).toEqual([[null, "anteprojeto"]]);
  });

  it("refuses invalid input with pt-BR field errors and stores nothing", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Carla" });
    const res = await client.post("/api/projects", {
      name: "",
      clientId: c.id,
      type: "galpão",
      landPlot: { area: -5, state: "XX", frontage: "doze" },
      builtArea: 0,
      standard: "luxo",
      deadline: "2025-02-30",
      stage: "fundacao",
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({
      name: "Informe o nome do projeto.",
      type: "Escolha o tipo do projeto.",
      "landPlot.area": "A área do terreno deve ser maior que zero.",
      "landPlot.state": "UF inválida.",
      "landPlot.frontage": "A frente deve ser um número.",
      builtArea: "A área construída prevista deve ser maior que zero.",
      standard: "Escolha o padrão.",
      deadline: "Data inválida: esse dia não existe.",
      stage: "Etapa inválida.",
    });
    const noClient = await client.post("/api/projects", { name: "X", type: "residencial" });
    expect((await errorOf(noClient)).fields).toEqual({ clientId: "Escolha o cliente." });
    expect(await projectRows(studioId)).toHaveLength(0);
  });

  it("needs one of the studio's own clients: an unknown one is a 422 on clientId", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const res = await client.post("/api/projects", { ...FULL, clientId: randomUUID() });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: "validation_error", message: "Cliente não encontrado.", fields: { clientId: "Cliente não encontrado." } });
    expect(await projectRows(studioId)).toHaveLength(0);
  });

  it("lists the studio's projects newest updated first, and a client's only with ?clientId", async () => {
    const { client, userId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "premium");
    const a = await addClient(client, { name: "Artur" });
    const b = await addClient(client, { name: "Bia" });
    const p1 = await addProject(client, { name: "Um", clientId: a.id });
    const p2 = await addProject(client, { name: "Dois", clientId: b.id, deadline: "2027-01-31" });
    const p3 = await addProject(client, { name: "Três", clientId: a.id });
    await client.answer(projectsApi.changeStage, { params: { id: p1.id }, body: { stage: "programa" } });

    const all = await client.answer(projectsApi.list);
    expect(all.map((p) => p.name)).toEqual(["Um", "Três", "Dois"]);
    expect(all[2]).toEqual({
      id: p2.id,
      name: "Dois",
      client: { id: b.id, name: "Bia" },
      type: "residencial",
      stage: "levantamento",
      status: "em-andamento",
      deadline: "2027-01-31",
      updatedAt: p2.updatedAt,
    });
    expect(all[0]!.stage).toBe("programa");
    const ofA = await client.answer(projectsApi.list, { query: { clientId: a.id } });
    expect(ofA.map((p) => p.id)).toEqual([p1.id, p3.id]);
    expect(await client.answer(projectsApi.list, { query: { clientId: randomUUID() } })).toEqual([]);
    expect((await client.get("/api/projects?clientId=outro")).status).toBe(422);
  });
});

describe("projects: update", () => {
  it("changes only the fields given; the land plot merges field by field", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Diego" });
    const created = await addProject(client, { ...FULL, clientId: c.id });
    await new Promise((r) => setTimeout(r, 5));

    const res = await client.patch(`/api/projects/${created.id}`, { landPlot: { zoning: "ZEU", topography: null }, builtArea: 210, status: "pausado" });
    expect(res.status).toBe(200);
    const updated = await read(projectSchema, res);
    expect(updated.landPlot).toEqual({ ...FULL.landPlot, zoning: "ZEU", topography: null });
    expect(updated).toMatchObject({ name: FULL.name, builtArea: 210, status: "pausado", standard: "alto", deadline: "2027-03-15", stage: "levantamento" });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(created.updatedAt).getTime());

    const cleared = await client.answer(projectsApi.update, { params: { id: created.id }, body: { deadline: null, builtArea: null } });
    expect(cleared).toMatchObject({ deadline: null, builtArea: null, landPlot: { area: 360, zoning: "ZEU" } });
  });

  it("does not change the stage (it has its own route and history)", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Eva" });
    const created = await addProject(client, { name: "Casa", clientId: c.id });
    const updated = await read(projectSchema, await client.patch(`/api/projects/${created.id}`, { stage: "obra", name: "Casa Nova" }));
    expect(updated).toMatchObject({ name: "Casa Nova", stage: "levantamento" });
    expect(updated.history).toHaveLength(1);
  });

  it("moves the project to another of the studio's clients, and validates", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const c1 = await addClient(client, { name: "Fábio" });
    const c2 = await addClient(client, { name: "Gil" });
    const created = await addProject(client, { name: "Galpão", type: "industrial", clientId: c1.id });
    const moved = await client.answer(projectsApi.update, { params: { id: created.id }, body: { clientId: c2.id } });
    expect(moved.client).toEqual({ id: c2.id, name: "Gil" });

    for (const [body, fields] of [
      [{ clientId: randomUUID() }, { clientId: "Cliente não encontrado." }],
      [{ clientId: "nao-existe" }, { clientId: "Escolha o cliente." }],
      [{ name: " " }, { name: "Informe o nome do projeto." }],
      [{ landPlot: { state: "XY" } }, { "landPlot.state": "UF inválida." }],
      [{ deadline: "15/03/2027" }, { deadline: "Data inválida (use dd/mm/aaaa, entre 1900 e 2099)." }],
    ] as const) {
      const res = await client.patch(`/api/projects/${created.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await errorOf(res)).fields).toEqual(fields);
    }
    const [row] = await projectRows(studioId);
    expect(row).toMatchObject({ clientId: c2.id, name: "Galpão", plotState: null });
  });
});

describe("projects: delete", () => {
  it("deletes the project and its history", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Heitor" });
    const created = await addProject(client, { name: "Casa", clientId: c.id });
    await client.answer(projectsApi.changeStage, { params: { id: created.id }, body: { stage: "programa" } });
    expect(await historyRows(created.id)).toHaveLength(2);

    const res = await client.delete(`/api/projects/${created.id}`);
    expect(res.status).toBe(204);
    expect((await client.get(`/api/projects/${created.id}`)).status).toBe(404);
    expect(await projectRows(studioId)).toHaveLength(0);
    expect(await historyRows(created.id)).toHaveLength(0);
    expect((await client.delete(`/api/projects/${created.id}`)).status).toBe(404);
  });
});

describe("projects: another studio's data", () => {
  it("is 404 on every route by id, absent from lists, and never referenced", async () => {
    const a = await signedInUser(ctx);
    const b = await signedInUser(ctx);
    const clientA = await addClient(a.client, { name: "Íris" });
    const projectA = await addProject(a.client, { name: "Casa da Íris", clientId: clientA.id });
    const clientB = await addClient(b.client, { name: "Jonas" });
    const projectB = await addProject(b.client, { name: "Casa do Jonas", clientId: clientB.id });

    for (const res of [
      await b.client.get(`/api/projects/${projectA.id}`),
      await b.client.patch(`/api/projects/${projectA.id}`, { name: "Roubado" }),
      await b.client.delete(`/api/projects/${projectA.id}`),
      await b.client.post(`/api/projects/${projectA.id}/stage`, { stage: "obra" }),
    ]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "not_found", message: "Projeto não encontrado." });
    }

    expect((await b.client.answer(projectsApi.list)).map((p) => p.id)).toEqual([projectB.id]);
    expect(await b.client.answer(projectsApi.list, { query: { clientId: clientA.id } })).toEqual([]);

    // B cannot create a project for A's client, nor move theirs to it.
    const create = await b.client.post("/api/projects", { name: "Intruso", type: "residencial", clientId: clientA.id });
    expect(create.status).toBe(422);
    expect((await errorOf(create)).fields).toEqual({ clientId: "Cliente não encontrado." });
    const move = await b.client.patch(`/api/projects/${projectB.id}`, { clientId: clientA.id });
    expect(move.status).toBe(422);
    expect((await errorOf(move)).fields).toEqual({ clientId: "Cliente não encontrado." });

    expect(await a.client.answer(projectsApi.get, { params: { id: projectA.id } })).toEqual(projectA);
    expect((await b.client.answer(projectsApi.get, { params: { id: projectB.id } })).client.id).toBe(clientB.id);
    expect(await projectRows(b.studioId)).toHaveLength(1);
  });
});

describe("projects: the contract the tests call (decision 088)", () => {
  it("an answer that does not follow the contract fails the call, not silently", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Carla" });
    await addProject(client, { name: "Casa", clientId: c.id });
    const wrong = resource("/api/projects", "Projetos", {
      list: route({ method: "get", path: "/", summary: "—", responses: { 200: { schema: z.array(z.object({ nome: z.string() })), description: "—" } } }),
    });
    await expect(client.call(wrong.list)).rejects.toThrow(/não segue o contrato/);
    expect((await client.call(projectsApi.list)).data?.map((p) => p.name)).toEqual(["Casa"]);
    expect((await client.call(projectsApi.get, { params: { id: randomUUID() } })).error?.code).toBe("not_found");
  });
});
