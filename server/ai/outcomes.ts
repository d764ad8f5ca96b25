import type { ProviderId } from "#lib/ai-client/types";
import type { ChainEvent } from "./chain";

/**
 * How a provider's turn in the chain ended, as the metrics count it (GET /metrics, issue 20):
 * `success` a provider's complete answer, `failure` a provider that failed before its first token
 * (the chain moved on), `interrupted` one that failed mid-answer, `fallback` the offline base
 * answered.
 */
export type AiOutcome = "success" | "failure" | "interrupted" | "fallback";

export type AiOutcomeListener = (provider: ProviderId, outcome: AiOutcome) => void;

/** The outcome a chain event reports, if it reports one (read from the events the chain already yields). */
export function outcomeOf(event: ChainEvent): { provider: ProviderId; outcome: AiOutcome } | undefined {
  switch (event.type) {
    case "done":
      return { provider: event.provider, outcome: event.provider === "offline" ? "fallback" : "success" };
    case "notice":
      return { provider: event.provider, outcome: "failure" };
    case "failed":
      return { provider: event.provider, outcome: "interrupted" };
    default:
      return undefined;
  }
}
