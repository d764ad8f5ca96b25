import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feesApi, hourlyCostApi } from "#domain/contracts/fees";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import { projectFees, studio, studioHourlyCost } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, joinStudio, read, setPlan } from "#server/test/studio";

/**
 * R-FEES-1…3 over HTTP (decision 090): the studio's hourly cost, a project's calculation with the
 * result computed by the server to the cent, studio scoping and pt-BR 422s. The figures are the
 * ones worked by hand in domain/fees/fees.test.ts (the fixture house: 180 m² in Curitiba-PR).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type Architect = Awaited<ReturnType<typeof signedInUser>>;

/** Custos diretos R$ 12.000,00, indiretos R$ 4.500,00, 140 h, impostos 8%, lucro 20% → R$ 117,86/h. */
const STUDIO_FIGURES = { directMonthly: 1_200_000, indirectMonthly: 450_000, productiveHours: 140, taxesBps: 800, profitBps: 2_000 };

const INPUT: FeeCalculationInput = {
  method: "percentual-obra",
  percentage: { costOrigin: "cub", constructionCost: 54_000_000, category: "residencial", complexity: "media", percentBps: 735 },
  perSquareMetre: { area: 180, pricePerM2: 15_000 },
  fixed: { amount: 3_500_000 },
  stages: [
    { stage: "levantamento", bps: 500, hours: 12 },
    { stage: "estudo-preliminar", bps: 2_000, hours: 40 },
    { stage: "anteprojeto", bps: 2_500, hours: 60 },
    { stage: "projeto-legal", bps: 1_500, hours: 24 },
    { stage: "projeto-executivo", bps: 3_500, hours: 120 },
  ],
  milestones: [
    { trigger: "assinatura", bps: 2_000 },
    { trigger: "estudo-preliminar", bps: 2_000 },
    { trigger: "anteprojeto", bps: 2_000 },
    { trigger: "projeto-legal", bps: 1_000 },
    { trigger: "projeto-executivo", bps: 3_000 },
  ],
};

/** The fixture house: 180 m², high standard, in Curitiba-PR, with a budget whose CUB R1-A is typed as R$ 3.000,00. */
async function fixtureProject(architect: Architect) {
  const c = await addClient(architect.client, { name: "Juliana e Rafael Kowalski" });
  const project = await addProject(architect.client, { name: "Casa Araucária", clientId: c.id, standard: "alto", builtArea: 180, landPlot: { city: "Curitiba", state: "PR" } } as never);
  const created = await architect.client.post(`/api/projects/${project.id}/documents`, { kind: "orcamento" });
  expect(created.status).toBe(201);
  const doc = (await read(documentSchema, created)) as Extract<ProjectDocument, { kind: "orcamento" }>;
  const content = { ...doc.content, cub: { ...doc.content.cub, uf: "PR", month: "2026-10", code: "R1-A", value: 3_000, origin: "proprio", source: "Sinduscon-PR, outubro de 2026" } };
  const saved = await architect.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: doc.version, content });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return { project, budgetId: doc.id };
}

describe("fees: session and scope", () => {
  it("answers 401 without a session", async () => {
    const anonymous = new TestClient(ctx);
    expect((await anonymous.call(hourlyCostApi.get)).status).toBe(401);
    expect((await anonymous.call(hourlyCostApi.save, { body: STUDIO_FIGURES })).status).toBe(401);
    expect((await anonymous.call(feesApi.get, { params: { id: randomUUID() } })).status).toBe(401);
    expect((await anonymous.call(feesApi.save, { params: { id: randomUUID() }, body: INPUT })).status).toBe(401);
  });

  it("answers 404 for another studio's project, an unknown one and a malformed id, and writes nothing", async () => {
    const ana = await signedInUser(ctx);
    const { project } = await fixtureProject(ana);
    await ana.client.answer(feesApi.save, { params: { id: project.id }, body: INPUT });
    const bruno = await signedInUser(ctx);
    await bruno.client.answer(hourlyCostApi.save, { body: STUDIO_FIGURES });
    for (const id of [project.id, randomUUID()]) {
      const read = await bruno.client.call(feesApi.get, { params: { id } });
      expect(read.status).toBe(404);
      expect(read.error?.message).toBe("Projeto não encontrado.");
      expect((await bruno.client.call(feesApi.save, { params: { id }, body: { ...INPUT, method: "valor-fixo" } })).status).toBe(404);
    }
    expect((await bruno.client.get("/api/projects/nao-e-um-id/fees")).status).toBe(404);
    const [row] = await ctx.database.db.select().from(projectFees).where(eq(projectFees.projectId, project.id));
    expect(row).toMatchObject({ studioId: ana.studioId, method: "percentual-obra", total: 3_969_000 });
  });
});

