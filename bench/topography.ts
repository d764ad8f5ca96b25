/**
 * Topography (issue 18, item 5): reading and analysing a survey of 50,000 points — the upload's
 * limit — as the tool does on the server: parse the CSV text (pt-BR, "x;y;z" with decimal commas)
 * and compute extents, slope classes on the triangulated surface and cut/fill. Median time of a few
 * runs per step, and memory: heap growth across one run and the process's peak RSS. No server:
 *   node --expose-gc --import tsx bench/topography.ts
 */
import { performance } from "node:perf_hooks";
import { analyzeTopography, parsePoints } from "#domain/topography-analysis";
import { median } from "#bench/lib";

const POINTS = 50_000;
const RUNS = 7;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;

// A deterministic terrain over 250 × 200 m in UTM: a hill, a valley and a tilt, with survey noise
// (Park–Miller generator, so every run measures the same file).
let seed = 20_240_611;
const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
const lines = ["ponto;E;N;cota;descricao"];
for (let i = 0; i < POINTS; i++) {
  const x = random() * 250;
  const y = random() * 200;
  const z = 760 + 12 * Math.exp(-((x - 80) ** 2 + (y - 120) ** 2) / 3_000) - 6 * Math.exp(-((x - 190) ** 2 + (y - 50) ** 2) / 2_000) + 0.04 * x + (random() - 0.5) * 0.1;
  const pt = (n: number, d: number) => n.toFixed(d).replace(".", ",");
  lines.push(`${i + 1};${pt(333_000 + x, 3)};${pt(7_395_000 + y, 3)};${pt(z, 3)};${i % 50 === 0 ? "MURO" : "TN"}`);
}
const text = lines.join("\n");
console.log(`survey: ${POINTS.toLocaleString("pt-BR")} points, ${mb(Buffer.byteLength(text))} of CSV text`);

// Warm-up (JIT), then the measured runs.
analyzeTopography(parsePoints(text).points);

const parseTimes: number[] = [];
const analyzeTimes: number[] = [];
let peakRss = process.memoryUsage().rss;
let heapGrowth = 0;
let result = analyzeTopography([]);
for (let run = 0; run < RUNS; run++) {
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const parsed = parsePoints(text);
  const t1 = performance.now();
  result = analyzeTopography(parsed.points);
  const t2 = performance.now();
  const after = process.memoryUsage();
  if (parsed.errors.length) throw new Error(parsed.errors.join("\n"));
  parseTimes.push(t1 - t0);
  analyzeTimes.push(t2 - t1);
  // Heap still held right after one run (points, grid, tables) — an upper bound without a GC inside.
  heapGrowth = Math.max(heapGrowth, after.heapUsed - heapBefore);
  peakRss = Math.max(peakRss, after.rss);
}
const total = parseTimes.map((t, i) => t + (analyzeTimes[i] as number));
console.log(`parse: median ${median(parseTimes).toFixed(0)} ms · analyze: median ${median(analyzeTimes).toFixed(0)} ms · total: median ${median(total).toFixed(0)} ms (max ${Math.max(...total).toFixed(0)} ms) over ${RUNS} runs`);
console.log(`memory: heap growth during one run ${mb(heapGrowth)}${gc ? "" : " (run with --expose-gc for a clean baseline)"}, peak RSS ${mb(peakRss)}`);
const f = result.figures!;
console.log(
  `grid ${f.columns} × ${f.rows} cells of ${f.cellWidth.toFixed(2)} × ${f.cellDepth.toFixed(2)} m; slope mean ${f.meanSlope.toFixed(1)}%, max ${f.maxSlope.toFixed(1)}%, p95 ${f.p95Slope.toFixed(1)}%; cut ${f.cut.toFixed(0)} m³, fill ${f.fill.toFixed(0)} m³ at ${f.platformElevation.toFixed(2)} m`,
);
