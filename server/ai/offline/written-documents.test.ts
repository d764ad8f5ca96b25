import { describe, expect, it } from "vitest";
import { richBlocksSchema } from "#domain/rich-text.schema";
import { blocksToMarkdown, blocksToPlainText, parseSectionMarkdown } from "#domain/rich-text";
import { dataBlocks, offlineDraft, offlineSection } from "./written-documents";
import { factsAsText, sectionPrompt, WRITTEN_SYSTEM_PROMPT } from "#server/ai/prompts/written-documents";
import { WRITTEN_SECTIONS } from "#domain/written-documents";
import { writtenContentSchema } from "#domain/written-documents.schema";
import { WRITTEN_KINDS } from "#domain/documents";
import { formatArea, programmeTotals, roomTotal } from "#domain/needs-program";
import { emptyProjectFacts, projectFactsFixture } from "#test-support/project-facts-fixture";

describe("parseSectionMarkdown (R-DOC-6)", () => {
  it("reads paragraphs, marks, lists and tables, dropping a repeated title", () => {
    const md = "## 8. Fundações\n\nA fundação será **definida** pela *sondagem*.\n\n- Estacas\n  - nested\n- Sapatas\n\n1. um\n2. dois\n\n| Item | Área |\n| --- | --- |\n| Lote | 360,00 m² |\n\n### Observações\n> citação";
    const blocks = parseSectionMarkdown(md, "Fundações");
    expect(blocks).toEqual([
      { type: "paragraph", content: [{ text: "A fundação será " }, { text: "definida", bold: true }, { text: " pela " }, { text: "sondagem", italic: true }, { text: "." }] },
      { type: "bulletList", items: [[{ text: "Estacas" }], [{ text: "nested" }], [{ text: "Sapatas" }]] },
      { type: "orderedList", items: [[{ text: "um" }], [{ text: "dois" }]] },
      { type: "table", header: true, rows: [[[{ text: "Item" }], [{ text: "Área" }]], [[{ text: "Lote" }], [{ text: "360,00 m²" }]]] },
      { type: "heading", level: 3, content: [{ text: "Observações" }] },
      { type: "paragraph", content: [{ text: "citação" }] },
    ]);
  });

  it("never passes HTML through and never throws", () => {
    const blocks = parseSectionMarkdown('<script>alert(1)</script><b>oi</b> texto <img src=x onerror=1> [link](https://x.y)', "");
    const text = blocksToPlainText(blocks);
    expect(text).not.toMatch(/<|>/);
    expect(text).toContain("https://x.y");
    for (const odd of ["", "   ", "|||", "***", "- ", "# ", "```\ncode", "\u0000\u0001", "[a](", "| a |\n|---|\n| b | c | d |"]) {
      expect(() => richBlocksSchema.parse(parseSectionMarkdown(odd, "Título"))).not.toThrow();
    }
  });

  it("blocks go back to Markdown the parser reads the same", () => {
    const blocks = parseSectionMarkdown("Texto **forte** e *leve*.\n\n- a\n- b\n\n| X | Y |\n| --- | --- |\n| 1 | 2 |");
    expect(parseSectionMarkdown(blocksToMarkdown(blocks))).toEqual(blocks);
  });
});

