import DxfParser from "dxf-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topographyApi } from "#domain/contracts/topography";
import { toolRunSchema } from "#domain/tool-runs.schema";
import { TOPOGRAPHY_DXF_LAYERS } from "./topography-dxf";
import { readSse } from "#server/test/ai-harness";
import { createTestContext, type TestContext } from "#server/test/harness";
import { person, type Person } from "#server/test/people";
import { surveyCsv } from "#server/test/survey";
import { surveyPool } from "./survey";

let ctx: TestContext;
let ana: Person;
let bia: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await person(ctx, "Ana Souza");
  bia = await person(ctx, "Bia Lima");
}, 60_000);
afterAll(async () => {
  await surveyPool.stop();
  await ctx?.close();
});

async function surveyRun(who: Person, csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "pontos.csv", { type: "text/csv" }));
  form.set("inputs", JSON.stringify({ localizacao: "Lote 7" }));
  const res = await who.client.post("/api/tools/topografia/levantamento", form);
  expect(res.status, await res.clone().text()).toBe(200);
  return toolRunSchema.parse((await readSse(res)).find((e) => e.event === "done")!.data);
}

describe("the topography drawing's routes (R-TOOL-8)", () => {
  it("answers the survey's drawing, never inside the run, and the same drawing as DXF in the survey's coordinates", async () => {
    const run = await surveyRun(ana, surveyCsv(2_000));
    // The run and the history carry the tables only: the drawing has its own route.
    expect(Object.keys(run.computed!).sort()).toEqual(["sources", "tables", "warnings"]);

    const drawing = await ana.client.answer(topographyApi.drawing, { params: { id: run.id } });
    // The survey spans 760–774 m or so: 1 m contours, masters every 5 m.
    expect(drawing.interval).toBe(1);
    expect(drawing.contours.length).toBeGreaterThan(5);
    expect(drawing.contours.filter((c) => c.master).map((c) => c.level % 5)).toEqual(drawing.contours.filter((c) => c.master).map(() => 0));
    expect(drawing.origin.x).toBeGreaterThan(333_000);
    expect(drawing.slope.classes).toHaveLength(drawing.slope.columns * drawing.slope.rows);
    expect(drawing.pointsTotal).toBe(2_000);

    const res = await ana.client.get(`/api/tools/topografia/runs/${run.id}/drawing.dxf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/dxf");
    expect(res.headers.get("content-disposition")).toContain("curvas-de-nivel.dxf");
    const parsed = new DxfParser().parseSync(new TextDecoder("latin1").decode(await res.arrayBuffer()))!;
    const count = (layer: string) => parsed.entities.filter((e) => e.layer === layer).length;
    const lines = drawing.contours.reduce((sum, c) => sum + c.lines.length, 0);
    expect(count(TOPOGRAPHY_DXF_LAYERS.contours) + count(TOPOGRAPHY_DXF_LAYERS.masters)).toBe(lines);
    expect(count(TOPOGRAPHY_DXF_LAYERS.points)).toBe(2_000);
    const first = parsed.entities.find((e) => e.layer === TOPOGRAPHY_DXF_LAYERS.contours) as unknown as { vertices: { x: number; y: number }[] };
    // UTM, not the drawing's local metres.
    expect(first.vertices[0]!.x).toBeGreaterThan(333_000);
    expect(first.vertices[0]!.y).toBeGreaterThan(7_395_000);
  });

  it("another studio's run, a run of another tool and an unknown id are the same 404", async () => {
    const run = await surveyRun(ana, surveyCsv(300));
    const other = await bia.client.call(topographyApi.drawing, { params: { id: run.id } });
    expect(other.status).toBe(404);
    expect(other.error?.message).toBe("Desenho do levantamento não encontrado.");
    expect((await bia.client.get(`/api/tools/topografia/runs/${run.id}/drawing.dxf`)).status).toBe(404);

    const materials = toolRunSchema.parse(
      (await readSse(await ana.client.post("/api/tools/materiais/runs", { inputs: { tipoObra: "residencial", estilo: "contemporaneo", orcamento: "medio" }, allowOffline: true }))).find((e) => e.event === "done")!.data,
    );
    expect((await ana.client.call(topographyApi.drawing, { params: { id: materials.id } })).status).toBe(404);
    expect((await ana.client.call(topographyApi.drawing, { params: { id: "0b6f3c1e-8f0a-4a5e-9d43-2f1c3b4a5d6e" } })).status).toBe(404);
  });
});
