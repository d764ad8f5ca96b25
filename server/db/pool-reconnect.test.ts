import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client";

// Test infrastructure: runs in CI's PostgreSQL pass (PGlite has no server to lose).
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("the PostgreSQL pool when the server drops its connections (a restart)", () => {
  let database: Database | undefined;
  afterAll(async () => database?.close());

  it("survives the dropped idle connections, says so, and the next query opens a new one", async () => {
    const errors: Error[] = [];
    database = await openDatabase({ databaseUrl, onConnectionError: (err) => errors.push(err) });
    const pid = async () => ((await database!.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
    const before = await pid();

    // What a restart does to an idle pooled connection (from another session, as the server would).
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend($1)", [before]);
    } finally {
      await admin.end();
    }
    for (const deadline = Date.now() + 20_000; errors.length === 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
    expect(errors.length).toBeGreaterThan(0);

    const after = await pid();
    expect(after).not.toBe(before);
  });

  it("survives a connection cut in the middle of a transaction: that transaction fails, the process goes on", async () => {
    const errors: Error[] = [];
    const db = await openDatabase({ databaseUrl, onConnectionError: (err) => errors.push(err) });
    try {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const outcome = await db.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
          // Checked out and idle between two statements, as when PostgreSQL restarts mid-request.
          await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
          for (const deadline = Date.now() + 20_000; errors.length === 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => "committed",
          () => "failed",
        );
      await admin.end();
      expect(errors.length).toBeGreaterThan(0);
      expect(outcome).toBe("failed");
      expect(((await db.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] }).rows[0]!.one).toBe(1);
    } finally {
      await db.close();
    }
  });
});
