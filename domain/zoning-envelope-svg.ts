/**
 * The zoning envelope's plan and section as SVG element trees (R-TOOL-8, R-DRAW-1; decision 093):
 * one tree for the tool's page, its PDF and the presentation's "Potencial do terreno" slide, so
 * the three draw the same lines with the same labels. Units are metres of the lot; `u` (a hundredth
 * of the longest side) sizes strokes, ticks and text. Only the tags react-pdf draws are used
 * (domain/charts/svg.ts): the hatch of the projection is lines clipped to its rectangle, not a
 * pattern. The projection takes the studio's brand colour (darkened to 3:1 against white,
 * chartPalette); setbacks and the height limit keep their drafting colours.
 */
import { chartPalette } from "./charts/chart";
import type { SvgNode } from "./charts/svg";
import { envelopeArea, envelopeMetres, floorsText, planSummary, sectionFloors, type ZoningEnvelope } from "./zoning-envelope";

export const ENVELOPE_INK = "#111827";
export const ENVELOPE_SETBACK = "#c2410c";
export const ENVELOPE_LIMIT = "#b91c1c";
/** The fill of the floors the CA uses (a light tint, under the brand-coloured outline). */
export const ENVELOPE_FLOOR_FILL = "#dbeafe";

const r2 = (n: number) => Math.round(n * 1000) / 1000;
type Attrs = Record<string, string | number>;
const el = (tag: SvgNode["tag"], attrs: Attrs, ...children: (SvgNode | string)[]): SvgNode => ({
  tag,
  attrs: Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, typeof v === "number" ? r2(v) : v])),
  children,
});

/** Text with a white halo on the page (paintOrder); the PDF drops the halo. */
function label(x: number, y: number, text: string, size: number, fill: string, extra: Attrs = {}): SvgNode {
  return el("text", { x, y, fontSize: size, fill, stroke: "white", strokeWidth: size / 4.5, paintOrder: "stroke", ...extra }, text);
}

/** A dimension line with end ticks and its label centred above (horizontal) or beside it (vertical, turned). */
function dimension(name: string, x1: number, y1: number, x2: number, y2: number, text: string, u: number, colour = ENVELOPE_INK, font = 2.8): SvgNode {
  const vertical = x1 === x2;
  const tick = u * 1.2;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const stroke = { stroke: colour, strokeWidth: u * 0.15 };
  const ticks = vertical
    ? [el("line", { x1: x1 - tick, y1, x2: x1 + tick, y2: y1, ...stroke }), el("line", { x1: x2 - tick, y1: y2, x2: x2 + tick, y2, ...stroke })]
    : [el("line", { x1, y1: y1 - tick, x2: x1, y2: y1 + tick, ...stroke }), el("line", { x1: x2, y1: y2 - tick, x2, y2: y2 + tick, ...stroke })];
  const lx = vertical ? mx - u * 0.8 : mx;
  const ly = vertical ? my : my - u * 0.8;
  return el(
    "g",
    { "data-dimension": name },
    el("line", { x1, y1, x2, y2, ...stroke }),
    ...ticks,
    label(lx, ly, text, u * font, colour, { textAnchor: "middle", ...(vertical ? { transform: `rotate(-90 ${r2(lx)} ${r2(ly)})` } : {}) }),
  );
}

/** Lines at 45° every `step`, clipped to the rectangle: the hatch of the projection. */
export function hatchLines(x: number, y: number, width: number, height: number, step: number): [number, number, number, number][] {
  const lines: [number, number, number, number][] = [];
  // Each line is x − y' = c (y' downwards); c runs over the rectangle's range.
  for (let c = x - (y + height) + step; c < x + width - y; c += step) {
    const xa = Math.max(x, c + y);
    const xb = Math.min(x + width, c + y + height);
    if (xb - xa > 1e-9) lines.push([xa, xa - c, xb, xb - c]);
  }
  return lines;
}

export interface EnvelopeSvg {
  tree: SvgNode;
  /** The viewBox's size, metres (for a fixed-size renderer: the PDF). */
  width: number;
  height: number;
}

