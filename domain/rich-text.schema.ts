import { z } from "./zod";

/**
 * Rich text as the written documents store it (R-DOC-6): a small block model of our own, not the
 * editor's JSON, so that the database, the export module and the AI's parsed output do not depend
 * on the editor library (decision 050). What it can hold is what the editor offers: sub-headings,
 * paragraphs, bulleted and numbered lists, and tables, with bold and italic text. Nothing else
 * (no links, no HTML): AI output stays untrusted text.
 */

const TEXT_MAX = 20_000;

export const inlineSchema = z.object({
  text: z.string().min(1).max(TEXT_MAX, "Trecho de texto longo demais."),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
});
export type Inline = z.output<typeof inlineSchema>;

/** A run of text: a paragraph's, a list item's or a table cell's. Empty means an empty line. */
export const inlinesSchema = z.array(inlineSchema).max(500);
export type Inlines = z.output<typeof inlinesSchema>;

export const richBlockSchema = z.discriminatedUnion("type", [
  /** A sub-heading inside a section (the section's own title is level 2 everywhere). */
  z.object({ type: z.literal("heading"), level: z.literal(3), content: inlinesSchema }),
  z.object({ type: z.literal("paragraph"), content: inlinesSchema }),
  z.object({ type: z.literal("bulletList"), items: z.array(inlinesSchema).min(1).max(500) }),
  z.object({ type: z.literal("orderedList"), items: z.array(inlinesSchema).min(1).max(500) }),
  /** Rows of cells; the first row is the header when `header` is true. */
  z.object({
    type: z.literal("table"),
    header: z.boolean(),
    rows: z.array(z.array(inlinesSchema).min(1).max(20)).min(1).max(500),
  }),
]);
export type RichBlock = z.output<typeof richBlockSchema>;

export const richBlocksSchema = z.array(richBlockSchema).max(2_000, "Seção longa demais.");

/**
 * The most one document holds across all its sections (decision 067): a ~30-page memorial has
 * about 200 blocks and 600 runs of text (table cells included), so these leave room for some 200
 * pages, while a body of thousands of tiny blocks or runs is refused in one step, before any of
 * them is parsed. They also bound what an invalid document can cost: each invalid item costs
 * zod an issue, many times what a valid one costs.
 */
export const DOCUMENT_BLOCKS_MAX = 2_000;
export const DOCUMENT_INLINES_MAX = 4_000;
/** Sections one written document may have (domain/written-documents.schema.ts says why). */
export const DOCUMENT_SECTIONS_MAX = 80;
/**
 * The most arrays and objects the largest valid document body holds, counted from the limits
 * above: a run of text is at most three (its object, a table cell's array, the cell's row), a
 * block two (itself and its list of runs, items or rows), a section two, and the body's own
 * envelope a few. The save route refuses a body with more before parsing it (decision 067).
 */
export const DOCUMENT_CONTAINERS_MAX = 3 * DOCUMENT_INLINES_MAX + 2 * DOCUMENT_BLOCKS_MAX + 2 * DOCUMENT_SECTIONS_MAX + 8;
export const DOCUMENT_TOO_LONG = `Documento longo demais: no máximo ${DOCUMENT_BLOCKS_MAX.toLocaleString("pt-BR")} blocos e ${DOCUMENT_INLINES_MAX.toLocaleString("pt-BR")} trechos de texto.`;

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** What one list item or table cell as sent counts: its runs of text, and never less than one. */
const runsOf = (value: unknown): number => (Array.isArray(value) ? Math.max(1, value.length) : 1);

/**
 * Every run of text (inline) in a block as sent, whatever its shape. Each element of a list's
 * items, of a table's rows and of each row's cells counts at least one, whatever its type: an
 * item `0` or a row `false` is one issue for zod, so it is one unit here, and the total bounds
 * every node the schema can complain about (decision 067).
 */
function inlinesIn(block: Record<string, unknown>): number {
  if (Array.isArray(block.content)) return block.content.length;
  let count = 0;
  if (Array.isArray(block.items)) for (const item of block.items) count += runsOf(item);
  if (Array.isArray(block.rows)) {
    for (const row of block.rows) {
      if (!Array.isArray(row)) count += 1;
      else {
        let cells = 0;
        for (const cell of row) cells += runsOf(cell);
        count += Math.max(1, cells);
      }
    }
  }
  return count;
}

/**
 * Whether sections as sent (not yet parsed: any JSON) hold more blocks or inlines than a document
 * may; stops counting as soon as they do. Plain loops over the raw value, no issue per item.
 */
export function richSectionsTooLong(sections: unknown): boolean {
  if (!Array.isArray(sections)) return false;
  let blocks = 0;
  let inlines = 0;
  for (const section of sections) {
    const list = isObject(section) ? section.blocks : undefined;
    if (!Array.isArray(list)) continue;
    blocks += list.length;
    if (blocks > DOCUMENT_BLOCKS_MAX) return true;
    for (const block of list) {
      if (isObject(block)) inlines += inlinesIn(block);
      if (inlines > DOCUMENT_INLINES_MAX) return true;
    }
  }
  return false;
}
