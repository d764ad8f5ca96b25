import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNAL_CHANNELS } from "./bus";
import { PgSignalBus, SIGNALS_APPLICATION_NAME } from "./pg-bus";

// Test infrastructure: runs in CI's PostgreSQL pass (LISTEN/NOTIFY needs a server; PGlite is one process).
const databaseUrl = process.env.DATABASE_URL;

/** Polls `check` with a generous limit: a busy machine makes things slower, never wrong. */
async function eventually(check: () => boolean | Promise<boolean>, limitMs = 20_000) {
  for (const deadline = Date.now() + limitMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) if (await check()) return true;
  return check();
}

describe.skipIf(!databaseUrl)("PgSignalBus (PostgreSQL)", () => {
  let pool: pg.Pool;
  const buses: PgSignalBus[] = [];
  /** A started bus; `listen` subscribes before the start, so its LISTENs are in place once started. */
  const bus = async (listen: (bus: PgSignalBus) => void) => {
    const created = new PgSignalBus({
      connectionString: databaseUrl!,
      notify: async (channel, payload) => void (await pool.query("select pg_notify($1, $2)", [channel, payload])),
    });
    buses.push(created);
    listen(created);
    await created.start();
    return created;
  };

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await pool.end();
  });

  it("delivers a signal to every process, the sender included, on its channel only", async () => {
    const got: string[] = [];
    const first = await bus((b) => b.subscribe(SIGNAL_CHANNELS.chatStop, (p) => got.push(`1:${p}`)));
    await bus((b) => {
      b.subscribe(SIGNAL_CHANNELS.chatStop, (p) => got.push(`2:${p}`));
      b.subscribe(SIGNAL_CHANNELS.aiCooldown, (p) => got.push(`cooldown:${p}`));
    });
    const id = randomUUID();

    await first.publish(SIGNAL_CHANNELS.chatStop, `answer:${id}`);
    expect(await eventually(() => got.length >= 2)).toBe(true);
    expect(got.sort()).toEqual([`1:answer:${id}`, `2:answer:${id}`]);
  });

  it("listens again by itself after its connection is cut (PostgreSQL restarted, connection killed)", async () => {
    const got: string[] = [];
    await bus((b) => b.subscribe(SIGNAL_CHANNELS.chatStop, (p) => got.push(p)));
    const killed = await pool.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()", [SIGNALS_APPLICATION_NAME]);
    expect(killed.rowCount).toBeGreaterThan(0);

    // (Only this database's: the other test files' apps listen on theirs.)
    // Signals sent while it reconnects are lost (SignalBus says so): send until one arrives.
    const id = randomUUID();
    const arrived = await eventually(async () => {
      await pool.query("select pg_notify($1, $2)", [SIGNAL_CHANNELS.chatStop, `answer:${id}`]);
      return got.includes(`answer:${id}`);
    }, 30_000);
    expect(arrived).toBe(true);
  });

  it("a handler that throws does not stop the others", async () => {
    const got: string[] = [];
    const listener = await bus((b) => {
      b.subscribe(SIGNAL_CHANNELS.aiCooldown, () => {
        throw new Error("quebrou");
      });
      b.subscribe(SIGNAL_CHANNELS.aiCooldown, (p) => got.push(p));
    });
    await listener.publish(SIGNAL_CHANNELS.aiCooldown, "x");
    expect(await eventually(() => got.includes("x"))).toBe(true);
  });
});
