import type { ChartResult } from "#domain/charts/chart";
import type { SvgNode } from "#domain/charts/svg";

/**
 * What every exported document is made of, whatever it is (briefing, needs programme, memorial,
 * budget…). A feature builds an ExportDocument from its own data; the renderers know only this.
 * Text is plain (no HTML, no Markdown), or runs of it with bold and italic (`Rich`), and numbers
 * arrive already formatted in pt-BR, so a PDF and a DOCX of the same document say exactly the same
 * thing.
 */
export type ExportDocument = {
  title: string;
  subtitle?: string;
  meta: ExportMeta;
  /** A first page of its own with the title, project, client, studio, date and version. */
  cover?: boolean;
  /** A table of contents after the cover: the level-1 headings, in order (the memorial's). */
  contents?: boolean;
  blocks: ExportBlock[];
  /**
   * A last page of its own after the blocks (the PDF only): the certificate of a client's
   * signature (R-PORTAL-3, decision 095).
   */
  appendix?: { title: string; blocks: ExportBlock[] };
};

/** A stretch of text with its marks. */
export type Run = { text: string; bold?: boolean; italic?: boolean };
/** Plain text, or runs of text with bold and italic. */
export type Rich = string | Run[];

export function runsOf(rich: Rich): Run[] {
  return typeof rich === "string" ? [{ text: rich }] : rich;
}

export function plainOf(rich: Rich): string {
  return typeof rich === "string" ? rich : rich.map((r) => r.text).join("");
}

export type ExportMeta = {
  studioName: string;
  projectName: string;
  clientName: string | null;
  /** Printed as dd/MM/yyyy in Brasília time. */
  date: Date;
  /** The document version the file was made from ("Versão 7"), when it has versions. */
  version?: number;
  /** The studio's brand (R-PROFILE-3): its logo as PNG bytes and its colour (#rrggbb), on every PDF. */
  brand?: ExportBrand;
};

export type ExportBrand = {
  /** PNG, already resized (server/branding): drawn in the header and on the cover. */
  logo: Uint8Array | null;
  color: string;
  /** The studio's contacts, one per line ("CAU A12345-6", "(11) 98765-4321"…), on the cover. */
  contact: string[];
};

export type ExportColumn = {
  label: string;
  align?: "left" | "right";
  /** Relative to the other columns' widths (default 1). */
  width?: number;
};

export type ExportBlock =
  /** `newPage`: the heading starts a page of its own (the contract's signature page, decision 105). */
  | { type: "heading"; text: string; level: 1 | 2 | 3; newPage?: boolean }
  | { type: "paragraph"; text: Rich }
  | { type: "list"; items: Rich[]; ordered?: boolean }
  | { type: "table"; columns: ExportColumn[]; rows: Rich[][]; footer?: string[] }
  | { type: "keyValue"; items: { label: string; value: string }[] }
  /** Small print: sources, assumptions, disclaimers. */
  | { type: "note"; text: string }
  /**
   * A chart from domain/charts (R-CHART-1): the PDF draws it as SVG with its summary under it; the
   * DOCX gives its summary and table (decision 093, charts). Without values it says so.
   */
  | { type: "chart"; chart: ChartResult }
  /**
   * A drawing from domain geometry (R-DRAW-1): an SVG tree in its own units (the zoning envelope's
   * metres), which the PDF scales to fit the text width and `maxHeight` points, with its summary
   * under it; the DOCX gives the summary and the table (decision 093).
   */
  | { type: "drawing"; title: string; svg: SvgNode; width: number; height: number; summary: string; maxHeight?: number; table?: { columns: string[]; rows: string[][] } };

export const EXPORT_LANGUAGE = "pt-BR";

const brDate = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" });

export function formatExportDate(date: Date): string {
  return brDate.format(date);
}

/** The lines of the opening block, in the order both formats print them. */
export function metaLines(meta: ExportMeta): { label: string; value: string }[] {
  return [
    { label: "Projeto", value: meta.projectName },
    ...(meta.clientName ? [{ label: "Cliente", value: meta.clientName }] : []),
    { label: "Data", value: formatExportDate(meta.date) },
    ...(meta.version ? [{ label: "Versão", value: String(meta.version) }] : []),
  ];
}

/** The cover's lines: the studio, then the opening's lines. */
export function coverLines(meta: ExportMeta): { label: string; value: string }[] {
  return [...(meta.studioName ? [{ label: "Escritório", value: meta.studioName }] : []), ...metaLines(meta)];
}

/** The table of contents: the level-1 headings, in order. */
export function contentsOf(doc: ExportDocument): string[] {
  return doc.blocks.flatMap((b) => (b.type === "heading" && b.level === 1 ? [b.text] : []));
}

export const CONTENTS_TITLE = "Sumário";

export function pageLabel(page: number, total: number): string {
  return `Página ${page} de ${total}`;
}

/** Column widths as fractions of the table's width (they add up to 1). */
export function columnFractions(columns: ExportColumn[]): number[] {
  const weights = columns.map((column) => (column.width && column.width > 0 ? column.width : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}
