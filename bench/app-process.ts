/**
 * One app server in a process of its own, for benchmarks that run several behind one database
 * (bench/ai-overhead.ts --processes 2): started by `startAppProcesses`, it writes one line
 * `{"baseUrl": …}` to stdout once it listens and closes on SIGTERM.
 * Run (by the benchmarks): node --import tsx bench/app-process.ts '<JSON: {env, databaseUrl}>'
 */
import { fileURLToPath } from "node:url";
import { exitWithParent, startReadyChild } from "./child-process";
import { startAppServer } from "./app-server";

interface Options {
  env: Record<string, string>;
  /** PostgreSQL; without it, the process's own PGlite in memory (one process only). */
  databaseUrl?: string;
}

export interface AppProcess {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts `count` app processes on the PostgreSQL database at `databaseUrl`, one after the other (each runs the migrations). */
export async function startAppProcesses(count: number, options: Options): Promise<AppProcess[]> {
  const started: AppProcess[] = [];
  try {
    for (let i = 0; i < count; i++) started.push(await startOne(options));
  } catch (err) {
    await Promise.all(started.map((p) => p.stop()));
    throw err;
  }
  return started;
}

/**
 * `BENCH_APP_NODE_ARGS` adds Node options to the app processes, e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/perfil` to see where their CPU goes (NODE_OPTIONS refuses --cpu-prof).
 */
const nodeArgs = () => process.env.BENCH_APP_NODE_ARGS?.split(" ").filter(Boolean) ?? [];

async function startOne(options: Options): Promise<AppProcess> {
  const child = await startReadyChild<{ baseUrl: string }>(fileURLToPath(import.meta.url), [JSON.stringify(options)], { what: "o processo do app", nodeArgs: nodeArgs() });
  return { baseUrl: child.ready.baseUrl, pid: child.pid, stop: child.stop };
}

/** A new account's session cookie, signed up over HTTP (an app in another process has no database handle here). */
export async function signUpOverHttp(baseUrl: string, label: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ name: `Bench ${label}`, email: `bench-${label}-${Date.now()}@exemplo.com.br`, password: "senha-segura-1", acceptTerms: true }),
  });
  if (!res.ok) throw new Error(`cadastro falhou: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

// Started as a child: serve until SIGTERM.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = JSON.parse(process.argv[2]!) as Options;
  const app = await startAppServer(options.env, options.databaseUrl ? { databaseUrl: options.databaseUrl } : {});
  process.stdout.write(`${JSON.stringify({ baseUrl: app.baseUrl })}\n`);
  process.once("SIGTERM", () => {
    void app.close().finally(() => process.exit(0));
  });
  exitWithParent();
}
