import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isId } from "#domain/ids";
import { migrationsFolderAround, openMigrationConnection, type MigrationConnection, type Row } from "#server/test/migration-harness";

/**
 * Review of issue 17, item 6: a client message kept one answer (`resposta`, `respondida_em`),
 * which the next answer overwrote. Migration 0016 moves each recorded answer into
 * `client_message_reply` before dropping those columns. A database is migrated up to 0015, filled
 * through the old shape, migrated by 0016 alone, and every answer is found again, at its time.
 * Runs on PostgreSQL (a scratch database) when DATABASE_URL is set, on PGlite otherwise (as
 * 0006_studios.test.ts, whose way this follows).
 */

const MIGRATION = "0016_client_message_replies";
const TIMEOUT = 120_000;

const ANA = "usrAna000000000000000000000000001";
const BRUNO = "usrBruno0000000000000000000000002";
const ANA_STUDIO = "a0000000-0000-4000-8000-000000000001";
const BRUNO_STUDIO = "b0000000-0000-4000-8000-000000000001";
const ANA_CLIENT = "a1000000-0000-4000-8000-000000000001";
const BRUNO_CLIENT = "b1000000-0000-4000-8000-000000000001";
const msg = (n: number) => `c0000000-0000-4000-8000-00000000000${n}`;

/** Messages as the code before 0016 stored them: answered by each channel, unanswered, and one answered without a time. */
const OLD_DATA = `
INSERT INTO "user" ("id", "name", "email") VALUES
  ('${ANA}', 'Ana Lima', 'ana@exemplo.com.br'),
  ('${BRUNO}', 'Bruno Souza', 'bruno@exemplo.com.br');
INSERT INTO "studio" ("id", "name", "trial_ends_at") VALUES
  ('${ANA_STUDIO}', 'Estúdio Ana', '2031-01-01 00:00:00+00'),
  ('${BRUNO_STUDIO}', 'Estúdio Bruno', '2031-01-01 00:00:00+00');
INSERT INTO "client" ("id", "studio_id", "nome", "nome_key", "search_key") VALUES
  ('${ANA_CLIENT}', '${ANA_STUDIO}', 'Marina Alves', 'marina alves', 'marina alves'),
  ('${BRUNO_CLIENT}', '${BRUNO_STUDIO}', 'Pedro Nunes', 'pedro nunes', 'pedro nunes');
INSERT INTO "client_message" ("id", "studio_id", "client_id", "created_by", "canal", "tom", "mensagem", "sugestoes", "sugestoes_fonte", "resposta", "respondida_em", "created_at") VALUES
  ('${msg(1)}', '${ANA_STUDIO}', '${ANA_CLIENT}', '${ANA}', 'whatsapp', 'cordial', 'Qual o prazo?', '[{"subject":null,"text":"Olá, Marina!"}]', 'offline', 'Olá, Marina! A entrega é em 15/03/2031.', '2026-03-10 14:05:06.789+00', '2026-03-10 14:00:00+00'),
  ('${msg(2)}', '${ANA_STUDIO}', '${ANA_CLIENT}', '${ANA}', 'email', 'formal', 'Quanto custa?', '[]', 'primary', E'Assunto: Orçamento\\n\\nPrezada Marina, segue o orçamento — R$ 1.250,00.', '2026-03-11 09:30:00+00', '2026-03-11 09:00:00+00'),
  ('${msg(3)}', '${ANA_STUDIO}', '${ANA_CLIENT}', NULL, 'social', 'breve', 'Vocês fazem interiores?', '[]', NULL, NULL, NULL, '2026-03-12 09:00:00+00'),
  ('${msg(4)}', '${BRUNO_STUDIO}', '${BRUNO_CLIENT}', '${BRUNO}', 'social', 'breve', 'Oi!', '[]', 'offline', 'Oi, Pedro!', NULL, '2026-03-13 08:00:00+00');
`;

describe(`migration ${MIGRATION}: every recorded answer moves into the replies, nothing lost`, () => {
  let db: MigrationConnection;
  let dir: string;
  let before: Row[];
  let messagesAfter: Row[];
  let replies: Row[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "prancheta-0016-"));
    db = await openMigrationConnection();
    await db.migrate(migrationsFolderAround(dir, MIGRATION, false));
    await db.exec(OLD_DATA);
    before = await db.rows(`SELECT * FROM "client_message" ORDER BY "id"`);
    await db.migrate(migrationsFolderAround(dir, MIGRATION, true));
    messagesAfter = await db.rows(`SELECT * FROM "client_message" ORDER BY "id"`);
    replies = await db.rows(`SELECT * FROM "client_message_reply" ORDER BY "message_id"`);
  }, TIMEOUT);

  afterAll(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, TIMEOUT);

  it("starts from the old shape, with the answers in the message's row", () => {
    expect(before.map((m) => m.resposta !== null)).toEqual([true, true, false, true]);
  });

  it("makes one reply per answered message: its text, its channel, its time, its studio", () => {
    expect(replies.map((r) => ({ ...r, id: isId(r.id) }))).toEqual([
      { id: true, message_id: msg(1), studio_id: ANA_STUDIO, canal: "whatsapp", texto: "Olá, Marina! A entrega é em 15/03/2031.", enviada_em: new Date("2026-03-10T14:05:06.789Z"), created_by: null },
      { id: true, message_id: msg(2), studio_id: ANA_STUDIO, canal: "email", texto: "Assunto: Orçamento\n\nPrezada Marina, segue o orçamento — R$ 1.250,00.", enviada_em: new Date("2026-03-11T09:30:00Z"), created_by: null },
      // Answered without a time (the old code always wrote one): at the message's time, not lost.
      { id: true, message_id: msg(4), studio_id: BRUNO_STUDIO, canal: "social", texto: "Oi, Pedro!", enviada_em: new Date("2026-03-13T08:00:00Z"), created_by: null },
    ]);
  });

  it("drops the old columns and keeps every message and its other values", () => {
    expect(messagesAfter.map((m) => m.id)).toEqual(before.map((m) => m.id));
    messagesAfter.forEach((m, i) => {
      const { resposta: _r, respondida_em: _at, ...rest } = before[i]!;
      expect(m).toEqual(rest);
    });
  });

  it("deletes a message's replies with it, and refuses a reply whose studio is not its message's", async () => {
    await expect(
      db.exec(`INSERT INTO "client_message_reply" ("id", "message_id", "studio_id", "canal", "texto") VALUES ('${randomUUID()}', '${msg(1)}', '${BRUNO_STUDIO}', 'email', 'x')`),
    ).rejects.toThrow();
    await db.exec(`DELETE FROM "client_message" WHERE "id" = '${msg(1)}'`);
    expect(await db.rows(`SELECT "message_id" FROM "client_message_reply" ORDER BY "message_id"`)).toEqual([{ message_id: msg(2) }, { message_id: msg(4) }]);
  });
});
