import { availableParallelism } from "node:os";
import { Worker, type Transferable } from "node:worker_threads";
import type { ErrorCode } from "#domain/errors";
import { AppError, RESTARTING_MESSAGE, UnavailableError } from "./errors";

/**
 * CPU work that would hold the server's thread for more than a few milliseconds (a PDF, a DOCX,
 * a 50.000-point survey) runs in worker threads, so every other request keeps being answered
 * (docs/decisions/066-heavy-work-in-worker-pools.md). A pool:
 * - starts a thread on demand, up to `size`, keeps it for the next tasks (its first task also pays
 *   for loading its modules), and lets an idle thread never hold the process open;
 * - runs one task at a time per thread; the next ones wait in a queue of at most `maxQueued`,
 *   beyond which a task is refused at once with a 503 the client may retry (the busy message);
 * - ends a thread whose task runs past `timeoutMs` (503, the timeout message) and replaces a
 *   thread that crashed (its task fails as an internal error); the queue goes on either way;
 * - on `drain`, refuses new tasks (503, the restarting message), waits for the running and queued
 *   ones up to a deadline, then refuses what is left the same way, so no request is cut.
 *
 * The task module's exported functions are the tasks, called with one structured-cloneable input;
 * an AppError thrown there reaches the caller as the same AppError (its pt-BR message and fields).
 */
type Tasks = Record<string, (input: never) => unknown>;

export interface WorkerPoolOptions {
  /** What the pool does, for messages: "exportações", "cálculos". */
  name: string;
  /** The task module (TypeScript, loaded with tsx in each thread). */
  tasks: URL;
  /** Threads at most. */
  size: number;
  /** Tasks waiting for a thread at most; one more is refused (503). */
  maxQueued: number;
  /** A task running longer is stopped, its thread ended and replaced (503). */
  timeoutMs: number;
}

export const BUSY_MESSAGE = "O servidor está ocupado com outros processamentos. Tente novamente em instantes.";
export const TIMEOUT_MESSAGE = "O processamento demorou mais que o limite e foi interrompido. Tente novamente em instantes.";
/** Seconds a refused client is told to wait (the same as the other 503s). */
const RETRY_AFTER_SECONDS = 5;

const ENTRY = new URL("./worker-entry.mjs", import.meta.url);

/** Threads for CPU work on this machine: one core stays with the server's own thread. */
export const COMPUTE_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

interface Job {
  id: number;
  task: string;
  input: unknown;
  transfer: Transferable[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
  /** Its task module is loaded: a task's time limit counts from then. */
  ready: boolean;
}

type Reply = { ready: true } | { id: number; value: unknown } | { id: number; error: { name: string; message: string; app?: { code: ErrorCode; status: number; fields?: Record<string, string> } } };

/** Every pool of this process, for the drain on SIGTERM. */
const pools = new Set<WorkerPool<Tasks>>();

export class WorkerPool<T extends Tasks> {
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private readonly idleWaiters: (() => void)[] = [];
  private nextId = 1;
  private closed = false;
  /** Tasks answered by a thread (for tests and the benchmark). */
  completed = 0;

  constructor(private readonly options: WorkerPoolOptions) {
    pools.add(this as unknown as WorkerPool<Tasks>);
  }

