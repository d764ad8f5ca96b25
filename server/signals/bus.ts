import { EventEmitter } from "node:events";
import { outsideRequest } from "#server/lib/request-context";

/**
 * The channels the app processes signal each other on. With PostgreSQL they are NOTIFY channels
 * (several processes on one database); with PGlite there is one process, and they stay in it.
 */
export const SIGNAL_CHANNELS = {
  /** Payload `answer:<id>` or `conversation:<id>`: stop that answer wherever it is being generated. */
  chatStop: "prancheta_chat_stop",
  /** Payload JSON `{ "provider": id, "until": epoch ms | null }`: a provider's cooldown started or ended. */
  aiCooldown: "prancheta_ai_cooldown",
} as const;
export type SignalChannel = (typeof SIGNAL_CHANNELS)[keyof typeof SIGNAL_CHANNELS];

export type SignalHandler = (payload: string) => void;

/**
 * Fire-and-forget messages between the app processes. A signal reaches every subscriber,
 * the sending process's own included, at most once: one sent while a process is reconnecting is
 * lost to that process, so a signal is only ever a shortcut to what the database already says
 * (an answer's row, a provider that would fail again anyway).
 */
export interface SignalBus {
  publish(channel: SignalChannel, payload: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: SignalChannel, handler: SignalHandler): () => void;
  close(): Promise<void>;
}

/**
 * A handler that throws must not take the process (or the other handlers) down with it. It runs
 * outside any request: a signal is about something else than the request that happened to send
 * it (or to open the listening connection), so its log lines carry no request id (decision 084).
 */
export function guarded(handler: SignalHandler, onError: (err: unknown) => void = () => {}): SignalHandler {
  return (payload) =>
    outsideRequest(() => {
      try {
        handler(payload);
      } catch (err) {
        onError(err);
      }
    });
}

/** One process (PGlite, tests): signals go straight to this process's subscribers. */
export class LocalSignalBus implements SignalBus {
  private readonly emitter = new EventEmitter();

  /** `onError`: a handler threw (logged by the caller; the other handlers still run). */
  constructor(private readonly onError: (err: unknown) => void = () => {}) {
    // Each app subscribes a handful of handlers; tests put several apps on one bus.
    this.emitter.setMaxListeners(0);
  }

  async publish(channel: SignalChannel, payload: string): Promise<void> {
    // Delivered after the caller's current step, as a NOTIFY would be.
    queueMicrotask(() => this.emitter.emit(channel, payload));
  }

  subscribe(channel: SignalChannel, handler: SignalHandler): () => void {
    const safe = guarded(handler, this.onError);
    this.emitter.on(channel, safe);
    return () => this.emitter.off(channel, safe);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
