/**
 * Offline knowledge base: how well it answers (per split of the evaluation set: found, right
 * norm, key fact stated, wrong statements, honest "não encontrei", municipal and future honesty),
 * how fast (cold and warm p50/p99) and the index build time. No server, no network:
 *   node --import tsx bench/offline.ts            (both splits, misses of the tuning split)
 *   node --import tsx bench/offline.ts --misses   (also the holdout's misses: only after tuning)
 */
import { performance } from "node:perf_hooks";

const importStart = performance.now();
const { answerOffline, answerToolOffline, QUESTIONS, scoreQuestions } = await import("#server/ai/offline");
const { buildIndexForBench, getIndex } = await import("#server/ai/offline/search");
const { TUNE_SET, HOLDOUT_SET, HOLDOUT_BY_SOURCE_DEV, HOLDOUT_BY_SOURCE_TEST, DEV_SOURCE_SET, DEV_SOURCE_3_SET, DEV_SOURCE_4_SET, DEV_SOURCE_5_SET, DEV_SOURCE_6_SET, DEV_SOURCE_7_SET, DEV_SOURCE_8_SET, DEV_SOURCE_9_SET, DEV_SOURCE_10_SET, DEV_SOURCE_11_SET, DEV_SOURCE_12_SET, DEV_SOURCE_13_SET, DEV_SOURCE_14_SET, DEV_SOURCE_15_SET, DEV_SOURCE_16_SET, DEV_SOURCE_17_SET, DEV_SOURCE_18_SET, DEV_SOURCE_19_SET, DEV_SOURCE_20_SET, DEV_SOURCE_21_SET, DEV_SOURCE_22_SET, DEV_SOURCE_23_SET, DEV_SOURCE_24_SET, DEV_SOURCE_25_SET, DEV_SOURCE_26_SET, DEV_SOURCE_27_SET, DEV_SOURCE_28_SET, DEV_SOURCE_29_SET, DEV_SOURCE_30_SET, DEV_SOURCE_31_SET, DEV_SOURCE_32_SET, DEV_SOURCE_33_SET } = await import("#server/ai/offline/eval/sets");
const { scoreSet, describeScore, describeMisses } = await import("#server/ai/offline/eval/score");
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

