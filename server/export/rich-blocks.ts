import type { Inlines, RichBlock } from "#domain/rich-text.schema";
import type { ExportBlock, Run } from "./model";

/** Rich-text blocks (the editor's, or Markdown parsed by parseSectionMarkdown) as export blocks. */
const runs = (content: Inlines): Run[] => content.map(({ text, bold, italic }) => ({ text, ...(bold ? { bold } : {}), ...(italic ? { italic } : {}) }));
const plain = (content: Inlines) => content.map((i) => i.text).join("");

export function blockOf(block: RichBlock): ExportBlock {
  switch (block.type) {
    case "heading":
      return { type: "heading", level: 3, text: plain(block.content) };
    case "paragraph":
      return { type: "paragraph", text: runs(block.content) };
    case "bulletList":
      return { type: "list", items: block.items.map(runs) };
    case "orderedList":
      return { type: "list", ordered: true, items: block.items.map(runs) };
    case "table": {
      // The editor lets rows differ in length; the export model wants one width for all.
      const width = Math.max(...block.rows.map((r) => r.length));
      const [first = [], ...rest] = block.rows;
      const body = block.header ? rest : block.rows;
      return {
        type: "table",
        columns: Array.from({ length: width }, (_, i) => ({ label: block.header ? plain(first[i] ?? []) : "" })),
        rows: body.map((r) => Array.from({ length: width }, (_, i) => runs(r[i] ?? []))),
      };
    }
  }
}

