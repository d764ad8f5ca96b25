import { Worker } from "node:worker_threads";
import type { ExportDocument } from "./model";
import type { PdfJob, PdfJobResult } from "./pdf-worker";
import type { SlideDeck } from "./slides-document";

/**
 * Laying out a PDF is CPU work: a three-page document takes a few hundred milliseconds here
 * (docs/decisions/048-export-module.md). On the server's thread every other request would wait
 * that long, so it runs in one worker thread, started on the first export and kept for the next
 * ones (its first render also pays for loading react-pdf and the fonts).
 */
class PdfWorker {
  private readonly thread: Worker;
  private readonly pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  alive = true;

  constructor() {
    // execArgv: [] because the entry registers tsx itself (see pdf-worker-entry.mjs).
    this.thread = new Worker(new URL("./pdf-worker-entry.mjs", import.meta.url), { execArgv: [] });
    this.thread.unref();
    this.thread.on("message", (result: PdfJobResult) => this.settle(result));
    this.thread.on("error", (error) => this.fail(error));
    this.thread.on("exit", (code) => this.fail(new Error(`PDF worker exited (code ${code})`)));
  }

  render(job: { doc: ExportDocument } | { deck: SlideDeck }): Promise<Buffer> {
    const id = this.nextId++;
    const result = new Promise<Buffer>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // Kept alive only while it has work, so an idle worker never holds the process open.
    this.thread.ref();
    this.thread.postMessage({ id, ...job } satisfies PdfJob);
    return result;
  }

  async stop(): Promise<void> {
    this.alive = false;
    await this.thread.terminate();
  }

  private settle(result: PdfJobResult) {
    const job = this.pending.get(result.id);
    if (!job) return;
    this.pending.delete(result.id);
    if (this.pending.size === 0) this.thread.unref();
    if ("pdf" in result) job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    else job.reject(new Error(`PDF render failed: ${result.error}`));
  }

  private fail(error: Error) {
    this.alive = false;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }
}

let worker: PdfWorker | null = null;

/** The PDF of an export document, rendered off the server's thread. */
export function renderPdf(doc: ExportDocument): Promise<Buffer> {
  if (!worker?.alive) worker = new PdfWorker();
  return worker.render({ doc });
}

/** A presentation's PDF (16:9 slides), on the same worker thread. */
export function renderSlidesPdf(deck: SlideDeck): Promise<Buffer> {
  if (!worker?.alive) worker = new PdfWorker();
  return worker.render({ deck });
}

/** Ends the worker; the next renderPdf starts a new one. For tests (a crash is survived). */
export async function stopPdfWorker(): Promise<void> {
  const running = worker;
  worker = null;
  await running?.stop();
}
