import { describe, expect, it } from "vitest";
import { fieldErrors } from "#domain/field-errors";
import { bpsFromText, centsFromText, feeFormSchema, feeFormValues, hourlyCostFormSchema, hourlyCostFormValues } from "./fees-form";

/** R-FEES-1…3: the page's forms read pt-BR text and refuse what the API refuses. */
const VALID = {
  method: "percentual-obra",
  percentage: { costOrigin: "cub", constructionCost: 54_000_000, category: "residencial", complexity: "media", percentBps: 735 },
  perSquareMetre: { area: 180, pricePerM2: 15_000 },
  fixed: { amount: 3_500_000 },
  stages: [
    { stage: "estudo-preliminar", bps: 4_000, hours: 40 },
    { stage: "projeto-executivo", bps: 6_000, hours: 120.5 },
  ],
  milestones: [
    { trigger: "assinatura", bps: 3_000 },
    { trigger: "projeto-executivo", bps: 7_000 },
  ],
};

describe("the page's forms", () => {
  it("read pt-BR text as cents, basis points and numbers, and back", () => {
    expect(centsFromText("540.000,00")).toBe(54_000_000);
    expect(centsFromText("117,86")).toBe(11_786);
    expect(centsFromText("0,29")).toBe(29);
    expect(centsFromText("1,005")).toBe(100.5);
    expect(centsFromText("")).toBeNull();
    expect(bpsFromText("7,35")).toBe(735);
    expect(bpsFromText("0,07")).toBe(7);
    const parsed = feeFormSchema.parse(feeFormValues(VALID as never));
    expect(parsed).toEqual(VALID);
    const figures = { directMonthly: 1_200_000, indirectMonthly: 450_000, productiveHours: 140.5, taxesBps: 800, profitBps: 2_000 };
    expect(hourlyCostFormValues(figures)).toEqual({ directMonthly: "12.000,00", indirectMonthly: "4.500,00", productiveHours: "140,5", taxesBps: "8", profitBps: "20" });
    expect(hourlyCostFormSchema.parse(hourlyCostFormValues(figures))).toEqual(figures);
  });

  it("refuse what the API refuses, with its messages on the same paths", () => {
    const values = feeFormValues(VALID as never);
    const bad = { ...values, percentage: { ...values.percentage, constructionCost: "", percentBps: "7,355" }, fixed: { amount: "mil" } };
    const parsed = feeFormSchema.safeParse(bad);
    expect(parsed.success ? {} : fieldErrors(parsed.error.issues)).toEqual({
      "percentage.constructionCost": "Custo da obra: informe um valor.",
      "percentage.percentBps": "O percentual sobre o custo da obra: percentual com até 2 casas decimais.",
      "fixed.amount": "O valor fixo: informe um valor.",
    });
  });

  it("count another method's blank inputs as 0, never the chosen one's", () => {
    const values = feeFormValues({ ...VALID, method: "valor-fixo" } as never);
    const blanks = { ...values, percentage: { ...values.percentage, constructionCost: "", percentBps: "" }, perSquareMetre: { area: "", pricePerM2: "" }, stages: values.stages.map((s) => ({ ...s, hours: "" })) };
    const parsed = feeFormSchema.parse(blanks);
    expect(parsed.percentage).toMatchObject({ constructionCost: 0, percentBps: 0 });
    expect(parsed.perSquareMetre).toEqual({ area: 0, pricePerM2: 0 });
    expect(parsed.stages.map((s) => s.hours)).toEqual([0, 0]);
    const chosen = feeFormSchema.safeParse({ ...blanks, method: "por-m2" });
    expect(chosen.success ? {} : fieldErrors(chosen.error.issues)).toEqual({ "perSquareMetre.area": "A área: informe um número.", "perSquareMetre.pricePerM2": "O valor do m²: informe um valor." });
  });
});
