import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bannedHostIn } from "#server/ai/offline/source-hosts";
import { statesFact } from "#server/ai/offline/figures";
import { HOLDOUT_BY_SOURCE_ADDED } from "./added";
import { HOLDOUT_BY_SOURCE } from "./questions";

const OFFLINE = fileURLToPath(new URL("../../", import.meta.url));
/** Where the base's own texts and questions live: their publishers are not new. */
const USED_DIRS = ["passages", "eval/tune", "eval/holdout"].map((dir) => join(OFFLINE, dir));

/** Second-level labels under which the registrable name has three labels ("caurj.gov.br"). */
const SECOND_LEVEL = new Set(["com", "org", "gov", "net", "edu", "eng", "adv", "arq", "jus", "leg", "mp", "eco", "inf", "jor", "art", "ind", "blog"]);
/** Under gov.br, leg.br, jus.br and mp.br a state sits before the publisher ("uberlandia.mg.gov.br"). */
const STATES = new Set("ac al ap am ba ce df es go ma mt ms mg pa pb pr pe pi rj rn rs ro rr sc sp se to".split(" "));

/** The publisher behind a host: "blog.grancursosonline.com.br" and "questoes.grancursosonline.com.br" are one. */
function publisher(host: string): string {
  const labels = host.toLowerCase().replace(/^www\./, "").split(".");
  let keep = 2;
  const last = labels.at(-1) ?? "";
  const second = labels.at(-2) ?? "";
  if (labels.length >= 3 && last.length === 2 && SECOND_LEVEL.has(second)) {
    keep = 3;
    if (["gov", "leg", "jus", "mp"].includes(second) && labels.length >= 4 && STATES.has(labels.at(-3) ?? "")) keep = 4;
  }
  return labels.slice(-keep).join(".");
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Publishers cited by passages, tuning questions and the first holdout, read mechanically from their URLs. */
function usedPublishers(): Set<string> {
  const used = new Set<string>();
  for (const file of USED_DIRS.flatMap(filesUnder)) {
    for (const [url] of readFileSync(file, "utf8").matchAll(/https?:\/\/[^\s"'`)<>\]]+/g)) {
      try {
        used.add(publisher(new URL(url).hostname));
      } catch {
        // Not a URL after all (a fragment in a comment): nothing to exclude.
      }
    }
  }
  return used;
}

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
