import { describe, expect, it } from "vitest";
import { projectFactsFixture } from "#test-support/project-facts-fixture";
import type { ProjectFacts } from "./project-facts";
import type { RichBlock } from "./rich-text.schema";
import { blocksToPlainText } from "./rich-text";
import { FACTS_HEADING, rewriteByRules, rulesFor, sameContent, sentencesOf, unchangedByRules } from "./section-rewrite-rules";

const base = projectFactsFixture();
const facts: ProjectFacts = {
  ...base,
  project: { ...base.project, name: "Casa Ipê", deadline: "2027-03-15" },
  client: { name: "Juliana Kowalski", kind: "pessoa_feminina", addressForm: null },
  landPlot: { ...base.landPlot, topography: null, occupancyRate: 50, frontSetback: 4, parametersSource: "Lei Complementar 208/2018" },
  programme: { ...base.programme!, rooms: [{ id: "r1", sector: "Social", name: "Sala", quantity: 1, unitArea: 20, notes: "", source: null }] },
};

const p = (text: string): RichBlock => ({ type: "paragraph", content: [{ text }] });
const text = (blocks: RichBlock[]) => blocksToPlainText(blocks);

describe("rulesFor", () => {
  it("recognises each rule in pt-BR, alone or together", () => {
    expect(rulesFor("mais curto")).toEqual(["encurtar"]);
    expect(rulesFor("Resuma, por favor")).toEqual(["encurtar"]);
    expect(rulesFor("deixe mais longo, com os dados do projeto")).toEqual(["detalhar"]);
    expect(rulesFor("detalhar")).toEqual(["detalhar"]);
    expect(rulesFor("em tópicos")).toEqual(["topicos"]);
    expect(rulesFor("transforme em lista")).toEqual(["topicos"]);
    expect(rulesFor("como lista")).toEqual(["topicos"]);
    expect(rulesFor("mais formal")).toEqual(["formal"]);
    expect(rulesFor("dirigido ao cliente")).toEqual(["cliente"]);
    expect(rulesFor("Mais curto e mais formal")).toEqual(["encurtar", "formal"]);
    expect(rulesFor("")).toEqual([]);
  });

  it("leaves to the AI anything that asks for new content or the opposite of a rule", () => {
    expect(rulesFor("conceito de casa-pátio voltada para o norte, com beiral largo")).toBeNull();
    expect(rulesFor("mais curto, cite a NBR 15575")).toBeNull();
    expect(rulesFor("menos formal")).toBeNull();
    expect(rulesFor("informal")).toBeNull();
  });
});

describe("rewriteByRules", () => {
  it("shorter: half the sentences of each paragraph, three items of a long list; a one-sentence text does not change", () => {
    const blocks = [p("Primeira frase. Segunda frase com 1.234,56 m². Terceira. Quarta."), { type: "bulletList", items: [[{ text: "a" }], [{ text: "b" }], [{ text: "c" }], [{ text: "d" }]] } as RichBlock];
    expect(text(rewriteByRules(["encurtar"], blocks, facts))).toBe("Primeira frase. Segunda frase com 1.234,56 m².\n• a\n• b\n• c");
    const one = [p("Uma frase só.")];
    expect(sameContent(rewriteByRules(["encurtar"], one, facts), one)).toBe(true);
    expect(unchangedByRules(["encurtar"])).toBe("Sem IA, “mais curto” não muda nada nesta seção: nada foi salvo.");
  });

  it("longer: only the project's stored facts the text does not say yet, under a sub-heading", () => {
    const out = rewriteByRules(["detalhar"], [p("O terreno tem 360,00 m² na zona ZR-2.")], facts);
    const added = text(out);
    expect(out[1]).toEqual({ type: "heading", level: 3, content: [{ text: FACTS_HEADING }] });
    expect(added).toContain("Projeto residencial de padrão alto, na etapa de estudo preliminar.");
    expect(added).toContain("Cliente: Juliana Kowalski.");
    expect(added).toContain("Terreno: Rua das Acácias, 120, Campinas/SP.");
    expect(added).toContain("Frente e fundo do terreno: 12,00 m × 30,00 m.");
    expect(added).toContain("Área construída estimada pelo programa de necessidades: 25,00 m².");
    expect(added).toContain("Programa de necessidades: 1 ambiente (Sala).");
    expect(added).toContain("Prazo de entrega: 15/03/2027.");
    expect(added).toContain("Parâmetros do lote (Lei Complementar 208/2018): taxa de ocupação máxima de 50 %, recuo frontal de 4,00 m.");
    // Already said: not repeated.
    expect(added).not.toContain("Área do terreno");
    expect(added).not.toContain("Zoneamento");
    // A second time adds nothing: no identical version.
    expect(sameContent(rewriteByRules(["detalhar"], out, facts), out)).toBe(true);
  });

  it("a list: each sentence an item, headings and tables kept", () => {
    const table: RichBlock = { type: "table", header: true, rows: [[[{ text: "Item" }]], [[{ text: "Sala" }]]] };
    const out = rewriteByRules(["topicos"], [p("Luz natural. Ventilação cruzada."), p("Beiral largo."), table], facts);
    expect(out).toEqual([{ type: "bulletList", items: [[{ text: "Luz natural." }], [{ text: "Ventilação cruzada." }], [{ text: "Beiral largo." }]] }, table]);
  });

  it("more formal: colloquial words and exclamations go, bold kept", () => {
    const out = rewriteByRules(["formal"], [{ type: "paragraph", content: [{ text: "Você vai ter uma sala " }, { text: "super ampla", bold: true }, { text: " pra receber, né? Tá ótimo!" }] }], facts);
    expect(out).toEqual([{ type: "paragraph", content: [{ text: "A senhora vai ter uma sala " }, { text: "muito ampla", bold: true }, { text: " para receber? Está ótimo." }] }]);
  });

  it("addressed to the client: a greeting, and the client in the second person", () => {
    const out = rewriteByRules(["cliente"], [p("O cliente deseja uma casa térrea. A proposta atende ao cliente e às necessidades do cliente.")], facts);
    expect(text(out)).toBe("Olá, Juliana,\nVocê deseja uma casa térrea. A proposta atende a você e às necessidades de você.");
    expect(sameContent(rewriteByRules(["cliente"], out, facts), out)).toBe(true);
  });
});

describe("sameContent", () => {
  it("ignores key order and absent marks", () => {
    expect(sameContent([{ type: "paragraph", content: [{ text: "a", bold: false }] }], [{ content: [{ text: "a" }], type: "paragraph" }])).toBe(true);
    expect(sameContent([p("a")], [p("b")])).toBe(false);
    expect(sentencesOf("Custa R$ 1.234,56. Fim!")).toEqual(["Custa R$ 1.234,56.", "Fim!"]);
  });
});
