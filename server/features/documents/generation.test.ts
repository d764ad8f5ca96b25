import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentSchema, versionDetailSchema, versionListSchema, type ProjectDocument } from "#domain/documents.schema";
import { followUpsResponseSchema, programmeGenerationResponseSchema } from "#domain/generation.schema";
import { AI_ROOM_SOURCE } from "#server/ai/prompts/needs-program";
import { accessibleBathroomArea, kitchenSize, livingRoomSize, parkingSize, PROGRAMME_SOURCES } from "#server/ai/offline/needs-program";
import type { ProjectInput } from "#domain/projects.schema";
import { OFFLINE_GENERATED } from "#server/ai/structured";
import type { StudioScope } from "#server/auth/studio-scope";
import { aiUsage, projectDocument } from "#server/db/schema";
import type { AppError } from "#server/lib/errors";
import { answeringPrimary, engineWith, trialUser, usedGenerations } from "#server/test/ai-doubles";
import { createTestContext, scopeOf, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read } from "#server/test/studio";
import { generateProgramme, suggestFollowUps } from "./generation.service";

/**
 * R-DOC-2 follow-ups and R-DOC-4 programme generation. Over HTTP the test app has no AI provider
 * (the offline path); the AI path runs the services with a scripted provider and a real quota.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const FOLLOW_UPS_OFFLINE_LABEL = "Sugestões offline: regras escritas sobre as respostas, sem IA. Aceite as que fizerem sentido.";
const NO_BRIEFING = "Este projeto ainda não tem briefing: crie e responda o briefing antes de gerar o programa.";
const RESIDENTIAL = { dormitorios: "3", suites: "1", "vagas-garagem": "2", moradores: "4", pets: "2 gatos" };

/** An engine over a primary that answers `answers[n]` on its n-th call, and the requests it got. */
function answering(...answers: string[]) {
  const { provider, requests } = answeringPrimary(...answers);
  return { engine: engineWith([provider]), requests };
}

const rejection = async (promise: Promise<unknown>) => (await promise.then(() => undefined, (e: unknown) => e)) as AppError | undefined;
const roomsOf = (doc: ProjectDocument) => (doc.kind === "programa" ? doc.content.rooms : []);

// ——— over HTTP ———

type Architect = Awaited<ReturnType<typeof signedInUser>>;

async function projectOf(architect: Architect, type: ProjectInput["type"] = "residencial") {
  const client = await addClient(architect.client, { name: "Marina Souza" });
  return addProject(architect.client, { name: "Casa Jardins", clientId: client.id, type });
}

async function open(architect: Architect, projectId: string, kind: "briefing" | "programa") {
  const res = await architect.client.post(`/api/projects/${projectId}/documents`, { kind });
  expect(res.status).toBe(201);
  return read(documentSchema, res);
}

async function answered(architect: Architect, answers: Record<string, string>, type: ProjectInput["type"] = "residencial") {
  const project = await projectOf(architect, type);
  const doc = await open(architect, project.id, "briefing");
  if (doc.kind !== "briefing") throw new Error("não é briefing");
  const res = await architect.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: 1, content: { ...doc.content, answers } });
  expect(res.status).toBe(200);
  return { project, briefing: await read(documentSchema, res) };
}

