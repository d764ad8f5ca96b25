import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ifcApi } from "#domain/contracts/ifc";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { BIM_PLAN_MESSAGE } from "#domain/ifc";
import { projectDocument } from "#server/db/schema";
import { createTestContext, type TestContext } from "#server/test/harness";
import { person, type Person } from "#server/test/people";
import { addClient, addProject, read, setPlan } from "#server/test/studio";
import { ifcPool } from "./ifc";

/**
 * R-BIM-1..4 over HTTP: the two-storey house of test-support/ifc read on the IFC pool, previewed
 * against the programme and the budget, applied as new versions; the plan, another studio and a
 * corrupt file refused.
 */

const HOUSE = new Uint8Array(readFileSync(new URL("../../../../test-support/ifc/casa-dois-pavimentos.ifc", import.meta.url)));
const HOUSE_TEXT = new TextDecoder().decode(HOUSE);

let ctx: TestContext;
let ana: Person;
beforeAll(async () => {
  ctx = await createTestContext();
  ana = await person(ctx, "Ana Souza");
  await setPlan(ctx, ana.me.id, "obra-prima");
}, 60_000);
afterAll(async () => {
  await ifcPool.stop();
  await ctx?.close();
});

const form = (content: Uint8Array<ArrayBuffer> | string, name = "casa.ifc") => {
  const data = new FormData();
  data.set("file", new File([content], name, { type: "application/octet-stream" }));
  return data;
};

async function newProject(who: Person, name = "Casa Ipê") {
  const client = await addClient(who.client, { name: "Lúcia Amaral" });
  return addProject(who.client, { name, clientId: client.id });
}

async function openDoc(who: Person, projectId: string, kind: "programa" | "orcamento") {
  return read(documentSchema, await who.client.post(`/api/projects/${projectId}/documents`, { kind })) as Promise<ProjectDocument>;
}

const preview = (who: Person, projectId: string, file = form(HOUSE)) => who.client.call(ifcApi.preview, { params: { id: projectId }, body: file });

