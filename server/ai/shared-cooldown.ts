import { randomUUID } from "node:crypto";
import { z } from "#domain/zod";
import type { Logger } from "#server/lib/logger";
import { SIGNAL_CHANNELS, type SignalBus } from "#server/signals/bus";
import { Cooldown } from "./cooldown";

/**
 * What a process tells the others: a provider's cooldown started (`ms` from now) or ended (null).
 * A duration, not a deadline: the processes' clocks need not agree. `from` lets a process skip
 * its own signals (it applied them already).
 */
const cooldownSignal = z.object({
  from: z.string().max(64),
  provider: z.enum(["primary", "fallback"]),
  ms: z.number().int().positive().nullable(),
});

/**
 * The engine's Cooldown, shared with the other app processes through `signals`. A signal asks for
 * at most this process's own cooldown (a bad or skewed one cannot park a provider for days), and
 * the signals leave in the order they were made (one after the other), so a "started" cannot
 * overtake the "ended" that followed it.
 */
export function sharedCooldown({ cooldownMs, signals, logger, now = Date.now }: { cooldownMs: number; signals?: SignalBus | undefined; logger?: Logger | undefined; now?: () => number }): Cooldown {
  const self = randomUUID();
  let sending = Promise.resolve();
  const cooldown = new Cooldown(cooldownMs, now, (provider, until) => {
    if (!signals) return;
    const payload = JSON.stringify({ from: self, provider, ms: until === null ? null : Math.max(1, until - now()) });
    sending = sending
      .then(() => signals.publish(SIGNAL_CHANNELS.aiCooldown, payload))
      .catch((err: unknown) => logger?.warn({ err }, "falha ao avisar os outros processos da pausa de um provedor"));
  });
  signals?.subscribe(SIGNAL_CHANNELS.aiCooldown, (payload) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const signal = cooldownSignal.safeParse(parsed);
    if (!signal.success || signal.data.from === self) return;
    const { provider, ms } = signal.data;
    cooldown.apply(provider, ms === null ? null : now() + Math.min(ms, cooldownMs));
  });
  return cooldown;
}
