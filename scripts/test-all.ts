/**
 * `npm test`: lint, type-check, unit + server integration tests (vitest), build, browser
 * tests (Playwright). Prints one line `N passed, N failed` with the totals (lint and
 * type-check count as one check each) and writes them to test-results/totals.json.
 *
 * Flags: --only=server (only the server integration suite; .ci/run uses it for PostgreSQL);
 * --only=e2e (the build and the browser tests, sharded as below);
 * --no-summary (.ci/run prints one grand total itself, from totals.json).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { shardEnv } from "./e2e-shards";

const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });

let passed = 0;
let failed = 0;
/** Names of what failed, printed again at the very end: CI shows only the tail of the log. */
const failures: string[] = [];

/** Each step's wall time, printed at the end: where a slow run spent its minutes. */
const timings: { label: string; seconds: number }[] = [];

function run(label: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
  timings.push({ label, seconds: (performance.now() - started) / 1000 });
  return result.status === 0;
}

/**
 * Children still running, stopped with this script (Ctrl-C, a CI timeout) so that no shard's app
 * server or browser outlives it. Each leads its own process group and is given SIGINT, on which
 * Playwright stops its web servers itself (they run in groups of their own, out of our reach);
 * a group still there after 20 s is killed.
 */
const running = new Map<ChildProcess, Promise<void>>();
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    for (const child of running.keys()) signalGroup(child, "SIGINT");
    const deadline = setTimeout(() => {
      for (const child of running.keys()) signalGroup(child, "SIGKILL");
      process.exit(1);
    }, 20_000);
    void Promise.all(running.values()).then(() => {
      clearTimeout(deadline);
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  });
}
process.on("exit", () => {
  for (const child of running.keys()) signalGroup(child, "SIGKILL");
});

/**
 * A child's output, kept in a file (children run side by side, so their lines would
 * interleave). Resolves false when the child fails, cannot start, or its log cannot be written.
 */
function spawnLogged(args: string[], log: string, env: Record<string, string> = {}): Promise<boolean> {
  return new Promise((resolve) => {
    let ok = true;
    const out = createWriteStream(log);
    out.on("error", (error) => {
      ok = false;
      console.error(`Não foi possível escrever ${log}: ${error.message}`);
    });
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.set(child, new Promise((closed) => child.on("close", () => closed())));
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let settled = false;
    const settle = (childOk: boolean) => {
      if (settled) return;
      settled = true;
      running.delete(child);
      out.end(() => resolve(ok && childOk));
    };
    child.on("error", (error) => {
      out.write(`\nNão foi possível iniciar ${args[0]}: ${error.message}\n`);
      settle(false);
    });
    child.on("close", (code) => settle(code === 0));
  });
}

/**
 * ESLint and tsc side by side: each is mostly one core, and together they take 111 s of wall
 * time against 134 s one after the other on this 2-core machine (decision 117). Each counts as
 * one check.
 */
async function checksTogether(checks: [label: string, args: string[]][]) {
  const started = performance.now();
  const results = await Promise.all(
    checks.map(async ([label, args], i) => {
      const log = `${RESULTS}/check-${i + 1}.log`;
      const ok = await spawnLogged(args, log);
      return { label, ok, log, seconds: (performance.now() - started) / 1000 };
    }),
  );
  for (const { label, ok, log, seconds } of results) {
    console.log(`\n▶ ${label}\n${readFileSync(log, "utf8")}`);
    timings.push({ label, seconds });
    if (ok) passed += 1;
    else {
      failed += 1;
      failures.push(label);
    }
  }
}

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

