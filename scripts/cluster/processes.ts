import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A process the cluster started, recognised later by its PID *and* its start time (field 22 of
 * /proc/<pid>/stat), so that a PID the kernel has since given to another program is never
 * signalled.
 */
export interface StartedProcess {
  pid: number;
  startTime: string;
  port: number;
}

/** What `npm run cluster` started, in <cluster dir>/pids.json; `npm run cluster:stop` reads it. */
export interface ClusterRecord {
  postgres?: StartedProcess & { dataDir: string };
  apps: StartedProcess[];
  nginx?: StartedProcess & { conf: string; prefix: string };
}

/** The start time of a live process, or undefined when there is none with that PID (or a zombie). */
export function startTimeOf(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  if (fields[0] === "Z") return undefined;
  return fields[19];
}

export function describeProcess(pid: number, port: number): StartedProcess {
  const startTime = startTimeOf(pid);
  if (!startTime) throw new Error(`o processo ${pid} (porta ${port}) terminou logo ao iniciar`);
  return { pid, startTime, port };
}

/** Whether the recorded process is still the one we started. */
export function isAlive(p: StartedProcess): boolean {
  return startTimeOf(p.pid) === p.startTime;
}

/** Waits until the recorded process is gone; false when it was still there at the deadline. */
export async function waitForExit(p: StartedProcess, deadlineMs: number): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  while (isAlive(p)) {
    if (Date.now() > until) return false;
    await sleep(100);
  }
  return true;
}

/** Signals the recorded process only if it is still the one we started. */
export function signal(p: StartedProcess, sig: NodeJS.Signals): boolean {
  if (!isAlive(p)) return false;
  try {
    process.kill(p.pid, sig);
    return true;
  } catch {
    return false;
  }
}

export function readRecord(file: string): ClusterRecord | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as ClusterRecord;
}

export function writeRecord(file: string, record: ClusterRecord): void {
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

export function removeRecord(file: string): void {
  rmSync(file, { force: true });
}
