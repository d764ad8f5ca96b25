/**
 * Statements per request (decision 089, 102): each costs a round trip to the database (a write
 * and a wake-up on both sides), which on the load bench's machine is the largest single cost of a
 * request. Signs up a user on an in-memory PGlite, seeds a project and clients, then prints how
 * many SQL statements each request of bench/load-workload.ts's mix runs, and which.
 * Run: node --import tsx bench/statements.ts [--verbose]
 */
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { searchKey } from "#domain/clients";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { project, projectStageChange, session, studio, studioMember } from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { startFakeOpenAi } from "#test-support/fake-openai";
import { freePort } from "./lib";

const { values } = parseArgs({ options: { verbose: { type: "boolean", default: false } } });
const statements: string[] = [];
const openai = await startFakeOpenAi({ mode: "ok" });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const config = loadConfig({ NODE_ENV: "test", PORT: String(port), BASE_URL: baseUrl, LOG_LEVEL: "silent", AI_BASE_URL: openai.url, AI_API_KEY: "sk-bench-0000000000000000" });
const database = await openDatabase({ pglite: new PGlite(), onQuery: (q) => statements.push(q) });
await database.migrate();
const app = createApp({
  config,
  db: database.db,
  dbKind: database.kind,
  logger: createLogger("silent"),
  mailer: { send: () => {}, drain: async () => {}, deliver: async () => {} },
  authSecret: "bench-secret-bench-secret-bench-secret-01",
});
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
try {
  const email = `stmts-${randomUUID()}@exemplo.com.br`;
  const headers = (cookie?: string) => ({ "content-type": "application/json", origin: baseUrl, ...(cookie ? { cookie } : {}) });
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, { method: "POST", headers: headers(), body: JSON.stringify({ name: "Bench", email, password: "senha-segura-1", acceptTerms: true }) });
  const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((p) => !p.endsWith("=")).join("; ");
  let cookie = cookieOf(signUp);
  await fetch(`${baseUrl}/api/me`, { headers: headers(cookie) });
  const db = database.db;
  const token = decodeURIComponent(cookie.match(/prancheta\.session_token=([^;]+)/)![1]!).split(".")[0]!;
  const [owner] = await db.select({ userId: studioMember.userId, studioId: studioMember.studioId }).from(studioMember).innerJoin(session, eq(session.userId, studioMember.userId)).where(eq(session.token, token));
  await db.update(studio).set({ plan: "premium" }).where(eq(studio.id, owner!.studioId));
  const created = await fetch(`${baseUrl}/api/clients`, { method: "POST", headers: headers(cookie), body: JSON.stringify({ name: "João Souza" }) });
  const clientId = ((await created.json()) as { id: string }).id;
  const projectId = randomUUID();
  const at = new Date();
  await db.insert(project).values({ id: projectId, studioId: owner!.studioId, createdBy: owner!.userId, updatedBy: owner!.userId, clientId, name: "Casa", searchKey: searchKey("Casa"), type: "residencial", standard: "normal", stage: "levantamento", status: "em-andamento", createdAt: at, updatedAt: at });
  await db.insert(projectStageChange).values({ id: randomUUID(), projectId, stage: "levantamento", previous: null, changedBy: owner!.userId, at });

  const requests: [string, () => Promise<Response>][] = [
    ["entrar", async () => {
      const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, { method: "POST", headers: headers(), body: JSON.stringify({ email, password: "senha-segura-1" }) });
      cookie = cookieOf(res);
      return res;
    }],
    ["GET /api/me", () => fetch(`${baseUrl}/api/me`, { headers: headers(cookie) })],
    ["buscar clientes", () => fetch(`${baseUrl}/api/clients?search=mar`, { headers: headers(cookie) })],
    ["listar projetos", () => fetch(`${baseUrl}/api/projects`, { headers: headers(cookie) })],
    ["ler projeto", () => fetch(`${baseUrl}/api/projects/${projectId}`, { headers: headers(cookie) })],
    ["alterar projeto", () => fetch(`${baseUrl}/api/projects/${projectId}`, { method: "PATCH", headers: headers(cookie), body: JSON.stringify({ builtArea: 120 }) })],
    ["criar cliente", () => fetch(`${baseUrl}/api/clients`, { method: "POST", headers: headers(cookie), body: JSON.stringify({ name: "Maria Silva" }) })],
    ["chat (nova conversa)", () => fetch(`${baseUrl}/api/chat`, { method: "POST", headers: headers(cookie), body: JSON.stringify({ message: "Altura do guarda-corpo?" }) })],
  ];
  for (const [name, send] of requests) {
    // Twice: the first of a kind may warm something (a statement prepared, a first-use row).
    for (let i = 0; i < 2; i++) {
      statements.length = 0;
      const res = await send();
      await res.text();
      // The chat stores its answer after the stream ends: let it settle.
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (i === 1) {
        console.log(`${String(statements.length).padStart(3)}  ${name} (HTTP ${res.status})`);
        if (values.verbose) for (const q of statements) console.log(`       ${q.replace(/\s+/g, " ").slice(0, 160)}`);
      }
    }
  }
} finally {
  if ("closeAllConnections" in server) server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
  await openai.close();
}
