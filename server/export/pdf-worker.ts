import { parentPort } from "node:worker_threads";
import type { ExportDocument } from "./model";
import { renderPdfHere } from "./pdf-document";
import { renderSlidesHere, type SlideDeck } from "./slides-document";

/** A document (A4 pages) or a presentation (16:9 slides). */
export type PdfJob = { id: number; doc: ExportDocument } | { id: number; deck: SlideDeck };
export type PdfJobResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error("pdf-worker.ts runs only as a worker thread (see pdf.ts)");

// Jobs run one after another: the point of the thread is to keep the server's own thread free,
// and a second render alongside would only share the same core.
let queue = Promise.resolve();
port.on("message", (job: PdfJob) => {
  queue = queue.then(async () => {
    try {
      // A copy of its own, so the whole ArrayBuffer can be handed over without copying again.
      const pdf = new Uint8Array(await ("deck" in job ? renderSlidesHere(job.deck) : renderPdfHere(job.doc)));
      port.postMessage({ id: job.id, pdf } satisfies PdfJobResult, [pdf.buffer]);
    } catch (error) {
      port.postMessage({ id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies PdfJobResult);
    }
  });
});
