/**
 * The clients list and search under load: GET /api/clients?search=… with a session cookie,
 * p50/p99 latency and requests/s (autocannon, 10 connections, in a worker thread so that the
 * load does not share the server's event loop), with 2,000 clients of the signed-in user's studio and
 * 2,000 of another studio (about a third of each with projects). The app runs in this process, on
 * PGlite in memory and — when DATABASE_URL is set — on a throwaway database of that PostgreSQL
 * server (created and dropped here; the URL's user must be allowed to create databases).
 * Run: node --import tsx bench/clients-search.ts [seconds per scenario=10] [connections=10]
 * (with 1 connection, p50 is the latency of one request alone; with 10, requests queue.)
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { createScratchDatabase } from "#server/db/scratch-database";
import { searchKey } from "#domain/clients";
import { clientListSchema } from "#domain/clients.schema";
import type { Db } from "#server/db/client";
import { client, project, projectStageChange } from "#server/db/schema";
import { clientKeys } from "#server/features/clients/clients.service";
import { startAppServer } from "./app-server";
import { sql } from "drizzle-orm";

const seconds = Number(process.argv[2] ?? 10);
const CLIENTS_PER_USER = 2_000;
const CONNECTIONS = Number(process.argv[3] ?? 10);

const FIRST = ["João", "José", "Maria", "Ana", "Luíza", "Júlia", "Antônio", "Sebastião", "Conceição", "Inês", "Fábio", "Mônica", "Márcio", "Cecília", "Otávio", "Vitória", "Lúcia", "Caio", "Rafael", "Bruna", "Heloísa", "Letícia", "Álvaro", "Érica", "Igor", "Patrícia", "Rogério", "Sérgio", "Tânia", "Vinícius"];
const LAST = ["Silva", "Souza", "Conceição", "Araújo", "Gonçalves", "Magalhães", "Simões", "Assunção", "Brandão", "Falcão", "Guimarães", "Romão", "Lima", "Costa", "Ribeiro", "Pereira", "Almeida", "Nascimento", "Carvalho", "Gomes", "Martins", "Rocha", "Barbosa", "Moreira", "Mendonça"];
const KIND = ["Casa", "Residência", "Reforma", "Loja", "Edifício", "Clínica", "Apartamento", "Escritório"];
const PLACE = ["Girassol", "Ipê", "Jatobá", "Alto da Lapa", "Vila Madalena", "Jardim Botânico", "Morumbi", "Pinheiros", "Butantã", "Lagoa", "Itaim", "Moema"];

/** Deterministic pseudo-random numbers (mulberry32): the same data on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * 2,000 clients for the studio, written by `userId` (one of its members); about a third get one
 * or two projects. Returns the number of projects.
 */
