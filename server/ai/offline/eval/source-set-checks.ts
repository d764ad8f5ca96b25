import { describe, expect, it } from "vitest";
import { statesFact } from "#server/ai/offline/figures";
import { bannedHostIn } from "#server/ai/offline/source-hosts";
import { publisher, usedPublishers } from "./publishers";
import type { EvalKind, EvalQuestion } from "./types";

export interface SourceSetRules {
  /** How the describe block names the set ("the fourth development set by source"). */
  name: string;
  set: readonly EvalQuestion[];
  /** Exactly this many questions, or at least `min` of them. */
  size: { exactly: number } | { min: number };
  /** The least of each kind; "answerable" is fact + calc together. */
  least: Partial<Record<EvalKind | "answerable", number>>;
  /**
   * The other sets whose publishers this one must not share (decision 082). Only whether one is
   * shared is printed, never which: a holdout's sources stay unread.
   */
  others: readonly EvalQuestion[];
}

const hostOf = (q: EvalQuestion) => publisher(new URL(q.source).hostname);

/**
 * The checks every set written blind by source passes (decision 082; R-AI-8): its size and kinds,
 * publishers new to the passages and to every other set, no banned host, a norm and a key fact
 * that parses for each answerable question, none for the others, and each question asked once.
 */
export function checkSourceSet({ name, set, size, least, others }: SourceSetRules): void {
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
