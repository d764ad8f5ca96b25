import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentGapsSchema } from "#domain/document-gaps.schema";
import { feesApi } from "#domain/contracts/fees";
import { projectProposalApi, proposalStateApi } from "#domain/contracts/proposals";
import type { ProjectDocument } from "#domain/documents.schema";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import { blocksToPlainText } from "#domain/rich-text";
import { proposalTransition, studio } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read, setPlan } from "#server/test/studio";
import { applyClientTransition } from "./proposals.service";

/**
 * R-PROP-1…4 over HTTP (decision 094): the proposal generated from the saved fees of the fixture
 * house (Casa Araucária, 180 m² in Curitiba-PR, for a couple), its versions and export check, the
 * state moved by the server with an injected clock, the portal's function, and studio scoping.
 */

/** The app's clock: 2026-12-03 12:00 in Brazil unless a test moves it. */
let now = new Date("2026-12-03T15:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => now });
});
afterAll(async () => {
  await ctx?.close();
});

type Architect = Awaited<ReturnType<typeof signedInUser>>;
type Proposal = Extract<ProjectDocument, { kind: "proposta" }>;

/** R$ 35.000,00 fixed, split 10/30/30/30 and paid 25 at signing and 25 at each of three deliveries. */
const INPUT: FeeCalculationInput = {
  method: "valor-fixo",
  percentage: { costOrigin: "informado", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
  perSquareMetre: { area: 180, pricePerM2: 15_000 },
  fixed: { amount: 3_500_000 },
  stages: [
    { stage: "levantamento", bps: 1_000, hours: 0 },
    { stage: "estudo-preliminar", bps: 3_000, hours: 0 },
    { stage: "anteprojeto", bps: 3_000, hours: 0 },
    { stage: "projeto-executivo", bps: 3_000, hours: 0 },
  ],
  milestones: [
    { trigger: "assinatura", bps: 2_500 },
    { trigger: "estudo-preliminar", bps: 2_500 },
    { trigger: "anteprojeto", bps: 2_500 },
    { trigger: "projeto-executivo", bps: 2_500 },
  ],
};

async function fixtureProject(architect: Architect, withFees = true) {
  await setPlan(ctx, architect.userId, "avancado");
  await ctx.database.db.update(studio).set({ cau: "A12345-6" }).where(eq(studio.id, architect.studioId));
  const c = await addClient(architect.client, { name: "Juliana e Rafael Kowalski", kind: "casal", addressForm: "informal" } as never);
  const project = await addProject(architect.client, { name: "Casa Araucária", clientId: c.id, standard: "alto", builtArea: 180, landPlot: { city: "Curitiba", state: "PR" } } as never);
  if (withFees) await architect.client.answer(feesApi.save, { params: { id: project.id }, body: INPUT });
  return project;
}

const sectionText = (doc: Proposal, key: string) => blocksToPlainText(doc.content.sections.find((s) => s.key === key)!.blocks);

async function generated(architect: Architect, projectId: string): Promise<Proposal> {
  const doc = await architect.client.answer(projectProposalApi.generate, { params: { id: projectId } });
  expect(doc.kind).toBe("proposta");
  return doc as Proposal;
}

describe("proposal: generation from the fees", () => {
  it("uses every fact: client, studio, CAU, project, each stage and amounts to the cent summing to the total", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const doc = await generated(ana, project.id);
    expect(doc.version).toBe(1);
    expect(doc.client.name).toBe("Juliana e Rafael Kowalski");
    expect(doc.content.validUntil).toBe("2027-01-02");
    const intro = sectionText(doc, "apresentacao");
    expect(intro).toContain("Olá, Juliana e Rafael Kowalski,");
    expect(intro).toContain("aos clientes Juliana e Rafael Kowalski");
    expect(intro).toContain("Projeto residencial, com cerca de 180 m² de área construída, em Curitiba/PR.");
    expect(intro).toContain("CAU A12345-6");
    const fees = doc.content.sections.find((s) => s.key === "honorarios")!;
    const [byStage, payments] = fees.blocks.filter((b) => b.type === "table") as Extract<(typeof fees.blocks)[number], { type: "table" }>[];
    const rows = (t: typeof byStage) => t!.rows.map((r) => r.map((c) => c.map((x) => x.text).join("")));
    expect(rows(byStage).slice(1)).toEqual([
      ["Levantamento (LV-ARQ)", "10%", "R$ 3.500,00", "—"],
      ["Estudo preliminar (EP-ARQ)", "30%", "R$ 10.500,00", "R$ 8.750,00 na entrega da etapa"],
      ["Anteprojeto (AP-ARQ)", "30%", "R$ 10.500,00", "R$ 8.750,00 na entrega da etapa"],
      ["Projeto executivo (PE-ARQ)", "30%", "R$ 10.500,00", "R$ 8.750,00 na entrega da etapa"],
      ["Total", "100%", "R$ 35.000,00", ""],
    ]);
    expect(rows(payments).map((r) => r[3])).toEqual(["Valor", "R$ 8.750,00", "R$ 8.750,00", "R$ 8.750,00", "R$ 8.750,00", "R$ 35.000,00"]);
    // Leaves out the stages not included, by name.
    expect(sectionText(doc, "nao-incluido")).toContain("Programa de necessidades (PN-ARQ), Estudo de viabilidade (EV-ARQ), Projeto legal (PL-ARQ)");
  });

  it("splits an odd total to the cent: the table's amounts sum to the fee exactly", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana, false);
    const body = { ...INPUT, fixed: { amount: 1_000_001 }, stages: INPUT.stages.map((s, i) => ({ ...s, bps: [3_334, 3_333, 3_333, 0][i]! })) };
    const saved = await ana.client.answer(feesApi.save, { params: { id: project.id }, body });
    const doc = await generated(ana, project.id);
    const table = doc.content.sections.find((s) => s.key === "honorarios")!.blocks.find((b) => b.type === "table") as { rows: { text: string }[][][] };
    const cents = table.rows.slice(1, -1).map((r) => Number(r[2]!.map((x) => x.text).join("").replace(/[^\d]/g, "")));
    expect(cents).toEqual(saved.result.stages.map((s) => s.amount));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(1_000_001);
  });

  it("refuses without saved fees (422 in pt-BR), and a proposal is never created empty", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana, false);
    const res = await ana.client.call(projectProposalApi.generate, { params: { id: project.id } });
    expect(res.status).toBe(422);
    expect(res.error?.message).toBe("Salve os honorários do projeto antes de gerar a proposta.");
    const opened = await ana.client.post(`/api/projects/${project.id}/documents`, { kind: "proposta" });
    expect(opened.status).toBe(422);
    // Nor copied from another project: it would name that project's client and fees.
    const other = await fixtureProject(ana);
    const source = await generated(ana, other.id);
    const copied = await ana.client.post(`/api/documents/${source.id}/duplicate`, { projectId: project.id });
    expect(copied.status).toBe(422);
    expect(await errorOf(copied)).toMatchObject({ fields: { projectId: expect.stringContaining("não é duplicada") as string } });
    expect(await ana.client.answer(projectProposalApi.get, { params: { id: project.id } })).toEqual({ documentId: null, status: null });
  });

  it("is gated like fees: after Esboço's trial a 403 naming the plans", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    await setPlan(ctx, ana.userId, "esboco");
    await ctx.database.db.update(studio).set({ trialEndsAt: new Date("2020-01-01T00:00:00Z") }).where(eq(studio.id, ana.studioId));
    const res = await ana.client.call(projectProposalApi.generate, { params: { id: project.id } });
    expect(res.status).toBe(403);
    expect(res.error?.message).toContain("/dashboard/planos");
    await setPlan(ctx, ana.userId, "avancado");
    expect((await ana.client.call(projectProposalApi.generate, { params: { id: project.id } })).status).toBe(200);
  });

  it("lists its [completar] before export (decision 071) and exports PDF and DOCX once confirmed", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const doc = await generated(ana, project.id);
    const gaps = await read(documentGapsSchema, await ana.client.get(`/api/documents/${doc.id}/gaps`));
    expect(gaps.gaps.map((g) => g.text)).toContain("quem paga a taxa do RRT: o escritório ou o contratante");
    expect(gaps.gaps[0]!.links[0]!.href).toBe(`/dashboard/projetos/${project.id}/proposta#secao-revisoes-prazos`);
    expect((await ana.client.get(`/api/documents/${doc.id}/export?format=pdf`)).status).toBe(409);
    const pdf = await ana.client.get(`/api/documents/${doc.id}/export?format=pdf&confirmar=1`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    const docx = await ana.client.get(`/api/documents/${doc.id}/export?format=docx&confirmar=1`);
    expect(docx.status).toBe(200);
  }, 60_000);
});

