import { describe, expect, it } from "vitest";
import { changedFiles, plan } from "./plan";

const labels = (files: string[]) => plan(files).map((step) => step.label);
const argsOf = (files: string[], label: RegExp) => plan(files).find((step) => label.test(step.label))?.args ?? [];

describe("test:changed plan", () => {
  it("merges the diff and the untracked files once, sorted", () => {
    expect(changedFiles({ diff: "server/a.ts\nweb/b.tsx\n", untracked: "server/a.ts\ndocs/x.md\n" })).toEqual(["docs/x.md", "server/a.ts", "web/b.tsx"]);
  });

  it("lints only the changed code, type-checks, and runs the tests related to it", () => {
    const files = ["server/features/budgets/budgets.service.ts", "docs/decisions/README.md"];
    expect(labels(files)).toEqual(["Lint (ESLint, arquivos alterados)", "Tipos (tsc, incremental)", "Vitest (testes ligados aos arquivos alterados)"]);
    expect(argsOf(files, /^Lint/)).toEqual(["node_modules/eslint/bin/eslint.js", "--no-warn-ignored", "server/features/budgets/budgets.service.ts"]);
    expect(argsOf(files, /^Vitest/)).toContain("related");
    expect(argsOf(files, /^Vitest/)).toContain("server/features/budgets/budgets.service.ts");
    expect(argsOf(files, /^Vitest/)).not.toContain("docs/decisions/README.md");
  });

  it("hands data files to vitest too (a passage or a JSON table is read by the tests that import it)", () => {
    expect(argsOf(["domain/cub-tables/pr.json"], /^Vitest/)).toContain("domain/cub-tables/pr.json");
    expect(labels(["domain/cub-tables/pr.json"])).not.toContain("Tipos (tsc, incremental)");
  });

  it("runs everything of a kind when its configuration changed", () => {
    expect(argsOf(["vitest.config.ts"], /^Vitest/)).toEqual(["node_modules/vitest/vitest.mjs", "run"]);
    expect(argsOf(["package.json"], /^Lint/)).toContain(".");
  });

  it("builds and runs only the browser specs that changed; all of them when their support changed", () => {
    expect(labels(["e2e/budget.spec.ts"])).toContain("Build da interface (produção)");
    expect(argsOf(["e2e/budget.spec.ts"], /^Testes no navegador/)).toEqual(["node_modules/@playwright/test/cli.js", "test", "e2e/budget.spec.ts"]);
    expect(argsOf(["e2e/fixtures/env.ts"], /^Testes no navegador/)).toEqual(["node_modules/@playwright/test/cli.js", "test"]);
    expect(labels(["web/features/budget/budget-page.tsx"]).some((label) => label.startsWith("Testes no navegador"))).toBe(false);
  });

  it("type-checks a change that only deleted a module: its importers break", () => {
    expect(plan([], ["server/lib/old-helper.ts"]).map((step) => step.label)).toEqual(["Tipos (tsc, incremental)"]);
    expect(plan([], ["docs/old.md"])).toEqual([]);
  });

  it("plans nothing for documentation alone", () => {
    expect(plan(["docs/requirements.md"])).toEqual([]);
  });
});
