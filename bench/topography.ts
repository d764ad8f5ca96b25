/**
 * Topography (decision 066): reading and analysing a survey of 50,000 points —
 * the upload's limit — as the tool does on the server.
 * 1. In this process: parse the CSV text (pt-BR, "x;y;z" with decimal commas) and compute extents,
 *    slope classes on the triangulated surface and cut/fill. Median time of a few runs per step,
 *    and memory: heap growth across one run and the process's peak RSS.
 * 2. Through the real HTTP route, on an app in a process of its own (in-memory PGlite): 5 accounts
 *    send the same survey at once (POST /api/tools/topografia/levantamento, read to the end of its
 *    stream) while one client asks GET /api/health back to back; prints the health answers'
 *    p50/p99/max (target: p99 ≤ 100 ms) and how long the surveys took.
 *   node --expose-gc --import tsx bench/topography.ts [rounds of 5 surveys=3]
 */
import { performance } from "node:perf_hooks";
import { analyzeTopography, parsePoints } from "#domain/topography-analysis";
import { surveyCsv } from "#server/test/survey";
import { signUpOverHttp, startAppProcesses } from "./app-process";
import { percentile } from "./app-server";
import { median } from "./lib";

const POINTS = 50_000;
const RUNS = 7;
const PARALLEL = 5;
const ROUNDS = Number(process.argv[2] ?? 3);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;

// A deterministic terrain over 250 × 200 m in UTM: a hill, a valley and a tilt, with survey noise.
const text = surveyCsv(POINTS);
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

/* ------------------------------------------------------------ through HTTP */

const [app] = await startAppProcesses(1, { env: { AI_RATE_LIMIT_MAX: "100000" } });
try {
  const base = app!.baseUrl;
  const cookies = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => signUpOverHttp(base, `topo-${i}`)));
  // The multipart body encoded once here, so this process's own work does not delay its health checks.
  const form = new FormData();
  form.set("file", new File([text], "levantamento.csv", { type: "text/csv" }));
  form.set("inputs", JSON.stringify({ localizacao: "Gleba 3" }));
  const encoded = new Request("http://x/", { method: "POST", body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  const contentType = encoded.headers.get("content-type")!;
  const survey = async (cookie: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/tools/topografia/levantamento`, { method: "POST", headers: { "content-type": contentType, origin: base, cookie }, body });
    const events = await res.text();
    if (res.status !== 200 || !events.includes("event: done")) throw new Error(`levantamento: ${res.status} ${events.slice(0, 300)}`);
    return performance.now() - started;
  };

  // One survey alone first: the pool's thread starts (tsx, modules) outside the measured rounds.
  const alone = await survey(cookies[0]!);
  const health: number[] = [];
  const surveyTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let done = false;
    const surveys = Promise.all(cookies.map((cookie) => survey(cookie))).finally(() => (done = true));
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      health.push(performance.now() - started);
    }
    surveyTimes.push(...(await surveys));
  }
  console.log(
    `HTTP: one survey alone ${alone.toFixed(0)} ms; ${ROUNDS} rounds of ${PARALLEL} at once: each survey p50 ${percentile(surveyTimes, 50).toFixed(0)} ms, max ${Math.max(...surveyTimes).toFixed(0)} ms`,
  );
  console.log(
    `/api/health during them (${health.length} requests): p50 ${percentile(health, 50).toFixed(1)} ms · p99 ${percentile(health, 99).toFixed(1)} ms · max ${Math.max(...health).toFixed(1)} ms (target p99 ≤ 100 ms)`,
  );
} finally {
  await app!.stop();
}
