/**
 * Which checks a set of changed files needs (`npm run test:changed`). Pure, so it is tested
 * without git: the script feeds it `git diff --name-only` and the untracked files.
 */
export type Step = { label: string; args: string[] };

const CODE = /\.(ts|tsx|mts|js|mjs)$/;
/** Files that change how every check runs: the whole suite of that kind is the related set. */
const RUNNER_CONFIG = new Set(["package.json", "package-lock.json", "tsconfig.json", "vitest.config.ts", "eslint.config.js", "playwright.config.ts"]);

export function changedFiles(git: { diff: string; untracked: string }): string[] {
  const lines = `${git.diff}\n${git.untracked}`.split("\n").map((line) => line.trim());
  return [...new Set(lines.filter(Boolean))].sort();
}

/**
 * `files` are the changed files that still exist; `deleted` the ones the change removed. A deleted
 * module has no file to lint or to follow, but whatever imported it breaks: the type-check sees it.
 */
export function plan(files: string[], deleted: string[] = []): Step[] {
  const code = files.filter((file) => CODE.test(file));
  const deletedCode = deleted.some((file) => CODE.test(file));
  const config = files.filter((file) => RUNNER_CONFIG.has(file));
  const specs = files.filter((file) => file.startsWith("e2e/") && file.endsWith(".spec.ts"));
  const e2eSupport = files.some((file) => file.startsWith("e2e/") && !file.endsWith(".spec.ts")) || files.includes("playwright.config.ts");
  const steps: Step[] = [];

  if (code.length > 0 || config.length > 0 || deletedCode) {
    if (code.length > 0 || config.length > 0) {
      steps.push({
        label: config.length > 0 ? "Lint (ESLint, tudo: mudou a configuração)" : "Lint (ESLint, arquivos alterados)",
        args: ["node_modules/eslint/bin/eslint.js", "--no-warn-ignored", ...(config.length > 0 ? ["."] : code)],
      });
    }
    // Types cross files, so the whole project is checked; the build info makes the second run fast.
    steps.push({
      label: "Tipos (tsc, incremental)",
      args: ["node_modules/typescript/bin/tsc", "-p", "tsconfig.json", "--noEmit", "--incremental", "--tsBuildInfoFile", "node_modules/.cache/prancheta/tsc-changed.tsbuildinfo"],
    });
  }

  const vitestInputs = files.filter((file) => !file.startsWith("e2e/") && !file.startsWith("docs/"));
  if (config.some((file) => file !== "playwright.config.ts")) {
    steps.push({ label: "Vitest (todos: mudou a configuração)", args: ["node_modules/vitest/vitest.mjs", "run"] });
  } else if (vitestInputs.length > 0) {
    // `related` follows each test file's import graph to the changed files (test files included).
    steps.push({ label: "Vitest (testes ligados aos arquivos alterados)", args: ["node_modules/vitest/vitest.mjs", "related", "--run", "--passWithNoTests", ...vitestInputs] });
  }

  if (specs.length > 0 || e2eSupport) {
    steps.push({ label: "Build da interface (produção)", args: ["--import", "tsx", "scripts/build.ts", "--quiet"] });
    steps.push({
      label: e2eSupport ? "Testes no navegador (todos: mudou o suporte dos testes)" : "Testes no navegador (specs alterados)",
      args: ["node_modules/@playwright/test/cli.js", "test", ...(e2eSupport ? [] : specs)],
    });
  }
  return steps;
}
