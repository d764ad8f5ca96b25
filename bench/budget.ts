/**
 * Budgets (R-BUDGET-*, issue 16): recomputing a budget with 40 lines (6 areas, 13 stages, 21
 * extras, BDI on, scenarios) — what the editor does on every keystroke — p50 and p95 over many
 * runs; and rendering its PDF through the PDF worker the server uses (p50, p95). No server:
 *   node --import tsx bench/budget.ts
 */
import { performance } from "node:perf_hooks";
import { AREA_KINDS, bdiTermsFrom, computeBudget, EXTRA_KINDS } from "#domain/budget";
import { budgetInput, budgetScenarios, initialBudget } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";

const { renderPdf, stopPdfWorker } = await import("#server/export/pdf");
const { budgetExport } = await import("#server/features/documents/export/budget-export");

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

const start = initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 150 });
const content: BudgetContent = {
  ...start,
  areas: AREA_KINDS.map((k, i) => ({ kind: k.id, area: 20 + i * 7.5, coefficient: k.coefficient })),
  extras: [...EXTRA_KINDS, ...EXTRA_KINDS, ...EXTRA_KINDS.slice(0, 5)].map((k, i) => ({ kind: k.id, label: `${k.label} ${i + 1}`, enabled: true, mode: i % 2 ? ("value" as const) : ("percent" as const), percent: 1.5, value: 250_000 + i * 1_000, estimated: false })),
  bdi: { enabled: true, ...bdiTermsFrom("medio", 3, false) },
  scenarios: true,
};
const lines = content.areas.length + content.stages.length + content.extras.length;

const RUNS = 2_000;
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  computeBudget(budgetInput(content));
  budgetScenarios(content);
  times.push(performance.now() - t0);
}
console.log(`recompute (${lines} lines + 3 scenarios): p50 ${(percentile(times, 0.5) * 1000).toFixed(0)} µs, p95 ${(percentile(times, 0.95) * 1000).toFixed(0)} µs over ${RUNS} runs`);

const meta = { studioName: "Atelier Jabuticaba", projectName: "Casa Jequitibá", clientName: "Lúcia Amaral", date: new Date(), version: 3 };
const first = performance.now();
await renderPdf(budgetExport(content, meta));
console.log(`first PDF (cold worker): ${(performance.now() - first).toFixed(0)} ms`);
const pdfTimes: number[] = [];
let size = 0;
for (let i = 0; i < 7; i++) {
  const t0 = performance.now();
  size = (await renderPdf(budgetExport(content, meta))).byteLength;
  pdfTimes.push(performance.now() - t0);
}
console.log(`PDF: p50 ${percentile(pdfTimes, 0.5).toFixed(0)} ms, p95 ${percentile(pdfTimes, 0.95).toFixed(0)} ms, ${(size / 1024).toFixed(0)} KB`);
await stopPdfWorker();
