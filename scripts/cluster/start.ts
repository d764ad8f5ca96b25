import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { clusterPaths, ROOT } from "#scripts/cluster/layout";
import { renderNginxConfig } from "#scripts/cluster/nginx-config";
import { databaseUrl as urlOf, ensureDatabase, findPostgresBin, initPostgres, isPostgresRunning, localPostgres, restartPostgres, startPostgres } from "#scripts/cluster/postgres";
import { describeProcess, isAlive, readRecord, removeRecord, signal as signalProcess, waitForExit, writeRecord, type ClusterRecord } from "#scripts/cluster/processes";
import { stopCluster } from "#scripts/cluster/stop";

const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];
const DATABASE = "prancheta";
/** Both processes compile the TypeScript and run the migrations at once on a 2-core machine. */
const READY_DEADLINE_MS = 120_000;
/** The app gives its requests 8 s and exits by 10 s (server/main.ts); this leaves it room. */
const APP_EXIT_MS = 30_000;

export type ClusterPaths = ReturnType<typeof clusterPaths>;

/** A refusal or a failed step, with a pt-BR reason meant to be printed as it is. */
export class ClusterError extends Error {
  /** True when startCluster already logged the reason and stopped what it had started. */
  reported = false;
}

export interface ClusterOptions {
  /** Where everything lives (PostgreSQL data, logs, PIDs, secrets, nginx prefix); default .cluster/. */
  dir?: string;
  /** App processes, 1 to 32; default 2. */
  processes?: number;
  /** nginx's port on 127.0.0.1 (the BASE_URL); default 8080. */
  proxyPort?: number;
  /** The first app process's port; the others follow (3101, 3102…); default 3101. */
  firstAppPort?: number;
  /** PostgreSQL's port on 127.0.0.1; default 55432. */
  pgPort?: number;
  /** Extra environment for every app process (AI_BASE_URL, SMTP_URL, S3_*…); wins over the defaults. */
  env?: Record<string, string>;
  /** Build the web UI first (scripts/build-if-needed.ts); default true. The API runs without it. */
  build?: boolean;
  /**
   * Also one nginx server per app process on proxyPort + 1 + i, proxying only to that process with
   * the main server's headers and locations: requests pinned to one process through the proxy.
   */
  pinned?: boolean;
  /** Progress lines; default console.log. Pass () => {} for quiet. */
  log?: (line: string) => void;
  /** Failure lines (the reason, then what is stopped); default: `log`. */
  warn?: (line: string) => void;
  /** Aborted (Ctrl-C): the current step ends, then everything started is stopped. */
  signal?: AbortSignal;
}

/**
 * A running cluster. Indexes `i` count app processes from 0. Every method keeps <dir>/pids.json
 * current, so that `npm run cluster:stop` (or `stop()`) stops exactly what runs.
 */
