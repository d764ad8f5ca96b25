import { describe, expect, it } from "vitest";
import { formatMoney } from "#domain/budget";
import { initialBudget } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";
import {
  computeFees,
  constructionCostFromBudget,
  constructionCostFromCub,
  equalShares,
  hourlyCost,
  milestonesFromStages,
  percentOfCost,
  perSquareMetre,
  serviceFee,
  sharesFromHours,
  splitByShares,
  type FeeInput,
  type HourlyCostInputs,
} from "./fees";

/**
 * R-FEES-1…3, decision 090. The fixture project (test-support/project-facts-fixture.ts): Casa
 * Araucária, a 180 m² house in Curitiba-PR, high standard, CUB R1-A typed as R$ 3.000,00/m²
 * (Sinduscon-PR, out/2026). Every expected figure is worked by hand in the comment above it.
 * The percentages, hours and costs are a studio's own inputs for the example, not references.
 */
const fixtureBudget = (): BudgetContent => ({
  ...initialBudget({ type: "residencial", standard: "alto", state: "PR", builtArea: 180 }),
  cub: { uf: "PR", month: "2026-10", code: "R1-A", regime: "onerado", value: 3_000, origin: "proprio", source: "Sinduscon-PR, outubro de 2026" },
});

/** Custos diretos R$ 12.000,00, indiretos R$ 4.500,00, 140 h produtivas, impostos 8%, lucro 20%. */
const STUDIO: HourlyCostInputs = { directMonthly: 1_200_000, indirectMonthly: 450_000, productiveHours: 140, taxesBps: 800, profitBps: 2_000 };

/** Levantamento 12 h, estudo preliminar 40 h, anteprojeto 60 h, projeto legal 24 h, executivo 120 h. */
const STAGES: FeeInput["stages"] = [
  { stage: "levantamento", bps: 500, hours: 12 },
  { stage: "estudo-preliminar", bps: 2_000, hours: 40 },
  { stage: "anteprojeto", bps: 2_500, hours: 60 },
  { stage: "projeto-legal", bps: 1_500, hours: 24 },
  { stage: "projeto-executivo", bps: 3_500, hours: 120 },
];

describe("(a) percentage of the construction cost", () => {
  it("takes the fixture's construction cost from its budget: CUB × área equivalente", () => {
    // 180 m² coberta × coeficiente 1,00 = 180,00 m² equivalentes; R$ 3.000,00 × 180,00 = R$ 540.000,00.
    // No extras and no BDI: the detailed total is the basic cost.
    expect(constructionCostFromBudget(fixtureBudget())).toEqual({ basic: 54_000_000, detailed: 54_000_000 });
    expect(constructionCostFromCub(3_000, 180)).toBe(54_000_000);
  });

  it("takes the detailed total when the budget has extras and a BDI", () => {
    // Fundações 5% do custo básico = R$ 27.000,00 → obra R$ 567.000,00;
    // BDI médio do TCU com ISS 3% = 23,54% → R$ 567.000,00 × 0,2354 = R$ 133.471,80;
    // total R$ 567.000,00 + R$ 133.471,80 = R$ 700.471,80.
    const budget = fixtureBudget();
    budget.extras = budget.extras.map((e) => (e.kind === "fundacoes" ? { ...e, enabled: true, mode: "percent" as const, percent: 5 } : { ...e, enabled: false }));
    budget.bdi = { ...budget.bdi, enabled: true, ac: 4, sg: 0.8, r: 1.27, df: 1.23, l: 7.4, pis: 0.65, cofins: 3, iss: 3, cprb: 0 };
    expect(constructionCostFromBudget(budget)).toEqual({ basic: 54_000_000, detailed: 70_047_180 });
  });

  it("applies the studio's percentage in basis points, rounding once", () => {
    // R$ 540.000,00 × 7,35% = R$ 39.690,00
    expect(percentOfCost(54_000_000, 735)).toBe(3_969_000);
    expect(formatMoney(percentOfCost(54_000_000, 735))).toBe("R$ 39.690,00");
    // R$ 123.456,78 × 7,35% = R$ 9.074,0733… → R$ 9.074,07
    expect(percentOfCost(12_345_678, 735)).toBe(907_407);
    // R$ 0,07 × 50% = 3,5 centavos → 4 (half up)
    expect(percentOfCost(7, 5_000)).toBe(4);
  });
});

