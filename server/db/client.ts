import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers share this type, so services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction` callback receives; services take `Db | Tx` to run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** `onWait`: another process holds the migration lock (PostgreSQL); this one waits for it. */
  migrate(options?: { onWait?: () => void }): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * The PostgreSQL advisory lock taken around the migrations (any fixed number, the same in every
 * process). Several app processes starting at once would otherwise race to create drizzle's
 * table and apply the same migration twice; with it one migrates and the others wait, then find
 * nothing left to do. PGlite is one process's database and needs none.
 */
export const MIGRATION_LOCK_KEY = 720_020_001;

async function migrateWithLock(pool: pg.Pool, db: Db, onWait?: () => void): Promise<void> {
  // A session lock on a connection of its own: the migrator's transactions use other connections.
  const lock = await pool.connect();
  let failed: Error | undefined;
  try {
    // Said when waiting, so that a start held by another process's long migration is no mystery.
    const { rows } = await lock.query<{ got: boolean }>("select pg_try_advisory_lock($1) as got", [MIGRATION_LOCK_KEY]);
    if (!rows[0]?.got) {
      onWait?.();
      await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    }
    try {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (err) {
      // The migration's error is the one to report; a failed unlock on a broken connection would
      // hide it (the connection is destroyed below, which releases the lock anyway).
      await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      throw err;
    }
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    // After a failure the connection is closed rather than reused: ending the session releases
    // the lock even if the unlock itself could not be sent.
    lock.release(failed);
  }
}

/** Connections per process to PostgreSQL (two processes: 20, within PostgreSQL's default 100). */
export const POOL_SIZE = 10;
/**
 * The longest a query waits for one of them. Generous: under a burst a request may queue for a
 * while and still be served; past this the database is too busy or unreachable, and a 503 the
 * client can retry beats a request hanging until the proxy gives up.
 */
export const POOL_WAIT_MS = 10_000;

/** PGlite (embedded, in `dataDir/pglite`, or in memory) when no URL is given; PostgreSQL otherwise. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An already opened PGlite (tests clone a migrated template). */
  pglite?: PGlite;
  /** Told when PostgreSQL drops an idle pooled connection (a restart, a failover); for the log. */
  onConnectionError?: (err: Error) => void;
  /** Told each statement sent through the ORM (Better Auth's too): tests count a request's statements. */
  onQuery?: (query: string) => void;
  /** How long a query waits for a pooled PostgreSQL connection (POOL_WAIT_MS; tests shorten it). */
  connectionTimeoutMs?: number;
}): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.databaseUrl) {
    // A query never waits forever for a connection (all 10 busy, or a connect that hangs): it
    // fails with the pool's timeout, which the app answers as the pt-BR 503 of a database that
    // does not respond (server/db/unavailable.ts), and the client may try again.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE, connectionTimeoutMillis: options.connectionTimeoutMs ?? POOL_WAIT_MS });
    // PostgreSQL restarting ends every idle connection with an error event on the pool, which
    // without a listener would crash the process. The pool discards that connection and the next
    // query opens a new one; requests that were running get their own error.
    pool.on("error", (err) => options.onConnectionError?.(err));
    // A connection checked out between two statements of a transaction has no listener of the
    // pool's: its 'error' (PostgreSQL restarting) would crash the process. The statement running
    // then fails on its own (a 503), and the pool discards the connection when it is released.
    pool.on("connect", (client) => client.on("error", (err) => options.onConnectionError?.(err)));
    // Fail at start, not at the first request, when the server is unreachable.
    await pool.query("select 1");
    const db = drizzlePg({ client: pool, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: (migrateOptions) => migrateWithLock(pool, db, migrateOptions?.onWait),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = options.dataDir ? new PGlite(`${options.dataDir}/pglite`) : new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  const pglite = client;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pglite.close(),
  };
}
