/**
 * What the topography tool draws (R-TOOL-8): contour lines, the slope map by class, the
 * surveyed surface's outline, the points, and the line where the platform meets the ground (cut
 * on one side, fill on the other). Built from the same TIN and grid as the figures, so the picture
 * and the tables cannot disagree; kept compact (local coordinates in centimetres, simplified lines)
 * so it can be stored with the tool's run and drawn on screen, in the PDF and as DXF.
 */
import { contourLevels, contourLines, defaultContourInterval, type ContourInterval } from "./topography-contours";
import { z } from "./zod";
import type { Surface } from "./topography-surface";

/** Vertices kept across all contour lines; past it the interval is doubled (and the drawing says so). */
export const MAX_DRAWING_VERTICES = 60_000;
/** Points drawn as dots (on screen and in the DXF); a larger survey is thinned evenly, and the drawing says how many it has. */
export const MAX_DRAWN_POINTS = 3_000;

const lineSchema = z.object({
  xy: z.array(z.number()).describe("x0, y0, x1, y1… em metros a partir da origem do desenho, arredondados ao centímetro."),
  closed: z.boolean(),
});
export type DrawingLine = z.infer<typeof lineSchema>;

export const topographyDrawingSchema = z
  .object({
    origin: z.object({ x: z.number(), y: z.number() }).describe("As coordenadas do levantamento do (0, 0) local: o menor x e o menor y levantados."),
    width: z.number(),
    depth: z.number(),
    interval: z.number().describe("Equidistância das curvas, em metros."),
    intervalAsked: z.number().nullable().describe("A equidistância pedida, quando o desenho precisou de uma maior."),
    contours: z.array(z.object({ level: z.number(), master: z.boolean(), lines: z.array(lineSchema) })),
    outline: z.array(lineSchema).describe("O contorno da superfície levantada."),
    platform: z
      .object({
        elevation: z.number(),
        lines: z.array(lineSchema),
        cells: z
          .string()
          .optional()
          .describe('Corte ou aterro em cada célula da malha de declividade, na mesma ordem: "c" = terreno acima do platô (corte), "a" = abaixo (aterro), "=" = na cota, "." = fora do levantamento. Ausente em desenhos antigos.'),
      })
      .describe("Onde o terreno cruza o platô: corte de um lado, aterro do outro."),
    slope: z
      .object({ columns: z.number().int(), rows: z.number().int(), cellWidth: z.number(), cellDepth: z.number(), classes: z.string() })
      .describe("A classe de declividade de cada célula da malha, linha a linha a partir do sul (\".\" = fora do levantamento)."),
    points: z.array(z.number()).describe("Pontos desenhados (todos, ou uma amostra uniforme), em triplas x, y, z."),
    pointsTotal: z.number().int(),
  })
  .meta({ id: "DesenhoTopografico", description: "Curvas de nível, mapa de declividade, contorno, linha do platô e pontos de um levantamento." });
export type TopographyDrawing = z.infer<typeof topographyDrawingSchema>;

const cm = (v: number) => Math.round(v * 100) / 100;

/** Douglas–Peucker: drops vertices within `tolerance` of the line through their neighbours. */
export function simplify(points: readonly [number, number][], tolerance: number): [number, number][] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first]!;
    const [bx, by] = points[last]!;
    const length = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i]!;
      const distance = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > worstDistance) [worst, worstDistance] = [i, distance];
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function toLine(points: readonly [number, number][], closed: boolean, tolerance: number): DrawingLine {
  // A closed ring is simplified from its lowest-leftmost vertex (always a real corner, never the
  // middle of a straight side) with that point repeated at the end, so its seam holds.
  let start = 0;
  if (closed) {
    for (let i = 1; i < points.length; i++) {
      const [x, y] = points[i]!;
      const [bx, by] = points[start]!;
      if (x < bx || (x === bx && y < by)) start = i;
    }
  }
  const ring = closed ? [...points.slice(start), ...points.slice(0, start), points[start]!] : [...points];
  const kept = simplify(ring, tolerance);
  if (closed) kept.pop();
  return { xy: kept.flatMap(([x, y]) => [cm(x), cm(y)]), closed };
}

