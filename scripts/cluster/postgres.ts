import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

/**
 * Debian's PostgreSQL on a private data dir and a loopback port, as .ci/run does. PostgreSQL
 * refuses to run as root, so as root every command runs as the `postgres` user (runuser).
 */
export interface LocalPostgres {
  bin: string;
  /** <cluster dir>/postgres: the data dir, the log and the socket, owned by the server's user. */
  dir: string;
  dataDir: string;
  port: number;
}

/** The newest /usr/lib/postgresql/<version>/bin with initdb and pg_ctl. */
export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")) && existsSync(join(root, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

const asRoot = () => process.getuid?.() === 0;

function run(pgBin: string, command: string, args: string[]): { ok: boolean; output: string } {
  const file = join(pgBin, command);
  const result = asRoot()
    ? spawnSync("runuser", ["-u", "postgres", "--", file, ...args], { encoding: "utf8" })
    : spawnSync(file, args, { encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error?.message ?? ""}`.trim() };
}

function postgresOwner(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  const uid = id("-u");
  const gid = id("-g");
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid <= 0) throw new Error("usuário postgres não encontrado (o pacote postgresql do Debian o cria)");
  return { uid, gid };
}

export function localPostgres(bin: string, clusterDir: string, port: number): LocalPostgres {
  const dir = join(clusterDir, "postgres");
  return { bin, dir, dataDir: join(dir, "data"), port };
}

/** Creates the data dir on the first run (UTF-8, trust on loopback: a cluster for this machine). */
export function initPostgres(p: LocalPostgres): void {
  mkdirSync(p.dir, { recursive: true });
  if (asRoot()) {
    const { uid, gid } = postgresOwner();
    chownSync(p.dir, uid, gid);
  }
  if (existsSync(join(p.dataDir, "PG_VERSION"))) return;
  const init = run(p.bin, "initdb", ["-D", p.dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C.UTF-8"]);
  if (!init.ok) throw new Error(`initdb falhou:\n${init.output}`);
}

export function isPostgresRunning(p: LocalPostgres): boolean {
  return existsSync(join(p.dataDir, "PG_VERSION")) && run(p.bin, "pg_ctl", ["status", "-D", p.dataDir]).ok;
}

/** Starts the server and waits until it accepts connections; returns the postmaster's PID. */
export function startPostgres(p: LocalPostgres): number {
  const log = join(p.dir, "server.log");
  const started = run(p.bin, "pg_ctl", ["start", "-D", p.dataDir, "-l", log, "-w", "-t", "60", "-o", `-h 127.0.0.1 -p ${p.port} -k ${p.dir}`]);
  if (!started.ok) {
    const tail = existsSync(log) ? readFileSync(log, "utf8").split("\n").slice(-15).join("\n") : "";
    throw new Error(`o PostgreSQL não iniciou:\n${started.output}\n${tail}`);
  }
  return Number(readFileSync(join(p.dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
}

/**
 * `pg_ctl restart -m fast` on the same data dir, address and port: open connections are cut at
 * once (what a failover or an upgrade looks like to the app); resolves with the new postmaster's
 * PID. Asynchronous, unlike the start: a bench keeps sending requests from this process meanwhile.
 */
export async function restartPostgres(p: LocalPostgres): Promise<number> {
  const log = join(p.dir, "server.log");
  const args = ["restart", "-D", p.dataDir, "-l", log, "-m", "fast", "-w", "-t", "60", "-o", `-h 127.0.0.1 -p ${p.port} -k ${p.dir}`];
  const file = join(p.bin, "pg_ctl");
  const child = asRoot() ? spawn("runuser", ["-u", "postgres", "--", file, ...args]) : spawn(file, args);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const code = await new Promise<number | null>((resolve) => {
    child.once("error", (err) => {
      output += err.message;
      resolve(null);
    });
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`o PostgreSQL não reiniciou:\n${output.trim()}`);
  return Number(readFileSync(join(p.dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
}

export function stopPostgres(p: LocalPostgres): { ok: boolean; output: string } {
  return run(p.bin, "pg_ctl", ["stop", "-D", p.dataDir, "-m", "fast", "-w", "-t", "60"]);
}

export function databaseUrl(p: LocalPostgres, database: string): string {
  return `postgres://postgres@127.0.0.1:${p.port}/${database}`;
}

export async function ensureDatabase(p: LocalPostgres, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(p, "postgres") });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    // A database name cannot be a parameter; this one is a constant of ours.
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
}
