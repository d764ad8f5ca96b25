import type { IfcModel } from "#domain/ifc";
import { COMPUTE_THREADS, WorkerPool } from "#server/lib/worker-pool";
import type * as IfcTasks from "./ifc-tasks";

/**
 * Reading an IFC model holds a thread for seconds (a 50 MB file of 1,2 million STEP lines: 13–36 s
 * on this 2-core machine under other jobs' load, ~390 MB of memory; decision 098): it runs in
 * this pool (decisions 066, 098), never on the server's thread. Threads: one per core beyond the
 * server's own (at most 2), each keeping its web-ifc module loaded; each waiting model holds its
 * bytes (≤ 50 MB), so only 4 may wait; a model taking over 90 s is stopped (503, the pool's
 * timeout message) and its thread replaced.
 */
export const ifcPool = new WorkerPool<typeof IfcTasks>({
  name: "modelos IFC",
  tasks: new URL("./ifc-tasks.ts", import.meta.url),
  size: COMPUTE_THREADS,
  maxQueued: 4,
  timeoutMs: 90_000,
});

/** The model of an uploaded IFC, off the server's thread; its bytes are handed to the thread (not copied). */
export function readModel(bytes: Uint8Array<ArrayBuffer>): Promise<IfcModel> {
  return ifcPool.run("readIfcFile", { bytes }, [bytes.buffer]);
}