describe("follow-up questions over HTTP (no AI provider: the written rules)", () => {
  it("a briefing with pets gets the pets rules, marked offline, free, and nothing is saved", async () => {
    const architect = await signedInUser(ctx);
    const { briefing } = await answered(architect, { pets: "2 cães de porte médio", moradores: "3" });
    const res = await architect.client.post(`/api/documents/${briefing.id}/follow-ups`, {});
    expect(res.status).toBe(200);
    const body = await read(followUpsResponseSchema, res);
    expect(body.generatedBy).toEqual({ source: "offline", provider: null, model: null, label: FOLLOW_UPS_OFFLINE_LABEL });
    expect(body.generatedBy.label).toContain("offline");
    const ids = body.suggestions.map((s) => s.id);
    expect(ids).toContain("offline-pets-piso");
    const pets = body.suggestions.find((s) => s.id === "offline-pets-piso")!;
    expect(pets.reason).toContain("animais de estimação");
    expect(await usedGenerations(ctx.database.db, architect.studioId)).toBe(0);
    expect((await read(documentSchema, await architect.client.get(`/api/documents/${briefing.id}`))).version).toBe(2);
  });

  it("another studio's briefing, a programme and an unknown id are 404; a wrong allowOffline is a pt-BR 422", async () => {
    const architect = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const { project, briefing } = await answered(architect, { pets: "1 gato" });
    const programme = await open(architect, project.id, "programa");
    for (const res of [
      await other.client.post(`/api/documents/${briefing.id}/follow-ups`, {}),
      await architect.client.post(`/api/documents/${programme.id}/follow-ups`, {}),
      await architect.client.post(`/api/documents/00000000-0000-4000-8000-000000000000/follow-ups`, {}),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Documento não encontrado.");
    }
    const bad = await architect.client.post(`/api/documents/${briefing.id}/follow-ups`, { allowOffline: "sim" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({ allowOffline: "allowOffline deve ser verdadeiro ou falso." });
  });
});

describe("the needs programme over HTTP (no AI provider: the offline generator)", () => {
  it("creates the programme from a residential briefing, as a version written offline", async () => {
    const architect = await signedInUser(ctx);
    const { project } = await answered(architect, RESIDENTIAL);
    const res = await architect.client.post(`/api/projects/${project.id}/programme`, {});
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const { document, generatedBy } = await read(programmeGenerationResponseSchema, res);
    expect(generatedBy).toEqual(OFFLINE_GENERATED);
    expect(document).toMatchObject({ kind: "programa", project: { id: project.id }, version: 2 });
    expect(document.lastVersion.author).toEqual({ source: "offline", user: null, provider: null, model: null });
    const rooms = roomsOf(document).map((r) => [r.name, r.quantity]);
    expect(rooms).toEqual(expect.arrayContaining([["Suíte casal", 1], ["Dormitório", 2], ["Banheiro da suíte", 1], ["Vaga de garagem", 2]]));
    expect(roomsOf(document).every((r) => r.source !== null && r.source !== AI_ROOM_SOURCE)).toBe(true);
    expect(await usedGenerations(ctx.database.db, architect.studioId)).toBe(0);

    const versions = await read(versionListSchema, await architect.client.get(`/api/documents/${document.id}/versions`));
    expect(versions.map((v) => [v.number, v.author.source])).toEqual([[2, "offline"], [1, "usuario"]]);
  });

  it("regenerating keeps the lot's parameters and the walls factor the architect saved; the previous rooms stay in the history", async () => {
    const architect = await signedInUser(ctx);
    const { project } = await answered(architect, RESIDENTIAL);
    const programme = await open(architect, project.id, "programa");
    if (programme.kind !== "programa") throw new Error("não é programa");
    const typed = { id: "atelie-1", sector: "Trabalho", name: "Ateliê de cerâmica", quantity: 1, unitArea: 14, notes: "Forno elétrico", source: null };
    const edited = {
      rooms: [typed],
      wallFactor: 0.3,
      lot: { ...programme.content.lot, area: 360, occupancyRate: 50, floorAreaRatio: 1.2 },
    };
    const saved = await architect.client.request("PUT", `/api/documents/${programme.id}`, { baseVersion: 1, content: edited });
    expect(saved.status).toBe(200);

    const { document } = await read(programmeGenerationResponseSchema, await architect.client.post(`/api/projects/${project.id}/programme`, {}));
    expect(document.id).toBe(programme.id);
    expect(document.version).toBe(3);
    if (document.kind !== "programa") throw new Error("não é programa");
    expect(document.content.wallFactor).toBe(0.3);
    expect(document.content.lot).toEqual({ area: 360, occupancyRate: 50, floorAreaRatio: 1.2, permeability: null, floors: 1 });
    expect(document.content.rooms.map((r) => r.name)).not.toContain("Ateliê de cerâmica");
    expect(document.content.rooms.map((r) => r.name)).toContain("Suíte casal");

    const v2 = await read(versionDetailSchema, await architect.client.get(`/api/documents/${programme.id}/versions/2`));
    expect(v2.content).toMatchObject({ rooms: [typed], wallFactor: 0.3 });
    const rows = await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, project.id));
    expect(rows.filter((r) => r.kind === "programa")).toHaveLength(1);
  });

  it("a project without a briefing is a pt-BR 422 and no programme is created", async () => {
    const architect = await signedInUser(ctx);
    const project = await projectOf(architect);
    const res = await architect.client.post(`/api/projects/${project.id}/programme`, {});
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe(NO_BRIEFING);
    expect(await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, project.id))).toHaveLength(0);
  });

  it("another studio's project (with a briefing) is 404 and gets no programme; so is an unknown id", async () => {
    const architect = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const { project } = await answered(architect, RESIDENTIAL);
    for (const res of [
      await other.client.post(`/api/projects/${project.id}/programme`, {}),
      await architect.client.post(`/api/projects/00000000-0000-4000-8000-000000000000/programme`, {}),
      await architect.client.post(`/api/projects/nao-e-um-id/programme`, {}),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Projeto não encontrado.");
    }
    const kinds = (await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, project.id))).map((r) => r.kind);
    expect(kinds).toEqual(["briefing"]);
  });
});