describe("(b) cost of the service", () => {
  it("divides the month's direct and indirect costs by the productive hours", () => {
    // (R$ 12.000,00 + R$ 4.500,00) ÷ 140 h = R$ 117,857… → R$ 117,86/h
    expect(hourlyCost(STUDIO)).toBe(11_786);
    // ÷ 132 h = R$ 125,00/h exactly
    expect(hourlyCost({ ...STUDIO, productiveHours: 132 })).toBe(12_500);
    // 158,5 h: R$ 16.500,00 ÷ 158,5 = R$ 104,1009… → R$ 104,10
    expect(hourlyCost({ ...STUDIO, productiveHours: 158.5 })).toBe(10_410);
    expect(hourlyCost({ ...STUDIO, productiveHours: 0 })).toBe(0);
  });

  it("adds profit on the cost and grosses up for the taxes on the billed amount", () => {
    // 12 + 40 + 60 + 24 + 120 = 256 h × R$ 117,86 = R$ 30.172,16 (custo)
    // lucro 20%: R$ 6.034,432 → R$ 6.034,43; custo + lucro = R$ 36.206,59
    // ÷ (1 − 8%) = R$ 39.354,9891… → R$ 39.354,99; impostos = R$ 39.354,99 − R$ 36.206,59 = R$ 3.148,40
    // (check: 8% de R$ 39.354,99 = R$ 3.148,3992 ≈ R$ 3.148,40)
    expect(serviceFee(STUDIO, STAGES.map((s) => s.hours))).toEqual({
      hourlyCost: 11_786,
      hours: 256,
      cost: 3_017_216,
      profit: 603_443,
      taxes: 314_840,
      fee: 3_935_499,
    });
  });

  it("takes hours with 2 decimals and no profit or taxes as the bare cost", () => {
    // 10,25 h + 0,5 h = 10,75 h × R$ 125,00 = R$ 1.343,75
    expect(serviceFee({ ...STUDIO, productiveHours: 132, taxesBps: 0, profitBps: 0 }, [10.25, 0.5])).toMatchObject({ hours: 10.75, cost: 134_375, profit: 0, taxes: 0, fee: 134_375 });
  });
});

describe("(c) per m² and (d) fixed", () => {
  it("multiplies the area by the price of the m², rounding once", () => {
    // 180 m² × R$ 150,00 = R$ 27.000,00
    expect(perSquareMetre(180, 15_000)).toBe(2_700_000);
    // 180,55 m² × R$ 123,45 = R$ 22.288,8975 → R$ 22.288,90
    expect(perSquareMetre(180.55, 12_345)).toBe(2_228_890);
  });
});