async function seed(db: Db, { studioId, userId }: { studioId: string; userId: string }, seedValue: number): Promise<number> {
  const next = random(seedValue);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const clients: (typeof client.$inferInsert)[] = [];
  const projects: (typeof project.$inferInsert)[] = [];
  const history: (typeof projectStageChange.$inferInsert)[] = [];
  const now = Date.now();
  for (let i = 1; i <= CLIENTS_PER_USER; i++) {
    const name = `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
    const email = `${searchKey(name).replace(/ /g, ".")}.${i}@exemplo.com.br`;
    const id = randomUUID();
    const at = new Date(now - (CLIENTS_PER_USER - i) * 60_000);
    clients.push({ id, studioId, createdBy: userId, updatedBy: userId, name, email, phone: "+5511987654321", ...clientKeys({ name, email }), createdAt: at, updatedAt: at });
    const count = next() < 0.33 ? (next() < 0.3 ? 2 : 1) : 0;
    for (let p = 0; p < count; p++) {
      const projectId = randomUUID();
      const projectName = `${pick(KIND)} ${pick(PLACE)}`;
      projects.push({
        id: projectId,
        studioId,
        createdBy: userId,
        updatedBy: userId,
        clientId: id,
        name: projectName,
        searchKey: searchKey(projectName),
        type: "residencial",
        standard: "normal",
        stage: "levantamento",
        status: "em-andamento",
        createdAt: at,
        updatedAt: at,
      });
      history.push({ id: randomUUID(), projectId, stage: "levantamento", previous: null, changedBy: userId, at });
    }
  }
  for (let i = 0; i < clients.length; i += 500) await db.insert(client).values(clients.slice(i, i + 500));
  for (let i = 0; i < projects.length; i += 500) await db.insert(project).values(projects.slice(i, i + 500));
  for (let i = 0; i < history.length; i += 500) await db.insert(projectStageChange).values(history.slice(i, i + 500));
  return projects.length;
}

const SCENARIOS: { label: string; path: string }[] = [
  { label: "página 1, sem busca", path: "/api/clients" },
  { label: "página 50, sem busca", path: "/api/clients?page=50" },
  { label: "busca 'joão' (acentuada)", path: `/api/clients?search=${encodeURIComponent("joão")}` },
  { label: "busca 'conceicao' (sem acento)", path: "/api/clients?search=conceicao" },
  { label: "busca 'SILVA' (maiúsculas)", path: "/api/clients?search=SILVA" },
  { label: "busca 'girassol' (projeto)", path: "/api/clients?search=girassol" },
  { label: "busca '.1234@' (um e-mail)", path: `/api/clients?search=${encodeURIComponent(".1234@")}` },
  { label: "busca 'zzz' (nenhum)", path: "/api/clients?search=zzz" },
  { label: "referência: GET /api/me", path: "/api/me" },
];

async function runOn(kind: string, databaseUrl?: string) {
  const app = await startAppServer({}, databaseUrl ? { databaseUrl } : {});
  try {
    const cookie = await app.userCookie();
    const otherCookie = await app.userCookie();
    // The user and the studio their session works in (their personal one).
    const whoIs = async (c: string) => {
      const me = (await (await fetch(`${app.baseUrl}/api/me`, { headers: { cookie: c } })).json()) as { id: string; studio: { id: string } };
      return { userId: me.id, studioId: me.studio.id };
    };
    const started = performance.now();
    const projectsA = await seed(app.db, await whoIs(cookie), 1);
    const projectsB = await seed(app.db, await whoIs(otherCookie), 2);
    // Fresh planner statistics, as autovacuum would have after a bulk load in production.
    await app.db.execute(sql`analyze`);
    console.log(
      `\n${kind}: ${CLIENTS_PER_USER} clientes + ${projectsA} projetos do estúdio medido, ${CLIENTS_PER_USER} + ${projectsB} de outro ` +
        `(semeados em ${((performance.now() - started) / 1000).toFixed(1)} s); ${CONNECTIONS} conexões, ${seconds} s por cenário`,
    );
    console.log(`  ${"cenário".padEnd(32)} ${"encontrados".padStart(11)} ${"p50".padStart(9)} ${"p99".padStart(9)} ${"req/s".padStart(8)}  erros`);

    for (const scenario of SCENARIOS) {
      const url = `${app.baseUrl}${scenario.path}`;
      // Check the answer, and warm up the plan cache and the JIT.
      const probe = await fetch(url, { headers: { cookie } });
      if (probe.status !== 200) throw new Error(`${scenario.path}: ${probe.status} ${await probe.text()}`);
      // Checked against the route's response schema: the bench measures what the app really answers.
      const body: { total?: number } = scenario.path.startsWith("/api/clients") ? clientListSchema.parse(await probe.json()) : {};
      for (let i = 0; i < 50; i++) await (await fetch(url, { headers: { cookie } })).arrayBuffer();

      const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1, headers: { cookie } });
      const failures = result.errors + result.timeouts + result.non2xx;
      console.log(
        `  ${scenario.label.padEnd(32)} ${String(body.total ?? "—").padStart(11)} ${`${result.latency.p50} ms`.padStart(9)} ` +
          `${`${result.latency.p99} ms`.padStart(9)} ${result.requests.average.toFixed(0).padStart(8)}  ${failures}`,
      );
    }
  } finally {
    await app.close();
  }
}

await runOn("PGlite (em memória)");

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const scratch = await createScratchDatabase(databaseUrl, `prancheta_bench_${process.pid}`);
  try {
    await runOn(`PostgreSQL (${new URL(scratch.url).host})`, scratch.url);
  } finally {
    await scratch.drop();
  }
} else {
  console.log("\nPostgreSQL: defina DATABASE_URL para medir também num servidor PostgreSQL.");
}