// ——— the AI path, without HTTP ———

/**
 * A member on the trial (`used` of its 10 generations spent) with a residential project whose
 * briefing has `answers`, set up over HTTP; the services then take their scope.
 */
async function studioWithBriefing(answers: Record<string, string>, used = 0) {
  const architect = await signedInUser(ctx);
  if (used) await ctx.database.db.insert(aiUsage).values({ studioId: architect.studioId, period: "trial", count: used });
  const { project, briefing } = await answered(architect, answers);
  return { scope: await scopeOf(ctx, architect.userId), projectId: project.id, briefing };
}

const followUps = (scope: StudioScope, documentId: string, engine: ReturnType<typeof engineWith>, allowOffline = false) =>
  suggestFollowUps({ db: ctx.database.db, engine, scope, documentId, allowOffline });

const MODEL_FOLLOW_UPS = JSON.stringify([
  { pergunta: "Os gatos têm acesso à varanda?", motivo: "Há gatos: telas de proteção." },
  { pergunta: "Alguém trabalha em casa?", motivo: null },
]);

describe("follow-up questions through the AI chain", () => {
  it("the model's JSON array: suggestions from the model, one generation, the briefing in the prompt", async () => {
    const { scope, briefing } = await studioWithBriefing({ pets: "2 gatos" });
    const ai = answering(`\`\`\`json\n${MODEL_FOLLOW_UPS}\n\`\`\``);
    const result = await followUps(scope, briefing.id, ai.engine);
    expect(result.generatedBy).toMatchObject({ source: "ia", provider: "primary", model: "modelo-teste" });
    expect(result.generatedBy.label).toContain("IA");
    expect(result.suggestions.map((s) => [s.text, s.reason])).toEqual([
      ["Os gatos têm acesso à varanda?", "Há gatos: telas de proteção."],
      ["Alguém trabalha em casa?", null],
    ]);
    for (const s of result.suggestions) expect(s.id).toMatch(/^ia-[0-9a-f]{8}$/);
    expect(new Set(result.suggestions.map((s) => s.id)).size).toBe(2);
    expect(ai.requests).toHaveLength(1);
    expect(JSON.stringify(ai.requests[0]!.messages)).toContain("2 gatos");
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(1);
  });

  it("garbage twice: the written rules, the generation given back, the provider asked twice", async () => {
    const { scope, briefing } = await studioWithBriefing({ pets: "2 gatos" });
    const ai = answering("Boa pergunta! Vou pensar.");
    const result = await followUps(scope, briefing.id, ai.engine);
    expect(result.generatedBy).toMatchObject({ source: "offline", label: FOLLOW_UPS_OFFLINE_LABEL });
    expect(result.suggestions.map((s) => s.id)).toContain("offline-pets-piso");
    expect(ai.requests).toHaveLength(2);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(0);
  });

  it("garbage, then the JSON array: the model's suggestions, one generation", async () => {
    const { scope, briefing } = await studioWithBriefing({ pets: "2 gatos" });
    const ai = answering("{não é json", MODEL_FOLLOW_UPS);
    const result = await followUps(scope, briefing.id, ai.engine);
    expect(result.generatedBy.source).toBe("ia");
    expect(result.suggestions).toHaveLength(2);
    expect(ai.requests).toHaveLength(2);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(1);
  });

  it("quota used up: a 402 unless allowOffline, and then the written rules, free", async () => {
    const { scope, briefing } = await studioWithBriefing({ pets: "2 gatos" }, 10);
    const ai = answering(MODEL_FOLLOW_UPS);
    const error = await rejection(followUps(scope, briefing.id, ai.engine));
    expect(error).toMatchObject({ status: 402, code: "quota_exceeded" });
    const result = await followUps(scope, briefing.id, ai.engine, true);
    expect(result.generatedBy.source).toBe("offline");
    expect(result.suggestions.map((s) => s.id)).toContain("offline-pets-piso");
    expect(ai.requests).toHaveLength(0);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(10);
  });

  it("another studio's briefing is 404 and costs nothing", async () => {
    const { briefing } = await studioWithBriefing({ pets: "2 gatos" });
    const stranger = await trialUser(ctx.database.db);
    const ai = answering(MODEL_FOLLOW_UPS);
    const error = await rejection(followUps(stranger, briefing.id, ai.engine));
    expect(error).toMatchObject({ status: 404, message: "Documento não encontrado." });
    expect(ai.requests).toHaveLength(0);
    expect(await usedGenerations(ctx.database.db, stranger.studioId)).toBe(0);
  });
});

