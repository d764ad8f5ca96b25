/**
 * `npm run cluster:stop [-- --dir .cluster]`: stops what `npm run cluster` started, as recorded in
 * <dir>/pids.json (nginx, then the app processes with SIGTERM and a wait, then PostgreSQL with
 * `pg_ctl stop -m fast`), and nothing else. Running it again, or with nothing up, does nothing.
 */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { clusterPaths, ROOT } from "#scripts/cluster/layout";
import { stopCluster } from "#scripts/cluster/stop";

let dir: string | undefined;
try {
  dir = parseArgs({ args: process.argv.slice(2), options: { dir: { type: "string" } }, strict: true }).values.dir;
} catch {
  console.error("Uso: npm run cluster:stop -- [--dir .cluster]");
  process.exit(1);
}
const paths = clusterPaths(dir === undefined ? undefined : resolve(dir));
const shown = (path: string) => (relative(ROOT, path).startsWith("..") ? path : relative(ROOT, path));
if (!existsSync(paths.dir)) {
  console.log(`Nada a parar: ${shown(paths.dir)}/ não existe.`);
} else {
  const lines: string[] = [];
  const clean = await stopCluster(paths.dir, (line) => {
    lines.push(line);
    console.log(line);
  });
  if (!clean) {
    console.error(`Algo continua no ar (veja acima); o que falta parar ficou em ${shown(paths.record)}.`);
    process.exitCode = 1;
  } else if (lines.length === 0) console.log("Nada a parar: nenhum processo do cluster estava no ar.");
  else console.log("Cluster parado.");
}