/** The plan: the lot with the street below, the setback lines given, the projection hatched. */
export function envelopePlanSvg(e: ZoningEnvelope, brandColor?: string | null): EnvelopeSvg {
  const ink = chartPalette(brandColor).bar;
  const { frontage: W, depth: D } = e.lot;
  const s = e.setbacks;
  const u = Math.max(W, D) / 100;
  const m = { left: u * 10, right: u * 12, top: u * 9, bottom: u * 16 };
  // Street at the bottom: a distance y from the front boundary is drawn at D − y.
  const Y = (y: number) => D - y;
  const r = e.projection?.rect ?? null;
  const dash = `${r2(u * 1.6)} ${r2(u)}`;
  const setback = (name: string, x1: number, y1: number, x2: number, y2: number) =>
    el("line", { "data-setback": name, x1, y1, x2, y2, stroke: ENVELOPE_SETBACK, strokeWidth: u * 0.3, strokeDasharray: dash });
  const parts: SvgNode[] = [el("rect", { "data-part": "lot", x: 0, y: 0, width: W, height: D, fill: "#f0fdf4", stroke: ENVELOPE_INK, strokeWidth: u * 0.4 })];
  if (r && r.area > 0) {
    const top = Y(r.y + r.depth);
    const cx = r.x + r.width / 2;
    const cy = Y(r.y + r.depth / 2);
    parts.push(
      el(
        "g",
        { "data-part": "projection" },
        el("rect", { x: r.x, y: top, width: r.width, height: r.depth, fill: "none", stroke: ink, strokeWidth: u * 0.3 }),
        el("g", { "data-part": "hatch" }, ...hatchLines(r.x, top, r.width, r.depth, u * 2.8).map(([x1, y1, x2, y2]) => el("line", { x1, y1, x2, y2, stroke: ink, strokeWidth: u * 0.2 }))),
        label(cx, cy - u * 0.6, `${envelopeMetres(r.width)} × ${envelopeMetres(r.depth)}`, u * 2.8, ink, { textAnchor: "middle", fontWeight: "bold" }),
        label(cx, cy + u * 2.8, envelopeArea(r.area), u * 2.8, ink, { textAnchor: "middle", fontWeight: "bold" }),
      ),
    );
  }
  if (s.front !== null) parts.push(setback("front", 0, Y(s.front), W, Y(s.front)));
  if (s.back !== null) parts.push(setback("back", 0, Y(D - s.back), W, Y(D - s.back)));
  if (s.side !== null) parts.push(setback("side", s.side, 0, s.side, D), setback("side", W - s.side, 0, W - s.side, D));
  parts.push(
    dimension("frontage", 0, D + u * 5, W, D + u * 5, envelopeMetres(W), u),
    el("text", { x: W / 2, y: D + u * 12, fontSize: u * 3, textAnchor: "middle", fill: ENVELOPE_INK, fontWeight: "bold" }, "frente (rua)"),
    dimension("depth", -u * 5, 0, -u * 5, D, envelopeMetres(D), u),
  );
  if (s.front !== null && s.front > 0) parts.push(dimension("front", W + u * 6, Y(0), W + u * 6, Y(s.front), envelopeMetres(s.front), u, ENVELOPE_SETBACK));
  if (s.back !== null && s.back > 0) parts.push(dimension("back", W + u * 6, Y(D), W + u * 6, Y(D - s.back), envelopeMetres(s.back), u, ENVELOPE_SETBACK));
  if (s.side !== null && s.side > 0)
    parts.push(
      dimension("side", 0, -u * 4, s.side, -u * 4, envelopeMetres(s.side), u, ENVELOPE_SETBACK),
      dimension("side", W - s.side, -u * 4, W, -u * 4, envelopeMetres(s.side), u, ENVELOPE_SETBACK),
    );
  const width = W + m.left + m.right;
  const height = D + m.top + m.bottom;
  return { tree: el("svg", { viewBox: `${r2(-m.left)} ${r2(-m.top)} ${r2(width)} ${r2(height)}` }, ...parts), width, height };
}

