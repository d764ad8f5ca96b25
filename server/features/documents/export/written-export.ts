import type { Inlines, RichBlock } from "#domain/rich-text.schema";
import { documentKindLabel, type WrittenKind } from "#domain/documents";
import type { ReferencesContent, WrittenContent } from "#domain/written-documents.schema";
import type { ExportBlock, ExportDocument, ExportMeta } from "#server/export/model";

const plain = (content: Inlines) => content.map((i) => i.text).join("");

function blockOf(block: RichBlock): ExportBlock {
  switch (block.type) {
    case "heading":
      return { type: "heading", level: 2, text: plain(block.content) };
    case "paragraph":
      return { type: "paragraph", text: plain(block.content) };
    case "bulletList":
    case "orderedList":
      return { type: "list", items: block.items.map(plain) };
    case "table": {
      const [first = [], ...rest] = block.rows;
      const width = Math.max(...block.rows.map((r) => r.length));
      const head = block.header ? first : Array.from({ length: width }, () => [] as Inlines);
      const body = block.header ? rest : block.rows;
      return { type: "table", columns: Array.from({ length: width }, (_, i) => ({ label: plain(head[i] ?? []) })), rows: body.map((r) => Array.from({ length: width }, (_, i) => plain(r[i] ?? []))) };
    }
  }
}

/** A written document (R-DOC-6) as the export model: each section a heading and its blocks. */
export function writtenExport(kind: WrittenKind, content: WrittenContent, meta: ExportMeta): ExportDocument {
  return {
    title: documentKindLabel(kind),
    meta,
    blocks: content.sections.flatMap((s) => [{ type: "heading", level: 1, text: s.title } as ExportBlock, ...s.blocks.map(blockOf)]),
  };
}

/** The references of a project (R-DOC-7): keywords and each saved reference with its address. */
export function referencesExport(content: ReferencesContent, meta: ExportMeta): ExportDocument {
  return {
    title: "Referências",
    meta,
    blocks: [
      ...(content.keywords.length > 0 ? [{ type: "paragraph", text: `Palavras-chave: ${content.keywords.join(", ")}` } as ExportBlock] : []),
      ...content.items.flatMap((item): ExportBlock[] => [
        { type: "heading", level: 2, text: item.title },
        { type: "paragraph", text: item.url },
        ...(item.note ? [{ type: "paragraph", text: item.note } as ExportBlock] : []),
      ]),
    ],
  };
}
