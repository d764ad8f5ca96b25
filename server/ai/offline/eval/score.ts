import { performance } from "node:perf_hooks";
import { answerOfflineDetailed } from "#server/ai/offline/answer";
import type { DetailedAnswer } from "#server/ai/offline/compose";
import { foldAccents } from "#server/ai/offline/text";
import { PASSAGES } from "#server/ai/offline/passages";
import { inventedFigures } from "#server/ai/offline/testing";
import { figuresIn, statesFact, wrongFiguresIn } from "#server/ai/offline/figures";
import type { EvalQuestion } from "./types";

export interface Outcome {
  question: EvalQuestion;
  detail: DetailedAnswer;
  found: boolean;
  rightNorm: boolean;
  keyFact: boolean;
  /** Honest when the kind asks for honesty (out, municipal, future). */
  honest: boolean;
  /** A fact or calc question whose fact some passage of the base states under the right norm. */
  held: boolean;
  /**
   * Passages shown as the answer that do not answer it: an answerable question answered without
   * its key fact, or an out-of-scope one answered at all (decision 082).
   */
  unrelated: boolean;
  /** What made the answer wrong: invented figures, a known-wrong figure, a number where none is due. */
  wrong: string[];
  ms: number;
}

export interface SplitScore {
  name: string;
  total: number;
  /** fact + calc questions. */
  answerable: number;
  found: number;
  rightNorm: number;
  keyFact: number;
  outTotal: number;
  outHonest: number;
  municipalTotal: number;
  municipalHonest: number;
  futureTotal: number;
  futureHonest: number;
  /** Answers with at least one wrong statement. */
  wrong: number;
  /** fact + calc questions whose fact the base holds, and how many of those had it stated. */
  held: number;
  keyFactHeld: number;
  /** fact + calc questions whose fact the base does not hold, and how many said "não encontrei". */
  absent: number;
  absentHonest: number;
  /** Answers that showed passages not answering the question (see Outcome.unrelated). */
  unrelated: number;
  outcomes: Outcome[];
}

const norm = (s: string) => foldAccents(s).replace(/[.\s]/g, "");

/** The first citation names the expected norm ("NBR 9050" in "ABNT NBR 9050:2020"). */
export function citesNorm(detail: DetailedAnswer, expected: string): boolean {
  const first = detail.answer.citations[0];
  return first !== undefined && norm(first).includes(norm(expected));
}

const MUNICIPAL = /depende d[ao] (lei|legislacao|plano diretor|codigo de obras|zoneamento)/;
const FUTURE = /ainda nao (foi |esta |estao |foram )?(publicad|divulgad|disponive)|nao (tem|tenho|traz|guarda) (o|os|esse|este|valores?)/;

/** More distinct figures of the fact's unit than this in a quoted passage is a list, not an answer. */
const MAX_FIGURES_OF_UNIT = 8;

/**
 * Whether the answer's lead states the fact as its answer. A calculation or a direct value leads
 * with bold results: the fact must be one of them (a list of options does not count). A passage
 * leads otherwise: the fact must be in it, and the passage must not be a long list of figures of
 * the same unit, so an answer cannot pass by listing many numbers.
 */
export function leadStatesFact(lead: string, fact: string): boolean {
  const [head = "", ...rest] = lead.split(/\n(?=- _)/);
  const passage = head.startsWith("- _") ? head : rest.join("\n");
  const answerHead = head.startsWith("- _") ? "" : head;
  if (answerHead.trim()) {
    const bold = [...answerHead.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1] as string);
    return bold.some((b) => statesFact(b, fact));
  }
  if (!statesFact(passage, fact)) return false;
  const expected = /^\/.+\/$/.test(fact) ? undefined : figuresIn(fact)[0];
  // Distinct values: a title that restates its text's figures ("espelho 16 a 18 cm, piso 28 a 32
  // cm" above the same rule) lists no more options than the text.
  return !expected || new Set(figuresIn(passage).filter((f) => f.unit === expected.unit).map((f) => f.value)).size <= MAX_FIGURES_OF_UNIT;
}

const heldCache = new Map<string, boolean>();

/** Whether some passage states the question's fact under its norm (the base holds it). */
function holds(q: EvalQuestion): boolean {
  if (q.fact === undefined || q.norm === undefined) return false;
  const key = `${q.norm}|${q.fact}`;
  let held = heldCache.get(key);
  if (held === undefined) {
    const normKey = norm(q.norm);
    held = PASSAGES.some((p) => norm(p.code).includes(normKey) && statesFact(`${p.title} ${p.text}`, q.fact as string));
    heldCache.set(key, held);
  }
  return held;
}