// Cold: each question answered once, the first time (the index is built, nothing else is warm).
// Every split the bench scores, in the order it prints them: one list, so a new set is one line.
const SPLITS: readonly (readonly [label: string, questions: typeof TUNE_SET])[] = [
  ["tuning split (eval/tune)", TUNE_SET],
  ["holdout split (eval/holdout, same publishers as the passages)", HOLDOUT_SET],
  ["by source, dev half (new publishers, written blind; may be read)", HOLDOUT_BY_SOURCE_DEV],
  ["by source, test half (new publishers, written blind; only scored)", HOLDOUT_BY_SOURCE_TEST],
  ["second dev set by source (new publishers, 05/12/2026; may be read)", DEV_SOURCE_SET],
  ["third dev set by source (new publishers, written blind, 05/12/2026; may be read)", DEV_SOURCE_3_SET],
  ["fourth dev set by source (new publishers, written blind, 06/12/2026; may be read)", DEV_SOURCE_4_SET],
  ["fifth dev set by source (new publishers, written blind, 06/12/2026; may be read)", DEV_SOURCE_5_SET],
  ["sixth dev set by source (new publishers, written blind, 06/12/2026; may be read)", DEV_SOURCE_6_SET],
  ["seventh dev set by source (new publishers, written blind, 06/12/2026; may be read)", DEV_SOURCE_7_SET],
  ["eighth dev set by source (new publishers, written blind, 06/12/2026 night; may be read)", DEV_SOURCE_8_SET],
  ["ninth dev set by source (new publishers, written blind, 06/12/2026; may be read)", DEV_SOURCE_9_SET],
  ["tenth dev set by source (new publishers, written blind, 07/12/2026; may be read)", DEV_SOURCE_10_SET],
  ["eleventh dev set by source (new publishers, written blind, 07/12/2026; may be read)", DEV_SOURCE_11_SET],
  ["twelfth dev set by source (public institutions, written blind, 07/12/2026; may be read)", DEV_SOURCE_12_SET],
  ["thirteenth dev set by source (firms and magazines, written blind, 07/12/2026; may be read)", DEV_SOURCE_13_SET],
  ["fourteenth dev set by source (a studio's whole project, written blind, 07/12/2026; may be read)", DEV_SOURCE_14_SET],
  ["fifteenth dev set by source (typed as in a chat, written blind, 07/12/2026; may be read)", DEV_SOURCE_15_SET],
  ["sixteenth dev set by source (a building by its use, public institutions, written blind, 07/12/2026; may be read)", DEV_SOURCE_16_SET],
  ["seventeenth dev set by source (renovating, firms and magazines, written blind, 07/12/2026; may be read)", DEV_SOURCE_17_SET],
  ["eighteenth dev set by source (the everyday mix of norms, written blind, 07/12/2026; may be read)", DEV_SOURCE_18_SET],
  ["nineteenth dev set by source (building services, comfort, exits, the profession; written blind, 07/12/2026; may be read)", DEV_SOURCE_19_SET],
  ["twentieth dev set by source (around a project: performance, warranties, the CAU; written blind, 07/12/2026; may be read)", DEV_SOURCE_20_SET],
  ["twenty-first dev set by source (exam-bank subjects typed as a chat; written blind, 07/12/2026; may be read)", DEV_SOURCE_21_SET],
  ["twenty-second dev set by source (the everyday questions of a practice; written blind, 07/12/2026 night; may be read)", DEV_SOURCE_22_SET],
  ["twenty-third dev set by source (small commercial and renovation jobs; written blind, 07/12/2026 night; may be read)", DEV_SOURCE_23_SET],
  ["twenty-fourth dev set by source (the owner's house; written blind, 07/12/2026 evening; may be read)", DEV_SOURCE_24_SET],
  ["twenty-fifth dev set by source (apartment buildings and condominiums; written blind, 07/12/2026 evening; may be read)", DEV_SOURCE_25_SET],
  ["twenty-sixth dev set by source (public and institutional buildings, the public space; written blind, 07/12/2026 evening; may be read)", DEV_SOURCE_26_SET],
  ["twenty-seventh dev set by source (the listed norms in commercial fit-outs and renovations; written blind, 07/12/2026 night; may be read)", DEV_SOURCE_27_SET],
  ["twenty-eighth dev set by source (building services, structure and envelope; written blind, 07/12/2026 night; may be read)", DEV_SOURCE_28_SET],
  ["twenty-ninth dev set by source (accessibility, renovations, lots and fees' taxes; written blind, 07/12/2026 late night; may be read)", DEV_SOURCE_29_SET],
  ["thirtieth dev set by source (a small studio's everyday technical questions; written blind, 07/12/2026 late night; may be read)", DEV_SOURCE_30_SET],
  ["thirty-first dev set by source (small commercial and service projects; written blind, 08/12/2026; may be read)", DEV_SOURCE_31_SET],
  ["thirty-second dev set by source (housing and buildings in use; written blind, 08/12/2026; may be read)", DEV_SOURCE_32_SET],
  ["thirty-third dev set by source (building and its materials; written blind, 08/12/2026; may be read)", DEV_SOURCE_33_SET],
];
const splits = SPLITS.map(([label, questions]) => scoreSet(label, questions));
const scoreOf = (questions: typeof TUNE_SET) => splits[SPLITS.findIndex(([, q]) => q === questions)]!;
const tune = scoreOf(TUNE_SET);
const evalQuestions = SPLITS.flatMap(([, questions]) => questions.map((q) => q.q));
const cold = splits.flatMap((split) => split.outcomes.map((o) => o.ms)).sort((a, b) => a - b);
const warm = timeEach(evalQuestions.length * 10, (i) => answerOffline(evalQuestions[i % evalQuestions.length] as string));

const score = scoreQuestions();
// The CUB months still in the future depend on the day: the scores are as of today.
console.log(`offline knowledge base (${process.version}, ${QUESTIONS.length} regression questions, scored on ${new Date().toISOString().slice(0, 10)})`);
console.log(`module import: ${ms(importMs)} · first index build: ${ms(firstBuildMs)}`);
report("index build (rebuilt 20×)", builds);
report("answerOffline over the question set (after 200 warm-up)", answers);
report("answerOffline, not found", notFound);
report("answerToolOffline zoneamento", zoning);
for (const split of splits) {
  for (const line of describeScore(split)) console.log(line);
  const splitCold = split.outcomes.map((o) => o.ms).sort((a, b) => a - b);
  console.log(`  latência (primeira vez): p50 ${ms(percentile(splitCold, 50))} · p99 ${ms(percentile(splitCold, 99))}`);
}
report("evaluation set, first answer of each question (cold)", cold);
report("evaluation set, answered again (warm)", warm);
console.log("tuning split misses:");
for (const line of describeMisses(tune)) console.log(line);
if (process.argv.includes("--misses")) {
  console.log("holdout split misses:");
  for (const line of describeMisses(scoreOf(HOLDOUT_SET))) console.log(line);
  console.log("by source, dev half misses (never print the test half's):");
  for (const line of describeMisses(scoreOf(HOLDOUT_BY_SOURCE_DEV))) console.log(line);
  console.log("second dev set by source misses:");
  for (const line of describeMisses(scoreOf(DEV_SOURCE_SET))) console.log(line);
  console.log("third dev set by source misses:");
  for (const line of describeMisses(scoreOf(DEV_SOURCE_3_SET))) console.log(line);
}
console.log(`regression question set (questions.ts) score: ${score.passed}/${score.total}`);
for (const f of score.failures) console.log(`  miss: ${f.question} (expected ${f.expect}; got ${f.got.join(", ") || "nothing"})`);
