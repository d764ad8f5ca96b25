import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, POOL_SIZE, type Database } from "./client";
import { isDatabaseUnavailable } from "./unavailable";

// Test infrastructure: runs in CI's PostgreSQL pass (PGlite has no pool).
const databaseUrl = process.env.DATABASE_URL;
const LOCK = 720_020_059;

describe.skipIf(!databaseUrl)("a query waiting for a pooled PostgreSQL connection", () => {
  let database: Database | undefined;
  let holder: pg.Client | undefined;
  afterAll(async () => {
    await holder?.end();
    await database?.close();
  });

  it("gives up after the pool's wait, as the database's 503, instead of waiting forever", async () => {
    // A short wait for the test; production's is POOL_WAIT_MS.
    database = await openDatabase({ databaseUrl, connectionTimeoutMs: 300 });
    holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query("select pg_advisory_lock($1)", [LOCK]);
    const { db } = database;
    // Every pooled connection waits on the lock held above, so none comes free until it is released.
    // (Drizzle's queries run when awaited: Promise.resolve starts them now.)
    const busy = Array.from({ length: POOL_SIZE }, () => Promise.resolve(db.execute(sql`select pg_advisory_lock(${LOCK}) as locked, pg_advisory_unlock(${LOCK})`)));
    const waiting = async () =>
      Number((await holder!.query("select count(*) as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted", [LOCK])).rows[0].n);
    while ((await waiting()) < POOL_SIZE) await new Promise((r) => setTimeout(r, 20));
    let refused: unknown;
    try {
      await db.execute(sql`select 1`);
    } catch (err) {
      refused = err;
    }
    await holder.query("select pg_advisory_unlock($1)", [LOCK]);
    await Promise.all(busy);

    expect(refused).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(refused), String(refused)).toBe(true);
    // And the pool serves again once connections are free.
    await expect(db.execute(sql`select 1`)).resolves.toBeDefined();
  });
});
