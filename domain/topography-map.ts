/**
 * The topography map as an SVG element tree (R-TOOL-8, R-DRAW-2; decision 093): one tree for the
 * tool's page (zoom and pan change only its viewBox) and the tool's PDF (react-pdf draws the same
 * tags), so both show the same slope classes, contours, labels, cut and fill, points, north arrow
 * and scale bar. Units are the drawing's metres, north up (y drawn as depth − y); `u`, a hundredth
 * of the longest side, sizes strokes and text. Only what react-pdf draws: no opacity groups (the
 * slope colours are pre-mixed with white), no pattern (cut and fill are diagonal lines through
 * the cells), no transforms.
 */
import type { SvgNode } from "./charts/svg";
import { SLOPE_CLASSES } from "./topography-analysis";
import { MASTER_EVERY } from "./topography-contours";
import type { DrawingLine, TopographyDrawing } from "./topography-drawing";
import { labelAt, linePath, scaleBarLength, slopePaths } from "./topography-map-geometry";

/** The seven slope classes (topography-analysis' SLOPE_CLASSES), from flat (green) to above 45° (dark red): a diverging scale readable in print. */
export const SLOPE_CLASS_COLOURS = ["#1a9850", "#91cf60", "#d9ef8b", "#fee08b", "#fc8d59", "#d73027", "#7f0000"];
/** How much of a slope colour shows over the white paper (0,6): the map's lines stay readable over it. */
const SLOPE_STRENGTH = 0.6;

export const MAP_INK = "#111827";
export const CONTOUR_COLOUR = "#8a6a4a";
export const MASTER_COLOUR = "#5b3a1a";
export const OUTLINE_COLOUR = "#1d4ed8";
export const PLATFORM_COLOUR = "#a21caf";
export const CUT_COLOUR = "#b42318";
export const FILL_COLOUR = "#0b6e8a";

/** A colour mixed with white: what a fill at `strength` opacity shows on paper. */
export function overWhite(hex: string, strength: number): string {
  const mix = (i: number) =>
    Math.round(255 - (255 - parseInt(hex.slice(i, i + 2), 16)) * strength)
      .toString(16)
      .padStart(2, "0");
  return `#${mix(1)}${mix(3)}${mix(5)}`;
}

/** The slope classes' fills as drawn. */
export const SLOPE_FILLS = SLOPE_CLASS_COLOURS.map((c) => overWhite(c, SLOPE_STRENGTH));

const r2 = (n: number) => Math.round(n * 100) / 100;
type Attrs = Record<string, string | number>;
const el = (tag: SvgNode["tag"], attrs: Attrs, ...children: (SvgNode | string)[]): SvgNode => ({
  tag,
  attrs: Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, typeof v === "number" ? r2(v) : v])),
  children,
});

const metres = (v: number) => `${v.toLocaleString("pt-BR", { maximumFractionDigits: 2 })} m`;
const count = (v: number) => v.toLocaleString("pt-BR");

/**
 * Cut or fill shading as one path of diagonal lines through the cells: cell (row, column) carries
 * the line from one corner to the opposite one when its diagonal index is a multiple of `every`,
 * and runs of such cells along a diagonal join into one segment. Cut leans one way ("/"), fill the
 * other ("\"), so they read apart in black and white too.
 */
export function cutFillPath(drawing: Pick<TopographyDrawing, "slope" | "depth">, cells: string, which: "c" | "a", every: number): string {
  const { columns, rows, cellWidth: w, cellDepth: h } = drawing.slope;
  const depth = drawing.depth;
  const parts: string[] = [];
  const rising = which === "c";
  // Diagonal d: for "/" cells with column − row = d; for "\" cells with column + row = d.
  const from = rising ? -(rows - 1) : 0;
  const to = rising ? columns - 1 : columns + rows - 2;
  for (let d = from; d <= to; d++) {
    if (((d % every) + every) % every !== 0) continue;
    let start: number | null = null;
    let last = -1;
    const flush = () => {
      if (start === null) return;
      // Rows count from the south; y on the page is depth − y.
      const [c0, c1] = rising ? [start + d, last + d] : [d - start, d - last];
      const x0 = rising ? c0 * w : (c0 + 1) * w;
      const x1 = rising ? (c1 + 1) * w : c1 * w;
      parts.push(`M${r2(x0)} ${r2(depth - start * h)}L${r2(x1)} ${r2(depth - (last + 1) * h)}`);
      start = null;
    };
    for (let r = 0; r < rows; r++) {
      const c = rising ? r + d : d - r;
      const inside = c >= 0 && c < columns && cells[r * columns + c] === which;
      if (inside) {
        if (start === null) start = r;
        last = r;
      } else flush();
    }
    flush();
  }
  return parts.join("");
}

