/**
 * Load: the mixed workload of bench/load-workload.ts (sign-in, client search, project reads and
 * writes, chat with the fake provider) by closed-loop virtual users, against one app process and
 * against two, both behind nginx on one PostgreSQL (scripts/cluster/start.ts): requests/s,
 * p50/p99 and every error with its count. The one-process figures go through an nginx server
 * pinned to process 1, so that the proxy is in both columns and only the process count differs.
 * Run: node --import tsx bench/load.ts [--users 50,200] [--seconds 20]
 * Ports: PostgreSQL 57432, apps 3301-3302, nginx 8280 (pinned 8281-8282), fake AI 19310.
 */
import { cpus, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { cpuLine, cpuSeconds, cpuSnapshot } from "./cpu-usage";
import { interruption, startBenchCluster, type BenchCluster } from "./load-cluster";
import { actionTable, Budgets, errorCount, figures, fmtMs, prepareAccounts, runLoad, table, type Action, type RunResult, type Target } from "./load-workload";

const { values } = parseArgs({ options: { users: { type: "string", default: "50,200" }, seconds: { type: "string", default: "20" } } });
const userCounts = values.users.split(",").map(Number);
const seconds = Number(values.seconds);
if (userCounts.some((n) => !Number.isInteger(n) || n < 1 || n > 1000) || !(seconds > 0)) {
  console.error("Uso: node --import tsx bench/load.ts [--users 50,200] [--seconds 20]");
  process.exit(1);
}
/** Not measured: connections open, the processes' first queries planned, the JIT warm. */
const WARMUP_SECONDS = 3;

const interrupted = interruption();
const started = Date.now();
let bench: BenchCluster | undefined;
try {
  process.stdout.write("Subindo PostgreSQL, 2 processos do app e nginx… ");
  bench = await startBenchCluster({ dir: "/tmp/cluster-b-load", proxyPort: 8280, firstAppPort: 3301, pgPort: 57432, openaiPort: 19310 }, 2, interrupted);
  const { cluster } = bench;
  console.log(`pronto em ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const budgets = new Budgets();
  const most = Math.max(...userCounts);
  process.stdout.write(`Preparando ${most} contas (cadastro, plano Premium, 20 clientes e 3 projetos cada)… `);
  const prepStarted = Date.now();
  const accounts = await prepareAccounts({ target: { url: cluster.baseUrl, origin: cluster.baseUrl }, databaseUrl: cluster.databaseUrl, count: most, budgets });
  console.log(`${((Date.now() - prepStarted) / 1000).toFixed(0)} s`);

  const scenarios: { label: string; target: Target }[] = [
    { label: "1 processo (nginx fixo no 1)", target: { url: cluster.pinnedUrls[0]!, origin: cluster.baseUrl } },
    { label: "2 processos (nginx)", target: { url: cluster.baseUrl, origin: cluster.baseUrl } },
  ];

  const rows: string[][] = [];
  const details: string[] = [];
  const allSwaps = new Map<Action, number>();
  let totalErrors = 0;
  for (const { label, target } of scenarios) {
    for (const vus of userCounts) {
      if (interrupted.aborted) break;
      process.stdout.write(`  ${label}, ${vus} usuários: aquecendo ${WARMUP_SECONDS} s, medindo ${seconds} s… `);
      const warmEnd = Date.now() + WARMUP_SECONDS * 1000;
      await runLoad({ target, accounts, vus, budgets, until: () => interrupted.aborted || Date.now() >= warmEnd });
      const named = bench.processes().map((p) => ({ name: p.name.split(" :")[0]!, pid: p.pid }));
      const cpuBefore = cpuSnapshot(named);
      const end = Date.now() + seconds * 1000;
      const run: RunResult = await runLoad({ target, accounts, vus, budgets, until: () => interrupted.aborted || Date.now() >= end });
      // Up to the moment the last user stopped sending: the tail of requests in flight included.
      const f = figures(run.samples, run.startedAt, run.endedAt + 1);
      const errors = errorCount(f);
      totalErrors += errors;
      console.log(`${f.requests} requisições, ${errors} erro(s)`);
      for (const [action, n] of run.swapped) allSwaps.set(action, (allSwaps.get(action) ?? 0) + n);
      const cpuAfter = cpuSnapshot(named);
      const cpu = cpuLine(cpuBefore, cpuAfter, (run.endedAt - run.startedAt) / 1000);
      // Less sensitive than latency to whatever else the machine runs: the app's own cost.
      const appCpuPerRequest = (cpuSeconds(cpuBefore, cpuAfter, "app") * 1000) / Math.max(1, f.requests);
      // The machine is shared: its load average says how much else ran beside the bench.
      rows.push([label, String(vus), String(f.requests), f.perSecond.toFixed(0), fmtMs(f.p50), fmtMs(f.p99), String(errors), appCpuPerRequest.toFixed(1), loadavg()[0]!.toFixed(1)]);
      details.push(`\n${label}, ${vus} usuários — CPU (núcleos em média): ${cpu}\n${actionTable(run.samples)}`);
      if (errors > 0) details.push(["  erros:", ...[...f.errors].sort((a, b) => b[1] - a[1]).map(([text, n]) => `    ${n} × ${text}`)].join("\n"));
      // The processes finish what the last run left (answers being saved) before the next one.
      await sleep(1_000);
    }
  }

  console.log(`\nCarga mista, usuários em laço fechado (sem pausa), ${seconds} s por linha, após ${WARMUP_SECONDS} s de aquecimento; PostgreSQL 15, nginx, provedor de IA falso ("ok") em loopback:\n`);
  console.log(table(["cenário", "usuários", "requisições", "req/s", "p50 ms", "p99 ms", "erros", "CPU app ms/req", `carga (${cpus().length} CPUs)`], rows));
  for (const d of details) console.log(d);
  console.log(
    [
      "",
      "CPU app ms/req: tempo de CPU dos processos do app por requisição respondida (pouco sensível ao resto da máquina).",
      "carga: média de carga de 1 minuto da máquina ao fim da rodada (o bench, os processos, o PostgreSQL, o nginx e o que mais rodava).",
      "Limites do app (os de produção, inalterados): entrar conta 10 tentativas por IP por minuto (cada usuário virtual sai do seu",
      "próprio IP de loopback, 127.77.x.y, que o nginx anexa ao X-Forwarded-For), chat 20 por usuário por minuto. Cada usuário fica",
      "abaixo disso (no máximo 1 entrada a cada 7,5 s e 1 chat a cada 3,75 s); cedo demais, lê um projeto no lugar. Trocas:",
      `  ${[...allSwaps].map(([a, n]) => `${a}: ${n}`).join(", ") || "nenhuma"}`,
      "",
      `Total de erros: ${totalErrors}${totalErrors === 0 ? " (ok)" : "  ← deveria ser 0"}. Tempo total: ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    ].join("\n"),
  );
  if (totalErrors > 0) process.exitCode = 1;
} finally {
  await bench?.close();
}
