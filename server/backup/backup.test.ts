import { randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { BackupError, createBackup, restoreBackup } from "#server/backup/backup";
import { MIGRATIONS_FOLDER, openDatabase } from "#server/db/client";
import { client, storedFile, studio, studioMember, user } from "#server/db/schema";
import { localDiskStorage } from "#server/storage/local-disk";

const committed = (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;
const root = mkdtempSync(join(tmpdir(), "prancheta-backup-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dir = (name: string) => join(root, name);
// A PNG's first bytes and some more: what a logo upload leaves on disk.
const LOGO = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 300 }, (_, i) => i % 251)]);

interface Seeded {
  userId: string;
  studioId: string;
  clientId: string;
  logoKey: string;
}

/**
 * A data dir as `npm start` leaves it: a migrated PGlite in `pglite/` holding a user, their studio
 * and a client, and a logo in `uploads/`. The migrated template when the suite runs on PGlite
 * (faster), else a fresh PGlite migrated here.
 */
async function seededDataDir(dataDir: string): Promise<Seeded> {
  mkdirSync(dataDir, { recursive: true });
  // Test infrastructure: on PostgreSQL the template is a database name, not a PGlite dump.
  const template = process.env.DATABASE_URL ? undefined : inject("dbTemplate");
  const pglite = template
    ? new PGlite(join(dataDir, "pglite"), { loadDataDir: new Blob([await readFile(template)]) })
    : new PGlite(join(dataDir, "pglite"));
  const database = await openDatabase({ pglite });
  await database.migrate();
  const ids: Seeded = { userId: randomUUID(), studioId: randomUUID(), clientId: randomUUID(), logoKey: randomUUID() };
  const { db } = database;
  await db.insert(user).values({ id: ids.userId, name: "Ana Beatriz Lima", email: `ana-${ids.userId.slice(0, 8)}@exemplo.com.br` });
  await db.insert(studio).values({ id: ids.studioId, name: "Lima Arquitetura", trialEndsAt: new Date("2030-01-01T00:00:00Z") });
  await db.insert(studioMember).values({ id: randomUUID(), studioId: ids.studioId, userId: ids.userId, role: "owner" });
  await db.insert(client).values({
    id: ids.clientId,
    studioId: ids.studioId,
    createdBy: ids.userId,
    name: "João Pereira",
    nameKey: "joao pereira",
    searchKey: "joao pereira\njoao@exemplo.com.br",
    email: "joao@exemplo.com.br",
  });
  await db.insert(storedFile).values({
    id: randomUUID(),
    studioId: ids.studioId,
    purpose: "logo",
    variant: "tela",
    mime: "image/png",
    size: LOGO.length,
    originalName: "logo.png",
    storageKey: ids.logoKey,
    createdBy: ids.userId,
  });
  await localDiskStorage(join(dataDir, "uploads")).put(ids.logoKey, LOGO);
  await database.close();
  return ids;
}

/** Opens a restored data dir as the server would and reads the seeded rows and the logo back. */
async function readBack(dataDir: string, ids: Seeded) {
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    const [person] = await db.select({ name: user.name }).from(user).where(eq(user.id, ids.userId));
    const [office] = await db.select({ name: studio.name }).from(studio).where(eq(studio.id, ids.studioId));
    const [customer] = await db.select({ name: client.name, studioId: client.studioId }).from(client).where(eq(client.id, ids.clientId));
    const [file] = await db.select({ size: storedFile.size }).from(storedFile).where(eq(storedFile.storageKey, ids.logoKey));
    const logo = await localDiskStorage(join(dataDir, "uploads")).get(ids.logoKey);
    return { person, office, customer, file, logo };
  } finally {
    await database.close();
  }
}

