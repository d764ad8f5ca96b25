// @ts-check
/**
 * Two import rules for this repo, without native resolver packages (the ones eslint-plugin-import-x
 * needs are not all on the registry mirror, so `npm ci` failed with them):
 * - `boundaries`: an import may not cross a forbidden zone (resolved from relative paths);
 * - `no-cycle`: a file may not be part of an import cycle among the project's files.
 * Imports are either `./` (same folder) or a package.json `imports` alias (`#domain/…`,
 * `#web/…`), so resolving needs no tsconfig: an alias is its `./dir/*` target.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

const ROOT = process.cwd();
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** package.json `imports`: `#domain/*` → `./domain/*`. */
const ALIASES = Object.entries(JSON.parse(readFileSync(resolve(ROOT, "package.json"), "utf8")).imports ?? {}).map(
  ([key, target]) => ({ prefix: key.replace(/\*$/, ""), dir: resolve(ROOT, String(target).replace(/\*$/, "")) }),
);

/** @param {string} from @param {string} spec @returns {string | undefined} */
export function resolveImport(from, spec) {
  const alias = ALIASES.find((a) => spec.startsWith(a.prefix));
  if (!alias && !spec.startsWith(".")) return undefined;
  const base = alias ? resolve(alias.dir, spec.slice(alias.prefix.length)) : resolve(dirname(from), spec);
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return undefined;
}

const IMPORT_RE = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Value imports of a file (type-only imports vanish at run time and cannot form a cycle). */
const graphCache = new Map();
/** @param {string} file @returns {string[]} */
function valueImportsOf(file) {
  if (graphCache.has(file)) return graphCache.get(file);
  /** @type {string[]} */
  const out = [];
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    // unreadable: no edges
  }
  for (const m of text.matchAll(IMPORT_RE)) {
    if (m[1]) continue;
    const target = resolveImport(file, m[2] ?? m[3] ?? "");
    if (target) out.push(target);
  }
  graphCache.set(file, out);
  return out;
}

/** @param {string} path */
const rel = (path) => relative(ROOT, path).split("\\").join("/");

/** @type {import("eslint").Rule.RuleModule} */
const boundaries = {
  meta: {
    type: "problem",
    schema: [{ type: "object", properties: { zones: { type: "array" } }, additionalProperties: false }],
  },
  create(context) {
    /** @type {{ target: string, from: string[], except?: string[], message: string }[]} */
    const zones = context.options[0]?.zones ?? [];
    const file = rel(context.filename);
    const active = zones.filter((z) => file.startsWith(z.target));
    if (!active.length) return {};
    /** @param {any} node */
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== "string") return;
      const target = resolveImport(context.filename, spec);
      if (!target) return;
      const to = rel(target);
      for (const zone of active) {
        const hit = zone.from.some((f) => to.startsWith(f));
        const excepted = (zone.except ?? []).some((e) => to.startsWith(e));
        if (hit && !excepted) context.report({ node: node.source, message: `${zone.message} (${spec})` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** @type {import("eslint").Rule.RuleModule} */
const noCycle = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const start = resolve(context.filename);
    return {
      Program(node) {
        // Depth-first search for a path of value imports that leads back to this file.
        /** @type {Set<string>} */
        const seen = new Set();
        /** @param {string} file @param {string[]} path @returns {string[] | undefined} */
        const walk = (file, path) => {
          for (const next of valueImportsOf(file)) {
            if (next === start) return [...path, next];
            if (seen.has(next)) continue;
            seen.add(next);
            const found = walk(next, [...path, next]);
            if (found) return found;
          }
          return undefined;
        };
        const cycle = walk(start, [start]);
        if (cycle) context.report({ node, message: `Ciclo de importação: ${cycle.map(rel).join(" → ")}` });
      },
    };
  },
};

export default { rules: { boundaries, "no-cycle": noCycle } };
