import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { job } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";

export type JobRow = typeof job.$inferSelect;

/** What a handler gets: the job (its payload, which attempt this is) and the runner's clock. */
export interface JobContext {
  db: Db;
  logger: Logger;
  now: Date;
  job: JobRow;
}

/**
 * Runs one job. It must be idempotent: a worker that dies after the work but before marking the
 * job done leaves it to be run again when its lease runs out (at-least-once, decision 055). Throwing
 * schedules a retry with backoff, up to the job's `maxAttempts`.
 */
export type JobHandler = (ctx: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** Waits between attempts: 30 s, 1 min, 2 min… up to an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

export interface RunnerOptions {
  db: Db;
  handlers: JobHandlers;
  logger: Logger;
  /** Injected in tests; the wall clock otherwise. */
  clock?: () => Date;
  /** How long a claimed job is this worker's before another may take it again. */
  leaseMs?: number;
  batchSize?: number;
  pollMs?: number;
}

/**
 * The job runner on the database (decision 055): any number of workers, in any number of
 * processes, poll the `job` table; each claim is one UPDATE over a `FOR UPDATE SKIP LOCKED`
 * subquery, so two workers never take the same row, and rows live in the database, so due jobs
 * survive a restart.
 */
export class JobRunner {
  readonly workerId = randomUUID();
  private readonly db: Db;
  private readonly handlers: JobHandlers;
  private readonly logger: Logger;
  private readonly clock: () => Date;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(options: RunnerOptions) {
    this.db = options.db;
    this.handlers = options.handlers;
    this.logger = options.logger;
    this.clock = options.clock ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 10;
    this.pollMs = options.pollMs ?? 5_000;
  }

  /** Claims the jobs due now (and those whose worker's lease ran out), up to a batch. */
  async claim(): Promise<JobRow[]> {
    const now = this.clock();
    const due = this.db
      .select({ id: job.id })
      .from(job)
      .where(
        or(
          and(eq(job.status, "pendente"), lte(job.runAt, now)),
          and(eq(job.status, "executando"), lt(job.lockedUntil, now), lt(job.attempts, job.maxAttempts)),
        ),
      )
      .orderBy(asc(job.runAt))
      .limit(this.batchSize)
      .for("update", { skipLocked: true });
    return this.db
      .update(job)
      .set({
        status: "executando",
        attempts: sql`${job.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + this.leaseMs),
        lockedBy: this.workerId,
      })
      .where(inArray(job.id, due))
      .returning();
  }

  /**
   * Jobs whose every attempt ended with their worker gone (the lease ran out each time — a handler
   * that crashes its process, say) are failed for good instead of being claimed forever.
   */
  async failAbandoned(): Promise<number> {
    const now = this.clock();
    const failed = await this.db
      .update(job)
      .set({
        status: "falhou",
        finishedAt: now,
        lockedUntil: null,
        lockedBy: null,
        lastError: sql`'Nenhuma das ' || ${job.attempts} || ' tentativas terminou: o processo que executava o job parou ou passou do prazo.'`,
      })
      .where(and(eq(job.status, "executando"), lt(job.lockedUntil, now), gte(job.attempts, job.maxAttempts)))
      .returning({ id: job.id, kind: job.kind });
    for (const f of failed) this.logger.warn({ job: f.id, kind: f.kind }, "job abandonado em todas as tentativas");
    return failed.length;
  }

  /**
   * A batch's jobs run one after another, so a later one's lease from the claim may have run out
   * (and another worker taken it) by the time its turn comes: renew it first, or leave it.
   */
  private async renew(row: JobRow): Promise<boolean> {
    const renewed = await this.db
      .update(job)
      .set({ lockedUntil: new Date(this.clock().getTime() + this.leaseMs) })
      .where(and(eq(job.id, row.id), eq(job.lockedBy, this.workerId), eq(job.status, "executando"), eq(job.attempts, row.attempts)))
      .returning({ id: job.id });
    return renewed.length > 0;
  }

  /** One round: claim what is due and run it. Returns how many jobs ran (tests drive this). */
  async runDue(): Promise<number> {
    await this.failAbandoned();
    // UPDATE … RETURNING gives no order: run the earliest due first, as they were picked.
    const claimed = (await this.claim()).sort((x, y) => x.runAt.getTime() - y.runAt.getTime());
    let ran = 0;
    for (const row of claimed) {
      if (!(await this.renew(row))) continue;
      await this.runOne(row);
      ran++;
    }
    return ran;
  }

  private async runOne(row: JobRow): Promise<void> {
    const handler = this.handlers[row.kind];
    const now = this.clock();
    // Only this worker's claim may finish the job: a rescheduled or re-claimed row is left alone.
    const mine = and(eq(job.id, row.id), eq(job.lockedBy, this.workerId), eq(job.status, "executando"), eq(job.attempts, row.attempts));
    try {
      if (!handler) throw new Error(`nenhum handler para o job "${row.kind}"`);
      await handler({ db: this.db, logger: this.logger, now, job: row });
      await this.db.update(job).set({ status: "concluido", finishedAt: this.clock(), lockedUntil: null, lockedBy: null, lastError: null }).where(mine);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const exhausted = row.attempts >= row.maxAttempts;
      this.logger.warn({ err, job: row.id, kind: row.kind, attempt: row.attempts, exhausted }, "job falhou");
      await this.db
        .update(job)
        .set(
          exhausted
            ? { status: "falhou", finishedAt: this.clock(), lockedUntil: null, lockedBy: null, lastError: message.slice(0, 2000) }
            : { status: "pendente", runAt: new Date(this.clock().getTime() + retryDelayMs(row.attempts)), lockedUntil: null, lockedBy: null, lastError: message.slice(0, 2000) },
        )
        .where(mine);
    }
  }

  /** Polls until stop(); a round that found work looks again at once. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      let ran = 0;
      try {
        ran = await this.runDue();
      } catch (err) {
        this.logger.warn({ err }, "falha ao buscar jobs");
      }
      if (!this.stopped) {
        this.timer = setTimeout(() => {
          this.running = tick();
        }, ran > 0 ? 0 : this.pollMs);
      }
    };
    this.running = tick();
  }

  /** Stops polling and waits for the round in progress (shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
