import { answerOfflineDetailed } from "./answer";
import type { DetailedAnswer } from "./compose";

/** Test helper: the numbers written in a text ("1.250,5", "8,33", "2020"). */
export function numbersIn(text: string): Set<string> {
  return new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);
}

/**
 * Test helper: the figures of an answer that come from none of its passages, the inputs or the
 * values it computed — i.e. invented numbers. Empty when the answer is honest.
 */
export function inventedFigures(detail: DetailedAnswer, inputs: Record<string, string> = {}): string[] {
  const allowed = new Set<string>();
  const sources = [
    ...detail.passages.flatMap((p) => [p.code, p.title, p.text, p.source, p.item ?? ""]),
    ...(detail.nearby ?? []).map((p) => `${p.code} ${p.title}`),
    ...Object.values(inputs),
    ...detail.computed,
  ];
  for (const s of sources) for (const n of numbersIn(s)) allowed.add(n);
  return [...numbersIn(detail.answer.text)].filter((n) => !allowed.has(n));
}

/**
 * The date the offline tests answer on, the evaluation's (eval.test.ts): which CUB months, editions
 * and values are still to come is read against it, so a test does not change with the calendar.
 */
export const TEST_NOW = new Date("2026-11-26T12:00:00Z");

/** Test helper: the offline answer to a question, on TEST_NOW unless another date is given. */
export function askOffline(question: string, now: Date = TEST_NOW): DetailedAnswer {
  return answerOfflineDetailed(question, now);
}
