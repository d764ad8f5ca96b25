/**
 * The contracts of an AI provider client: what a request holds, what a provider streams, and
 * how it fails. Shared by the server's chain (server/ai/) and the browser, which calls the
 * primary provider directly with the user's own key (web/features/chat). The failure kinds and
 * provider ids are data the API carries, so they live in domain/ai.schema.ts.
 */

import type { AiProviderId, ProviderErrorKind } from "#domain/ai.schema";

export type { ProviderErrorKind };
export type ProviderId = AiProviderId;

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

export class ProviderError extends Error {
  constructor(
    public readonly kind: ProviderErrorKind,
    /** pt-BR text for the user (R-AI-5's texts where it has them). */
    message: string,
    public readonly details: { status?: number; model?: string; estimatedSeconds?: number; cause?: unknown } = {},
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
