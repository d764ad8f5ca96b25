/**
 * The topography map's SVG paths (R-TOOL-8), pure so they are tested without a browser. The
 * drawing's y grows to the north; the SVG's grows down, so every y is drawn as depth − y.
 */
import type { DrawingLine, TopographyDrawing } from "./topography-drawing";

/** One path's "d" for a line of the drawing, north up. */
export function linePath(line: DrawingLine, depth: number): string {
  const parts: string[] = [];
  for (let i = 0; i + 1 < line.xy.length; i += 2) parts.push(`${i === 0 ? "M" : "L"}${line.xy[i]} ${round(depth - line.xy[i + 1]!)}`);
  return parts.join("") + (line.closed ? "Z" : "");
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The slope map as one path per class: each row's runs of cells of the same class become one
 * rectangle, so a 250 × 250 grid is a few thousand rectangles in 7 paths, not 62.500 elements.
 */
export function slopePaths(slope: TopographyDrawing["slope"], depth: number, classes: number): string[] {
  const paths = Array.from({ length: classes }, () => [] as string[]);
  const { columns, rows, cellWidth, cellDepth } = slope;
  for (let r = 0; r < rows; r++) {
    let c = 0;
    while (c < columns) {
      const cls = slope.classes[r * columns + c]!;
      let end = c + 1;
      while (end < columns && slope.classes[r * columns + end] === cls) end++;
      const index = Number(cls);
      if (cls !== "." && index < classes) {
        const x = round(c * cellWidth);
        const y = round(depth - (r + 1) * cellDepth);
        paths[index]!.push(`M${x} ${y}h${round((end - c) * cellWidth)}v${round(cellDepth)}h${round(-(end - c) * cellWidth)}Z`);
      }
      c = end;
    }
  }
  return paths.map((p) => p.join(""));
}

/** The scale bar: the round length (1, 2 or 5 × 10ⁿ m) nearest a fifth of the drawing's width. */
export function scaleBarLength(width: number): number {
  const target = width / 5;
  const exp = Math.floor(Math.log10(target));
  const candidates = [1, 2, 5, 10].map((m) => m * 10 ** exp);
  return candidates.reduce((best, c) => (Math.abs(c - target) < Math.abs(best - target) ? c : best));
}

/** Where a master contour's label goes: half-way along the line (by length), north up. */
export function labelAt(line: DrawingLine, depth: number): [number, number] | null {
  const count = line.xy.length / 2;
  if (count < 1) return null;
  let total = 0;
  for (let i = 1; i < count; i++) total += Math.hypot(line.xy[2 * i]! - line.xy[2 * i - 2]!, line.xy[2 * i + 1]! - line.xy[2 * i - 1]!);
  let walked = 0;
  for (let i = 1; i < count; i++) {
    const [x0, y0, x1, y1] = [line.xy[2 * i - 2]!, line.xy[2 * i - 1]!, line.xy[2 * i]!, line.xy[2 * i + 1]!];
    const step = Math.hypot(x1 - x0, y1 - y0);
    if (walked + step >= total / 2 && step > 0) {
      const t = (total / 2 - walked) / step;
      return [round(x0 + t * (x1 - x0)), round(depth - (y0 + t * (y1 - y0)))];
    }
    walked += step;
  }
  return [line.xy[0]!, round(depth - line.xy[1]!)];
}
