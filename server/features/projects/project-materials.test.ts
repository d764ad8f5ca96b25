import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATERIALS } from "#domain/materials-catalogue";
import { projectMaterialsApi } from "#domain/contracts/project-materials";
import { documentSchema } from "#domain/documents.schema";
import { blocksToPlainText } from "#domain/rich-text";
import type { WrittenContent } from "#domain/written-documents.schema";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read } from "#server/test/studio";

/** R-MAT-2: a project's specification list from the catalogue, which the memorial's draft cites. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const porcelanato = MATERIALS.find((m) => /porcelanato/i.test(m.name))!;
const tinta = MATERIALS.find((m) => m.category === "tintas")!;

describe("/api/projects/:id/materials", () => {
  it("adds catalogue materials once each, lists them with name and norm, removes one, and the memorial's offline draft lists them", async () => {
    const ana = await signedInUser(ctx);
    const client = await addClient(ana.client, { name: "Lúcia Amaral" });
    const project = await addProject(ana.client, { name: "Casa Jequitibá", clientId: client.id });
    const params = { id: project.id };
    await ana.client.answer(projectMaterialsApi.add, { params, body: { materialId: porcelanato.id, note: "Sala e cozinha" } });
    await ana.client.answer(projectMaterialsApi.add, { params, body: { materialId: tinta.id } });
    // Again: the note changes, no second row.
    const again = await ana.client.answer(projectMaterialsApi.add, { params, body: { materialId: porcelanato.id, note: "Sala, cozinha e varanda" } });
    expect(again.map((m) => [m.materialId, m.note])).toEqual([[porcelanato.id, "Sala, cozinha e varanda"], [tinta.id, ""]]);
    expect(again[0]).toMatchObject({ name: porcelanato.name, norm: porcelanato.norm });

    const memorial = await read(documentSchema, await ana.client.post(`/api/projects/${project.id}/documents`, { kind: "memorial" }));
    const drafted = await ana.client.post(`/api/documents/${memorial.id}/generate`, { baseVersion: memorial.version, allowOffline: true });
    expect(drafted.status).toBe(200);
    await drafted.text();
    const doc = await read(documentSchema, await ana.client.get(`/api/documents/${memorial.id}`));
    const revest = (doc.content as WrittenContent).sections.find((s) => s.key === "revestimentos")!;
    expect(blocksToPlainText(revest.blocks)).toContain(`${porcelanato.name}`);
    expect(blocksToPlainText(revest.blocks)).toContain("Sala, cozinha e varanda");

    const paint = { id: project.id, materialId: tinta.id };
    expect((await ana.client.call(projectMaterialsApi.remove, { params: paint })).status).toBe(204);
    expect((await ana.client.answer(projectMaterialsApi.list, { params })).map((m) => m.materialId)).toEqual([porcelanato.id]);
    expect((await ana.client.call(projectMaterialsApi.remove, { params: paint })).status).toBe(404);
  });

  it("refuses a material that is not in the catalogue (422) and another studio's project (404)", async () => {
    const ana = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const client = await addClient(ana.client, { name: "Lúcia Amaral" });
    const project = await addProject(ana.client, { name: "Casa Jequitibá", clientId: client.id });
    const bad = await ana.client.post(`/api/projects/${project.id}/materials`, { materialId: "marmore-de-marte" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({ materialId: "Material não encontrado no catálogo." });
    const params = { id: project.id };
    expect((await other.client.call(projectMaterialsApi.add, { params, body: { materialId: porcelanato.id } })).status).toBe(404);
    expect((await other.client.call(projectMaterialsApi.list, { params })).status).toBe(404);
  });
});
