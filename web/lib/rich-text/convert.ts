import type { Inline, Inlines, RichBlock } from "#domain/rich-text.schema";

/**
 * Our stored blocks (domain/rich-text.schema.ts, decision 050) to and from the editor's JSON
 * (Tiptap/ProseMirror). The only place that knows both shapes. Blocks → editor → blocks gives the
 * same blocks; what the editor can hold but the model cannot (nested lists, a quote pasted in)
 * comes back as the closest thing the model has, never lost as text.
 */

export interface EditorNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  text?: string;
  marks?: { type: string }[];
}

function textNodes(content: Inlines): EditorNode[] {
  return content
    .filter((i) => i.text.length > 0)
    .map((i) => {
      const marks = [...(i.bold ? [{ type: "bold" }] : []), ...(i.italic ? [{ type: "italic" }] : [])];
      return { type: "text", text: i.text, ...(marks.length > 0 ? { marks } : {}) };
    });
}

function paragraphNode(content: Inlines): EditorNode {
  const nodes = textNodes(content);
  return nodes.length > 0 ? { type: "paragraph", content: nodes } : { type: "paragraph" };
}

const CELL = { colspan: 1, rowspan: 1, colwidth: null };

function toEditorBlock(block: RichBlock): EditorNode {
  switch (block.type) {
    case "heading": {
      const nodes = textNodes(block.content);
      return { type: "heading", attrs: { level: 3 }, ...(nodes.length > 0 ? { content: nodes } : {}) };
    }
    case "paragraph":
      return paragraphNode(block.content);
    case "bulletList":
    case "orderedList":
      return {
        type: block.type,
        ...(block.type === "orderedList" ? { attrs: { start: 1 } } : {}),
        content: block.items.map((item) => ({ type: "listItem", content: [paragraphNode(item)] })),
      };
    case "table":
      return {
        type: "table",
        content: block.rows.map((row, r) => ({
          type: "tableRow",
          content: row.map((cell) => ({ type: block.header && r === 0 ? "tableHeader" : "tableCell", attrs: CELL, content: [paragraphNode(cell)] })),
        })),
      };
  }
}

/** The editor's document for a section's blocks (an empty section is one empty paragraph). */
export function toEditorDoc(blocks: RichBlock[]): EditorNode {
  return { type: "doc", content: blocks.length > 0 ? blocks.map(toEditorBlock) : [{ type: "paragraph" }] };
}

/** Adjacent runs with the same marks become one; empty runs go. */
function mergeRuns(runs: Inline[]): Inlines {
  const out: Inline[] = [];
  for (const run of runs) {
    if (run.text.length === 0) continue;
    const last = out.at(-1);
    if (last && Boolean(last.bold) === Boolean(run.bold) && Boolean(last.italic) === Boolean(run.italic)) last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

/** The inline text of a node and everything in it, marks kept; blocks inside are joined by a space. */
function inlinesOf(node: EditorNode): Inlines {
  const runs: Inline[] = [];
  const walk = (n: EditorNode, first: boolean) => {
    if (n.type === "text" && n.text) {
      const marks = new Set((n.marks ?? []).map((m) => m.type));
      runs.push({ text: n.text, ...(marks.has("bold") ? { bold: true } : {}), ...(marks.has("italic") ? { italic: true } : {}) });
      return;
    }
    if (n.type === "hardBreak") {
      runs.push({ text: " " });
      return;
    }
    if (!first && n.content && runs.length > 0) runs.push({ text: " " });
    n.content?.forEach((child, i) => walk(child, i === 0 && first));
  };
  walk(node, true);
  return mergeRuns(runs);
}

/** The items of a list, a nested list's items following their parent's. */
function listItems(list: EditorNode): Inlines[] {
  return (list.content ?? []).flatMap((item) => {
    const own = (item.content ?? []).filter((c) => c.type !== "bulletList" && c.type !== "orderedList");
    const nested = (item.content ?? []).filter((c) => c.type === "bulletList" || c.type === "orderedList");
    const text = mergeRuns(own.flatMap((p, i) => (i > 0 ? [{ text: " " }, ...inlinesOf(p)] : inlinesOf(p))));
    return [text, ...nested.flatMap(listItems)];
  });
}

function fromEditorBlock(node: EditorNode): RichBlock[] {
  switch (node.type) {
    case "heading":
      return [{ type: "heading", level: 3, content: inlinesOf(node) }];
    case "paragraph":
      return [{ type: "paragraph", content: inlinesOf(node) }];
    case "bulletList":
    case "orderedList": {
      const items = listItems(node);
      return items.length > 0 ? [{ type: node.type, items }] : [];
    }
    case "table": {
      const rows = (node.content ?? []).map((row) => (row.content ?? []).map(inlinesOf)).filter((row) => row.length > 0);
      if (rows.length === 0) return [];
      const firstRow = node.content?.[0]?.content ?? [];
      const header = firstRow.length > 0 && firstRow.every((c) => c.type === "tableHeader");
      return [{ type: "table", header, rows }];
    }
    default: {
      // Anything else (a quote or code pasted in): its blocks, or its text as a paragraph.
      const children = node.content ?? [];
      if (children.some((c) => c.type !== "text" && c.type !== "hardBreak")) return children.flatMap(fromEditorBlock);
      const content = inlinesOf(node);
      return content.length > 0 ? [{ type: "paragraph", content }] : [];
    }
  }
}

/**
 * A section's blocks from the editor's document. A lone empty paragraph (an empty editor) is no
 * blocks at all, so an untouched section stays "em branco".
 */
export function fromEditorDoc(doc: EditorNode): RichBlock[] {
  const blocks = (doc.content ?? []).flatMap(fromEditorBlock);
  if (blocks.length === 1 && blocks[0]?.type === "paragraph" && blocks[0].content.length === 0) return [];
  return blocks;
}