/** The points as one path of small circles (two arcs each): thousands of dots, one element. */
function pointsPath(points: readonly number[], depth: number, radius: number): string {
  const parts: string[] = [];
  const r = r2(radius);
  for (let i = 0; i + 2 < points.length; i += 3) {
    const x = points[i]!;
    const y = depth - points[i + 1]!;
    parts.push(`M${r2(x - radius)} ${r2(y)}a${r} ${r} 0 1 0 ${r2(2 * radius)} 0a${r} ${r} 0 1 0 ${r2(-2 * radius)} 0Z`);
  }
  return parts.join("");
}

export interface TopographyMapSvg {
  tree: SvgNode;
  /** The whole drawing's viewBox (the page zooms inside it). */
  view: { x: number; y: number; w: number; h: number };
  /** What the map shows, in sentences: its accessible name and the PDF's caption. */
  summary: string;
  /** Interval asked but not used, and points thinned: said under the map. */
  notes: string[];
  legend: { label: string; colour: string; kind: "area" | "line" | "dashed" | "hatch" }[];
}

/** The drawing's contour, slope and platform picture as an SVG tree, with its summary and legend. */
export function topographyMapSvg(drawing: TopographyDrawing): TopographyMapSvg {
  const { width, depth } = drawing;
  const margin = Math.max(width, depth) * 0.06;
  const view = { x: -margin, y: -margin, w: width + 2 * margin, h: depth + 2 * margin };
  const u = Math.max(width, depth) / 100;
  const bar = scaleBarLength(width);
  const masterStep = drawing.interval * MASTER_EVERY;
  const path = (line: DrawingLine, attrs: Attrs) => el("path", { d: linePath(line, depth), fill: "none", ...attrs });

  const slope = slopePaths(drawing.slope, depth, SLOPE_FILLS.length);
  const cells = drawing.platform.cells;
  const { columns, rows } = drawing.slope;
  // A hatch line every few cells: about 32 across the longer side.
  const every = Math.max(2, Math.round(Math.max(columns, rows) / 32));
  const cut = cells ? cutFillPath(drawing, cells, "c", every) : "";
  const fill = cells ? cutFillPath(drawing, cells, "a", every) : "";

  const labels = drawing.contours
    .filter((c) => c.master)
    .flatMap((contour) =>
      contour.lines.flatMap((line) => {
        // A scrap of line at the survey's edge gets no label: it would only crowd the map.
        let length = 0;
        for (let i = 2; i + 1 < line.xy.length; i += 2) length += Math.hypot(line.xy[i]! - line.xy[i - 2]!, line.xy[i + 1]! - line.xy[i - 1]!);
        if (length < u * 12) return [];
        const at = labelAt(line, depth);
        const size = u * 1.8;
        return at
          ? [el("text", { x: at[0], y: at[1] + size * 0.35, fontSize: size, fill: MASTER_COLOUR, stroke: "white", strokeWidth: u * 0.4, paintOrder: "stroke", textAnchor: "middle", "data-contour-label": contour.level }, contour.level.toLocaleString("pt-BR"))]
          : [];
      }),
    );

  // North arrow at the top right, outside the drawing; the scale bar under its left corner.
  const nx = width + margin * 0.2 - u * 1.5;
  const ny = -margin * 0.2;
  const tree = el(
    "svg",
    { viewBox: `${r2(view.x)} ${r2(view.y)} ${r2(view.w)} ${r2(view.h)}` },
    el("g", { "data-layer": "declividade" }, ...slope.flatMap((d, i) => (d ? [el("path", { d, fill: SLOPE_FILLS[i]!, "data-slope-class": i })] : []))),
    el(
      "g",
      { "data-layer": "corte-aterro" },
      ...(cut ? [el("path", { d: cut, fill: "none", stroke: CUT_COLOUR, strokeWidth: u * 0.1, "data-cut-fill": "corte" })] : []),
      ...(fill ? [el("path", { d: fill, fill: "none", stroke: FILL_COLOUR, strokeWidth: u * 0.1, "data-cut-fill": "aterro" })] : []),
    ),
    el("g", { "data-layer": "contorno" }, ...drawing.outline.map((line) => path(line, { stroke: OUTLINE_COLOUR, strokeWidth: u * 0.35 }))),
    el(
      "g",
      { "data-layer": "curvas" },
      ...drawing.contours.flatMap((contour) =>
        contour.lines.map((line) => path(line, { stroke: contour.master ? MASTER_COLOUR : CONTOUR_COLOUR, strokeWidth: u * (contour.master ? 0.3 : 0.12), "data-level": contour.level })),
      ),
    ),
    el("g", { "data-layer": "plato" }, ...drawing.platform.lines.map((line) => path(line, { stroke: PLATFORM_COLOUR, strokeWidth: u * 0.3, strokeDasharray: `${r2(u)} ${r2(u * 0.6)}` }))),
    ...(drawing.points.length ? [el("path", { d: pointsPath(drawing.points, depth, u * 0.15), fill: MAP_INK, "data-layer": "pontos", "data-points": drawing.points.length / 3 })] : []),
    el("g", { "data-layer": "cotas" }, ...labels),
    el(
      "g",
      { "data-layer": "norte" },
      el("path", { d: `M${r2(nx - u * 1.5)} ${r2(ny + u * 6)}L${r2(nx)} ${r2(ny + u * 1.5)}L${r2(nx + u * 1.5)} ${r2(ny + u * 6)}Z`, fill: MAP_INK }),
      el("text", { x: nx, y: ny + u * 1.2, fontSize: u * 2.2, textAnchor: "middle", fill: MAP_INK }, "N"),
    ),
    el(
      "g",
      { "data-layer": "escala" },
      el("rect", { x: 0, y: depth + margin * 0.55, width: bar, height: u * 0.6, fill: MAP_INK }),
      el("text", { x: bar / 2, y: depth + margin * 0.55 + u * 2.6, fontSize: u * 1.8, textAnchor: "middle", fill: MAP_INK }, metres(bar)),
    ),
  );

  const summary =
    `Curvas de nível a cada ${metres(drawing.interval)} (mestras a cada ${metres(masterStep)}), ` +
    `de ${metres(drawing.contours[0]?.level ?? 0)} a ${metres(drawing.contours.at(-1)?.level ?? 0)}, ` +
    `sobre o mapa de declividade em ${SLOPE_FILLS.length} classes; área de ${metres(width)} por ${metres(depth)}; ` +
    `platô na cota ${metres(drawing.platform.elevation)}` +
    (cells ? ", com o corte e o aterro hachurados." : ".");
  const notes = [
    ...(drawing.intervalAsked !== null ? [`A equidistância pedida, ${metres(drawing.intervalAsked)}, daria linhas demais para este levantamento.`] : []),
    drawing.pointsTotal > drawing.points.length / 3
      ? `Pontos desenhados: ${count(drawing.points.length / 3)} de ${count(drawing.pointsTotal)}, distribuídos por igual.`
      : `Pontos desenhados: todos os ${count(drawing.pointsTotal)}.`,
  ];
  const legend: TopographyMapSvg["legend"] = [
    ...SLOPE_CLASSES.map((cls, i) => ({ label: `Declividade ${cls.label}`, colour: SLOPE_FILLS[i]!, kind: "area" as const })),
    { label: `Curva mestra (a cada ${metres(masterStep)}, com a cota)`, colour: MASTER_COLOUR, kind: "line" },
    { label: `Linha do platô (${metres(drawing.platform.elevation)}): de um lado corte, do outro aterro`, colour: PLATFORM_COLOUR, kind: "dashed" },
    ...(cells
      ? [
          { label: "Corte: terreno acima do platô (hachura /)", colour: CUT_COLOUR, kind: "hatch" as const },
          { label: "Aterro: terreno abaixo do platô (hachura \\)", colour: FILL_COLOUR, kind: "hatch" as const },
        ]
      : []),
    { label: "Contorno do levantamento", colour: OUTLINE_COLOUR, kind: "line" },
  ];
  return { tree, view, summary, notes, legend };
}