  /** Runs `task` of the module on a thread; `transfer` hands buffers of the input over without a copy. */
  run<K extends keyof T & string>(task: K, input: Parameters<T[K]>[0], transfer: Transferable[] = []): Promise<Awaited<ReturnType<T[K]>>> {
    if (this.closed) return Promise.reject(restarting());
    const idle = [...this.threads].some((t) => !t.job) || this.threads.size < this.options.size;
    if (!idle && this.queue.length >= this.options.maxQueued) return Promise.reject(new UnavailableError(RETRY_AFTER_SECONDS, BUSY_MESSAGE));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, input, transfer, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** The pool's threads' ids now (never the server's own `threadId`). */
  threadIds(): number[] {
    return [...this.threads].map((t) => t.worker.threadId);
  }

  /** Tasks running or waiting. */
  get pending(): number {
    return this.queue.length + [...this.threads].filter((t) => t.job).length;
  }

  /**
   * From now on new tasks are refused (503, restarting). Resolves once the running and queued
   * tasks are done, or at `deadlineMs`, when those still there are refused the same way and the
   * threads ended; `refused` counts them.
   */
  async drain(deadlineMs: number): Promise<{ refused: number }> {
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<"expired">((resolve) => (timer = setTimeout(() => resolve("expired"), deadlineMs)));
    const outcome = await Promise.race([this.idle(), expired]);
    clearTimeout(timer);
    if (outcome !== "expired") return { refused: 0 };
    const refused = this.pending;
    await this.stop(restarting);
    return { refused };
  }

  /**
   * Takes tasks again after a drain. Only the test suite needs it: its files share one process
   * (vitest's isolate: false), so a file that drains a process-wide pool opens it for the next.
   */
  reopen(): void {
    this.closed = false;
  }

  /** Ends every thread; tasks running or queued fail with `reason`. The next `run` starts anew. */
  async stop(reason: () => Error = () => new Error(`${this.options.name}: pool stopped`)): Promise<void> {
    const threads = [...this.threads];
    this.threads.clear();
    for (const job of this.queue.splice(0)) job.reject(reason());
    for (const thread of threads) {
      clearTimeout(thread.timer);
      thread.job?.reject(reason());
      thread.job = null;
    }
    await Promise.all(threads.map((t) => t.worker.terminate()));
    this.notifyIdle();
  }

  private idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private notifyIdle(): void {
    if (this.pending > 0) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let thread = [...this.threads].find((t) => !t.job);
      if (!thread) {
        if (this.threads.size >= this.options.size) return;
        thread = this.spawn();
      }
      this.start(thread, this.queue.shift()!);
    }
  }

  private spawn(): Thread {
    // execArgv: [] because the entry registers tsx itself (see worker-entry.mjs).
    const worker = new Worker(ENTRY, { execArgv: [], workerData: { tasks: this.options.tasks.href } });
    const thread: Thread = { worker, job: null, timer: undefined, ready: false };
    // Kept alive only while it has work, so an idle thread never holds the process open.
    worker.unref();
    worker.on("message", (reply: Reply) => this.settle(thread, reply));
    worker.on("error", (error) => this.lost(thread, error));
    worker.on("exit", (code) => this.lost(thread, new Error(`exited with code ${code}`)));
    this.threads.add(thread);
    return thread;
  }

  private start(thread: Thread, job: Job): void {
    thread.job = job;
    thread.worker.ref();
    // Queued by the thread until its module is loaded.
    thread.worker.postMessage({ id: job.id, task: job.task, input: job.input }, job.transfer);
    if (thread.ready) this.arm(thread, job);
  }

  /** The task's time limit; a new thread's start (tsx, its modules) does not count. */
  private arm(thread: Thread, job: Job): void {
    thread.timer = setTimeout(() => {
      // A task past its limit: its thread is ended (a CPU loop cannot be interrupted otherwise).
      this.threads.delete(thread);
      thread.job = null;
      void thread.worker.terminate();
      job.reject(new UnavailableError(RETRY_AFTER_SECONDS, TIMEOUT_MESSAGE));
      this.dispatch();
      this.notifyIdle();
    }, this.options.timeoutMs);
    thread.timer.unref();
  }

  private settle(thread: Thread, reply: Reply): void {
    if ("ready" in reply) {
      thread.ready = true;
      if (thread.job) this.arm(thread, thread.job);
      return;
    }
    const job = thread.job;
    if (!job || job.id !== reply.id) return;
    clearTimeout(thread.timer);
    thread.job = null;
    thread.worker.unref();
    this.completed++;
    if ("value" in reply) job.resolve(reply.value);
    else if (reply.error.app) job.reject(new AppError(reply.error.app.code, reply.error.app.status as AppError["status"], reply.error.message, reply.error.app.fields));
    else job.reject(new Error(`${this.options.name}: ${reply.error.name}: ${reply.error.message}`));
    this.dispatch();
    this.notifyIdle();
  }

  /** A thread that crashed or exited: its task fails, a new thread takes the queue. */
  private lost(thread: Thread, error: Error): void {
    if (!this.threads.delete(thread)) return;
    clearTimeout(thread.timer);
    const job = thread.job;
    thread.job = null;
    job?.reject(new Error(`${this.options.name}: worker thread lost: ${error.message}`));
    this.dispatch();
    this.notifyIdle();
  }
}

const restarting = () => new UnavailableError(RETRY_AFTER_SECONDS, RESTARTING_MESSAGE);

/**
 * SIGTERM (server/main.ts): every pool refuses new tasks and finishes what it has, all within
 * `deadlineMs`; resolves with how many tasks were refused at the deadline.
 */
export async function drainWorkerPools(deadlineMs: number): Promise<{ refused: number }> {
  const results = await Promise.all([...pools].map((pool) => pool.drain(deadlineMs)));
  return { refused: results.reduce((sum, r) => sum + r.refused, 0) };
}
