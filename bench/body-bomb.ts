/**
 * What a hostile JSON body costs the server: event-loop time per request (active time of the
 * event loop, ELU) and how long /api/health takes while 20 such bodies arrive at once.
 *
 *   node --import tsx bench/body-bomb.ts [rounds=20]
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/body-bomb.ts [rounds=20]
 *   BENCH_APP_PROCESS=1 node --import tsx bench/body-bomb.ts [rounds=20]
 *
 * - Nesting (decision 030): a 12 kB body nested 6,000 levels, against a flat body of that size.
 * - Many small invalid items (decision 067): a document save of 40 paragraphs × 500 empty runs
 *   of text (241 KB), the worst document within the limits (8 × 500 empty runs), a valid save of
 *   about the same size for comparison, and the client's briefing link with 11,500 answer keys
 *   (115 KB) to an unknown token and to a real one.
 *   Target: each refusal ≤ 20 ms of event-loop time, /api/health p99 ≤ 100 ms under 20 at once.
 *
 * By default the app runs in this process (in-memory PGlite), so the figures include the client's
 * share of work on the same loop (sending 20 bodies of 241 KB is not free). With
 * BENCH_APP_PROCESS=1 the app runs in a process of its own (as in production): /api/health then
 * measures the server alone, and event-loop time per request, which only this process can see,
 * is not printed. Rate limits are raised so that every request is validated.
 */
import { performance } from "node:perf_hooks";
import { createScratchDatabase } from "#server/db/scratch-database";
import { percentile, startAppServer } from "./app-server";
import { signUpOverHttp, startAppProcesses } from "./app-process";
import { median } from "./lib";

const rounds = Number(process.argv[2] ?? 20);
// With BENCH_DATABASE_URL (a PostgreSQL server whose user may create databases) the app runs on a
// scratch database there, as in production: the database's work is then off this event loop, as
// it is not with the in-process PGlite.
const serverUrl = process.env.BENCH_DATABASE_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl, "prancheta_bench_body_bomb") : undefined;
const env = { SAVE_RATE_LIMIT_MAX: "1000000", PUBLIC_FORM_RATE_LIMIT_MAX: "1000000" };
const separate = process.env.BENCH_APP_PROCESS === "1";
const app = separate ? await inOwnProcess() : await startAppServer(env, { databaseUrl: scratch?.url });
console.log(`banco: ${scratch ? "PostgreSQL" : "PGlite"}; app ${separate ? "num processo próprio" : "neste processo"}`);
const cookie = await app.userCookie();

async function inOwnProcess() {
  const [child] = await startAppProcesses(1, { env, databaseUrl: scratch?.url });
  return { baseUrl: child!.baseUrl, userCookie: () => signUpOverHttp(child!.baseUrl, "body-bomb"), close: () => child!.stop() };
}
const headers = { "content-type": "application/json", origin: app.baseUrl, cookie };

interface Target {
  method: string;
  path: string;
  /** Anonymous requests (the client's link) send no cookie. */
  anonymous?: boolean;
}

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
// A valid client (201) padded with a field the schema drops, to the same size as the bomb.
const flat = (bytes: number) => JSON.stringify({ name: "Cliente", notes: "a".repeat(1_000), extra: "b".repeat(bytes - 1_060) });
const clients: Target = { method: "POST", path: "/api/clients" };

