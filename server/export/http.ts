import type { Context } from "hono";
import { exportFileName } from "#domain/file-names";
import type { ExportDocument } from "./model";
import { renderDocx, renderPdf } from "./pdf";

/** What a document can be downloaded as; a route's `?format=` accepts these. */
export const EXPORT_FORMATS = ["pdf", "docx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const RENDERERS: Record<ExportFormat, (doc: ExportDocument) => Promise<Buffer>> = { pdf: renderPdf, docx: renderDocx };

/** "Programa de necessidades", "Casa Conceição" → "programa-de-necessidades-casa-conceicao.pdf". */
export function fileNameFor(title: string, projectName: string, format: ExportFormat): string {
  return exportFileName([title, projectName], format);
}

/**
 * Content-Disposition with both spellings of the name (RFC 6266): `filename` in plain ASCII for
 * old clients (accents folded, quotes and control characters dropped), `filename*` in UTF-8.
 */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[^\x20-\x7e]|["\\]/g, "_")
      .trim() || "documento";
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** Answers a Hono request with the document as a download. */
export async function exportResponse(c: Context, { doc, format, fileName }: { doc: ExportDocument; format: ExportFormat; fileName: string }): Promise<Response> {
  const body = await RENDERERS[format](doc);
  // A copy typed as a plain ArrayBuffer view (a Buffer may sit on a shared pool); a few KB.
  return c.body(new Uint8Array(body), 200, {
    "Content-Type": EXPORT_CONTENT_TYPES[format],
    "Content-Disposition": contentDisposition(fileName),
    // A document names a client and a project: no shared cache keeps a copy, and a fresh
    // download always shows the current text.
    "Cache-Control": "no-store",
  });
}
