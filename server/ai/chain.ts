import type { Cooldown } from "./cooldown";
import { ProviderError, type CompletionRequest, type Provider, type ProviderId } from "#lib/ai-client/types";
import type { OfflineAnswer } from "./types";

export type ChainEvent =
  /** The answer is committed to this provider: its first token follows. */
  | { type: "start"; provider: ProviderId; model: string; displayName: string }
  | { type: "token"; text: string }
  /** A provider failed before its first token; the chain moves on (R-AI-5 texts, pt-BR). */
  | { type: "notice"; provider: ProviderId; kind: ProviderError["kind"]; message: string }
  /**
   * `degraded`: the offline base answered because providers failed or were skipped while cooling
   * down (R-CHAT-5: such an answer counts as a failure); false for a provider's answer and for an
   * offline one with no provider to try.
   */
  | { type: "done"; provider: ProviderId; model: string; text: string; degraded: boolean }
  /** The committed provider failed mid-answer: no failover once tokens reached the caller. */
  | { type: "failed"; provider: ProviderId; model: string; text: string; message: string };

export interface ChainOptions {
  providers: readonly Provider[];
  cooldown: Cooldown;
  /** The offline base's answer, used when every provider is skipped or failed. */
  offline: () => OfflineAnswer;
  /**
   * The caller left the providers out because every one of them was cooling down: an offline
   * answer is then a degraded one, as if they had been skipped here.
   */
  providersDown?: boolean;
  /** Retries for retryable errors (2 by default: R-AI-4). */
  retries?: number;
  /** Delay before retry n (0-based): 0.5 s doubling, capped at 8 s (R-AI-4). */
  backoffMs?: (attempt: number) => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const OFFLINE_MODEL = "base-offline";

export function defaultBackoffMs(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8_000);
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ProviderError("aborted", "Solicitação cancelada."));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new ProviderError("aborted", "Solicitação cancelada."));
    }, { once: true });
  });
}

/**
 * Whether the failure says the provider is unwell (cool it down for everyone) rather than
 * something about this one request: an empty answer, or a 4xx refusal such as a conversation
 * longer than the model's context.
 */
function isProviderFault(error: ProviderError): boolean {
  if (error.kind === "empty" || error.kind === "aborted") return false;
  const status = error.details.status;
  if (error.kind === "bad_response" && status !== undefined && status >= 400 && status < 500) return false;
  return true;
}

function asProviderError(err: unknown): ProviderError {
  if (err instanceof ProviderError) return err;
  return new ProviderError("retryable", "Falha inesperada ao falar com o serviço de IA.", { cause: err });
}

/** Splits the offline text into a few chunks so that it streams like the others. */
function chunks(text: string): string[] {
  return text.split(/(?<=\n\n)/).filter(Boolean);
}

/**
 * primary → fallback → offline. A provider is tried (with retries for retryable errors) until
 * its first token; from then on the answer belongs to it. Providers that fail are put in
 * cooldown. Yields `start`, `token`s and `done` (or `failed`), with `notice`s on the way.
 */
export async function* runChain(request: CompletionRequest, options: ChainOptions): AsyncGenerator<ChainEvent> {
  const { providers, cooldown, offline } = options;
  const retries = options.retries ?? 2;
  const backoff = options.backoffMs ?? defaultBackoffMs;
  const sleep = options.sleep ?? defaultSleep;

  const failed: string[] = [];
  // Whether any provider was skipped (cooling) or failed for this request: then the offline
  // answer is a stand-in for an unavailable service, not the normal answer of a setup with none.
  let degraded = options.providersDown ?? false;
  for (const provider of providers) {
    if (cooldown.isCooling(provider.id)) {
      degraded = true;
      continue;
    }
    for (let attempt = 0; ; attempt++) {
      // A provider that streams is healthy again (cleared at its first token, since the
      // caller may stop reading as soon as it has the answer).
      const outcome = yield* tryProvider(provider, request, () => cooldown.clear(provider.id));
      if (outcome.ok) return;
      const error = outcome.error;
      if (error.kind === "aborted") return;
      // Tokens already reached the caller: no failover (the chain yielded `failed`).
      if (outcome.committed) return;
      if (error.kind === "retryable" && attempt < retries) {
        // A caller that stops during the backoff ends the chain quietly, like an abort mid-request.
        const slept = await sleep(backoff(attempt), request.signal).then(() => true, (err: unknown) => {
          if (request.signal?.aborted) return false;
          throw err;
        });
        if (!slept) return;
        continue;
      }
      if (isProviderFault(error)) {
        cooldown.trip(provider.id);
        failed.push(provider.id);
      }
      degraded = true;
      yield { type: "notice", provider: provider.id, kind: error.kind, message: error.message };
      break;
    }
  }

  // The cooldowns count from the end of this chain: with hung providers the chain itself can
  // outlast a cooldown (30 s + 4 × 20 s), and the next request must not wait it out again.
  for (const id of failed) cooldown.refresh(id);
  if (request.signal?.aborted) return;

  const answer = offline();
  yield { type: "start", provider: "offline", model: OFFLINE_MODEL, displayName: "Base offline" };
  for (const text of chunks(answer.text)) {
    // The offline answer honours a stop too: what was shown is what is kept.
    if (request.signal?.aborted) return;
    yield { type: "token", text };
  }
  yield { type: "done", provider: "offline", model: OFFLINE_MODEL, text: answer.text, degraded };
}

/**
 * One try of one provider. Returns ok after `done`; on failure says whether tokens had
 * already been passed on (then the chain must not fail over: it has yielded `failed`).
 */
async function* tryProvider(
  provider: Provider,
  request: CompletionRequest,
  onCommit: () => void,
): AsyncGenerator<ChainEvent, { ok: true } | { ok: false; committed: boolean; error: ProviderError }> {
  let model = "";
  let text = "";
  let committed = false;
  try {
    for await (const event of provider.stream(request)) {
      if (event.type === "model") {
        model = event.model;
        continue;
      }
      if (!event.text) continue;
      if (!committed) {
        committed = true;
        onCommit();
        yield { type: "start", provider: provider.id, model, displayName: provider.displayName };
      }
      text += event.text;
      yield { type: "token", text: event.text };
    }
  } catch (err) {
    const error = asProviderError(err);
    if (committed && error.kind !== "aborted") {
      yield { type: "failed", provider: provider.id, model, text, message: error.message };
    }
    return { ok: false, committed, error };
  }
  if (!committed) {
    return { ok: false, committed: false, error: new ProviderError("empty", "Desculpe, não consegui gerar uma resposta.") };
  }
  yield { type: "done", provider: provider.id, model, text, degraded: false };
  return { ok: true };
}
