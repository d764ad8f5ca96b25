import { rmSync } from "node:fs";
import { startFakeOpenAi, type FakeOpenAi } from "#test-support/fake-openai";
import { startCluster, type ClusterHandle } from "#scripts/cluster/start";
import { isAlive, readRecord } from "#scripts/cluster/processes";

/**
 * The production shape for the load and chaos benches: PostgreSQL, `processes` app processes
 * and nginx (scripts/cluster/start.ts, deploy/nginx.conf, one nginx server pinned to each
 * process too), with the fake OpenAI-compatible provider ("ok") as the AI. Everything in a
 * throwaway directory (emptied at the start, kept after for its logs); the rate limits stay at their production defaults.
 */
export interface BenchCluster {
  cluster: ClusterHandle;
  openai: FakeOpenAi;
  /** PIDs of the app processes, nginx and PostgreSQL now, and whether each is still the one started. */
  processes(): { name: string; pid: number; alive: boolean }[];
  close(): Promise<void>;
}

export interface BenchPorts {
  dir: string;
  proxyPort: number;
  firstAppPort: number;
  pgPort: number;
  openaiPort: number;
}

/**
 * Ctrl-C once: the bench stops its users and then the cluster (its processes are detached and
 * would otherwise outlive it); Ctrl-C twice: Node's default, at once.
 */
export function interruption(): AbortSignal {
  const controller = new AbortController();
  process.once("SIGINT", () => {
    console.error("\nInterrompido: parando os usuários e o cluster (Ctrl-C de novo para sair já)…");
    controller.abort();
  });
  return controller.signal;
}

export async function startBenchCluster(ports: BenchPorts, processes: number, signal?: AbortSignal): Promise<BenchCluster> {
  rmSync(ports.dir, { recursive: true, force: true });
  const openai = await startFakeOpenAi({ mode: "ok", port: ports.openaiPort });
  let cluster: ClusterHandle;
  try {
    cluster = await startCluster({
      dir: ports.dir,
      processes,
      proxyPort: ports.proxyPort,
      firstAppPort: ports.firstAppPort,
      pgPort: ports.pgPort,
      pinned: true,
      // The API is what is measured; the web build is not needed for it.
      build: false,
      env: { AI_BASE_URL: openai.url, AI_API_KEY: "sk-bench-0000000000000000" },
      log: () => {},
      ...(signal ? { signal } : {}),
      warn: (line) => console.error(line),
    });
  } catch (err) {
    await openai.close();
    throw err;
  }
  // The fake keeps every request it served; a long run would only grow it.
  const forget = setInterval(() => openai.requests.splice(0), 2_000);
  forget.unref();
  return {
    cluster,
    openai,
    processes() {
      const record = readRecord(cluster.paths.record);
      if (!record) return [];
      return [
        ...record.apps.map((p, i) => ({ name: `app ${i + 1} :${p.port}`, pid: p.pid, alive: isAlive(p) })),
        ...(record.nginx ? [{ name: "nginx", pid: record.nginx.pid, alive: isAlive(record.nginx) }] : []),
        ...(record.postgres ? [{ name: "PostgreSQL", pid: record.postgres.pid, alive: isAlive(record.postgres) }] : []),
      ];
    },
    async close() {
      clearInterval(forget);
      try {
        await cluster.stop();
      } finally {
        // The logs stay in ports.dir (logs/, nginx/logs/, postgres/server.log) until the next run.
        await openai.close();
      }
    },
  };
}
