/**
 * Time from `npm start` to the first 200 on /api/health, with an empty and with an existing
 * data dir (embedded PGlite). Needs a built SPA (npm run build) so that only the start is timed.
 * Run: node --import tsx bench/startup.ts [runs=3]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, median, startGroup, stopGroup, waitForHealth } from "./lib";

const runs = Number(process.argv[2] ?? 3);

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startGroup("npm", ["start", "--silent"], { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  await waitForHealth(`http://127.0.0.1:${port}`);
  const ms = performance.now() - started;
  await stopGroup(child);
  return ms;
}

const empty: number[] = [];
const existing: number[] = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), "prancheta-bench-"));
  empty.push(await timeStart(dir));
  existing.push(await timeStart(dir));
  rmSync(dir, { recursive: true, force: true });
}
const fmt = (v: number[]) => `mediana ${Math.round(median(v))} ms (execuções: ${v.map(Math.round).join(", ")})`;
console.log(`npm start → primeiro 200 em /api/health, ./data vazio:     ${fmt(empty)}`);
console.log(`npm start → primeiro 200 em /api/health, ./data existente: ${fmt(existing)}`);
console.log(`razão vazio/existente: ${(median(empty) / median(existing)).toFixed(2)}×`);
