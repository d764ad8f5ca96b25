import { describe, expect, it } from "vitest";
import { BASIC_COST_LABEL, budgetSlide, budgetSummary, initialBudget } from "#domain/budget-defaults";
import { blocksToPlainText } from "#domain/rich-text";
import { offlineSection } from "./written-documents";
import { factsAsText } from "#server/ai/prompts/written-documents";
import { fullyFilledProjectFacts, offlineDeck } from "#test-support/project-facts-fixture";

/**
 * Decision 068: a simple budget's figure (CUB × área equivalente) is the basic cost, not the work's
 * total; the slide, the drafts and the budgets list name it so. "Total estimado" only when extras
 * or BDI made the figure one.
 */

const facts = fullyFilledProjectFacts();
const simple = facts.budget!;
const detailed = {
  ...simple,
  extras: simple.extras.map((e) => (e.kind === "fundacoes" ? { ...e, enabled: true, percent: 5 } : e)),
};

describe("the budget's figure named for what it is (decision 068)", () => {
  it("a simple budget's slide ends on the basic cost and says what it leaves out", () => {
    const slide = offlineDeck(facts).find((s) => s.kind === "figures" && s.heading === "Resumo do orçamento");
    expect(slide?.kind === "figures" && slide.items.at(-1)).toEqual({ label: BASIC_COST_LABEL, value: "R$ 540.000,00" });
    const text = JSON.stringify(slide);
    expect(text).not.toContain("Total estimado");
    expect(text).toContain("O custo básico não inclui fundações, projetos, taxas, equipamentos, elevador, BDI da construtora");
  });

  it("a budget with items outside the CUB ends on its estimated total", () => {
    const { items, note } = budgetSlide(detailed);
    expect(items.at(-1)).toEqual({ label: "Total estimado", value: "R$ 567.000,00" });
    expect(items.map((l) => l.label)).toContain("Custo pelo CUB (base)");
    expect(note).not.toContain("custo básico");
  });

  it("the drafts and the AI prompt never call the basic cost a total", () => {
    const economics = blocksToPlainText(offlineSection("justificativa", "aspectos-economicos", facts));
    expect(economics).toContain(`${BASIC_COST_LABEL}: R$ 540.000,00`);
    expect(economics).toContain("O custo básico não inclui fundações");
    expect(economics).not.toContain("Total estimado");
    expect(factsAsText(facts)).not.toContain("Total estimado");
    expect(factsAsText(facts)).toContain("O custo básico não inclui");
  });

  it("the budgets list knows which figure is the basic cost", () => {
    expect(budgetSummary(simple).basic).toBe(true);
    expect(budgetSummary(detailed).basic).toBe(false);
    const withBdi = initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 100 });
    expect(budgetSummary({ ...withBdi, bdi: { ...withBdi.bdi, enabled: true } }).basic).toBe(false);
  });
});
