import { describe, expect, it } from "vitest";
import { scanWrittenGaps } from "#domain/document-gaps";
import { computeFees } from "#domain/fees/fees";
import { blocksToPlainText } from "#domain/rich-text";
import { fullyFilledProjectFacts, projectFactsFixture } from "#test-support/project-facts-fixture";
import { buildProposal, sharePercent } from "./proposal-text";
import { proposalContentSchema } from "#domain/proposals/proposal.schema";
import { effectiveState, nextState } from "#domain/proposals/proposal-state";

/** R-PROP-1 and R-PROP-3 (decision 094): the proposal built from the fixture's facts and fees, and its state machine. */

const HOURLY = { directMonthly: 0, indirectMonthly: 0, productiveHours: 0, taxesBps: 0, profitBps: 0 };
/** R$ 39.690,00 (7,35% of R$ 540.000,00, decision 090) split 5/20/25/15/35 and paid 20/20/20/10/30. */
const FEES = computeFees(
  {
    method: "percentual-obra",
    percentage: { constructionCost: 54_000_000, percentBps: 735 },
    perSquareMetre: { area: 180, pricePerM2: 15_000 },
    fixed: { amount: 3_500_000 },
    stages: [
      { stage: "levantamento", bps: 500, hours: 0 },
      { stage: "estudo-preliminar", bps: 2_000, hours: 0 },
      { stage: "anteprojeto", bps: 2_500, hours: 0 },
      { stage: "projeto-legal", bps: 1_500, hours: 0 },
      { stage: "projeto-executivo", bps: 3_500, hours: 0 },
    ],
    milestones: [
      { trigger: "assinatura", bps: 2_000 },
      { trigger: "estudo-preliminar", bps: 2_000 },
      { trigger: "anteprojeto", bps: 2_000 },
      { trigger: "projeto-legal", bps: 1_000 },
      { trigger: "projeto-executivo", bps: 3_000 },
    ],
  },
  HOURLY,
);

const text = (content: ReturnType<typeof buildProposal>, key: string) => blocksToPlainText(content.sections.find((s) => s.key === key)!.blocks);

