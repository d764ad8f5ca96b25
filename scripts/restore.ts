/**
 * `npm run restore -- arquivo.tar.gz [--data-dir pasta] [--force]`: puts a backup made by
 * `npm run backup` into a data dir (DATA_DIR by default), which must be empty unless --force.
 * PostgreSQL is restored with pg_restore instead (README, "Backups").
 */
import { BackupError, restoreBackup } from "#server/backup/backup";
import { embeddedDataDir, megabytes, parseCommandLine, runOperatorCommand } from "#server/backup/cli";

const USAGE = "npm run restore -- arquivo.tar.gz [--data-dir pasta] [--force]";

await runOperatorCommand(async () => {
  const { values, positionals } = parseCommandLine(
    process.argv.slice(2),
    { "data-dir": { type: "string" }, force: { type: "boolean" } },
    USAGE,
    true,
  );
  if (positionals.length !== 1) throw new BackupError(`Uso: ${USAGE}`);
  const { dataDir } = embeddedDataDir(values["data-dir"]);
  const summary = await restoreBackup({ file: positionals[0]!, dataDir, force: values.force });
  return (
    `Backup ${summary.file} (${megabytes(summary.bytes)}) restaurado em ${dataDir}: banco embutido ` +
    `(PostgreSQL ${summary.postgresVersion}, ${summary.migrations} migrações) e ${summary.uploads} arquivo(s) enviado(s).`
  );
});
