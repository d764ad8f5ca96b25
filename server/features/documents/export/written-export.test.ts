import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { WrittenContent } from "#domain/written-documents.schema";
import { renderDocxHere } from "#server/export/docx";
import { renderPdfHere } from "#server/export/pdf-document";
import { docxText, pdfPageTexts, pdfText } from "#server/export/testing";
import { EMPTY_SECTION, referencesExport, writtenExport } from "./written-export";

const meta = { studioName: "Estúdio Traço", projectName: "Casa Conceição", clientName: "Maria Conceição", date: new Date("2026-11-23T15:00:00Z"), version: 3 };

const memorial: WrittenContent = {
  sections: [
    {
      key: "identificacao",
      title: "Identificação",
      blocks: [
        { type: "paragraph", content: [{ text: "Obra residencial de " }, { text: "padrão alto", bold: true }, { text: " para " }, { text: "Maria Conceição", italic: true }, { text: "." }] },
        { type: "orderedList", items: [[{ text: "Responsável técnico: [completar: nome]" }], [{ text: "ART/RRT: [completar: número]" }]] },
      ],
    },
    {
      key: "descricao-imovel",
      title: "Descrição do imóvel e quadro de áreas",
      blocks: [
        { type: "heading", level: 3, content: [{ text: "Quadro de áreas" }] },
        {
          type: "table",
          header: true,
          rows: [
            [[{ text: "Item" }], [{ text: "Área" }]],
            [[{ text: "Lote" }], [{ text: "360,00 m²" }]],
            [[{ text: "Custo de referência" }], [{ text: "R$ 1.234,56" }]],
          ],
        },
        { type: "bulletList", items: [[{ text: "Suíte master com closet" }], [{ text: "Cozinha integrada à sala, ç ã é" }]] },
      ],
    },
    { key: "limpeza-final", title: "Limpeza final", blocks: [] },
  ],
};

describe("written documents' export (R-DOC-6)", () => {
  it("the PDF has a cover with the version, the memorial's contents, numbered sections, tables and intact characters", async () => {
    const pdf = await renderPdfHere(writtenExport("memorial", memorial, meta));
    const pages = await pdfPageTexts(pdf);
    expect(pages[0]).toContain("Memorial descritivo");
    expect(pages[0]).toContain("Estúdio Traço");
    expect(pages[0]).toContain("Maria Conceição");
    expect(pages[0]).toContain("23/11/2026");
    expect(pages[0]).toContain("Versão");
    expect(pages[1]).toContain("Sumário");
    expect(pages[1]).toContain("2. Descrição do imóvel e quadro de áreas");
    const text = await pdfText(pdf);
    for (const expected of ["1. Identificação", "padrão alto", "360,00 m²", "R$ 1.234,56", "ç ã é", "3. Limpeza final", EMPTY_SECTION, "1.", "Suíte master"]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Página 1 de \d/);
  });

  it("a concept has a cover but no table of contents", async () => {
    const pages = await pdfPageTexts(await renderPdfHere(writtenExport("conceito", memorial, meta)));
    expect(pages.join("\n")).not.toContain("Sumário");
  });

  it("the DOCX keeps bold and italic runs, numbered lists, the table and records the version", async () => {
    const docx = await renderDocxHere(writtenExport("memorial", memorial, meta));
    const text = await docxText(docx);
    for (const expected of ["Sumário", "1. Identificação", "360,00 m²", "R$ 1.234,56", "Maria Conceição", "ç ã é", EMPTY_SECTION]) expect(text).toContain(expected);
    const files = unzipSync(new Uint8Array(docx));
    const xml = strFromU8(files["word/document.xml"]!);
    expect(xml).toMatch(/<w:b\/>(?:(?!<\/w:r>).)*padrão alto/s);
    expect(xml).toMatch(/<w:i\/>(?:(?!<\/w:r>).)*Maria Conceição/s);
    expect(xml).toContain("<w:numPr>");
    expect(strFromU8(files["docProps/core.xml"]!)).toContain("versão 3");
  });

  it("references list their address and note", async () => {
    const doc = referencesExport(
      { keywords: ["casa térrea", "concreto aparente"], items: [{ id: "r1", url: "https://www.archdaily.com.br/br/1", title: "Casa no Cerrado", note: "Beirais largos", imageId: null, savedAt: "2026-11-20T12:00:00.000Z" }] },
      meta,
    );
    const text = await pdfText(await renderPdfHere(doc));
    for (const expected of ["Casa no Cerrado", "https://www.archdaily.com.br/br/1", "Beirais largos", "casa térrea, concreto aparente", "20/11/2026"]) expect(text).toContain(expected);
  });
});