describe("buildProposal", () => {
  const facts = fullyFilledProjectFacts();
  const proposal = buildProposal(facts, FEES);

  it("is valid content of kind proposta, valid 30 days from the day it is written", () => {
    expect(proposalContentSchema.parse(proposal)).toEqual(proposal);
    expect(proposal.validUntil).toBe("2026-12-20");
    expect(buildProposal(facts, FEES, "2027-01-15").validUntil).toBe("2027-01-15");
  });

  it("uses every fact: client (agreeing with a couple), studio, CAU, project type, area and city", () => {
    const intro = text(proposal, "apresentacao");
    expect(intro).toContain("Olá, Juliana e Rafael Kowalski,");
    expect(intro).toContain("Estúdio Traço apresenta aos clientes Juliana e Rafael Kowalski esta proposta");
    expect(intro).toContain("Casa Araucária");
    expect(intro).toContain("Projeto residencial, com cerca de 180 m² de área construída, em Curitiba/PR.");
    expect(intro).toContain("Ana Arquiteta, CAU A12345-6");
    expect(text(proposal, "honorarios")).toContain("pelos contratantes");
    expect(text(proposal, "rrt")).toContain("por Ana Arquiteta, CAU A12345-6");
    expect(text(proposal, "assinatura")).toContain("Curitiba/PR, 20/11/2026.");
  });

  it("identifies the studio by its razão social and CNPJ in the closing when Configurações has them, and adds nothing otherwise (decision 105)", () => {
    const closing = text(buildProposal({ ...facts, studio: { ...facts.studio, legalName: "Traço Arquitetura Ltda.", cnpj: "11222333000181" } }, FEES), "assinatura");
    expect(closing).toContain("Traço Arquitetura Ltda. (Estúdio Traço), CNPJ 11.222.333/0001-81");
    expect(text(proposal, "assinatura")).not.toContain("CNPJ");
  });

  it("agrees with one woman and with a company", () => {
    const maria = text(buildProposal(projectFactsFixture({ studio: { name: "Estúdio Traço", cau: "A1", responsibleArchitect: "Ana", city: null, legalName: null, cnpj: null } }), FEES), "apresentacao");
    expect(maria).toContain("apresenta à cliente Maria Conceição");
    const company = buildProposal({ ...facts, client: { name: "Padaria Sol", kind: "empresa", addressForm: "formal" } }, FEES);
    expect(text(company, "apresentacao")).toContain("Prezada equipe da Padaria Sol,");
    expect(text(company, "apresentacao")).toContain("apresenta à empresa contratante Padaria Sol");
    expect(text(company, "honorarios")).toContain("pela contratante");
  });

  it("lists every included stage with its deliverables, and the stages left out under what is not included", () => {
    const scope = text(proposal, "escopo");
    for (const stage of ["Levantamento (LV-ARQ)", "Estudo preliminar (EP-ARQ)", "Anteprojeto (AP-ARQ)", "Projeto legal (PL-ARQ)", "Projeto executivo (PE-ARQ)"]) expect(scope).toContain(stage);
    expect(scope).toContain("Plantas, cortes e fachadas do partido arquitetônico");
    expect(text(proposal, "nao-incluido")).toContain("As etapas não listadas no escopo: Programa de necessidades (PN-ARQ), Estudo de viabilidade (EV-ARQ)");
  });

  it("prints the fee table to the cent, stage and payment amounts summing to the total", () => {
    const fees = proposal.sections.find((s) => s.key === "honorarios")!;
    const tables = fees.blocks.filter((b) => b.type === "table");
    expect(tables).toHaveLength(2);
    const rows = (i: number) => (tables[i] as { rows: { text: string }[][][] }).rows.map((r) => r.map((c) => c.map((x) => x.text).join("")));
    expect(rows(0)).toEqual([
      ["Etapa", "Parte", "Valor", "Pagamento"],
      ["Levantamento (LV-ARQ)", "5%", "R$ 1.984,50", "—"],
      ["Estudo preliminar (EP-ARQ)", "20%", "R$ 7.938,00", "R$ 7.938,00 na entrega da etapa"],
      ["Anteprojeto (AP-ARQ)", "25%", "R$ 9.922,50", "R$ 7.938,00 na entrega da etapa"],
      ["Projeto legal (PL-ARQ)", "15%", "R$ 5.953,50", "R$ 3.969,00 na entrega da etapa"],
      ["Projeto executivo (PE-ARQ)", "35%", "R$ 13.891,50", "R$ 11.907,00 na entrega da etapa"],
      ["Total", "100%", "R$ 39.690,00", ""],
    ]);
    expect(rows(1)[1]).toEqual(["1ª", "Na assinatura do contrato", "20%", "R$ 7.938,00"]);
    expect(rows(1).at(-1)).toEqual(["Total", "", "100%", "R$ 39.690,00"]);
    expect(FEES.stages.reduce((s, x) => s + x.amount, 0)).toBe(FEES.total);
    expect(FEES.milestones.reduce((s, x) => s + x.amount, 0)).toBe(FEES.total);
  });

  it("leaves only what the project does not hold as [completar], for the export check", () => {
    const gaps = scanWrittenGaps(proposal).map((g) => g.text);
    expect(gaps).toEqual([
      "revisões do levantamento",
      "prazo do levantamento",
      "revisões do estudo preliminar",
      "prazo do estudo preliminar",
      "revisões do anteprojeto",
      "prazo do anteprojeto",
      "revisões do projeto legal",
      "prazo do projeto legal",
      "revisões do projeto executivo",
      "prazo do projeto executivo",
      "forma de pagamento (Pix, boleto, transferência)",
      "quem paga a taxa do RRT: o escritório ou o contratante",
    ]);
    const bare = buildProposal(projectFactsFixture(), FEES);
    expect(scanWrittenGaps(bare).map((g) => g.text)).toEqual(expect.arrayContaining(["área construída", "número do CAU", "arquiteto responsável"]));
  });

  it("formats shares in pt-BR", () => {
    expect(sharePercent(3_334)).toBe("33,34%");
    expect(sharePercent(10_000)).toBe("100%");
  });
});

describe("proposal state", () => {
  it("expires a sent or seen proposal after its validity day, never a draft or an answered one", () => {
    expect(effectiveState("enviada", "2026-12-20", "2026-12-20")).toBe("enviada");
    expect(effectiveState("enviada", "2026-12-20", "2026-12-21")).toBe("expirada");
    expect(effectiveState("vista", "2026-12-20", "2026-12-21")).toBe("expirada");
    expect(effectiveState("aceita", "2026-12-20", "2027-06-01")).toBe("aceita");
    expect(effectiveState(null, "2026-12-20", "2027-06-01")).toBe("rascunho");
  });

  it("allows only the forward transitions, with pt-BR reasons otherwise", () => {
    const day = "2026-12-01";
    expect(nextState("rascunho", "enviar", "2026-12-20", day)).toEqual({ ok: true, state: "enviada" });
    expect(nextState("enviada", "aceitar", "2026-12-20", day)).toEqual({ ok: true, state: "aceita" });
    expect(nextState("vista", "recusar", "2026-12-20", day)).toEqual({ ok: true, state: "recusada" });
    expect(nextState("rascunho", "aceitar", "2026-12-20", day)).toEqual({ ok: false, message: "A proposta ainda é um rascunho: marque-a como enviada antes." });
    expect(nextState("aceita", "recusar", "2026-12-20", day)).toEqual({ ok: false, message: "A proposta já foi aceita. Para mudá-la, edite-a: a nova versão volta a rascunho." });
    expect(nextState("expirada", "aceitar", "2026-11-30", day)).toEqual({ ok: false, message: "A proposta expirou em 30/11/2026. Altere a validade e envie a nova versão." });
    expect(nextState("rascunho", "enviar", "2026-11-30", day)).toEqual({ ok: false, message: "A validade da proposta terminou em 30/11/2026: altere a data de validade antes de enviá-la." });
  });
});
