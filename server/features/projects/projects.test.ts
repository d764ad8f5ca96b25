import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project, ProjectSummary } from "#domain/projects";
import { project as projectTable, projectStageChange } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, json, setPlan } from "#server/test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const projectRows = (userId: string) => ctx.database.db.select().from(projectTable).where(eq(projectTable.userId, userId));
const historyRows = (projectId: string) => ctx.database.db.select().from(projectStageChange).where(eq(projectStageChange.projectId, projectId));

const FULL = {
  nome: "Casa Alto da Lapa",
  tipo: "residencial",
  terreno: {
    endereco: "Rua Girassol, 500",
    cidade: "São Paulo",
    uf: "SP",
    area: 360,
    frente: 12,
    fundo: 30,
    zoneamento: "ZM",
    topografia: "Aclive de 2 m no fundo.",
  },
  areaConstruida: 180.5,
  padrao: "alto",
  prazo: "2027-03-15",
} as const;

describe("projects: session", () => {
  it("answers 401 on every route without a session", async () => {
    const anonymous = new TestClient(ctx);
    for (const res of [
      await anonymous.get("/api/projects"),
      await anonymous.post("/api/projects", { ...FULL, clienteId: "x" }),
      await anonymous.get("/api/projects/x"),
      await anonymous.patch("/api/projects/x", { nome: "Y" }),
      await anonymous.delete("/api/projects/x"),
      await anonymous.post("/api/projects/x/stage", { etapa: "programa" }),
    ]) {
      expect(res.status).toBe(401);
    }
  });
});

describe("projects: create and read", () => {
  it("creates a project with its land plot, numbers as numbers, and the first history entry", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { nome: "Ana Júlia Prado" });
    const before = Date.now();
    const res = await client.post("/api/projects", { ...FULL, clienteId: c.id });
    expect(res.status).toBe(201);
    const created = await json<Project>(res);
    expect(created).toEqual({
      id: expect.any(String),
      nome: "Casa Alto da Lapa",
      cliente: { id: c.id, nome: "Ana Júlia Prado" },
      tipo: "residencial",
      etapa: "levantamento",
      status: "em-andamento",
      prazo: "2027-03-15",
      terreno: FULL.terreno,
      areaConstruida: 180.5,
      padrao: "alto",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      historico: [{ id: expect.any(String), etapa: "levantamento", anterior: null, observacao: null, em: created.createdAt }],
    });
    expect(new Date(created.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await json<Project>(await client.get(`/api/projects/${created.id}`))).toEqual(created);
  });

  it("fills the defaults: first stage, normal standard, in progress, empty land plot", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { nome: "Bruno" });
    const created = await addProject(client, { nome: "Sala comercial", tipo: "comercial", clienteId: c.id, etapa: "anteprojeto" });
    expect(created).toMatchObject({
      etapa: "anteprojeto",
      padrao: "normal",
      status: "em-andamento",
      prazo: null,
      areaConstruida: null,
      terreno: { endereco: null, cidade: null, uf: null, area: null, frente: null, fundo: null, zoneamento: null, topografia: null },
    });
    expect(created.historico.map((h) => [h.anterior, h.etapa])).toEqual([[null, "anteprojeto"]]);
  });

  it("refuses invalid input with pt-BR field errors and stores nothing", async () => {
    const { client, userId } = await signedInUser(ctx);
    const c = await addClient(client, { nome: "Carla" });
    const res = await client.post("/api/projects", {
      nome: "",
      clienteId: c.id,
      tipo: "galpão",
      terreno: { area: -5, uf: "XX", frente: "doze" },
      areaConstruida: 0,
      padrao: "luxo",
      prazo: "2025-02-30",
      etapa: "fundacao",
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({
      nome: "Informe o nome do projeto.",
      tipo: "Escolha o tipo do projeto.",
      "terreno.area": "A área do terreno deve ser maior que zero.",
      "terreno.uf": "UF inválida.",
      "terreno.frente": "A frente deve ser um número.",
      areaConstruida: "A área construída prevista deve ser maior que zero.",
      padrao: "Escolha o padrão.",
      prazo: "Data inválida: esse dia não existe.",
      etapa: "Etapa inválida.",
    });
    const noClient = await client.post("/api/projects", { nome: "X", tipo: "residencial" });
    expect((await errorOf(noClient)).fields).toEqual({ clienteId: "Escolha o cliente." });
    expect(await projectRows(userId)).toHaveLength(0);
  });

  it("needs one of the user's own clients: an unknown one is a 422 on clienteId", async () => {
    const { client, userId } = await signedInUser(ctx);
    const res = await client.post("/api/projects", { ...FULL, clienteId: randomUUID() });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: "validation_error", message: "Cliente não encontrado.", fields: { clienteId: "Cliente não encontrado." } });
    expect(await projectRows(userId)).toHaveLength(0);
  });

  it("lists the user's projects newest updated first, and a client's only with ?clienteId", async () => {
    const { client, userId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "premium");
    const a = await addClient(client, { nome: "Artur" });
    const b = await addClient(client, { nome: "Bia" });
    const p1 = await addProject(client, { nome: "Um", clienteId: a.id });
    const p2 = await addProject(client, { nome: "Dois", clienteId: b.id, prazo: "2027-01-31" });
    const p3 = await addProject(client, { nome: "Três", clienteId: a.id });
    await client.post(`/api/projects/${p1.id}/stage`, { etapa: "programa" });

    const all = await json<ProjectSummary[]>(await client.get("/api/projects"));
    expect(all.map((p) => p.nome)).toEqual(["Um", "Três", "Dois"]);
    expect(all[2]).toEqual({
      id: p2.id,
      nome: "Dois",
      cliente: { id: b.id, nome: "Bia" },
      tipo: "residencial",
      etapa: "levantamento",
      status: "em-andamento",
      prazo: "2027-01-31",
      updatedAt: p2.updatedAt,
    });
    expect(all[0]!.etapa).toBe("programa");
    const ofA = await json<ProjectSummary[]>(await client.get(`/api/projects?clienteId=${a.id}`));
    expect(ofA.map((p) => p.id)).toEqual([p1.id, p3.id]);
    expect(await json<ProjectSummary[]>(await client.get(`/api/projects?clienteId=${randomUUID()}`))).toEqual([]);
    expect((await client.get("/api/projects?clienteId=outro")).status).toBe(422);
  });
});

