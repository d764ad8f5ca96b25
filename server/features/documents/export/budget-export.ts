import { AREA_KINDS, BDI_SOURCE, COEFFICIENTS_NOTE, EXTRA_KINDS, formatMoney, STAGE_RANGES, STAGES_SOURCE } from "#domain/budget";
import { BASIC_COST_EXCLUDES, BASIC_COST_LABEL, budgetInput, budgetScenarios, cubCodeLabel, isBasicCost, monthLabel } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";
import { computeBudget } from "#domain/budget";
import { budgetCharts } from "#domain/charts/budget-charts";
import { CUB_EXCLUDES, CUB_EXCLUDES_SOURCE, CUB_NORM, CUB_TABLES, type CubTable } from "#domain/cub-table";
import type { ExportBlock, ExportDocument, ExportMeta } from "#server/export/model";

const number2 = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const m2 = (n: number) => `${number2.format(n)} m²`;
const pct = (n: number) => `${number2.format(n)}%`;
const REGIMES = { onerado: "Não desonerado", desonerado: "Desonerado", "nao-informado": "Não informado na fonte" } as const;

/**
 * A budget as the export model (R-BUDGET-8): the CUB reference it used, the areas and
 * coefficients, the base, the stages, the lines outside the CUB, the BDI, the total and the price
 * per m², the scenarios, and what the CUB does not include — an estimate per NBR 12721.
 */
