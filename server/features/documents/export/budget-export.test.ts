import { describe, expect, it } from "vitest";
import { bdiTermsFrom } from "#domain/budget";
import { initialBudget } from "#domain/budget-defaults";
import { budgetExport } from "./budget-export";

const meta = { studioName: "Estúdio Traço", projectName: "Casa Jequitibá", clientName: "Lúcia Amaral", date: new Date("2026-11-23T15:00:00Z"), version: 2 };
const text = (doc: ReturnType<typeof budgetExport>) => JSON.stringify(doc.blocks);

describe("the budget's PDF model (R-BUDGET-7, R-BUDGET-8)", () => {
  it("heads a budget with nothing outside the CUB as its basic cost, saying what it leaves out, never as a total", () => {
    const simple = budgetExport(initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 150 }), meta);
    expect(text(simple)).toContain("Custo básico (CUB × área equivalente) — não inclui fundações, projetos, taxas, equipamentos, elevador, BDI da construtora nem os demais itens fora do CUB");
    expect(text(simple)).toContain("R$ 383.076,00");
    expect(text(simple)).not.toContain("Total estimado");
  });

  it("keeps the total for a budget with the BDI or lines outside the CUB", () => {
    const content = initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 150 });
    const detailed = budgetExport({ ...content, bdi: { enabled: true, ...bdiTermsFrom("medio", 3, false) } }, meta);
    expect(text(detailed)).toContain("Total estimado");
    expect(text(detailed)).not.toContain("Custo básico (CUB");
  });
});
