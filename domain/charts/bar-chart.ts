import { plural } from "#domain/addressing";
import { formatMoney, type Cents } from "#domain/budget";
import { CHART_WIDTH, emptyChart, formatPercent, textWidth, type ChartResult, type ChartShape } from "./chart";

/**
 * Horizontal bars (R-CHART-1): one row per value, its name above the bar and "R$ 1.234,56 · 12,5 %"
 * after it, every bar's length proportional to its value against the largest value drawn (the
 * reference included), so no axis is needed to read it. A reference (the CUB/m²) is a dashed
 * line across the rows, labelled at the top.
 */

export interface BarDatum {
  label: string;
  value: Cents;
  /** The share of the whole in % (the stages' own, to the hundredth); omitted: no %. */
  percent?: number;
  /** Drawn in the brand's colour with its label in bold (the chosen scenario); default true. */
  strong?: boolean;
}

export interface BarChartInput {
  title: string;
  /** "Gráfico de barras horizontais" plus this: what the bars are ("valor de cada etapa"). */
  what: string;
  /** The table's first column ("Etapa", "Padrão"). */
  category: string;
  /** What one bar is, singular and plural ("etapa", "etapas"), for the summary's count. */
  noun: readonly [string, string];
  bars: readonly BarDatum[];
  reference?: { label: string; value: Cents } | null;
  /** Sentences added to the summary (the comparison with the CUB). */
  notes?: readonly string[];
}

export const PAD = 4;
const NAME_SIZE = 11;
const VALUE_SIZE = 10;
/** Each row: the name (12), a gap, the bar (14), a gap. */
export const ROW = 40;
const NAME_BASELINE = 12;
export const BAR_TOP = 17;
export const BAR_HEIGHT = 14;
/** The reference's label above the first row. */
const REFERENCE_BAND = 18;
const VALUE_GAP = 5;
const MIN_PLOT = 120;

export function barValueLabel(bar: BarDatum): string {
  return bar.percent === undefined ? formatMoney(bar.value) : `${formatMoney(bar.value)} · ${formatPercent(bar.percent)}`;
}

/** The bars' drawing, or "Sem valores para o gráfico." when there is no bar above zero. */
export function barChart(input: BarChartInput): ChartResult {
  const bars = input.bars.map((b) => ({ ...b, value: Math.max(0, b.value) }));
  const reference = input.reference && input.reference.value > 0 ? input.reference : null;
  if (bars.length === 0 || bars.every((b) => b.value === 0)) return emptyChart(input.title);

  const labels = bars.map(barValueLabel);
  const widest = Math.max(...labels.map((l) => textWidth(l, VALUE_SIZE)));
  // The plot leaves room for the widest value label after the longest bar.
  const plot = Math.max(MIN_PLOT, CHART_WIDTH - 2 * PAD - VALUE_GAP - widest);
  const max = Math.max(...bars.map((b) => b.value), reference?.value ?? 0);
  const lengthOf = (value: Cents) => (value / max) * plot;
  const top = reference ? REFERENCE_BAND : 0;
  const height = top + bars.length * ROW;

  const shapes: ChartShape[] = [];
  bars.forEach((bar, i) => {
    const y = top + i * ROW;
    const length = lengthOf(bar.value);
    const strong = bar.strong !== false;
    shapes.push({ kind: "text", x: PAD, y: y + NAME_BASELINE, text: bar.label, size: NAME_SIZE, anchor: "start", bold: strong && bars.some((b) => b.strong === false), ink: "ink" });
    if (length > 0) shapes.push({ kind: "rect", x: PAD, y: y + BAR_TOP, width: length, height: BAR_HEIGHT, ink: strong ? "bar" : "muted" });
    shapes.push({ kind: "text", x: PAD + length + VALUE_GAP, y: y + BAR_TOP + BAR_HEIGHT - 3, text: labels[i]!, size: VALUE_SIZE, anchor: "start", ink: "ink" });
  });
  if (reference) {
    const x = PAD + lengthOf(reference.value);
    const text = `${reference.label}: ${formatMoney(reference.value)}`;
    // The label runs left of the line when it would leave the viewBox on the right.
    const anchor = x + textWidth(text, VALUE_SIZE) > CHART_WIDTH - PAD ? "end" : "start";
    shapes.push(
      { kind: "line", x1: x, y1: REFERENCE_BAND - 4, x2: x, y2: height, ink: "ink", strokeWidth: 1.5, dashed: true },
      { kind: "text", x: anchor === "end" ? Math.max(x, PAD + textWidth(text, VALUE_SIZE)) : x, y: REFERENCE_BAND - 7, text, size: VALUE_SIZE, anchor, bold: true, ink: "ink" },
    );
  }

  const withPercent = bars.some((b) => b.percent !== undefined);
  const listed = (b: BarDatum, i: number) => `${b.label}: ${labels[i]}`;
  const sorted = bars.map((b, i) => ({ b, i })).sort((x, y) => y.b.value - x.b.value);
  const gist =
    bars.length <= 4
      ? `${bars.map(listed).join("; ")}.`
      : `${plural(bars.length, input.noun[0], input.noun[1])}. Maior: ${listed(sorted[0]!.b, sorted[0]!.i)}; menor: ${listed(sorted.at(-1)!.b, sorted.at(-1)!.i)}.`;
  const summary = [`${input.title}. ${gist}`, reference ? `Linha de referência: ${reference.label}, ${formatMoney(reference.value)}.` : null, ...(input.notes ?? [])]
    .filter(Boolean)
    .join(" ");
  return {
    kind: "chart",
    title: input.title,
    label: `Gráfico de barras horizontais: ${input.what}`,
    summary,
    width: CHART_WIDTH,
    height,
    shapes,
    table: {
      columns: [input.category, "Valor", ...(withPercent ? ["%"] : [])],
      rows: [
        ...bars.map((b) => [b.label, formatMoney(b.value), ...(withPercent ? [b.percent === undefined ? "—" : formatPercent(b.percent)] : [])]),
        ...(reference ? [[reference.label, formatMoney(reference.value), ...(withPercent ? ["—"] : [])]] : []),
      ],
    },
  };
}
