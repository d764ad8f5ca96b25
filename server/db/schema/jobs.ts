import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const JOB_STATUSES = ["pendente", "executando", "concluido", "falhou"] as const;

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * The job runner's queue (decision 055, server/jobs/): work due at a time — a notification at an
 * event's lead time, the deadlines' sweep — that must survive a restart and run once across
 * processes. A worker claims due rows with `FOR UPDATE SKIP LOCKED` and holds them for a lease
 * (`bloqueado_ate`); a crashed worker's lease runs out and another takes the job again.
 */
export const job = pgTable(
  "job",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    /** One job per key (`evento:<id>`): scheduling again replaces it. */
    key: text("key"),
    payload: jsonb("payload").notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("pendente"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("job_key_uq").on(t.key),
    // The claim's scan: due pending jobs, and running ones whose lease ran out.
    index("job_status_run_at_idx").on(t.status, t.runAt),
    check("job_status_check", oneOf("status", JOB_STATUSES)),
  ],
);
