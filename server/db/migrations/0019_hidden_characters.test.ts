import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_CONTENT_SCHEMAS } from "#domain/documents.schema";
import { hasHiddenCharacters } from "#domain/text-fields";
import { migrationsFolderAround, openMigrationConnection, type MigrationConnection, type Row } from "#server/test/migration-harness";

/**
 * Names and titles stored before the hidden-character checks (decision 076): migration 0019
 * cleans them, and a document version whose section titles, reference titles or room names held
 * one can be read again by its kind's schema. Text that is not a name (a paragraph's line
 * breaks) is left as it was. Runs on PostgreSQL when DATABASE_URL is set, on PGlite otherwise.
 */

const MIGRATION = "0019_hidden_characters";
const TIMEOUT = 120_000;

const ANA = "usrAna000000000000000000000000001";
const STUDIO = "a0000000-0000-4000-8000-000000000001";
const CLIENT = "a1000000-0000-4000-8000-000000000001";
const EMPTY_CLIENT = "a1000000-0000-4000-8000-000000000002";
const PROJECT = "a2000000-0000-4000-8000-000000000001";
const doc = (n: number) => `a300000${n}-0000-4000-8000-000000000001`;
const version = (n: number) => `a400000${n}-0000-4000-8000-000000000001`;

const memorial = {
  sections: [
    { key: "intro", title: "Intro\u202Edução", blocks: [{ type: "paragraph", content: [{ text: "Linha um\nLinha dois" }] }] },
    { key: "partido", title: "Partido\tarquitetônico", blocks: [] },
    { key: "vazia", title: "\u200F", blocks: [] },
    { key: "limpa", title: "Implantação", blocks: [] },
  ],
};
const programme = {
  rooms: [
    { id: "sala", sector: "Social", name: "Sala\r\nde estar", quantity: 1, unitArea: 30, notes: "", source: null },
    { id: "cozinha", sector: "Serviço", name: "Cozinha", quantity: 1, unitArea: 12, notes: "", source: null },
  ],
  wallFactor: 0.25,
  lot: { area: 360, occupancyRate: null, floorAreaRatio: null, permeability: null, floors: 1 },
};
const references = {
  keywords: [],
  items: [{ id: "ref-1", url: "https://www.archdaily.com.br/br/1", title: "Casa\u0007 no campo", note: "", imageId: null, savedAt: "2026-03-01T10:00:00.000Z" }],
};
const json = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

const OLD_DATA = `
INSERT INTO "user" ("id", "name", "email") VALUES ('${ANA}', E'Ana\\u202E Lima', 'ana@exemplo.com.br');
INSERT INTO "studio" ("id", "name", "trial_ends_at") VALUES ('${STUDIO}', 'Estúdio Ana', '2031-01-01 00:00:00+00');
INSERT INTO "client" ("id", "studio_id", "nome", "nome_key", "search_key") VALUES
  ('${CLIENT}', '${STUDIO}', E'Marina\\nAlves\\u200E', 'marina alves', 'marina alves'),
  ('${EMPTY_CLIENT}', '${STUDIO}', E'\\u202E', 'x', 'x');
INSERT INTO "project" ("id", "studio_id", "client_id", "nome", "search_key", "tipo", "padrao", "etapa", "status") VALUES
  ('${PROJECT}', '${STUDIO}', '${CLIENT}', 'Casa Alves', 'casa alves', 'residencial', 'normal', 'levantamento', 'em-andamento');
INSERT INTO "project_document" ("id", "studio_id", "project_id", "tipo", "versao") VALUES
  ('${doc(1)}', '${STUDIO}', '${PROJECT}', 'memorial', 1),
  ('${doc(2)}', '${STUDIO}', '${PROJECT}', 'programa', 1),
  ('${doc(3)}', '${STUDIO}', '${PROJECT}', 'referencias', 1);
INSERT INTO "document_version" ("id", "document_id", "numero", "conteudo", "origem") VALUES
  ('${version(1)}', '${doc(1)}', 1, ${json(memorial)}, 'usuario'),
  ('${version(2)}', '${doc(2)}', 1, ${json(programme)}, 'usuario'),
  ('${version(3)}', '${doc(3)}', 1, ${json(references)}, 'usuario');
`;

describe(`migration ${MIGRATION}: names and titles lose their hidden characters, documents open again`, () => {
  let db: MigrationConnection;
  let dir: string;
  let versions: Row[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "prancheta-0019-"));
    db = await openMigrationConnection();
    await db.migrate(migrationsFolderAround(dir, MIGRATION, false));
    await db.exec(OLD_DATA);
    await db.migrate(migrationsFolderAround(dir, MIGRATION, true));
    versions = await db.rows(`SELECT "id", "conteudo" FROM "document_version" ORDER BY "id"`);
  }, TIMEOUT);

  afterAll(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, TIMEOUT);

  it("starts from contents the kinds' schemas refuse", () => {
    expect(DOCUMENT_CONTENT_SCHEMAS.memorial.safeParse(memorial).success).toBe(false);
    expect(DOCUMENT_CONTENT_SCHEMAS.programa.safeParse(programme).success).toBe(false);
    expect(DOCUMENT_CONTENT_SCHEMAS.referencias.safeParse(references).success).toBe(false);
  });

  it("cleans section titles, room names and reference titles, in their order, and leaves the text alone", () => {
    const [m, p, r] = versions.map((v) => v.conteudo as Record<string, unknown>);
    expect(DOCUMENT_CONTENT_SCHEMAS.memorial.parse(m).sections.map((s) => s.title)).toEqual(["Introdução", "Partido arquitetônico", "Seção", "Implantação"]);
    expect((m as typeof memorial).sections[0]!.blocks).toEqual(memorial.sections[0]!.blocks);
    expect(DOCUMENT_CONTENT_SCHEMAS.programa.parse(p).rooms.map((room) => room.name)).toEqual(["Sala de estar", "Cozinha"]);
    expect(DOCUMENT_CONTENT_SCHEMAS.referencias.parse(r).items.map((item) => item.title)).toEqual(["Casa no campo"]);
  });

  it("cleans names in their columns, and names one left empty", async () => {
    expect(await db.rows(`SELECT "nome" FROM "client" ORDER BY "id"`)).toEqual([{ nome: "Marina Alves" }, { nome: "Cliente sem nome" }]);
    expect(await db.rows(`SELECT "name" FROM "user"`)).toEqual([{ name: "Ana Lima" }]);
    for (const row of await db.rows(`SELECT "nome" FROM "project"`)) expect(hasHiddenCharacters(String(row.nome))).toBe(false);
  });

  it("leaves no helper function behind", async () => {
    expect(await db.rows(`SELECT "proname" FROM "pg_proc" WHERE "proname" LIKE 'prancheta_%'`)).toEqual([]);
  });
});
