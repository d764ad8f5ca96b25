import { describe, expect, it } from "vitest";
import { publisher, usedPublishers } from "#server/ai/offline/eval/publishers";
import { bannedHostIn } from "#server/ai/offline/source-hosts";
import { statesFact } from "#server/ai/offline/figures";
import { HOLDOUT_BY_SOURCE_ADDED } from "./added";
import { HOLDOUT_BY_SOURCE } from "./questions";

describe("the holdout split by source", () => {
  it("has enough questions of every kind", () => {
    expect(HOLDOUT_BY_SOURCE.length).toBeGreaterThanOrEqual(85);
    const count = (kind: string) => HOLDOUT_BY_SOURCE.filter((q) => q.kind === kind).length;
    expect(count("fact") + count("calc")).toBeGreaterThanOrEqual(55);
    expect(count("out")).toBeGreaterThanOrEqual(10);
    expect(count("municipal")).toBeGreaterThanOrEqual(8);
  });

  it("cites only publishers that no passage, tuning question or first-holdout question cites", () => {
    const used = usedPublishers();
    // The mechanical list is not empty: an empty one would let every source through.
    expect(used.size).toBeGreaterThan(50);
    const reused = HOLDOUT_BY_SOURCE.filter((q) => used.has(publisher(new URL(q.source).hostname))).map((q) => `${q.source} (${q.q})`);
    expect(reused).toEqual([]);
  });

  it("adds questions to the test half only from publishers new to the whole set", () => {
    const used = usedPublishers();
    const earlier = new Set(HOLDOUT_BY_SOURCE.map((q) => publisher(new URL(q.source).hostname)));
    // A publisher of the first set would be dealt to a half by name: an added question must not share it.
    const shared = HOLDOUT_BY_SOURCE_ADDED.filter((q) => {
      const p = publisher(new URL(q.source).hostname);
      return used.has(p) || earlier.has(p);
    }).map((q) => q.source);
    expect(shared).toEqual([]);
    expect(HOLDOUT_BY_SOURCE_ADDED.filter((q) => bannedHostIn(q.source, ["file-sharing", "blog"]))).toEqual([]);
    const texts = [...HOLDOUT_BY_SOURCE, ...HOLDOUT_BY_SOURCE_ADDED].map((q) => q.q.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("cites no file-sharing or blog copy of a norm", () => {
    // The product's one list of banned hosts (decision 078); exam banks are allowed in evaluation sets.
    const banned = HOLDOUT_BY_SOURCE.filter((q) => bannedHostIn(q.source, ["file-sharing", "blog"])).map((q) => q.source);
    expect(banned).toEqual([]);
  });

  it("gives every fact and calc question a norm and a key fact that parses", () => {
    for (const q of HOLDOUT_BY_SOURCE.filter((question) => question.kind === "fact" || question.kind === "calc")) {
      expect(q.norm, q.q).toBeTruthy();
      expect(q.fact, q.q).toBeTruthy();
      expect(() => statesFact("", q.fact as string), q.q).not.toThrow();
    }
  });

  it("asks each question once", () => {
    const texts = HOLDOUT_BY_SOURCE.map((q) => q.q.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("treats hosts of one publisher as one", () => {
    expect(publisher("blog.grancursosonline.com.br")).toBe(publisher("questoes.grancursosonline.com.br"));
    expect(publisher("www.caurj.gov.br")).toBe("caurj.gov.br");
    expect(publisher("caurj.gov.br")).not.toBe(publisher("caubr.gov.br"));
    expect(publisher("uberlandia.mg.gov.br")).toBe("uberlandia.mg.gov.br");
    expect(publisher("www.gov.br")).toBe("gov.br");
  });
});