describe("projects: update", () => {
  it("changes only the fields given; the land plot merges field by field", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { nome: "Diego" });
    const created = await addProject(client, { ...FULL, clienteId: c.id });
    await new Promise((r) => setTimeout(r, 5));

    const res = await client.patch(`/api/projects/${created.id}`, { terreno: { zoneamento: "ZEU", topografia: null }, areaConstruida: 210, status: "pausado" });
    expect(res.status).toBe(200);
    const updated = await json<Project>(res);
    expect(updated.terreno).toEqual({ ...FULL.terreno, zoneamento: "ZEU", topografia: null });
    expect(updated).toMatchObject({ nome: FULL.nome, areaConstruida: 210, status: "pausado", padrao: "alto", prazo: "2027-03-15", etapa: "levantamento" });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(created.updatedAt).getTime());

    const cleared = await json<Project>(await client.patch(`/api/projects/${created.id}`, { prazo: null, areaConstruida: null }));
    expect(cleared).toMatchObject({ prazo: null, areaConstruida: null, terreno: { area: 360, zoneamento: "ZEU" } });
  });

  it("does not change the stage (it has its own route and history)", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { nome: "Eva" });
    const created = await addProject(client, { nome: "Casa", clienteId: c.id });
    const updated = await json<Project>(await client.patch(`/api/projects/${created.id}`, { etapa: "obra", nome: "Casa Nova" }));
    expect(updated).toMatchObject({ nome: "Casa Nova", etapa: "levantamento" });
    expect(updated.historico).toHaveLength(1);
  });

  it("moves the project to another of the user's clients, and validates", async () => {
    const { client, userId } = await signedInUser(ctx);
    const c1 = await addClient(client, { nome: "Fábio" });
    const c2 = await addClient(client, { nome: "Gil" });
    const created = await addProject(client, { nome: "Galpão", tipo: "industrial", clienteId: c1.id });
    const moved = await json<Project>(await client.patch(`/api/projects/${created.id}`, { clienteId: c2.id }));
    expect(moved.cliente).toEqual({ id: c2.id, nome: "Gil" });

    for (const [body, fields] of [
      [{ clienteId: randomUUID() }, { clienteId: "Cliente não encontrado." }],
      [{ clienteId: "nao-existe" }, { clienteId: "Escolha o cliente." }],
      [{ nome: " " }, { nome: "Informe o nome do projeto." }],
      [{ terreno: { uf: "XY" } }, { "terreno.uf": "UF inválida." }],
      [{ prazo: "15/03/2027" }, { prazo: "Data inválida (use dd/mm/aaaa, entre 1900 e 2099)." }],
    ] as const) {
      const res = await client.patch(`/api/projects/${created.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await errorOf(res)).fields).toEqual(fields);
    }
    const [row] = await projectRows(userId);
    expect(row).toMatchObject({ clientId: c2.id, nome: "Galpão", terrenoUf: null });
  });
});

describe("projects: delete", () => {
  it("deletes the project and its history", async () => {
    const { client, userId } = await signedInUser(ctx);
    const c = await addClient(client, { nome: "Heitor" });
    const created = await addProject(client, { nome: "Casa", clienteId: c.id });
    await client.post(`/api/projects/${created.id}/stage`, { etapa: "programa" });
    expect(await historyRows(created.id)).toHaveLength(2);

    const res = await client.delete(`/api/projects/${created.id}`);
    expect(res.status).toBe(204);
    expect((await client.get(`/api/projects/${created.id}`)).status).toBe(404);
    expect(await projectRows(userId)).toHaveLength(0);
    expect(await historyRows(created.id)).toHaveLength(0);
    expect((await client.delete(`/api/projects/${created.id}`)).status).toBe(404);
  });
});

describe("projects: another user's data", () => {
  it("is 404 on every route by id, absent from lists, and never referenced", async () => {
    const a = await signedInUser(ctx);
    const b = await signedInUser(ctx);
    const clientA = await addClient(a.client, { nome: "Íris" });
    const projectA = await addProject(a.client, { nome: "Casa da Íris", clienteId: clientA.id });
    const clientB = await addClient(b.client, { nome: "Jonas" });
    const projectB = await addProject(b.client, { nome: "Casa do Jonas", clienteId: clientB.id });

    for (const res of [
      await b.client.get(`/api/projects/${projectA.id}`),
      await b.client.patch(`/api/projects/${projectA.id}`, { nome: "Roubado" }),
      await b.client.delete(`/api/projects/${projectA.id}`),
      await b.client.post(`/api/projects/${projectA.id}/stage`, { etapa: "obra" }),
    ]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "not_found", message: "Projeto não encontrado." });
    }

    expect((await json<ProjectSummary[]>(await b.client.get("/api/projects"))).map((p) => p.id)).toEqual([projectB.id]);
    expect(await json<ProjectSummary[]>(await b.client.get(`/api/projects?clienteId=${clientA.id}`))).toEqual([]);

    // B cannot create a project for A's client, nor move theirs to it.
    const create = await b.client.post("/api/projects", { nome: "Intruso", tipo: "residencial", clienteId: clientA.id });
    expect(create.status).toBe(422);
    expect((await errorOf(create)).fields).toEqual({ clienteId: "Cliente não encontrado." });
    const move = await b.client.patch(`/api/projects/${projectB.id}`, { clienteId: clientA.id });
    expect(move.status).toBe(422);
    expect((await errorOf(move)).fields).toEqual({ clienteId: "Cliente não encontrado." });

    expect(await json<Project>(await a.client.get(`/api/projects/${projectA.id}`))).toEqual(projectA);
    expect((await json<Project>(await b.client.get(`/api/projects/${projectB.id}`))).cliente.id).toBe(clientB.id);
    expect(await projectRows(b.userId)).toHaveLength(1);
  });
});
