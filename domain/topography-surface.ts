/**
 * The surveyed ground as a TIN: Delaunay triangles through the points, each a plane through its
 * three surveyed elevations (the surface a topographer draws contour lines from). Unlike an
 * interpolation that averages neighbours, it passes through every point and is exact on planes,
 * so a 10% ramp surveyed at a few points reads 10% everywhere (decision 063).
 *
 * Coordinates are local (the minimum x and y subtracted) so UTM's millions keep their precision.
 */
import Delaunator from "delaunator";

/**
 * A boundary triangle is peeled off when its outer edge is longer than this many times the local
 * spacing at both its ends (each end's median edge length): a survey dense in one part and sparse
 * in another keeps its sparse ground, and a concave notch between dense edges is dropped.
 */
const PEEL_SPACINGS = 5;
/** …unless peeling would take more than this share of the convex hull (then nothing is peeled). */
const MAX_PEELED_SHARE = 0.5;

export interface Surface {
  /** Vertex indices, three per triangle. */
  triangles: Uint32Array;
  /** 1 for the triangles that make up the surveyed surface, 0 for the peeled ones. */
  kept: Uint8Array;
  /** Plan area of the kept triangles, m². */
  area: number;
  /** Plan area of the convex hull's triangles peeled off as outside the survey, m². */
  peeledArea: number;
  /** ∫ z dA over the kept triangles: area × the surface's mean elevation. */
  volume: number;
  /** Points that are a vertex of some triangle (the rest repeat another point's x and y). */
  used: number;
}

// Absolute: Delaunator orients its triangles for a y-down screen, clockwise in survey axes.
const planArea = (xs: Float64Array, ys: Float64Array, a: number, b: number, c: number) =>
  Math.abs((xs[b]! - xs[a]!) * (ys[c]! - ys[a]!) - (xs[c]! - xs[a]!) * (ys[b]! - ys[a]!)) / 2;

/**
 * Triangulates the points (local x, y) and peels the convex hull's outer slivers where the survey
 * is concave (an L-shaped lot, a corner left out): a triangle on the boundary whose outer edge is
 * much longer than the spacing of the points at its ends spans ground nobody surveyed.
 */
export function triangulate(xs: Float64Array, ys: Float64Array, zs: Float64Array): Surface {
  const n = xs.length;
  const coords = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    coords[2 * i] = xs[i]!;
    coords[2 * i + 1] = ys[i]!;
  }
  const { triangles, halfedges } = new Delaunator(coords);
  const count = triangles.length / 3;
  const areas = new Float64Array(count);
  let hullArea = 0;
  for (let t = 0; t < count; t++) {
    areas[t] = planArea(xs, ys, triangles[3 * t]!, triangles[3 * t + 1]!, triangles[3 * t + 2]!);
    hullArea += areas[t]!;
  }

  const kept = new Uint8Array(count).fill(1);
  const next = (e: number) => (e % 3 === 2 ? e - 2 : e + 1);
  const edge2 = (e: number) => {
    const a = triangles[e]!;
    const b = triangles[next(e)]!;
    return (xs[b]! - xs[a]!) ** 2 + (ys[b]! - ys[a]!) ** 2;
  };
  // Each point's local spacing: the median (squared) length of the edges that meet at it, gathered
  // in one flat array by point (typed arrays: 50.000 points would otherwise make 50.000 arrays).
  const isEdge = (e: number) => halfedges[e]! < e; // each edge once (its twin, or alone on the hull)
  const start = new Int32Array(n + 1);
  for (let e = 0; e < triangles.length; e++) {
    if (!isEdge(e)) continue;
    start[triangles[e]! + 1]!++;
    start[triangles[next(e)]! + 1]!++;
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const lengths = new Float64Array(start[n]!);
  const fill = start.slice(0, n);
  for (let e = 0; e < triangles.length; e++) {
    if (!isEdge(e)) continue;
    const d2 = edge2(e);
    lengths[fill[triangles[e]!]!++] = d2;
    lengths[fill[triangles[next(e)]!]!++] = d2;
  }
  const local2 = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const [from, to] = [start[i]!, start[i + 1]!];
    // Insertion sort in place: a point has about six edges.
    for (let j = from + 1; j < to; j++) {
      const v = lengths[j]!;
      let k = j - 1;
      for (; k >= from && lengths[k]! > v; k--) lengths[k + 1] = lengths[k]!;
      lengths[k + 1] = v;
    }
    local2[i] = to > from ? lengths[from + ((to - from - 1) >> 1)]! : 0;
  }
  const tooLong = (e: number) => {
    const limit2 = PEEL_SPACINGS ** 2 * Math.max(local2[triangles[e]!]!, local2[triangles[next(e)]!]!);
    return edge2(e) > limit2;
  };
  // Outer half-edges, then the inner ones a peeled triangle exposes, until every boundary is short.
  const queue: number[] = [];
  for (let e = 0; e < halfedges.length; e++) if (halfedges[e] === -1) queue.push(e);
  let peeled = 0;
  while (queue.length) {
    const e = queue.pop()!;
    const t = Math.floor(e / 3);
    if (!kept[t] || !tooLong(e)) continue;
    kept[t] = 0;
    peeled += areas[t]!;
    for (const other of [3 * t, 3 * t + 1, 3 * t + 2]) {
      const twin = halfedges[other]!;
      if (other !== e && twin !== -1 && kept[Math.floor(twin / 3)]) queue.push(twin);
    }
  }
  if (peeled > MAX_PEELED_SHARE * hullArea) {
    kept.fill(1);
    peeled = 0;
  }

  const used = new Uint8Array(n);
  let area = 0;
  let volume = 0;
  for (let t = 0; t < count; t++) {
    const [a, b, c] = [triangles[3 * t]!, triangles[3 * t + 1]!, triangles[3 * t + 2]!];
    used[a] = used[b] = used[c] = 1;
    if (!kept[t]) continue;
    area += areas[t]!;
    volume += (areas[t]! * (zs[a]! + zs[b]! + zs[c]!)) / 3;
  }
  return { triangles, kept, area, peeledArea: peeled, volume, used: used.reduce((sum, u) => sum + u, 0) };
}

