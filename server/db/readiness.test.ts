import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { MIGRATIONS_FOLDER, type Db } from "#server/db/client";
import * as schema from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { errorOf } from "#server/test/studio";

/** GET /api/ready (issue 20): the database answers and has every committed migration. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const committed = (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] }).entries;

/** Port 1 on loopback: nothing listens there, and no other test can take it (a port freed a moment ago could be). */
async function closedPort(): Promise<number> {
  return 1;
}

/** The app on a real PostgreSQL client pointed at a port where no server listens. */
async function appWithDatabaseDown() {
  const pool = new pg.Pool({ connectionString: `postgres://prancheta@127.0.0.1:${await closedPort()}/prancheta` });
  pool.on("error", () => {});
  const app = createApp({
    config: ctx.config,
    db: drizzle({ client: pool, schema }) as unknown as Db,
    dbKind: "postgres",
    logger: createLogger("silent"),
    mailer: { send: () => {}, drain: async () => {}, deliver: async () => {} },
    authSecret: "test-secret-test-secret-test-secret-0123",
  });
  return { pool, app };
}

describe("GET /api/ready", () => {
  it("answers 200 on a migrated database, counting its migrations", async () => {
    const res = await new TestClient(ctx).get("/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "pronto", database: ctx.database.kind, migrations: committed.length });
    // Liveness is unchanged.
    expect(await (await new TestClient(ctx).get("/api/health")).json()).toEqual({ status: "ok", database: ctx.database.kind });
  });

  it("answers a pt-BR 503 while a committed migration is not applied, and 200 once it is", async () => {
    const db = ctx.database.db;
    const last = committed.at(-1)!.when;
    const removed = (await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last} returning hash, created_at`)) as unknown as {
      rows: { hash: string; created_at: string | number }[];
    };
    expect(removed.rows).toHaveLength(1);
    try {
      const res = await new TestClient(ctx).get("/api/ready");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await errorOf(res)).toEqual({
        code: "unavailable",
        message: `O banco de dados tem 1 migração pendente (aplicadas ${committed.length - 1} de ${committed.length}).`,
      });
      // Still alive: the proxy stops sending requests, nothing restarts the process.
      expect((await new TestClient(ctx).get("/api/health")).status).toBe(200);
    } finally {
      const row = removed.rows[0]!;
      await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`);
    }
    expect((await new TestClient(ctx).get("/api/ready")).status).toBe(200);
  });

  it("answers a pt-BR 503 without details when the database does not answer", async () => {
    const { pool, app } = await appWithDatabaseDown();
    try {
      const res = await app.request("http://localhost:3000/api/ready");
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: { code: "unavailable", message: "O banco de dados não responde. Tente novamente em instantes." } });
      expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\bat /);
      expect((await app.request("http://localhost:3000/api/health")).status).toBe(200);
    } finally {
      await pool.end();
    }
  });

  it("answers the same pt-BR 503, never a 500, on any route while the database is down", async () => {
    const { pool, app } = await appWithDatabaseDown();
    const headers = { origin: "http://localhost:3000", "content-type": "application/json" };
    // A session made while the database was up: its cookie is valid, the lookup is what fails.
    const { client } = await signedInUser(ctx);
    try {
      const answers = [
        await client.on(app).get("/api/clients"),
        await client.on(app).post("/api/clients", { nome: "Ana" }),
        await app.request("http://localhost:3000/api/auth/sign-in/email", { method: "POST", headers, body: JSON.stringify({ email: "a@b.com.br", password: "uma-senha-qualquer" }) }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        expect(await res.json()).toEqual({ error: { code: "unavailable", message: "O banco de dados não responde. Tente novamente em instantes." } });
      }
    } finally {
      await pool.end();
    }
  });
});