describe("backup e restauração do banco embutido", () => {
  const source = dir("origem");
  const archive = join(dir("copias"), "prancheta.tar.gz");
  let ids: Seeded;

  it("o backup de uma pasta de dados restaura em outra pasta com os dados e os arquivos enviados", async () => {
    ids = await seededDataDir(source);
    const made = await createBackup({ dataDir: source, out: archive });
    expect(made).toMatchObject({ file: archive, migrations: committed, uploads: 1 });
    expect(made.bytes).toBeGreaterThan(0);
    expect(existsSync(`${archive}.parcial`)).toBe(false);

    // A plain .tar.gz: an operator can list it with the system's tar.
    const listing = spawnSync("tar", ["-tzf", archive], { encoding: "utf8" });
    expect(listing.status, listing.stderr).toBe(0);
    expect(listing.stdout.split("\n").filter(Boolean)).toEqual(["manifest.json", "pglite.tar", `uploads/${ids.logoKey}`]);

    const target = dir("restaurada");
    const restored = await restoreBackup({ file: archive, dataDir: target });
    expect(restored).toMatchObject({ migrations: committed, uploads: 1 });
    // Nothing left behind beside the target (the staging folder is removed).
    expect(readdirSync(root).filter((name) => name.startsWith(".prancheta-restauracao-"))).toEqual([]);

    const found = await readBack(target, ids);
    expect(found.person?.name).toBe("Ana Beatriz Lima");
    expect(found.office?.name).toBe("Lima Arquitetura");
    expect(found.customer).toEqual({ name: "João Pereira", studioId: ids.studioId });
    expect(found.file?.size).toBe(LOGO.length);
    expect(found.logo).toEqual(LOGO);
    // Four PGlite opens and a gzip of the data dir: generous for a busy machine.
  }, 120_000);

  it("não copia um banco em uso (servidor rodando) sem --force", async () => {
    const open = new PGlite(join(source, "pglite"));
    try {
      await open.waitReady;
      await expect(createBackup({ dataDir: source, out: join(dir("copias"), "em-uso.tar.gz") })).rejects.toThrow(/parece estar em uso: pare o servidor/);
    } finally {
      await open.close();
    }
    expect(existsSync(join(dir("copias"), "em-uso.tar.gz"))).toBe(false);
  });

  it("recusa uma pasta sem banco e um destino que já existe", async () => {
    await expect(createBackup({ dataDir: dir("vazia"), out: join(dir("copias"), "nada.tar.gz") })).rejects.toThrow(/Não há banco embutido/);
    await expect(createBackup({ dataDir: source, out: archive })).rejects.toThrow(/já existe/);
  });

  it("não restaura sobre uma pasta com dados sem --force; com --force substitui pglite/ e uploads/", async () => {
    const target = dir("ocupada");
    mkdirSync(join(target, "uploads"), { recursive: true });
    writeFileSync(join(target, "uploads", "arquivo-antigo"), "antigo");
    writeFileSync(join(target, "outro.txt"), "fica");

    const refused = restoreBackup({ file: archive, dataDir: target });
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toThrow(/não está vazio.*--force/);
    expect(readFileSync(join(target, "uploads", "arquivo-antigo"), "utf8")).toBe("antigo");

    await restoreBackup({ file: archive, dataDir: target, force: true });
    expect(readdirSync(join(target, "uploads"))).toEqual([ids.logoKey]);
    // What is not the app's data is left alone.
    expect(readFileSync(join(target, "outro.txt"), "utf8")).toBe("fica");
    expect((await readBack(target, ids)).customer?.name).toBe("João Pereira");
    // Nothing of the staging is left in the data dir, and the old parts are gone.
    expect(readdirSync(target).sort()).toEqual(["outro.txt", "pglite", "uploads"]);
  }, 120_000);

  it("não restaura sob um servidor que está usando a pasta, nem com --force", async () => {
    const target = dir("em-uso");
    mkdirSync(join(target, "pglite"), { recursive: true });
    writeFileSync(join(target, "pglite", "postmaster.pid"), "123");
    await expect(restoreBackup({ file: archive, dataDir: target, force: true })).rejects.toThrow(/em uso por um servidor/);
    expect(readdirSync(join(target, "pglite"))).toEqual(["postmaster.pid"]);
  });

  it("um arquivo que não é backup, ou truncado, é recusado e não toca os dados atuais", async () => {
    const target = dir("ocupada");
    const notBackup = join(dir("copias"), "notas.txt");
    writeFileSync(notBackup, "não sou um backup");
    await expect(restoreBackup({ file: notBackup, dataDir: target, force: true })).rejects.toThrow(/não é um backup do Prancheta/);

    const whole = readFileSync(archive);
    const truncated = join(dir("copias"), "truncado.tar.gz");
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreBackup({ file: truncated, dataDir: target, force: true })).rejects.toBeInstanceOf(BackupError);

    await expect(restoreBackup({ file: join(dir("copias"), "nao-existe.tar.gz"), dataDir: dir("nova") })).rejects.toThrow(/não encontrado/);
    // The earlier restore is still there, whole.
    expect(readdirSync(join(target, "uploads"))).toEqual([ids.logoKey]);
    expect((await readBack(target, ids)).office?.name).toBe("Lima Arquitetura");
  }, 120_000);
});
