import { WorkerPool } from "#server/lib/worker-pool";
import type * as ExportTasks from "./export-tasks";
import type { ExportDocument } from "./model";
import type { SlideDeck } from "./slides-document";

/**
 * Laying out a PDF is CPU work: a three-page document takes a few hundred milliseconds here, a
 * 30-page memorial 1.5 s (docs/decisions/048-export-module.md), and a long DOCX 80–230 ms. On the
 * server's thread every other request would wait that long, so exports run in the export pool
 * (decision 066): one worker thread, started on the first export and kept for the next ones (its
 * first render also pays for loading react-pdf and the fonts), a queue of 30, two minutes per
 * render at most.
 */
const pool = new WorkerPool<typeof ExportTasks>({
  name: "exportações",
  tasks: new URL("./export-tasks.ts", import.meta.url),
  // One thread: each holds react-pdf and the fonts (≈ 100 MB); a second would share the same cores.
  size: 1,
  maxQueued: 30,
  timeoutMs: 120_000,
});

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The PDF of an export document, rendered off the server's thread. */
export async function renderPdf(doc: ExportDocument): Promise<Buffer> {
  return asBuffer(await pool.run("pdf", doc));
}

/** A presentation's PDF (16:9 slides), on the same pool. */
export async function renderSlidesPdf(deck: SlideDeck): Promise<Buffer> {
  return asBuffer(await pool.run("slides", deck));
}

/** The DOCX of an export document, on the same pool. */
export async function renderDocx(doc: ExportDocument): Promise<Buffer> {
  return asBuffer(await pool.run("docx", doc));
}

/** The export pool, for tests (which thread ran a render). */
export const exportPool = pool;

/** Ends the worker; the next render starts a new one. For tests and benches (a crash is survived). */
export async function stopPdfWorker(): Promise<void> {
  await pool.stop();
}