describe("proposal: state", () => {
  it("goes rascunho → enviada (who and when kept) → vista → aceita, and nothing after aceita", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const doc = await generated(ana, project.id);
    const draft = await ana.client.answer(proposalStateApi.get, { params: { id: doc.id } });
    expect(draft).toMatchObject({ state: "rascunho", label: "Rascunho", version: 1, validUntil: "2027-01-02", history: [] });
    const sent = await ana.client.answer(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: 1 } });
    expect(sent).toMatchObject({ state: "enviada", label: "Enviada" });
    expect(sent.history).toEqual([{ state: "enviada", version: 1, actor: { kind: "estudio", user: { id: ana.userId, name: expect.any(String) }, name: null }, at: now.toISOString() }]);
    const again = await ana.client.call(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: 1 } });
    expect(again.status).toBe(422);
    expect(again.error?.message).toBe("A proposta já foi enviada.");
    // The studio does not accept for the client.
    const accept = await ana.client.call(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "aceitar", version: 1 } });
    expect(accept.status).toBe(422);
    expect(accept.error?.fields?.action).toContain("Só o cliente");

    const seen = await applyClientTransition({ db: ctx.database.db, studioId: ana.studioId, documentId: doc.id, action: "ver", version: null, clientName: "Juliana Kowalski", now });
    expect(seen.state).toBe("vista");
    expect((await applyClientTransition({ db: ctx.database.db, studioId: ana.studioId, documentId: doc.id, action: "ver", version: null, now })).history).toHaveLength(2);
    const accepted = await applyClientTransition({ db: ctx.database.db, studioId: ana.studioId, documentId: doc.id, action: "aceitar", version: 1, clientName: "Juliana Kowalski", now });
    expect(accepted.state).toBe("aceita");
    expect(accepted.history[0]).toMatchObject({ state: "aceita", actor: { kind: "cliente", user: null, name: "Juliana Kowalski" } });
    await expect(applyClientTransition({ db: ctx.database.db, studioId: ana.studioId, documentId: doc.id, action: "recusar", version: 1, now })).rejects.toMatchObject({
      status: 422,
      message: "A proposta já foi aceita. Para mudá-la, edite-a: a nova versão volta a rascunho.",
    });
  });

  it("a new version returns to rascunho; the client cannot accept a version they did not see (409)", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const doc = await generated(ana, project.id);
    await ana.client.answer(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: 1 } });
    await applyClientTransition({ db: ctx.database.db, studioId: ana.studioId, documentId: doc.id, action: "recusar", version: 1, now });
    const saved = await ana.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: 1, content: { ...doc.content, validUntil: "2027-01-31" } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const status = await ana.client.answer(proposalStateApi.get, { params: { id: doc.id } });
    expect(status).toMatchObject({ state: "rascunho", version: 2, validUntil: "2027-01-31" });
    expect(status.history.map((h) => [h.state, h.version])).toEqual([["recusada", 1], ["enviada", 1]]);
    // Sending the old version is a 409: the page is behind.
    expect((await ana.client.call(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: 1 } })).status).toBe(409);
    await ana.client.answer(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: 2 } });
    // Regenerating from the fees is a new version too.
    expect((await generated(ana, project.id)).version).toBe(3);
    expect((await ana.client.answer(proposalStateApi.get, { params: { id: doc.id } })).state).toBe("rascunho");
    await ana.client.answer(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: 3 } });
    await expect(applyClientTransition({ db: ctx.database.db, studioId: ana.studioId, documentId: doc.id, action: "aceitar", version: 2, now })).rejects.toMatchObject({ status: 409 });
  });

  it("expires after the validity day by the injected clock, and then refuses accepting and sending", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const doc = await generated(ana, project.id);
    await ana.client.answer(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: 1 } });
    const before = now;
    try {
      // 2027-01-02 23:00 in Brazil is still the last valid day.
      now = new Date("2027-01-03T02:00:00Z");
      expect((await ana.client.answer(proposalStateApi.get, { params: { id: doc.id } })).state).toBe("enviada");
      now = new Date("2027-01-03T12:00:00Z");
      const expired = await ana.client.answer(proposalStateApi.get, { params: { id: doc.id } });
      expect(expired).toMatchObject({ state: "expirada", label: "Expirada" });
      await expect(applyClientTransition({ db: ctx.database.db, studioId: ana.studioId, documentId: doc.id, action: "aceitar", version: 1, now })).rejects.toMatchObject({
        status: 422,
        message: "A proposta expirou em 02/01/2027. Altere a validade e envie a nova versão.",
      });
      // A new version with a past validity cannot be sent either.
      await ana.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: 1, content: { ...doc.content, sections: doc.content.sections.slice(0, 3) } });
      const refused = await ana.client.call(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: 2 } });
      expect(refused.status).toBe(422);
      expect(refused.error?.message).toBe("A validade da proposta terminou em 02/01/2027: altere a data de validade antes de enviá-la.");
    } finally {
      now = before;
    }
  });

  it("refuses a bad validity date and a bad action with pt-BR 422s", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const doc = await generated(ana, project.id);
    const bad = await ana.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: 1, content: { ...doc.content, validUntil: "2027-02-30" } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain("Data de validade inválida: esse dia não existe.");
    const action = await ana.client.request("POST", `/api/documents/${doc.id}/proposal-state`, { action: "assinar", version: 1 });
    expect(action.status).toBe(422);
    expect(JSON.stringify(await action.json())).toContain("Ação inválida.");
  });
});

