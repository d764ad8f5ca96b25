/**
 * Presentations (R-PRES-1, issue 15): render time of a 12-slide 16:9 presentation (every kind of
 * slide, a logo, a 1600×900 image on five slides) through the PDF worker the server uses, per template (p50 and
 * p95 over several runs), the PDF's size, and how long the server's own thread was blocked at
 * most meanwhile (an interval timer's worst lateness: the render must not stall other requests).
 * No server, no network:
 *   node --import tsx bench/presentation-render.ts
 */
import { performance } from "node:perf_hooks";
import { PRESENTATION_TEMPLATE_IDS } from "#domain/presentations";

const { renderSlidesPdf, stopPdfWorker } = await import("#server/export/pdf");
const { twelveSlideDeck } = await import("#server/export/sample-deck");

const RUNS = 7;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

// Warm the worker (its first render loads react-pdf and the fonts), as a running server has.
const first = performance.now();
await renderSlidesPdf(await twelveSlideDeck("minimalista"));
console.log(`first render (cold worker): ${(performance.now() - first).toFixed(0)} ms`);

for (const template of PRESENTATION_TEMPLATE_IDS) {
  const deck = await twelveSlideDeck(template);
  const times: number[] = [];
  let worstLag = 0;
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    let expected = performance.now() + 5;
    const timer = setInterval(() => {
      const now = performance.now();
      worstLag = Math.max(worstLag, now - expected);
      expected = now + 5;
    }, 5);
    const start = performance.now();
    const pdf = await renderSlidesPdf(deck);
    times.push(performance.now() - start);
    clearInterval(timer);
    size = pdf.byteLength;
  }
  console.log(
    `${template.padEnd(12)} ${deck.slides.length} slides: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms, ${(size / 1024).toFixed(0)} KB; main thread blocked at most ${worstLag.toFixed(0)} ms`,
  );
}
await stopPdfWorker();
