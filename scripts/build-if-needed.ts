/**
 * `npm start` builds the web app only when the build is missing or older than its sources,
 * so a second start is immediate.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const OUTPUT = "dist/web/index.html";
const SOURCES = ["web", "domain", "vite.config.ts", "package-lock.json", "scripts/prerender-landing.ts"];

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

const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
const sources = Math.max(...SOURCES.map(newestMtime));
if (built >= sources) {
  console.log("Interface web já construída (dist/web está em dia).");
} else {
  console.log("Construindo a interface web (vite build + prerender da landing)...");
  // The same two steps as `npm run build`.
  const result = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const prerender = spawnSync(process.execPath, ["--import", "tsx", "scripts/prerender-landing.ts"], { stdio: "inherit" });
  process.exit(prerender.status ?? 1);
}
