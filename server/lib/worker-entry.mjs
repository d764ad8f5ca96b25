// The entry point of every worker thread of a WorkerPool (worker-pool.ts), plain JavaScript on
// purpose: on Node 20 a worker does not inherit the `--import tsx` hooks of the thread that
// started it, and cannot load a .ts entry. It registers tsx for itself (under `node --import tsx`
// and under vitest alike), then loads the pool's task module, whose exported functions are the
// tasks. One task at a time: the pool sends the next only after this one's answer.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

const port = parentPort;
if (!port) throw new Error("worker-entry.mjs runs only as a worker thread (see worker-pool.ts)");

register();
const tasks = await import(workerData.tasks);
// Task time limits count from here (worker-pool.ts).
port.postMessage({ ready: true });

/** A result's bytes are handed over without a copy when they are a whole buffer of their own. */
const transferable = (value) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value) && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength ? [value.buffer] : [];

port.on("message", async ({ id, task, input }) => {
  try {
    const run = tasks[task];
    if (typeof run !== "function") throw new Error(`unknown task ${task}`);
    const value = await run(input);
    port.postMessage({ id, value }, transferable(value));
  } catch (error) {
    // An AppError (a pt-BR message for the user) crosses as its parts; anything else as its
    // message only (no stack: the pool's caller logs it).
    const e = error instanceof Error ? error : new Error(String(error));
    const app = e.name === "AppError" && "code" in e && "status" in e ? { code: e.code, status: e.status, fields: e.fields } : undefined;
    port.postMessage({ id, error: { name: e.name, message: e.message, app } });
  }
});