async function send(target: Target, body: string): Promise<{ status: number; bytes: number }> {
  const res = await fetch(`${app.baseUrl}${target.path}`, {
    method: target.method,
    headers: target.anonymous ? { "content-type": "application/json", origin: app.baseUrl } : headers,
    ...(target.method === "GET" ? {} : { body }),
  });
  return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${app.baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** `body` may change per round (a valid save names the version it was made from). */
async function measure(label: string, target: Target, body: string | (() => string)) {
  const runs = [];
  let sample = "";
  for (let i = 0; i < rounds; i++) {
    sample = typeof body === "string" ? body : body();
    const before = performance.eventLoopUtilization();
    const res = await send(target, sample);
    runs.push({ ...res, activeMs: performance.eventLoopUtilization(before).active });
  }
  const active = runs.map((r) => r.activeMs);
  const statuses = [...new Set(runs.map((r) => r.status))].join("/");
  const answer = Math.max(...runs.map((r) => r.bytes));
  const cost = separate ? "(ELU no processo do app: não medido aqui)" : `ELU ativo p50 ${median(active).toFixed(1)} ms, p99 ${percentile(active, 99).toFixed(1)} ms`;
  console.log(`${label.padEnd(44)} ${(sample.length / 1024).toFixed(0).padStart(4)} KB  status ${statuses}  resposta ${answer.toLocaleString("pt-BR").padStart(9)} B  ${cost}`);
  return median(active);
}

/** /api/health asked again and again while 20 bodies arrive at once; three bursts. */
async function healthUnder(label: string, target: Target, body: string) {
  const times: number[] = [];
  const statuses = new Set<number>();
  for (let burst = 0; burst < 3; burst++) {
    let done = false;
    const bombs = Promise.all(Array.from({ length: 20 }, () => send(target, body).then((r) => statuses.add(r.status)))).then(() => {
      done = true;
    });
    while (!done) {
      const started = performance.now();
      await (await fetch(`${app.baseUrl}/api/health`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    await bombs;
  }
  console.log(
    `/api/health com 20 × ${label}: p50 ${median(times).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, máx ${Math.max(...times).toFixed(0)} ms (${times.length} pedidos; corpos: ${[...statuses].join("/")})`,
  );
}

const emptyRuns = (paragraphs: number, runs: number) => ({
  sections: [{ key: "a", title: "A", blocks: Array.from({ length: paragraphs }, () => ({ type: "paragraph", content: Array.from({ length: runs }, () => ({ text: "" })) })) }],
});
// A real save of about the same size: 40 paragraphs of 50 runs of a few words (2,000 runs).
const realText = {
  sections: [{ key: "a", title: "A", blocks: Array.from({ length: 40 }, () => ({ type: "paragraph", content: Array.from({ length: 50 }, (_, i) => ({ text: "Alvenaria de blocos cerâmicos, ", ...(i % 2 ? { bold: true } : {}) })) })) }],
};
const answers = (n: number) => JSON.stringify({ answers: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 0])) });

try {
  console.log(`— Aninhamento (decisão 030), ${rounds} rodadas —`);
  const flatMs = await measure("corpo plano (cliente válido)", clients, flat(12_000));
  const bombMs = await measure("aninhado 6.000 níveis", clients, nested(6_000));
  await measure("aninhado 8.000 níveis", clients, nested(8_000));
  if (!separate) console.log(`razão 6.000 níveis / plano: ${(bombMs / flatMs).toFixed(2)}×`);
  await healthUnder("corpos de 6.000 níveis", clients, nested(6_000));

  console.log(`\n— Muitos itens pequenos inválidos (decisão 067), ${rounds} rodadas —`);
  const client = await api<{ id: string }>("POST", "/api/clients", { name: "Cliente do bench" });
  const project = await api<{ id: string }>("POST", "/api/projects", { name: "Casa do bench", clientId: client.id, type: "residencial" });
  const memorial = await api<{ id: string; version: number }>("POST", `/api/projects/${project.id}/documents`, { kind: "memorial" });
  const briefing = await api<{ id: string }>("POST", `/api/projects/${project.id}/documents`, { kind: "briefing" });
  const link = await api<{ url: string }>("POST", `/api/documents/${briefing.id}/client-link`);
  const token = link.url.split("/").at(-1)!;
  const save: Target = { method: "PUT", path: `/api/documents/${memorial.id}` };

  const issueDoc = JSON.stringify({ baseVersion: memorial.version, content: emptyRuns(40, 500) });
  let version = memorial.version;
  await measure("documento válido (40 × 50 trechos)", save, () => JSON.stringify({ baseVersion: version++, content: realText }));
  await measure("documento 40 × 500 trechos vazios", save, issueDoc);
  await measure("documento 8 × 500 trechos vazios (no limite)", save, JSON.stringify({ baseVersion: version, content: emptyRuns(8, 500) }));
  const publicUnknown: Target = { method: "PUT", path: `/api/public/briefings/${"a".repeat(43)}`, anonymous: true };
  const publicReal: Target = { method: "PUT", path: `/api/public/briefings/${token}`, anonymous: true };
  await measure("briefing público, 11.500 chaves, token inexistente", publicUnknown, answers(11_500));
  await measure("briefing público, 1.000 chaves, token inexistente", publicUnknown, answers(1_000));
  await measure("briefing público, 11.500 chaves, token real", publicReal, answers(11_500));
  await measure("briefing público, 1.000 chaves, token real", publicReal, answers(1_000));

  // The floor: 20 accepted reads of the same document (its whole content back), against which a
  // refusal is measured — a rejected request must not cost more than an accepted one.
  await healthUnder("leituras do documento válido (aceitas)", { method: "GET", path: save.path }, "");
  await healthUnder("documentos 40 × 500 trechos vazios", save, issueDoc);
  await healthUnder("briefings de 11.500 chaves (token inexistente)", publicUnknown, answers(11_500));
  await healthUnder("briefings de 11.500 chaves (token real)", publicReal, answers(11_500));
} finally {
  await app.close();
  await scratch?.drop();
}
