import { computeBudget, formatMoney, STAGE_RANGES } from "#domain/budget";
import { budgetInput, budgetScenarios, cubCodeLabel, isBasicCost } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";
import { CUB_TABLES, type CubTable } from "#domain/cub-table";
import { barChart } from "./bar-chart";
import { formatPercent, type ChartResult } from "./chart";

/**
 * The budget's charts (R-CHART-1), the same for the editor and the PDF: the stages the CUB covers
 * (R$ and %), the finish scenarios side by side when the budget compares them, and R$/m² against
 * the CUB/m². All figures come from computeBudget, so they are the tables' to the cent.
 */
export interface BudgetCharts {
  stages: ChartResult;
  /** null when the budget does not compare finishes or has one level only (the scenarios card says why). */
  scenarios: ChartResult | null;
  perM2: ChartResult;
}

export const STAGES_CHART_TITLE = "Etapas cobertas pelo CUB";
export const SCENARIOS_CHART_TITLE = "Cenários de acabamento";
export const PER_M2_CHART_TITLE = "R$/m² e o CUB/m²";

/** "acima"/"abaixo" the CUB by how many %, one decimal. */
function againstCub(label: string, perM2: number, cub: number): string {
  const diff = Math.round(((perM2 - cub) / cub) * 1000) / 10;
  if (diff === 0) return `${label} é igual ao CUB/m².`;
  return `${label} fica ${formatPercent(Math.abs(diff))} ${diff > 0 ? "acima" : "abaixo"} do CUB/m².`;
}

export function budgetCharts(content: BudgetContent, { tables = CUB_TABLES, detailed = true }: { tables?: readonly CubTable[]; detailed?: boolean } = {}): BudgetCharts {
  const t = computeBudget(budgetInput(content));
  const stages = barChart({
    title: STAGES_CHART_TITLE,
    what: `valor e percentual de cada etapa na base de ${formatMoney(t.base)}`,
    category: "Etapa",
    noun: ["etapa", "etapas"],
    bars: t.stages.map((s) => ({ label: STAGE_RANGES.find((r) => r.id === s.id)?.label ?? s.id, value: s.amount, percent: s.bps / 100 })),
  });

  let scenarios: ChartResult | null = null;
  if (detailed && content.scenarios) {
    const list = budgetScenarios(content, tables);
    if (list.length > 1) {
      scenarios = barChart({
        title: SCENARIOS_CHART_TITLE,
        what: "total estimado em cada padrão de acabamento",
        category: "Padrão",
        noun: ["padrão", "padrões"],
        bars: list.map((s) => ({ label: `${cubCodeLabel(s.code)}${s.code === content.cub.code ? " (atual)" : ""}`, value: s.totals.total, strong: s.code === content.cub.code })),
      });
    }
  }

  const cub = Math.round(content.cub.value * 100);
  const basic = isBasicCost(t);
  const basePerM2 = t.realArea > 0 ? Math.round(t.base / t.realArea) : 0;
  const bars = t.perM2 === null ? [] : basic ? [{ label: "Custo básico por m² de área real", value: t.perM2 }] : [{ label: "Base por m² de área real", value: basePerM2 }, { label: "Total estimado por m² de área real", value: t.perM2 }];
  const last = bars.at(-1);
  const perM2 = barChart({
    title: PER_M2_CHART_TITLE,
    what: `R$/m² do orçamento e a linha do CUB/m² de ${formatMoney(cub)}`,
    category: "Indicador",
    noun: ["indicador", "indicadores"],
    bars,
    reference: { label: "CUB/m²", value: cub },
    notes: last && cub > 0 ? [againstCub(last.label, last.value, cub)] : [],
  });
  return { stages, scenarios, perM2 };
}