function vitest(label: string, projects: string[], outFile: string) {
  rmSync(outFile, { force: true });
  const ok = run(label, [
    "node_modules/vitest/vitest.mjs",
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${outFile}`,
  ]);
  const report = readJson<VitestReport>(outFile);
  if (!report) {
    failed += 1;
    failures.push(`${label}: sem relatório`);
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === "failed") failures.push(`${file.name.replace(process.cwd() + "/", "")} › ${test.fullName}`);
    }
    // A file that fails to load has no tests but a message.
    if (file.status === "failed" && file.assertionResults.length === 0) failures.push(`${file.name}: ${file.message ?? ""}`);
  }
  // A crash outside any test (a broken file, a failed setup) still fails the run.
  if (!ok && report.numFailedTests === 0) {
    failed += 1;
    failures.push(`${label}: falhou fora dos testes`);
  }
  if (report.numTotalTests === 0) {
    failed += 1;
    failures.push(`${label}: nenhum teste rodou`);
  }
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
};

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};

function playwrightFailures(suites: PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...suite.specs
      .filter((spec) => spec.tests.some((t) => t.status === "unexpected"))
      .map((spec) => `e2e/${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")}`),
    // A describe's title joins the path; a file's own suite is named by the spec's file already.
    ...playwrightFailures(suite.suites ?? [], suite.file && suite.title === suite.file ? path : [...path, suite.title]),
  ]);
}

/**
 * The browser tests wait on the browser and the app far more than they compute (about half a
 * core for one run on this machine's two), so they run as E2E_SHARDS (default 2) Playwright runs
 * side by side, each on its own ports, database, fakes and results file (playwright.config.ts,
 * e2e/fixtures/env.ts). Each shard's log is printed whole as soon as that shard ends, so the
 * two never interleave.
 */
async function browserTests() {
  const label = "Testes no navegador (Playwright + Chromium)";
  const shards = Math.max(1, Math.floor(Number(process.env.E2E_SHARDS ?? 2)) || 1);
  console.log(`\n▶ ${label}, ${shards} execuções lado a lado`);
  const started = performance.now();
  const runs = Array.from({ length: shards }, (_, i) =>
    shardRun(i + 1, shards).then((result) => {
      console.log(`\n— execução ${result.shard} de ${shards} —\n${readFileSync(result.log, "utf8")}`);
      return result;
    }),
  );
  const results = await Promise.all(runs);
  timings.push({ label, seconds: (performance.now() - started) / 1000 });
  for (const { shard, ok } of results) {
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] }>(`${RESULTS}/e2e-results-${shard}.json`);
    if (report) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      failures.push(...playwrightFailures(report.suites));
      if (!ok && report.stats.unexpected === 0) {
        failed += 1;
        failures.push(`${label}, execução ${shard}: falhou fora dos testes`);
      }
    } else {
      failed += 1;
      failures.push(`${label}, execução ${shard}: sem relatório`);
    }
  }
}

/**
 * One shard: the first on the ports in force (the defaults, or the E2E_*_PORT the caller set),
 * each next one 10 ports above the one before, and each with its own database directory.
 */
function shardRun(shard: number, shards: number): Promise<{ shard: number; ok: boolean; log: string }> {
  const env = shardEnv(shard, process.env);
  const log = `${RESULTS}/e2e-shard-${shard}.log`;
  rmSync(`${RESULTS}/e2e-results-${shard}.json`, { force: true });
  return spawnLogged(["node_modules/@playwright/test/cli.js", "test", `--shard=${shard}/${shards}`], log, env).then((ok) => ({ shard, ok, log }));
}

async function buildAndBrowserTests() {
  // The same build as `npm run build` and `npm start`: production whatever NODE_ENV says.
  if (run("Build da interface (vite build + prerender, produção)", ["--import", "tsx", "scripts/build.ts", "--quiet"])) await browserTests();
  else {
    failed += 1;
    failures.push("Build da interface");
  }
}

if (only === "server") {
  vitest("Testes de integração do servidor", ["server"], `${RESULTS}/vitest-server.json`);
} else if (only === "e2e") {
  await buildAndBrowserTests();
} else {
  await checksTogether([
    ["Lint (ESLint)", ["node_modules/eslint/bin/eslint.js", "."]],
    ["Tipos (tsc)", ["node_modules/typescript/bin/tsc", "-p", "tsconfig.json", "--noEmit"]],
  ]);
  vitest("Testes unitários, de componentes e de integração", ["unit", "dom", "server"], `${RESULTS}/vitest.json`);
  await buildAndBrowserTests();
}

console.log("\nTempo de cada etapa:");
for (const t of timings) console.log(`  ${t.seconds.toFixed(0).padStart(5)} s  ${t.label}`);
writeFileSync(`${RESULTS}/${only ? `totals-${only}` : "totals"}.json`, JSON.stringify({ passed, failed, failures, timings }));
if (!process.argv.includes("--no-summary")) console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
