import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Code, tests and docs cite requirements by id (docs/requirements.md) and decisions by file
 * (docs/decisions/). A citation of an id that does not exist, or a link to a moved file, would
 * send a newcomer nowhere; these checks keep every reference pointing at something.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CODE_DIRS = ["domain", "lib", "server", "web", "e2e", "test-support", "bench", "scripts", "eslint-rules"];
const CODE_FILE = /\.(ts|tsx|js)$/;

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const requirements = readFileSync(join(ROOT, "docs/requirements.md"), "utf8");
const defined = [...requirements.matchAll(/^### (R-[A-Z]+-\d+)$/gm)].map((m) => m[1]!);
const codeFiles = CODE_DIRS.flatMap((dir) => filesUnder(join(ROOT, dir), (path) => CODE_FILE.test(path)));
const markdownFiles = [join(ROOT, "README.md"), ...filesUnder(join(ROOT, "docs"), (path) => path.endsWith(".md"))];

/** Every `R-AREA-N` written in a file, with where it is. */
function citations(path: string): { id: string; where: string }[] {
  const text = readFileSync(path, "utf8");
  return [...text.matchAll(/\bR-[A-Z]+-\d+\b/g)].map((m) => ({ id: m[0], where: relative(ROOT, path) }));
}

describe("requirement ids", () => {
  it("are defined once each, as headings whose anchors are the lower-case id", () => {
    expect(defined.length).toBeGreaterThan(50);
    expect(new Set(defined).size).toBe(defined.length);
  });

  it("cited in code, tests and docs all exist in docs/requirements.md", () => {
    const known = new Set(defined);
    const unknown = [...codeFiles, ...markdownFiles].flatMap(citations).filter((c) => !known.has(c.id));
    expect(unknown).toEqual([]);
  });

  it("replace the old citations of the product spec's sections, which is not in the repository", () => {
    // The section sign and a number, how the spec was cited; a law's paragraph (an ordinal: 1º) is not one.
    const sectionSign = /§\d+(?![º\d])/;
    const stale = codeFiles
      .filter((path) => path !== fileURLToPath(import.meta.url) && sectionSign.test(readFileSync(path, "utf8")))
      .map((path) => relative(ROOT, path));
    expect(stale).toEqual([]);
  });
});

describe("links in README.md and docs/", () => {
  it("point at files that exist, and at requirement anchors that exist", () => {
    const anchors = new Set(defined.map((id) => id.toLowerCase()));
    const broken: string[] = [];
    for (const path of markdownFiles) {
      const text = readFileSync(path, "utf8");
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (!target || /^[a-z]+:/.test(target)) continue;
        const [file, anchor] = target.split("#");
        const goal = file ? resolve(dirname(path), file) : path;
        if (!existsSync(goal)) broken.push(`${relative(ROOT, path)} → ${target}`);
        else if (anchor?.startsWith("r-") && goal.endsWith("requirements.md") && !anchors.has(anchor)) broken.push(`${relative(ROOT, path)} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("list every numbered decision record in README.md and in docs/decisions/README.md", () => {
    const records = readdirSync(join(ROOT, "docs/decisions")).filter((name) => /^\d{3}-.*\.md$/.test(name));
    expect(records.length).toBeGreaterThanOrEqual(37);
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const index = readFileSync(join(ROOT, "docs/decisions/README.md"), "utf8");
    expect(records.filter((name) => !readme.includes(`docs/decisions/${name}`))).toEqual([]);
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });

  it("give each decision record a date and the three sections", () => {
    const records = readdirSync(join(ROOT, "docs/decisions")).filter((name) => /^\d{3}-.*\.md$/.test(name));
    const incomplete = records.filter((name) => {
      const text = readFileSync(join(ROOT, "docs/decisions", name), "utf8");
      return !/^- Date: \d{4}-\d{2}-\d{2}$/m.test(text) || !["## Context", "## Decision", "## Consequences"].every((h) => text.includes(`\n${h}\n`));
    });
    expect(incomplete).toEqual([]);
  });
});

describe("the README (decision 084)", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");

  it("holds no hand-written endpoint table, here or in docs/: the reference is generated, at /api/docs", () => {
    const endpointRow = /^\|\s*`(GET|POST|PUT|PATCH|DELETE)[ /]/m;
    expect(markdownFiles.filter((path) => endpointRow.test(readFileSync(path, "utf8"))).map((path) => relative(ROOT, path))).toEqual([]);
    expect(readme).toContain("/api/docs");
  });

  it("its Layout names every top-level folder of the repository, and only folders that exist", () => {
    const block = /## Layout\n\n```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? "";
    const named = [...block.matchAll(/^([a-z][a-z0-9-]*)\/\s/gm)].map((m) => m[1]!);
    const ignored = new Set(["node_modules", "dist", "data", "backups", "test-results", "playwright-report"]);
    const folders = readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith(".") && !ignored.has(e.name)).map((e) => e.name);
    expect(named.filter((name) => !folders.includes(name))).toEqual([]);
    expect(folders.filter((name) => !named.includes(name)).sort()).toEqual([]);
  });
});
