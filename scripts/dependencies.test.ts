import { existsSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Decision 084: package.json's `dependencies` are exactly the packages the server loads — what
 * `node --import tsx server/main.ts` reaches through its imports, its worker threads' task modules
 * and the files it resolves (fonts) — so that `npm ci --omit=dev` installs what runs and nothing
 * else. The web app's libraries (bundled by the build), test and build tools are devDependencies.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const ALIASES: Record<string, string> = { "#server/": "server/", "#domain/": "domain/", "#lib/": "lib/" };
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts"];

const SPECIFIERS = [
  // import … from "x" / export … from "x", but not `import type` / `export type` (erased).
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s*["']([^"']+)["']/g,
  /(?:^|\n)\s*import\s*["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*["']([^"']+)["']/g,
];
/** A module started by path: a worker's entry or task module. */
const STARTED = /new URL\(\s*["'](\.{1,2}\/[^"']+)["']\s*,\s*import\.meta\.url\s*\)/g;

function resolveFile(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
  const base = alias ? join(ROOT, ALIASES[alias]!, specifier.slice(alias.length)) : join(dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && !path.endsWith("/"));
}

const packageName = (specifier: string) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");

/** Every package the server loads, with one file that loads it. */
function loadedPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [join(ROOT, "server/main.ts")];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    const local = (specifier: string) => {
      const target = resolveFile(file, specifier);
      if (!target) throw new Error(`${relative(ROOT, file)}: ${specifier} não encontrado`);
      if (/\.(ts|tsx|mjs|js)$/.test(target)) queue.push(target);
    };
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (!specifier || isBuiltin(specifier)) continue;
        if (specifier.startsWith(".") || specifier.startsWith("#")) local(specifier);
        else if (!packages.has(packageName(specifier))) packages.set(packageName(specifier), relative(ROOT, file));
      }
    }
    // tsconfig's `jsx: react-jsx`: a .tsx file imports react/jsx-runtime once compiled.
    if (file.endsWith(".tsx") && !packages.has("react")) packages.set("react", relative(ROOT, file));
    for (const [, path] of text.matchAll(STARTED)) if (/\.(ts|mjs)$/.test(path!)) local(path!);
  }
  return packages;
}

describe("runtime dependencies (decision 084)", () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const loaded = loadedPackages();

  it("every package the server loads is a dependency", () => {
    const missing = [...loaded].filter(([name]) => !(name in pkg.dependencies)).map(([name, by]) => `${name} (${by})`);
    expect(missing).toEqual([]);
  });

  it("every dependency is loaded by the server; the rest are devDependencies", () => {
    expect(Object.keys(pkg.dependencies).filter((name) => !loaded.has(name))).toEqual([]);
  });

  it("finds the server's packages through workers, resolved files and JSX, not only imports", () => {
    // The PDF worker's react-pdf, the fonts it resolves by path, the loader the worker registers.
    expect(loaded.get("@react-pdf/renderer")).toMatch(/^server\/export\//);
    expect(loaded.has("dejavu-fonts-ttf")).toBe(true);
    expect(loaded.has("tsx")).toBe(true);
    expect(loaded.get("react")).toMatch(/\.tsx$/);
  });
});
