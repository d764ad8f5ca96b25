import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
/** Gitignored: the PostgreSQL data, the shared uploads, the secrets, the logs and the PIDs. */
export const CLUSTER_DIR = join(ROOT, ".cluster");

export function clusterPaths(dir: string = CLUSTER_DIR) {
  return {
    dir,
    record: join(dir, "pids.json"),
    logs: join(dir, "logs"),
    /** DATA_DIR of every app process: one machine, so its uploads folder is shared. */
    data: join(dir, "data"),
    authSecret: join(dir, "auth-secret"),
    metricsToken: join(dir, "metrics-token"),
    /** nginx's prefix (-p): its config, PID file, logs and temp files. */
    nginx: join(dir, "nginx"),
    nginxConf: join(dir, "nginx", "nginx.conf"),
  };
}
