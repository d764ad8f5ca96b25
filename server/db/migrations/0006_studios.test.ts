import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isId } from "#domain/ids";
import { migrationsFolderAround, openMigrationConnection, type MigrationConnection, type Row } from "#server/test/migration-harness";

/**
 * Issue 12, item 1: migration 0006 moves every user's plan, trial, usage, clients, projects and
 * upgrade requests into a personal studio and loses nothing. A database is migrated up to 0005,
 * filled through the old schema, snapshotted, migrated by 0006 alone, and every row is checked:
 * same ids, same values in every column that still exists, the right studio and authors.
 * Runs on PostgreSQL (a scratch database) when DATABASE_URL is set, on PGlite otherwise.
 */

const MIGRATION = "0006_studios";
const TIMEOUT = 120_000;

// Better Auth's user, session and account ids are not UUIDs; the app's own records' ids are.
const ANA = "usrAnaPremium0000000000000000001";
const BRUNO = "usrBrunoEsboco000000000000000002";
const CARLA = "usrCarlaExtinto00000000000000003";
const DAVI = "usrDaviSemDados00000000000000004";
const ANA_CLIENT = "a1000000-0000-4000-8000-000000000001";
const BRUNO_CLIENT = "b2000000-0000-4000-8000-000000000001";

/** The database as the code before studios left it: every table, full and empty columns, edge values. */
const OLD_DATA = `
INSERT INTO "user" ("id", "name", "email", "email_verified", "image", "company", "plan", "trial_ends_at", "terms_accepted_at", "created_at", "updated_at") VALUES
  ('${ANA}', 'Ana Lúcia Lima', 'ana@exemplo.com.br', true, 'https://img.exemplo.com.br/ana.png', 'Lima Arquitetura', 'premium', '2025-02-09 08:00:00.123+00', '2025-01-10 08:00:00.5+00', '2025-01-10 08:00:00.123+00', '2025-03-01 10:00:00+00'),
  ('${BRUNO}', 'Bruno Souza', 'bruno@exemplo.com.br', false, NULL, NULL, 'esboco', '2025-05-01 12:00:00+00', NULL, '2025-04-01 12:00:00+00', '2025-04-01 12:00:00+00'),
  ('${CARLA}', 'Carla D''Ávila', 'carla@exemplo.com.br', true, NULL, 'Ateliê Dias', 'extinto', '2024-12-31 23:59:59.999+00', '2024-12-01 09:30:00+00', '2024-12-01 09:30:00+00', '2025-01-02 11:00:00+00'),
  ('${DAVI}', 'Davi Rocha', 'davi@exemplo.com.br', true, NULL, NULL, 'avancado', '2025-07-15 00:00:00+00', '2025-07-01 00:00:00+00', '2025-07-01 00:00:00+00', '2025-07-01 00:00:00+00');

INSERT INTO "session" ("id", "expires_at", "token", "created_at", "updated_at", "ip_address", "user_agent", "user_id") VALUES
  ('sesAna0000000000000000000000001', '2025-08-01 00:00:00+00', 'tokAna1', '2025-07-25 10:00:00+00', '2025-07-26 10:00:00+00', '203.0.113.5', 'Mozilla/5.0 (X11; Linux x86_64)', '${ANA}'),
  ('sesAna0000000000000000000000002', '2025-08-02 00:00:00+00', 'tokAna2', '2025-07-26 10:00:00+00', '2025-07-26 10:00:00+00', NULL, NULL, '${ANA}'),
  ('sesBruno000000000000000000000001', '2025-08-03 00:00:00+00', 'tokBruno1', '2025-07-27 10:00:00+00', '2025-07-27 10:00:00+00', '198.51.100.7', 'curl/8.0', '${BRUNO}'),
  ('sesCarla000000000000000000000001', '2025-08-04 00:00:00+00', 'tokCarla1', '2025-07-28 10:00:00+00', '2025-07-28 10:00:00+00', NULL, 'Safari', '${CARLA}');

INSERT INTO "account" ("id", "account_id", "provider_id", "user_id", "access_token", "refresh_token", "id_token", "access_token_expires_at", "refresh_token_expires_at", "scope", "password", "created_at", "updated_at") VALUES
  ('accAna0000000000000000000000001', '${ANA}', 'credential', '${ANA}', NULL, NULL, NULL, NULL, NULL, NULL, 'salt:hash-ana', '2025-01-10 08:00:00.123+00', '2025-01-10 08:00:00.123+00'),
  ('accAna0000000000000000000000002', 'google-ana', 'google', '${ANA}', 'at-ana', 'rt-ana', 'idt-ana', '2025-07-26 11:00:00+00', '2025-09-01 00:00:00+00', 'openid email', NULL, '2025-02-01 08:00:00+00', '2025-07-26 10:00:00+00'),
  ('accBruno000000000000000000000001', '${BRUNO}', 'credential', '${BRUNO}', NULL, NULL, NULL, NULL, NULL, NULL, 'salt:hash-bruno', '2025-04-01 12:00:00+00', '2025-04-01 12:00:00+00'),
  ('accCarla000000000000000000000001', '${CARLA}', 'credential', '${CARLA}', NULL, NULL, NULL, NULL, NULL, NULL, 'salt:hash-carla', '2024-12-01 09:30:00+00', '2024-12-01 09:30:00+00'),
  ('accDavi0000000000000000000000001', '${DAVI}', 'credential', '${DAVI}', NULL, NULL, NULL, NULL, NULL, NULL, 'salt:hash-davi', '2025-07-01 00:00:00+00', '2025-07-01 00:00:00+00');

INSERT INTO "verification" ("id", "identifier", "value", "expires_at", "created_at", "updated_at") VALUES
  ('verBruno00000000000000000000001', 'reset-password:tok-reset-bruno', '${BRUNO}', '2025-07-27 11:00:00+00', '2025-07-27 10:00:00+00', '2025-07-27 10:00:00+00');

INSERT INTO "rate_limit" ("key", "count", "window_started_at") VALUES
  ('sign-in:203.0.113.5', 3, '2025-07-26 10:00:00+00'),
  ('sign-up:198.51.100.7', 1, '2025-07-27 10:00:00+00');

INSERT INTO "client" ("id", "user_id", "nome", "nome_key", "search_key", "email", "telefone", "documento", "endereco", "observacoes", "created_at", "updated_at") VALUES
  ('${ANA_CLIENT}', '${ANA}', 'Construtora Horizonte', 'construtora horizonte', 'construtora horizonte contato@horizonte.com.br', 'contato@horizonte.com.br', '(11) 98765-4321', '12.345.678/0001-90', 'Av. Paulista, 1000 — São Paulo/SP', 'Prefere reuniões às terças.', '2025-01-11 09:00:00+00', '2025-02-11 09:00:00+00'),
  ('a1000000-0000-4000-8000-000000000002', '${ANA}', 'Marina Castro', 'marina castro', 'marina castro', NULL, NULL, NULL, NULL, NULL, '2025-01-12 09:00:00+00', '2025-01-12 09:00:00+00'),
  ('a1000000-0000-4000-8000-000000000003', '${ANA}', 'Escola Aurora', 'escola aurora', 'escola aurora secretaria@aurora.edu.br', 'secretaria@aurora.edu.br', NULL, '98.765.432/0001-10', NULL, NULL, '2025-01-13 09:00:00+00', '2025-01-14 09:00:00+00'),
  ('${BRUNO_CLIENT}', '${BRUNO}', 'Pedro Alves', 'pedro alves', 'pedro alves pedro@alves.com', 'pedro@alves.com', '(21) 91234-5678', '123.456.789-09', 'Rua do Catete, 50 — Rio de Janeiro/RJ', 'Obra em apartamento alugado.', '2025-04-02 12:00:00+00', '2025-04-03 12:00:00+00'),
  ('b2000000-0000-4000-8000-000000000002', '${BRUNO}', 'Lúcia Nunes', 'lucia nunes', 'lucia nunes', NULL, NULL, NULL, NULL, NULL, '2025-04-04 12:00:00+00', '2025-04-04 12:00:00+00'),
  ('c3000000-0000-4000-8000-000000000001', '${CARLA}', 'Clínica Bem Viver', 'clinica bem viver', 'clinica bem viver', NULL, '(31) 3333-4444', NULL, 'Belo Horizonte/MG', NULL, '2024-12-02 09:30:00+00', '2024-12-02 09:30:00+00');

INSERT INTO "project" ("id", "user_id", "client_id", "nome", "search_key", "tipo", "terreno_endereco", "terreno_cidade", "terreno_uf", "terreno_area", "terreno_frente", "terreno_fundo", "terreno_zoneamento", "terreno_topografia", "area_construida", "padrao", "etapa", "prazo", "status", "created_at", "updated_at") VALUES
  ('a1000000-0000-4000-9000-000000000001', '${ANA}', '${ANA_CLIENT}', 'Sede Horizonte', 'sede horizonte', 'comercial', 'Rua das Flores, 200', 'Campinas', 'SP', 450.75, 15.5, 29.08, 'ZM-2', 'aclive', 820.4, 'alto', 'anteprojeto', '2025-12-15', 'em-andamento', '2025-01-15 09:00:00+00', '2025-03-01 09:00:00+00'),
  ('a1000000-0000-4000-9000-000000000002', '${ANA}', '${ANA_CLIENT}', 'Galpão Horizonte', 'galpao horizonte', 'industrial', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'normal', 'concluido', NULL, 'concluido', '2025-01-16 09:00:00+00', '2025-06-01 09:00:00+00'),
  ('a1000000-0000-4000-9000-000000000003', '${ANA}', 'a1000000-0000-4000-8000-000000000002', 'Casa Castro', 'casa castro', 'residencial', NULL, 'Valinhos', 'SP', 360, NULL, NULL, NULL, 'plano', 210.5, 'baixo', 'levantamento', '2026-01-31', 'pausado', '2025-01-17 09:00:00+00', '2025-01-17 09:00:00+00'),
  ('b2000000-0000-4000-9000-000000000001', '${BRUNO}', '${BRUNO_CLIENT}', 'Reforma Alves', 'reforma alves', 'reforma', 'Rua do Catete, 50', 'Rio de Janeiro', 'RJ', 0.5, 0.25, 2, 'ZR-1', 'declive', 95, 'normal', 'obra', '2025-09-30', 'em-andamento', '2025-04-05 12:00:00+00', '2025-05-05 12:00:00+00'),
  ('b2000000-0000-4000-9000-000000000002', '${BRUNO}', '${BRUNO_CLIENT}', 'Interiores Alves', 'interiores alves', 'interiores', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'alto', 'programa', NULL, 'cancelado', '2025-04-06 12:00:00+00', '2025-04-07 12:00:00+00'),
  ('c3000000-0000-4000-9000-000000000001', '${CARLA}', 'c3000000-0000-4000-8000-000000000001', 'Clínica Bem Viver', 'clinica bem viver', 'institucional', 'Av. Afonso Pena, 1500', 'Belo Horizonte', 'MG', 1200, 30, 40, 'ZCBH', 'plano', 1850.25, 'alto', 'viabilidade', '2025-03-01', 'em-andamento', '2024-12-03 09:30:00+00', '2024-12-20 09:30:00+00');

INSERT INTO "project_stage_change" ("id", "project_id", "etapa", "anterior", "observacao", "em") VALUES
  ('d4000000-0000-4000-8000-000000000001', 'a1000000-0000-4000-9000-000000000001', 'levantamento', NULL, NULL, '2025-01-15 09:00:00+00'),
  ('d4000000-0000-4000-8000-000000000002', 'a1000000-0000-4000-9000-000000000001', 'programa', 'levantamento', 'Programa aprovado pelo cliente.', '2025-02-01 09:00:00+00'),
  ('d4000000-0000-4000-8000-000000000003', 'a1000000-0000-4000-9000-000000000001', 'anteprojeto', 'programa', NULL, '2025-03-01 09:00:00+00'),
  ('d4000000-0000-4000-8000-000000000004', 'a1000000-0000-4000-9000-000000000002', 'concluido', 'obra', 'Entregue.', '2025-06-01 09:00:00+00'),
  ('d4000000-0000-4000-8000-000000000005', 'b2000000-0000-4000-9000-000000000001', 'obra', 'projeto-executivo', NULL, '2025-05-05 12:00:00+00'),
  ('d4000000-0000-4000-8000-000000000006', 'c3000000-0000-4000-9000-000000000001', 'viabilidade', 'levantamento', 'Zoneamento confirmado.', '2024-12-20 09:30:00+00');

INSERT INTO "ai_usage" ("user_id", "period", "count") VALUES
  ('${ANA}', 'trial', 7),
  ('${ANA}', '2025-06', 12),
  ('${ANA}', '2025-07', 3),
  ('${BRUNO}', '2025-06', 2),
  ('${CARLA}', 'trial', 10);

INSERT INTO "upgrade_request" ("id", "user_id", "plan", "status", "created_at") VALUES
  ('e5000000-0000-4000-8000-000000000001', '${ANA}', 'obra-prima', 'pending', '2025-03-02 10:00:00+00'),
  ('e5000000-0000-4000-8000-000000000002', '${ANA}', 'legado', 'pending', '2025-03-03 10:00:00+00'),
  ('e5000000-0000-4000-8000-000000000003', '${BRUNO}', 'premium', 'pending', '2025-04-10 12:00:00+00');

INSERT INTO "conversation" ("id", "user_id", "title", "created_at", "updated_at") VALUES
  ('f6000000-0000-4000-8000-000000000001', '${ANA}', 'Memorial descritivo', '2025-02-01 10:00:00+00', '2025-02-01 10:05:00+00'),
  ('f6000000-0000-4000-8000-000000000002', '${ANA}', 'Parecer de zoneamento', '2025-02-02 10:00:00+00', '2025-02-02 10:00:00+00'),
  ('f6000000-0000-4000-8000-000000000003', '${BRUNO}', 'Orçamento da reforma', '2025-04-08 12:00:00+00', '2025-04-08 12:10:00+00');

INSERT INTO "message" ("id", "conversation_id", "role", "content", "provider", "model", "status", "created_at") VALUES
  ('f6000000-0000-4000-9000-000000000001', 'f6000000-0000-4000-8000-000000000001', 'user', 'Escreva o memorial.', NULL, NULL, 'complete', '2025-02-01 10:00:00+00'),
  ('f6000000-0000-4000-9000-000000000002', 'f6000000-0000-4000-8000-000000000001', 'assistant', 'Memorial descritivo: …', 'primary', 'modelo-a', 'complete', '2025-02-01 10:00:05+00'),
  ('f6000000-0000-4000-9000-000000000003', 'f6000000-0000-4000-8000-000000000001', 'assistant', 'Memorial (parcial)', 'fallback', 'modelo-b', 'interrupted', '2025-02-01 10:05:00+00'),
  ('f6000000-0000-4000-9000-000000000004', 'f6000000-0000-4000-8000-000000000002', 'user', 'O lote é ZM-2?', NULL, NULL, 'complete', '2025-02-02 10:00:00+00'),
  ('f6000000-0000-4000-9000-000000000005', 'f6000000-0000-4000-8000-000000000002', 'assistant', '', 'offline', NULL, 'error', '2025-02-02 10:00:01+00'),
  ('f6000000-0000-4000-9000-000000000006', 'f6000000-0000-4000-8000-000000000003', 'user', 'Quanto custa?', NULL, NULL, 'complete', '2025-04-08 12:00:00+00'),
  ('f6000000-0000-4000-9000-000000000007', 'f6000000-0000-4000-8000-000000000003', 'assistant', 'Depende…', 'user-key', 'modelo-c', 'streaming', '2025-04-08 12:10:00+00');
`;

