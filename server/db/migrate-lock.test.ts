import { readFileSync } from "node:fs";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER, openDatabase, type Database } from "#server/db/client";
import { createScratchDatabase } from "#server/db/scratch-database";

// Test infrastructure: the advisory lock exists on PostgreSQL only (PGlite is one process's
// database), so this runs when the suite runs on PostgreSQL (CI's second pass).
const serverUrl = process.env.DATABASE_URL;

const committed = (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;

/** Each applied migration's hash and how many times drizzle recorded it. */
async function appliedMigrations(url: string): Promise<{ hash: string; times: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ hash: string; times: number }>(
      "select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash",
    );
    return rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)("migrações em vários processos (PostgreSQL)", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function freshDatabase(suffix: string) {
    const scratch = await createScratchDatabase(serverUrl!, `prancheta_migr_${suffix}_${process.pid}`);
    cleanups.push(scratch.drop);
    return scratch.url;
  }

  async function open(url: string): Promise<Database> {
    const database = await openDatabase({ databaseUrl: url });
    cleanups.push(() => database.close());
    return database;
  }

  it("dois processos migrando ao mesmo tempo: os dois terminam e cada migração é aplicada uma vez", async () => {
    const url = await freshDatabase("juntos");
    // Two pools, as two app processes have: separate sessions racing for the same fresh database.
    const [first, second] = [await open(url), await open(url)];
    await Promise.all([first.migrate(), second.migrate()]);

    const applied = await appliedMigrations(url);
    expect(applied).toHaveLength(committed);
    expect(applied.every((m) => m.times === 1)).toBe(true);
  });

  it("quem chega enquanto outro migra espera o bloqueio e depois não encontra nada a fazer", async () => {
    const url = await freshDatabase("espera");
    // This client plays the process that is migrating: it holds the lock.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);

    const waiting = await open(url);
    // Cleanups run last-first: the holder ends (releasing the lock) before the waiting pool closes.
    cleanups.push(() => holder.end());
    let finished = false;
    let toldWaiting = false;
    const migrating = waiting.migrate({ onWait: () => (toldWaiting = true) }).then(() => {
      finished = true;
    });
    // Until PostgreSQL shows the second session queued on the advisory lock (a condition, not a
    // delay; generous deadline for a busy machine).
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await holder.query<{ waiting: number }>(
        "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and objid = $1 and not granted and database = (select oid from pg_database where datname = current_database())",
        [MIGRATION_LOCK_KEY],
      );
      if (rows[0]!.waiting > 0) break;
      if (Date.now() > deadline) throw new Error("a segunda migração não ficou esperando o bloqueio");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(finished).toBe(false);
    expect(toldWaiting).toBe(true);
    const { rows } = await holder.query<{ table: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as table");
    expect(rows[0]!.table).toBeNull();

    // The lock holder applies them all on its own session, as the winning process does, and lets go.
    await migrate(drizzle({ client: holder }), { migrationsFolder: MIGRATIONS_FOLDER });
    expect(finished).toBe(false);
    await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    await migrating;

    const applied = await appliedMigrations(url);
    expect(applied).toHaveLength(committed);
    expect(applied.every((m) => m.times === 1)).toBe(true);
  });
});
