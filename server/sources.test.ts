import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CUB_TABLES } from "#domain/cub-table";
import { PROGRAMME_SOURCES } from "#server/ai/offline/needs-program";
import { bannedHostIn, type BannedHostKind } from "#server/ai/offline/source-hosts";
import { PASSAGES } from "#server/ai/offline/passages";
import { HOLDOUT_SET, TUNE_SET } from "#server/ai/offline/eval/sets";

/**
 * No file-sharing copy of a norm, no blog and no exam bank is ever cited where a user reads
 * (decision 078, R-DOC-4): the offline base's passages, the CUB tables, the programme's
 * catalogue, the analyses' sources and every template. The evaluation sets may cite the exam
 * banks their questions were written from, but never a file-sharing copy or a blog.
 */

const EVAL_KINDS: BannedHostKind[] = ["file-sharing", "blog"];

/** Every tracked source file of the product that is not a test (data, catalogues, templates), but the list itself. */
function productFiles(): string[] {
  return execFileSync("git", ["ls-files", "domain", "server", "web", "lib"], { encoding: "utf8" })
    .split("\n")
    .filter((f) => /\.(ts|tsx|json|html|md|txt)$/.test(f) && !/\.test\.tsx?$|\/eval\/|^server\/ai\/offline\/source-hosts\.ts$/.test(f));
}

function offences(text: string, kinds?: BannedHostKind[]): string[] {
  return text
    .split("\n")
    .map((line, i) => ({ hit: bannedHostIn(line, kinds), i }))
    .filter((x) => x.hit)
    .map((x) => `linha ${x.i + 1}: ${x.hit!.host}`);
}

describe("sources a professional can trust", () => {
  it("no passage of the offline base cites a banned host, in its source or its text", () => {
    const bad = PASSAGES.filter((p) => bannedHostIn([p.source, p.code, p.item ?? "", p.title, p.text].join("\n")));
    expect(bad.map((p) => `${p.id}: ${p.source}`)).toEqual([]);
  });

  it("the CUB tables and the programme's catalogue cite none", () => {
    for (const t of CUB_TABLES) expect(bannedHostIn(t.source), `${t.uf} ${t.month}`).toBeNull();
    for (const [key, text] of Object.entries(PROGRAMME_SOURCES)) expect(bannedHostIn(text), key).toBeNull();
  });

  it("no product file (domain data, catalogues, analyses, templates, pages) names one", () => {
    const files = productFiles();
    expect(files.length).toBeGreaterThan(300);
    const bad = files.flatMap((f) => offences(readFileSync(f, "utf8")).map((o) => `${f} ${o}`));
    expect(bad).toEqual([]);
  });

  it("the evaluation sets cite no file-sharing copy and no blog", () => {
    for (const q of [...TUNE_SET, ...HOLDOUT_SET]) expect(bannedHostIn(q.source, EVAL_KINDS), q.q).toBeNull();
    const files = execFileSync("git", ["ls-files", "server/ai/offline/eval"], { encoding: "utf8" }).split("\n").filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    const bad = files.flatMap((f) => offences(readFileSync(f, "utf8"), EVAL_KINDS).map((o) => `${f} ${o}`));
    expect(bad).toEqual([]);
  });

  it("the check catches a host in a URL, a bare host and a sentence, and spares lookalikes", () => {
    expect(bannedHostIn("https://pt.scribd.com/document/1/NBR-9050")?.kind).toBe("file-sharing");
    expect(bannedHostIn("código municipal, exemplo: pt.slideshare.net/slideshow/area-minima")?.kind).toBe("file-sharing");
    expect(bannedHostIn("1library — documento do Sinduscon (1library.org)")?.kind).toBe("file-sharing");
    expect(bannedHostIn("https://fulano.blogspot.com/2021/06/x.html")?.kind).toBe("blog");
    expect(bannedHostIn("https://soprovas.com/questoes/1")?.kind).toBe("exam-bank");
    expect(bannedHostIn("https://soprovas.com/questoes/1", EVAL_KINDS)).toBeNull();
    expect(bannedHostIn("https://transparencia.caubr.gov.br/resolucao76/")).toBeNull();
    expect(bannedHostIn("texto oficial da norma — ABNT, abntcatalogo.com.br")).toBeNull();
    expect(bannedHostIn("https://notscribd.com/x")).toBeNull();
  });
});