/** Each table before 0006 and the key its rows are compared by (ai_usage has no id: its owner and period). */
const OLD_TABLES: Record<string, (r: Row) => string> = {
  user: (r) => String(r.id),
  session: (r) => String(r.id),
  account: (r) => String(r.id),
  verification: (r) => String(r.id),
  rate_limit: (r) => String(r.key),
  upgrade_request: (r) => String(r.id),
  ai_usage: (r) => `${String(r.user_id)}|${String(r.period)}`,
  conversation: (r) => String(r.id),
  message: (r) => String(r.id),
  client: (r) => String(r.id),
  project: (r) => String(r.id),
  project_stage_change: (r) => String(r.id),
};
const NEW_TABLES = ["studio", "studio_member", "studio_invitation"];

function byKey(rows: Row[], key: (r: Row) => string): Row[] {
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

async function snapshot(db: MigrationConnection, tables: string[]): Promise<Record<string, Row[]>> {
  const out: Record<string, Row[]> = {};
  for (const table of tables) out[table] = await db.rows(`SELECT * FROM "${table}"`);
  return out;
}

async function publicTables(db: MigrationConnection): Promise<string[]> {
  const rows = await db.rows(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`);
  return rows.map((r) => String(r.table_name)).sort();
}

async function appliedMigrations(db: MigrationConnection): Promise<number> {
  const [row] = await db.rows(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number(row!.n);
}

function without(row: Row, ...columns: string[]): Row {
  const copy = { ...row };
  for (const c of columns) delete copy[c];
  return copy;
}

describe(`migration ${MIGRATION}: every user's work moves into a personal studio, nothing lost`, () => {
  let db: MigrationConnection;
  let dir: string;
  let before: Record<string, Row[]>;
  let after: Record<string, Row[]>;
  let migrationsBefore: number;
  let tablesBefore: string[];
  let tablesAfter: string[];
  /** user id → the studio the migration made for them (from studio_member, checked below). */
  const studioOf = (userId: unknown): string => {
    const owned = after.studio_member!.filter((m) => m.user_id === userId);
    if (owned.length !== 1) throw new Error(`${String(userId)} tem ${owned.length} estúdios`);
    return String(owned[0]!.studio_id);
  };
  const old = (table: string) => byKey(before[table]!, OLD_TABLES[table]!);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "prancheta-0006-"));
    db = await openMigrationConnection();
    await db.migrate(migrationsFolderAround(dir, MIGRATION, false));
    migrationsBefore = await appliedMigrations(db);
    tablesBefore = await publicTables(db);
    await db.exec(OLD_DATA);
    before = await snapshot(db, Object.keys(OLD_TABLES));
    await db.migrate(migrationsFolderAround(dir, MIGRATION, true));
    tablesAfter = await publicTables(db);
    after = await snapshot(db, [...Object.keys(OLD_TABLES), ...NEW_TABLES]);
  }, TIMEOUT);

  afterAll(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, TIMEOUT);

  it("starts from the pre-studio schema, fully filled, and applies only 0006", async () => {
    expect(tablesBefore).toEqual(Object.keys(OLD_TABLES).sort());
    for (const table of Object.keys(OLD_TABLES)) expect(before[table]!.length, table).toBeGreaterThan(0);
    expect(before.user!.find((u) => u.id === ANA)).toMatchObject({ plan: "premium", trial_ends_at: new Date("2025-02-09T08:00:00.123Z") });
    expect(await appliedMigrations(db)).toBe(migrationsBefore + 1);
  });

  it("leaves the new tables and no scratch table behind", () => {
    expect(tablesAfter).toEqual([...Object.keys(OLD_TABLES), ...NEW_TABLES].sort());
    expect(tablesAfter).not.toContain("_studio_of_user");
    expect(after.studio_invitation).toEqual([]);
  });

  it("keeps the row count of every table", () => {
    for (const table of Object.keys(OLD_TABLES)) expect(after[table]!.length, table).toBe(before[table]!.length);
    expect(after.studio).toHaveLength(before.user!.length);
    expect(after.studio_member).toHaveLength(before.user!.length);
  });

  it("makes every user the owner of exactly one studio, since their sign-up", () => {
    for (const user of before.user!) {
      const memberships = after.studio_member!.filter((m) => m.user_id === user.id);
      expect(memberships, String(user.id)).toEqual([
        { id: expect.toSatisfy(isId) as unknown, studio_id: expect.toSatisfy(isId) as unknown, user_id: user.id, role: "owner", created_at: user.created_at },
      ]);
    }
    expect(new Set(after.studio_member!.map((m) => m.studio_id)).size).toBe(before.user!.length);
    expect(new Set(after.studio_member!.map((m) => m.id)).size).toBe(before.user!.length);
  });

  it("gives each studio its owner's name, plan (unknown ones kept as text) and trial", () => {
    for (const user of before.user!) {
      const studio = after.studio!.find((s) => s.id === studioOf(user.id));
      expect(studio, String(user.id)).toEqual({
        id: studioOf(user.id),
        name: user.name,
        plan: user.plan,
        trial_ends_at: user.trial_ends_at,
        plan_granted_at: null,
        plan_granted_by: null,
        created_at: user.created_at,
        updated_at: expect.any(Date) as unknown,
      });
    }
    const plans = Object.fromEntries(after.studio!.map((s) => [after.studio_member!.find((m) => m.studio_id === s.id)!.user_id, s.plan]));
    expect(plans).toEqual({ [ANA]: "premium", [BRUNO]: "esboco", [CARLA]: "extinto", [DAVI]: "avancado" });
    expect(after.studio!.find((s) => s.id === studioOf(ANA))!.trial_ends_at).toEqual(new Date("2025-02-09T08:00:00.123Z"));
    expect(after.studio!.find((s) => s.id === studioOf(CARLA))!.name).toBe("Carla D'Ávila");
  });

  it("keeps every client, same id and values, in its user's studio, created and last changed by that user", () => {
    expect(byKey(after.client!, (r) => String(r.id))).toEqual(
      old("client").map((c) => ({ ...without(c, "user_id"), studio_id: studioOf(c.user_id), created_by: c.user_id, updated_by: c.user_id })),
    );
  });

  it("keeps every project, land plot included, in its user's studio, created and last changed by that user", () => {
    expect(byKey(after.project!, (r) => String(r.id))).toEqual(
      old("project").map((p) => ({ ...without(p, "user_id"), studio_id: studioOf(p.user_id), created_by: p.user_id, updated_by: p.user_id })),
    );
  });

  it("keeps every stage change, changed by its project's user", () => {
    const ownerOfProject = new Map(before.project!.map((p) => [p.id, p.user_id]));
    expect(byKey(after.project_stage_change!, (r) => String(r.id))).toEqual(
      old("project_stage_change").map((s) => ({ ...s, changed_by: ownerOfProject.get(s.project_id) })),
    );
    expect(after.project_stage_change!.every((s) => typeof s.changed_by === "string")).toBe(true);
  });

  it("moves every quota count, period by period, to its user's studio", () => {
    const key = (r: Row) => `${String(r.studio_id)}|${String(r.period)}`;
    expect(byKey(after.ai_usage!, key)).toEqual(byKey(before.ai_usage!.map((u) => ({ ...without(u, "user_id"), studio_id: studioOf(u.user_id) })), key));
  });

  it("moves every upgrade request to its user's studio, requested by that user and not yet granted", () => {
    expect(byKey(after.upgrade_request!, (r) => String(r.id))).toEqual(
      old("upgrade_request").map((r) => ({ ...without(r, "user_id"), studio_id: studioOf(r.user_id), requested_by: r.user_id, granted_at: null, granted_by: null })),
    );
  });

  it("opens every existing session in its user's studio", () => {
    expect(byKey(after.session!, (r) => String(r.id))).toEqual(old("session").map((s) => ({ ...s, active_studio_id: studioOf(s.user_id) })));
  });

  it("moves the plan and trial off the user and leaves every other personal row as it was", () => {
    expect(byKey(after.user!, (r) => String(r.id))).toEqual(old("user").map((u) => without(u, "plan", "trial_ends_at")));
    for (const table of ["account", "verification", "rate_limit", "conversation", "message"]) {
      expect(byKey(after[table]!, OLD_TABLES[table]!), table).toEqual(old(table));
    }
  });

  it("refuses, after the migration, a project whose client belongs to another studio", async () => {
    const insert = (clientId: string) =>
      db.rows(
        `INSERT INTO "project" ("id", "studio_id", "client_id", "nome", "search_key", "tipo", "padrao", "etapa", "status")
         VALUES ($1, $2, $3, 'Novo', 'novo', 'residencial', 'normal', 'levantamento', 'em-andamento')`,
        [randomUUID(), studioOf(ANA), clientId],
      );
    await expect(insert(BRUNO_CLIENT)).rejects.toMatchObject({ code: "23503" });
    await expect(insert(ANA_CLIENT)).resolves.toEqual([]);
    // Nor can a client with projects move to another studio under them.
    await expect(db.rows(`UPDATE "client" SET "studio_id" = $1 WHERE "id" = $2`, [studioOf(BRUNO), ANA_CLIENT])).rejects.toMatchObject({ code: "23503" });
  });
});
