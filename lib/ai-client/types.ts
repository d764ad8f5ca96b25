/**
 * The contracts of an AI provider client: what a request holds, what a provider streams, and
 * how it fails. Shared by the server's chain (server/ai/) and the browser, which calls the
 * primary provider directly with the user's own key (web/features/chat).
 */

export type ProviderId = "primary" | "fallback" | "offline";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface CompletionRequest {
  /** The system prompt (role of the assistant). */
  system: string;
  /** The conversation so far, ending with the user's new message. */
  messages: ChatMessage[];
  /** Aborted when the caller gives up (timeouts are the provider's own). */
  signal?: AbortSignal;
}

/** What a provider streams: first which model is answering, then text chunks. */
export type StreamEvent = { type: "model"; model: string } | { type: "token"; text: string };

export interface Provider {
  id: Exclude<ProviderId, "offline">;
  /** Name shown to users in messages, e.g. "OpenAI" or "Hugging Face". */
  displayName: string;
  /**
   * Streams one answer. Throws ProviderError on failure; a failure after the first token has
   * been yielded is still a ProviderError (the chain then stops instead of failing over).
   */
  stream(request: CompletionRequest): AsyncIterable<StreamEvent>;
}

/**
 * - auth: 401/403 (key invalid) — next provider, no retry
 * - quota: 429 with an exhausted quota — next provider, no retry
 * - timeout: the provider's own time limit — next provider, no retry
 * - retryable: 408, 409, 429 (rate limit), 5xx, connection refused/reset — retried with backoff
 * - model_loading: HF 503 "is currently loading" — reported as such, next provider
 * - bad_response: unexpected shape or garbage — next provider
 * - empty: the provider answered with no text — next provider
 * - aborted: the caller aborted — stop
 */
export type ProviderErrorKind =
  | "auth"
  | "quota"
  | "timeout"
  | "retryable"
  | "model_loading"
  | "bad_response"
  | "empty"
  | "aborted";

export class ProviderError extends Error {
  constructor(
    public readonly kind: ProviderErrorKind,
    /** pt-BR text for the user (the spec's texts where it has them). */
    message: string,
    public readonly details: { status?: number; model?: string; estimatedSeconds?: number; cause?: unknown } = {},
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