/** The kept triangles' boundary edges, chained into rings. */
function outlineOf(surface: Surface, xs: Float64Array, ys: Float64Array): [number, number][][] {
  const { triangles, kept } = surface;
  const n = xs.length;
  const count = new Map<number, number>();
  const directed = new Map<number, number>();
  for (let t = 0; t < kept.length; t++) {
    if (!kept[t]) continue;
    for (let e = 0; e < 3; e++) {
      const a = triangles[3 * t + e]!;
      const b = triangles[3 * t + ((e + 1) % 3)]!;
      const key = a < b ? a * n + b : b * n + a;
      count.set(key, (count.get(key) ?? 0) + 1);
      directed.set(a * n + b, b);
    }
  }
  // Boundary edges keep their triangle's direction, so following them walks each ring once.
  const next = new Map<number, number>();
  for (const [key, times] of count) {
    if (times !== 1) continue;
    const [lo, hi] = [Math.floor(key / n), key % n];
    if (directed.has(lo * n + hi)) next.set(lo, hi);
    else next.set(hi, lo);
  }
  const rings: [number, number][][] = [];
  const seen = new Set<number>();
  for (const start of next.keys()) {
    if (seen.has(start)) continue;
    const ring: [number, number][] = [];
    let v: number | undefined = start;
    while (v !== undefined && !seen.has(v)) {
      seen.add(v);
      ring.push([xs[v]!, ys[v]!]);
      v = next.get(v);
    }
    if (ring.length >= 3) rings.push(ring);
  }
  return rings;
}

export interface DrawingInput {
  surface: Surface;
  /** Local coordinates (origin subtracted) and elevations of the points. */
  xs: Float64Array;
  ys: Float64Array;
  zs: Float64Array;
  origin: { x: number; y: number };
  width: number;
  depth: number;
  minZ: number;
  maxZ: number;
  platformElevation: number;
  grid: { columns: number; rows: number; cellWidth: number; cellDepth: number; classes: string };
  /** Cut ("c"), fill ("a"), level ("=") or outside (".") for each grid cell, the ground at its centre against the platform. */
  cutFill?: string;
  /** The interval asked for; the relief's default when absent. */
  interval?: ContourInterval;
}

export function topographyDrawing(input: DrawingInput): TopographyDrawing {
  const { surface, xs, ys, zs, minZ, maxZ } = input;
  const asked = input.interval ?? defaultContourInterval(maxZ - minZ);
  // Lines are simplified to a tenth of the grid's cell (never below 2 cm): finer than anyone reads.
  const tolerance = Math.max(0.02, Math.min(input.grid.cellWidth, input.grid.cellDepth) / 10);
  let interval: number = asked;
  let contours: TopographyDrawing["contours"];
  for (;;) {
    contours = contourLines(surface, xs, ys, zs, contourLevels(minZ, maxZ, interval), interval).map((c) => ({
      level: c.level,
      master: c.master,
      lines: c.lines.filter((l) => l.points.length >= 2).map((l) => toLine(l.points, l.closed, tolerance)),
    }));
    const vertices = contours.reduce((sum, c) => sum + c.lines.reduce((s, l) => s + l.xy.length / 2, 0), 0);
    if (vertices <= MAX_DRAWING_VERTICES || interval >= 64) break;
    interval *= 2;
  }
  const [platform] = contourLines(surface, xs, ys, zs, [input.platformElevation], 1);
  const step = Math.max(1, Math.ceil(xs.length / MAX_DRAWN_POINTS));
  const points: number[] = [];
  for (let i = 0; i < xs.length; i += step) points.push(cm(xs[i]!), cm(ys[i]!), cm(zs[i]!));
  return {
    origin: input.origin,
    width: cm(input.width),
    depth: cm(input.depth),
    interval,
    intervalAsked: interval === asked ? null : asked,
    contours,
    outline: outlineOf(surface, xs, ys).map((ring) => toLine(ring, true, 0)),
    platform: {
      elevation: input.platformElevation,
      lines: (platform?.lines ?? []).map((l) => toLine(l.points, l.closed, tolerance)),
      ...(input.cutFill === undefined ? {} : { cells: input.cutFill }),
    },
    slope: input.grid,
    points,
    pointsTotal: xs.length,
  };
}
