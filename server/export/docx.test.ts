import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { renderDocxHere } from "./docx";
import { docxText, sampleExportDocument } from "./testing";

function part(docx: Buffer, name: string): string {
  const file = unzipSync(new Uint8Array(docx))[name];
  if (!file) throw new Error(`${name} missing from the DOCX`);
  return strFromU8(file);
}

describe("renderDocxHere", () => {
  it("writes an A4 Word document in pt-BR with the text intact", async () => {
    const docx = await renderDocxHere(sampleExportDocument(80));
    expect(docx.subarray(0, 2).toString("latin1")).toBe("PK");
    const body = part(docx, "word/document.xml");
    expect(body).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(part(docx, "word/styles.xml")).toContain('<w:lang w:val="pt-BR"/>');

    const text = await docxText(docx);
    for (const expected of ["Programa de necessidades", "Projeto: Casa da Conceição", "Cliente: José Ávila", "Data: 23/11/2026", "ação, coração e informação", "Suíte com closet", "360,00 m²", "R$ 1.234,56", "R$ 98.765,43", "Residência unifamiliar – versão preliminar…", "Ambiente 80:", "Fonte: CUB/m²"]) {
      expect(text).toContain(expected);
    }
  });

  it("puts the studio in the header and 'Página X de Y' fields in the footer", async () => {
    const docx = await renderDocxHere(sampleExportDocument(1));
    const header = part(docx, "word/header1.xml");
    expect(header).toContain("Estúdio Açaí Arquitetura");
    expect(header).toContain("Programa de necessidades");
    const footer = part(docx, "word/footer1.xml");
    expect(footer).toContain(">Página <");
    expect(footer).toMatch(/>PAGE<[\s\S]*> de <[\s\S]*>NUMPAGES</);
  });

  it("repeats the table's header row on each page and keeps rows whole", async () => {
    const body = part(await renderDocxHere(sampleExportDocument(80)), "word/document.xml");
    expect(body.match(/<w:tr>|<w:tr /g)).toHaveLength(82); // header + 80 rows + totals
    expect(body.match(/<w:tblHeader\/>/g)).toHaveLength(1);
    expect(body.match(/<w:cantSplit\/>/g)).toHaveLength(82);
  });

  it("leaves out the client line when the project has no client", async () => {
    const doc = sampleExportDocument(1);
    const text = await docxText(await renderDocxHere({ ...doc, meta: { ...doc.meta, clientName: null } }));
    expect(text).toContain("Projeto: Casa da Conceição");
    expect(text).not.toContain("Cliente:");
  });
});
