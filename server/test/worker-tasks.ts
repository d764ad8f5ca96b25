import { threadId } from "node:worker_threads";
import { validationError } from "#server/lib/errors";

/** Tasks for server/lib/worker-pool.test.ts: each exported function is a task of the pool. */

/** The thread the task ran on, and its input back. */
export function echo(input: { text: string }): { threadId: number; text: string } {
  return { threadId, text: input.text };
}

/** Bytes made on the thread (handed over without a copy). */
export function bytes(length: number): Uint8Array {
  return new Uint8Array(length).fill(7);
}

/** A task that never ends (a runaway computation). */
export function forever(): never {
  for (;;) {
    // spin: only ending the thread stops it
  }
}

/** A task that waits for `ms` without holding the thread's CPU. */
export function wait(ms: number): Promise<number> {
  return new Promise((resolve) => setTimeout(() => resolve(threadId), ms));
}

/** A thread that dies under its task. */
export function crash(): void {
  process.exit(3);
}

/** An unexpected failure. */
export function fail(): void {
  throw new TypeError("quebrou");
}

/** A refusal meant for the user, in pt-BR. */
export function refuse(): void {
  throw validationError({ file: "O arquivo não é texto." });
}
