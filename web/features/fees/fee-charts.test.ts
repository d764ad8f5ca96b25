import { describe, expect, it } from "vitest";
import { computeFees } from "#domain/fees/fees";
import { EMPTY_CHART_MESSAGE, type Chart, type ChartResult, type ChartShape } from "#domain/charts/chart";
import { feeScheduleChart } from "./fee-charts";
import { cumulativePercents } from "./timeline-chart";

const drawn = (r: ChartResult): Chart => {
  if (r.kind !== "chart") throw new Error(`expected a chart, got: ${r.message}`);
  return r;
};
const rects = (c: Chart) => c.shapes.filter((s): s is Extract<ChartShape, { kind: "rect" }> => s.kind === "rect");

describe("the fee schedule on a timeline (R-CHART-2)", () => {
  type Trigger = "assinatura" | "estudo-preliminar" | "anteprojeto" | "projeto-executivo";
  const fees = (milestones: { trigger: Trigger; bps: number }[], amount = 3_000_000) =>
    computeFees(
      {
        method: "valor-fixo",
        percentage: { constructionCost: 0, percentBps: 0 },
        perSquareMetre: { area: 0, pricePerM2: 0 },
        fixed: { amount },
        stages: [
          { stage: "estudo-preliminar", bps: 3000, hours: 0 },
          { stage: "anteprojeto", bps: 3000, hours: 0 },
          { stage: "projeto-executivo", bps: 4000, hours: 0 },
        ],
        milestones,
      },
      { directMonthly: 0, indirectMonthly: 0, productiveHours: 0, profitBps: 0, taxesBps: 0 },
    );

  it("puts the payments in the order they fall due, bars proportional, with the running total", () => {
    const chart = drawn(
      feeScheduleChart(
        fees([
          { trigger: "projeto-executivo", bps: 5000 },
          { trigger: "assinatura", bps: 2000 },
          { trigger: "anteprojeto", bps: 3000 },
        ]),
      ),
    );
    expect(chart.table.rows).toEqual([
      ["1", "Na assinatura do contrato", "R$ 6.000,00", "20 %", "20 %"],
      ["2", "Na entrega: Anteprojeto", "R$ 9.000,00", "30 %", "50 %"],
      ["3", "Na entrega: Projeto executivo", "R$ 15.000,00", "50 %", "100 %"],
    ]);
    const [a, b, c] = rects(chart).map((r) => r.width) as [number, number, number];
    expect(a / c).toBeCloseTo(0.4, 10);
    expect(b / c).toBeCloseTo(0.6, 10);
    expect(chart.shapes.filter((s) => s.kind === "circle")).toHaveLength(3);
    expect(chart.summary).toBe(
      "Parcelas ao longo do projeto: 3 parcelas somando R$ 30.000,00, na ordem em que vencem. A primeira, na assinatura do contrato, é de R$ 6.000,00 (20 %). A maior, na entrega: projeto executivo, é de R$ 15.000,00 (50 %).",
    );
  });

  it("ends the running total at exactly 100 % with thirds", () => {
    expect(cumulativePercents([33.33, 33.33, 33.34].map((percent) => ({ label: "", amount: 1, percent })))).toEqual([33.33, 66.66, 100]);
  });

  it("says there is nothing to draw for a zero fee", () => {
    const zero = fees([{ trigger: "assinatura", bps: 10_000 }], 0);
    expect(feeScheduleChart(zero)).toMatchObject({ kind: "empty", message: EMPTY_CHART_MESSAGE });
  });
});
