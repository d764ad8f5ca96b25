/**
 * Lighthouse (mobile emulation, its defaults) on the built landing page, in Debian's Chromium,
 * plus the gzip size of the JavaScript `/` loads. Checks the budget of the landing issue:
 * performance, accessibility, best practices and SEO ≥ 95; JS of `/` ≤ 100 kB gzip.
 * Builds nothing: run `npm run build` first.
 *
 *   node --import tsx bench/lighthouse.ts            one Lighthouse run
 *   node --import tsx bench/lighthouse.ts --runs=3   three runs; the budget applies to the median
 *   ... --json=/tmp/lhr.json                         also writes the last run's full report
 *   ... --dist=/tmp/other-build                      audits another build dir (default dist/web)
 *
 * Exits 1 when a budget is missed (printing the audits that cost points), 2 on a setup error.
 */
import { type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse, { type Result } from "lighthouse";
import { chromium, type Response } from "playwright-core";
import { freePort, median, startGroup, stopGroup, waitForHealth } from "./lib";

const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const MIN_SCORE = 95;
const MAX_JS_GZIP = 100 * 1024;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const runs = Math.max(1, Number(arg("runs") ?? 1));
const jsonOut = arg("json");
const distDir = arg("dist") ?? "dist/web";

if (!existsSync(join(distDir, "index.html"))) {
  console.error(`${distDir}/index.html não existe: rode \`npm run build\` antes deste benchmark.`);
  process.exit(2);
}
if (!existsSync(join(distDir, "app.html"))) {
  console.error(`${distDir}/app.html não existe: o build não passou pelo prerender. Rode \`npm run build\` (não só \`vite build\`).`);
  process.exit(2);
}

async function waitForDevTools(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`o Chromium não abriu a porta de depuração ${port} em ${timeoutMs} ms`);
}

/** The same measure as bench/bundle-size.ts: every script `/` loads, gzipped here. */
async function jsLoadedBy(url: string): Promise<{ files: string[]; gzip: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const bodies = new Map<string, Buffer>();
    page.on("response", async (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      bodies.set(new URL(response.url()).pathname, await response.body());
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return { files: [...bodies.keys()], gzip: [...bodies.values()].reduce((n, b) => n + gzipSync(b).length, 0) };
  } finally {
    await browser.close();
  }
}

type Scores = Record<(typeof CATEGORIES)[number], number>;

function scoresOf(lhr: Result): Scores {
  const scores = {} as Scores;
  for (const id of CATEGORIES) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return scores;
}

/** The audits that lost points in a category, with their weight, to know what to fix. */
function lostPoints(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => `    ${ref.id} (peso ${ref.weight}): ${audit!.displayValue ?? ""} ${audit!.title}`.trimEnd());
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

// Piped into `head`, a closed stdout must not kill the script before it stops its processes.
process.stdout.on("error", () => {});

const dataDir = mkdtempSync(join(tmpdir(), "prancheta-lighthouse-"));
const profileDir = mkdtempSync(join(tmpdir(), "prancheta-lighthouse-chromium-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let browser: ChildProcess | undefined;
let exitCode = 0;

try {
  server = startGroup(process.execPath, ["--import", "tsx", "server/main.ts"], {
    PORT: String(port), HOST: "127.0.0.1", BASE_URL: base, DATA_DIR: dataDir, LOG_LEVEL: "warn", WEB_DIST_DIR: distDir,
  });
  await waitForHealth(base);

  const debugPort = await freePort();
  browser = startGroup(CHROMIUM, [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profileDir}`, "about:blank"], {});
  await waitForDevTools(debugPort);

  const results: { scores: Scores; lhr: Result }[] = [];
  for (let i = 1; i <= runs; i++) {
    // A run that Lighthouse itself could not complete (runtimeError: a protocol timeout on a
    // busy machine, say) scores 0 without saying why: report it and try once more.
    let lhr: Result | undefined;
    for (let attempt = 1; attempt <= 2 && !lhr; attempt++) {
      const result = await lighthouse(`${base}/`, {
        port: debugPort,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error("o Lighthouse não devolveu resultado");
      if (result.lhr.runtimeError) {
        console.log(`execução ${i}: o Lighthouse falhou (${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message})`);
      } else lhr = result.lhr;
    }
    if (!lhr) throw new Error(`a execução ${i} falhou duas vezes`);
    const scores = scoresOf(lhr);
    results.push({ scores, lhr });
    console.log(`execução ${i}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(" · ")}`);
  }
  const last = results.at(-1)!.lhr;
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(last, null, 2));

  const js = await jsLoadedBy(`${base}/`);

  console.log(`\nLighthouse ${last.lighthouseVersion}, ${last.configSettings.formFactor}, ${runs} execução(ões), mediana:`);
  let failed = false;
  for (const category of CATEGORIES) {
    const value = median(results.map((r) => r.scores[category]));
    const ok = value >= MIN_SCORE;
    failed ||= !ok;
    console.log(`  ${category.padEnd(15)} ${String(value).padStart(3)}  ${ok ? "ok" : `abaixo de ${MIN_SCORE}`}`);
    if (!ok) for (const line of lostPoints(last, category)) console.log(line);
  }
  const jsOk = js.gzip <= MAX_JS_GZIP;
  failed ||= !jsOk;
  console.log(
    `  JS de /          ${kb(js.gzip)} gzip em ${js.files.length} arquivo(s)  ${jsOk ? "ok" : `acima de ${kb(MAX_JS_GZIP)}`}`,
  );
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
  console.log(`  métricas (última execução): ${metrics.map((id) => `${id} ${last.audits[id]?.displayValue ?? "?"}`).join(" · ")}`);
  if (failed) {
    console.log("\nOrçamento NÃO cumprido.");
    exitCode = 1;
  } else console.log("\nOrçamento cumprido.");
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  for (const child of [browser, server]) {
    if (child && child.exitCode === null && child.signalCode === null) await stopGroup(child);
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
process.exit(exitCode);
