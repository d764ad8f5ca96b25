/**
 * `npm start` builds the web app only when needed (see needsBuild), so a second start is
 * immediate. The build is scripts/build.ts, the same as `npm run build`: always production.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, DIST_DIR, readStamp, STAMP_FILE } from "./build";

const OUTPUT = join(DIST_DIR, "index.html");
const SOURCES = ["web", "domain", "vite.config.ts", "package-lock.json", "scripts/prerender-landing.ts", "scripts/build.ts"];

/**
 * Why dist/web must be (re)built, or undefined when it is up to date: the build is missing, was
 * not stamped by scripts/build.ts (an older build, a bare `vite build`, a build that failed
 * half-way), was stamped in another mode, or is older than its sources.
 */
export function needsBuild({
  outputMtime,
  sourcesMtime,
  stamp,
}: {
  /** dist/web/index.html's mtime; undefined when it does not exist. */
  outputMtime: number | undefined;
  sourcesMtime: number;
  /** dist/web/build-info.json, parsed; undefined when missing or unreadable. */
  stamp: unknown;
}): string | undefined {
  if (outputMtime === undefined) return `${OUTPUT} não existe`;
  if (stamp === undefined) return `${DIST_DIR}/${STAMP_FILE} ausente ou ilegível (build anterior ou sem scripts/build.ts)`;
  const mode = typeof stamp === "object" && stamp !== null && "mode" in stamp ? stamp.mode : undefined;
  if (mode !== "production") return `${DIST_DIR} foi construída em modo ${JSON.stringify(mode ?? null)}, não production`;
  if (sourcesMtime > outputMtime) return "as fontes mudaram depois do último build";
  return undefined;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const reason = needsBuild({
    outputMtime: existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : undefined,
    sourcesMtime: Math.max(...SOURCES.map(newestMtime)),
    stamp: readStamp(),
  });
  if (reason === undefined) {
    console.log("Interface web já construída (dist/web está em dia).");
  } else {
    console.log(`Construindo a interface web para produção (${reason})...`);
    process.exit(build({ quiet: true }));
  }
}
