import { parseGenerationStreamEvent, type GenerationStreamEvent } from "#domain/document-generation.schema";
import type { DraftScope, GenerateDraftInput } from "#domain/written-documents.schema";
import { documentsApi } from "#domain/contracts/documents";
import { hrefOf } from "#web/lib/api";
import { postEventStream } from "#web/lib/event-stream";

/** What to generate: every section (a draft) or one section again. */
export type GenerationRequest =
  | { type: "draft"; documentId: string; baseVersion: number; allowOffline: boolean; scope: DraftScope }
  | { type: "rewrite"; documentId: string; key: string; instruction: string; allowOffline: boolean };

function target(req: GenerationRequest): { url: string; body: unknown } {
  if (req.type === "draft") {
    const body = { baseVersion: req.baseVersion, allowOffline: req.allowOffline, scope: req.scope } satisfies GenerateDraftInput;
    return { url: hrefOf(documentsApi.generate, { params: { id: req.documentId }, body }), body };
  }
  const body = { instruction: req.instruction, allowOffline: req.allowOffline };
  return { url: hrefOf(documentsApi.rewrite, { params: { id: req.documentId, key: req.key }, body }), body };
}

/**
 * A written document's generation read as typed events (R-DOC-6; see postEventStream). Aborting
 * stops reading only: the server finishes and saves the draft anyway.
 */
export function streamGeneration(req: GenerationRequest, signal: AbortSignal): AsyncGenerator<GenerationStreamEvent> {
  const { url, body } = target(req);
  return postEventStream(url, body, signal, parseGenerationStreamEvent);
}
