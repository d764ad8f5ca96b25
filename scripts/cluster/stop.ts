import { existsSync } from "node:fs";
import { clusterPaths } from "./layout";
import { isPostgresRunning, localPostgres, findPostgresBin, stopPostgres } from "./postgres";
import { isAlive, readRecord, removeRecord, signal, waitForExit, writeRecord, type ClusterRecord, type StartedProcess } from "./processes";

/** The app gives its requests 8 s and exits by 10 s (server/main.ts); this leaves it room. */
const APP_EXIT_MS = 20_000;
const NGINX_EXIT_MS = 15_000;

async function stopApp(app: StartedProcess, say: (line: string) => void): Promise<boolean> {
  if (!signal(app, "SIGTERM")) return true;
  if (await waitForExit(app, APP_EXIT_MS)) {
    say(`app :${app.port} (PID ${app.pid}) encerrado`);
    return true;
  }
  say(`app :${app.port} (PID ${app.pid}) não encerrou em ${APP_EXIT_MS / 1000} s: SIGKILL`);
  signal(app, "SIGKILL");
  return waitForExit(app, 5_000);
}

async function stopNginx(nginx: StartedProcess, say: (line: string) => void): Promise<boolean> {
  // SIGQUIT is `nginx -s quit` (open requests finish); SIGTERM, its fast stop. Never SIGKILL:
  // the master would leave its workers behind.
  if (!signal(nginx, "SIGQUIT")) return true;
  if (!(await waitForExit(nginx, NGINX_EXIT_MS))) {
    signal(nginx, "SIGTERM");
    if (!(await waitForExit(nginx, 5_000))) {
      say(`nginx (PID ${nginx.pid}) não encerrou`);
      return false;
    }
  }
  say(`nginx (PID ${nginx.pid}) encerrado`);
  return true;
}

/**
 * Stops what `npm run cluster` recorded and nothing else: each PID only while it still belongs to
 * the process started then (processes.ts), PostgreSQL by its own data dir. Safe to run again.
 * Returns false when something was left running (it stays in the record for the next try).
 */
export async function stopCluster(dir: string, say: (line: string) => void): Promise<boolean> {
  const paths = clusterPaths(dir);
  const record: ClusterRecord = readRecord(paths.record) ?? { apps: [] };
  const left: ClusterRecord = { apps: [] };

  // The proxy first, so that no request reaches a stopping app.
  if (record.nginx && !(await stopNginx(record.nginx, say))) left.nginx = record.nginx;
  const stopped = await Promise.all(record.apps.map((app) => stopApp(app, say)));
  left.apps = record.apps.filter((_, i) => !stopped[i]);

  // Whatever the record says (a start interrupted before writing it): the data dir is ours.
  const bin = findPostgresBin();
  const postgres = bin ? localPostgres(bin, dir, record.postgres?.port ?? 0) : undefined;
  if (postgres && existsSync(postgres.dataDir) && isPostgresRunning(postgres)) {
    const result = stopPostgres(postgres);
    if (result.ok) say(`PostgreSQL (${postgres.dataDir}) encerrado`);
    else {
      say(`PostgreSQL não encerrou: ${result.output}`);
      left.postgres = record.postgres;
    }
  } else if (record.postgres && isAlive(record.postgres)) {
    say(`PostgreSQL (PID ${record.postgres.pid}) ainda no ar, mas sem pg_ctl para pará-lo`);
    left.postgres = record.postgres;
  }

  const clean = !left.nginx && left.apps.length === 0 && !left.postgres;
  if (clean) removeRecord(paths.record);
  else writeRecord(paths.record, left);
  return clean;
}
