import { describe, expect, it } from "vitest";
import { initialBudget } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";
import { barChart, BAR_TOP, ROW } from "./bar-chart";
import { budgetCharts } from "./budget-charts";
import { chartPalette, contrastRatio, EMPTY_CHART_MESSAGE, formatPercent, type Chart, type ChartResult, type ChartShape } from "./chart";
import { chartSvg, svgMarkup } from "./svg";

const drawn = (r: ChartResult): Chart => {
  if (r.kind !== "chart") throw new Error(`expected a chart, got: ${r.message}`);
  return r;
};
const rects = (c: Chart) => c.shapes.filter((s): s is Extract<ChartShape, { kind: "rect" }> => s.kind === "rect");
const texts = (c: Chart) => c.shapes.filter((s): s is Extract<ChartShape, { kind: "text" }> => s.kind === "text").map((s) => s.text);

/** A budget of three stages: R$ 2.000,00/m² × 100 m² = R$ 200.000,00, split 50/30/20. */
function threeStages(over: Partial<BudgetContent> = {}): BudgetContent {
  const base = initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 100 });
  return {
    ...base,
    cub: { ...base.cub, value: 2000 },
    areas: [{ kind: "coberta", area: 100, coefficient: 1 }],
    stages: [
      { id: "estrutura", bps: 5000 },
      { id: "alvenaria", bps: 3000 },
      { id: "pintura", bps: 2000 },
    ],
    ...over,
  };
}

describe("pt-BR figures", () => {
  it("writes percentages as 12,5 % with up to two decimals", () => {
    expect(formatPercent(12.5)).toBe("12,5 %");
    expect(formatPercent(7.69)).toBe("7,69 %");
    expect(formatPercent(10)).toBe("10 %");
  });
});

describe("the budget's stages as bars (R-CHART-1)", () => {
  it("draws a three-stage budget with bars proportional to the amounts, checked by hand", () => {
    const chart = drawn(budgetCharts(threeStages()).stages);
    // Widest value label: "R$ 100.000,00 · 50 %", 20 characters × 10 × 0,56 = 112; the plot is
    // 360 − 2 × 4 − 5 − 112 = 235, the largest bar's length. 30 % → 141, 20 % → 94.
    expect(rects(chart).map((r) => r.width)).toEqual([235, 141, 94]);
    expect(rects(chart).map((r) => r.x)).toEqual([4, 4, 4]);
    expect(rects(chart).map((r) => r.y)).toEqual([BAR_TOP, ROW + BAR_TOP, 2 * ROW + BAR_TOP]);
    expect(chart.height).toBe(3 * ROW);
    expect(texts(chart)).toEqual(["Estrutura", "R$ 100.000,00 · 50 %", "Alvenaria", "R$ 60.000,00 · 30 %", "Pintura", "R$ 40.000,00 · 20 %"]);
    // Each value label starts 5 units after its bar's end, inside the viewBox.
    const values = chart.shapes.filter((s) => s.kind === "text" && s.text.startsWith("R$"));
    expect(values.map((s) => (s.kind === "text" ? s.x : 0))).toEqual([244, 150, 103]);
    expect(chart.table).toEqual({
      columns: ["Etapa", "Valor", "%"],
      rows: [
        ["Estrutura", "R$ 100.000,00", "50 %"],
        ["Alvenaria", "R$ 60.000,00", "30 %"],
        ["Pintura", "R$ 40.000,00", "20 %"],
      ],
    });
    expect(chart.summary).toBe("Etapas cobertas pelo CUB. Estrutura: R$ 100.000,00 · 50 %; Alvenaria: R$ 60.000,00 · 30 %; Pintura: R$ 40.000,00 · 20 %.");
    expect(chart.label).toBe("Gráfico de barras horizontais: valor e percentual de cada etapa na base de R$ 200.000,00");
  });

  it("keeps the bars proportional whatever the values", () => {
    const chart = drawn(barChart({ title: "T", what: "w", category: "c", noun: ["x", "xs"], bars: [{ label: "a", value: 123_457 }, { label: "b", value: 61_728 }, { label: "c", value: 1 }] }));
    const [a, b, c] = rects(chart).map((r) => r.width) as [number, number, number];
    expect(b / a).toBeCloseTo(61_728 / 123_457, 10);
    expect(c / a).toBeCloseTo(1 / 123_457, 10);
  });

  it("says there is nothing to draw for a budget without area or CUB, and for no bars", () => {
    const zero = budgetCharts(threeStages({ areas: [{ kind: "coberta", area: 0, coefficient: 1 }] }));
    expect(zero.stages).toEqual({ kind: "empty", title: "Etapas cobertas pelo CUB", message: EMPTY_CHART_MESSAGE });
    expect(zero.perM2.kind).toBe("empty");
    expect(budgetCharts(threeStages({ cub: { ...threeStages().cub, value: 0 } })).stages.kind).toBe("empty");
    expect(barChart({ title: "T", what: "w", category: "c", noun: ["x", "xs"], bars: [] })).toMatchObject({ kind: "empty", message: "Sem valores para o gráfico." });
  });
});

