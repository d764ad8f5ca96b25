/**
 * CPU per request against a floor (decision 089): the real app and a bare Hono app on the same
 * database, the same driver (Drizzle over PGlite or pg) and in the same process, answering by turns
 * the same load from a client in a process of its own (bench/floor-client.ts), so that this
 * process's CPU is only the servers' (and, on PGlite, the database's).
 *
 * The floor does what an authenticated read does at the minimum: reads the session row by the
 * cookie's token (no signature check, no expiry renewal), one point query scoped to the session's
 * studio (the studio, a client, a project, a document), and answers the row as JSON. For each read
 * it prints app CPU per request / floor CPU per request, the ratio the target is set on (≤ 3×);
 * also a chat question (decision 102), against a floor that stores the question, passes the fake
 * provider's stream through and stores the answer;
 * the absolute times depend on what else the machine runs and are context only.
 *
 * Run: node --import tsx bench/floor.ts [--db pglite|postgres|pglite,postgres] [--requests 2000] [--rounds 3] [--connections 10] [--only me,clients] [--app-only]
 * `--db postgres` uses a throwaway database on the server at DATABASE_URL when set, otherwise
 * starts a PostgreSQL of its own (Debian's binaries, /tmp/cluster-b-floor, port 57433) and also
 * prints its CPU per request. With `node --cpu-prof --cpu-prof-dir=…` the profile holds the app
 * and the floor by turns: bench/profile-top.ts lists its top costs.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { and, eq, gt, sql } from "drizzle-orm";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { searchKey } from "#domain/clients";
import type { Db } from "#server/db/client";
import { createScratchDatabase } from "#server/db/scratch-database";
import { client, conversation, message, project, projectDocument, projectStageChange, session, studio, studioMember } from "#server/db/schema";
import { clientKeys } from "#server/features/clients/clients.service";
import { databaseUrl as localDatabaseUrl, ensureDatabase, findPostgresBin, initPostgres, isPostgresRunning, localPostgres, startPostgres, stopPostgres } from "#scripts/cluster/postgres";
import { startAppServer } from "./app-server";
import { cpuSeconds, cpuSnapshot } from "./cpu-usage";
import { startFakeProviderProcess } from "./fake-provider-process";
import { freePort } from "./lib";

const USAGE = "node --import tsx bench/floor.ts [--db pglite|postgres|pglite,postgres] [--requests 2000] [--rounds 3] [--connections 10] [--only me,clients,project,document,chat] [--app-only]";
const { values } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    requests: { type: "string", default: "2000" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    only: { type: "string" },
    // For a profile of the app alone (node --cpu-prof): the floor's turns are skipped.
    "app-only": { type: "boolean", default: false },
  },
});
const kinds = values.db.split(",");
const requests = Number(values.requests);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
if (kinds.some((k) => k !== "pglite" && k !== "postgres") || !(requests >= 10) || !(rounds >= 1) || !(connections >= 1 && connections <= 200)) {
  console.error(`Uso: ${USAGE}`);
  process.exit(2);
}

const SESSION_COOKIE = "prancheta.session_token";
const CLIENTS = 200;
const FIRST = ["João", "José", "Maria", "Ana", "Luíza", "Júlia", "Antônio", "Sebastião", "Conceição", "Inês", "Fábio", "Mônica"];
const LAST = ["Silva", "Souza", "Araújo", "Gonçalves", "Magalhães", "Simões", "Brandão", "Falcão", "Guimarães", "Lima", "Costa", "Ribeiro"];

/**
 * The floor: session by token, one studio-scoped point query, JSON out. `:what` picks the table
 * of the point query, so each read is compared with a floor that reads a row of its own kind.
 */
