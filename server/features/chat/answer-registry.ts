import { setTimeout as sleep } from "node:timers/promises";
import { SIGNAL_CHANNELS, type SignalBus } from "#server/signals/bus";

/** How long a stop waits for another process to store the stopped answer before ending it itself. */
export const REMOTE_STOP_WAIT_MS = 5_000;
const REMOTE_STOP_POLL_MS = 50;
/** A signal can be lost (the other process reconnecting its listener): sent again meanwhile. */
const REMOTE_STOP_RESEND_MS = 1_000;

export interface AnswerRegistryOptions {
  /** Carries stops to the other app processes (LISTEN/NOTIFY on PostgreSQL). */
  signals: SignalBus;
  /** Whether the answer's row still says it is being generated (the database is the truth). */
  isStreaming: (answerId: string) => Promise<boolean>;
  /** Ends a "streaming" row nobody stopped in time (its process died, or never heard the stop). */
  interrupt: (answerId: string) => Promise<void>;
  /** Aborted when the process shuts down: its answers are stopped and stored as interrupted. */
  shutdown?: AbortSignal | undefined;
  remoteWaitMs?: number | undefined;
  onSignalError?: (err: unknown) => void;
}

/**
 * The answers being generated, across processes. Each process keeps the answers it generates
 * (the AbortController cannot leave it); a stop that lands on another process is signalled
 * through the database to every process, and the one generating the answer stops it. A
 * "streaming" row that no process stops in time was left by one that died (or one that missed
 * the signal): the stop then marks it interrupted itself, so the user can ask again at once.
 */
export class AnswerRegistry {
  private readonly running = new Map<string, { controller: AbortController; settled: Promise<void>; conversationId: string }>();
  private readonly remoteWaitMs: number;

  constructor(private readonly options: AnswerRegistryOptions) {
    this.remoteWaitMs = options.remoteWaitMs ?? REMOTE_STOP_WAIT_MS;
    options.signals.subscribe(SIGNAL_CHANNELS.chatStop, (payload) => {
      const [kind, id] = payload.split(":");
      if (kind === "answer" && id) this.running.get(id)?.controller.abort();
      if (kind === "conversation" && id) for (const entry of this.ofConversation(id)) entry.controller.abort();
    });
    options.shutdown?.addEventListener("abort", () => {
      for (const entry of this.running.values()) entry.controller.abort();
    });
  }

  /** Registers an answer; `settled` resolves once its final state is stored. */
  add(answerId: string, controller: AbortController, settled: Promise<unknown>, conversationId: string): void {
    // A failed save is the task's to log; here it only means "no longer running".
    const ended = settled.then(
      () => undefined,
      () => undefined,
    );
    this.running.set(answerId, { controller, settled: ended, conversationId });
    void ended.then(() => {
      if (this.running.get(answerId)?.controller === controller) this.running.delete(answerId);
    });
  }

  /**
   * Stops the answer wherever it is being generated, and waits until its partial text is stored,
   * so that a client reloading the conversation right after sees it interrupted.
   */
  async stop(answerId: string): Promise<void> {
    const entry = this.running.get(answerId);
    if (entry) {
      entry.controller.abort();
      await entry.settled;
      return;
    }
    if (!(await this.options.isStreaming(answerId))) return;
    const until = Date.now() + this.remoteWaitMs;
    let resendAt = 0;
    while (Date.now() < until) {
      if (Date.now() >= resendAt) {
        await this.options.signals.publish(SIGNAL_CHANNELS.chatStop, `answer:${answerId}`);
        resendAt = Date.now() + REMOTE_STOP_RESEND_MS;
      }
      await sleep(REMOTE_STOP_POLL_MS);
      if (!(await this.options.isStreaming(answerId))) return;
    }
    // Nobody stored it in time. A live process that hears the stop later overwrites this with
    // its partial text, which is just as well.
    await this.options.interrupt(answerId);
  }

  /** Stops every answer of a conversation (it was deleted: nobody will read them, nor pay for them). */
  async stopConversation(conversationId: string): Promise<void> {
    // This process's first: a failed signal must not keep them running (and paying the provider).
    const local = this.ofConversation(conversationId);
    for (const entry of local) entry.controller.abort();
    await this.options.signals.publish(SIGNAL_CHANNELS.chatStop, `conversation:${conversationId}`).catch((err: unknown) => this.options.onSignalError?.(err));
    await Promise.all(local.map((entry) => entry.settled));
  }

  private ofConversation(conversationId: string) {
    return [...this.running.values()].filter((entry) => entry.conversationId === conversationId);
  }
}
