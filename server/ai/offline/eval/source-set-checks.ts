import { describe, expect, it } from "vitest";
import { statesFact } from "#server/ai/offline/figures";
import { bannedHostIn } from "#server/ai/offline/source-hosts";
import { DEV_SOURCE } from "./dev-source/questions";
import { DEV_SOURCE_3 } from "./dev-source-3/questions";
import { DEV_SOURCE_4 } from "./dev-source-4/questions";
import { DEV_SOURCE_5 } from "./dev-source-5/questions";
import { DEV_SOURCE_6 } from "./dev-source-6/questions";
import { DEV_SOURCE_7 } from "./dev-source-7/questions";
import { DEV_SOURCE_8 } from "./dev-source-8/questions";
import { DEV_SOURCE_9 } from "./dev-source-9/questions";
import { DEV_SOURCE_10 } from "./dev-source-10/questions";
import { DEV_SOURCE_11 } from "./dev-source-11/questions";
import { DEV_SOURCE_12 } from "./dev-source-12/questions";
import { DEV_SOURCE_13 } from "./dev-source-13/questions";
import { DEV_SOURCE_14 } from "./dev-source-14/questions";
import { DEV_SOURCE_15 } from "./dev-source-15/questions";
import { DEV_SOURCE_16 } from "./dev-source-16/questions";
import { DEV_SOURCE_17 } from "./dev-source-17/questions";
import { DEV_SOURCE_18 } from "./dev-source-18/questions";
import { DEV_SOURCE_19 } from "./dev-source-19/questions";
import { DEV_SOURCE_20 } from "./dev-source-20/questions";
import { DEV_SOURCE_21 } from "./dev-source-21/questions";
import { DEV_SOURCE_22 } from "./dev-source-22/questions";
import { DEV_SOURCE_23 } from "./dev-source-23/questions";
import { DEV_SOURCE_24 } from "./dev-source-24/questions";
import { DEV_SOURCE_25 } from "./dev-source-25/questions";
import { DEV_SOURCE_26 } from "./dev-source-26/questions";
import { DEV_SOURCE_27 } from "./dev-source-27/questions";
import { DEV_SOURCE_28 } from "./dev-source-28/questions";
import { DEV_SOURCE_29 } from "./dev-source-29/questions";
import { DEV_SOURCE_30 } from "./dev-source-30/questions";
import { DEV_SOURCE_31 } from "./dev-source-31/questions";
import { DEV_SOURCE_32 } from "./dev-source-32/questions";
import { DEV_SOURCE_33 } from "./dev-source-33/questions";
import { HOLDOUT_BY_SOURCE_ADDED } from "./holdout-source/added";
import { HOLDOUT_BY_SOURCE } from "./holdout-source/questions";
import { publisher, usedPublishers } from "./publishers";
import type { EvalKind, EvalQuestion } from "./types";

/**
 * Every set written blind by source (decision 082): no two share a publisher. A new set is added
 * here once, and its own test checks it against all the others.
 */
const BY_SOURCE: readonly (readonly EvalQuestion[])[] = [
  HOLDOUT_BY_SOURCE,
  HOLDOUT_BY_SOURCE_ADDED,
  DEV_SOURCE,
  DEV_SOURCE_3,
  DEV_SOURCE_4,
  DEV_SOURCE_5,
  DEV_SOURCE_6,
  DEV_SOURCE_7,
  DEV_SOURCE_8,
  DEV_SOURCE_9,
  DEV_SOURCE_10,
  DEV_SOURCE_11,
  DEV_SOURCE_12,
  DEV_SOURCE_13,
  DEV_SOURCE_14,
  DEV_SOURCE_15,
  DEV_SOURCE_16,
  DEV_SOURCE_17,
  DEV_SOURCE_18,
  DEV_SOURCE_19,
  DEV_SOURCE_20,
  DEV_SOURCE_21,
  DEV_SOURCE_22,
  DEV_SOURCE_23,
  DEV_SOURCE_24,
  DEV_SOURCE_25,
  DEV_SOURCE_26,
  DEV_SOURCE_27,
  DEV_SOURCE_28,
  DEV_SOURCE_29,
  DEV_SOURCE_30,
  DEV_SOURCE_31,
  DEV_SOURCE_32,
  DEV_SOURCE_33,
];

export interface SourceSetRules {
  /** How the describe block names the set ("the fourth development set by source"). */
  name: string;
  set: readonly EvalQuestion[];
  /** Exactly this many questions, or at least `min` of them. */
  size: { exactly: number } | { min: number };
  /** The least of each kind; "answerable" is fact + calc together. */
  least: Partial<Record<EvalKind | "answerable", number>>;
}

const hostOf = (q: EvalQuestion) => publisher(new URL(q.source).hostname);

/**
 * The checks every set written blind by source passes (decision 082; R-AI-8): its size and kinds,
 * publishers new to the passages and to every other set of BY_SOURCE, no banned host, a norm and a key fact
 * that parses for each answerable question, none for the others, and each question asked once.
 */
export function checkSourceSet({ name, set, size, least }: SourceSetRules): void {
  // The other sets' publishers: only whether one is shared is printed, never which (a holdout's
  // sources stay unread).
  const others = BY_SOURCE.filter((other) => other !== set).flat();
  describe(name, () => {
    it("has its questions of every kind", () => {
      if ("exactly" in size) expect(set.length).toBe(size.exactly);
      else expect(set.length).toBeGreaterThanOrEqual(size.min);
      const count = (kind: EvalKind) => set.filter((q) => q.kind === kind).length;
      for (const [kind, n] of Object.entries(least) as [EvalKind | "answerable", number][]) {
        expect(kind === "answerable" ? count("fact") + count("calc") : count(kind), kind).toBeGreaterThanOrEqual(n);
      }
    });

    it("cites only publishers new to the passages and to every other set", () => {
      const used = usedPublishers();
      expect(used.size).toBeGreaterThan(50);
      const otherHosts = new Set(others.map(hostOf));
      // The passages' publishers are printed when shared; the other sets' never are.
      expect(set.filter((q) => used.has(hostOf(q))).map((q) => q.source)).toEqual([]);
      expect(set.some((q) => otherHosts.has(hostOf(q)))).toBe(false);
    });

    it("cites no file-sharing copy, blog host or exam bank", () => {
      expect(set.filter((q) => bannedHostIn(q.source, ["file-sharing", "blog", "exam-bank"])).map((q) => q.source)).toEqual([]);
    });

    it("gives every fact and calc question a norm and a key fact that parses, and asks each once", () => {
      for (const q of set.filter((question) => question.kind === "fact" || question.kind === "calc")) {
        expect(q.norm, q.q).toBeTruthy();
        expect(() => statesFact("", q.fact as string), q.q).not.toThrow();
        for (const wrong of q.wrong ?? []) expect(() => statesFact("", wrong), q.q).not.toThrow();
      }
      for (const q of set.filter((question) => question.kind !== "fact" && question.kind !== "calc")) {
        expect(q.fact, q.q).toBeUndefined();
      }
      const texts = set.map((q) => q.q.toLowerCase());
      expect(new Set(texts).size).toBe(texts.length);
    });
  });
}
