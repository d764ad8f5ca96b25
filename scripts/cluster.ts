/**
 * `npm run cluster [-- --processes N] [--port 8080] [--app-port 3101] [--pg-port 55432] [--pinned] [--dir .cluster]`:
 * the production shape on this machine (docs/operations.md, "Production"): Debian's PostgreSQL on a loopback
 * port and a private data dir, N app processes (3101, 3102…) on that one database, and Debian's
 * nginx in front with deploy/nginx.conf (with --pinned, also one proxy port per process after
 * --port). Everything lives in .cluster/ (kept between runs, so are the accounts);
 * `npm run cluster:stop` stops exactly what this started. The work is scripts/cluster/start.ts,
 * which tests and benches call too.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { ClusterError, startCluster } from "#scripts/cluster/start";

const USAGE = "npm run cluster -- [--processes N] [--port 8080] [--app-port 3101] [--pg-port 55432] [--pinned] [--dir .cluster]";

function options() {
  const port = (value: string | undefined, name: string) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 65535) throw new ClusterError(`--${name} deve ser um número de porta (1 a 65535)\nUso: ${USAGE}`);
    return n;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        processes: { type: "string" },
        port: { type: "string" },
        "app-port": { type: "string" },
        "pg-port": { type: "string" },
        pinned: { type: "boolean" },
        dir: { type: "string" },
      },
      strict: true,
    }));
  } catch {
    throw new ClusterError(`Uso: ${USAGE}`);
  }
  const processes = Number(values.processes ?? 2);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) throw new ClusterError(`--processes deve ser um número de 1 a 32\nUso: ${USAGE}`);
  return {
    processes,
    proxyPort: port(values.port, "port"),
    firstAppPort: port(values["app-port"], "app-port"),
    pgPort: port(values["pg-port"], "pg-port"),
    pinned: values.pinned ?? false,
    dir: values.dir === undefined ? undefined : resolve(values.dir),
  };
}

// Ctrl-C during the start: the current step ends, then everything started is stopped.
const interrupt = new AbortController();
process.on("SIGINT", () => interrupt.abort());

try {
  await startCluster({ ...options(), signal: interrupt.signal, log: (line) => console.log(line), warn: (line) => console.error(line) });
} catch (err) {
  if (!(err instanceof ClusterError && err.reported)) {
    console.error(`\nO cluster não subiu: ${err instanceof ClusterError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  }
  process.exit(1);
}