/**
 * The volume of the part of one triangular prism above height 0, for a plane whose heights over
 * the platform at the vertices are a, b, c and whose plan area is `area`. A vertex alone on its
 * side cuts off a tetrahedron-like wedge of volume area·p³ / (3·(p − q)·(p − r)).
 */
function above(area: number, a: number, b: number, c: number): number {
  const up = (a > 0 ? 1 : 0) + (b > 0 ? 1 : 0) + (c > 0 ? 1 : 0);
  if (up === 0) return 0;
  if (up === 3) return (area * (a + b + c)) / 3;
  if (up === 1) {
    const [p, q, r] = a > 0 ? [a, b, c] : b > 0 ? [b, a, c] : [c, a, b];
    return (area * p ** 3) / (3 * (p - q) * (p - r));
  }
  // Two above: everything minus the wedge below the lone vertex under the platform.
  const [p, q, r] = a <= 0 ? [-a, -b, -c] : b <= 0 ? [-b, -a, -c] : [-c, -a, -b];
  const below = (area * p ** 3) / (3 * (p - q) * (p - r));
  return (area * (a + b + c)) / 3 + below;
}

/** Cut (ground above the platform) and fill (below it) over the kept triangles, exact for the TIN. */
export function cutAndFill(surface: Surface, xs: Float64Array, ys: Float64Array, zs: Float64Array, platform: number) {
  const { triangles, kept } = surface;
  let cut = 0;
  let fill = 0;
  for (let t = 0; t < kept.length; t++) {
    if (!kept[t]) continue;
    const [i, j, k] = [triangles[3 * t]!, triangles[3 * t + 1]!, triangles[3 * t + 2]!];
    const area = planArea(xs, ys, i, j, k);
    const [a, b, c] = [zs[i]! - platform, zs[j]! - platform, zs[k]! - platform];
    const up = above(area, a, b, c);
    cut += up;
    fill += up - (area * (a + b + c)) / 3;
  }
  return { cut, fill };
}

/**
 * Samples the TIN at the centres of an nx × ny grid of cw × cd cells (local coordinates from 0):
 * `grid` gets each covered centre's elevation, `covered` a 1, and `gx`/`gy` the gradient of the
 * triangle it falls in (for cells with no covered neighbour on a side). Centres outside the kept
 * triangles stay uncovered. Each triangle visits only the cells of its bounding box.
 */
export function rasterize(
  surface: Surface,
  xs: Float64Array,
  ys: Float64Array,
  zs: Float64Array,
  { nx, ny, cw, cd }: { nx: number; ny: number; cw: number; cd: number },
): { grid: Float64Array; covered: Uint8Array; gx: Float64Array; gy: Float64Array } {
  const grid = new Float64Array(nx * ny);
  const covered = new Uint8Array(nx * ny);
  const gx = new Float64Array(nx * ny);
  const gy = new Float64Array(nx * ny);
  const { triangles, kept } = surface;
  for (let t = 0; t < kept.length; t++) {
    if (!kept[t]) continue;
    const [i, j, k] = [triangles[3 * t]!, triangles[3 * t + 1]!, triangles[3 * t + 2]!];
    const [x0, y0, x1, y1, x2, y2] = [xs[i]!, ys[i]!, xs[j]!, ys[j]!, xs[k]!, ys[k]!];
    const det = (y1 - y2) * (x0 - x2) + (x2 - x1) * (y0 - y2);
    if (Math.abs(det) < 1e-12) continue;
    const [z0, z1, z2] = [zs[i]!, zs[j]!, zs[k]!];
    // The plane through the three vertices: z = z2 + tx·(x − x2) + ty·(y − y2).
    const tx = ((z0 - z2) * (y1 - y2) - (z1 - z2) * (y0 - y2)) / det;
    const ty = ((z1 - z2) * (x0 - x2) - (z0 - z2) * (x1 - x2)) / det;
    // Barycentric weights tolerate a hair outside so centres on a shared edge are not lost.
    const eps = -1e-9;
    const c0 = Math.max(0, Math.ceil(Math.min(x0, x1, x2) / cw - 0.5));
    const c1 = Math.min(nx - 1, Math.floor(Math.max(x0, x1, x2) / cw - 0.5));
    const r0 = Math.max(0, Math.ceil(Math.min(y0, y1, y2) / cd - 0.5));
    const r1 = Math.min(ny - 1, Math.floor(Math.max(y0, y1, y2) / cd - 0.5));
    for (let r = r0; r <= r1; r++) {
      const py = (r + 0.5) * cd;
      for (let c = c0; c <= c1; c++) {
        const px = (c + 0.5) * cw;
        const l0 = ((y1 - y2) * (px - x2) + (x2 - x1) * (py - y2)) / det;
        const l1 = ((y2 - y0) * (px - x2) + (x0 - x2) * (py - y2)) / det;
        const l2 = 1 - l0 - l1;
        if (l0 < eps || l1 < eps || l2 < eps) continue;
        grid[r * nx + c] = l0 * z0 + l1 * z1 + l2 * z2;
        covered[r * nx + c] = 1;
        gx[r * nx + c] = tx;
        gy[r * nx + c] = ty;
      }
    }
  }
  return { grid, covered, gx, gy };
}