describe("stages and payments", () => {
  it("split a total so the parts sum to it exactly, the cents left going to the largest remainders", () => {
    // R$ 39.354,99 by 5% / 20% / 25% / 15% / 35%:
    //   exact 196.774,95 · 787.099,80 · 983.874,75 · 590.324,85 · 1.377.424,65 centavos
    //   floors sum to 3.935.495: 4 cents left → to .95 (levantamento), .85 (legal), .80 (EP), .75 (AP)
    expect(splitByShares(3_935_499, STAGES.map((s) => s.bps))).toEqual([196_775, 787_100, 983_875, 590_325, 1_377_424]);
    // 10 centavos in three equal parts: 4 + 3 + 3 (ties: the first listed)
    expect(splitByShares(10, [3_334, 3_333, 3_333])).toEqual([4, 3, 3]);
    for (const total of [0, 1, 99, 3_969_000, 3_935_499, 123_456_789]) {
      expect(splitByShares(total, STAGES.map((s) => s.bps)).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it("offer equal shares and the hours' shares, each summing to 100%", () => {
    expect(equalShares(3)).toEqual([3_334, 3_333, 3_333]);
    expect(equalShares(5)).toEqual([2_000, 2_000, 2_000, 2_000, 2_000]);
    expect(equalShares(0)).toEqual([]);
    // 12/256 = 4,6875% · 40/256 = 15,625% · 60/256 = 23,4375% · 24/256 = 9,375% · 120/256 = 46,875%
    //   → 468,75 · 1.562,5 · 2.343,75 · 937,5 · 4.687,5 bps; floors 9.997, 3 left → .75, .75, then .5 (first listed: EP)
    expect(sharesFromHours(STAGES.map((s) => s.hours))).toEqual([469, 1_563, 2_344, 937, 4_687]);
  });

  it("start the payments as one per stage, at its delivery", () => {
    expect(milestonesFromStages(STAGES)).toEqual(STAGES.map((s) => ({ trigger: s.stage, bps: s.bps })));
  });
});

describe("computeFees: the fixture project by each method", () => {
  const input = (method: FeeInput["method"]): FeeInput => ({
    method,
    percentage: { constructionCost: 54_000_000, percentBps: 735 },
    perSquareMetre: { area: 180, pricePerM2: 15_000 },
    fixed: { amount: 3_500_000 },
    stages: STAGES,
    milestones: [
      { trigger: "assinatura", bps: 2_000 },
      { trigger: "estudo-preliminar", bps: 2_000 },
      { trigger: "anteprojeto", bps: 2_000 },
      { trigger: "projeto-legal", bps: 1_000 },
      { trigger: "projeto-executivo", bps: 3_000 },
    ],
  });

  it("gives every method's amount and takes the chosen one as the total", () => {
    const result = computeFees(input("percentual-obra"), STUDIO);
    // 7,35% × R$ 540.000,00 · 256 h (above) · 180 m² × R$ 150,00 · R$ 35.000,00
    expect(result.byMethod).toEqual({
      "percentual-obra": { cents: 3_969_000 },
      "custo-servico": { cents: 3_935_499 },
      "por-m2": { cents: 2_700_000 },
      "valor-fixo": { cents: 3_500_000 },
    });
    expect(result.total).toBe(3_969_000);
    // R$ 39.690,00 × 5/20/25/15/35% = 1.984,50 · 7.938,00 · 9.922,50 · 5.953,50 · 13.891,50 (no cents left)
    expect(result.stages.map((s) => s.amount)).toEqual([198_450, 793_800, 992_250, 595_350, 1_389_150]);
    expect(computeFees(input("valor-fixo"), STUDIO).total).toBe(3_500_000);
    expect(computeFees(input("por-m2"), STUDIO).total).toBe(2_700_000);
  });

  it("splits the cost-of-service total into payments tied to deliveries, summing exactly", () => {
    const result = computeFees(input("custo-servico"), STUDIO);
    expect(result.total).toBe(3_935_499);
    // R$ 39.354,99 × 20/20/20/10/30%: exact 787.099,8 ×3 · 393.549,9 · 1.180.649,7; floors 3.935.495,
    // 4 cents → .9 (legal), then the .8 ties in order (assinatura, EP, AP)
    expect(result.milestones).toEqual([
      { trigger: "assinatura", label: "Na assinatura do contrato", bps: 2_000, amount: 787_100 },
      { trigger: "estudo-preliminar", label: "Na entrega: Estudo preliminar", bps: 2_000, amount: 787_100 },
      { trigger: "anteprojeto", label: "Na entrega: Anteprojeto", bps: 2_000, amount: 787_100 },
      { trigger: "projeto-legal", label: "Na entrega: Projeto legal", bps: 1_000, amount: 393_550 },
      { trigger: "projeto-executivo", label: "Na entrega: Projeto executivo", bps: 3_000, amount: 1_180_649 },
    ]);
    expect(result.milestones.reduce((s, m) => s + m.amount, 0)).toBe(3_935_499);
    expect(result.stages.map((s) => s.amount)).toEqual([196_775, 787_100, 983_875, 590_325, 1_377_424]);
  });
});
