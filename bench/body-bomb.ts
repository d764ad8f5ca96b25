/**
 * What a deeply nested JSON body costs the server: event-loop time per request (active time of
 * the event loop, ELU) for a 12 kB body nested 6,000 levels and for a flat body of the same size,
 * and how long /api/health takes while 20 such bodies arrive at once from one signed-in user.
 *
 *   node --import tsx bench/body-bomb.ts [rounds=20]
 *
 * The app runs in this process (in-memory PGlite), so the figures include the client's small
 * share of work on the same loop; the ratio to the flat body is what to watch.
 */
import { performance } from "node:perf_hooks";
import { percentile, startAppServer } from "./app-server";
import { median } from "./lib";

const rounds = Number(process.argv[2] ?? 20);
const app = await startAppServer({});
const cookie = await app.userCookie();
const headers = { "content-type": "application/json", origin: app.baseUrl, cookie };

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
// A valid client (201) padded with a field the schema drops, to the same size as the bomb.
const flat = (bytes: number) => JSON.stringify({ name: "Cliente", notes: "a".repeat(1_000), extra: "b".repeat(bytes - 1_060) });

async function post(body: string): Promise<{ status: number; activeMs: number }> {
  const before = performance.eventLoopUtilization();
  const res = await fetch(`${app.baseUrl}/api/clients`, { method: "POST", headers, body });
  await res.arrayBuffer();
  const used = performance.eventLoopUtilization(before);
  return { status: res.status, activeMs: used.active };
}

async function measure(label: string, body: string) {
  const runs = [];
  for (let i = 0; i < rounds; i++) runs.push(await post(body));
  const active = runs.map((r) => r.activeMs);
  const statuses = [...new Set(runs.map((r) => r.status))].join("/");
  console.log(`${label.padEnd(34)} ${String(body.length).padStart(6)} B  status ${statuses}  ELU ativo p50 ${median(active).toFixed(1)} ms, p99 ${percentile(active, 99).toFixed(1)} ms`);
  return median(active);
}

async function healthUnderBombs(depth: number) {
  const bombs = Array.from({ length: 20 }, () => fetch(`${app.baseUrl}/api/clients`, { method: "POST", headers, body: nested(depth) }).then((r) => r.status));
  const started = performance.now();
  const health = await fetch(`${app.baseUrl}/api/health`);
  const healthMs = performance.now() - started;
  const statuses = await Promise.all(bombs);
  console.log(`/api/health com 20 corpos de ${depth} níveis chegando: ${healthMs.toFixed(0)} ms (status ${health.status}; corpos: ${[...new Set(statuses)].join("/")})`);
}

try {
  const flatMs = await measure("corpo plano (cliente válido)", flat(12_000));
  const bombMs = await measure("aninhado 6.000 níveis", nested(6_000));
  await measure("aninhado 8.000 níveis", nested(8_000));
  console.log(`razão 6.000 níveis / plano: ${(bombMs / flatMs).toFixed(2)}×`);
  await healthUnderBombs(6_000);
} finally {
  await app.close();
}
