import { afterAll, describe, expect, it } from "vitest";
import { getDocumentProxy } from "unpdf";
import type { ExportDocument } from "./model";
import { renderPdf, stopPdfWorker } from "./pdf";
import { pdfPageTexts, sampleExportDocument } from "./testing";

afterAll(async () => {
  await stopPdfWorker();
});

async function pageSizes(pdf: Buffer): Promise<number[][]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const sizes: number[][] = [];
  for (let n = 1; n <= proxy.numPages; n++) sizes.push((await proxy.getPage(n)).view.map((v) => Math.round(v * 100) / 100));
  await proxy.destroy();
  return sizes;
}

// The worker's first render loads tsx, react-pdf and the fonts: seconds on a busy 2-core machine.
describe("renderPdf", { timeout: 120_000 }, () => {
  it("renders a long document on A4 pages, with header, page numbers and pt-BR text intact", async () => {
    const pdf = await renderPdf(sampleExportDocument(80));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const sizes = await pageSizes(pdf);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    for (const size of sizes) expect(size).toEqual([0, 0, 595.28, 841.89]);

    const pages = await pdfPageTexts(pdf);
    const total = pages.length;
    pages.forEach((text, i) => {
      expect(text).toContain("Estúdio Açaí Arquitetura");
      expect(text).toContain(`Página ${i + 1} de ${total}`);
      // The table's header row comes back at the top of every page it runs onto.
      expect(text).toContain("Ambiente Qtd. Área (m²) Custo");
    });
    const all = pages.join("\n");
    for (const expected of ["Casa da Conceição", "José Ávila", "23/11/2026", "ação, coração e informação", "Suíte com closet", "Parâmetros do lote", "360,00 m²", "R$ 1.234,56", "R$ 98.765,43", "Residência unifamiliar – versão preliminar…", "Ambiente 80:"]) {
      expect(all).toContain(expected);
    }
  });

  it("embeds its own font instead of a PDF standard font", async () => {
    const raw = (await renderPdf(sampleExportDocument(2))).toString("latin1");
    expect(raw).toContain("/FontFile2");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).not.toContain("/Helvetica");
  });

  it("leaves out the client line when the project has no client", async () => {
    const doc = sampleExportDocument(1);
    const text = (await pdfPageTexts(await renderPdf({ ...doc, meta: { ...doc.meta, clientName: null } }))).join("\n");
    expect(text).toContain("Projeto Casa da Conceição");
    expect(text).not.toContain("Cliente");
  });

  it("rejects a document it cannot render and keeps serving the next ones", async () => {
    const broken = { ...sampleExportDocument(1), meta: null } as unknown as ExportDocument;
    // The pool passes the worker's failure on, named by the pool (decision 066).
    await expect(renderPdf(broken)).rejects.toThrow(/^exportações: TypeError/);
    expect((await renderPdf(sampleExportDocument(1))).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("renders documents asked for at the same time, each its own", async () => {
    const titles = ["Memorial descritivo", "Orçamento", "Briefing"];
    const pdfs = await Promise.all(titles.map((title) => renderPdf({ ...sampleExportDocument(1), title })));
    for (const [i, pdf] of pdfs.entries()) expect((await pdfPageTexts(pdf)).join("\n")).toContain(titles[i]);
  });

  it("keeps every letter in the text layer of later documents, whatever the earlier ones held", async () => {
    // A fresh thread, so no earlier test has already met these glyphs. The first document has
    // "Á" and "ú" but no plain "A" nor "u", and an "A" followed by a variation selector.
    await stopPdfWorker();
    const meta = { studioName: "Estúdio", projectName: "Casa", clientName: null, date: new Date("2026-11-23T15:00:00Z") };
    await renderPdf({ title: "Éreo", meta, blocks: [{ type: "heading", text: "Área útil", level: 2 }, { type: "paragraph", text: "A\uFE0F Érea" }] });
    const text = (await pdfPageTexts(await renderPdf({ title: "Título", meta, blocks: [{ type: "heading", text: "Ambientes e Áreas", level: 2 }, { type: "paragraph", text: "Tudo Ali" }] }))).join(" ");
    for (const expected of ["Título", "Ambientes e Áreas", "Tudo Ali", "Estúdio"]) expect(text).toContain(expected);
  });

  it("reads ligatures as the letters typed, so search finds \"Certificado\" and \"fluxo\"", async () => {
    // DejaVu draws "fi" and "fl" as one glyph that also has its own character (U+FB01, U+FB02):
    // the text layer must read the two letters the user typed, not the ligature's character.
    await stopPdfWorker();
    const meta = { studioName: "Estúdio", projectName: "Casa", clientName: null, date: new Date("2026-11-23T15:00:00Z") };
    const text = (await pdfPageTexts(await renderPdf({ title: "Certificado", meta, blocks: [{ type: "heading", text: "Eficiência e fluxo", level: 2 }, { type: "paragraph", text: "A ficha do edifício." }] }))).join(" ");
    for (const expected of ["Certificado", "Eficiência e fluxo", "A ficha do edifício."]) expect(text).toContain(expected);
    expect(text).not.toMatch(/[\uFB00-\uFB06]/);
  });

  it("starts a new worker after the last one was stopped", async () => {
    await stopPdfWorker();
    expect((await renderPdf(sampleExportDocument(1))).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
