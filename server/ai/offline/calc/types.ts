import type { Passage } from "#server/ai/offline/types";

/** A rule worked out on the question's numbers, with the passages that state the rule. */
export interface Calculation {
  /** Markdown lines, the first one bold-labelled ("**Cálculo (NBR 9050):** …"). */
  lines: string[];
  /** Every figure the lines computed, as written (the honesty test allows exactly these). */
  computed: string[];
  /** The rule's passages, the one to cite first first. */
  passages: Passage[];
}
