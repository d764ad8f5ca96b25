import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bdiTermsFrom, computeBudget, formatMoney } from "#domain/budget";
import { budgetInput } from "#domain/budget-defaults";
import { formatPercent } from "#domain/charts/chart";
import type { BudgetContent } from "#domain/budget.schema";
import { budgetsApi } from "#domain/contracts/budgets";
import { documentsApi } from "#domain/contracts/documents";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { documentVersion } from "#server/db/schema";
import { stopPdfWorker } from "#server/export/pdf";
import { pdfText } from "#server/export/testing";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read, setPlan } from "#server/test/studio";

/** R-BUDGET-1, -7, -8 over HTTP: a budget is a project document with versions, plan rules and a PDF. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await stopPdfWorker();
  await ctx?.close();
});

type Architect = Awaited<ReturnType<typeof signedInUser>>;

async function budgetFor(architect: Architect, landPlot: Record<string, unknown> = { state: "SP" }) {
  const client = await addClient(architect.client, { name: "Lúcia Amaral" });
  const project = await addProject(architect.client, { name: "Casa Jequitibá", clientId: client.id, standard: "normal", builtArea: 150, landPlot } as never);
  const res = await architect.client.post(`/api/projects/${project.id}/documents`, { kind: "orcamento" });
  expect(res.status).toBe(201);
  return read(documentSchema, res) as Promise<Extract<ProjectDocument, { kind: "orcamento" }>>;
}

const save = (architect: Architect, doc: { id: string; version: number }, content: BudgetContent) => architect.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: doc.version, content });

describe("a project's budget", () => {
  it("starts from the project: its state's latest bundled CUB for its standard, with month and source, and its built area", async () => {
    const ana = await signedInUser(ctx);
    const doc = await budgetFor(ana);
    expect(doc.content.cub).toMatchObject({ uf: "SP", month: "2025-12", code: "R1-N", regime: "onerado", value: 2553.84, origin: "tabela" });
    expect(doc.content.cub.source).toContain("Sinduscon-SP");
    expect(doc.content.areas).toEqual([{ kind: "coberta", area: 150, coefficient: 1 }]);
    expect(doc.content.stages.reduce((s, x) => s + x.bps, 0)).toBe(10_000);
    expect(doc.content.bdi.enabled).toBe(false);
    const list = await ana.client.answer(documentsApi.list, { query: { kind: "orcamento" } });
    expect(list.map((d) => d.id)).toEqual([doc.id]);
  });

  it("takes the person's preferred state when the project has none", async () => {
    const ana = await signedInUser(ctx);
    expect((await ana.client.request("PUT", "/api/profile/preferences", { defaultUf: "RS", defaultStandard: null, aiTone: "formal" })).status).toBe(200);
    const doc = await budgetFor(ana, {});
    expect(doc.content.cub).toMatchObject({ uf: "RS", month: "2020-12", code: "R1-N", origin: "tabela" });
  });

  it("leaves the CUB to be typed when the state has no bundled table", async () => {
    const ana = await signedInUser(ctx);
    const doc = await budgetFor(ana, { state: "BA" });
    expect(doc.content.cub).toMatchObject({ uf: "BA", code: "R1-N", value: 0, origin: "proprio" });
  });

  it("keeps a CUB the architect typed for the studio's next budgets, and only for that studio", async () => {
    const ana = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const doc = await budgetFor(ana, { state: "BA" });
    const typed = { ...doc.content, cub: { ...doc.content.cub, month: "2026-10", value: 2234.56, source: "Sinduscon-BA, out/2026" } };
    expect((await save(ana, doc, typed)).status).toBe(200);
    const own = await ana.client.answer(budgetsApi.studioCub);
    expect(own).toMatchObject([{ uf: "BA", month: "2026-10", code: "R1-N", value: 2234.56, source: "Sinduscon-BA, out/2026" }]);
    expect(await other.client.answer(budgetsApi.studioCub)).toEqual([]);
    // A second save of the same month replaces the value rather than adding a row.
    expect((await save(ana, { id: doc.id, version: 2 }, { ...typed, cub: { ...typed.cub, value: 2240 } })).status).toBe(200);
    expect((await ana.client.answer(budgetsApi.studioCub)).map((c) => c.value)).toEqual([2240]);
  });

  it("keeps the finish levels typed beside a typed CUB, so the next budget's scenarios have them (R-BUDGET-9)", async () => {
    const ana = await signedInUser(ctx);
    const doc = await budgetFor(ana, { state: "BA" });
    const typed = { ...doc.content, cub: { ...doc.content.cub, month: "2026-10", value: 2234.56, levels: { "R1-B": 1900, "R1-A": 2800 }, source: "Sinduscon-BA, out/2026" } };
    expect((await save(ana, doc, typed)).status).toBe(200);
    const own = await ana.client.answer(budgetsApi.studioCub);
    expect(own.map((c) => [c.code, c.value]).sort()).toEqual([
      ["R1-A", 2800],
      ["R1-B", 1900],
      ["R1-N", 2234.56],
    ]);
  });

  it("takes its areas by kind from the project's needs programme (R-BUDGET-10)", async () => {
    const ana = await signedInUser(ctx);
    const client = await addClient(ana.client, { name: "Lúcia Amaral" });
    const project = await addProject(ana.client, { name: "Casa Jequitibá", clientId: client.id, standard: "normal", builtArea: 150, landPlot: { state: "SP" } } as never);
    const programme = await read(documentSchema, await ana.client.post(`/api/projects/${project.id}/documents`, { kind: "programa" }));
    const room = (id: string, name: string, unitArea: number) => ({ id, sector: "", name, quantity: 1, unitArea, notes: "", source: null });
    const rooms = [room("sala", "Sala de estar", 40), room("suite", "Suíte master", 20), room("garagem", "Garagem", 36), room("varanda", "Varanda", 14)];
    const saved = await ana.client.request("PUT", `/api/documents/${programme.id}`, { baseVersion: programme.version, content: { ...(programme.content as object), rooms, wallFactor: 0.2 } });
    expect(saved.status).toBe(200);
    const res = await ana.client.post(`/api/projects/${project.id}/documents`, { kind: "orcamento" });
    const doc = (await read(documentSchema, res)) as Extract<ProjectDocument, { kind: "orcamento" }>;
    expect(doc.content.areas).toEqual([
      { kind: "coberta", area: 72, coefficient: 1 },
      { kind: "garagem", area: 36, coefficient: 0.5 },
      { kind: "varanda", area: 14, coefficient: 0.75 },
    ]);
  });

  it("keeps every revision as a version; bad input is a pt-BR 422 and saves nothing", async () => {
    const ana = await signedInUser(ctx);
    const doc = await budgetFor(ana);
    const revised = { ...doc.content, areas: [...doc.content.areas, { kind: "garagem" as const, area: 30, coefficient: 0.5 }] };
    const ok = await save(ana, doc, revised);
    expect(ok.status).toBe(200);
    expect((await read(documentSchema, ok)).version).toBe(2);
    const bad = await save(ana, { id: doc.id, version: 2 }, { ...revised, stages: revised.stages.map((s, i) => (i === 0 ? { ...s, bps: s.bps + 1 } : s)), areas: [{ kind: "coberta", area: -1, coefficient: 1 }] });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toMatchObject({ "content.stages": "As etapas precisam somar 100%.", "content.areas.0.area": "A área não pode ser negativa." });
    expect(await ctx.database.db.select().from(documentVersion).where(eq(documentVersion.documentId, doc.id))).toHaveLength(2);
  });

  it("on Esboço is the simple one: BDI, extras and scenarios are a 403 naming the plan, until the studio upgrades", async () => {
    const ana = await signedInUser(ctx);
    const doc = await budgetFor(ana);
    const detailed: BudgetContent = {
      ...doc.content,
      bdi: { enabled: true, ...bdiTermsFrom("medio", 3, false) },
      extras: doc.content.extras.map((e) => (e.kind === "fundacoes" ? { ...e, enabled: true, percent: 5 } : e)),
      scenarios: true,
    };
    const refused = await save(ana, doc, detailed);
    expect(refused.status).toBe(403);
    const message = (await errorOf(refused)).message;
    expect(message).toContain("Projeto Avançado");
    expect(message).toContain("itens fora do CUB, BDI, cenários");
    expect(message).toContain("/dashboard/planos");
    await setPlan(ctx, ana.userId, "avancado");
    expect((await save(ana, doc, detailed)).status).toBe(200);
  });

  it("exports a branded PDF with the CUB reference, the total and what the CUB leaves out", async () => {
    const ana = await signedInUser(ctx);
    await setPlan(ctx, ana.userId, "avancado");
    const doc = await budgetFor(ana);
    const content: BudgetContent = {
      ...doc.content,
      areas: [{ kind: "coberta", area: 150, coefficient: 1 }, { kind: "garagem", area: 30.5, coefficient: 0.5 }, { kind: "varanda", area: 12.33, coefficient: 0.75 }],
      extras: doc.content.extras.map((e) => (e.kind === "fundacoes" ? { ...e, enabled: true, percent: 5 } : e.kind === "projetos" ? { ...e, enabled: true, mode: "value" as const, value: 3_000_000 } : e)),
      bdi: { enabled: true, ...bdiTermsFrom("medio", 3, false) },
      scenarios: true,
    };
    expect((await save(ana, doc, content)).status).toBe(200);
    const total = computeBudget(budgetInput(content)).total;
    expect(formatMoney(total)).toBe("R$ 608.077,42");
    const pdf = await ana.client.get(`/api/documents/${doc.id}/export?format=pdf`);
    expect(pdf.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
    for (const expected of ["Orçamento estimado", "Casa Jequitibá", "Lúcia Amaral", "dez/2025", "R1-N", "R$ 2.553,84", "174,50 m²", "R$ 445.645,08", "depende de sondagem", "23,54%", "R$ 608.077,42", "O que o CUB não inclui", "Elevador(es)", "NBR 12721", "R1-A"]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("draws the charts in the PDF: the stages' bars, R$/m² against the CUB and the scenarios, with their summaries (R-CHART-1)", async () => {
    const ana = await signedInUser(ctx);
    await setPlan(ctx, ana.userId, "avancado");
    const doc = await budgetFor(ana);
    const content: BudgetContent = { ...doc.content, bdi: { enabled: true, ...bdiTermsFrom("medio", 3, false) }, scenarios: true };
    expect((await save(ana, doc, content)).status).toBe(200);
    const t = computeBudget(budgetInput(content));
    const estrutura = t.stages.find((s) => s.id === "estrutura")!;
    const pdf = await ana.client.get(`/api/documents/${doc.id}/export?format=pdf`);
    expect(pdf.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
    // A bar's value label is drawn only in the chart ("R$ … · 19,44 %"; the table prints "19,44%").
    const bar = `${formatMoney(estrutura.amount)} · ${formatPercent(estrutura.bps / 100)}`;
    for (const expected of [
      bar,
      "Etapas cobertas pelo CUB. 13 etapas. Maior: Revestimentos e acabamentos (inclui pisos)",
      "CUB/m²: R$ 2.553,84",
      `Total estimado por m² de área real ${formatMoney(t.perM2!)}`,
      "Total estimado por m² de área real fica",
      "R1-N — Residência unifamiliar padrão normal (atual) R$ ",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});
