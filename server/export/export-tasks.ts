import { renderDocxHere } from "./docx";
import type { ExportDocument } from "./model";
import { renderPdfHere } from "./pdf-document";
import { renderSlidesHere, type SlideDeck } from "./slides-document";

/**
 * The export pool's tasks (pdf.ts), each run on its worker thread. Each returns a copy of its own,
 * so the whole ArrayBuffer is handed over without copying again.
 */

/** A document's PDF (A4 pages). */
export async function pdf(doc: ExportDocument): Promise<Uint8Array> {
  return new Uint8Array(await renderPdfHere(doc));
}

/** A presentation's PDF (16:9 slides). */
export async function slides(deck: SlideDeck): Promise<Uint8Array> {
  return new Uint8Array(await renderSlidesHere(deck));
}

/** A document's DOCX. */
export async function docx(doc: ExportDocument): Promise<Uint8Array> {
  return new Uint8Array(await renderDocxHere(doc));
}
