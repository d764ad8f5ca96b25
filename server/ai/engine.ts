import type { AiStatus } from "#domain/ai.schema";
import type { AiConfig } from "#server/config";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { RateLimitedError } from "#server/lib/errors";
import { hit, userRateLimited, type Limit } from "#server/lib/rate-limit";
import { runChain, type ChainEvent } from "./chain";
import type { SignalBus } from "#server/signals/bus";
import { sharedCooldown } from "./shared-cooldown";
import { outcomeOf, type AiOutcomeListener } from "./outcomes";
import { createHfProvider, createOpenAiProvider } from "./providers";
import { nodePost } from "./providers/node-post";
import { quotaExceeded, reserveTextGeneration, type AlongWrites, type Reservation } from "./quota";
import type { CompletionRequest, Provider } from "#lib/ai-client/types";
import type { OfflineAnswer } from "./types";

export interface PreparedAnswer {
  /**
   * Runs the chain; the quota unit (if any) is given back unless a provider completed an answer
   * or the caller stopped (request.signal) one that a provider had started streaming.
   */
  run(request: CompletionRequest, offline: () => OfflineAnswer): AsyncGenerator<ChainEvent>;
  /** Gives the unit back without running (the request failed before reaching the chain). */
  cancel(): Promise<void>;
  /**
   * Gives back the unit of a provider's complete answer the caller could not use (structured
   * data that did not parse): the studio pays for what it gets, not for the model's mistakes.
   */
  refund(): Promise<void>;
  /**
   * With `runs: "several"`: ends the batch, giving the unit back if no run was paid (no provider
   * completed an answer, nor was stopped after its first token). Without it, a no-op.
   */
  settle(): Promise<void>;
  /** Whether `along`'s writes were made in the quota's statement (when not, the caller makes them). */
  along: boolean;
}

export interface AiEngine {
  /**
   * Checks the plan's quota before anything is stored or streamed (402 when used up, unless
   * `allowOffline`). A unit is taken only when a real provider may answer.
   */
  /** Reserves a generation from the studio's shared allowance (released if the answer ends up offline). */
  /**
   * `runs: "several"`: one unit for several chain runs (a document drafted section by section,
   * R-DOC-6); `run` may be called again and again, and the unit is kept if any run was paid, or
   * given back by `settle()`.
   */
  /**
   * `rateLimit`: counts the request against that limit here (429 when over, nothing taken), in
   * the quota's own statement when a unit is reserved: the chat's question, whose every round
   * trip before the first token counts (issue 20). Other routes count theirs in a middleware.
   * `overLimit: "offline"` (with `allowOffline`): over the limit, the answer is the offline one
   * instead of a 429 — for what saves something and only adds advice to it (an event, a reminder,
   * a client's message), which must never be refused for its advice.
   */
  prepare(options: {
    db: Db;
    studioId: string;
    allowOffline: boolean;
    runs?: "one" | "several";
    rateLimit?: Limit;
    overLimit?: "429" | "offline";
    /**
     * Writes to make in the quota's own statement when the request goes on (see
     * reserveTextGeneration's `along`; decision 102). Not with `overLimit: "offline"`, nor when
     * no unit is to be reserved (every provider cooling): then `along` is false and nothing was written.
     */
    along?: AlongWrites;
  }): Promise<PreparedAnswer>;
  /** Which server providers would be tried now: not configured, skipped by the cooldown, or ready. */
  status(): AiStatus;
}

/** The server-side chain, built from server env only: a browser's key never reaches it. */
export function createProviders(config: AiConfig, logger?: Logger): Provider[] {
  const providers: Provider[] = [];
  if (config.primary) {
    providers.push(createOpenAiProvider({ ...config.primary, id: "primary", post: nodePost }));
  }
  if (config.fallback) {
    providers.push(
      createHfProvider({
        ...config.fallback,
        id: "fallback",
        onModelError: (error, model) => logger?.warn({ model, kind: error.kind }, "modelo do Hugging Face falhou"),
      }),
    );
  }
  return providers;
}

