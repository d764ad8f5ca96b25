/**
 * `npm run cluster [-- --processes N] [--port 8080] [--app-port 3101] [--pg-port 55432]`: the
 * production shape on this machine (README, "Production"): Debian's PostgreSQL on a loopback port
 * and a private data dir, N app processes (3101, 3102…) on that one database, and Debian's nginx in
 * front with deploy/nginx.conf. Everything lives in .cluster/ (kept between runs, so are the
 * accounts); `npm run cluster:stop` stops exactly what this started.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { clusterPaths, ROOT } from "#scripts/cluster/layout";
import { renderNginxConfig } from "#scripts/cluster/nginx-config";
import { databaseUrl, ensureDatabase, findPostgresBin, initPostgres, isPostgresRunning, localPostgres, startPostgres } from "#scripts/cluster/postgres";
import { describeProcess, isAlive, readRecord, removeRecord, writeRecord, type ClusterRecord } from "#scripts/cluster/processes";
import { stopCluster } from "#scripts/cluster/stop";

const USAGE = "npm run cluster -- [--processes N] [--port 8080] [--app-port 3101] [--pg-port 55432]";
const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];
const DATABASE = "prancheta";
/** Both processes compile the TypeScript and run the migrations at once on a 2-core machine. */
const READY_DEADLINE_MS = 120_000;

class ClusterError extends Error {}

/** Set once this run starts a process: from then on a failure stops what it started. */
let began = false;
/** Ctrl-C during the start: the current step ends, then everything started is stopped. */
let interrupted = false;
process.on("SIGINT", () => {
  interrupted = true;
});
function checkpoint(): void {
  if (interrupted) throw new ClusterError("interrompido (Ctrl-C)");
}

function options() {
  const port = (value: string | undefined, fallback: number, name: string) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 65535) throw new ClusterError(`--${name} deve ser um número de porta (1 a 65535)\nUso: ${USAGE}`);
    return n;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: { processes: { type: "string" }, port: { type: "string" }, "app-port": { type: "string" }, "pg-port": { type: "string" } },
      strict: true,
    }));
  } catch {
    throw new ClusterError(`Uso: ${USAGE}`);
  }
  const processes = Number(values.processes ?? 2);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) throw new ClusterError(`--processes deve ser um número de 1 a 32\nUso: ${USAGE}`);
  const firstAppPort = port(values["app-port"], 3101, "app-port");
  if (firstAppPort + processes - 1 > 65535) throw new ClusterError("--app-port alto demais para tantos processos");
  return {
    processes,
    proxyPort: port(values.port, 8080, "port"),
    appPorts: Array.from({ length: processes }, (_, i) => firstAppPort + i),
    pgPort: port(values["pg-port"], 55432, "pg-port"),
  };
}

