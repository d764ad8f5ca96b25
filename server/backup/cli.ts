import { parseArgs, type ParseArgsConfig } from "node:util";
import { ConfigError, loadConfig } from "#server/config";
import { BackupError } from "./backup";

/** What scripts/backup.ts and scripts/restore.ts share: arguments, the data dir, the exit. */

/** The command line, or a BackupError with the usage line when it does not parse. */
export function parseCommandLine<T extends NonNullable<ParseArgsConfig["options"]>>(args: string[], options: T, usage: string, allowPositionals = false) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch {
    throw new BackupError(`Uso: ${usage}`);
  }
}

/**
 * DATA_DIR (or --data-dir); refused when the server runs on PostgreSQL, which pg_dump backs up.
 * `bucket` names the S3 bucket that holds the uploads instead of the data dir, when there is one.
 */
export function embeddedDataDir(dataDirOption: string | undefined): { dataDir: string; bucket: string | undefined } {
  const config = loadConfig();
  if (config.databaseUrl && !dataDirOption) {
    throw new BackupError(
      "DATABASE_URL está definido: o banco é o PostgreSQL, não o embutido. Use pg_dump -Fc para o backup e pg_restore para restaurar (README, seção Backups), " +
        "ou indique a pasta do banco embutido com --data-dir.",
    );
  }
  return { dataDir: dataDirOption ?? config.dataDir, bucket: config.s3?.bucket };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;

/** Runs a command and prints its result; a refusal or invalid configuration ends with exit code 1. */
export async function runOperatorCommand(action: () => Promise<string>): Promise<void> {
  try {
    console.log(await action());
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