describe("fees: the studio's hourly cost", () => {
  it("starts with no figures (nothing assumed), then keeps the saved ones with the hourly cost they give", async () => {
    const ana = await signedInUser(ctx);
    expect(await ana.client.answer(hourlyCostApi.get)).toEqual({ directMonthly: 0, indirectMonthly: 0, productiveHours: 0, taxesBps: 0, profitBps: 0, hourlyCost: 0, updatedAt: null });
    // (R$ 12.000,00 + R$ 4.500,00) ÷ 140 h = R$ 117,857… → R$ 117,86
    const saved = await ana.client.answer(hourlyCostApi.save, { body: STUDIO_FIGURES });
    expect(saved).toEqual({ ...STUDIO_FIGURES, hourlyCost: 11_786, updatedAt: expect.any(String) });
    expect(await ana.client.answer(hourlyCostApi.get)).toEqual(saved);
    const changed = await ana.client.answer(hourlyCostApi.save, { body: { ...STUDIO_FIGURES, productiveHours: 132 } });
    expect(changed.hourlyCost).toBe(12_500);
    expect(await ctx.database.db.select().from(studioHourlyCost).where(eq(studioHourlyCost.studioId, ana.studioId))).toHaveLength(1);
  });

  it("is the owner's and admins' to change: a member reads it and gets 403 on a save", async () => {
    const owner = await signedInUser(ctx);
    await owner.client.answer(hourlyCostApi.save, { body: STUDIO_FIGURES });
    const member = await signedInUser(ctx);
    await joinStudio(ctx, member.userId, owner.studioId, "member");
    expect((await member.client.answer(hourlyCostApi.get)).hourlyCost).toBe(11_786);
    const refused = await member.client.call(hourlyCostApi.save, { body: { ...STUDIO_FIGURES, productiveHours: 1 } });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe("Só o proprietário ou um administrador do estúdio pode alterar o custo da hora.");
    const admin = await signedInUser(ctx);
    await joinStudio(ctx, admin.userId, owner.studioId, "admin");
    expect((await admin.client.answer(hourlyCostApi.save, { body: { ...STUDIO_FIGURES, productiveHours: 132 } })).hourlyCost).toBe(12_500);
  });

  it("refuses bad figures with pt-BR field errors", async () => {
    const ana = await signedInUser(ctx);
    const res = await ana.client.request("PUT", "/api/studio/hourly-cost", { directMonthly: 1.5, indirectMonthly: -1, productiveHours: 0, taxesBps: 5_001, profitBps: "vinte" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({
      directMonthly: "Custos diretos mensais: valor em centavos inteiros.",
      indirectMonthly: "Custos indiretos mensais não pode ser negativo.",
      productiveHours: "Horas produtivas por mês: informe um número maior que zero.",
      taxesBps: "Impostos pode ser no máximo 50%.",
      profitBps: "Lucro: informe um percentual.",
    });
  });
});

describe("fees: a project's calculation", () => {
  it("offers the project's area, category and its budget's construction cost before the first save", async () => {
    const ana = await signedInUser(ctx);
    const { project, budgetId } = await fixtureProject(ana);
    // R$ 3.000,00 × 180,00 m² equivalentes = R$ 540.000,00; no extras nor BDI, so the detailed total is the same.
    expect(await ana.client.answer(feesApi.get, { params: { id: project.id } })).toEqual({
      basis: { builtArea: 180, category: "residencial", budget: { basic: 54_000_000, detailed: 54_000_000, documentId: budgetId } },
      hourlyCost: { directMonthly: 0, indirectMonthly: 0, productiveHours: 0, taxesBps: 0, profitBps: 0, hourlyCost: 0, updatedAt: null },
      calculation: null,
    });
  });

  it("has no budget basis for a project without a budget", async () => {
    const ana = await signedInUser(ctx);
    const c = await addClient(ana.client, { name: "Carla" });
    const p = await addProject(ana.client, { name: "Sala", clientId: c.id, type: "comercial" });
    expect((await ana.client.answer(feesApi.get, { params: { id: p.id } })).basis).toEqual({ builtArea: null, category: "comercial", budget: null });
  });

  it("saves the calculation and answers every method's amount, the stages and the payments to the cent", async () => {
    const ana = await signedInUser(ctx);
    await ana.client.answer(hourlyCostApi.save, { body: STUDIO_FIGURES });
    const { project } = await fixtureProject(ana);
    const saved = await ana.client.answer(feesApi.save, { params: { id: project.id }, body: { ...INPUT, method: "custo-servico" } });
    // 256 h × R$ 117,86 = R$ 30.172,16; + 20% = R$ 36.206,59; ÷ 0,92 = R$ 39.354,99 (hand check in domain/fees/fees.test.ts)
    expect(saved.result.byMethod).toEqual({
      "percentual-obra": { cents: 3_969_000 },
      "custo-servico": { cents: 3_935_499 },
      "por-m2": { cents: 2_700_000 },
      "valor-fixo": { cents: 3_500_000 },
    });
    expect(saved.result.total).toBe(3_935_499);
    expect(saved.result.service).toEqual({ hourlyCost: 11_786, hours: 256, cost: 3_017_216, profit: 603_443, taxes: 314_840, fee: 3_935_499 });
    expect(saved.result.stages.map((s) => s.amount)).toEqual([196_775, 787_100, 983_875, 590_325, 1_377_424]);
    expect(saved.result.milestones.map((m) => [m.label, m.amount])).toEqual([
      ["Na assinatura do contrato", 787_100],
      ["Na entrega: Estudo preliminar", 787_100],
      ["Na entrega: Anteprojeto", 787_100],
      ["Na entrega: Projeto legal", 393_550],
      ["Na entrega: Projeto executivo", 1_180_649],
    ]);
    expect(saved.hourlyCost).toEqual(STUDIO_FIGURES);
    expect((await ana.client.answer(feesApi.get, { params: { id: project.id } })).calculation).toEqual(saved);
  });

  it("keeps the hourly cost it was saved with when the studio's figures change later", async () => {
    const ana = await signedInUser(ctx);
    await ana.client.answer(hourlyCostApi.save, { body: STUDIO_FIGURES });
    const { project } = await fixtureProject(ana);
    await ana.client.answer(feesApi.save, { params: { id: project.id }, body: { ...INPUT, method: "custo-servico" } });
    await ana.client.answer(hourlyCostApi.save, { body: { ...STUDIO_FIGURES, productiveHours: 100 } });
    const after = await ana.client.answer(feesApi.get, { params: { id: project.id } });
    expect(after.calculation?.result.total).toBe(3_935_499);
    expect(after.hourlyCost.hourlyCost).toBe(16_500);
    // Saved again, it takes the new figures: 256 h × R$ 165,00 = R$ 42.240,00; + 20% = R$ 50.688,00; ÷ 0,92 = R$ 55.095,652… → R$ 55.095,65
    const again = await ana.client.answer(feesApi.save, { params: { id: project.id }, body: { ...INPUT, method: "custo-servico" } });
    expect(again.result.total).toBe(5_509_565);
  });

  it("needs the studio's hourly cost before the cost-of-service method", async () => {
    const ana = await signedInUser(ctx);
    const { project } = await fixtureProject(ana);
    const refused = await ana.client.call(feesApi.save, { params: { id: project.id }, body: { ...INPUT, method: "custo-servico" } });
    expect(refused.status).toBe(422);
    expect(refused.error?.fields).toEqual({ method: "Para calcular pelo custo do serviço, preencha antes o custo da hora do escritório." });
    expect((await ana.client.answer(feesApi.save, { params: { id: project.id }, body: INPUT })).result.total).toBe(3_969_000);
  });

  it("refuses shares that do not sum to 100% and payments on a stage not included, in pt-BR, storing nothing", async () => {
    const ana = await signedInUser(ctx);
    const { project } = await fixtureProject(ana);
    const res = await ana.client.request("PUT", `/api/projects/${project.id}/fees`, {
      ...INPUT,
      stages: [{ stage: "anteprojeto", bps: 9_000, hours: 10 }],
      milestones: [{ trigger: "projeto-executivo", bps: 10_000 }],
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({
      stages: "As partes das etapas precisam somar 100%.",
      "milestones.0.trigger": "A parcela vence na entrega de uma etapa que não está incluída.",
    });
    expect(await ctx.database.db.select().from(projectFees).where(eq(projectFees.projectId, project.id))).toEqual([]);
  });
});

/** Decision 090 (plans): every paid plan and Esboço's trial save; after the trial, saving is a 403 and reading stays. */
describe("fees: plans", () => {
  const LOCKED =
    "Seu período de teste do plano Esboço terminou, e o cálculo de honorários faz parte dos planos Projeto Avançado, Projeto Premium e Obra-Prima. " +
    "Os cálculos já salvos continuam visíveis. Veja os planos em /dashboard/planos.";

  async function endTrial(studioId: string) {
    await ctx.database.db.update(studio).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(studio.id, studioId));
  }

  it("saves on a paid plan even with the trial over, and on Esboço during the trial", async () => {
    const ana = await signedInUser(ctx);
    const { project } = await fixtureProject(ana);
    // A new account is on Esboço, in its 7-day trial.
    expect((await ana.client.answer(feesApi.save, { params: { id: project.id }, body: INPUT })).result.total).toBe(3_969_000);
    expect((await ana.client.answer(hourlyCostApi.save, { body: STUDIO_FIGURES })).hourlyCost).toBe(11_786);
    await endTrial(ana.studioId);
    for (const plan of ["avancado", "premium", "obra-prima"] as const) {
      await setPlan(ctx, ana.userId, plan);
      const saved = await ana.client.answer(feesApi.save, { params: { id: project.id }, body: { ...INPUT, method: "valor-fixo" } });
      expect(saved.result.total, plan).toBe(3_500_000);
      expect((await ana.client.answer(hourlyCostApi.save, { body: { ...STUDIO_FIGURES, productiveHours: 132 } })).hourlyCost, plan).toBe(12_500);
    }
  });

  it("refuses both saves on Esboço after the trial with a pt-BR 403 naming the plans and Planos, changing nothing", async () => {
    const ana = await signedInUser(ctx);
    const { project } = await fixtureProject(ana);
    await endTrial(ana.studioId);
    const fees = await ana.client.call(feesApi.save, { params: { id: project.id }, body: INPUT });
    expect(fees.status).toBe(403);
    expect(fees.error).toMatchObject({ code: "forbidden", message: LOCKED });
    const hourly = await ana.client.call(hourlyCostApi.save, { body: STUDIO_FIGURES });
    expect(hourly.status).toBe(403);
    expect(hourly.error?.message).toBe(LOCKED);
    expect(await ctx.database.db.select().from(projectFees).where(eq(projectFees.projectId, project.id))).toEqual([]);
    expect(await ctx.database.db.select().from(studioHourlyCost).where(eq(studioHourlyCost.studioId, ana.studioId))).toEqual([]);
    // Another studio's project is still a 404 first, not a hint about the plan.
    expect((await ana.client.call(feesApi.save, { params: { id: randomUUID() }, body: INPUT })).status).toBe(404);
  });

  it("still reads what was saved after a downgrade to Esboço with the trial over", async () => {
    const ana = await signedInUser(ctx);
    await setPlan(ctx, ana.userId, "premium");
    await endTrial(ana.studioId);
    await ana.client.answer(hourlyCostApi.save, { body: STUDIO_FIGURES });
    const { project } = await fixtureProject(ana);
    const saved = await ana.client.answer(feesApi.save, { params: { id: project.id }, body: { ...INPUT, method: "custo-servico" } });
    await setPlan(ctx, ana.userId, "esboco");
    const read = await ana.client.answer(feesApi.get, { params: { id: project.id } });
    expect(read.calculation).toEqual(saved);
    expect(read.hourlyCost.hourlyCost).toBe(11_786);
    expect((await ana.client.answer(hourlyCostApi.get)).hourlyCost).toBe(11_786);
    expect((await ana.client.call(feesApi.save, { params: { id: project.id }, body: INPUT })).status).toBe(403);
    expect((await ana.client.answer(feesApi.get, { params: { id: project.id } })).calculation?.result.total).toBe(3_935_499);
  });

  it("tells a member the plan's reason too (the role is checked first on the hourly cost)", async () => {
    const owner = await signedInUser(ctx);
    const { project } = await fixtureProject(owner);
    await endTrial(owner.studioId);
    const member = await signedInUser(ctx);
    await joinStudio(ctx, member.userId, owner.studioId, "member");
    expect((await member.client.call(feesApi.save, { params: { id: project.id }, body: INPUT })).error?.message).toBe(LOCKED);
    expect((await member.client.call(hourlyCostApi.save, { body: STUDIO_FIGURES })).error?.message).toBe("Só o proprietário ou um administrador do estúdio pode alterar o custo da hora.");
  });
});
