import { getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { PRESENTATION_TEMPLATE_IDS } from "#domain/presentations";
import { renderSlidesPdf, stopPdfWorker } from "./pdf";
import { keepTogether } from "./slides-document";
import { twelveSlideDeck } from "./sample-deck";
import { pdfPageTexts } from "./testing";

afterAll(async () => {
  await stopPdfWorker();
});

describe("renderSlidesPdf", { timeout: 120_000 }, () => {
  for (const template of PRESENTATION_TEMPLATE_IDS) {
    it(`lays out every kind of slide as one 16:9 page each (${template})`, async () => {
      const deck = await twelveSlideDeck(template);
      expect(deck.slides.length).toBe(12);
      const pdf = await renderSlidesPdf(deck);
      const proxy = await getDocumentProxy(new Uint8Array(pdf));
      expect(proxy.numPages).toBe(12);
      for (let n = 1; n <= proxy.numPages; n++) expect((await proxy.getPage(n)).view).toEqual([0, 0, 960, 540]);
      await proxy.destroy();
      const pages = await pdfPageTexts(new Uint8Array(pdf));
      expect(pages[0]).toContain("Casa Ipê");
      expect(pages[0]).toContain("José Ávila");
      for (let i = 1; i < 12; i++) expect(pages[i]).toContain(`${i + 1} / 12`);
      const all = pages.join("\n");
      for (const expected of ["Parágrafo 6", "Um pátio central", "Ambiente 12", "Área construída estimada", "Casa na serra", "Jardim", "CAU A12345-6"]) expect(all).toContain(expected);
    });
  }

  it("never leaves a number at a line's end without its unit or currency", async () => {
    const deck = await twelveSlideDeck("minimalista");
    // At the body size this line ends between "180,00" and "m²" when the space may break.
    const opening = "Juliana e Rafael Kowalski, este é o projeto Casa Araucária, pensado a partir do que vocês nos contaram: uma casa de 180,00 m² em Curitiba/PR que traduz acolhimento e muita luz natural.";
    const pages = await pdfPageTexts(new Uint8Array(await renderSlidesPdf({ ...deck, studioName: "Estúdio Traço", projectName: "Casa Araucária", slides: [deck.slides[0]!, { kind: "text", heading: "Apresentação", paragraphs: [opening] }] })));
    expect(pages[1]).not.toMatch(/180,00\s*\n\s*m²/);
    expect(pages[1]!.replace(/\s+/g, " ")).toContain("uma casa de 180,00 m² em Curitiba/PR");
    expect(keepTogether("R$ 3.000,00 por m², 12 × 30 m, 25 % e NBR 12721; 3 mesas")).toBe("R$\u00a03.000,00 por m², 12\u00a0×\u00a030\u00a0m, 25\u00a0% e NBR\u00a012721; 3 mesas");
  });

  it("prints a text slide's closing paragraphs under its list, on the same page", async () => {
    const deck = await twelveSlideDeck("minimalista");
    const text = { kind: "text" as const, heading: "Apresentação", paragraphs: ["A casa se abre para o jardim."], bullets: ["Orientação: frente para o norte."], after: ["Com a aprovação de vocês, seguimos para o anteprojeto."] };
    const pages = await pdfPageTexts(new Uint8Array(await renderSlidesPdf({ ...deck, slides: [deck.slides[0]!, text] })));
    expect(pages).toHaveLength(2);
    const page = pages[1]!.replace(/\s+/g, " ");
    expect(page).toContain("frente para o norte.");
    expect(page.indexOf("seguimos para o anteprojeto.")).toBeGreaterThan(page.indexOf("frente para o norte."));
  });
});
