import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The real entry point as `npm start` runs it, in a child process with its own data dir. */
export interface Running {
  child: ChildProcessWithoutNullStreams;
  port: number;
  output: () => string;
}

const dirs: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];

/** A data dir (or any temp dir) removed by `cleanUp`. */
export function track(dir: string): string {
  dirs.push(dir);
  return dir;
}

/** For `afterAll`: kills whatever an assertion left running and removes the temp dirs. */
export function cleanUp(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Spawns `server/main.ts` and resolves once it logs "Prancheta no ar" (rejects if it exits first). */
export function start(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
  });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"port":(\d+)[^\n]*Prancheta no ar/);
      if (match) resolve({ child, port: Number(match[1]), output: () => output });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`saiu com ${code}: ${output}`)));
  });
}

/** Resolves with the exit code once the process ends (replacing the start-up rejection). */
export function exited(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.removeAllListeners("exit");
    if (running.child.exitCode !== null || running.child.signalCode !== null) resolve(running.child.exitCode);
    else running.child.on("exit", (code) => resolve(code));
  });
}

/** SIGTERM, then the exit code. */
export function stop(running: Running): Promise<number | null> {
  const code = exited(running);
  running.child.kill("SIGTERM");
  return code;
}

/** The JSON log lines printed so far. */
export function logLines(running: Running): Record<string, unknown>[] {
  return running
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * A server on a free port with a new data dir. `env` starts it again on the same data (a
 * restart); `base` is its address, also its BASE_URL.
 */
export async function startFresh(prefix: string): Promise<{ running: Running; base: string; env: Record<string, string>; dataDir: string }> {
  const dataDir = track(mkdtempSync(join(tmpdir(), prefix)));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PORT: String(port), BASE_URL: base };
  return { running: await start(env), base, env, dataDir };
}

/** Signs Lia up on a running server; her session cookie (`name=value`). */
export async function signUpLia(base: string): Promise<{ status: number; cookie: string }> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ name: "Lia Reis", email: "lia@exemplo.com.br", password: "senha-segura-1", acceptTerms: true }),
  });
  return { status: res.status, cookie: res.headers.getSetCookie()[0]?.split(";")[0] ?? "" };
}
