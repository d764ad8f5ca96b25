import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentsApi } from "#domain/contracts/documents";
import { v1ProjectsApi } from "#domain/contracts/public-api";
import type { ProjectDocument } from "#domain/documents.schema";
import { BIM_PLAN_MESSAGE } from "#domain/ifc";
import { documentVersion, projectDocument } from "#server/db/schema";
import { ifcPool } from "#server/features/documents/ifc/ifc";
import { tokenOf } from "#server/test/api-token";
import { createTestContext, type TestContext } from "#server/test/harness";
import { person, type Person } from "#server/test/people";
import { addClient, addProject, setPlan } from "#server/test/studio";

/**
 * The BIM import through the public API (R-BIM-1..4, R-API-2, decision 097): an Obra-Prima
 * studio's read-write token sends the two-storey house of test-support/ifc, gets the areas, and
 * applies them as versions written "via API: <name>"; the same apply again under its
 * Idempotency-Key writes nothing; other plans, read tokens and other studios' projects refused.
 */

const HOUSE = new Uint8Array(readFileSync(new URL("../../test-support/ifc/casa-dois-pavimentos.ifc", import.meta.url)));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => {
  await ifcPool.stop();
  await ctx?.close();
});

const form = (name = "casa-alves.ifc") => {
  const data = new FormData();
  data.set("file", new File([HOUSE], name, { type: "application/octet-stream" }));
  return data;
};

async function studioOn(plan: "obra-prima" | "premium", name: string): Promise<Person & { projectId: string }> {
  const who = await person(ctx, name);
  await setPlan(ctx, who.me.id, plan);
  const client = await addClient(who.client, { name: "Marina Alves" });
  const p = await addProject(who.client, { name: "Casa Alves", clientId: client.id });
  return Object.assign(who, { projectId: p.id });
}

describe("BIM import with a token (Obra-Prima)", () => {
  it("previews the house's areas, applies them as versions by the token, and a retried apply writes nothing", async () => {
    const ana = await studioOn("obra-prima", "Ana Obra-Prima");
    const api = await tokenOf(ctx, ana.client, "escrita", "Revit do escritório");

    const before = ifcPool.completed;
    const preview = await api.call(v1ProjectsApi.ifcPreview, { params: { id: ana.projectId }, body: form() });
    expect(preview.status, JSON.stringify(preview.error)).toBe(200);
    expect(ifcPool.completed).toBe(before + 1);
    expect(preview.res.headers.get("ratelimit-limit")).not.toBeNull();
    const got = preview.data!;
    expect(got.model.storeys.map((s) => [s.name, s.grossArea])).toEqual([
      ["Térreo", 55],
      ["Superior", 40],
    ]);
    // 55 + 40 = 95 m² gross, less the garage (15) and the balcony (6): 74 m² covered.
    expect(got.areas).toEqual([
      { kind: "coberta", area: 74 },
      { kind: "garagem", area: 15 },
      { kind: "varanda", area: 6 },
    ]);
    expect(got.programme).toBeNull();

    const body = {
      fileName: got.fileName,
      programme: { baseVersion: null, add: got.rooms.map((r) => ({ name: r.name, sector: r.storey, quantity: r.quantity, unitArea: r.unitArea! })), update: [], remove: [] },
      budget: null,
    };
    const key = { "idempotency-key": "bim-casa-alves-1" };
    const applied = await api.call(v1ProjectsApi.ifcApply, { params: { id: ana.projectId }, body }, key);
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    const programmeId = applied.data!.programme!.documentId;
    expect(applied.data!.programme!.version).toBe(2);

    // Retried (a lost answer): the same result, replayed, and no third version.
    const again = await api.call(v1ProjectsApi.ifcApply, { params: { id: ana.projectId }, body }, key);
    expect(again.status).toBe(200);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(again.data).toEqual(applied.data);
    expect((await ctx.database.db.select().from(documentVersion).where(eq(documentVersion.documentId, programmeId))).length).toBe(2);

    // The studio sees who wrote it: the token, never a person.
    const versions = await ana.client.answer(documentsApi.versions, { params: { id: programmeId } });
    expect(versions.map((v) => [v.number, v.author.source, v.author.user?.name])).toEqual([
      [2, "usuario", "via API: Revit do escritório"],
      [1, "usuario", "via API: Revit do escritório"],
    ]);
    const doc = (await ana.client.answer(documentsApi.get, { params: { id: programmeId } })) as Extract<ProjectDocument, { kind: "programa" }>;
    expect(doc.createdBy?.name).toBe("via API: Revit do escritório");
    expect(doc.updatedBy?.name).toBe("via API: Revit do escritório");
    expect(doc.content.rooms.map((r) => [r.name, r.quantity, r.unitArea, r.source])).toEqual([
      ["Sala", 1, 20, "Modelo IFC: casa-alves.ifc"],
      ["Cozinha", 1, 12.5, "Modelo IFC: casa-alves.ifc"],
      ["Garagem", 1, 15, "Modelo IFC: casa-alves.ifc"],
      ["Quarto", 2, 12, "Modelo IFC: casa-alves.ifc"],
      ["Banheiro", 1, 4.5, "Modelo IFC: casa-alves.ifc"],
      ["Varanda", 1, 6, "Modelo IFC: casa-alves.ifc"],
    ]);
  });

  it("a read token is a 403, and another studio's project a 404, before the model is read", async () => {
    const ana = await studioOn("obra-prima", "Ana Leitura");
    const bia = await studioOn("obra-prima", "Bia Outro Estúdio");
    const reader = await tokenOf(ctx, ana.client, "leitura");
    const writer = await tokenOf(ctx, ana.client, "webhooks");
    const before = ifcPool.completed;

    const read = await reader.call(v1ProjectsApi.ifcPreview, { params: { id: ana.projectId }, body: form() });
    expect(read.status).toBe(403);
    expect(read.error?.message).toMatch(/não pode fazer alterações/);
    const foreign = await writer.call(v1ProjectsApi.ifcPreview, { params: { id: bia.projectId }, body: form() });
    expect(foreign.status).toBe(404);
    const foreignApply = await writer.call(v1ProjectsApi.ifcApply, { params: { id: bia.projectId }, body: { fileName: "casa.ifc", programme: { baseVersion: null, add: [{ name: "Sala", sector: "", quantity: 1, unitArea: 20 }], update: [], remove: [] }, budget: null } });
    expect(foreignApply.status).toBe(404);
    expect(ifcPool.completed).toBe(before);
    expect(await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, bia.projectId))).toEqual([]);
  });
});

describe("BIM import with a token of another plan", () => {
  it("Projeto Premium's read-write token gets the 403 naming Obra-Prima, and nothing is written", async () => {
    const caio = await studioOn("premium", "Caio Premium");
    const api = await tokenOf(ctx, caio.client, "escrita");
    const before = ifcPool.completed;
    const preview = await api.call(v1ProjectsApi.ifcPreview, { params: { id: caio.projectId }, body: form() });
    expect(preview.status).toBe(403);
    expect(preview.error?.message).toBe(BIM_PLAN_MESSAGE);
    const apply = await api.call(v1ProjectsApi.ifcApply, { params: { id: caio.projectId }, body: { fileName: "casa.ifc", programme: { baseVersion: null, add: [{ name: "Sala", sector: "", quantity: 1, unitArea: 20 }], update: [], remove: [] }, budget: null } });
    expect(apply.status).toBe(403);
    expect(ifcPool.completed).toBe(before);
    expect(await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, caio.projectId))).toEqual([]);
  });
});
