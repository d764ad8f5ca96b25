import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileApi } from "#domain/contracts/profile";
import { toolRunsApi } from "#domain/contracts/tool-runs";
import { toolRunSchema } from "#domain/tool-runs.schema";
import { stopPdfWorker } from "#server/export/pdf";
import { pdfColourPixels, pdfPageTexts } from "#server/export/testing";
import { readSse } from "#server/test/ai-harness";
import { createTestContext, type TestContext } from "#server/test/harness";
import { person, type Person } from "#server/test/people";
import { surveyCsv } from "#server/test/survey";
import { topographyApi } from "#domain/contracts/topography";
import { SLOPE_FILLS } from "#domain/topography-map";
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
  await stopPdfWorker();
  await surveyPool.stop();
  await ctx?.close();
});

const BRAND = "#7a1f5c";

async function zoningRun(who: Person, parametros: string) {
  const res = await who.client.post("/api/tools/zoneamento/runs", { inputs: { areaTerreno: "12 x 30", frente: "12", fundo: "30", parametros }, allowOffline: true });
  expect(res.status).toBe(200);
  return toolRunSchema.parse((await readSse(res)).find((e) => e.event === "done")!.data);
}

async function pdfOf(who: Person, id: string) {
  const res = await who.client.get(`/api/tools/runs/${id}/pdf`);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return { bytes: new Uint8Array(await res.arrayBuffer()), disposition: res.headers.get("content-disposition") };
}

describe("the zoning tool's PDF (R-DRAW-1)", () => {
  it("draws the envelope as on the page: plan, section, labels, table, in the studio's brand colour", async () => {
    await ana.client.answer(profileApi.update, { body: { name: "Ana Souza", studio: { name: "Atelier Jabuticaba", brandColor: BRAND } } });
    const run = await zoningRun(ana, "TO 50%, CA 1, TP 20%, recuo frontal 5 m, recuos laterais 1,5 m, recuo de fundos 3 m, gabarito 9 m");
    expect(toolRunsApi.pdf.prefix + toolRunsApi.pdf.path).toBe("/api/tools/runs/{id}/pdf");
    const { bytes, disposition } = await pdfOf(ana, run.id);
    expect(disposition).toContain("analise-de-zoneamento-sem-projeto.pdf");
    const text = (await pdfPageTexts(bytes)).join("\n").replace(/\s+/g, " ");
    for (const expected of [
      "Análise de zoneamento",
      "Potencial do terreno",
      "Planta do lote",
      // The drawing's own labels: the projection, the dimensions, the street, the section's floors.
      "9,00 m × 20,00 m",
      "frente (rua)",
      "12,00 m",
      "1,50 m",
      "Corte do volume máximo",
      "2 pavimentos pelo CA",
      "1º pav.",
      "gabarito",
      // The summaries and the table under the drawings.
      "Projeção máxima de 180,00 m² (limitada pela TO), desenhada com 9,00 m × 20,00 m junto ao recuo frontal.",
      "Corte: 2 pavimentos de 3,00 m sob o gabarito de 9,00 m (cabem 3 pavimentos; o CA se esgota antes).",
      "Área permeável mínima 72,00 m²",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The projection's outline and hatch are drawn in the brand colour: pixels of it on the page.
    const pixels = await pdfColourPixels(bytes, BRAND);
    expect(Math.max(...pixels)).toBeGreaterThan(200);
  }, 60_000);

  it("says a missing setback and draws no line for it", async () => {
    const run = await zoningRun(ana, "TO 70%, CA 1,4, TP 15%, recuo frontal 4 m, gabarito 7 m");
    const text = (await pdfPageTexts((await pdfOf(ana, run.id)).bytes)).join("\n").replace(/\s+/g, " ");
    expect(text).toContain("Falta informar o recuo lateral e o recuo de fundos; o desenho não supõe valor algum no lugar.");
    expect(text).toContain("Projeção máxima de até 252,00 m² pela TO, sem posição no desenho enquanto faltarem recuos.");
    expect(text).toContain("2 pavimentos (só os níveis)");
    expect(text).not.toContain("1,50 m");
  }, 60_000);

  it("is the studio's: another studio's run is a 404", async () => {
    const run = await zoningRun(ana, "TO 50%");
    expect((await bia.client.get(`/api/tools/runs/${run.id}/pdf`)).status).toBe(404);
    expect((await ana.client.get(`/api/tools/runs/${crypto.randomUUID()}/pdf`)).status).toBe(404);
  }, 60_000);
});

describe("the topography tool's PDF (R-DRAW-2)", () => {
  it("draws the contour and slope map as on the page: labels, legend, cut and fill, north, scale", async () => {
    const form = new FormData();
    form.set("file", new File([surveyCsv(2_000)], "pontos.csv", { type: "text/csv" }));
    form.set("inputs", JSON.stringify({ localizacao: "Lote 7" }));
    const res = await ana.client.post("/api/tools/topografia/levantamento", form);
    expect(res.status, await res.clone().text()).toBe(200);
    const run = toolRunSchema.parse((await readSse(res)).find((e) => e.event === "done")!.data);
    const drawing = await ana.client.answer(topographyApi.drawing, { params: { id: run.id } });
    const masters = drawing.contours.filter((c) => c.master && c.lines.length > 0).map((c) => c.level.toLocaleString("pt-BR"));
    expect(masters.length).toBeGreaterThan(0);

    const { bytes, disposition } = await pdfOf(ana, run.id);
    expect(disposition).toContain("analise-topografica-sem-projeto.pdf");
    const text = (await pdfPageTexts(bytes)).join("\n").replace(/\s+/g, " ");
    for (const expected of [
      "Desenho do levantamento",
      "Curvas de nível e declividade",
      // The map's own labels: master contours' elevations, north, the scale bar.
      ...masters,
      "N",
      "50 m",
      // Its summary and the legend.
      "Curvas de nível a cada 1 m (mestras a cada 5 m)",
      "com o corte e o aterro hachurados.",
      "Pontos desenhados: todos os 2.000.",
      "Declividade 0–2% (plano)",
      "Corte: terreno acima do platô (hachura /)",
      "Aterro: terreno abaixo do platô (hachura \\)",
      "Contorno do levantamento",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The slope classes are painted: thousands of pixels of their fills on the page.
    let painted = 0;
    for (const colour of SLOPE_FILLS) painted += Math.max(...(await pdfColourPixels(bytes, colour, { tolerance: 6 })));
    expect(painted).toBeGreaterThan(20_000);
  }, 90_000);
});
