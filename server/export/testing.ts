/**
 * Reading exported files back in tests (server and e2e); never imported by the server itself,
 * its packages are devDependencies. No poppler or LibreOffice needed: pdf.js (through unpdf)
 * reads a PDF's text, and a DOCX is a zip of XML.
 */
import { unzipSync, strFromU8 } from "fflate";
import { getDocumentProxy } from "unpdf";
import type { ExportDocument } from "./model";

/** The text of each page, in page order. */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  // pdf.js may take over (detach) the bytes it is given: it gets a copy.
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const pages: string[] = [];
    for (let number = 1; number <= proxy.numPages; number++) {
      // Unnormalized: the text as a copy or a screen reader gets it, so a ligature character
      // ("ﬁ" for "fi") in the text layer shows here instead of being folded back by pdf.js.
      const content = await (await proxy.getPage(number)).getTextContent({ disableNormalization: true });
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
    }
    return pages;
  } finally {
    await proxy.destroy();
  }
}

/** All the PDF's text, pages separated by a line break. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPageTexts(pdf)).join("\n");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function xmlText(xml: string): string {
  return xml
    .replace(/<w:instrText[^>]*>[^<]*<\/w:instrText>/g, "") // field codes (PAGE, NUMPAGES) are not text
    .replace(/<w:tab\/>/g, "\t")
    .replace(/<w:br\/>/g, "\n")
    .replace(/<\/w:p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

/** The visible text of a DOCX: headers, then the body, then footers, one paragraph a line. */
export async function docxText(docx: Uint8Array): Promise<string> {
  const files = unzipSync(new Uint8Array(docx));
  const part = (pattern: RegExp) =>
    Object.keys(files)
      .filter((name) => pattern.test(name))
      .sort()
      .map((name) => xmlText(strFromU8(files[name] ?? new Uint8Array())))
      .join("");
  return part(/^word\/header\d*\.xml$/) + part(/^word\/document\.xml$/) + part(/^word\/footer\d*\.xml$/);
}

/**
 * A document with what tends to break exports: accents, "R$", "m²", "–", "…", a long table
 * (one row per room, `rows` of them) with a totals row, every kind of block.
 */
export function sampleExportDocument(rows = 80): ExportDocument {
  return {
    title: "Programa de necessidades",
    subtitle: "Residência unifamiliar – versão preliminar…",
    meta: { studioName: "Estúdio Açaí Arquitetura", projectName: "Casa da Conceição", clientName: "José Ávila", date: new Date("2026-11-23T15:00:00Z") },
    blocks: [
      { type: "heading", text: "Ambientes e áreas", level: 1 },
      { type: "paragraph", text: "Programa elaborado a partir do briefing: ação, coração e informação.\nÁrea construída estimada com paredes e circulação." },
      { type: "list", items: ["Suíte com closet", "Cozinha integrada à área gourmet", "Garagem para dois carros"] },
      { type: "heading", text: "Parâmetros do lote", level: 2 },
      { type: "keyValue", items: [{ label: "Área do terreno", value: "360,00 m²" }, { label: "Taxa de ocupação", value: "60%" }] },
      {
        type: "table",
        columns: [{ label: "Ambiente", width: 3 }, { label: "Qtd.", align: "right" }, { label: "Área (m²)", align: "right", width: 1.5 }, { label: "Custo", align: "right", width: 2 }],
        rows: Array.from({ length: rows }, (_, i) => [`Ambiente ${i + 1}: descrição longa que não cabe em uma linha só da célula`, "1", `${12 + i},50`, "R$ 1.234,56"]),
        footer: ["Total", "", "1.234,00", "R$ 98.765,43"],
      },
      { type: "note", text: "Fonte: CUB/m² do Sinduscon – valores de referência…" },
    ],
  };
}

/**
 * How many pixels of each page (rendered by poppler's pdftoppm at `dpi`) lie within `tolerance`
 * (per channel) of the #rrggbb colour: a drawing's lines in the brand colour show up here even
 * where the text layer has nothing to read (R-DRAW-1, R-CHART-3). Needs poppler-utils.
 */
export async function pdfColourPixels(pdf: Uint8Array, colour: string, { dpi = 60, tolerance = 40 } = {}): Promise<number[]> {
  const { execFileSync } = await import("node:child_process");
  const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(join(tmpdir(), "pdf-pixels-"));
  try {
    writeFileSync(join(dir, "doc.pdf"), pdf);
    execFileSync("pdftoppm", ["-r", String(dpi), join(dir, "doc.pdf"), join(dir, "page")]);
    const target = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
    return readdirSync(dir)
      .filter((f) => f.endsWith(".ppm"))
      .sort()
      .map((f) => {
        const bytes = readFileSync(join(dir, f));
        // P6: "P6\n<w> <h>\n255\n" then RGB triples.
        let offset = 0;
        for (let fields = 0; fields < 4; ) {
          while (/\s/.test(String.fromCharCode(bytes[offset]!))) offset++;
          while (!/\s/.test(String.fromCharCode(bytes[offset]!))) offset++;
          fields++;
        }
        offset++;
        let count = 0;
        for (let i = offset; i + 2 < bytes.length; i += 3)
          if (Math.abs(bytes[i]! - target[0]!) <= tolerance && Math.abs(bytes[i + 1]! - target[1]!) <= tolerance && Math.abs(bytes[i + 2]! - target[2]!) <= tolerance) count++;
        return count;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
