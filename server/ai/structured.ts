import type { GeneratedBy } from "#domain/generation.schema";
import type { Db } from "#server/db/client";
import type { Limit } from "#server/lib/rate-limit";
import type { AiEngine } from "./engine";

/** The chain's own offline text is not used here: the caller's offline generator builds the data. */
const UNUSED_OFFLINE = { text: "Gerado pelo gerador offline.", citations: [], found: true };

export const OFFLINE_GENERATED: GeneratedBy = {
  source: "offline",
  provider: null,
  model: null,
  label: "Gerado pelo gerador offline (sem IA), a partir das respostas: revise e complete.",
};

/**
 * Structured data from the AI chain (R-DOC-4): the model's answer is parsed by the caller's
 * domain parser; an answer that does not parse is retried once, then the offline generator
 * answers. Only a parsed answer costs a text generation (an unusable one is refunded); with the
 * quota used up it is a 402 unless `allowOffline`, and then the offline generator is free.
 */
export async function generateStructured<T>({
  db,
  engine,
  studioId,
  allowOffline,
  system,
  prompt,
  parse,
  offline,
  signal,
  rateLimit,
}: {
  db: Db;
  engine: AiEngine;
  studioId: string;
  allowOffline: boolean;
  system: string;
  prompt: string;
  parse: (text: string) => T | null;
  offline: () => T;
  signal?: AbortSignal;
  /** Counted once (the first attempt); over it the offline generator answers, never a 429. */
  rateLimit?: Limit | undefined;
}): Promise<{ value: T; generatedBy: GeneratedBy }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    // The retry never turns into a 402: the first attempt's unit was given back.
    const prepared = await engine.prepare({
      db,
      studioId,
      allowOffline: attempt === 0 ? allowOffline : true,
      ...(attempt === 0 && rateLimit ? { rateLimit, overLimit: "offline" as const } : {}),
    });
    let displayName = "";
    let answer: { provider: string; model: string; text: string } | undefined;
    for await (const event of prepared.run({ system, messages: [{ role: "user", content: prompt }], signal }, () => UNUSED_OFFLINE)) {
      if (event.type === "start") displayName = event.displayName;
      else if (event.type === "done") answer = event;
    }
    // No provider (none configured, cooling down, failed, or no quota with allowOffline).
    if (!answer || answer.provider === "offline") break;
    const value = parse(answer.text);
    if (value !== null) {
      return {
        value,
        generatedBy: { source: "ia", provider: answer.provider, model: answer.model, label: `Gerado pela IA (${displayName}${answer.model ? `, ${answer.model}` : ""}): revise antes de usar.` },
      };
    }
    await prepared.refund();
    if (signal?.aborted) break;
  }
  return { value: offline(), generatedBy: OFFLINE_GENERATED };
}
