import { getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { PRESENTATION_TEMPLATE_IDS } from "#domain/presentations";
import { renderSlidesPdf, stopPdfWorker } from "./pdf";
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
