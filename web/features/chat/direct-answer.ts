import type { ProviderFailureKind } from "#domain/ai.schema";
import { createOpenAiProvider } from "#lib/ai-client/openai-compatible";
import { ProviderError, type ChatMessage } from "#lib/ai-client/types";
import { CHAT_SYSTEM_PROMPT } from "#domain/chat";

export type DirectResult =
  | { ok: true; text: string; model: string }
  /** `committed`: tokens had already been shown (the answer is then kept, not replaced). */
  | { ok: false; committed: boolean; text: string; model: string; kind: ProviderFailureKind; message: string };

/**
 * Asks the primary provider directly from the browser with the user's own key (R-AI-1): the
 * same OpenAI-compatible client, prompt, parameters and time limits as the server's primary,
 * so the key goes to the provider and nowhere else.
 */
export async function answerDirectly(options: {
  baseUrl: string;
  model: string;
  apiKey: string;
  messages: ChatMessage[];
  signal: AbortSignal;
  onStart: (model: string) => void;
  onToken: (text: string) => void;
}): Promise<DirectResult> {
  const provider = createOpenAiProvider({ baseUrl: options.baseUrl, apiKey: options.apiKey, model: options.model });
  let model = options.model;
  let text = "";
  let committed = false;
  try {
    for await (const event of provider.stream({ system: CHAT_SYSTEM_PROMPT, messages: options.messages, signal: options.signal })) {
      if (event.type === "model") {
        model = event.model;
        committed = true;
        options.onStart(model);
      } else {
        text += event.text;
        options.onToken(event.text);
      }
    }
    return { ok: true, text, model };
  } catch (error) {
    const failure =
      error instanceof ProviderError
        ? error
        : new ProviderError("retryable", "Não foi possível se conectar com a OpenAI.");
    return { ok: false, committed, text, model, kind: failure.kind, message: failure.message };
  }
}