describe("offline generator (R-DOC-6)", () => {
  it("writes every section of every kind, valid for its schema", () => {
    for (const kind of WRITTEN_KINDS) {
      for (const facts of [projectFactsFixture(), emptyProjectFacts()]) {
        const draft = offlineDraft(kind, facts);
        expect(() => writtenContentSchema.parse(draft)).not.toThrow();
        expect(draft.sections.map((s) => s.key)).toEqual(WRITTEN_SECTIONS[kind].map((s) => s.key));
        for (const s of draft.sections) expect(s.blocks.length, `${kind}/${s.key}`).toBeGreaterThan(0);
      }
    }
  });

  it("the memorial uses the project's data, cites norms with editions and marks what to complete", () => {
    const text = offlineDraft("memorial", projectFactsFixture()).sections.map((s) => `${s.title}\n${blocksToPlainText(s.blocks)}`).join("\n");
    for (const expected of ["Maria Conceição", "Rua das Acácias, 120, Campinas/SP", "ZR-2", "Aclive suave", "360,00 m²", "Suíte master", "ABNT NBR 9050:2020", "ABNT NBR 15575:2013", "[completar: número da ART/RRT]", "[completar: sistema estrutural]", "[completar: tipo de fundação conforme sondagem]", "50 %", "máxima permitida", "estimada pelo programa"]) {
      expect(text).toContain(expected);
    }
    const commercial = offlineDraft("memorial", emptyProjectFacts()).sections.map((s) => blocksToPlainText(s.blocks)).join("\n");
    expect(commercial).not.toContain("NBR 15575");
    expect(commercial).toContain("[completar: área do lote]");
  });

  it("finish wording follows the standard", () => {
    const alto = blocksToPlainText(offlineSection("memorial", "revestimentos", projectFactsFixture()));
    const baixo = blocksToPlainText(offlineSection("memorial", "revestimentos", projectFactsFixture({ project: { ...projectFactsFixture().project, standard: "baixo" } })));
    expect(alto).not.toEqual(baixo);
    expect(alto).toContain("padrão alto");
  });

  it("never invents a number: every figure comes from the project's data or a norm", () => {
    const facts = projectFactsFixture();
    const allowed = new Set<string>();
    const add = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).forEach((n) => allowed.add(n));
    add(JSON.stringify(facts));
    // The facts' areas as pt-BR prints them, and the sums the programme's own totals make of them.
    const totals = programmeTotals(facts.programme!);
    add([360, ...facts.programme!.rooms.flatMap((r) => [r.unitArea, roomTotal(r)]), totals.usefulArea, totals.builtArea, ...totals.bySector.map((s) => s.area)].map(formatArea).join(" "));
    for (const kind of WRITTEN_KINDS) {
      const text = offlineDraft(kind, facts).sections.map((s) => blocksToPlainText(s.blocks)).join("\n").replace(/(?:ABNT )?NBR (?:ISO\/CIE )?[\d-]+(?::\d{4})?/g, "");
      for (const n of text.match(/\d+(?:[.,]\d+)*/g) ?? []) expect(allowed.has(n), `${kind}: ${n}`).toBe(true);
    }
  });

  it("data tables come only from stored data", () => {
    expect(dataBlocks("memorial", "descricao-imovel", emptyProjectFacts()).some((b) => b.type === "table")).toBe(true);
    expect(dataBlocks("memorial", "fundacoes", projectFactsFixture())).toEqual([]);
    expect(dataBlocks("justificativa", "organizacao-funcional", projectFactsFixture())[0]?.type).toBe("table");
  });
});

describe("prompts (R-DOC-6)", () => {
  it("carry the section, the project's data, the norms and the rewrite's wish, capped", () => {
    const facts = projectFactsFixture();
    const section = WRITTEN_SECTIONS.memorial.find((s) => s.key === "generalidades")!;
    const prompt = sectionPrompt({ kind: "memorial", section, facts, instruction: "mais curto", current: [{ type: "paragraph", content: [{ text: "texto antigo" }] }] });
    for (const expected of ["Generalidades", "Maria Conceição", "ZR-2", "Suíte master", "ABNT NBR 9050:2020", "texto antigo", "mais curto", "Contemporâneo"]) expect(prompt).toContain(expected);
    expect(WRITTEN_SYSTEM_PROMPT.memorial).toContain("[completar:");
    const huge = projectFactsFixture({ references: Array.from({ length: 300 }, (_, i) => ({ id: `r${i}`, url: "https://x.y", title: "t".repeat(150), note: "n".repeat(1500), imageId: null, savedAt: "2026-11-20T12:00:00.000Z" })) });
    expect(sectionPrompt({ kind: "conceito", section: WRITTEN_SECTIONS.conceito[0]!, facts: huge }).length).toBeLessThanOrEqual(10_000);
    expect(factsAsText(facts)).toContain("360,00 m²");
  });
});