describe("importing the two-storey house", () => {
  it("previews storeys, rooms and areas read off the request thread, with every room added to an empty project", async () => {
    const p = await newProject(ana);
    const before = ifcPool.completed;
    const { status, data } = await preview(ana, p.id);
    expect(status).toBe(200);
    expect(ifcPool.completed).toBe(before + 1);
    const got = data!;
    expect(got.fileName).toBe("casa.ifc");
    expect(got.model.storeys.map((s) => [s.name, s.elevation, s.grossArea])).toEqual([
      ["Térreo", 0, 55],
      ["Superior", 3, 40],
    ]);
    expect(got.rooms.map((r) => [r.storey, r.name, r.quantity, r.unitArea, r.kind])).toEqual([
      ["Térreo", "Sala", 1, 20, "coberta"],
      ["Térreo", "Cozinha", 1, 12.5, "coberta"],
      ["Térreo", "Garagem", 1, 15, "garagem"],
      ["Superior", "Quarto", 2, 12, "coberta"],
      ["Superior", "Banheiro", 1, 4.5, "coberta"],
      ["Superior", "Varanda", 1, 6, "varanda"],
    ]);
    expect(got.programme).toBeNull();
    expect(got.budget).toBeNull();
    expect(got.changes.every((c) => c.type === "added")).toBe(true);
    // 55 + 40 = 95 m² gross, less the garage (15) and the balcony (6): 74 m² covered.
    expect(got.areas).toEqual([
      { kind: "coberta", area: 74 },
      { kind: "garagem", area: 15 },
      { kind: "varanda", area: 6 },
    ]);
    // Nothing stored by a preview.
    expect(await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, p.id))).toEqual([]);
  });

  it("applies the ticked changes to the programme and the areas to the budget, as new versions", async () => {
    const p = await newProject(ana);
    const programme = await openDoc(ana, p.id, "programa");
    // The programme already has a living room of 18 m² and a study the model does not have.
    const saved = await read(
      documentSchema,
      await ana.client.request("PUT", `/api/documents/${programme.id}`, {
        baseVersion: programme.version,
        content: {
          ...(programme.content as object),
          rooms: [
            { id: "sala", sector: "Social", name: "Sala de estar", quantity: 1, unitArea: 18, notes: "", source: null },
            { id: "sala-2", sector: "Social", name: "sala", quantity: 1, unitArea: 18, notes: "", source: null },
            { id: "escritorio", sector: "Íntimo", name: "Escritório", quantity: 1, unitArea: 9, notes: "", source: null },
          ],
        },
      }),
    );
    const budget = await openDoc(ana, p.id, "orcamento");
    const got = (await preview(ana, p.id)).data!;
    expect(got.programme).toEqual({ documentId: programme.id, version: saved.version });
    expect(got.budget?.version).toBe(budget.version);
    const byType = (type: string) => got.changes.filter((c) => c.type === type).map((c) => ("room" in c ? c.room.name : c.current.name));
    expect(byType("changed")).toEqual(["Sala"]);
    expect(byType("added")).toEqual(["Cozinha", "Garagem", "Quarto", "Banheiro", "Varanda"]);
    expect(byType("removed")).toEqual(["Sala de estar", "Escritório"]);

    // The architect ticks: the living room's new area, every added room but the balcony, the study removed; the balcony's kind changed to uncovered.
    const result = await ana.client.answer(ifcApi.apply, {
      params: { id: p.id },
      body: {
        fileName: got.fileName,
        programme: {
          baseVersion: got.programme!.version,
          add: got.rooms.filter((r) => !["Sala", "Varanda"].includes(r.name)).map((r) => ({ name: r.name, sector: r.storey, quantity: r.quantity, unitArea: r.unitArea! })),
          update: [{ id: "sala-2", quantity: 1, unitArea: 20 }],
          remove: ["escritorio"],
        },
        budget: { baseVersion: got.budget!.version, areas: [{ kind: "coberta", area: 74 }, { kind: "garagem", area: 15 }, { kind: "descoberta", area: 6 }] },
      },
    });
    expect(result).toEqual({ programme: { documentId: programme.id, version: saved.version + 1 }, budget: { documentId: budget.id, version: budget.version + 1 } });

    const after = (await read(documentSchema, await ana.client.get(`/api/documents/${programme.id}`))) as Extract<ProjectDocument, { kind: "programa" }>;
    expect(after.content.rooms.map((r) => [r.sector, r.name, r.quantity, r.unitArea, r.source])).toEqual([
      ["Social", "Sala de estar", 1, 18, null],
      ["Social", "sala", 1, 20, "Modelo IFC: casa.ifc"],
      ["Térreo", "Cozinha", 1, 12.5, "Modelo IFC: casa.ifc"],
      ["Térreo", "Garagem", 1, 15, "Modelo IFC: casa.ifc"],
      ["Superior", "Quarto", 2, 12, "Modelo IFC: casa.ifc"],
      ["Superior", "Banheiro", 1, 4.5, "Modelo IFC: casa.ifc"],
    ]);
    const budgetAfter = (await read(documentSchema, await ana.client.get(`/api/documents/${budget.id}`))) as Extract<ProjectDocument, { kind: "orcamento" }>;
    expect(budgetAfter.content.areas).toEqual([
      { kind: "coberta", area: 74, coefficient: 1 },
      { kind: "garagem", area: 15, coefficient: 0.5 },
      { kind: "descoberta", area: 6, coefficient: 0.5 },
    ]);
  });

  it("creates the programme when the project has none, and a stale base is a 409 that writes nothing", async () => {
    const p = await newProject(ana);
    const got = (await preview(ana, p.id)).data!;
    const add = got.rooms.map((r) => ({ name: r.name, sector: r.storey, quantity: r.quantity, unitArea: r.unitArea! }));
    const first = await ana.client.answer(ifcApi.apply, { params: { id: p.id }, body: { fileName: "casa.ifc", programme: { baseVersion: null, add, update: [], remove: [] }, budget: null } });
    expect(first.programme?.version).toBe(2);
    expect(first.budget).toBeNull();
    // The same preview applied again: the programme moved on (version 2), so nothing is written.
    const again = await ana.client.call(ifcApi.apply, { params: { id: p.id }, body: { fileName: "casa.ifc", programme: { baseVersion: null, add, update: [], remove: [] }, budget: null } });
    expect(again.status).toBe(409);
    const stale = await ana.client.call(ifcApi.apply, { params: { id: p.id }, body: { fileName: "casa.ifc", programme: { baseVersion: 1, add, update: [], remove: [] }, budget: null } });
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toMatch(/alterado em outro lugar/);
    const [doc] = await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, p.id));
    expect(doc?.version).toBe(2);
  });

  it("refuses an update of a room the programme does not have, and an empty apply", async () => {
    const p = await newProject(ana);
    const programme = await openDoc(ana, p.id, "programa");
    const bad = await ana.client.call(ifcApi.apply, { params: { id: p.id }, body: { fileName: "casa.ifc", programme: { baseVersion: programme.version, add: [], update: [{ id: "nao-existe", quantity: 1, unitArea: 3 }], remove: [] }, budget: null } });
    expect(bad.status).toBe(422);
    const empty = await ana.client.call(ifcApi.apply, { params: { id: p.id }, body: { fileName: "casa.ifc", programme: null, budget: null } });
    expect(empty.status).toBe(422);
    expect(empty.error?.fields).toEqual({ programme: "Marque pelo menos uma alteração para aplicar." });
  });
});