function judge(q: EvalQuestion, detail: DetailedAnswer, ms: number): Outcome {
  const { answer } = detail;
  const text = foldAccents(answer.text);
  const wrong = [
    ...inventedFigures(detail, { question: q.q }).map((n) => `número inventado ${n}`),
    ...wrongFiguresIn(answer.text, q.wrong ?? []).map((f) => `figura errada ${f}`),
  ];
  let honest = false;
  if (q.kind === "out") honest = !answer.found;
  if (q.kind === "municipal") {
    honest = MUNICIPAL.test(text);
    // A number for the city's own rule is wrong unless the question itself gave it.
    const asked = new Set(figuresIn(q.q).map((f) => `${f.value}${f.unit}`));
    const stated = figuresIn(detail.lead).filter((f) => f.unit !== "" && !asked.has(`${f.value}${f.unit}`));
    if (stated.length) wrong.push(`número para regra municipal: ${stated.map((f) => `${f.value} ${f.unit}`).join(", ")}`);
  }
  if (q.kind === "future") honest = FUTURE.test(text);
  const answerable = q.kind === "fact" || q.kind === "calc";
  // A question in parts leads each part with its own passage (decision 082): the fact may lead any.
  const leads = detail.leads ?? [detail.lead];
  const keyFact = answerable && answer.found && q.fact !== undefined && leads.some((lead) => leadStatesFact(lead, q.fact as string));
  const shownPassages = answer.found && detail.passages.length > 0;
  return {
    question: q,
    detail,
    found: answer.found,
    rightNorm: answerable && answer.found && q.norm !== undefined && citesNorm(detail, q.norm),
    keyFact,
    honest,
    held: answerable && (q.kind === "calc" || holds(q)),
    unrelated: shownPassages && ((answerable && !keyFact) || q.kind === "out"),
    wrong,
    ms,
  };
}

/** `now` decides which CUB months are still future (tests pass a fixed date). */
export function scoreSet(name: string, questions: readonly EvalQuestion[], now: Date = new Date()): SplitScore {
  const outcomes = questions.map((q) => {
    const start = performance.now();
    const detail = answerOfflineDetailed(q.q, now);
    return judge(q, detail, performance.now() - start);
  });
  const count = (pred: (o: Outcome) => boolean) => outcomes.filter(pred).length;
  const answerable = (o: Outcome) => o.question.kind === "fact" || o.question.kind === "calc";
  const kind = (k: EvalQuestion["kind"]) => (o: Outcome) => o.question.kind === k;
  return {
    name,
    total: outcomes.length,
    answerable: count(answerable),
    found: count((o) => answerable(o) && o.found),
    rightNorm: count((o) => o.rightNorm),
    keyFact: count((o) => o.keyFact),
    outTotal: count(kind("out")),
    outHonest: count((o) => kind("out")(o) && o.honest),
    municipalTotal: count(kind("municipal")),
    municipalHonest: count((o) => kind("municipal")(o) && o.honest),
    futureTotal: count(kind("future")),
    futureHonest: count((o) => kind("future")(o) && o.honest),
    wrong: count((o) => o.wrong.length > 0),
    held: count((o) => o.held),
    keyFactHeld: count((o) => o.held && o.keyFact),
    absent: count((o) => answerable(o) && !o.held),
    absentHonest: count((o) => answerable(o) && !o.held && !o.found),
    unrelated: count((o) => o.unrelated),
    outcomes,
  };
}

const pct = (n: number, d: number) => (d === 0 ? "—" : `${((100 * n) / d).toFixed(0)}% (${n}/${d})`);

/** The lines bench/offline.ts prints for a split. */
export function describeScore(s: SplitScore): string[] {
  return [
    `${s.name}: ${s.total} perguntas (${s.answerable} com fato ou cálculo)`,
    `  encontrou: ${pct(s.found, s.answerable)} · norma certa: ${pct(s.rightNorm, s.answerable)} · fato-chave dito: ${pct(s.keyFact, s.answerable)}`,
    `  fora do escopo → "não encontrei": ${pct(s.outHonest, s.outTotal)} · municipal → "depende da lei": ${pct(s.municipalHonest, s.municipalTotal)} · valor futuro dito como tal: ${pct(s.futureHonest, s.futureTotal)}`,
    `  a base tem o fato: ${pct(s.held, s.answerable)} · dito quando a base o tem: ${pct(s.keyFactHeld, s.held)} · "não encontrei" quando não o tem: ${pct(s.absentHonest, s.absent)}`,
    `  trechos sem relação mostrados como resposta: ${pct(s.unrelated, s.total)} · respostas com afirmação errada: ${s.wrong}`,
  ];
}

/** One line per miss, to read when tuning (never print these for the holdout while tuning). */
export function describeMisses(s: SplitScore): string[] {
  return s.outcomes.flatMap((o) => {
    const q = o.question;
    const problems: string[] = [];
    if (q.kind === "fact" || q.kind === "calc") {
      if (!o.found) problems.push("não encontrou");
      else {
        if (!o.rightNorm) problems.push(`norma ${o.detail.answer.citations[0] ?? "—"} ≠ ${q.norm}`);
        if (!o.keyFact) problems.push(`sem ${q.fact} (abriu com ${o.detail.passages[0]?.id ?? "cálculo"})`);
      }
    } else if (!o.honest) problems.push(`não foi honesta (${q.kind})`);
    problems.push(...o.wrong);
    return problems.length ? [`  ✗ ${q.q} — ${problems.join("; ")}`] : [];
  });
}