describe("proposal: scope", () => {
  it("answers 401 without a session and 404 for another studio's project or proposal, writing nothing", async () => {
    const anonymous = new TestClient(ctx);
    expect((await anonymous.call(projectProposalApi.generate, { params: { id: randomUUID() } })).status).toBe(401);
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const doc = await generated(ana, project.id);
    const bruno = await signedInUser(ctx);
    for (const id of [project.id, randomUUID()]) {
      const gen = await bruno.client.call(projectProposalApi.generate, { params: { id } });
      expect(gen.status).toBe(404);
      expect(gen.error?.message).toBe("Projeto não encontrado.");
      expect((await bruno.client.call(projectProposalApi.get, { params: { id } })).status).toBe(404);
    }
    for (const id of [doc.id, randomUUID()]) {
      const read = await bruno.client.call(proposalStateApi.get, { params: { id } });
      expect(read.status).toBe(404);
      expect(read.error?.message).toBe("Proposta não encontrada.");
      expect((await bruno.client.call(proposalStateApi.transition, { params: { id }, body: { action: "enviar", version: 1 } })).status).toBe(404);
    }
    // The portal's function is scoped by the studio its link belongs to.
    await expect(applyClientTransition({ db: ctx.database.db, studioId: bruno.studioId, documentId: doc.id, action: "ver", version: null, now })).rejects.toMatchObject({ status: 404 });
    expect(await ctx.database.db.select().from(proposalTransition).where(eq(proposalTransition.documentId, doc.id))).toEqual([]);
    expect((await ana.client.answer(projectProposalApi.get, { params: { id: project.id } })).documentId).toBe(doc.id);
  });
});
