import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pipeline } from "node:stream";
import { pipeline as pipelineAsync } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { assertStorageKey } from "#server/storage/file-storage";
import { readTar, TarFormatError, TarWriter } from "./tar";

/**
 * Backup and restore of the embedded database (README, "Backups"): one .tar.gz holding a manifest,
 * PGlite's own dump of its data dir (`dumpDataDir`, a tar PGlite loads back with `loadDataDir`)
 * and the uploaded files of the local-disk storage (`DATA_DIR/uploads`). A copy of the data dir
 * as PGlite writes it, so it restores only with the same PGlite (the same Prancheta version) —
 * the manifest says which PostgreSQL made it. PostgreSQL itself is backed up with pg_dump.
 */
export const MANIFEST = "manifest.json";
export const DATABASE_ENTRY = "pglite.tar";
export const UPLOADS_PREFIX = "uploads/";
const FORMAT = "prancheta-backup";
const VERSION = 1;

interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  postgresVersion: string;
  migrations: number;
  uploads: number;
}

/** A refusal or failure told to the operator in pt-BR; the command prints it and exits 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export interface BackupSummary {
  file: string;
  bytes: number;
  postgresVersion: string;
  migrations: number;
  uploads: number;
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code === "ENOENT";

async function countMigrations(pglite: PGlite): Promise<number> {
  const table = await pglite.query<{ t: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as t");
  if (!table.rows[0]?.t) return 0;
  const count = await pglite.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
  return count.rows[0]!.n;
}

/** The uploaded files' keys in `dir` (none when it does not exist); temporary writes are skipped. */
async function uploadKeys(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (isMissing(err)) return [];
    throw err;
  }
  // Only what the storage could have written: a half-written upload (".tmp-…") or a stray file
  // would be refused by the restore anyway.
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith("."))
    .map((e) => e.name)
    .filter((name) => {
      try {
        assertStorageKey(name);
        return true;
      } catch {
        return false;
      }
    })
    .sort();
}

/**
 * Writes a backup of `dataDir` (its `pglite/` and `uploads/`) to `out`. The server must be
 * stopped: PGlite is one process's database, and a second opener would corrupt it. The file
 * appears only when complete (written under a temporary name, then renamed).
 */
export async function createBackup(options: { dataDir: string; out: string; force?: boolean }): Promise<BackupSummary> {
  const pgliteDir = join(options.dataDir, "pglite");
  if (!existsSync(join(pgliteDir, "PG_VERSION"))) {
    throw new BackupError(`Não há banco embutido em ${pgliteDir}: nada para copiar (confira DATA_DIR ou --data-dir).`);
  }
  // PGlite writes postmaster.pid while open and removes it on close: its presence means a running
  // server, or one that was killed without closing the database.
  if (existsSync(join(pgliteDir, "postmaster.pid")) && !options.force) {
    throw new BackupError(
      `O banco em ${pgliteDir} parece estar em uso: pare o servidor do Prancheta e repita o backup. ` +
        "Se o servidor já está parado (foi encerrado à força), repita com --force.",
    );
  }
  if (existsSync(options.out)) throw new BackupError(`${options.out} já existe: escolha outro nome com --out.`);

  const pglite = new PGlite(pgliteDir);
  let dump: Uint8Array;
  let postgresVersion: string;
  let migrations: number;
  try {
    await pglite.waitReady;
    postgresVersion = (await pglite.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v.split(" ")[0]!;
    migrations = await countMigrations(pglite);
    // Uncompressed: the whole backup is gzipped once.
    dump = new Uint8Array(await (await pglite.dumpDataDir("none")).arrayBuffer());
  } finally {
    await pglite.close();
  }

  const uploadsDir = join(options.dataDir, "uploads");
  const keys = await uploadKeys(uploadsDir);
  const manifest: Manifest = { format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), postgresVersion, migrations, uploads: keys.length };

  await mkdir(dirname(resolve(options.out)), { recursive: true });
  const partial = `${options.out}.parcial`;
  const gzip = createGzip();
  // It holds password hashes, sessions and tokens: readable by its owner only.
  const written = pipelineAsync(gzip, createWriteStream(partial, { mode: 0o600 }));
  try {
    const tar = new TarWriter(gzip);
    await tar.add(MANIFEST, new TextEncoder().encode(JSON.stringify(manifest, null, 2)));
    await tar.add(DATABASE_ENTRY, dump);
    for (const key of keys) {
      const info = await stat(join(uploadsDir, key));
      await tar.add(UPLOADS_PREFIX + key, await readFile(join(uploadsDir, key)), info.mtime);
    }
    await tar.finish();
    gzip.end();
    await written;
  } catch (err) {
    gzip.destroy(err as Error);
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw err;
  }
  await rename(partial, options.out);
  return { file: options.out, bytes: (await stat(options.out)).size, postgresVersion, migrations, uploads: keys.length };
}

/**
 * Moves the restored parts into place: the current ones are first renamed aside, and put back if
 * any step fails, so the data dir never ends without a database; the old ones go only at the end.
 */
async function swapIn(dataDir: string, stage: string): Promise<void> {
  const parts = ["pglite", "uploads"];
  const aside = join(stage, "anterior");
  await mkdir(aside);
  const moved: string[] = [];
  const placed: string[] = [];
  try {
    for (const part of parts) {
      if (existsSync(join(dataDir, part))) {
        await rename(join(dataDir, part), join(aside, part));
        moved.push(part);
      }
    }
    for (const part of parts) {
      if (existsSync(join(stage, part))) {
        await rename(join(stage, part), join(dataDir, part));
        placed.push(part);
      }
    }
  } catch (err) {
    for (const part of placed) await rm(join(dataDir, part), { recursive: true, force: true });
    for (const part of moved) await rename(join(aside, part), join(dataDir, part));
    throw err;
  }
}

