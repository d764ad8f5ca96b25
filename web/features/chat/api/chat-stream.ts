import { parseChatStreamEvent, type ChatRequest, type ChatStreamEvent } from "#domain/chat.schema";
import { createSseEventParser } from "#lib/ai-client/sse";
import { ApiError, errorFromResponse, GENERIC_ERROR_MESSAGE } from "#web/lib/api";

/**
 * `POST /api/chat` read as typed events, each parsed with its domain schema (an event this
 * version does not know, or one that does not match, is skipped). fetch rather than
 * EventSource: the request is a POST with a JSON body. A refusal before the stream (401, 402,
 * 422, 429) throws ApiError with the server's pt-BR message; a broken connection throws
 * ApiError "network_error". Aborting the signal ends the iteration quietly (the answer goes on
 * on the server: see stopAnswer).
 */
export async function* streamChat(body: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  let response: Response;
  try {
    response = await fetch("/api/chat", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    if (signal.aborted) return;
    throw new ApiError(0, "network_error", GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (!response.body) throw new ApiError(0, "network_error", GENERIC_ERROR_MESSAGE);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseEventParser();
  const typed = function* (raw: { event: string; data: string }[]) {
    for (const { event, data } of raw) {
      const parsed = parseChatStreamEvent(event, data);
      if (parsed) yield parsed;
    }
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      yield* typed(parser.push(value));
    }
    yield* typed(parser.end());
  } catch (error) {
    if (signal.aborted) return;
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, "network_error", GENERIC_ERROR_MESSAGE);
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}
