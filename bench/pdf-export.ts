/**
 * PDF and DOCX export (decision 048): render time of a 3-page and a 6-page document, and how long
 * the event loop is held while a PDF renders — on the calling thread versus through the worker
 * the server uses. The ratio is why renders go to a worker. No server, no network:
 *   node --import tsx bench/pdf-export.ts
 */
import { performance } from "node:perf_hooks";

const { renderDocx, renderPdf, stopPdfWorker } = await import("#server/export/pdf");
const { renderPdfHere } = await import("#server/export/pdf-document");
const { renderDocxHere } = await import("#server/export/docx");
const { sampleExportDocument } = await import("#server/export/testing");

const ROUNDS = 5;
const small = sampleExportDocument(30);
const large = sampleExportDocument(80);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Median time of `fn`, and the worst event-loop delay seen while it ran (what other requests would wait). */
async function measure(fn: () => Promise<unknown>): Promise<{ ms: number; blockedMs: number }> {
  const times: number[] = [];
  // A 1 ms ticker: the longest gap between two ticks is the longest time a request would wait.
  let last = performance.now();
  let worstGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    worstGap = Math.max(worstGap, now - last);
    last = now;
  }, 1);
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
    // Let the timers run between rounds, so each round's hold is measured on its own.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  clearInterval(ticker);
  return { ms: median(times), blockedMs: worstGap };
}

const warmStart = performance.now();
await renderPdf(small);
const firstWorkerMs = performance.now() - warmStart;
await renderPdfHere(small);

const rows: [string, { ms: number; blockedMs: number }][] = [
  ["PDF 3 páginas, na thread do servidor", await measure(() => renderPdfHere(small))],
  ["PDF 3 páginas, no worker", await measure(() => renderPdf(small))],
  ["PDF 6 páginas, no worker", await measure(() => renderPdf(large))],
  ["DOCX 6 páginas, na thread do servidor", await measure(() => renderDocxHere(large))],
  ["DOCX 6 páginas, no worker", await measure(() => renderDocx(large))],
];
await stopPdfWorker();

console.log(`primeira renderização no worker (carrega tsx, react-pdf e a fonte): ${firstWorkerMs.toFixed(0)} ms`);
for (const [label, { ms, blockedMs }] of rows) {
  console.log(`${label.padEnd(40)} mediana ${ms.toFixed(0).padStart(5)} ms · laço de eventos preso até ${blockedMs.toFixed(0).padStart(5)} ms`);
}
const here = rows[0]![1].blockedMs;
const worker = rows[1]![1].blockedMs;
console.log(`bloqueio do laço de eventos, thread / worker: ${(here / Math.max(worker, 1)).toFixed(1)}×`);