/**
 * The legend as a drawing of its own (the PDF's; the page lists it as HTML), in points of the
 * PDF's 482 pt text width: the slope classes in the first column, the lines and hatches in the second.
 */
export function topographyLegendSvg(legend: TopographyMapSvg["legend"]): { tree: SvgNode; width: number; height: number } {
  const width = 482;
  const rowHeight = 12;
  const areas = legend.filter((l) => l.kind === "area");
  const others = legend.filter((l) => l.kind !== "area");
  const height = Math.max(areas.length, others.length) * rowHeight + 4;
  const row = (item: TopographyMapSvg["legend"][number], x: number, y: number): SvgNode[] => {
    const swatch =
      item.kind === "area"
        ? [el("rect", { x, y, width: 12, height: 8, fill: item.colour })]
        : item.kind === "hatch"
          ? [
              el("rect", { x, y, width: 12, height: 8, fill: "white", stroke: item.colour, strokeWidth: 0.6 }),
              el("path", { d: item.label.startsWith("Corte") ? `M${x} ${y + 8}L${x + 8} ${y}M${x + 4} ${y + 8}L${x + 12} ${y}` : `M${x} ${y}L${x + 8} ${y + 8}M${x + 4} ${y}L${x + 12} ${y + 8}`, fill: "none", stroke: item.colour, strokeWidth: 0.8 }),
            ]
          : [el("line", { x1: x, y1: y + 4, x2: x + 12, y2: y + 4, stroke: item.colour, strokeWidth: 1.6, ...(item.kind === "dashed" ? { strokeDasharray: "3 2" } : {}) })];
    return [...swatch, el("text", { x: x + 16, y: y + 7.5, fontSize: 7.5, fill: MAP_INK }, item.label)];
  };
  const items = [...areas.flatMap((item, i) => row(item, 0, i * rowHeight + 2)), ...others.flatMap((item, i) => row(item, 190, i * rowHeight + 2))];
  return { tree: el("svg", { viewBox: `0 0 ${width} ${height}` }, ...items), width, height };
}
