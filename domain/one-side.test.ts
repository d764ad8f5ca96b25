import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * domain/ is what both sides share (decision 088): the contracts and the rules the server and the
 * web both apply. A module only the server reaches belongs under server/ (beside its one user), a
 * module only the web reaches under web/. "Reaches" follows imports through other domain modules,
 * so a helper of a shared module is shared. Tests, scripts, bench and e2e are not counted: they
 * may call anything. Exceptions are listed with why; a stale one fails too.
 */
const ROOT = join(import.meta.dirname, "..");

const ONE_SIDED: Record<string, "server" | "web"> = {
  // The public API's contract: only integrators call it, and the OpenAPI document is built from it.
  "domain/contracts/public-api.ts": "server",
  // The health route's answer: monitoring reads it, no screen does; it is part of the OpenAPI document.
  "domain/health.schema.ts": "server",
  // The typed client over the contracts: the web calls it, and so do the server's tests (not counted).
  "domain/contracts/client.ts": "web",
  // The 422's field map (decision 067): the server builds it; the web reads its dotted paths
  // through useZodForm's applyServerErrors, and the web's and domain's form tests check shared
  // schemas against it (tests not counted).
  "domain/field-errors.ts": "server",
};

const SIDES = ["domain", "server", "web", "lib"] as const;
const IMPORT_RE = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const isTest = (f: string) => /\.test\.tsx?$|\.corpus\.ts$/.test(f) || f.includes("/test/");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !isTest(path) ? [path] : [];
  });
}

function resolveDomain(from: string, spec: string): string | undefined {
  const base = spec.startsWith("#domain/") ? join(ROOT, "domain", spec.slice("#domain/".length)) : spec.startsWith(".") ? resolve(dirname(from), spec) : undefined;
  if (!base?.startsWith(join(ROOT, "domain"))) return undefined;
  for (const ext of ["", ".ts", ".tsx", "/index.ts"]) {
    try {
      if (statSync(base + ext).isFile()) return base + ext;
    } catch {
      // not this extension
    }
  }
  return undefined;
}

/** domain module → the files (of the four sides) importing it. */
const importers = new Map<string, string[]>();
for (const file of SIDES.flatMap((side) => sources(join(ROOT, side)))) {
  for (const m of readFileSync(file, "utf8").matchAll(IMPORT_RE)) {
    const target = resolveDomain(file, m[1] ?? m[2] ?? "");
    if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
  }
}

/** The sides (server, web, lib) a domain module is reached from, through other domain modules too. */
function reachedFrom(module: string, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(module)) return out;
  seen.add(module);
  for (const file of importers.get(module) ?? []) {
    const side = relative(ROOT, file).split("/")[0]!;
    if (side === "domain") for (const s of reachedFrom(file, seen)) out.add(s);
    else out.add(side);
  }
  return out;
}

const modules = sources(join(ROOT, "domain")).map((f) => ({ path: relative(ROOT, f).split("\\").join("/"), sides: [...reachedFrom(f)].sort() }));
const oneSided = (sides: string[]) => (sides.length === 1 && (sides[0] === "server" || sides[0] === "web") ? sides[0] : undefined);

describe("domain/ holds only what both sides share", () => {
  it("finds the domain modules and who imports them", () => {
    // A broken walk would find nothing one-sided and pass: the contracts must be reached from both sides.
    expect(modules.find((m) => m.path === "domain/contracts/projects.ts")?.sides).toEqual(["server", "web"]);
  });

  it("no module is reached by the server alone or by the web alone, but the listed ones", () => {
    const found = Object.fromEntries(modules.flatMap((m) => (oneSided(m.sides) ? [[m.path, oneSided(m.sides)]] : [])));
    expect(found, "mova o módulo para server/ ou web/ (ou explique-o em ONE_SIDED)").toEqual(ONE_SIDED);
  });
});
