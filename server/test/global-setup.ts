import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createScratchDatabase } from "#server/db/scratch-database";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated data dir. PostgreSQL: the name of a migrated template database. */
    dbTemplate: string;
  }
}

/**
 * Migrates one template database per run; every test file then gets its own copy (PGlite:
 * loadDataDir from the dump, ~0.4 s; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  // Test infrastructure, not the app: which database the suite runs on is the runner's choice
  // (loadConfig() cannot read the test env whole: Vite sets BASE_URL to "/").
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `prancheta_tmpl_${process.pid}`;
    const scratch = await createScratchDatabase(databaseUrl, name);
    const database = await openDatabase({ databaseUrl: scratch.url });
    await database.migrate();
    await database.close();
    project.provide("dbTemplate", name);
    return scratch.drop;
  }

  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir("none");
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), "prancheta-test-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("dbTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
