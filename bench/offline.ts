/**
 * Offline knowledge base: index build time and answer latency p50/p99 over the question set,
 * after warm-up. No server, no network:
 *   node --import tsx bench/offline.ts
 */
import { performance } from "node:perf_hooks";

const importStart = performance.now();
const { answerOffline, answerToolOffline, QUESTIONS, scoreQuestions } = await import("#server/ai/offline");
const { buildIndexForBench, getIndex } = await import("#server/ai/offline/search");
const importMs = performance.now() - importStart;

const firstBuildStart = performance.now();
getIndex();
const firstBuildMs = performance.now() - firstBuildStart;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function timeEach(n: number, fn: (i: number) => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    fn(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const ms = (x: number) => `${x.toFixed(3)} ms`;
const report = (label: string, sorted: number[]) =>
  console.log(`${label}: p50 ${ms(percentile(sorted, 50))} · p99 ${ms(percentile(sorted, 99))} · max ${ms(sorted.at(-1) as number)} (n=${sorted.length})`);

const builds = timeEach(20, () => buildIndexForBench());

const questions = QUESTIONS.map((q) => q.question);
timeEach(200, (i) => answerOffline(questions[i % questions.length] as string)); // warm-up
const answers = timeEach(2000, (i) => answerOffline(questions[i % questions.length] as string));
const misses = ["Qual a capital da Austrália?", "quanto custa um Uber?", "receita de bolo de cenoura"];
const notFound = timeEach(500, (i) => answerOffline(misses[i % misses.length] as string));
const zoning = timeEach(500, () =>
  answerToolOffline("zoneamento", { localizacao: "Campinas", areaTerreno: "1.250,5 m²", parametros: "TO 60%, CA básico 1 e máximo 2,5, TP 15%" }),
);

const score = scoreQuestions();
console.log(`offline knowledge base (${process.version}, ${QUESTIONS.length} questions)`);
console.log(`module import: ${ms(importMs)} · first index build: ${ms(firstBuildMs)}`);
report("index build (rebuilt 20×)", builds);
report("answerOffline over the question set (after 200 warm-up)", answers);
report("answerOffline, not found", notFound);
report("answerToolOffline zoneamento", zoning);
console.log(`question set score: ${score.passed}/${score.total}`);
for (const f of score.failures) console.log(`  miss: ${f.question} (expected ${f.expect}; got ${f.got.join(", ") || "nothing"})`);
