import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface ReadyChild<T> {
  /** The first line the child printed, as JSON: what it tells its parent once ready. */
  ready: T;
  pid: number;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts a benchmark's helper process (`node [nodeArgs] --import tsx script …args`) and waits
 * for its first stdout line, JSON, which it prints once ready. Its stdin is a pipe the child
 * watches (`exitWithParent`): a benchmark that crashes without stopping it takes it along.
 */
export function startReadyChild<T>(script: string, args: string[], { what, nodeArgs = [], timeoutMs = 120_000 }: { what: string; nodeArgs?: string[]; timeoutMs?: number }): Promise<ReadyChild<T>> {
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", script, ...args], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      void stop();
      reject(new Error(`${what} não ficou pronto em ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(deadline);
      reject(new Error(`${what} terminou antes de ficar pronto (código ${code})`));
    });
    createInterface({ input: child.stdout! }).once("line", (line) => {
      clearTimeout(deadline);
      resolve({ ready: JSON.parse(line) as T, pid: child.pid!, stop });
    });
  });
}

/** In the child: exit when the parent's end of the stdin pipe closes (the benchmark died). */
export function exitWithParent(): void {
  process.stdin.once("end", () => process.exit(0));
  process.stdin.resume();
}
