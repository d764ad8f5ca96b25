import { plural } from "#domain/addressing";
import { formatMoney, type Cents } from "#domain/budget";
import { CHART_WIDTH, emptyChart, formatPercent, textWidth, type ChartResult, type ChartShape } from "#domain/charts/chart";

/**
 * A payment schedule as a timeline (R-CHART-2): the events top to bottom on a line (the contract's
 * signature, then each stage's delivery in the order the stages happen), a dot at each, and a bar
 * proportional to the payment with "R$ 1.234,56 · 25 % (acumulado 60 %)". The schedule has no
 * dates, only events, so the line is evenly spaced: an order, not a calendar.
 */

export interface TimelineEvent {
  /** "Na assinatura do contrato", "Na entrega: Anteprojeto". */
  label: string;
  amount: Cents;
  /** The payment's share of the total, in %. */
  percent: number;
}

const SPINE_X = 9;
const LEFT = 22;
const ROW = 42;
const NAME_SIZE = 11;
const VALUE_SIZE = 10;
const BAR_TOP = 18;
const BAR_HEIGHT = 12;
const VALUE_GAP = 5;
const MIN_PLOT = 100;
const PAD = 4;

/** The cumulative shares after each event, in %, the last exactly the total's. */
export function cumulativePercents(events: readonly TimelineEvent[]): number[] {
  // In hundredths so 33,33 + 33,33 + 33,34 ends at 100 and not at 99,99999.
  let sum = 0;
  return events.map((e) => {
    sum += Math.round(e.percent * 100);
    return sum / 100;
  });
}

export function timelineChart(title: string, events: readonly TimelineEvent[]): ChartResult {
  if (events.length === 0 || events.every((e) => e.amount <= 0)) return emptyChart(title);
  const cumulative = cumulativePercents(events);
  const labels = events.map((e, i) => `${formatMoney(e.amount)} · ${formatPercent(e.percent)} (acumulado ${formatPercent(cumulative[i]!)})`);
  const widest = Math.max(...labels.map((l) => textWidth(l, VALUE_SIZE)));
  const plot = Math.max(MIN_PLOT, CHART_WIDTH - LEFT - PAD - VALUE_GAP - widest);
  const max = Math.max(...events.map((e) => e.amount));
  const height = events.length * ROW;
  const dotY = (i: number) => i * ROW + BAR_TOP + BAR_HEIGHT / 2;

  const shapes: ChartShape[] = [];
  if (events.length > 1) shapes.push({ kind: "line", x1: SPINE_X, y1: dotY(0), x2: SPINE_X, y2: dotY(events.length - 1), ink: "rule", strokeWidth: 2 });
  events.forEach((e, i) => {
    const y = i * ROW;
    const length = (Math.max(0, e.amount) / max) * plot;
    shapes.push(
      { kind: "circle", cx: SPINE_X, cy: dotY(i), r: 5, ink: "bar" },
      { kind: "text", x: LEFT, y: y + 12, text: `${i + 1}. ${e.label}`, size: NAME_SIZE, anchor: "start", ink: "ink" },
    );
    if (length > 0) shapes.push({ kind: "rect", x: LEFT, y: y + BAR_TOP, width: length, height: BAR_HEIGHT, ink: "bar" });
    shapes.push({ kind: "text", x: LEFT + length + VALUE_GAP, y: y + BAR_TOP + BAR_HEIGHT - 2, text: labels[i]!, size: VALUE_SIZE, anchor: "start", ink: "ink" });
  });

  const total = events.reduce((s, e) => s + e.amount, 0);
  const first = events[0]!;
  const biggest = events.reduce((a, b) => (b.amount > a.amount ? b : a));
  const summary = [
    `${title}: ${plural(events.length, "parcela", "parcelas")} somando ${formatMoney(total)}, na ordem em que vencem.`,
    `A primeira, ${first.label.toLowerCase()}, é de ${formatMoney(first.amount)} (${formatPercent(first.percent)}).`,
    events.length > 1 ? `A maior, ${biggest.label.toLowerCase()}, é de ${formatMoney(biggest.amount)} (${formatPercent(biggest.percent)}).` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    kind: "chart",
    title,
    label: `Linha do tempo das parcelas: ${plural(events.length, "parcela", "parcelas")}, total ${formatMoney(total)}`,
    summary,
    width: CHART_WIDTH,
    height,
    shapes,
    table: {
      columns: ["Parcela", "Vence", "Valor", "%", "Acumulado"],
      rows: events.map((e, i) => [String(i + 1), e.label, formatMoney(e.amount), formatPercent(e.percent), formatPercent(cumulative[i]!)]),
    },
  };
}
