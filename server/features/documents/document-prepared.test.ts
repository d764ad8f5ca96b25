import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { documentSchema } from "#domain/documents.schema";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, read } from "#server/test/studio";
import { loadDocument } from "./documents.service";

/**
 * GET /api/documents/:id reads the document by a statement prepared once under a name (decision
 * 115): the same answer as the statement built each time (loadDocument, which transactions keep
 * using), four tables joined, and 404 for another studio's document.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function studioWithBriefing() {
  const { client, studioId } = await signedInUser(ctx);
  const c = await addClient(client, { name: "Cliente" });
  const created = await addProject(client, { name: "Casa", clientId: c.id });
  const res = await client.post(`/api/projects/${created.id}/documents`, { kind: "briefing" });
  expect(res.status).toBe(201);
  return { client, studioId, document: await read(documentSchema, res) };
}

describe("GET /api/documents/:id", () => {
  it("answers what loadDocument reads, from one statement prepared once, and 404 for another studio's", async () => {
    const db = ctx.database.db;
    const prepare = vi.spyOn(db._.session, "prepareQuery");
    try {
      const a = await studioWithBriefing();
      const b = await studioWithBriefing();
      for (const s of [a, b, a]) {
        const res = await s.client.get(`/api/documents/${s.document.id}`);
        expect(res.status).toBe(200);
        const answered = await read(documentSchema, res);
        expect(answered).toEqual(await loadDocument({ db, studioId: s.studioId, id: s.document.id }));
        expect(answered).toMatchObject({ id: s.document.id, kind: "briefing", version: 1 });
      }
      expect((await b.client.get(`/api/documents/${a.document.id}`)).status).toBe(404);
      const prepared = prepare.mock.calls.filter((call) => call[2] === "prancheta_document_by_id");
      expect(prepared).toHaveLength(1);
      // The names of who wrote it are primary-key subqueries: joined, the ten tables' join order was
      // searched on every open, where nothing is prepared under a name (PGlite; decision 115).
      expect(prepared[0]?.[0].sql.match(/\bjoin\b/gi)).toHaveLength(3);
    } finally {
      prepare.mockRestore();
    }
  });
});