export function createAiEngine(
  config: AiConfig,
  // onOutcome: each provider's outcome, for the metrics (it only observes the chain's events).
  // signals: the cooldowns are shared with the other app processes through it.
  options: { logger?: Logger; providers?: Provider[]; onOutcome?: AiOutcomeListener; signals?: SignalBus } = {},
): AiEngine {
  const providers = options.providers ?? createProviders(config, options.logger);
  const cooldown = sharedCooldown({ cooldownMs: config.cooldownMs, signals: options.signals, logger: options.logger });

  const stateOf = (id: Provider["id"]): AiStatus["primary"] => {
    if (!providers.some((p) => p.id === id)) return "off";
    return cooldown.isCooling(id) ? "cooling" : "ready";
  };

  return {
    status: () => ({ primary: stateOf("primary"), fallback: stateOf("fallback") }),
    async prepare({ db, studioId, allowOffline, runs = "one", rateLimit, overLimit = "429", along }) {
      const several = runs === "several";
      const live = providers.filter((p) => !cooldown.isCooling(p.id));
      let usable = live.length > 0 ? providers : [];
      // Every configured provider cooling down: the offline answer stands in for them (degraded).
      const providersDown = providers.length > 0 && live.length === 0;
      let reservation: Reservation | undefined;
      let wroteAlong = false;
      const offlineWhenLimited = overLimit === "offline" && allowOffline;
      if (usable.length === 0 && rateLimit) {
        // Nothing to reserve (every provider cooling, or none): the hit still counts.
        const retryAfter = await hit(db, rateLimit.key, rateLimit.max, rateLimit.windowSeconds);
        if (retryAfter && !offlineWhenLimited) throw userRateLimited(retryAfter);
      }
      if (usable.length > 0) {
        // Over the limit nothing is reserved (the quota's statement), so the offline answer is free.
        const withWrites = along && !offlineWhenLimited ? { ...along, evenWithoutUnit: allowOffline } : undefined;
        const reserved = await reserveTextGeneration({ db, studioId, rateLimit, along: withWrites }).catch((err: unknown) => {
          if (offlineWhenLimited && err instanceof RateLimitedError) return null;
          throw err;
        });
        if (reserved === null) usable = [];
        else if (!reserved.reservation) {
          if (!allowOffline) throw quotaExceeded(reserved.plan, reserved.trialEnded);
          usable = [];
        }
        reservation = reserved?.reservation;
        wroteAlong = reserved?.along ?? false;
      }
      // A failed give-back is logged, never turned into a failed answer.
      const release = () =>
        reservation?.release().catch((err) => options.logger?.error({ err, studioId }, "falha ao devolver a geração reservada"));
      let charged = false;
      return {
        along: wroteAlong,
        cancel: async () => release(),
        settle: async () => {
          if (several && !charged) await release();
        },
        refund: async () => {
          if (!charged) return;
          charged = false;
          await release();
        },
        async *run(request, offline) {
          // In a batch a paid run stays paid: the next runs cannot make the unit free again.
          if (!several) charged = false;
          let paid = false;
          let streaming = false;
          try {
            for await (const event of runChain(request, { providers: usable, cooldown, offline, providersDown })) {
              if (event.type === "start") streaming = event.provider !== "offline";
              else if (event.type === "done") paid = event.provider !== "offline";
              else if (event.type === "failed") streaming = false;
              const outcome = options.onOutcome && outcomeOf(event);
              if (outcome) options.onOutcome?.(outcome.provider, outcome.outcome);
              yield event;
            }
          } finally {
            // A provider's complete answer counts, and so does one the caller stopped after the
            // provider's first token: the provider was paid for it, and a stop just before the
            // end must not make answers free. Offline answers, failures, answers that never came
            // and stops before the first token are free.
            if (streaming && request.signal?.aborted) paid = true;
            if (paid) charged = true;
            if (!charged && !several) await release();
          }
        },
      };
    },
  };
}
