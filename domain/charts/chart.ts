import { DEFAULT_BRAND_COLOR } from "#domain/profile";

/**
 * A chart as pure geometry (R-CHART-1, decision 093's charts section): shapes in a fixed viewBox
 * units, the words a screen reader reads instead and the table it can be read as. The web page
 * and the PDF draw the same shapes through `chartSvg` (./svg.ts), so both say the same numbers.
 */

/** What a shape is painted with; the colours come from `chartPalette` (the studio's brand). */
export type ChartInk = "bar" | "ink" | "muted" | "rule" | "alert";

export type ChartShape =
  | { kind: "rect"; x: number; y: number; width: number; height: number; ink: ChartInk }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; ink: ChartInk; strokeWidth: number; dashed?: boolean }
  | { kind: "circle"; cx: number; cy: number; r: number; ink: ChartInk }
  | { kind: "text"; x: number; y: number; text: string; size: number; anchor: "start" | "middle" | "end"; bold?: boolean; ink: ChartInk };

export interface Chart {
  kind: "chart";
  /** The heading above it ("Etapas cobertas pelo CUB"). */
  title: string;
  /** The accessible name (role="img"): what it is and its gist, in one line. */
  label: string;
  /** The figures in sentences, for whoever does not see the drawing. */
  summary: string;
  /** viewBox size: 360 wide, so a 390 px phone shows it at about its own size. */
  width: number;
  height: number;
  shapes: ChartShape[];
  /** The same figures as a table ("Ver em tabela"). */
  table: { columns: string[]; rows: string[][] };
}

/** Nothing to draw (no values, or all zero): said, never an empty frame. */
export interface EmptyChart {
  kind: "empty";
  title: string;
  message: string;
}

export type ChartResult = Chart | EmptyChart;

export const EMPTY_CHART_MESSAGE = "Sem valores para o gráfico.";

export function emptyChart(title: string): EmptyChart {
  return { kind: "empty", title, message: EMPTY_CHART_MESSAGE };
}

/** The viewBox width every chart is laid out in. */
export const CHART_WIDTH = 360;

const percentFormat = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 12.5 → "12,5 %" (pt-BR, up to 2 decimals, a space before the sign). */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)} %`;
}

/**
 * A text's width in viewBox units, roughly (average glyph of a sans-serif at 0,56 em): enough to
 * keep value labels inside the viewBox; a label is never cut.
 */
export function textWidth(text: string, size: number): number {
  return text.length * size * 0.56;
}

// ---------------------------------------------------------------------------------------------
// Colours

const HEX = /^#[0-9a-f]{6}$/i;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.x contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour mixed towards black by `amount` (0..1). */
function darken(hex: string, amount: number): string {
  const part = (i: number) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, "0");
  return `#${part(1)}${part(3)}${part(5)}`;
}

/** WCAG 2.2, 1.4.11 (non-text contrast): a bar must stand 3:1 against the white page. */
export const MIN_BAR_CONTRAST = 3;

export type ChartPalette = Record<ChartInk, string>;

/**
 * The studio's brand colour for the bars, darkened in steps until it reaches 3:1 against white
 * (a pale brand would vanish); text stays near-black (15:1), so the labels read on any brand.
 */
export function chartPalette(brandColor: string | null | undefined): ChartPalette {
  let bar = brandColor && HEX.test(brandColor) ? brandColor.toLowerCase() : DEFAULT_BRAND_COLOR;
  for (let step = 1; contrastRatio(bar, "#ffffff") < MIN_BAR_CONTRAST && step <= 20; step++) bar = darken(bar, 0.1);
  return { bar, ink: "#1f2328", muted: "#5b616b", rule: "#8c9199", alert: "#b42318" };
}
