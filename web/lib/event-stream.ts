import { createSseEventParser } from "#lib/ai-client/sse";
import { ApiError, errorFromResponse, GENERIC_ERROR_MESSAGE, studioHeaders } from "#web/lib/api";

/**
 * A POST (JSON, or a FormData as multipart) answered with `text/event-stream`, read as typed events: each raw event goes through
 * `parse` (its domain schema), and one it does not know is skipped. fetch rather than
 * EventSource: the request is a POST with a JSON body. A refusal before the stream (401, 402,
 * 409, 422, 429) throws ApiError with the server's pt-BR message; a broken connection throws
 * "network_error". Aborting the signal ends the iteration quietly (the server's work goes on).
 */
export async function* postEventStream<E>(url: string, body: unknown, signal: AbortSignal, parse: (event: string, data: string) => E | null): AsyncGenerator<E> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      // A form (a file with its fields) goes as multipart, its boundary written by fetch.
      headers: body instanceof FormData ? { Accept: "text/event-stream", ...studioHeaders() } : { "Content-Type": "application/json", Accept: "text/event-stream", ...studioHeaders() },
      body: body instanceof FormData ? body : JSON.stringify(body),
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
      const parsed = parse(event, data);
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