/** True when `dir` does not exist or has nothing in it. */
async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if (isMissing(err)) return true;
    throw err;
  }
}

function parseManifest(bytes: Uint8Array): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    value = undefined;
  }
  const m = value as Partial<Manifest> | undefined;
  if (m?.format !== FORMAT) throw new BackupError("Este arquivo não é um backup do Prancheta (manifesto ausente ou ilegível).");
  if (m.version !== VERSION) throw new BackupError(`Backup no formato ${String(m.version)}, mas esta versão do Prancheta lê só o formato ${VERSION}.`);
  return m as Manifest;
}

/**
 * Restores a backup into `dataDir`. A non-empty `dataDir` is refused unless `force`, and even then
 * its `pglite/` and `uploads/` are replaced only after the whole backup was read and the database
 * opened: a damaged file leaves the current data untouched.
 */
export async function restoreBackup(options: { file: string; dataDir: string; force?: boolean }): Promise<BackupSummary> {
  if (!existsSync(options.file)) throw new BackupError(`Arquivo de backup não encontrado: ${options.file}`);
  if (!(await isEmptyDir(options.dataDir)) && !options.force) {
    throw new BackupError(
      `${options.dataDir} não está vazio: a restauração substituiria os dados que estão lá. ` +
        "Restaure em uma pasta vazia ou repita com --force (com o servidor parado) para substituir pglite/ e uploads/.",
    );
  }

  // A running server's database is not replaced under it (PGlite keeps postmaster.pid while open).
  if (existsSync(join(options.dataDir, "pglite", "postmaster.pid"))) {
    throw new BackupError(`${options.dataDir} está em uso por um servidor (pglite/postmaster.pid): pare o servidor antes de restaurar; se ele foi encerrado à força, apague esse arquivo.`);
  }
  await mkdir(options.dataDir, { recursive: true });
  // Inside the target, so that moving the result into place is a rename on the same disk even when
  // the data dir is a mount point (a rename across disks fails).
  const stage = await mkdtemp(join(options.dataDir, ".prancheta-restauracao-"));
  try {
    const input = pipeline(createReadStream(options.file), createGunzip(), () => {});
    let manifest: Manifest | undefined;
    let database: Uint8Array | undefined;
    let uploads = 0;
    try {
      for await (const entry of readTar(input)) {
        if (!manifest) {
          if (entry.name !== MANIFEST) throw new BackupError("Este arquivo não é um backup do Prancheta (manifesto ausente ou ilegível).");
          manifest = parseManifest(entry.bytes);
        } else if (entry.name === DATABASE_ENTRY) {
          database = entry.bytes;
        } else if (entry.name.startsWith(UPLOADS_PREFIX)) {
          const key = entry.name.slice(UPLOADS_PREFIX.length);
          // The key becomes a file name: nothing but a storage key may reach the disk.
          try {
            assertStorageKey(key);
          } catch {
            throw new BackupError(`Entrada inesperada no backup: ${JSON.stringify(entry.name.slice(0, 80))}`);
          }
          await mkdir(join(stage, "uploads"), { recursive: true });
          await writeFile(join(stage, "uploads", key), entry.bytes);
          uploads += 1;
        } else {
          throw new BackupError(`Entrada inesperada no backup: ${JSON.stringify(entry.name.slice(0, 80))}`);
        }
      }
    } catch (err) {
      if (err instanceof BackupError) throw err;
      if (err instanceof TarFormatError) throw new BackupError(`Backup ilegível: ${err.message}.`);
      if ((err as NodeJS.ErrnoException).code?.startsWith("Z_")) {
        throw new BackupError("Este arquivo não é um backup do Prancheta (esperado um .tar.gz gerado por npm run backup) ou está corrompido.");
      }
      throw err;
    } finally {
      // An early refusal leaves the file half read: close it now, not when collected.
      input.destroy();
    }
    if (!manifest) throw new BackupError("Este arquivo não é um backup do Prancheta (manifesto ausente ou ilegível).");
    if (!database) throw new BackupError("Backup incompleto: falta o banco de dados (pglite.tar).");
    if (uploads !== manifest.uploads) throw new BackupError(`Backup incompleto: o manifesto lista ${manifest.uploads} arquivos enviados, mas há ${uploads}.`);

    // Opening it is the check: the data dir loads, and it holds the migrations the manifest counted.
    const pglite = new PGlite(join(stage, "pglite"), { loadDataDir: new Blob([database as Uint8Array<ArrayBuffer>]) });
    try {
      await pglite.waitReady;
      const migrations = await countMigrations(pglite);
      if (migrations !== manifest.migrations) {
        throw new BackupError(`O banco restaurado tem ${migrations} migrações, mas o manifesto diz ${manifest.migrations}: backup corrompido?`);
      }
    } catch (err) {
      if (err instanceof BackupError) throw err;
      throw new BackupError(
        `Não foi possível abrir o banco do backup (feito com PostgreSQL ${manifest.postgresVersion}; use a mesma versão do Prancheta que o gerou): ${(err as Error).message}`,
      );
    } finally {
      await pglite.close().catch(() => {});
    }

    await swapIn(options.dataDir, stage);
    return { file: options.file, bytes: (await stat(options.file)).size, postgresVersion: manifest.postgresVersion, migrations: manifest.migrations, uploads };
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
