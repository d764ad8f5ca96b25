import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time per component of the cluster (Linux /proc), to say where a run's CPU went on a shared
 * 2-core machine: the app processes, nginx (master and workers), PostgreSQL (postmaster and its
 * backends) and the bench itself (the virtual users and the fake AI provider).
 */
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Stat {
  ppid: number;
  ticks: number;
}

function statOf(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Counted from after the command name (in parentheses, may hold spaces): state, ppid, … utime, stime.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU seconds of `pid` and of its direct children (nginx's workers, PostgreSQL's backends). */
function treeSeconds(pid: number, all: Map<number, Stat>): number {
  let ticks = all.get(pid)?.ticks ?? 0;
  for (const stat of all.values()) if (stat.ppid === pid) ticks += stat.ticks;
  return ticks / TICKS_PER_SECOND;
}

export type CpuSnapshot = Map<string, number>;

/** CPU seconds so far of each named process tree, and of this process ("bench"). */
export function cpuSnapshot(named: { name: string; pid: number }[]): CpuSnapshot {
  const all = new Map<number, Stat>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (stat) all.set(pid, stat);
  }
  const snapshot: CpuSnapshot = new Map();
  for (const { name, pid } of named) snapshot.set(name, (snapshot.get(name) ?? 0) + treeSeconds(pid, all));
  const own = process.cpuUsage();
  snapshot.set("bench", (own.user + own.system) / 1e6);
  return snapshot;
}

/** "app 1 0.9, app 2 0.1, nginx 0.1, PostgreSQL 0.4, bench 0.3": cores used on average between two snapshots. */
export function cpuLine(before: CpuSnapshot, after: CpuSnapshot, seconds: number): string {
  return [...after]
    .map(([name, s]) => `${name} ${((s - (before.get(name) ?? 0)) / seconds).toFixed(2)}`)
    .join(", ");
}

/** CPU seconds spent between two snapshots by the trees whose name starts with `prefix`. */
export function cpuSeconds(before: CpuSnapshot, after: CpuSnapshot, prefix: string): number {
  let total = 0;
  for (const [name, s] of after) if (name.startsWith(prefix)) total += s - (before.get(name) ?? 0);
  return total;
}