describe("a file that is not a readable model", () => {
  it.each([
    ["texto qualquer", form("x;y;z\n0;0;1\n", "pontos.ifc")],
    ["IFC truncado", form(HOUSE.slice(0, Math.floor(HOUSE.length / 2)))],
    ["outro esquema", form(HOUSE_TEXT.replace("FILE_SCHEMA(('IFC4'))", "FILE_SCHEMA(('AP214'))"))],
  ])("is a 422 in pt-BR saying how to export one (%s)", async (_, file) => {
    const { status, error } = await preview(ana, (await newProject(ana)).id, file);
    expect(status).toBe(422);
    expect(error?.fields?.file).toMatch(/Exporte o modelo em IFC 2x3 ou IFC4 \(Revit: Arquivo → Exportar → IFC/);
  });

  it("another extension is a 422 before anything is read", async () => {
    const { status, error } = await preview(ana, (await newProject(ana)).id, form(HOUSE, "casa.rvt"));
    expect(status).toBe(422);
    expect(error?.fields?.file).toBe("Envie um arquivo .ifc (IFC 2x3 ou IFC4).");
  });
});

describe("who may import", () => {
  it.each(["esboco", "avancado", "premium"] as const)("a studio on %s gets a 403 naming Obra-Prima, and nothing is written", async (plan) => {
    const bia = await person(ctx, `Bia ${plan}`);
    await setPlan(ctx, bia.me.id, plan);
    const p = await newProject(bia);
    const res = await preview(bia, p.id);
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe(BIM_PLAN_MESSAGE);
    const apply = await bia.client.call(ifcApi.apply, { params: { id: p.id }, body: { fileName: "casa.ifc", programme: { baseVersion: null, add: [{ name: "Sala", sector: "", quantity: 1, unitArea: 20 }], update: [], remove: [] }, budget: null } });
    expect(apply.status).toBe(403);
    expect(await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, p.id))).toEqual([]);
  });

  it("another studio's project is a 404, even on Obra-Prima, and nothing is written", async () => {
    const davi = await person(ctx, "Davi Rocha");
    await setPlan(ctx, davi.me.id, "obra-prima");
    const p = await newProject(ana, "Casa da Ana");
    const programme = await openDoc(ana, p.id, "programa");
    const res = await preview(davi, p.id);
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe("Projeto não encontrado.");
    const apply = await davi.client.call(ifcApi.apply, { params: { id: p.id }, body: { fileName: "casa.ifc", programme: { baseVersion: programme.version, add: [{ name: "Sala", sector: "", quantity: 1, unitArea: 20 }], update: [], remove: [] }, budget: null } });
    expect(apply.status).toBe(404);
    const [doc] = await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, p.id));
    expect(doc?.version).toBe(1);
  });
});
