import { describe, expect, it } from "vitest";
import { DEV_SOURCE } from "#server/ai/offline/eval/dev-source/questions";
import { publisher, usedPublishers } from "#server/ai/offline/eval/publishers";
import { statesFact } from "#server/ai/offline/figures";
import { bannedHostIn } from "#server/ai/offline/source-hosts";
import { HOLDOUT_BY_SOURCE_ADDED } from "#server/ai/offline/eval/holdout-source/added";
import { HOLDOUT_BY_SOURCE } from "#server/ai/offline/eval/holdout-source/questions";
import { DEV_SOURCE_3 } from "./questions";

/** The third development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
describe("the third development set by source", () => {
  it("has 60 questions of every kind", () => {
    expect(DEV_SOURCE_3.length).toBe(60);
    const count = (kind: string) => DEV_SOURCE_3.filter((q) => q.kind === kind).length;
    expect(count("fact") + count("calc")).toBeGreaterThanOrEqual(35);
    expect(count("calc")).toBeGreaterThanOrEqual(4);
    expect(count("out")).toBeGreaterThanOrEqual(12);
    expect(count("municipal")).toBeGreaterThanOrEqual(5);
    expect(count("future")).toBeGreaterThanOrEqual(3);
  });

  it("cites only publishers new to the passages and to every other set", () => {
    const used = usedPublishers();
    expect(used.size).toBeGreaterThan(50);
    const others = new Set(
      [...HOLDOUT_BY_SOURCE, ...HOLDOUT_BY_SOURCE_ADDED, ...DEV_SOURCE].map((q) => publisher(new URL(q.source).hostname)),
    );
    // The passages' and tuning sets' publishers are printed when shared; the holdouts' and the
    // second development set's never are, only whether any is shared.
    expect(DEV_SOURCE_3.filter((q) => used.has(publisher(new URL(q.source).hostname))).map((q) => q.source)).toEqual([]);
    expect(DEV_SOURCE_3.some((q) => others.has(publisher(new URL(q.source).hostname)))).toBe(false);
  });

  it("cites no file-sharing copy, blog host or exam bank", () => {
    expect(DEV_SOURCE_3.filter((q) => bannedHostIn(q.source, ["file-sharing", "blog", "exam-bank"])).map((q) => q.source)).toEqual([]);
  });

  it("gives every fact and calc question a norm and a key fact that parses, and asks each once", () => {
    for (const q of DEV_SOURCE_3.filter((question) => question.kind === "fact" || question.kind === "calc")) {
      expect(q.norm, q.q).toBeTruthy();
      expect(() => statesFact("", q.fact as string), q.q).not.toThrow();
    }
    for (const q of DEV_SOURCE_3.filter((question) => question.kind !== "fact" && question.kind !== "calc")) {
      expect(q.fact, q.q).toBeUndefined();
    }
    const texts = DEV_SOURCE_3.map((q) => q.q.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});
