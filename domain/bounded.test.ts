import { describe, expect, it } from "vitest";
import { boundedRecord } from "./bounded";
import { publicBriefingSaveSchema } from "./client-briefing.schema";
import { DOCUMENT_INLINES_MAX, DOCUMENT_TOO_LONG, richSectionsTooLong } from "./rich-text.schema";
import { writtenContentSchema } from "./written-documents.schema";
import { z } from "./zod";

const paragraphs = (count: number, runs: number, text = "") =>
  Array.from({ length: count }, () => ({ type: "paragraph", content: Array.from({ length: runs }, () => ({ text })) }));

describe("limits checked before parsing (decision 067)", () => {
  it("a record over its size is one issue at the record, whatever its entries", () => {
    const schema = z.object({ answers: boundedRecord(z.string().regex(/^[a-z]+$/), z.string(), 3, "Respostas demais.") });
    const many = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`K${i}`, i]));
    const result = schema.safeParse({ answers: many });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["answers", "Respostas demais."]]);
    // Within the size, each entry is checked as before.
    expect(schema.safeParse({ answers: { a: "sim", b: "não" } }).data).toEqual({ answers: { a: "sim", b: "não" } });
    expect(schema.safeParse({ answers: { a: 1 } }).error?.issues).toHaveLength(1);
  });

  it("a client's save holds at most as many answers as a questionnaire has questions", () => {
    const answers = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`q${i}`, 0]));
    expect(publicBriefingSaveSchema.safeParse({ answers: answers(34) }).error?.issues).toEqual([expect.objectContaining({ path: ["answers"], message: "Respostas demais." })]);
    // 33 answers are read one by one: here, each is not a text.
    expect(publicBriefingSaveSchema.safeParse({ answers: answers(33) }).error?.issues).toHaveLength(33);
  });

  it("a document of more runs of text than its limit is one issue, counted across sections and block kinds", () => {
    const tooMany = { sections: [{ key: "a", title: "A", blocks: paragraphs(40, 500) }] };
    expect(writtenContentSchema.safeParse(tooMany).error?.issues).toEqual([
      expect.objectContaining({ path: ["sections"], message: "Documento longo demais: no máximo 2.000 blocos e 4.000 trechos de texto." }),
    ]);
    const table = { type: "table", header: false, rows: Array.from({ length: 500 }, () => [[{ text: "1" }], [{ text: "2" }], [{ text: "3" }]]) };
    const list = { type: "bulletList", items: Array.from({ length: 500 }, () => [{ text: "item" }]) };
    // 1,500 cells + 500 items + 2,001 runs = 4,001 over three sections.
    const spread = [table, list, ...paragraphs(1, 1)].map((block, i) => ({ key: `s${i}`, title: "S", blocks: [block] }));
    spread[2]!.blocks = paragraphs(4, 500).concat(paragraphs(1, 1)) as never;
    expect(richSectionsTooLong(spread)).toBe(true);
    spread[2]!.blocks = paragraphs(4, 500) as never;
    expect(richSectionsTooLong(spread)).toBe(false);
    expect(DOCUMENT_INLINES_MAX).toBe(4_000);
    // 2,001 blocks over several sections.
    expect(richSectionsTooLong(Array.from({ length: 3 }, (_, i) => ({ key: `s${i}`, blocks: paragraphs(667, 1) })))).toBe(true);
  });

  it("counts every list item, table row and cell as sent, whatever its type: 250 lists of 500 zeros are one issue", () => {
    const zeros = { sections: [{ key: "a", title: "A", blocks: Array.from({ length: 250 }, () => ({ type: "bulletList", items: Array.from({ length: 500 }, () => 0) })) }] };
    // Counted as nothing, these reached zod: 125,000 issues, and a RangeError spreading them.
    expect(writtenContentSchema.safeParse(zeros).error?.issues).toEqual([expect.objectContaining({ path: ["sections"], message: DOCUMENT_TOO_LONG })]);
    const falseRows = { type: "table", header: false, rows: Array.from({ length: 500 }, () => false) };
    const falseCells = { type: "table", header: false, rows: Array.from({ length: 500 }, () => Array.from({ length: 20 }, () => false)) };
    expect(richSectionsTooLong([{ key: "a", blocks: Array.from({ length: 9 }, () => falseRows) }])).toBe(true);
    expect(richSectionsTooLong([{ key: "a", blocks: [falseCells] }])).toBe(true);
    // An empty item or row is one unit too; within the total, each is the schema's own issue.
    expect(richSectionsTooLong([{ key: "a", blocks: [{ type: "orderedList", items: Array.from({ length: 4_001 }, () => []) }] }])).toBe(true);
    expect(writtenContentSchema.safeParse({ sections: [{ key: "a", title: "A", blocks: [{ type: "bulletList", items: [0, 0, [{ text: "ok" }]] }] }] }).error?.issues).toHaveLength(2);
  });

  it("a real document still fits: a long memorial of 19 sections, tables included, parses whole", () => {
    const sections = Array.from({ length: 19 }, (_, i) => ({
      key: `secao-${i}`,
      title: `Seção ${i}`,
      blocks: [...paragraphs(30, 3, "Texto do memorial com ç e ã. "), { type: "table", header: true, rows: Array.from({ length: 40 }, () => [[{ text: "Sala" }], [{ text: "12,00 m²" }]]) }],
    }));
    expect(writtenContentSchema.safeParse({ sections }).success).toBe(true);
  });

  it("leaves malformed shapes to the schema's own messages", () => {
    expect(richSectionsTooLong("texto")).toBe(false);
    expect(richSectionsTooLong([null, { blocks: "x" }, { blocks: [null, 1, { rows: [1, [null]] }] }])).toBe(false);
    expect(writtenContentSchema.safeParse({ sections: "x" }).error?.issues[0]?.path).toEqual(["sections"]);
  });
});
