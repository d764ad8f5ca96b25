import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileApi } from "#domain/contracts/profile";
import { toolRunsApi } from "#domain/contracts/tool-runs";
import { toolRunSchema } from "#domain/tool-runs.schema";
import { stopPdfWorker } from "#server/export/pdf";
import { pdfColourPixels, pdfPageTexts } from "#server/export/testing";
import { readSse } from "#server/test/ai-harness";
import { createTestContext, type TestContext } from "#server/test/harness";
import { person, type Person } from "#server/test/people";

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
