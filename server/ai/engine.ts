import type { AiConfig } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../lib/logger";
import { runChain, type ChainEvent } from "./chain";
import { Cooldown } from "./cooldown";
import { createHfProvider, createOpenAiProvider } from "./providers";
import { quotaExceeded, reserveTextGeneration, type Reservation } from "./quota";
import type { CompletionRequest, OfflineAnswer, Provider } from "./types";

export interface PreparedAnswer {
  /** Runs the chain; the quota unit (if any) is given back when the offline base answered. */
  run(request: CompletionRequest, offline: () => OfflineAnswer): AsyncGenerator<ChainEvent>;
  /** Gives the unit back without running (the request failed before reaching the chain). */
  cancel(): Promise<void>;
}

export interface AiEngine {
  /**
   * Checks the plan's quota before anything is stored or streamed (402 when used up, unless
   * `allowOffline`). A unit is taken only when a real provider may answer.
   */
  prepare(options: { db: Db; userId: string; allowOffline: boolean }): Promise<PreparedAnswer>;
  /** Which services are configured (for the UI's status; never the keys). */
  configured(): { primary: boolean; fallback: boolean };
}

/** The server-side chain, built from server env only: a browser's key never reaches it. */
export function createProviders(config: AiConfig, logger?: Logger): Provider[] {
  const providers: Provider[] = [];
  if (config.primary) {
    providers.push(createOpenAiProvider({ ...config.primary, id: "primary" }));
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

export function createAiEngine(config: AiConfig, options: { logger?: Logger; providers?: Provider[] } = {}): AiEngine {
  const providers = options.providers ?? createProviders(config, options.logger);
  const cooldown = new Cooldown(config.cooldownMs);

  return {
    configured: () => ({ primary: Boolean(config.primary), fallback: Boolean(config.fallback) }),

    async prepare({ db, userId, allowOffline }) {
      const live = providers.filter((p) => !cooldown.isCooling(p.id));
      let usable = live.length > 0 ? providers : [];
      let reservation: Reservation | undefined;
      if (usable.length > 0) {
        const reserved = await reserveTextGeneration({ db, userId });
        if (!reserved.reservation) {
          if (!allowOffline) throw quotaExceeded(reserved.plan);
          usable = [];
        }
        reservation = reserved.reservation;
      }
      return {
        cancel: async () => reservation?.release(),
        async *run(request, offline) {
          let answeredBy: string | undefined;
          try {
            for await (const event of runChain(request, { providers: usable, cooldown, offline })) {
              if (event.type === "done" || event.type === "failed") answeredBy = event.provider;
              yield event;
            }
          } finally {
            // Offline answers are free; so is an answer that never came.
            if (reservation && (answeredBy === undefined || answeredBy === "offline")) await reservation.release();
          }
        },
      };
    },
  };
}
