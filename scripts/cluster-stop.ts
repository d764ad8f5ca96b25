/**
 * `npm run cluster:stop`: stops what `npm run cluster` started, as recorded in .cluster/pids.json
 * (nginx, then the app processes with SIGTERM and a wait, then PostgreSQL with `pg_ctl stop -m
 * fast`), and nothing else. Running it again, or with nothing up, does nothing.
 */
import { existsSync } from "node:fs";
import { clusterPaths } from "#scripts/cluster/layout";
import { stopCluster } from "#scripts/cluster/stop";

const paths = clusterPaths();
if (!existsSync(paths.dir)) {
  console.log("Nada a parar: .cluster/ não existe.");
} else {
  const lines: string[] = [];
  const clean = await stopCluster(paths.dir, (line) => {
    lines.push(line);
    console.log(line);
  });
  if (!clean) {
    console.error("Algo continua no ar (veja acima); o que falta parar ficou em .cluster/pids.json.");
    process.exitCode = 1;
  } else if (lines.length === 0) console.log("Nada a parar: nenhum processo do cluster estava no ar.");
  else console.log("Cluster parado.");
}
