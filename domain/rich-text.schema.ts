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
