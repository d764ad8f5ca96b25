import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database, type Db } from "#server/db/client";
import { job } from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { createTestContext, type TestContext } from "#server/test/harness";
import { JobRunner, retryDelayMs, type JobHandler } from "./runner";
import { cancelJob, ensureJob, scheduleJob } from "./schedule";

/** Decision 055: due jobs run once across workers, survive a restart, and are retried. */
let ctx: TestContext;
let db: Db;
const logger = createLogger("silent");
const T0 = new Date("2026-11-26T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await db.delete(job);
});

const worker = (handlers: Record<string, JobHandler>, now: () => Date, database: Db = db) =>
  new JobRunner({ db: database, handlers, logger, clock: now });

async function row(key: string) {
  const [r] = await db.select().from(job).where(eq(job.key, key));
  return r;
}

describe("the job runner on the database", () => {
  it("runs a job only once it is due", async () => {
    const ran: unknown[] = [];
    await scheduleJob(db, { kind: "k", key: "a", runAt: at(60_000), payload: { n: 1 } });
    let now = T0;
    const w = worker({ k: async ({ job }) => void ran.push(job.payload) }, () => now);
    expect(await w.runDue()).toBe(0);
    now = at(60_000);
    expect(await w.runDue()).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);
    expect(await row("a")).toMatchObject({ status: "concluido", attempts: 1 });
    // Done is done: the next rounds find nothing.
    now = at(3_600_000);
    expect(await w.runDue()).toBe(0);
  });

  it("two workers polling at the same time run each due job exactly once", async () => {
    // On PostgreSQL the second worker has its own connection pool, as a second server process
    // would; PGlite is one process's database, so its workers share it.
    const second: Database | undefined = process.env.DATABASE_URL ? await openDatabase({ databaseUrl: currentDatabaseUrl() }) : undefined;
    try {
      for (let i = 0; i < 40; i++) await scheduleJob(db, { kind: "k", key: `j${i}`, runAt: at(i) });
      const runs = new Map<string, number>();
      const handler: JobHandler = async ({ job }) => {
        runs.set(job.key!, (runs.get(job.key!) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      };
      const a = new JobRunner({ db, handlers: { k: handler }, logger, clock: () => at(60_000), batchSize: 3 });
      const b = new JobRunner({ db: second?.db ?? db, handlers: { k: handler }, logger, clock: () => at(60_000), batchSize: 3 });
      const drain = async (w: JobRunner) => {
        let total = 0;
        for (let n = await w.runDue(); n > 0; n = await w.runDue()) total += n;
        return total;
      };
      const [ranA, ranB] = await Promise.all([drain(a), drain(b)]);
      expect(ranA + ranB).toBe(40);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      expect(runs.size).toBe(40);
    } finally {
      await second?.close();
    }
  });

  it("a worker that died holding a job leaves it to the next one once its lease runs out", async () => {
    await scheduleJob(db, { kind: "k", key: "crash", runAt: T0 });
    const dead = new JobRunner({ db, handlers: {}, logger, clock: () => T0, leaseMs: 60_000 });
    // Claimed, then the process is gone: the handler never ran, nothing marked it done.
    expect(await dead.claim()).toHaveLength(1);
    const ran: string[] = [];
    const next = (now: Date) => worker({ k: async () => void ran.push("ok") }, () => now);
    expect(await next(at(30_000)).runDue()).toBe(0);
    expect(await next(at(61_000)).runDue()).toBe(1);
    expect(ran).toEqual(["ok"]);
    expect(await row("crash")).toMatchObject({ status: "concluido", attempts: 2 });
  });

  it("a job whose worker died on every attempt ends failed instead of being claimed forever", async () => {
    await scheduleJob(db, { kind: "k", key: "kills", runAt: T0, maxAttempts: 2 });
    // Each attempt: claimed, then the process is gone (a handler that crashes it) before any end.
    const dies = (now: Date) => new JobRunner({ db, handlers: {}, logger, clock: () => now, leaseMs: 60_000 });
    expect(await dies(T0).claim()).toHaveLength(1);
    expect(await dies(at(61_000)).claim()).toHaveLength(1);
    const ran: string[] = [];
    expect(await worker({ k: async () => void ran.push("ok") }, () => at(122_000)).runDue()).toBe(0);
    expect(ran).toEqual([]);
    expect(await row("kills")).toMatchObject({
      status: "falhou",
      attempts: 2,
      lockedBy: null,
      lastError: "Nenhuma das 2 tentativas terminou: o processo que executava o job parou ou passou do prazo.",
    });
  });

  it("a batch's later job whose lease ran out while the earlier ones ran is left to the worker that took it", async () => {
    await scheduleJob(db, { kind: "slow", key: "b1", runAt: at(-1) });
    await scheduleJob(db, { kind: "k", key: "b2", runAt: T0 });
    const runs: string[] = [];
    // A claims both at T0 (leases to 60 s); its first job starts at 30 s (renewed to 90 s) and
    // lasts past 61 s, when B finds the second job's lease run out and takes it.
    let calls = 0;
    const clockA = () => (++calls <= 2 ? T0 : at(30_000));
    const b = new JobRunner({ db, handlers: { k: async () => void runs.push("B:b2") }, logger, clock: () => at(61_000), leaseMs: 60_000 });
    const a = new JobRunner({
      db,
      logger,
      clock: clockA,
      leaseMs: 60_000,
      handlers: {
        slow: async () => {
          expect(await b.runDue()).toBe(1);
        },
        k: async () => void runs.push("A:b2"),
      },
    });
    expect(await a.runDue()).toBe(1);
    expect(runs).toEqual(["B:b2"]);
    expect(await row("b1")).toMatchObject({ status: "concluido" });
    expect(await row("b2")).toMatchObject({ status: "concluido", attempts: 2 }); // A claimed it, then B
  });

  it("retries a failing job with backoff, then gives up after its attempts", async () => {
    await scheduleJob(db, { kind: "k", key: "flaky", runAt: T0, maxAttempts: 3 });
    let now = T0;
    let calls = 0;
    const w = worker({ k: async () => { calls++; throw new Error("SMTP fora do ar"); } }, () => now);
    expect(await w.runDue()).toBe(1);
    expect(await row("flaky")).toMatchObject({ status: "pendente", attempts: 1, lastError: "SMTP fora do ar", runAt: at(retryDelayMs(1)) });
    expect(await w.runDue()).toBe(0);
    now = at(retryDelayMs(1));
    await w.runDue();
    now = at(retryDelayMs(1) + retryDelayMs(2));
    await w.runDue();
    expect(calls).toBe(3);
    expect(await row("flaky")).toMatchObject({ status: "falhou", attempts: 3 });
    now = at(24 * 3_600_000);
    expect(await w.runDue()).toBe(0);
  });

  it("a job that fails once and then succeeds ends done", async () => {
    await scheduleJob(db, { kind: "k", key: "once", runAt: T0 });
    let now = T0;
    let calls = 0;
    const w = worker({ k: async () => { if (++calls === 1) throw new Error("falhou"); } }, () => now);
    await w.runDue();
    now = at(retryDelayMs(1));
    await w.runDue();
    expect(await row("once")).toMatchObject({ status: "concluido", attempts: 2, lastError: null });
  });

  it("an unknown kind is a failure, not a crash of the worker", async () => {
    await scheduleJob(db, { kind: "desconhecido", key: "u", runAt: T0, maxAttempts: 1 });
    expect(await worker({}, () => T0).runDue()).toBe(1);
    expect(await row("u")).toMatchObject({ status: "falhou" });
  });

  it("scheduling a key again moves it; cancelling drops it; ensure keeps what exists", async () => {
    await scheduleJob(db, { kind: "k", key: "m", runAt: at(10_000) });
    await scheduleJob(db, { kind: "k", key: "m", runAt: at(20_000), payload: { v: 2 } });
    expect(await db.select().from(job)).toHaveLength(1);
    expect(await row("m")).toMatchObject({ runAt: at(20_000), payload: { v: 2 } });
    await ensureJob(db, { kind: "k", key: "m", runAt: at(99_000) });
    expect((await row("m"))!.runAt).toEqual(at(20_000));
    await cancelJob(db, "m");
    expect(await row("m")).toBeUndefined();
  });

  it("a job rescheduled while it runs keeps its new time (the old run does not mark it done)", async () => {
    await scheduleJob(db, { kind: "k", key: "r", runAt: T0 });
    const w = worker({ k: async ({ db }) => scheduleJob(db, { kind: "k", key: "r", runAt: at(3_600_000) }) }, () => T0);
    expect(await w.runDue()).toBe(1);
    expect(await row("r")).toMatchObject({ status: "pendente", attempts: 0, runAt: at(3_600_000) });
  });
});

describe("due jobs survive a restart", () => {
  it("a job scheduled before the database closed runs after it is opened again (PGlite on disk)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "prancheta-jobs-"));
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.migrate();
      await scheduleJob(first.db, { kind: "k", key: "persist", runAt: T0, payload: { eventId: "x" } });
      await first.close();

      const second = await openDatabase({ dataDir: dir });
      const ran: unknown[] = [];
      const w = new JobRunner({ db: second.db, handlers: { k: async ({ job }) => void ran.push(job.payload) }, logger, clock: () => at(1_000) });
      expect(await w.runDue()).toBe(1);
      expect(ran).toEqual([{ eventId: "x" }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

/** The test database's URL (the harness made a database of its own for this file). */
function currentDatabaseUrl(): string {
  const pool = (ctx.database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return pool.options.connectionString;
}
