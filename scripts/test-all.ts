/**
 * `npm test`: lint, type-check, unit + server integration tests (vitest), build, browser
 * tests (Playwright). Prints one line `N passed, N failed` with the totals (lint and
 * type-check count as one check each) and writes them to test-results/totals.json.
 *
 * Flags: --only=server (only the server integration suite; .ci/run uses it for PostgreSQL);
 * --no-summary (.ci/run prints one grand total itself, from totals.json).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

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

function check(label: string, args: string[]) {
  if (run(label, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
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

if (only === "server") {
  vitest("Testes de integração do servidor", ["server"], `${RESULTS}/vitest-server.json`);
} else {
  check("Lint (ESLint)", ["node_modules/eslint/bin/eslint.js", "."]);
  check("Tipos (tsc)", ["node_modules/typescript/bin/tsc", "-p", "tsconfig.json", "--noEmit"]);
  vitest("Testes unitários, de componentes e de integração", ["unit", "dom", "server"], `${RESULTS}/vitest.json`);
  // The same build as `npm run build` and `npm start`: production whatever NODE_ENV says.
  if (run("Build da interface (vite build + prerender, produção)", ["--import", "tsx", "scripts/build.ts", "--quiet"])) {
    const outFile = `${RESULTS}/e2e-results.json`;
    rmSync(outFile, { force: true });
    const ok = run("Testes no navegador (Playwright + Chromium)", ["node_modules/@playwright/test/cli.js", "test"]);
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] }>(outFile);
    if (report) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      failures.push(...playwrightFailures(report.suites));
      if (!ok && report.stats.unexpected === 0) failed += 1;
    } else failed += 1;
  } else {
    failed += 1;
    failures.push("Build da interface");
  }
}

console.log("\nTempo de cada etapa:");
for (const t of timings) console.log(`  ${t.seconds.toFixed(0).padStart(5)} s  ${t.label}`);
writeFileSync(`${RESULTS}/${only ? `totals-${only}` : "totals"}.json`, JSON.stringify({ passed, failed, failures, timings }));
if (!process.argv.includes("--no-summary")) console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
