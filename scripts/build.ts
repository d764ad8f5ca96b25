/**
 * The one build of the web app, used by `npm run build`, by `npm start` (scripts/build-if-needed.ts)
 * and by `npm test`: `vite build`, then the landing's prerender (scripts/prerender-landing.ts),
 * then a stamp, dist/web/build-info.json.
 *
 * Always a production build, whatever NODE_ENV the shell or .env holds: Vite takes React's
 * development bundle when NODE_ENV=development is set (the server's documented default), which
 * made `/` load 147 kB gzip instead of 87 kB. The children get NODE_ENV=production, and a build
 * that still carries React's development code fails instead of being stamped.
 *
 *   node --import tsx scripts/build.ts [--quiet]   (--quiet: Vite prints warnings only)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const DIST_DIR = "dist/web";
/** Written last, only by a complete production build; build-if-needed rebuilds without it. */
export const STAMP_FILE = "build-info.json";

export interface BuildStamp {
  mode: "production";
  builtAt: string;
}

/**
 * Only in React's development bundles: production replaces its error messages with codes
 * (react.dev/errors/…). scripts/build.test.ts checks this against the installed React.
 */
export const DEV_REACT_MARKER = "Invalid hook call";

/** The environment of the build's children: the parent's, with NODE_ENV forced to production. */
export function buildEnv(parent: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...parent, NODE_ENV: "production" };
}

/** The built scripts that carry React's development code (none in a good build). */
export function filesWithDevReact(assetsDir: string): string[] {
  if (!existsSync(assetsDir)) return [];
  return readdirSync(assetsDir)
    .filter((file) => file.endsWith(".js"))
    .filter((file) => readFileSync(join(assetsDir, file), "utf8").includes(DEV_REACT_MARKER));
}

/** The stamp of an existing build: its parsed JSON, or undefined when missing or unreadable. */
export function readStamp(distDir: string = DIST_DIR): unknown {
  try {
    return JSON.parse(readFileSync(join(distDir, STAMP_FILE), "utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/** Builds into dist/web; returns the exit status (0 = built, checked and stamped). */
export function build({ quiet = false }: { quiet?: boolean } = {}): number {
  const env = buildEnv();
  // A failed build must not keep the previous stamp (Vite empties dist/web, but do not rely on it).
  rmSync(join(DIST_DIR, STAMP_FILE), { force: true });

  const vite = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", ...(quiet ? ["--logLevel", "warn"] : [])], {
    stdio: "inherit",
    env,
  });
  if (vite.status !== 0) return vite.status ?? 1;
  const prerender = spawnSync(process.execPath, ["--import", "tsx", "scripts/prerender-landing.ts", DIST_DIR], {
    stdio: "inherit",
    env,
  });
  if (prerender.status !== 0) return prerender.status ?? 1;

  const dev = filesWithDevReact(join(DIST_DIR, "assets"));
  if (dev.length > 0) {
    console.error(`build: ${dev.join(", ")} contém o React de desenvolvimento ("${DEV_REACT_MARKER}"); o build não foi marcado como produção.`);
    return 1;
  }
  const stamp: BuildStamp = { mode: "production", builtAt: new Date().toISOString() };
  writeFileSync(join(DIST_DIR, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(build({ quiet: process.argv.includes("--quiet") }));
}