describe("R$/m² against the CUB (R-CHART-1)", () => {
  it("draws the basic cost per m² against a dashed CUB line at the same scale", () => {
    // 150 m² covered + 50 m² garage at 0,50: equivalent 175 m², base R$ 350.000,00, per m² of real area R$ 1.750,00.
    const chart = drawn(budgetCharts(threeStages({ areas: [{ kind: "coberta", area: 150, coefficient: 1 }, { kind: "garagem", area: 50, coefficient: 0.5 }] })).perM2);
    const [bar] = rects(chart);
    const line = chart.shapes.find((s) => s.kind === "line");
    expect(texts(chart)).toContain("R$ 1.750,00");
    expect(texts(chart)).toContain("CUB/m²: R$ 2.000,00");
    expect(line).toMatchObject({ kind: "line", dashed: true });
    // The line is the largest value: the bar is 1.750 / 2.000 of the way to it.
    if (line?.kind !== "line") throw new Error("no line");
    expect(bar!.width / (line.x1 - 4)).toBeCloseTo(0.875, 10);
    expect(chart.summary).toContain("Custo básico por m² de área real fica 12,5 % abaixo do CUB/m².");
    expect(chart.table.rows).toEqual([
      ["Custo básico por m² de área real", "R$ 1.750,00"],
      ["CUB/m²", "R$ 2.000,00"],
    ]);
  });

  it("with the BDI on, shows the base and the total per m², the total above the CUB", () => {
    const content = threeStages({ bdi: { ...threeStages().bdi, enabled: true } });
    const chart = drawn(budgetCharts(content).perM2);
    expect(chart.table.rows.map((r) => r[0])).toEqual(["Base por m² de área real", "Total estimado por m² de área real", "CUB/m²"]);
    expect(chart.summary).toMatch(/Total estimado por m² de área real fica [\d,]+ % acima do CUB\/m²\./);
  });
});

describe("the finish scenarios side by side (R-CHART-1)", () => {
  it("draws each level's total, the current one in the brand colour and named so", () => {
    const content = initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 150 });
    const chart = drawn(budgetCharts({ ...content, scenarios: true }).scenarios!);
    expect(chart.table.rows.map((r) => r[0]!.slice(0, 4))).toEqual(["R1-B", "R1-N", "R1-A"]);
    expect(chart.table.rows[1]![0]).toMatch(/ \(atual\)$/);
    expect(rects(chart).map((r) => r.ink)).toEqual(["muted", "bar", "muted"]);
    const widths = rects(chart).map((r) => r.width);
    expect(widths[0]! < widths[1]! && widths[1]! < widths[2]!).toBe(true);
    expect(budgetCharts({ ...content, scenarios: false }).scenarios).toBeNull();
    expect(budgetCharts({ ...content, scenarios: true }, { detailed: false }).scenarios).toBeNull();
  });
});

describe("colours and SVG", () => {
  it("keeps the studio's colour when it stands 3:1 on white and darkens a pale one until it does", () => {
    expect(chartPalette("#1f4e79").bar).toBe("#1f4e79");
    const pale = chartPalette("#ffe680").bar;
    expect(pale).not.toBe("#ffe680");
    expect(contrastRatio(pale, "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(chartPalette("not a colour").bar).toBe("#1f4e79");
    expect(contrastRatio(chartPalette(null).ink, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("writes the shapes as SVG in a viewBox, text escaped", () => {
    const chart = drawn(barChart({ title: "T", what: "w", category: "c", noun: ["x", "xs"], bars: [{ label: "Água & <esgoto>", value: 100 }] }));
    const svg = svgMarkup(chartSvg(chart, chartPalette("#1f4e79")));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 360 40">/);
    expect(svg).toContain('<rect x="4" y="17" ');
    expect(svg).toContain('fill="#1f4e79"');
    expect(svg).toContain("Água &amp; &lt;esgoto&gt;");
    expect(svg).toContain('font-size="11" text-anchor="start"');
  });
});
