/**
 * The offline knowledge base's answer. The providers' contracts (request, stream events,
 * ProviderError) are in lib/ai-client/types.ts; `chain.ts` strings providers and the
 * offline base together with retries, cooldowns and failover.
 */

/** An answer from the offline knowledge base. */
export interface OfflineAnswer {
  /** Markdown in pt-BR; always says it is an offline answer. */
  text: string;
  /** Citations used, e.g. ["ABNT NBR 9050:2020"]. */
  citations: string[];
  /** False when the base had nothing relevant (the text then says so honestly). */
  found: boolean;
}