export interface ClusterHandle {
  /** The proxy, http://127.0.0.1:<proxyPort>: the BASE_URL every process was given (Origin must match it). */
  baseUrl: string;
  /** With `pinned`, http://127.0.0.1:<proxyPort + 1 + i>, through nginx to process i only; else []. */
  pinnedUrls: string[];
  /** Each process directly, http://127.0.0.1:<firstAppPort + i>. */
  appUrls: string[];
  /** postgres://postgres@127.0.0.1:<pgPort>/prancheta */
  databaseUrl: string;
  paths: ClusterPaths;
  /**
   * Signals process i (SIGTERM: graceful, SIGKILL: a crash) and resolves once it has exited
   * (at once if it was not running); rejects if it is still there 30 s after SIGTERM.
   */
  stopApp(i: number, signal: "SIGTERM" | "SIGKILL"): Promise<void>;
  /**
   * Starts process i again on its port with the same environment; resolves once /api/ready
   * answers 200 (up to 120 s). Rejects if process i is still running.
   */
  startApp(i: number): Promise<void>;
  /** `pg_ctl restart -m fast` on the same port and data dir; resolves once it accepts connections. */
  restartPostgres(): Promise<void>;
  /** Stops nginx, the app processes and PostgreSQL (as `npm run cluster:stop`); safe to call twice. */
  stop(): Promise<void>;
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

/** Whether nginx and PostgreSQL's binaries are on this machine (tests skip without them). */
export function clusterAvailable(): boolean {
  return NGINX_CANDIDATES.some((path) => existsSync(path)) && findPostgresBin() !== undefined && existsSync("/proc/self/stat");
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

/** Paths in messages: relative inside the repository, whole elsewhere (a cluster under /tmp). */
const rel = (path: string) => {
  const inRepo = relative(ROOT, path);
  return inRepo.startsWith("..") ? path : inRepo || ".";
};

/** How a child ended, watched from its spawn: one may end while the start waits for another. */
function watchExit(child: ChildProcess): () => string | undefined {
  let exited: string | undefined;
  child.once("exit", (code, sig) => {
    exited = sig ? `sinal ${sig}` : `código ${code}`;
  });
  return () => exited;
}

function checkPort(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new ClusterError(`${name} deve ser um número de porta (1 a 65535)`);
  return value;
}

/**
 * Starts PostgreSQL on a private data dir, the app processes on that one database and nginx in
 * front (deploy/nginx.conf), as `npm run cluster` does; see ClusterOptions and ClusterHandle.
 * Refuses (ClusterError) when the record in `dir` names a live process or a port is taken. A
 * failure after the first process started stops everything started before it rejects.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<ClusterHandle> {
  const log = options.log ?? ((line: string) => console.log(line));
  const warn = options.warn ?? log;
  const processes = options.processes ?? 2;
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) throw new ClusterError("o número de processos deve ser de 1 a 32");
  const proxyPort = checkPort(options.proxyPort ?? 8080, "a porta do proxy");
  const firstAppPort = checkPort(options.firstAppPort ?? 3101, "a porta do app");
  if (firstAppPort + processes - 1 > 65535) throw new ClusterError("porta do app alta demais para tantos processos");
  const pgPort = checkPort(options.pgPort ?? 55432, "a porta do PostgreSQL");
  const appPorts = Array.from({ length: processes }, (_, i) => firstAppPort + i);
  const pinnedPorts = options.pinned ? appPorts.map((_, i) => proxyPort + 1 + i) : [];
  if (pinnedPorts.some((p) => p > 65535)) throw new ClusterError("porta do proxy alta demais para tantos processos fixos");
  const checkpoint = () => {
    if (options.signal?.aborted) throw new ClusterError("interrompido (Ctrl-C)");
  };

  if (!existsSync("/proc/self/stat")) throw new ClusterError("o cluster local precisa de Linux (Debian): os PIDs são conferidos em /proc");
  const nginx = findNginx();
  const pgBin = findPostgresBin();
  if (!pgBin) throw new ClusterError("PostgreSQL não encontrado em /usr/lib/postgresql/*/bin.\nInstale o do Debian: sudo apt-get install -y postgresql");

  const paths = clusterPaths(options.dir);
  const postgres = localPostgres(pgBin, paths.dir, pgPort);
  const previous = readRecord(paths.record);
  const running = previous && [previous.postgres, previous.nginx, ...previous.apps].some((p) => p && isAlive(p));
  if (running || isPostgresRunning(postgres)) throw new ClusterError(`O cluster já está no ar (veja ${rel(paths.record)}). Pare-o antes com: npm run cluster:stop${options.dir ? ` -- --dir ${paths.dir}` : ""}`);
  if (previous) removeRecord(paths.record);

  const busy = [];
  for (const port of [proxyPort, ...pinnedPorts, ...appPorts, pgPort]) if (!(await portFree(port))) busy.push(port);
  if (busy.length > 0) throw new ClusterError(`porta(s) em uso em 127.0.0.1: ${busy.join(", ")} (escolha outras com --port, --app-port ou --pg-port)`);

  if (options.build ?? true) {
    // The app processes serve dist/web; built once here rather than by each of them.
    const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-if-needed.ts"], { cwd: ROOT, stdio: "inherit" });
    checkpoint();
    if (build.status !== 0) throw new ClusterError("o build da interface web falhou");
  }

  for (const dir of [paths.dir, paths.logs, paths.data, join(paths.nginx, "logs"), join(paths.nginx, "tmp")]) mkdirSync(dir, { recursive: true });
  const authSecret = keptSecret(paths.authSecret);
  const metricsToken = keptSecret(paths.metricsToken);
  const record: ClusterRecord = { apps: [] };
  const save = () => writeRecord(paths.record, record);

  const baseUrl = `http://127.0.0.1:${proxyPort}`;
  const databaseUrl = urlOf(postgres, DATABASE);
  const appEnv = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: baseUrl,
    TRUST_PROXY: "true",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    METRICS_TOKEN: metricsToken,
    DATA_DIR: paths.data,
    ...options.env,
  });
  const appLog = (port: number) => join(paths.logs, `app-${port}.log`);

  /** Spawns process i on its port and records it (replacing what was recorded for i). */
  const spawnApp = (i: number) => {
    const port = appPorts[i]!;
    const log = logAt(appLog(port));
    const out = openSync(log.file, "a");
    // APP_NODE_ARGS: extra Node flags for the app processes only (a bench's `--cpu-prof`, which
    // NODE_OPTIONS refuses), split on spaces.
    const nodeArgs = process.env.APP_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
    const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "server/main.ts"], {
      cwd: ROOT,
      // Its own process group: a Ctrl-C in this terminal later does not reach it.
      detached: true,
      stdio: ["ignore", out, out],
      env: appEnv(port),
    });
    closeSync(out);
    if (!child.pid) throw new ClusterError(`não foi possível iniciar o app na porta ${port}`);
    record.apps[i] = describeProcess(child.pid, port);
    save();
    return { port, child, log, exited: watchExit(child) };
  };

  const waitReady = async (url: string, exited: () => string | undefined, log: Log): Promise<void> => {
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
  };

  let began = false;
  try {
    checkpoint();
    began = true;
    log(`\n▶ PostgreSQL (${pgBin}) em 127.0.0.1:${pgPort}, dados em ${rel(postgres.dataDir)}`);
    initPostgres(postgres);
    const pgPid = startPostgres(postgres);
    record.postgres = { ...describeProcess(pgPid, pgPort), dataDir: postgres.dataDir };
    save();
    await ensureDatabase(postgres, DATABASE);
    checkpoint();

    log(`▶ ${appPorts.length} processo(s) do app nas portas ${appPorts.join(", ")} (migrações sob advisory lock: todos partem juntos)`);
    const children = appPorts.map((_, i) => spawnApp(i));
    for (const { port, child, log: appLogAt, exited } of children) {
      await waitReady(`http://127.0.0.1:${port}/api/ready`, exited, appLogAt);
      log(`  app :${port} pronto (PID ${child.pid})`);
    }

    checkpoint();
    log(`▶ nginx (${nginx}) em 127.0.0.1:${proxyPort}${pinnedPorts.length > 0 ? ` (fixos por processo: ${pinnedPorts.join(", ")})` : ""}`);
    const template = readFileSync(join(ROOT, "deploy", "nginx.conf"), "utf8");
    writeFileSync(
      paths.nginxConf,
      renderNginxConfig(template, {
        listen: `127.0.0.1:${proxyPort}`,
        apps: appPorts.map((p) => `127.0.0.1:${p}`),
        pinned: pinnedPorts.length > 0 ? pinnedPorts.map((p) => `127.0.0.1:${p}`) : undefined,
      }),
    );
    const nginxArgs = ["-c", paths.nginxConf, "-p", `${paths.nginx}/`];
    const check = spawnSync(nginx, ["-t", "-q", ...nginxArgs], { encoding: "utf8" });
    if (check.status !== 0) throw new ClusterError(`configuração do nginx recusada (${rel(paths.nginxConf)}):\n${check.stderr}`);
    // nginx puts itself in the background and writes its master's PID to nginx.pid. One left by
    // a crash or a reboot would name a dead (or someone else's) process: removed first.
    rmSync(join(paths.nginx, "nginx.pid"), { force: true });
    const started = spawnSync(nginx, nginxArgs, { encoding: "utf8" });
    if (started.status !== 0) throw new ClusterError(`o nginx não iniciou:\n${started.stderr}`);
    const nginxLog = logAt(join(paths.nginx, "logs", "error.log"));
    const pidFile = join(paths.nginx, "nginx.pid");
    for (let i = 0; i < 50 && !existsSync(pidFile); i++) await sleep(100);
    const nginxPid = Number(readFileSync(pidFile, "utf8").trim());
    record.nginx = { ...describeProcess(nginxPid, proxyPort), conf: paths.nginxConf, prefix: paths.nginx };
    save();
    await waitReady(`${baseUrl}/api/ready`, () => undefined, nginxLog);
    for (const port of pinnedPorts) await waitReady(`http://127.0.0.1:${port}/api/ready`, () => undefined, nginxLog);

    checkpoint();
    // Started detached: they outlive a CLI that exits now, and never keep a test's process alive.
    for (const { child } of children) child.unref();
    const row = (label: string, value: string) => `  ${label.padEnd(12)} ${value}`;
    log(
      [
        "",
        "Cluster no ar:",
        row("proxy", `${baseUrl}   ← abra este endereço (é o BASE_URL; por outro host o login responde 403)`),
        ...record.apps.map((app, i) => row(`app ${i + 1}`, `http://127.0.0.1:${app.port}   PID ${app.pid}, log ${rel(appLog(app.port))}`)),
        ...pinnedPorts.map((port, i) => row(`fixo ${i + 1}`, `http://127.0.0.1:${port}   nginx só para o app ${i + 1}`)),
        row("nginx", `PID ${nginxPid}, config ${rel(paths.nginxConf)}, logs ${rel(join(paths.nginx, "logs"))}/`),
        row("PostgreSQL", `${databaseUrl}   PID ${pgPid}, log ${rel(join(postgres.dir, "server.log"))}`),
        row("métricas", `curl -H "Authorization: Bearer $(cat ${rel(paths.metricsToken)})" http://127.0.0.1:${appPorts[0]}/metrics   (um processo por vez)`),
        row("PIDs", rel(paths.record)),
        "",
        `Parar: npm run cluster:stop${options.dir ? ` -- --dir ${paths.dir}` : ""}`,
      ].join("\n"),
    );
  } catch (err) {
    const failure = err instanceof ClusterError ? err : new ClusterError(err instanceof Error ? (err.stack ?? err.message) : String(err));
    // Whatever this run started is stopped again (only what the record names, as cluster:stop
    // does); a cluster that was already up when this run refused to start is left alone.
    if (began) {
      warn(`\nO cluster não subiu: ${failure.message}`);
      warn("Parando o que chegou a iniciar…");
      await stopCluster(paths.dir, (line) => warn(`  ${line}`));
      failure.reported = true;
    }
    throw failure;
  }

  const appIndex = (i: number) => {
    if (!Number.isInteger(i) || i < 0 || i >= appPorts.length) throw new ClusterError(`não há processo do app de índice ${i} (0 a ${appPorts.length - 1})`);
    return i;
  };

  return {
    baseUrl,
    pinnedUrls: pinnedPorts.map((port) => `http://127.0.0.1:${port}`),
    appUrls: appPorts.map((port) => `http://127.0.0.1:${port}`),
    databaseUrl,
    paths,

    async stopApp(i, sig) {
      const app = record.apps[appIndex(i)]!;
      if (!signalProcess(app, sig)) return;
      if (!(await waitForExit(app, sig === "SIGKILL" ? 10_000 : APP_EXIT_MS))) {
        throw new ClusterError(`o app :${app.port} (PID ${app.pid}) não terminou após ${sig}`);
      }
    },

    async startApp(i) {
      const app = record.apps[appIndex(i)]!;
      if (isAlive(app)) throw new ClusterError(`o app :${app.port} (PID ${app.pid}) ainda está no ar`);
      const { port, child, log: appLogAt, exited } = spawnApp(i);
      try {
        await waitReady(`http://127.0.0.1:${port}/api/ready`, exited, appLogAt);
      } finally {
        child.unref();
      }
    },

    async restartPostgres() {
      const pid = await restartPostgres(postgres);
      record.postgres = { ...describeProcess(pid, pgPort), dataDir: postgres.dataDir };
      save();
    },

    async stop() {
      if (!(await stopCluster(paths.dir, log))) throw new ClusterError(`algo continua no ar; o que falta parar ficou em ${rel(paths.record)}`);
    },
  };
}
