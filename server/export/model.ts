/**
 * What every exported document is made of, whatever it is (briefing, needs programme, memorial,
 * budget…). A feature builds an ExportDocument from its own data; the renderers know only this.
 * Text is plain (no HTML, no Markdown) and numbers arrive already formatted in pt-BR, so a PDF
 * and a DOCX of the same document say exactly the same thing.
 */
export type ExportDocument = {
  title: string;
  subtitle?: string;
  meta: ExportMeta;
  blocks: ExportBlock[];
};

export type ExportMeta = {
  studioName: string;
  projectName: string;
  clientName: string | null;
  /** Printed as dd/MM/yyyy in Brasília time. */
  date: Date;
};

export type ExportColumn = {
  label: string;
  align?: "left" | "right";
  /** Relative to the other columns' widths (default 1). */
  width?: number;
};

export type ExportBlock =
  | { type: "heading"; text: string; level: 1 | 2 }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] }
  | { type: "table"; columns: ExportColumn[]; rows: string[][]; footer?: string[] }
  | { type: "keyValue"; items: { label: string; value: string }[] }
  /** Small print: sources, assumptions, disclaimers. */
  | { type: "note"; text: string };

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
  ];
}

export function pageLabel(page: number, total: number): string {
  return `Página ${page} de ${total}`;
}

/** Column widths as fractions of the table's width (they add up to 1). */
export function columnFractions(columns: ExportColumn[]): number[] {
  const weights = columns.map((column) => (column.width && column.width > 0 ? column.width : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}
