import { formatMoney, type Cents } from "#domain/budget";
import type { StudioChargeStatus } from "#domain/studio-charges";
import { CHART_WIDTH, emptyChart, textWidth, type ChartInk, type ChartResult, type ChartShape } from "#domain/charts/chart";
import { PAD } from "#domain/charts/bar-chart";

/**
 * The studio's cash by month (R-CHART-4): for each month, what was received (by the day it was
 * paid), what is to be received and what is overdue (by the due date), as horizontal bars of the
 * same scale, each with its R$ after it and its name before it, so nothing depends on colour alone.
 * Cancelled and refunded charges are not money in either column. The same layout rules as the
 * budget's bars (decision 093, charts).
 */

export const CASH_CHART_TITLE = "Recebido, a receber e vencido por mês";
/** Months drawn at most: the most recent ones with values; the CSV has every charge. */
export const CASH_CHART_MONTHS = 12;

export interface CashChartCharge {
  amountCents: Cents;
  status: StudioChargeStatus;
  /** yyyy-MM-dd */
  dueDate: string;
  /** ISO timestamp, when paid. */
  paidAt: string | null;
}

const SERIES = [
  { key: "received", label: "Recebido", ink: "bar" },
  { key: "toReceive", label: "A receber", ink: "muted" },
  { key: "overdue", label: "Vencido", ink: "alert" },
] as const satisfies readonly { key: string; label: string; ink: ChartInk }[];
type SeriesKey = (typeof SERIES)[number]["key"];
type Month = { key: string } & Record<SeriesKey, Cents>;

const brMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" });
const MONTH_NAMES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** "2026-03" → "março de 2026". */
export function monthLabel(key: string): string {
  const [y, m] = key.split("-");
  return `${MONTH_NAMES[Number(m) - 1]} de ${y}`;
}

/** A paid charge's month in Brasília; a due date's month as written. */
function monthOf(c: CashChartCharge): { key: string; series: SeriesKey } | null {
  if (c.status === "paga") return { key: c.paidAt ? brMonth.format(new Date(c.paidAt)).slice(0, 7) : c.dueDate.slice(0, 7), series: "received" };
  if (c.status === "pendente") return { key: c.dueDate.slice(0, 7), series: "toReceive" };
  if (c.status === "vencida") return { key: c.dueDate.slice(0, 7), series: "overdue" };
  return null;
}

/** The months with values, oldest first, each with its three sums in cents. */
export function cashByMonth(charges: readonly CashChartCharge[]): Month[] {
  const months = new Map<string, Month>();
  for (const c of charges) {
    const at = monthOf(c);
    if (!at || c.amountCents <= 0) continue;
    const month = months.get(at.key) ?? { key: at.key, received: 0, toReceive: 0, overdue: 0 };
    month[at.series] += c.amountCents;
    months.set(at.key, month);
  }
  return [...months.values()].sort((a, b) => a.key.localeCompare(b.key));
}

const MONTH_ROW = 20;
const SERIES_ROW = 18;
const LABEL_WIDTH = 62;
const BAR_HEIGHT = 11;
const VALUE_GAP = 5;
const NAME_SIZE = 11;
const VALUE_SIZE = 10;

/** The chart, or "Sem valores para o gráfico." when no charge counts. */
export function cashChart(charges: readonly CashChartCharge[]): ChartResult {
  const all = cashByMonth(charges);
  if (all.length === 0) return emptyChart(CASH_CHART_TITLE);
  const months = all.slice(-CASH_CHART_MONTHS);
  const values = months.flatMap((m) => SERIES.map((s) => m[s.key]));
  const widest = Math.max(...values.map((v) => textWidth(formatMoney(v), VALUE_SIZE)));
  const plot = Math.max(100, CHART_WIDTH - PAD - LABEL_WIDTH - VALUE_GAP - widest - PAD);
  const max = Math.max(...values);

  const shapes: ChartShape[] = [];
  let y = 0;
  for (const month of months) {
    shapes.push({ kind: "text", x: PAD, y: y + 14, text: monthLabel(month.key), size: NAME_SIZE, anchor: "start", bold: true, ink: "ink" });
    y += MONTH_ROW;
    for (const s of SERIES) {
      const value = month[s.key];
      if (value === 0) continue;
      const length = (value / max) * plot;
      shapes.push(
        { kind: "text", x: PAD, y: y + 10, text: s.label, size: VALUE_SIZE, anchor: "start", ink: "ink" },
        { kind: "rect", x: PAD + LABEL_WIDTH, y: y + 1, width: length, height: BAR_HEIGHT, ink: s.ink },
        { kind: "text", x: PAD + LABEL_WIDTH + length + VALUE_GAP, y: y + 10, text: formatMoney(value), size: VALUE_SIZE, anchor: "start", ink: "ink" },
      );
      y += SERIES_ROW;
    }
  }

  const sum = (k: SeriesKey) => months.reduce((t, m) => t + m[k], 0);
  const span = months.length === 1 ? monthLabel(months[0]!.key) : `de ${monthLabel(months[0]!.key)} a ${monthLabel(months.at(-1)!.key)}`;
  const busiest = (k: SeriesKey) => months.reduce((best, m) => (m[k] > best[k] ? m : best), months[0]!);
  const summary = [
    `${CASH_CHART_TITLE}, ${span}${all.length > months.length ? ` (os ${CASH_CHART_MONTHS} meses mais recentes com valores; o CSV traz todas as cobranças)` : ""}.`,
    `No período: recebido ${formatMoney(sum("received"))}, a receber ${formatMoney(sum("toReceive"))}, vencido ${formatMoney(sum("overdue"))}.`,
    sum("received") > 0 ? `Mês em que mais se recebeu: ${monthLabel(busiest("received").key)}, ${formatMoney(busiest("received").received)}.` : null,
    sum("overdue") > 0 ? `Mês com mais valor vencido: ${monthLabel(busiest("overdue").key)}, ${formatMoney(busiest("overdue").overdue)}.` : null,
    "Recebido pela data do pagamento; a receber e vencido pela data de vencimento.",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    kind: "chart",
    title: CASH_CHART_TITLE,
    label: `Gráfico de barras horizontais: recebido, a receber e vencido em cada mês, ${span}`,
    summary,
    width: CHART_WIDTH,
    height: y + 2,
    shapes,
    table: { columns: ["Mês", ...SERIES.map((s) => s.label)], rows: months.map((m) => [monthLabel(m.key), ...SERIES.map((s) => formatMoney(m[s.key]))]) },
  };
}
