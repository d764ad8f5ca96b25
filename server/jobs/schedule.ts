import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { job } from "#server/db/schema";

/** A transaction or the database: scheduling goes in the same transaction as the change it follows. */
type Executor = Pick<Db, "insert" | "delete">;

export interface ScheduleInput {
  kind: string;
  /** One job per key: scheduling the same key again moves it (a new time, a fresh count of attempts). */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
}

/** Schedules (or reschedules) the job of a key (decision 055). */
export async function scheduleJob(db: Executor, input: ScheduleInput): Promise<void> {
  const values = {
    kind: input.kind,
    payload: input.payload ?? {},
    runAt: input.runAt,
    status: "pendente" as const,
    attempts: 0,
    maxAttempts: input.maxAttempts ?? 5,
    lockedUntil: null,
    lockedBy: null,
    lastError: null,
    finishedAt: null,
  };
  await db
    .insert(job)
    .values({ id: randomUUID(), key: input.key, ...values })
    .onConflictDoUpdate({ target: job.key, set: values });
}

/** Drops the job of a key (its event was deleted, its reminder done). */
export async function cancelJob(db: Executor, key: string): Promise<void> {
  await db.delete(job).where(eq(job.key, key));
}

/**
 * Makes sure the job of a key is waiting to run (a recurring job at startup): a pending or running
 * one is kept as it is; one that ended (done, or failed after its attempts) is scheduled again.
 */
export async function ensureJob(db: Executor, input: ScheduleInput): Promise<void> {
  const values = { kind: input.kind, payload: input.payload ?? {}, runAt: input.runAt, maxAttempts: input.maxAttempts ?? 5 };
  await db
    .insert(job)
    .values({ id: randomUUID(), key: input.key, ...values })
    .onConflictDoUpdate({
      target: job.key,
      set: { ...values, status: "pendente", attempts: 0, lockedUntil: null, lockedBy: null, lastError: null, finishedAt: null },
      setWhere: inArray(job.status, ["concluido", "falhou"]),
    });
}
