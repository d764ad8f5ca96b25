import { describe, expect, it } from "vitest";
import { fieldErrors } from "#domain/field-errors";
import { feeCalculationInputSchema, hourlyCostInputSchema } from "./fees.schema";

/** R-FEES-1…3: bad input is refused with pt-BR messages on the field that is wrong. */
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

const errorsOf = (schema: typeof feeCalculationInputSchema | typeof hourlyCostInputSchema, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe("fee calculation input", () => {
  it("accepts a complete calculation", () => {
    expect(feeCalculationInputSchema.safeParse(VALID).success).toBe(true);
  });

  it("refuses shares that do not sum to 100%, repeated stages and payments on stages not included", () => {
    expect(
      errorsOf(feeCalculationInputSchema, {
        ...VALID,
        stages: [
          { stage: "estudo-preliminar", bps: 4_000, hours: 40 },
          { stage: "estudo-preliminar", bps: 5_000, hours: 1 },
        ],
      }),
    ).toEqual({ stages: "Cada etapa entra uma vez só.", "milestones.1.trigger": "A parcela vence na entrega de uma etapa que não está incluída." });
    expect(errorsOf(feeCalculationInputSchema, { ...VALID, stages: [{ stage: "anteprojeto", bps: 9_999, hours: 1 }] })).toEqual({
      stages: "As partes das etapas precisam somar 100%.",
      "milestones.1.trigger": "A parcela vence na entrega de uma etapa que não está incluída.",
    });
    expect(errorsOf(feeCalculationInputSchema, { ...VALID, milestones: [{ trigger: "assinatura", bps: 5_000 }] })).toEqual({ milestones: "As parcelas precisam somar 100%." });
  });

  it("names each wrong field in pt-BR", () => {
    expect(
      errorsOf(feeCalculationInputSchema, {
        ...VALID,
        method: "por-hora",
        percentage: { costOrigin: "cub", constructionCost: 12.5, category: "galpao", complexity: "media", percentBps: 10_001 },
        perSquareMetre: { area: 180.555, pricePerM2: -1 },
        fixed: { amount: "mil" },
      }),
    ).toEqual({
      method: "Escolha o método de cálculo.",
      "percentage.constructionCost": "Custo da obra: valor em centavos inteiros.",
      "percentage.category": "Escolha a categoria.",
      "percentage.percentBps": "O percentual sobre o custo da obra pode ser no máximo 100%.",
      "perSquareMetre.area": "A área: use no máximo 2 casas decimais.",
      "perSquareMetre.pricePerM2": "O valor do m² não pode ser negativo.",
      "fixed.amount": "O valor fixo: informe um valor.",
    });
  });
});

describe("studio hourly cost input", () => {
  it("needs productive hours above zero and taxes up to 50%", () => {
    expect(hourlyCostInputSchema.safeParse({ directMonthly: 1_200_000, indirectMonthly: 450_000, productiveHours: 140, taxesBps: 800, profitBps: 2_000 }).success).toBe(true);
    expect(errorsOf(hourlyCostInputSchema, { directMonthly: -1, indirectMonthly: 0, productiveHours: 0, taxesBps: 6_000, profitBps: 2.5 })).toEqual({
      directMonthly: "Custos diretos mensais não pode ser negativo.",
      productiveHours: "Horas produtivas por mês: informe um número maior que zero.",
      taxesBps: "Impostos pode ser no máximo 50%.",
      profitBps: "Lucro: percentual com até 2 casas decimais.",
    });
  });
});