const MODEL_PROGRAMME = JSON.stringify({
  ambientes: [
    { setor: "Social", ambiente: "Sala integrada", qtd: 1, m2_unitario: 32, observacoes: "4 moradores" },
    { setor: "Íntimo", ambiente: "Dormitório", qtd: "2", m2_unitario: "10,5", observacoes: "" },
    { setor: "Garagem", ambiente: "Vaga", qtd: 2, m2_unitario: 12.5 },
  ],
});

describe("the needs programme through the AI chain", () => {
  it("the model's rooms, marked to be checked, in a version written by the IA with provider and model", async () => {
    const { scope, projectId } = await studioWithBriefing(RESIDENTIAL);
    const ai = answering(MODEL_PROGRAMME);
    const { document, generatedBy } = await generateProgramme({ db: ctx.database.db, engine: ai.engine, scope, projectId, allowOffline: false });
    expect(generatedBy).toMatchObject({ source: "ia", provider: "primary", model: "modelo-teste" });
    expect(roomsOf(document).map((r) => [r.sector, r.name, r.quantity, r.unitArea, r.source])).toEqual([
      ["Social", "Sala integrada", 1, 32, AI_ROOM_SOURCE],
      ["Íntimo", "Dormitório", 2, 10.5, AI_ROOM_SOURCE],
      ["Garagem", "Vaga", 2, 12.5, AI_ROOM_SOURCE],
    ]);
    expect(document.version).toBe(2);
    expect(document.lastVersion.author).toEqual({ source: "ia", user: null, provider: "primary", model: "modelo-teste" });
    expect(JSON.stringify(ai.requests[0]!.messages)).toContain("Casa Jardins");
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(1);
  });

  it("the model's undersized rooms are raised to the written rules, each note saying so, and the label says the rules did it (decisions 073, 079)", async () => {
    const answers = { moradores: "5", rotina: "Recebemos 12 pessoas no almoço de domingo.", "vagas-garagem": "2", acessibilidade: "Meu pai usa cadeira de rodas.", banheiros: "1" };
    const { scope, projectId } = await studioWithBriefing(answers);
    const ai = answering(
      JSON.stringify({
        ambientes: [
          { setor: "Social", ambiente: "Sala de estar e jantar", qtd: 1, m2_unitario: 18, observacoes: "5 moradores" },
          { setor: "Serviço", ambiente: "Cozinha", qtd: 1, m2_unitario: 5 },
          { setor: "Íntimo", ambiente: "Banheiro", qtd: 1, m2_unitario: 3 },
          { setor: "Íntimo", ambiente: "Dormitório", qtd: 3, m2_unitario: 9 },
          { setor: "Garagem", ambiente: "Garagem", qtd: 1, m2_unitario: 18 },
        ],
      }),
    );
    const { document, generatedBy } = await generateProgramme({ db: ctx.database.db, engine: ai.engine, scope, projectId, allowOffline: false });
    const rooms = roomsOf(document);
    expect(rooms.map((r) => [r.name, r.quantity, r.unitArea])).toEqual([
      ["Sala de estar e jantar", 1, livingRoomSize(5, 12).area],
      ["Cozinha", 1, kitchenSize(5).area],
      ["Banheiro acessível", 1, accessibleBathroomArea()],
      ["Dormitório", 3, 9],
      ["Garagem", 1, parkingSize(2).area],
    ]);
    expect(accessibleBathroomArea()).toBeGreaterThanOrEqual(4.5);
    for (const room of rooms.filter((r) => r.name !== "Dormitório")) expect(room.notes, room.name).toMatch(/^Ajustado pela regra do Prancheta: a IA sugeriu [\d,]+ m², abaixo dos [\d,]+ m² que a regra pede para este briefing\. Regra: /);
    expect(rooms[0]!.notes).toContain("1,5 m² por convidado");
    expect(rooms[2]!).toMatchObject({ source: PROGRAMME_SOURCES.accessible });
    expect(rooms[3]!).toMatchObject({ source: AI_ROOM_SOURCE, notes: "" });
    // Who did what: the AI wrote the programme (its version, its generation), the rules raised four areas.
    expect(document.lastVersion.author).toEqual({ source: "ia", user: null, provider: "primary", model: "modelo-teste" });
    expect(generatedBy.source).toBe("ia");
    expect(generatedBy.label).toMatch(/^Gerado pela IA \(.+\): revise antes de usar\. As áreas de 4 ambientes ficaram abaixo das regras e foram ajustadas pelas regras do Prancheta, sem IA \(veja as observações\)\.$/);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(1);
  });

  it("garbage twice: the offline rooms, version written offline, nothing charged", async () => {
    const { scope, projectId } = await studioWithBriefing(RESIDENTIAL);
    const ai = answering("Segue o programa: sala, cozinha e quartos.");
    const { document, generatedBy } = await generateProgramme({ db: ctx.database.db, engine: ai.engine, scope, projectId, allowOffline: false });
    expect(generatedBy).toEqual(OFFLINE_GENERATED);
    expect(document.lastVersion.author.source).toBe("offline");
    expect(roomsOf(document).map((r) => r.name)).toContain("Suíte casal");
    expect(ai.requests).toHaveLength(2);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(0);
  });

  it("quota used up: a 402 that writes nothing; with allowOffline the offline rooms, free", async () => {
    const { scope, projectId } = await studioWithBriefing(RESIDENTIAL, 10);
    const ai = answering(MODEL_PROGRAMME);
    const error = await rejection(generateProgramme({ db: ctx.database.db, engine: ai.engine, scope, projectId, allowOffline: false }));
    expect(error).toMatchObject({ status: 402 });
    const programmes = await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, projectId));
    expect(programmes.map((r) => r.kind)).toEqual(["briefing"]);

    const { document } = await generateProgramme({ db: ctx.database.db, engine: ai.engine, scope, projectId, allowOffline: true });
    expect(document.lastVersion.author.source).toBe("offline");
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(10);
  });
});
