import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { statesFact } from "#server/ai/offline/figures";
import { bannedHostIn } from "#server/ai/offline/source-hosts";
import { HOLDOUT_BY_SOURCE_ADDED } from "#server/ai/offline/eval/holdout-source/added";
import { HOLDOUT_BY_SOURCE } from "#server/ai/offline/eval/holdout-source/questions";
import { DEV_SOURCE } from "./questions";

const OFFLINE = fileURLToPath(new URL("../../", import.meta.url));
/** Where the base's own texts and questions live: their publishers are not new. */
const USED_DIRS = ["passages", "eval/tune", "eval/holdout"].map((dir) => join(OFFLINE, dir));

/** Second-level labels under which the registrable name has three labels ("causc.gov.br"). */
const SECOND_LEVEL = new Set(["com", "org", "gov", "net", "edu", "eng", "adv", "arq", "jus", "leg", "mp", "eco", "inf", "jor", "art", "ind", "blog"]);
const STATES = new Set("ac al ap am ba ce df es go ma mt ms mg pa pb pr pe pi rj rn rs ro rr sc sp se to".split(" "));

/** The publisher behind a host, as holdout-source/questions.test.ts reads it. */
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

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

function usedPublishers(): Set<string> {
  const used = new Set<string>();
  for (const file of USED_DIRS.flatMap(filesUnder)) {
    for (const [url] of readFileSync(file, "utf8").matchAll(/https?:\/\/[^\s"'`)<>\]]+/g)) {
      try {
        used.add(publisher(new URL(url).hostname));
      } catch {
        // A fragment that is not a URL: nothing to exclude.
      }
    }
  }
  return used;
}

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
    expect(DEV_SOURCE.filter((q) => /scribd|passeidireto|slideshare|1library|blogspot/.test(q.source))).toEqual([]);
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
