import { describe, expect, it } from "vitest";
import { publisher, usedPublishers } from "#server/ai/offline/eval/publishers";
import { statesFact } from "#server/ai/offline/figures";
import { bannedHostIn } from "#server/ai/offline/source-hosts";
import { HOLDOUT_BY_SOURCE_ADDED } from "#server/ai/offline/eval/holdout-source/added";
import { HOLDOUT_BY_SOURCE } from "#server/ai/offline/eval/holdout-source/questions";
import { DEV_SOURCE } from "./questions";

describe("the second development set by source", () => {
  it("has at least 40 questions of every kind", () => {
    expect(DEV_SOURCE.length).toBeGreaterThanOrEqual(40);
    const count = (kind: string) => DEV_SOURCE.filter((q) => q.kind === kind).length;
    expect(count("fact") + count("calc")).toBeGreaterThanOrEqual(25);
    expect(count("out")).toBeGreaterThanOrEqual(8);
    expect(count("municipal")).toBeGreaterThanOrEqual(3);
    expect(count("future")).toBeGreaterThanOrEqual(2);
  });

  it("cites only publishers new to the passages and to every other set", () => {
    const used = usedPublishers();
    expect(used.size).toBeGreaterThan(50);
    const holdout = new Set([...HOLDOUT_BY_SOURCE, ...HOLDOUT_BY_SOURCE_ADDED].map((q) => publisher(new URL(q.source).hostname)));
    // Only whether any is shared is printed, never which holdout publisher it is.
    expect(DEV_SOURCE.filter((q) => used.has(publisher(new URL(q.source).hostname))).map((q) => q.source)).toEqual([]);
    expect(DEV_SOURCE.some((q) => holdout.has(publisher(new URL(q.source).hostname)))).toBe(false);
  });

  it("cites no file-sharing copy, blog host or exam bank", () => {
    expect(DEV_SOURCE.filter((q) => bannedHostIn(q.source, ["file-sharing", "blog", "exam-bank"])).map((q) => q.source)).toEqual([]);
  });

  it("gives every fact and calc question a norm and a key fact that parses, and asks each once", () => {
    for (const q of DEV_SOURCE.filter((question) => question.kind === "fact" || question.kind === "calc")) {
      expect(q.norm, q.q).toBeTruthy();
      expect(() => statesFact("", q.fact as string), q.q).not.toThrow();
    }
    const texts = DEV_SOURCE.map((q) => q.q.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});