/** The section of the maximum volume, the street at the left; null when no floor count is known. */
export function envelopeSectionSvg(e: ZoningEnvelope, brandColor?: string | null): EnvelopeSvg | null {
  const floors = sectionFloors(e);
  if (floors === null) return null;
  const ink = chartPalette(brandColor).bar;
  const D = e.lot.depth;
  const fh = e.floorHeight;
  const H = Math.max(e.heightLimit ?? 0, floors * fh);
  const u = Math.max(D, H) / 100;
  const m = { left: u * 10, right: u * 12, top: u * 10, bottom: u * 14 };
  // Ground at the bottom: a height z is drawn at H − z.
  const Z = (z: number) => H - z;
  const s = e.setbacks;
  const r = e.projection?.rect ?? null;
  const dash = `${r2(u * 1.6)} ${r2(u)}`;
  const used = e.floors ?? floors;
  const parts: SvgNode[] = [];
  for (let i = 0; i < floors; i++) {
    if (r && r.area > 0)
      parts.push(
        el(
          "g",
          { "data-floor": i < used ? "used" : "allowed" },
          el("rect", { x: r.y, y: Z((i + 1) * fh), width: r.depth, height: fh, fill: i < used ? ENVELOPE_FLOOR_FILL : "none", stroke: ink, strokeWidth: u * 0.3, ...(i < used ? {} : { strokeDasharray: dash }) }),
          el("text", { x: r.y + r.depth / 2, y: Z(i * fh + fh / 2) + u, fontSize: u * 3.4, textAnchor: "middle", fill: ink }, `${i + 1}º pav.`),
        ),
      );
    else parts.push(el("line", { "data-floor": "level", x1: 0, y1: Z((i + 1) * fh), x2: D, y2: Z((i + 1) * fh), stroke: ink, strokeWidth: u * 0.15, strokeDasharray: dash }));
  }
  parts.push(
    el("line", { "data-part": "ground", x1: -u * 2, y1: Z(0), x2: D + u * 2, y2: Z(0), stroke: ENVELOPE_INK, strokeWidth: u * 0.5 }),
    el("line", { x1: 0, y1: Z(0), x2: 0, y2: Z(H), stroke: ENVELOPE_INK, strokeWidth: u * 0.15 }),
    el("line", { x1: D, y1: Z(0), x2: D, y2: Z(H), stroke: ENVELOPE_INK, strokeWidth: u * 0.15 }),
  );
  if (s.front !== null && s.front > 0)
    parts.push(el("line", { "data-setback": "front", x1: s.front, y1: Z(0), x2: s.front, y2: Z(H), stroke: ENVELOPE_SETBACK, strokeWidth: u * 0.3, strokeDasharray: dash }));
  if (s.back !== null && s.back > 0)
    parts.push(el("line", { "data-setback": "back", x1: D - s.back, y1: Z(0), x2: D - s.back, y2: Z(H), stroke: ENVELOPE_SETBACK, strokeWidth: u * 0.3, strokeDasharray: dash }));
  if (e.heightLimit !== null)
    parts.push(
      el(
        "g",
        { "data-part": "height-limit" },
        el("line", { x1: -u * 2, y1: Z(e.heightLimit), x2: D + u * 2, y2: Z(e.heightLimit), stroke: ENVELOPE_LIMIT, strokeWidth: u * 0.3, strokeDasharray: dash }),
        el("text", { x: 0, y: Z(e.heightLimit) - u * 1.2, fontSize: u * 3.6, fill: ENVELOPE_LIMIT }, "gabarito"),
        dimension("height", D + u * 7, Z(0), D + u * 7, Z(e.heightLimit), envelopeMetres(e.heightLimit), u, ENVELOPE_LIMIT, 3.6),
      ),
    );
  parts.push(dimension("floor-height", -u * 5, Z(0), -u * 5, Z(fh), envelopeMetres(fh), u, ENVELOPE_INK, 3.6));
  const floorsLabel = (text: string, x: number) =>
    el("text", { "data-part": "floors", x, y: -u * 5, fontSize: u * 3.6, textAnchor: "middle", fill: ink, fontWeight: "bold" }, text);
  if (r && r.area > 0)
    parts.push(
      dimension("projection-depth", r.y, Z(0) + u * 5, r.y + r.depth, Z(0) + u * 5, envelopeMetres(r.depth), u, ink, 3.6),
      // In the top margin, so it never sits on a floor's own label.
      floorsLabel(floors === 0 ? "nenhum pavimento cabe" : used < floors ? `${floorsText(used)} pelo CA` : floorsText(used), r.y + r.depth / 2),
    );
  else parts.push(floorsLabel(floors === 0 ? "nenhum pavimento cabe" : `${floorsText(floors)} (só os níveis)`, D / 2));
  parts.push(
    el("text", { x: 0, y: Z(0) + u * 11, fontSize: u * 3.6, fill: ENVELOPE_INK, fontWeight: "bold" }, "frente (rua)"),
    el("text", { x: D, y: Z(0) + u * 11, fontSize: u * 3.6, fill: ENVELOPE_INK, textAnchor: "end" }, "fundos"),
  );
  const width = D + m.left + m.right;
  const height = H + m.top + m.bottom;
  return { tree: el("svg", { viewBox: `${r2(-m.left)} ${r2(-m.top)} ${r2(width)} ${r2(height)}` }, ...parts), width, height };
}

/** The plan's accessible name, as the page reads it. */
export const planLabel = (e: ZoningEnvelope) => `Planta do lote. ${planSummary(e)}`;

/**
 * The envelope's figures as a table (R-CHART-3: the drawing's alternative), each with where it
 * came from; a figure the inputs do not give is left out (the missing text says so).
 */
export function envelopeTable(e: ZoningEnvelope): { columns: string[]; rows: string[][] } {
  const rows: string[][] = [
    ["Lote (frente × fundo)", `${envelopeMetres(e.lot.frontage)} × ${envelopeMetres(e.lot.depth)}`],
    ["Área do terreno", `${envelopeArea(e.lot.area)} (${e.lot.areaFrom})`],
  ];
  if (e.buildable) rows.push(["Área dentro dos recuos", envelopeArea(e.buildable.area)]);
  if (e.projection) rows.push(["Projeção máxima", `${e.projection.upperBound ? "até " : ""}${envelopeArea(e.projection.area)}`]);
  if (e.permeable) rows.push(["Área permeável mínima", envelopeArea(e.permeable.area)]);
  if (e.maxBuilt !== null) rows.push(["Área construída computável máxima (CA)", envelopeArea(e.maxBuilt)]);
  if (e.heightLimit !== null) rows.push(["Gabarito (altura máxima)", envelopeMetres(e.heightLimit)]);
  if (e.floors !== null) rows.push(["Pavimentos do volume máximo", floorsText(e.floors)]);
  else if (e.floorsAllowed !== null) rows.push(["Pavimentos que o gabarito admite", floorsText(e.floorsAllowed)]);
  return { columns: ["Item", "Valor"], rows };
}
