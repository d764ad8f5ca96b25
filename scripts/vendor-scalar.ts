/**
 * Copies the API reference's one browser file from the @scalar/api-reference devDependency into
 * server/docs-ui/vendor/ (decision 084): the server serves that copy, so installing the app for
 * production does not install Scalar (112 MB: Vue, an AI SDK…) to serve one file. Writes beside
 * it VERSION, Scalar's LICENSE (MIT) and THIRD-PARTY.md, the packages the bundle holds with their
 * licences (from the package's build stats). Run after changing Scalar's version in package.json:
 *   npm run vendor:scalar
 * server/openapi-reference.test.ts fails while the copy and the installed version differ.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const bundle = require.resolve("@scalar/api-reference/browser/standalone.js");
const packageDir = join(dirname(bundle), "..", "..");
const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string; license: string };
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "server", "docs-ui", "vendor");

/** Where a package is installed, seen from Scalar's folder (its own node_modules, then the app's); exports maps hide package.json from require. */
function installed(name: string): string | undefined {
  return [join(packageDir, "node_modules", name), join(root, "node_modules", name)].find((dir) => existsSync(join(dir, "package.json")));
}

/** The licence of a package as installed here, when it is. */
function licenceOf(name: string): string {
  const dir = installed(name);
  if (!dir) return "not installed here: see the package";
  return (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { license?: string }).license ?? "?";
}

/** Packages whose code the bundle holds, by the module paths of its build stats (pnpm's layout). */
function bundledPackages(): { name: string; version: string; licence: string }[] {
  const stats = JSON.parse(readFileSync(join(dirname(bundle), "webpack-stats.json"), "utf8")) as { modules: { name: string }[] };
  const found = new Map<string, string>();
  for (const { name } of stats.modules) {
    // ".pnpm/@ai-sdk+vue@3.0.33_vue@3.5.26…/node_modules/@ai-sdk/vue/…": the version follows the package's own name.
    const pnpm = /node_modules\/\.pnpm\/(?:@[^+/]+\+)?[^@/]+@([^_/]+)[^/]*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(name);
    if (pnpm) found.set(pnpm[2]!, pnpm[1]!);
  }
  return [...found].sort(([a], [b]) => a.localeCompare(b)).map(([name, version]) => ({ name, version, licence: licenceOf(name) }));
}

mkdirSync(out, { recursive: true });
copyFileSync(bundle, join(out, "scalar-api-reference.js"));
writeFileSync(join(out, "VERSION"), `${pkg.version}\n`);
// The package ships no LICENSE file; its monorepo's (MIT, "Copyright (c) 2023-present Scalar") is in its sibling packages.
copyFileSync(join(installed("@scalar/types")!, "LICENSE"), join(out, "LICENSE"));
const rows = bundledPackages().map((p) => `| ${p.name} | ${p.version} | ${p.licence} |`);
writeFileSync(
  join(out, "THIRD-PARTY.md"),
  [
    `# What scalar-api-reference.js holds`,
    "",
    `\`@scalar/api-reference\` ${pkg.version} (${pkg.license}, [LICENSE](LICENSE)), \`dist/browser/standalone.js\`, copied by`,
    "`npm run vendor:scalar` (scripts/vendor-scalar.ts). The packages bundled into it, by its build's",
    "module list (versions as Scalar built it; licences as the packages declare them):",
    "",
    "| package | version | licence |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n"),
);
console.log(`@scalar/api-reference ${pkg.version} → ${out} (${rows.length} bundled packages listed)`);
