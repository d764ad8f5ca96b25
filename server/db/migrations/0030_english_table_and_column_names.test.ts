import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "#server/db/client";
import { migrationsFolderAround, openMigrationConnection, type MigrationConnection, type Row } from "#server/test/migration-harness";

/**
 * Decision 108: migration 0030 renames the Portuguese tables and columns to the snake_case of their
 * Drizzle names. A database is migrated up to 0029, filled through the old names, migrated by 0030
 * alone, and every row is read back under the new names. Then the migrated catalogue is compared
 * with the latest Drizzle snapshot (tables, columns, constraint and index names), so a rename the
 * migration forgot — or a future migration whose SQL drifts from its snapshot — fails here.
 * PostgreSQL when DATABASE_URL is set, PGlite otherwise (as 0016's test).
 */

const MIGRATION = "0030_english_table_and_column_names";
const TIMEOUT = 120_000;

const ANA = "usrAna000000000000000000000000001";
const STUDIO = "a0000000-0000-4000-8000-000000000001";
const CLIENT = "a1000000-0000-4000-8000-000000000001";
const PROJECT = "a2000000-0000-4000-8000-000000000001";

const OLD_DATA = `
INSERT INTO "user" ("id", "name", "email", "uf_padrao", "tom_ia") VALUES ('${ANA}', 'Ana Lima', 'ana@exemplo.com.br', 'PR', 'formal');
INSERT INTO "studio" ("id", "name", "trial_ends_at", "registro_cau", "cor_marca") VALUES ('${STUDIO}', 'Estúdio Ana', '2031-01-01 00:00:00+00', 'A12345-6', '#1d4ed8');
INSERT INTO "client" ("id", "studio_id", "nome", "nome_key", "search_key", "telefone", "tipo", "tratamento") VALUES
  ('${CLIENT}', '${STUDIO}', 'Marina e João Alves', 'marina e joao alves', 'marina e joao alves', '(41) 99999-0000', 'casal', 'formal');
INSERT INTO "project" ("id", "studio_id", "client_id", "nome", "search_key", "status", "tipo", "etapa", "padrao", "terreno_cidade", "terreno_uf", "terreno_area", "area_construida", "prazo") VALUES
  ('${PROJECT}', '${STUDIO}', '${CLIENT}', 'Residência Alves', 'residencia alves', 'em-andamento', 'residencial', 'anteprojeto', 'alto', 'Curitiba', 'PR', 450, 220, '2031-03-15');
INSERT INTO "custo_hora_escritorio" ("studio_id", "custos_diretos", "custos_indiretos", "horas_produtivas", "impostos_bps", "lucro_bps") VALUES
  ('${STUDIO}', 1200000, 300000, 320, 1130, 2000);
`;

interface Snapshot {
  tables: Record<
    string,
    {
      name: string;
      columns: Record<string, unknown>;
      indexes: Record<string, unknown>;
      foreignKeys: Record<string, unknown>;
      compositePrimaryKeys: Record<string, unknown>;
      uniqueConstraints: Record<string, unknown>;
      checkConstraints: Record<string, unknown>;
    }
  >;
}

/** The snapshot Drizzle wrote with the last migration: the schema the code reads and writes. */
function latestSnapshot(): Snapshot {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { idx: number }[] };
  const last = journal.entries.at(-1)!.idx;
  return JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", `${String(last).padStart(4, "0")}_snapshot.json`), "utf8")) as Snapshot;
}

