import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { contentDisposition, EXPORT_FORMATS, exportResponse, fileNameFor, type ExportFormat } from "./http";
import { stopPdfWorker } from "./pdf";
import { docxText, pdfText, sampleExportDocument } from "./testing";

afterAll(async () => {
  await stopPdfWorker();
});

const app = new Hono().get("/documento", (c) => {
  const format = c.req.query("format") as ExportFormat;
  return exportResponse(c, { doc: sampleExportDocument(3), format, fileName: fileNameFor("Programa de necessidades", "Casa da Conceição", format) });
});

// The PDF worker's first render loads tsx, react-pdf and the fonts: seconds on a busy machine.
describe("exportResponse", { timeout: 120_000 }, () => {
  it("answers a PDF download that no cache keeps", async () => {
    const res = await app.request("/documento?format=pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="programa-de-necessidades-casa-da-conceicao.pdf"; filename*=UTF-8''programa-de-necessidades-casa-da-conceicao.pdf`,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await pdfText(body)).toContain("Página 1 de 1");
  });

  it("answers a DOCX download", async () => {
    const res = await app.request("/documento?format=docx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(res.headers.get("content-disposition")).toContain('filename="programa-de-necessidades-casa-da-conceicao.docx"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await docxText(new Uint8Array(await res.arrayBuffer()))).toContain("Estúdio Açaí Arquitetura");
  });

  it("offers exactly pdf and docx", () => {
    expect(EXPORT_FORMATS).toEqual(["pdf", "docx"]);
  });
});

describe("fileNameFor", () => {
  it("folds accents and keeps only letters, digits and dashes", () => {
    expect(fileNameFor("Memorial Justificativo", "Reforma Apto. 302 — Ipanema/RJ", "docx")).toBe("memorial-justificativo-reforma-apto-302-ipanema-rj.docx");
    expect(fileNameFor("Orçamento", "Ação & Cia!", "pdf")).toBe("orcamento-acao-cia.pdf");
  });

  it("still names a file when nothing usable is left", () => {
    expect(fileNameFor("", "✱✱✱", "pdf")).toBe("documento.pdf");
  });

  it("keeps names short", () => {
    const name = fileNameFor("Programa de necessidades", "Casa ".repeat(60), "pdf");
    expect(name.length).toBeLessThanOrEqual(104);
    expect(name).toMatch(/^[a-z0-9-]+[a-z0-9]\.pdf$/);
  });
});

describe("contentDisposition", () => {
  it("gives old clients an ASCII name and others the UTF-8 one", () => {
    expect(contentDisposition('Orçamento "final" (v2).pdf')).toBe(
      `attachment; filename="Orcamento _final_ (v2).pdf"; filename*=UTF-8''Or%C3%A7amento%20%22final%22%20%28v2%29.pdf`,
    );
  });
});
