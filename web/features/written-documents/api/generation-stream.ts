import { parseGenerationStreamEvent, type GenerationStreamEvent } from "#domain/document-generation.schema";
import { createSseEventParser } from "#lib/ai-client/sse";
import { ApiError, errorFromResponse, GENERIC_ERROR_MESSAGE, studioHeaders } from "#web/lib/api";

const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

/** What to generate: every section (a draft) or one section again. */
export type GenerationRequest =
  | { type: "draft"; documentId: string; baseVersion: number; allowOffline: boolean }
  | { type: "rewrite"; documentId: string; key: string; instruction: string; allowOffline: boolean };

function target(req: GenerationRequest): { url: string; body: unknown } {
  return req.type === "draft"
    ? { url: `${documentPath(req.documentId)}/generate`, body: { baseVersion: req.baseVersion, allowOffline: req.allowOffline } }
    : { url: `${documentPath(req.documentId)}/sections/${encodeURIComponent(req.key)}/rewrite`, body: { instruction: req.instruction, allowOffline: req.allowOffline } };
}

/**
 * A written document's generation read as typed events (R-DOC-6), each parsed with its domain
 * schema (an unknown or malformed event is skipped). A refusal before the stream (402, 409, 422,
 * 429) throws ApiError with the server's pt-BR message; a broken connection throws "network_error".
 * Aborting stops reading only: the server finishes and saves the draft anyway.
 */
export async function* streamGeneration(req: GenerationRequest, signal: AbortSignal): AsyncGenerator<GenerationStreamEvent> {
  const { url, body } = target(req);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream", ...studioHeaders() },
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
      const parsed = parseGenerationStreamEvent(event, data);
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