describe(`migration ${MIGRATION}: every table and column speaks English, nothing lost`, () => {
  let db: MigrationConnection;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "prancheta-0030-"));
    db = await openMigrationConnection();
    await db.migrate(migrationsFolderAround(dir, MIGRATION, false));
    await db.exec(OLD_DATA);
    await db.migrate(migrationsFolderAround(dir, MIGRATION, true));
  }, TIMEOUT);
  afterAll(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps every row, read under the new names", async () => {
    const [client] = await db.rows(`SELECT "name", "phone", "kind", "address_form" FROM "client" WHERE "id" = $1`, [CLIENT]);
    expect(client).toEqual({ name: "Marina e João Alves", phone: "(41) 99999-0000", kind: "casal", address_form: "formal" });
    const [project] = await db.rows(`SELECT "name", "type", "stage", "standard", "plot_city", "plot_state", "plot_area", "built_area", "deadline"::text AS "deadline" FROM "project" WHERE "id" = $1`, [PROJECT]);
    expect(project).toMatchObject({ name: "Residência Alves", type: "residencial", stage: "anteprojeto", standard: "alto", plot_city: "Curitiba", plot_state: "PR", deadline: "2031-03-15" });
    expect(Number(project!.plot_area)).toBe(450);
    expect(Number(project!.built_area)).toBe(220);
    const [cost] = await db.rows(`SELECT "direct_monthly", "indirect_monthly", "productive_hours", "taxes_bps", "profit_bps" FROM "studio_hourly_cost" WHERE "studio_id" = $1`, [STUDIO]);
    expect(Object.values(cost!).map(Number)).toEqual([1200000, 300000, 320, 1130, 2000]);
    const [studio] = await db.rows(`SELECT "cau", "brand_color" FROM "studio" WHERE "id" = $1`, [STUDIO]);
    expect(studio).toEqual({ cau: "A12345-6", brand_color: "#1d4ed8" });
    const [person] = await db.rows(`SELECT "default_uf", "ai_tone" FROM "user" WHERE "id" = $1`, [ANA]);
    expect(person).toEqual({ default_uf: "PR", ai_tone: "formal" });
  });

  it("keeps the checks, now on the new columns", async () => {
    await expect(db.exec(`UPDATE "project" SET "stage" = 'inexistente' WHERE "id" = '${PROJECT}'`)).rejects.toThrow();
    await expect(db.exec(`UPDATE "client" SET "kind" = 'outro' WHERE "id" = '${CLIENT}'`)).rejects.toThrow();
  });

  it("leaves the catalogue exactly as the latest snapshot describes it", async () => {
    // The migrations after this one too: the latest snapshot describes them all.
    await db.migrate(MIGRATIONS_FOLDER);
    const snapshot = latestSnapshot();
    const want = { tables: new Map<string, string[]>(), constraints: new Set<string>(), indexes: new Set<string>() };
    for (const t of Object.values(snapshot.tables)) {
      want.tables.set(t.name, Object.keys(t.columns).sort());
      for (const group of [t.foreignKeys, t.compositePrimaryKeys, t.uniqueConstraints, t.checkConstraints]) for (const name of Object.keys(group)) want.constraints.add(`${t.name}.${name}`);
      for (const name of Object.keys(t.indexes)) want.indexes.add(`${t.name}.${name}`);
    }
    const columns = await db.rows(`SELECT "table_name", "column_name" FROM information_schema.columns WHERE "table_schema" = 'public' ORDER BY 1, 2`);
    const got = new Map<string, string[]>();
    for (const r of columns as Row[]) got.set(String(r.table_name), [...(got.get(String(r.table_name)) ?? []), String(r.column_name)]);
    expect(new Map([...got].map(([k, v]) => [k, [...v].sort()]))).toEqual(want.tables);

    // Named constraints (single-column primary keys are PostgreSQL's `<table>_pkey`, checked apart).
    const constraints = await db.rows(
      `SELECT c.relname AS "table", k.conname AS "name", k.contype AS "type" FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND k.contype IN ('f', 'u', 'c', 'p')`,
    );
    const gotConstraints = new Set<string>();
    for (const r of constraints) {
      if (r.type === "p" && r.name === `${String(r.table)}_pkey`) continue;
      if (r.type === "c" && String(r.name).endsWith("_not_null")) continue;
      gotConstraints.add(`${String(r.table)}.${String(r.name)}`);
    }
    expect([...gotConstraints].sort()).toEqual([...want.constraints].sort());
    // A renamed table's own primary key follows it: `<table>_pkey` names a table that exists.
    const ownKeys = constraints.filter((r) => r.type === "p" && String(r.name).endsWith("_pkey")).map((r) => String(r.name));
    expect(ownKeys.filter((pk) => !want.tables.has(pk.replace(/_pkey$/, "")))).toEqual([]);

    // Indexes that are not a constraint's own.
    const indexes = await db.rows(`SELECT "tablename", "indexname" FROM pg_indexes WHERE "schemaname" = 'public'`);
    const gotIndexes = new Set(indexes.map((r) => `${String(r.tablename)}.${String(r.indexname)}`).filter((i) => !want.constraints.has(i) && !i.endsWith("_pkey")));
    expect([...gotIndexes].sort()).toEqual([...want.indexes].sort());
  });
});
