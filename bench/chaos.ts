/**
 * Chaos: two app processes behind nginx on one PostgreSQL (scripts/cluster/start.ts) under a
 * steady load (the mixed workload of bench/load-workload.ts, 30 closed-loop users), while
 *  1. process 1 is killed with SIGKILL and started again,
 *  2. PostgreSQL restarts (pg_ctl restart -m fast),
 *  3. each process in turn gets SIGTERM and is started again (a rolling restart).
 * Prints, per phase, the requests, p50/p99 and every failed request with its count, and whether
 * every process is still the one started (no crash). Each phase is bounded in time.
 * Run: node --import tsx bench/chaos.ts [--users 30]
 * Ports: PostgreSQL 57433, apps 3305-3306, nginx 8285 (pinned 8286-8287), fake AI 19311.
 */
import { cpus, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { interruption, startBenchCluster, type BenchCluster } from "./load-cluster";
import { Budgets, errorCount, figures, fmtMs, prepareAccounts, runLoad, table, type Sample } from "./load-workload";

const { values } = parseArgs({ options: { users: { type: "string", default: "30" } } });
const vus = Number(values.users);
if (!Number.isInteger(vus) || vus < 1 || vus > 500) {
  console.error("Uso: node --import tsx bench/chaos.ts [--users 30]");
  process.exit(1);
}
/** Steady load before the first event and after each one, so that recovery shows in the figures. */
const STEADY_MS = 6_000;
/** SIGKILL: how long process 1 stays down before it is started again. */
const DOWN_MS = 4_000;
/** How long /api/ready may take to answer 200 again through each pinned nginx server. */
const RECOVERY_DEADLINE_MS = 60_000;

interface Phase {
  name: string;
  from: number;
  to: number;
  notes: string[];
}

const interrupted = interruption();
const started = Date.now();
let bench: BenchCluster | undefined;
let stopLoad = true;
let load: Promise<{ samples: Sample[] }> | undefined;
try {
  process.stdout.write("Subindo PostgreSQL, 2 processos do app e nginx… ");
  bench = await startBenchCluster({ dir: "/tmp/cluster-b-chaos", proxyPort: 8285, firstAppPort: 3305, pgPort: 57433, openaiPort: 19311 }, 2, interrupted);
  const b = bench;
  const { cluster } = b;
  console.log(`pronto em ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const budgets = new Budgets();
  const target = { url: cluster.baseUrl, origin: cluster.baseUrl };
  process.stdout.write(`Preparando ${vus} contas… `);
  const accounts = await prepareAccounts({ target, databaseUrl: cluster.databaseUrl, count: vus, budgets });
  console.log("prontas");

  const pids = () => b.processes();
  const pidLine = () => pids().map((p) => `${p.name} PID ${p.pid}${p.alive ? "" : " (MORTO)"}`).join(", ");
  const appPids = () => pids().filter((p) => p.name.startsWith("app")).map((p) => `${p.pid}${p.alive ? "" : "†"}`).join("/");

  /**
   * Until /api/ready answers 200 on every pinned server: the time it took, or undefined at the
   * deadline or as soon as an app process is found dead (it would never answer).
   */
  async function waitRecovered(since: number): Promise<number | undefined> {
    const deadline = Date.now() + RECOVERY_DEADLINE_MS;
    const pending = new Set(cluster.pinnedUrls);
    while (Date.now() < deadline && pids().every((p) => p.alive)) {
      for (const url of [...pending]) {
        const ok = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
        if (ok) pending.delete(url);
      }
      if (pending.size === 0) return performance.now() - since;
      await sleep(100);
    }
    return undefined;
  }

  const phases: Phase[] = [];
  const phase = async (name: string, body: (notes: string[]) => Promise<void>) => {
    if (interrupted.aborted) throw new Error("interrompido (Ctrl-C)");
    const p: Phase = { name, from: performance.now(), to: 0, notes: [] };
    process.stdout.write(`  ${name}… `);
    await body(p.notes);
    await sleep(STEADY_MS);
    p.to = performance.now();
    phases.push(p);
    console.log(`${((p.to - p.from) / 1000).toFixed(1)} s`);
  };

  console.log(`Antes: ${pidLine()}`);
  stopLoad = false;
  const loadStarted = performance.now();
  load = runLoad({ target, accounts, vus, budgets, until: () => stopLoad || interrupted.aborted });

  await phase("0. carga estável", async () => {});

  await phase("1. SIGKILL no processo 1, reinício", async (notes) => {
    const t0 = performance.now();
    await cluster.stopApp(0, "SIGKILL");
    await sleep(DOWN_MS);
    const t1 = performance.now();
    await cluster.startApp(0);
    notes.push(`fora do ar ${((t1 - t0) / 1000).toFixed(1)} s; de novo pronto ${((performance.now() - t1) / 1000).toFixed(1)} s após o início; PIDs dos apps agora ${appPids()}`);
  });

  await phase("2. reinício do PostgreSQL", async (notes) => {
    const before = appPids();
    const t0 = performance.now();
    await cluster.restartPostgres();
    const restarted = performance.now() - t0;
    const recovered = await waitRecovered(t0);
    notes.push(
      `pg_ctl restart levou ${(restarted / 1000).toFixed(1)} s; /api/ready 200 nos dois processos ${recovered === undefined ? `NÃO (um processo caiu, ou ${RECOVERY_DEADLINE_MS / 1000} s passaram)` : `${(recovered / 1000).toFixed(1)} s após o início`}`,
    );
    notes.push(`PIDs dos apps antes ${before}, depois ${appPids()} (${before === appPids() ? "nenhum caiu" : "ALGUM PROCESSO CAIU OU MUDOU"})`);
  });

  await phase("3. SIGTERM em cada processo (reinício gradual)", async (notes) => {
    for (const i of [0, 1]) {
      const t0 = performance.now();
      await cluster.stopApp(i, "SIGTERM");
      const stopped = performance.now() - t0;
      await cluster.startApp(i);
      notes.push(`processo ${i + 1}: encerrou em ${(stopped / 1000).toFixed(1)} s, pronto de novo em ${((performance.now() - t0 - stopped) / 1000).toFixed(1)} s`);
      // nginx (passive health, fail_timeout=5s) may still be avoiding the restarted process for up
      // to 5 s after its last refused connection; stopping the other one before that would leave
      // nginx no live upstream (502). A rolling restart waits that long between two processes.
      await sleep(6_000);
    }
    notes.push(`PIDs dos apps agora ${appPids()}`);
  });

  stopLoad = true;
  const { samples } = await load;
  load = undefined;
  const loadEnded = performance.now();

  const rows: string[][] = [];
  const details: string[] = [];
  for (const p of phases) {
    const f = figures(samples, p.from, p.to);
    const errors = errorCount(f);
    const failedDurations = samples.filter((s) => s.error && s.end >= p.from && s.end < p.to).map((s) => s.end - s.start);
    rows.push([p.name, ((p.to - p.from) / 1000).toFixed(1), String(f.requests), f.perSecond.toFixed(0), fmtMs(f.p50), fmtMs(f.p99), String(errors)]);
    const lines = [`\n${p.name}:`, ...p.notes.map((n) => `  ${n}`)];
    if (errors > 0) {
      const slowest = failedDurations.reduce((a, c) => Math.max(a, c), 0);
      lines.push(`  requisições que falharam (a mais lenta levou ${fmtMs(slowest)} ms):`);
      for (const [text, n] of [...f.errors].sort((a, c) => c[1] - a[1])) lines.push(`    ${n} × ${text}`);
    }
    details.push(lines.join("\n"));
  }
  const all = figures(samples, loadStarted, loadEnded + 1);
  rows.push(["total", ((loadEnded - loadStarted) / 1000).toFixed(1), String(all.requests), all.perSecond.toFixed(0), fmtMs(all.p50), fmtMs(all.p99), String(errorCount(all))]);

  console.log(`\nCaos com ${vus} usuários em laço fechado pelo nginx (2 processos, PostgreSQL 15, IA falsa "ok"):\n`);
  console.log(table(["fase", "s", "requisições", "req/s", "p50 ms", "p99 ms", "erros"], rows));
  for (const d of details) console.log(d);
  console.log(`\nDepois: ${pidLine()}`);
  console.log(`Tempo total: ${((Date.now() - started) / 1000).toFixed(0)} s; média de carga da máquina (1 min) ao fim: ${loadavg()[0]!.toFixed(1)} em ${cpus().length} CPUs.`);
} finally {
  stopLoad = true;
  // The users stop within one request (15 s at most); the cluster goes down after them.
  await load?.catch(() => undefined);
  await bench?.close();
}
