import { randomUUID } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "#server/db/client";
import { createScratchDatabase } from "#server/db/scratch-database";

/**
 * For the tests of one migration that moves data (0006, 0016): a database of its own, migrated
 * up to just before the migration, filled through the old shape, then migrated by it alone.
 */
export type Row = Record<string, unknown>;

export interface MigrationConnection {
  rows(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements, no parameters. */
  exec(sql: string): Promise<void>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** A scratch database on PostgreSQL when DATABASE_URL is set (CI's PostgreSQL pass), PGlite otherwise. */
export async function openMigrationConnection(): Promise<MigrationConnection> {
  // Test infrastructure: the runner picks the database (.ci/run sets DATABASE_URL for the PostgreSQL pass).
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, `prancheta_mig_${randomUUID().replace(/-/g, "").slice(0, 16)}`);
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    return {
      rows: async (sql, params) => (await pool.query<Row>(sql, params)).rows,
      exec: async (sql) => void (await pool.query(sql)),
      migrate: (migrationsFolder) => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
      close: async () => {
        await pool.end();
        await scratch.drop();
      },
    };
  }
  const pglite = new PGlite();
  await pglite.waitReady;
  return {
    rows: async (sql, params) => (await pglite.query<Row>(sql, params)).rows,
    exec: async (sql) => void (await pglite.exec(sql)),
    migrate: (migrationsFolder) => migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder }),
    close: () => pglite.close(),
  };
}

/**
 * A copy of the real migrations folder under `root` whose journal stops just before `migration`
 * (`through: false`) or right after it (`through: true`), so later migrations never change what
 * the test sees.
 */
export function migrationsFolderAround(root: string, migration: string, through: boolean): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === migration);
  if (at < 0) throw new Error(`${migration} não está no journal`);
  const entries = journal.entries.slice(0, through ? at + 1 : at);
  const dir = join(root, through ? "through" : "before");
  mkdirSync(join(dir, "meta"), { recursive: true });
  for (const { tag } of entries) copyFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(dir, `${tag}.sql`));
  writeFileSync(join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}
