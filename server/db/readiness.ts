import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER, type Db } from "./client";
import { DATABASE_DOWN_MESSAGE } from "./unavailable";

/**
 * Whether this process can take requests (GET /api/ready, issue 20): the database answers, and it
 * has every migration committed in the code. A proxy or an orchestrator stops sending requests to
 * a process that says no, instead of letting them fail one by one; /api/health (liveness) stays
 * 200 meanwhile, so the process is not restarted for a database that is away.
 */
export type Readiness = { ready: true; migrations: number } | { ready: false; message: string; cause?: unknown };

/** A probe must answer before the prober gives up on it: a hung database is "not ready", not a hung probe. */
const DEFAULT_TIMEOUT_MS = 3_000;

interface JournalEntry {
  tag: string;
  /** What drizzle's migrator records as the migration's `created_at`. */
  when: number;
}

let journal: JournalEntry[] | undefined;

/** The migrations committed with this code (read once: they do not change while it runs). */
function committedMigrations(): JournalEntry[] {
  journal ??= (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] }).entries;
  return journal;
}

const pendingText = (pending: number, total: number) =>
  pending === 1
    ? `O banco de dados tem 1 migração pendente (aplicadas ${total - pending} de ${total}).`
    : `O banco de dados tem ${pending} migrações pendentes (aplicadas ${total - pending} de ${total}).`;

async function inspect(db: Db): Promise<Readiness> {
  // Both drivers return `{ rows }` for raw SQL. drizzle's migrator (client.ts, with its
  // defaults) records each applied migration in drizzle.__drizzle_migrations, and runs those
  // newer than the last one recorded: the same rule tells what it would still run.
  const found = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)) as unknown as {
    rows: { present: boolean }[];
  };
  const committed = committedMigrations();
  if (!found.rows[0]?.present) return { ready: false, message: pendingText(committed.length, committed.length) };
  const applied = (await db.execute(sql`select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { count: number | string; last: number | string | null }[];
  };
  const count = Number(applied.rows[0]?.count ?? 0);
  const last = Number(applied.rows[0]?.last ?? 0);
  const pending = committed.filter((entry) => entry.when > last).length;
  if (pending > 0) return { ready: false, message: pendingText(pending, committed.length) };
  return { ready: true, migrations: count };
}

export async function checkReadiness(db: Db, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, message: "O banco de dados não respondeu a tempo. Tente novamente em instantes." }), timeoutMs);
  });
  try {
    return await Promise.race([
      inspect(db).catch((cause: unknown): Readiness => ({ ready: false, message: DATABASE_DOWN_MESSAGE, cause })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
