/**
 * Written documents' export (R-DOC-6, issue 14): PDF render time of a short memorial (cover,
 * contents and 2 pages of section titles) and a ~30-page one through the PDF worker the server uses (p50 and p95 over several runs), DOCX time, and
 * the process's memory while rendering (peak RSS and heap, sampled every 10 ms; the worker is a
 * thread of this process, so its memory counts). No server, no network:
 *   node --import tsx bench/written-export.ts
 */
import { performance } from "node:perf_hooks";
import { WRITTEN_SECTIONS } from "#domain/written-documents";
import type { WrittenContent } from "#domain/written-documents.schema";

const { renderDocx, renderPdf, stopPdfWorker } = await import("#server/export/pdf");
const { pdfPageTexts } = await import("#server/export/testing");
const { writtenExport } = await import("#server/features/documents/export/written-export");

const RUNS = 7;
const meta = { studioName: "Estúdio Traço", projectName: "Casa Conceição", clientName: "Maria Conceição", date: new Date(), version: 12 };

const SENTENCE =
  "Os revestimentos cerâmicos das áreas molhadas serão assentados com argamassa colante, juntas de 3 mm e rejunte epóxi, conforme o padrão de acabamento e as normas da ABNT aplicáveis. ";

/** A memorial with every section, `paragraphs` paragraphs each, plus the quadro de áreas and a rooms table. */
function memorial(paragraphs: number): WrittenContent {
  return {
    sections: WRITTEN_SECTIONS.memorial.map((spec, i) => ({
      key: spec.key,
      title: spec.title,
      blocks: [
        ...Array.from({ length: paragraphs }, () => ({ type: "paragraph" as const, content: [{ text: SENTENCE.repeat(3) }, { text: "ç ã é m² R$", bold: true }] })),
        ...(i === 2
          ? [
              {
                type: "table" as const,
                header: true,
                rows: [
                  [[{ text: "Setor" }], [{ text: "Ambiente" }], [{ text: "m² total" }]],
                  ...Array.from({ length: 12 * paragraphs }, (_, r) => [[{ text: "Íntimo" }], [{ text: `Dormitório ${r + 1}` }], [{ text: "12,00 m²" }]]),
                ],
              },
            ]
          : []),
      ],
    })),
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function measure(label: string, render: () => Promise<Uint8Array>, pages?: (out: Uint8Array) => Promise<number>) {
  const times: number[] = [];
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  // Also sampled after each run: a render on this thread (DOCX) holds the timer back.
  const sampler = setInterval(sample, 10);
  let last: Uint8Array = new Uint8Array();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    last = await render();
    times.push(performance.now() - start);
    sample();
  }
  clearInterval(sampler);
  const count = pages ? ` · ${await pages(last)} páginas` : "";
  console.log(
    `${label.padEnd(30)} p50 ${percentile(times, 0.5).toFixed(0).padStart(5)} ms · p95 ${percentile(times, 0.95).toFixed(0).padStart(5)} ms${count} · ${(last.byteLength / 1024).toFixed(0)} kB · pico RSS ${mb(peakRss)} · pico heap ${mb(peakHeap)}`,
  );
  return percentile(times, 0.5);
}

const short = writtenExport("memorial", memorial(0), meta);
const long = writtenExport("memorial", memorial(8), meta);
const pagesOf = async (pdf: Uint8Array) => (await pdfPageTexts(pdf)).length;

console.log(`memória antes: RSS ${mb(process.memoryUsage().rss)} · heap ${mb(process.memoryUsage().heapUsed)} (${RUNS} execuções de cada)`);
await renderPdf(short); // the worker's first start (tsx, react-pdf, fonts) is not a render
const shortMs = await measure("PDF memorial curto", () => renderPdf(short), pagesOf);
const longMs = await measure("PDF memorial longo", () => renderPdf(long), pagesOf);
await measure("DOCX memorial longo (worker)", () => renderDocx(long));
await stopPdfWorker();
console.log(`longo / curto (PDF, p50): ${(longMs / shortMs).toFixed(1)}×`);