export function budgetExport(content: BudgetContent, meta: ExportMeta, tables: readonly CubTable[] = CUB_TABLES): ExportDocument {
  const t = computeBudget(budgetInput(content));
  // The editor's charts, drawn in the PDF from the same geometry (R-CHART-1).
  const charts = budgetCharts(content, { tables });
  const blocks: ExportBlock[] = [
    { type: "heading", text: "Referência do CUB", level: 1 },
    {
      type: "keyValue",
      items: [
        { label: "UF", value: content.cub.uf },
        { label: "Mês", value: monthLabel(content.cub.month) },
        { label: "Projeto-padrão", value: cubCodeLabel(content.cub.code) },
        { label: "Regime", value: REGIMES[content.cub.regime] },
        { label: "CUB/m²", value: formatMoney(Math.round(content.cub.value * 100)) },
        { label: "Fonte", value: content.cub.origin === "tabela" ? content.cub.source : `Valor informado pelo escritório${content.cub.source ? ` (${content.cub.source})` : ""}` },
      ],
    },
    { type: "heading", text: "Áreas", level: 1 },
    {
      type: "table",
      columns: [{ label: "Tipo de área", width: 3 }, { label: "Área real", align: "right" }, { label: "Coeficiente", align: "right" }, { label: "Área equivalente", align: "right" }],
      rows: content.areas.map((a) => [AREA_KINDS.find((k) => k.id === a.kind)?.label ?? a.kind, m2(a.area), number2.format(a.coefficient), m2(Math.round(a.area * a.coefficient * 100) / 100)]),
      footer: ["Total", m2(t.realArea), "", m2(t.equivalentArea)],
    },
    { type: "note", text: COEFFICIENTS_NOTE },
    { type: "paragraph", text: [{ text: "Base (CUB × área equivalente): ", bold: true }, { text: `${formatMoney(Math.round(content.cub.value * 100))} × ${m2(t.equivalentArea)} = ${formatMoney(t.base)}` }] },
    { type: "heading", text: "Etapas cobertas pelo CUB", level: 1 },
    {
      type: "table",
      columns: [{ label: "Etapa", width: 3 }, { label: "%", align: "right" }, { label: "Valor", align: "right" }],
      rows: t.stages.map((s) => [STAGE_RANGES.find((r) => r.id === s.id)?.label ?? s.id, pct(s.bps / 100), formatMoney(s.amount)]),
      footer: ["Base", "100,00%", formatMoney(t.base)],
    },
    { type: "note", text: STAGES_SOURCE },
    { type: "chart", chart: charts.stages },
  ];
  const extras = content.extras.filter((e) => e.enabled);
  if (extras.length > 0) {
    blocks.push(
      { type: "heading", text: "Fora do CUB", level: 1 },
      {
        type: "table",
        columns: [{ label: "Item", width: 3 }, { label: "Critério", width: 2 }, { label: "Valor", align: "right" }],
        rows: extras.map((e) => {
          const amount = t.extras.find((x) => x.kind === e.kind && x.label === e.label)?.amount ?? 0;
          const pending = e.estimated ? ` — ${EXTRA_KINDS.find((k) => k.id === e.kind)?.pendingNote ?? "estimativa"}` : "";
          return [e.label, `${e.mode === "percent" ? `${pct(e.percent)} da base` : "Valor informado"}${pending}`, formatMoney(amount)];
        }),
      },
    );
  }
  if (t.bdiPercent !== null) {
    const b = content.bdi;
    blocks.push(
      { type: "heading", text: "BDI", level: 1 },
      { type: "paragraph", text: "BDI = [(1 + AC + S + R + G) × (1 + DF) × (1 + L)] ÷ (1 − I) − 1, aplicado à base e aos itens de construção." },
      {
        type: "keyValue",
        items: [
          { label: "AC / S+G / R", value: `${pct(b.ac)} / ${pct(b.sg)} / ${pct(b.r)}` },
          { label: "DF / L", value: `${pct(b.df)} / ${pct(b.l)}` },
          { label: "I (PIS, COFINS, ISS, CPRB)", value: `${pct(b.pis)}, ${pct(b.cofins)}, ${pct(b.iss)}, ${pct(b.cprb)}` },
          { label: "BDI", value: `${pct(t.bdiPercent)} sobre ${formatMoney(t.construction)} = ${formatMoney(t.bdi)}` },
        ],
      },
      { type: "note", text: BDI_SOURCE },
    );
  }
  // Nothing outside the CUB (a simple budget): the basic cost, said so, never a total (decision 068).
  const basic = isBasicCost(t);
  if (basic) {
    blocks.push(
      { type: "heading", text: "Custo básico", level: 1 },
      {
        type: "keyValue",
        items: [{ label: `${BASIC_COST_LABEL} — ${BASIC_COST_EXCLUDES}`, value: formatMoney(t.base) }, ...(t.perM2 !== null ? [{ label: "Por m² de área real", value: formatMoney(t.perM2) }] : [])],
      },
    );
  } else {
    blocks.push(
      { type: "heading", text: "Total", level: 1 },
      {
        type: "keyValue",
        items: [
          { label: "Obra (base + itens de construção)", value: formatMoney(t.construction) },
          ...(t.bdiPercent !== null ? [{ label: "BDI", value: formatMoney(t.bdi) }] : []),
          ...(t.other > 0 ? [{ label: "Projetos, aprovações, taxas", value: formatMoney(t.other) }] : []),
          { label: "Total estimado", value: formatMoney(t.total) },
          ...(t.perM2 !== null ? [{ label: "Por m² de área real", value: formatMoney(t.perM2) }] : []),
        ],
      },
    );
  }
  blocks.push({ type: "chart", chart: charts.perM2 });
  if (content.scenarios) {
    const scenarios = budgetScenarios(content, tables);
    const normal = scenarios.find((s) => s.code === content.cub.code)?.totals.total ?? t.total;
    if (scenarios.length > 1) {
      blocks.push(
        { type: "heading", text: "Cenários de acabamento", level: 1 },
        {
          type: "table",
          columns: [{ label: "Projeto-padrão", width: 3 }, { label: "CUB/m²", align: "right" }, { label: "Total", align: "right" }, { label: "R$/m²", align: "right" }, { label: "Diferença", align: "right" }],
          rows: scenarios.map((s) => [cubCodeLabel(s.code), formatMoney(Math.round(s.cubPerM2 * 100)), formatMoney(s.totals.total), s.totals.perM2 === null ? "—" : formatMoney(s.totals.perM2), formatMoney(s.totals.total - normal)]),
        },
        ...(charts.scenarios ? [{ type: "chart" as const, chart: charts.scenarios }] : []),
      );
    }
  }
  blocks.push(
    { type: "heading", text: "O que o CUB não inclui", level: 1 },
    { type: "list", items: [...CUB_EXCLUDES] },
    { type: "note", text: `${CUB_EXCLUDES_SOURCE}. O terreno, o ITBI e o registro também ficam fora.` },
    { type: "note", text: `Estimativa de custo pelo CUB/m² conforme a ${CUB_NORM}: serve para estudo de viabilidade e não substitui o orçamento executivo da obra.` },
  );
  return { title: "Orçamento estimado", subtitle: `Estimativa pelo CUB/m² (${CUB_NORM})`, meta, blocks };
}
