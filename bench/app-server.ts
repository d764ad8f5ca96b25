import { serve } from "@hono/node-server";
import { PGlite } from "@electric-sql/pglite";
import { and, eq, inArray } from "drizzle-orm";
import type { PlanId } from "#domain/plans";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase, type Db } from "#server/db/client";
import { studio, studioMember, user } from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { freePort } from "./lib";

/**
 * The real app, in this process, on a loopback port, with an in-memory PGlite (or the PostgreSQL
 * database at `databaseUrl`): benchmarks can then set a studio's plan or seed rows directly
 * without a second database client.
 */
export async function startAppServer(env: Record<string, string>, options: { databaseUrl?: string; port?: number } = {}) {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({ NODE_ENV: "test", PORT: String(port), BASE_URL: baseUrl, LOG_LEVEL: "silent", AUTH_RATE_LIMIT_MAX: "100000", AI_RATE_LIMIT_MAX: "100000", ...env });
  const database = options.databaseUrl ? await openDatabase({ databaseUrl: options.databaseUrl }) : await openDatabase({ pglite: new PGlite() });
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

  return {
    baseUrl,
    db: database.db,
    userCookie: (plan?: PlanId) => signUpCookie(baseUrl, database.db, plan),
    close: async () => {
      // Keep-alive and half-open sockets would otherwise hold close() open.
      if ("closeAllConnections" in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/**
 * Signs up a user at `baseUrl` (their personal studio optionally on an unlimited plan, set in
 * `db`, the database that app uses) and returns their cookies as one `Cookie` header: the
 * session token and, when the app caches sessions in a cookie, that cache too (decision 059).
 */
export async function signUpCookie(baseUrl: string, db: Db, plan?: PlanId): Promise<string> {
  const email = `bench-${Math.random().toString(36).slice(2)}@exemplo.com.br`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ name: "Bench", email, password: "senha-segura-1", acceptTerms: true }),
  });
  if (!res.ok) throw new Error(`cadastro falhou: ${res.status}`);
  if (plan) {
    // The plan is the studio's: the personal one sign-up made, which the user owns.
    const owned = db
      .select({ id: studioMember.studioId })
      .from(studioMember)
      .innerJoin(user, eq(user.id, studioMember.userId))
      .where(and(eq(user.email, email), eq(studioMember.role, "owner")));
    await db.update(studio).set({ plan }).where(inArray(studio.id, owned));
  }
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const ms = (v: number) => `${v.toFixed(1)} ms`;
