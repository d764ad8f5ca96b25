import { describe, expect, it } from "vitest";
import { richBlocksSchema, type RichBlock } from "#domain/rich-text.schema";
import { fromEditorDoc, toEditorDoc, type EditorNode } from "./convert";

const blocks: RichBlock[] = [
  { type: "heading", level: 3, content: [{ text: "Quadro de áreas" }] },
  { type: "paragraph", content: [{ text: "Obra de " }, { text: "padrão alto", bold: true }, { text: " para " }, { text: "Maria", italic: true, bold: true }] },
  { type: "paragraph", content: [] },
  { type: "bulletList", items: [[{ text: "Suíte" }], [{ text: "Cozinha", italic: true }]] },
  { type: "orderedList", items: [[{ text: "Primeiro" }], [{ text: "Segundo" }]] },
  { type: "table", header: true, rows: [[[{ text: "Item" }], [{ text: "Área" }]], [[{ text: "Lote" }], [{ text: "360,00 m²" }]]] },
  { type: "table", header: false, rows: [[[{ text: "a" }], []]] },
];

describe("rich text ↔ editor (decision 050)", () => {
  it("blocks survive a round trip through the editor's JSON", () => {
    expect(fromEditorDoc(toEditorDoc(blocks))).toEqual(blocks);
  });

  it("writes the editor's nodes and marks", () => {
    const doc = toEditorDoc(blocks);
    expect(doc.content?.[0]).toEqual({ type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Quadro de áreas" }] });
    expect(doc.content?.[1]?.content?.[3]?.marks).toEqual([{ type: "bold" }, { type: "italic" }]);
    expect(doc.content?.[5]?.content?.[0]?.content?.[0]?.type).toBe("tableHeader");
    expect(doc.content?.[5]?.content?.[1]?.content?.[0]?.type).toBe("tableCell");
  });

  it("an empty section is one empty paragraph in the editor and no blocks back", () => {
    expect(toEditorDoc([])).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
    expect(fromEditorDoc({ type: "doc", content: [{ type: "paragraph" }] })).toEqual([]);
  });

  it("what the model cannot hold comes back as the closest thing, text kept", () => {
    const doc: EditorNode = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Título" }] },
        {
          type: "bulletList",
          content: [
            {
              type: "listItem",
              content: [
                { type: "paragraph", content: [{ type: "text", text: "Pai" }] },
                { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Filho" }] }] }] },
              ],
            },
          ],
        },
        { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "Citação" }] }] },
        { type: "codeBlock", content: [{ type: "text", text: "código" }] },
        { type: "paragraph", content: [{ type: "text", text: "a" }, { type: "hardBreak" }, { type: "text", text: "b", marks: [{ type: "strike" }] }] },
      ],
    };
    const back = fromEditorDoc(doc);
    expect(back).toEqual([
      { type: "heading", level: 3, content: [{ text: "Título" }] },
      { type: "bulletList", items: [[{ text: "Pai" }], [{ text: "Filho" }]] },
      { type: "paragraph", content: [{ text: "Citação" }] },
      { type: "paragraph", content: [{ text: "código" }] },
      { type: "paragraph", content: [{ text: "a b" }] },
    ]);
    expect(() => richBlocksSchema.parse(back)).not.toThrow();
  });
});