function floorApp(db: Db, providerUrl: string) {
  const app = new Hono();
  /**
   * The chat question's floor: the session by token, the question stored (one insert of a
   * conversation with its two messages, in one statement), the provider's stream passed through
   * as it comes, and the answer stored when it ends (one update).
   */
  app.post("/floor/chat", async (c) => {
    const signed = getCookie(c, SESSION_COOKIE);
    const token = signed?.slice(0, signed.lastIndexOf("."));
    if (!token) return c.json({ error: "unauthorized" }, 401);
    const [s] = await db
      .select({ userId: session.userId, studioId: session.activeStudioId })
      .from(session)
      .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
      .limit(1);
    if (!s?.studioId) return c.json({ error: "unauthorized" }, 401);
    const { message: text } = await c.req.json<{ message: string }>();
    const conversationId = randomUUID();
    const answerId = randomUUID();
    await db.execute(
      sql`with c as (insert into ${conversation} (id, user_id, title) values (${conversationId}, ${s.userId}, ${text.slice(0, 80)}) returning id)
          insert into ${message} (id, conversation_id, role, content, status) select ${randomUUID()}, id, 'user', ${text}, 'complete' from c
          union all select ${answerId}, id, 'assistant', '', 'streaming' from c`,
    );
    const upstream = await fetch(`${providerUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body: JSON.stringify({ model: "gpt-3.5-turbo", stream: true, messages: [{ role: "user", content: text }] }),
    });
    const reader = upstream.body!.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { value, done } = await reader.read();
        if (!done) return controller.enqueue(value);
        await db.update(message).set({ content: "ok", status: "complete" }).where(eq(message.id, answerId));
        controller.close();
      },
    });
    return c.body(body, 200, { "content-type": "text/event-stream" });
  });
  app.get("/floor/:what/:id", async (c) => {
    const signed = getCookie(c, SESSION_COOKIE);
    const token = signed?.slice(0, signed.lastIndexOf("."));
    if (!token) return c.json({ error: "unauthorized" }, 401);
    const [s] = await db
      .select({ userId: session.userId, studioId: session.activeStudioId })
      .from(session)
      .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
      .limit(1);
    if (!s?.studioId) return c.json({ error: "unauthorized" }, 401);
    const id = c.req.param("id");
    const what = c.req.param("what");
    const rows =
      what === "studio"
        ? await db.select().from(studio).where(eq(studio.id, s.studioId)).limit(1)
        : what === "client"
          ? await db.select().from(client).where(and(eq(client.id, id), eq(client.studioId, s.studioId))).limit(1)
          : what === "project"
            ? await db.select().from(project).where(and(eq(project.id, id), eq(project.studioId, s.studioId))).limit(1)
            : await db.select().from(projectDocument).where(and(eq(projectDocument.id, id), eq(projectDocument.studioId, s.studioId))).limit(1);
    if (!rows[0]) return c.json({ error: "not_found" }, 404);
    return c.json(rows[0]);
  });
  return app;
}

/** The signed-up user's studio, with clients, a project and its briefing, as the routes write them. */
async function seed(baseUrl: string, db: Db, cookie: string) {
  const [owner] = await db
    .select({ userId: studioMember.userId, studioId: studioMember.studioId })
    .from(studioMember)
    .innerJoin(session, eq(session.userId, studioMember.userId))
    .where(eq(session.token, decodeURIComponent(cookie.match(/prancheta\.session_token=([^;]+)/)![1]!).split(".")[0]!));
  const { userId, studioId } = owner!;
  await db.update(studio).set({ plan: "premium" }).where(eq(studio.id, studioId));
  const at = new Date();
  let n = 0;
  const pick = <T>(list: readonly T[]) => list[n++ % list.length]!;
  const clients = Array.from({ length: CLIENTS }, (_, i) => {
    const name = `${pick(FIRST)} ${LAST[i % LAST.length]} ${LAST[(i * 7) % LAST.length]}`;
    return { id: randomUUID(), studioId, createdBy: userId, updatedBy: userId, name, email: null, ...clientKeys({ name, email: null }), createdAt: at, updatedAt: at };
  });
  await db.insert(client).values(clients);
  const projectId = randomUUID();
  const name = "Residência Girassol";
  await db.insert(project).values({ id: projectId, studioId, createdBy: userId, updatedBy: userId, clientId: clients[0]!.id, name, searchKey: searchKey(name), type: "residencial", standard: "normal", stage: "levantamento", status: "em-andamento", createdAt: at, updatedAt: at });
  await db.insert(projectStageChange).values({ id: randomUUID(), projectId, stage: "levantamento", previous: null, changedBy: userId, at });
  const res = await fetch(`${baseUrl}/api/projects/${projectId}/documents`, {
    method: "POST",
    headers: { cookie, origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ kind: "briefing" }),
  });
  if (!res.ok) throw new Error(`briefing não criado: ${res.status} ${await res.text()}`);
  const documentId = ((await res.json()) as { id: string }).id;
  return { studioId, clientId: clients[0]!.id, projectId, documentId };
}

interface Read {
  name: string;
  app: string[];
  floor: string;
  /** A POST with this JSON body (the chat question) instead of a GET. */
  body?: unknown;
}

interface Result {
  ok: number;
  failed: number;
  firstFailure?: string;
}

async function runOn(label: string, databaseUrl: string | undefined, postgresPid: number | undefined) {
  // The chat's provider: the fake, answering at once, in a process of its own (its CPU is not counted).
  const provider = await startFakeProviderProcess();
  const server = await startAppServer({ AI_BASE_URL: provider.url, AI_API_KEY: "sk-bench-0000000000000000" }, { databaseUrl });
  const floorPort = await freePort();
  const floor = serve({ fetch: floorApp(server.db, provider.url).fetch, port: floorPort, hostname: "127.0.0.1" });
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  /**
   * Whose PostgreSQL CPU is counted: the server's own (a PostgreSQL of this bench), or on a shared
   * server (DATABASE_URL) the backends connected to this run's throwaway database only, read
   * before each measure (the pool keeps its connections between jobs).
   */
  const dbProcesses = async () => {
    if (postgresPid) return [{ name: "postgres", pid: postgresPid }];
    if (!databaseUrl) return [];
    const rows = await server.db.execute<{ pid: number }>(sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    return (Array.isArray(rows) ? rows : (rows as unknown as { rows: { pid: number }[] }).rows).map((r) => ({ name: "postgres", pid: Number(r.pid) }));
  };
  const measuresDb = Boolean(postgresPid || databaseUrl);
  const load = await startLoadProcess();
  try {
    const cookie = await server.userCookie();
    const ids = await seed(server.baseUrl, server.db, cookie);
    const a = server.baseUrl;
    const all: Read[] = [
      { name: "GET /api/me", app: [`${a}/api/me`], floor: `${floorUrl}/floor/studio/${ids.studioId}` },
      {
        name: "busca de clientes",
        app: ["mar", "jo", "ana si", "gonçalves", "inês", "zzz"].map((q) => `${a}/api/clients?search=${encodeURIComponent(q)}`),
        floor: `${floorUrl}/floor/client/${ids.clientId}`,
      },
      {
        name: "página do projeto (3 leituras)",
        app: [`${a}/api/projects/${ids.projectId}`, `${a}/api/projects/${ids.projectId}/documents`, `${a}/api/projects/${ids.projectId}/materials`],
        floor: `${floorUrl}/floor/project/${ids.projectId}`,
      },
      { name: "abrir um documento", app: [`${a}/api/documents/${ids.documentId}`], floor: `${floorUrl}/floor/document/${ids.documentId}` },
      // The whole question (the fake answers "ok" at once): up to the first token, and the answer stored.
      { name: "pergunta no chat (fluxo inteiro)", app: [`${a}/api/chat`], floor: `${floorUrl}/floor/chat`, body: { message: "Qual a largura mínima de uma rampa?" } },
    ];
    const only = values.only?.split(",");
    const keys = ["me", "clients", "project", "document", "chat"];
    const reads = all.filter((_, i) => !only || only.includes(keys[i]!));
    const headers = { cookie, origin: a };
    const job = (urls: string[], count: number, body?: unknown) => ({ urls, count, connections, headers, body });

    const rows: string[][] = [];
    for (const read of reads) {
      // Warm: the JIT, the pools' connections, the statements planned.
      await load.run(job(read.app, Math.min(500, requests), read.body));
      if (!values["app-only"]) await load.run(job([read.floor], Math.min(500, requests), read.body));
      const sum = { app: 0, floor: 0, appDb: 0, floorDb: 0 };
      // By turns, so that whatever else the machine does falls on both alike.
      for (let r = 0; r < rounds; r++) {
        const app = await load.measure(job(read.app, requests, read.body), await dbProcesses());
        const bare = values["app-only"] ? { app: NaN, db: NaN } : await load.measure(job([read.floor], requests, read.body), await dbProcesses());
        sum.app += app.app;
        sum.appDb += app.db;
        sum.floor += bare.app;
        sum.floorDb += bare.db;
      }
      const n = requests * rounds;
      const per = (v: number) => (v / n).toFixed(3);
      rows.push([read.name, per(sum.app), per(sum.floor), `${(sum.app / sum.floor).toFixed(2)}×`, ...(measuresDb ? [per(sum.appDb), per(sum.floorDb)] : [])]);
    }
    console.log(`\n${label}: ${requests} requisições × ${rounds} rodadas por leitura, ${connections} conexões, app e piso alternados`);
    const head = ["leitura", "app ms CPU/req", "piso ms CPU/req", "app / piso", ...(measuresDb ? ["PostgreSQL ms/req (app)", "PostgreSQL ms/req (piso)"] : [])];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const line of [head, ...rows]) console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));
  } finally {
    await load.stop();
    await provider.close();
    if ("closeAllConnections" in floor) floor.closeAllConnections();
    await new Promise<void>((resolve) => floor.close(() => resolve()));
    await server.close();
  }
}

/** The load process, and how to give it a job and wait for its answer. */
async function startLoadProcess() {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/floor-client.ts"], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (line) => waiting.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  await nextLine(); // {"ready":true}
  const run = async (job: object): Promise<Result> => {
    const answer = nextLine();
    child.stdin!.write(`${JSON.stringify(job)}\n`);
    const result = JSON.parse(await answer) as Result;
    if (result.failed > 0) throw new Error(`${result.failed} falha(s): ${result.firstFailure}`);
    return result;
  };
  return {
    run,
    /** CPU of this process (both servers, and PGlite) and of PostgreSQL while the job runs, in ms. */
    measure: async (job: object, named: { name: string; pid: number }[]) => {
      const before = cpuSnapshot(named);
      const started = process.cpuUsage();
      await run(job);
      const used = process.cpuUsage(started);
      const after = cpuSnapshot(named);
      return { app: (used.user + used.system) / 1000, db: cpuSeconds(before, after, "postgres") * 1000 };
    },
    stop: async () => {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.stdin!.end();
      await exited;
    },
  };
}

for (const kind of kinds) {
  if (kind === "pglite") {
    await runOn("PGlite (em memória, neste processo: a CPU do banco conta como do app e do piso)", undefined, undefined);
    continue;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, `prancheta_floor_${process.pid}`);
    try {
      await runOn(`PostgreSQL (${new URL(scratch.url).host}; CPU do servidor: só os processos ligados ao banco descartável)`, scratch.url, undefined);
    } finally {
      await scratch.drop();
    }
    continue;
  }
  const bin = findPostgresBin();
  if (!bin) {
    console.log("\nPostgreSQL: sem binários em /usr/lib/postgresql (e sem DATABASE_URL); pulado.");
    continue;
  }
  const pgServer = localPostgres(bin, "/tmp/cluster-b-floor", 57433);
  initPostgres(pgServer);
  const wasRunning = isPostgresRunning(pgServer);
  const pid = wasRunning ? undefined : startPostgres(pgServer);
  try {
    await ensureDatabase(pgServer, "postgres");
    const scratch = await createScratchDatabase(localDatabaseUrl(pgServer, "postgres"), `prancheta_floor_${process.pid}`);
    try {
      await runOn("PostgreSQL 15 (loopback, processo próprio)", scratch.url, pid);
    } finally {
      await scratch.drop();
    }
  } finally {
    if (!wasRunning) stopPostgres(pgServer);
  }
}
