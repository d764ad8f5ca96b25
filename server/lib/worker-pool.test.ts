import { threadId } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import type * as WorkerTasks from "#server/test/worker-tasks";
import { AppError, RESTARTING_MESSAGE, UnavailableError } from "./errors";
import { BUSY_MESSAGE, TIMEOUT_MESSAGE, WorkerPool, type WorkerPoolOptions } from "./worker-pool";

const TASKS = new URL("../test/worker-tasks.ts", import.meta.url);
const made: WorkerPool<typeof WorkerTasks>[] = [];
const pool = (options: Partial<WorkerPoolOptions> = {}) => {
  const p = new WorkerPool<typeof WorkerTasks>({ name: "testes", tasks: TASKS, size: 1, maxQueued: 10, timeoutMs: 60_000, ...options });
  made.push(p);
  return p;
};
afterAll(async () => {
  for (const p of made) await p.stop();
});

/** The error a promise rejects with. */
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable("deveria ter falhado"), (err: unknown) => err as Error);

describe("WorkerPool", () => {
  it("runs tasks on its own threads, never the server's, with at most `size` of them", async () => {
    const p = pool({ size: 2 });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => p.run("echo", { text: `t${i}` })));
    expect(results.map((r) => r.text)).toEqual(["t0", "t1", "t2", "t3", "t4", "t5"]);
    const threads = new Set(results.map((r) => r.threadId));
    expect(threads.has(threadId)).toBe(false);
    expect(threads.size).toBeLessThanOrEqual(2);
    expect(p.threadIds().every((id) => threads.has(id))).toBe(true);
    expect(p.completed).toBe(6);
    const bytes = await p.run("bytes", 1024);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.byteLength).toBe(1024);
    expect(bytes[1023]).toBe(7);
  });

  it("refuses a task over the queue's bound at once with a 503 the client may retry", async () => {
    const p = pool({ maxQueued: 2 });
    const running = p.run("wait", 300); // takes the one thread
    const queued = [p.run("wait", 1), p.run("wait", 1)];
    const refused = await failure(p.run("wait", 1));
    expect(refused).toBeInstanceOf(UnavailableError);
    expect(refused).toMatchObject({ status: 503, code: "unavailable", message: BUSY_MESSAGE, retryAfter: 5 });
    // What was accepted still runs.
    await Promise.all([running, ...queued]);
  });

  it("ends a task past its time limit (503) and goes on with a new thread", async () => {
    const p = pool({ timeoutMs: 300 });
    const stuck = failure(p.run("forever", undefined as never));
    const next = p.run("echo", { text: "depois" });
    const err = await stuck;
    expect(err).toMatchObject({ status: 503, code: "unavailable", message: TIMEOUT_MESSAGE });
    expect((await next).text).toBe("depois");
  });

  it("replaces a thread that crashed: its task fails as an internal error, the queue goes on", async () => {
    const p = pool();
    const first = await p.run("echo", { text: "antes" });
    const crashed = failure(p.run("crash", undefined as never));
    const after = p.run("echo", { text: "depois" });
    const err = await crashed;
    expect(err).not.toBeInstanceOf(AppError); // app.onError answers it as a 500 and logs it
    expect(err.message).toMatch(/worker thread lost/);
    const second = await after;
    expect(second.text).toBe("depois");
    expect(second.threadId).not.toBe(first.threadId);
  });

  it("passes an AppError on with its pt-BR message and fields; any other failure by its message only", async () => {
    const p = pool();
    const refused = await failure(p.run("refuse", undefined as never));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 422, code: "validation_error", message: "O arquivo não é texto.", fields: { file: "O arquivo não é texto." } });
    const failed = await failure(p.run("fail", undefined as never));
    expect(failed).not.toBeInstanceOf(AppError);
    expect(failed.message).toBe("testes: TypeError: quebrou");
    expect((await p.run("echo", { text: "ainda" })).text).toBe("ainda");
  });

  it("on drain, finishes what it had accepted, and refuses new tasks with the restarting 503", async () => {
    const p = pool();
    const accepted = [p.run("wait", 50), p.run("wait", 50), p.run("wait", 50)];
    const drained = p.drain(60_000);
    const late = await failure(p.run("echo", { text: "tarde" }));
    expect(late).toMatchObject({ status: 503, code: "unavailable", message: RESTARTING_MESSAGE, retryAfter: 5 });
    expect(await drained).toEqual({ refused: 0 });
    for (const result of await Promise.all(accepted)) expect(result).not.toBe(threadId);
  });

  it("at the drain's deadline, refuses what is still running or queued with the restarting 503", async () => {
    const p = pool();
    const outcomes = Promise.all([failure(p.run("forever", undefined as never)), failure(p.run("echo", { text: "na fila" }))]);
    expect(await p.drain(200)).toEqual({ refused: 2 });
    for (const err of await outcomes) {
      expect(err).toMatchObject({ status: 503, code: "unavailable", message: RESTARTING_MESSAGE });
    }
    expect(p.threadIds()).toEqual([]);
  });

  it("stays closed after a drain until reopened, then takes tasks again", async () => {
    const p = pool();
    await p.drain(60_000);
    expect(await failure(p.run("echo", { text: "fechado" }))).toMatchObject({ status: 503, message: RESTARTING_MESSAGE });
    p.reopen();
    expect((await p.run("echo", { text: "aberto" })).text).toBe("aberto");
  });
});
