/**
 * `npm run test:changed`: the checks a change touches, for the loop between edits. Lint on the
 * changed files, the type-check (incremental), the vitest files whose import graph reaches a
 * changed file, and the browser specs that changed (after a build). `npm test` stays the gate:
 * a change can break a test this loop does not pick (a browser flow over an edited screen).
 *
 * What "changed" means: the working tree (staged, unstaged, untracked) against HEAD, or against
 * `--since=REV` (e.g. `--since=main` on a branch, `--since=HEAD~3` after three commits).
 * `--dry-run` prints the plan and runs nothing.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { changedFiles, plan } from "./test-changed/plan";

const since = process.argv.find((a) => a.startsWith("--since="))?.slice("--since=".length) ?? "HEAD";
const dryRun = process.argv.includes("--dry-run");

function git(args: string[]): string {
  const result = spawnSync("git", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
  return result.stdout;
}

const changed = changedFiles({
  diff: git(["diff", "--name-only", since]),
  untracked: git(["ls-files", "--others", "--exclude-standard"]),
});
const files = changed.filter((file) => existsSync(file));
const deleted = changed.filter((file) => !existsSync(file));
const steps = plan(files, deleted);

if (changed.length === 0) {
  console.log(`Nada mudou desde ${since}.`);
  process.exit(0);
}
console.log(`${files.length} arquivo(s) mudaram desde ${since}${deleted.length > 0 ? `, ${deleted.length} removido(s)` : ""}.`);

const outcomes: { label: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.label}\n  node ${step.args.join(" ")}`);
  if (dryRun) continue;
  const started = performance.now();
  const result = spawnSync(process.execPath, step.args, { stdio: "inherit" });
  outcomes.push({ label: step.label, ok: result.status === 0, seconds: (performance.now() - started) / 1000 });
}

if (!dryRun) {
  console.log("");
  for (const o of outcomes) console.log(`${o.ok ? "ok   " : "FALHA"} ${o.label} (${o.seconds.toFixed(1)} s)`);
}
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
