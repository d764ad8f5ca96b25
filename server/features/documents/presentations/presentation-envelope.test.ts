import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileApi } from "#domain/contracts/profile";
import { presentationSchema, type Presentation } from "#domain/presentations.schema";
import { stopPdfWorker } from "#server/export/pdf";
import { pdfColourPixels, pdfPageTexts } from "#server/export/testing";
import { readSse } from "#server/test/ai-harness";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, read } from "#server/test/studio";

/** R-PRES-2: the optional "Potencial do terreno" slide, drawn from the project's zoning analysis. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await stopPdfWorker();
  await ctx?.close();
});

type Architect = Awaited<ReturnType<typeof signedInUser>>;
const BRAND = "#7a1f5c";

async function settled(who: Architect, id: string): Promise<Presentation> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const p = await read(presentationSchema, await who.client.get(`/api/presentations/${id}`));
    if (p.status !== "gerando") return p;
    if (Date.now() > deadline) throw new Error(`render still running: ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function deck(who: Architect, projectId: string, content: object) {
  const created = await read(presentationSchema, await who.client.post("/api/presentations", { projectId, template: "executivo", content }));
  const done = await settled(who, created.id);
  expect(done.status).toBe("pronta");
  const bytes = new Uint8Array(await (await who.client.get(`/api/presentations/${done.id}/pdf`)).arrayBuffer());
  return { done, bytes, text: (await pdfPageTexts(bytes)).join("\n").replace(/\s+/g, " ") };
}

describe("the presentation's \"Potencial do terreno\" slide (R-PRES-2)", () => {
  it("is off by default; turned on, draws the zoning run's envelope with its figures and source, in the brand colour", async () => {
    const ana = await signedInUser(ctx);
    await ana.client.answer(profileApi.update, { body: { name: "Ana Souza", studio: { name: "Atelier Jabuticaba", brandColor: BRAND } } });
    const client = await addClient(ana.client, { name: "José Ávila" });
    const project = await addProject(ana.client, { name: "Casa Aroeira", clientId: client.id, landPlot: { state: "SP" } } as never);
    const inputs = { frente: "12", fundo: "30", parametros: "TO 50%, CA 1, TP 20%, recuo frontal 5 m, recuos laterais 1,5 m, recuo de fundos 3 m, gabarito 9 m" };
    const run = await ana.client.post("/api/tools/zoneamento/runs", { inputs, projectId: project.id, allowOffline: true });
    expect((await readSse(run)).some((e) => e.event === "done")).toBe(true);

    const plain = await deck(ana, project.id, { slides: ["contato"] });
    expect(plain.text).not.toContain("Potencial do terreno");
    const byDefault = await read(presentationSchema, await ana.client.post("/api/presentations", { projectId: project.id, template: "executivo", content: {} }));
    expect(byDefault.content.slides).not.toContain("potencial");
    await settled(ana, byDefault.id);

    const { done, bytes, text } = await deck(ana, project.id, { slides: ["potencial"] });
    expect(done.slideCount).toBe(2);
    for (const expected of [
      "Potencial do terreno",
      "Taxa de ocupação (TO) 50% · projeção até 180,00 m²",
      "Coeficiente de aproveitamento (CA) 1,0",
      "Área construída máxima 360,00 m²",
      "Pavimentos 2 pavimentos",
      "Fonte: análise de zoneamento de",
      "(dados informados pelo escritório)",
      // The drawing's own labels.
      "9,00 m × 20,00 m",
      "frente (rua)",
      "2 pavimentos pelo CA",
    ]) {
      expect(text, expected).toContain(expected);
    }
    const pixels = await pdfColourPixels(bytes, BRAND);
    expect(pixels[1]!).toBeGreaterThan(200);
  }, 120_000);

  it("without a zoning run, draws the project's lot and says a missing setback", async () => {
    const ana = await signedInUser(ctx);
    const client = await addClient(ana.client, { name: "Rita Melo" });
    const project = await addProject(ana.client, {
      name: "Casa Ipê",
      clientId: client.id,
      landPlot: { state: "SP", area: 250, frontage: 10, depth: 25, occupancyRate: 70, floorAreaRatio: 1.4, frontSetback: 4, maxHeight: 7 },
    } as never);
    const { text } = await deck(ana, project.id, { slides: ["potencial"] });
    expect(text).toContain("Fonte: dados do lote informados no cadastro do projeto.");
    expect(text).toContain("Falta informar o recuo lateral, o recuo de fundos e a taxa de permeabilidade (TP); o desenho não supõe valor algum no lugar.");
    expect(text).toContain("Área construída máxima 350,00 m²");
  }, 120_000);
});
