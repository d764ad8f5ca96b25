/**
 * Contour lines from the survey's TIN (topography-surface.ts): each kept triangle is a plane, so a
 * level crosses it in one straight segment between two of its edges, and the segments of
 * neighbouring triangles meet on their shared edge. Chained by those edges they make the
 * polylines a topographer draws: open where they leave the surveyed ground, closed around a hill
 * or a hollow. Exact for the TIN, as the volumes are (decision 063).
 */
import type { Surface } from "./topography-surface";

/** The intervals offered (m), smallest first. */
export const CONTOUR_INTERVALS = [0.5, 1, 2] as const;
export type ContourInterval = (typeof CONTOUR_INTERVALS)[number];

/** Every this many levels, a contour is a master (index) contour: drawn heavier and labelled. */
export const MASTER_EVERY = 5;

/** At most this many levels are drawn: past it, the interval is too fine for the relief. */
export const MAX_CONTOUR_LEVELS = 400;

/**
 * The interval by the relief: the finest of 0,5 / 1 / 2 m that gives at most 20 levels, so a flat
 * lot gets 0,5 m lines and a steep one 2 m lines (2 m when even that gives more).
 */
export function defaultContourInterval(elevationRange: number): ContourInterval {
  for (const interval of CONTOUR_INTERVALS) if (elevationRange / interval <= 20) return interval;
  return 2;
}

/**
 * The levels strictly inside (minZ, maxZ) that are multiples of the interval. A level equal to the
 * lowest or highest point touches the ground at a point or along a flat edge and draws nothing
 * useful, so it is left out. Computed on integer multiples so 0,5 m steps do not drift.
 */
export function contourLevels(minZ: number, maxZ: number, interval: number): number[] {
  if (!(interval > 0) || !(maxZ > minZ)) return [];
  const first = Math.floor(minZ / interval) + 1;
  const last = Math.ceil(maxZ / interval) - 1;
  const levels: number[] = [];
  for (let k = first; k <= last && levels.length < MAX_CONTOUR_LEVELS; k++) levels.push(Math.round(k * interval * 1e6) / 1e6);
  return levels;
}

export interface ContourLine {
  /** Plan coordinates (the surface's local x, y), in order along the line. */
  points: [number, number][];
  /** True when the line closes on itself (the last point is not repeated). */
  closed: boolean;
}

export interface Contour {
  level: number;
  master: boolean;
  lines: ContourLine[];
}

/**
 * The contour lines of the TIN at each level. A vertex exactly on a level counts as above it, so a
 * level through surveyed points still crosses each triangle at most once and lines do not break.
 */
export function contourLines(surface: Surface, xs: Float64Array, ys: Float64Array, zs: Float64Array, levels: readonly number[], interval: number): Contour[] {
  return levels.map((level) => ({
    level,
    master: isMaster(level, interval),
    lines: linesAt(surface, xs, ys, zs, level),
  }));
}

function isMaster(level: number, interval: number): boolean {
  const k = Math.round(level / interval);
  return Math.abs(k * interval - level) < 1e-6 && k % MASTER_EVERY === 0;
}


function linesAt(surface: Surface, xs: Float64Array, ys: Float64Array, zs: Float64Array, level: number): ContourLine[] {
  const { triangles, kept } = surface;
  const n = xs.length;
  // An edge by its two vertices (exact as a double: n ≤ 50,000). Each crossing edge holds the
  // point where the level crosses it and the one or two crossing edges it is joined to.
  const crossing = new Map<number, [number, number]>();
  const ends = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    (ends.get(a) ?? ends.set(a, []).get(a)!).push(b);
    (ends.get(b) ?? ends.set(b, []).get(b)!).push(a);
  };
  const pointOn = (i: number, j: number): number => {
    const key = i < j ? i * n + j : j * n + i;
    if (!crossing.has(key)) {
      const t = (level - zs[i]!) / (zs[j]! - zs[i]!);
      crossing.set(key, [xs[i]! + t * (xs[j]! - xs[i]!), ys[i]! + t * (ys[j]! - ys[i]!)]);
    }
    return key;
  };
  for (let t = 0; t < kept.length; t++) {
    if (!kept[t]) continue;
    const a = triangles[3 * t]!;
    const b = triangles[3 * t + 1]!;
    const c = triangles[3 * t + 2]!;
    const [ua, ub, uc] = [zs[a]! >= level, zs[b]! >= level, zs[c]! >= level];
    if (ua === ub && ub === uc) continue;
    // Two of the three edges change side; the third joins two vertices on the same side.
    if (ua === ub) link(pointOn(b, c), pointOn(c, a));
    else if (ub === uc) link(pointOn(a, b), pointOn(c, a));
    else link(pointOn(a, b), pointOn(b, c));
  }

  const lines: ContourLine[] = [];
  const used = new Set<number>();
  const walk = (start: number): ContourLine => {
    const keys = [start];
    used.add(start);
    let current = start;
    for (;;) {
      const next = ends.get(current)!.find((k) => !used.has(k));
      if (next === undefined) break;
      keys.push(next);
      used.add(next);
      current = next;
    }
    const closed = keys.length > 2 && ends.get(current)!.includes(start);
    // A level through a surveyed point crosses every edge at that point: keep it once.
    const points: [number, number][] = [];
    for (const key of keys) {
      const p = crossing.get(key)!;
      const last = points[points.length - 1];
      if (!last || Math.abs(last[0] - p[0]) > 1e-9 || Math.abs(last[1] - p[1]) > 1e-9) points.push(p);
    }
    if (closed && points.length > 1 && Math.abs(points[0]![0] - points[points.length - 1]![0]) <= 1e-9 && Math.abs(points[0]![1] - points[points.length - 1]![1]) <= 1e-9) points.pop();
    return { points, closed };
  };
  // Open lines first, from their ends (an edge joined to one other), so none is split in two.
  for (const [key, neighbours] of ends) if (neighbours.length === 1 && !used.has(key)) lines.push(walk(key));
  for (const key of ends.keys()) if (!used.has(key)) lines.push(walk(key));
  return lines;
}
