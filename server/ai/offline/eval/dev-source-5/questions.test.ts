import { describe, expect, it } from "vitest";
import { DEV_SOURCE } from "#server/ai/offline/eval/dev-source/questions";
import { DEV_SOURCE_3 } from "#server/ai/offline/eval/dev-source-3/questions";
import { DEV_SOURCE_4 } from "#server/ai/offline/eval/dev-source-4/questions";
import { publisher, usedPublishers } from "#server/ai/offline/eval/publishers";
import { statesFact } from "#server/ai/offline/figures";
import { bannedHostIn } from "#server/ai/offline/source-hosts";
import { HOLDOUT_BY_SOURCE_ADDED } from "#server/ai/offline/eval/holdout-source/added";
import { HOLDOUT_BY_SOURCE } from "#server/ai/offline/eval/holdout-source/questions";
import { DEV_SOURCE_5 } from "./questions";

/** The fifth development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
describe("the fifth development set by source", () => {
  it("has 60 questions of every kind", () => {
    expect(DEV_SOURCE_5.length).toBe(60);
    const count = (kind: string) => DEV_SOURCE_5.filter((q) => q.kind === kind).length;
    expect(count("fact") + count("calc")).toBeGreaterThanOrEqual(36);
    expect(count("calc")).toBeGreaterThanOrEqual(5);
    expect(count("out")).toBeGreaterThanOrEqual(12);
    expect(count("municipal")).toBeGreaterThanOrEqual(5);
    expect(count("future")).toBeGreaterThanOrEqual(3);
  });

  it("cites only publishers new to the passages and to every other set", () => {
    const used = usedPublishers();
    expect(used.size).toBeGreaterThan(50);
    const others = new Set(
      [...HOLDOUT_BY_SOURCE, ...HOLDOUT_BY_SOURCE_ADDED, ...DEV_SOURCE, ...DEV_SOURCE_3, ...DEV_SOURCE_4].map((q) =>
        publisher(new URL(q.source).hostname),
      ),
    );
    // Only this set's offending sources are printed; the other sets' contents never are.
    expect(DEV_SOURCE_5.filter((q) => used.has(publisher(new URL(q.source).hostname))).map((q) => q.source)).toEqual([]);
    expect(DEV_SOURCE_5.filter((q) => others.has(publisher(new URL(q.source).hostname))).map((q) => q.source)).toEqual([]);
  });

  it("cites no file-sharing copy, blog host or exam bank", () => {
    expect(DEV_SOURCE_5.filter((q) => bannedHostIn(q.source, ["file-sharing", "blog", "exam-bank"])).map((q) => q.source)).toEqual([]);
  });

  it("gives every fact and calc question a norm and a key fact that parses, and asks each once", () => {
    for (const q of DEV_SOURCE_5.filter((question) => question.kind === "fact" || question.kind === "calc")) {
      expect(q.norm, q.q).toBeTruthy();
      expect(() => statesFact("", q.fact as string), q.q).not.toThrow();
      for (const wrong of q.wrong ?? []) expect(() => statesFact("", wrong), q.q).not.toThrow();
    }
    for (const q of DEV_SOURCE_5.filter((question) => question.kind !== "fact" && question.kind !== "calc")) {
      expect(q.fact, q.q).toBeUndefined();
    }
    const texts = DEV_SOURCE_5.map((q) => q.q.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});