function findNginx(): string {
  const nginx = NGINX_CANDIDATES.find((path) => existsSync(path));
  if (!nginx) {
    throw new ClusterError(
      "nginx não encontrado (procurado em " + NGINX_CANDIDATES.join(", ") + ").\n" +
        "Instale o do Debian: sudo apt-get install -y nginx-light   (ou: sudo apt-get install -y nginx)",
    );
  }
  return nginx;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A secret made on the first run and kept, so that sessions survive a restart of the cluster. */
function keptSecret(file: string): string {
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

/** Logs are appended to across runs; what this run wrote starts at `from`. */
interface Log {
  file: string;
  from: number;
}
const logAt = (file: string): Log => ({ file, from: existsSync(file) ? statSync(file).size : 0 });

function tail({ file, from }: Log, lines = 20): string {
  const text = existsSync(file) ? readFileSync(file).subarray(from).toString("utf8").trimEnd() : "";
  return text ? text.split("\n").slice(-lines).join("\n") : "(nada no log)";
}

const rel = (path: string) => relative(ROOT, path) || ".";

/** How a child ended, watched from its spawn: one may end while the start waits for another. */
function watchExit(child: ChildProcess): () => string | undefined {
  let exited: string | undefined;
  child.once("exit", (code, sig) => {
    exited = sig ? `sinal ${sig}` : `código ${code}`;
  });
  return () => exited;
}

async function waitReady(url: string, exited: () => string | undefined, log: Log): Promise<void> {
  const until = Date.now() + READY_DEADLINE_MS;
  let last = "sem resposta";
  while (Date.now() < until) {
    checkpoint();
    const ended = exited();
    if (ended) throw new ClusterError(`o processo terminou (${ended}) antes de ficar pronto; fim de ${rel(log.file)}:\n${tail(log)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await sleep(250);
  }
  throw new ClusterError(`${url} não ficou pronto em ${READY_DEADLINE_MS / 1000} s (última resposta: ${last}); fim de ${rel(log.file)}:\n${tail(log)}`);
}

async function start(): Promise<void> {
  const { proxyPort, appPorts, pgPort } = options();
  if (!existsSync("/proc/self/stat")) throw new ClusterError("o cluster local precisa de Linux (Debian): os PIDs são conferidos em /proc");
  const nginx = findNginx();
  const pgBin = findPostgresBin();
  if (!pgBin) throw new ClusterError("PostgreSQL não encontrado em /usr/lib/postgresql/*/bin.\nInstale o do Debian: sudo apt-get install -y postgresql");

  const paths = clusterPaths();
  const postgres = localPostgres(pgBin, paths.dir, pgPort);
  const previous = readRecord(paths.record);
  const running = previous && [previous.postgres, previous.nginx, ...previous.apps].some((p) => p && isAlive(p));
  if (running || isPostgresRunning(postgres)) throw new ClusterError("O cluster já está no ar (veja .cluster/pids.json). Pare-o antes com: npm run cluster:stop");
  if (previous) removeRecord(paths.record);

  const busy = [];
  for (const port of [proxyPort, ...appPorts, pgPort]) if (!(await portFree(port))) busy.push(port);
  if (busy.length > 0) throw new ClusterError(`porta(s) em uso em 127.0.0.1: ${busy.join(", ")} (escolha outras com --port, --app-port ou --pg-port)`);

  // The app processes serve dist/web; built once here rather than by each of them.
  const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-if-needed.ts"], { cwd: ROOT, stdio: "inherit" });
  checkpoint();
  if (build.status !== 0) throw new ClusterError("o build da interface web falhou");

  for (const dir of [paths.dir, paths.logs, paths.data, join(paths.nginx, "logs"), join(paths.nginx, "tmp")]) mkdirSync(dir, { recursive: true });
  const authSecret = keptSecret(paths.authSecret);
  const metricsToken = keptSecret(paths.metricsToken);
  const record: ClusterRecord = { apps: [] };

  checkpoint();
  began = true;
  console.log(`\n▶ PostgreSQL (${pgBin}) em 127.0.0.1:${pgPort}, dados em ${rel(postgres.dataDir)}`);
  initPostgres(postgres);
  const pgPid = startPostgres(postgres);
  record.postgres = { ...describeProcess(pgPid, pgPort), dataDir: postgres.dataDir };
  writeRecord(paths.record, record);
  await ensureDatabase(postgres, DATABASE);
  checkpoint();

  const baseUrl = `http://127.0.0.1:${proxyPort}`;
  console.log(`▶ ${appPorts.length} processo(s) do app nas portas ${appPorts.join(", ")} (migrações sob advisory lock: todos partem juntos)`);
  const children = appPorts.map((port) => {
    const log = logAt(join(paths.logs, `app-${port}.log`));
    const out = openSync(log.file, "a");
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: ROOT,
      // Its own process group: a Ctrl-C in this terminal later does not reach it.
      detached: true,
      stdio: ["ignore", out, out],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: baseUrl,
        TRUST_PROXY: "true",
        DATABASE_URL: databaseUrl(postgres, DATABASE),
        AUTH_SECRET: authSecret,
        METRICS_TOKEN: metricsToken,
        DATA_DIR: paths.data,
      },
    });
    closeSync(out);
    if (!child.pid) throw new ClusterError(`não foi possível iniciar o app na porta ${port}`);
    record.apps.push(describeProcess(child.pid, port));
    writeRecord(paths.record, record);
    return { port, child, log, exited: watchExit(child) };
  });
  for (const { port, child, log, exited } of children) {
    await waitReady(`http://127.0.0.1:${port}/api/ready`, exited, log);
    console.log(`  app :${port} pronto (PID ${child.pid})`);
  }

  checkpoint();
  console.log(`▶ nginx (${nginx}) em 127.0.0.1:${proxyPort}`);
  const template = readFileSync(join(ROOT, "deploy", "nginx.conf"), "utf8");
  writeFileSync(paths.nginxConf, renderNginxConfig(template, { listen: `127.0.0.1:${proxyPort}`, apps: appPorts.map((p) => `127.0.0.1:${p}`) }));
  const nginxArgs = ["-c", paths.nginxConf, "-p", `${paths.nginx}/`];
  const check = spawnSync(nginx, ["-t", "-q", ...nginxArgs], { encoding: "utf8" });
  if (check.status !== 0) throw new ClusterError(`configuração do nginx recusada (${rel(paths.nginxConf)}):\n${check.stderr}`);
  // nginx puts itself in the background and writes its master's PID to nginx.pid.
  const started = spawnSync(nginx, nginxArgs, { encoding: "utf8" });
  if (started.status !== 0) throw new ClusterError(`o nginx não iniciou:\n${started.stderr}`);
  const nginxLog = logAt(join(paths.nginx, "logs", "error.log"));
  const pidFile = join(paths.nginx, "nginx.pid");
  for (let i = 0; i < 50 && !existsSync(pidFile); i++) await sleep(100);
  const nginxPid = Number(readFileSync(pidFile, "utf8").trim());
  record.nginx = { ...describeProcess(nginxPid, proxyPort), conf: paths.nginxConf, prefix: paths.nginx };
  writeRecord(paths.record, record);
  await waitReady(`${baseUrl}/api/ready`, () => undefined, nginxLog);

  checkpoint();
  for (const { child } of children) child.unref();
  const row = (label: string, value: string) => `  ${label.padEnd(12)} ${value}`;
  console.log(
    [
      "",
      "Cluster no ar:",
      row("proxy", `${baseUrl}   ← abra este endereço (é o BASE_URL; por outro host o login responde 403)`),
      ...record.apps.map((app, i) => row(`app ${i + 1}`, `http://127.0.0.1:${app.port}   PID ${app.pid}, log ${rel(join(paths.logs, `app-${app.port}.log`))}`)),
      row("nginx", `PID ${nginxPid}, config ${rel(paths.nginxConf)}, logs ${rel(join(paths.nginx, "logs"))}/`),
      row("PostgreSQL", `${databaseUrl(postgres, DATABASE)}   PID ${pgPid}, log ${rel(join(postgres.dir, "server.log"))}`),
      row("métricas", `curl -H "Authorization: Bearer $(cat ${rel(paths.metricsToken)})" http://127.0.0.1:${appPorts[0]}/metrics   (um processo por vez)`),
      row("PIDs", rel(paths.record)),
      "",
      "Parar: npm run cluster:stop",
    ].join("\n"),
  );
}

try {
  await start();
} catch (err) {
  console.error(`\nO cluster não subiu: ${err instanceof ClusterError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  // Whatever this run started is stopped again (only what the record names, as cluster:stop does);
  // a cluster that was already up when this run refused to start is left alone.
  if (began) {
    console.error("Parando o que chegou a iniciar…");
    await stopCluster(clusterPaths().dir, (line) => console.error(`  ${line}`));
  }
  process.exit(1);
}
