/**
 * `npm run backup [-- --out arquivo.tar.gz] [--data-dir pasta] [--force]`: one file with the
 * embedded database and the uploaded files (server/backup/backup.ts), with the server stopped.
 * PostgreSQL is backed up with pg_dump instead (README, "Backups").
 */
import { join } from "node:path";
import { createBackup } from "#server/backup/backup";
import { embeddedDataDir, megabytes, parseCommandLine, runOperatorCommand } from "#server/backup/cli";

const USAGE = "npm run backup -- [--out arquivo.tar.gz] [--data-dir pasta] [--force]";

await runOperatorCommand(async () => {
  const { values } = parseCommandLine(
    process.argv.slice(2),
    { out: { type: "string" }, "data-dir": { type: "string" }, force: { type: "boolean" } },
    USAGE,
  );
  const { dataDir, bucket } = embeddedDataDir(values["data-dir"]);
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-");
  const out = values.out ?? join("backups", `prancheta-${stamp}.tar.gz`);
  const summary = await createBackup({ dataDir, out, force: values.force });
  return (
    `Backup gravado em ${summary.file} (${megabytes(summary.bytes)}): banco embutido de ${dataDir} ` +
    `(PostgreSQL ${summary.postgresVersion}, ${summary.migrations} migrações) e ${summary.uploads} arquivo(s) enviado(s).` +
    // The bucket's own versioning or replication keeps those (README, "Backups").
    (bucket ? `\nAtenção: os arquivos enviados estão no bucket S3 ${bucket} e não entram neste backup; proteja-os com o versionamento ou a replicação do bucket.` : "")
  );
});
