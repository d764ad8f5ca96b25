/**
 * One app server in a process of its own, for benchmarks that run several behind one database
 * (bench/ai-overhead.ts --processes 2): started by `startAppProcesses`, it writes one line
 * `{"baseUrl": …}` to stdout once it listens and closes on SIGTERM.
 * Run (by the benchmarks): node --import tsx bench/app-process.ts '<JSON: {env, databaseUrl}>'
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { startAppServer } from "./app-server";

interface Options {
  env: Record<string, string>;
  databaseUrl: string;
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

function startOne(options: Options): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs(), "--import", "tsx", fileURLToPath(import.meta.url), JSON.stringify(options)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      void stop();
      reject(new Error("o processo do app não ficou pronto em 120 s"));
    }, 120_000);
    child.once("exit", (code) => {
      clearTimeout(deadline);
      reject(new Error(`o processo do app terminou antes de ficar pronto (código ${code})`));
    });
    createInterface({ input: child.stdout! }).once("line", (line) => {
      clearTimeout(deadline);
      const { baseUrl } = JSON.parse(line) as { baseUrl: string };
      resolve({ baseUrl, pid: child.pid!, stop });
    });
  });
}

// Started as a child: serve until SIGTERM.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = JSON.parse(process.argv[2]!) as Options;
  const app = await startAppServer(options.env, { databaseUrl: options.databaseUrl });
  process.stdout.write(`${JSON.stringify({ baseUrl: app.baseUrl })}\n`);
  process.once("SIGTERM", () => {
    void app.close().finally(() => process.exit(0));
  });
  // The benchmark died without stopping this process (a crash skips its cleanup): its end of
  // the stdin pipe closed, so stop too rather than stay behind.
  process.stdin.once("end", () => process.exit(0));
  process.stdin.resume();
}
