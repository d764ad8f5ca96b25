import { describe, expect, it } from "vitest";
import { knownPart, knownSlide, presentationDeck, slideTexts, stripPlaceholders } from "./presentation-gaps";
import type { SlideSources } from "#server/export/presentation-slides";
import { toComplete } from "#domain/written-documents";

const base: SlideSources = {
  title: "Casa Ipê",
  projectName: "Casa Ipê",
  clientName: "José Ávila",
  studioName: "Atelier",
  date: "23/11/2026",
  contactLines: ["CAU A12345-6"],
  slides: ["texto", "conceito", "programa", "areas", "orcamento", "referencias", "imagens", "contato"],
  text: null,
  concept: null,
  programme: null,
  builtArea: null,
  budget: null,
  references: [],
  images: [],
};

const all = (deck: ReturnType<typeof presentationDeck>) => deck.slides.flatMap(slideTexts).join("\n");

describe("knownPart", () => {
  it("keeps the sentences and list items that hold no marker, and nothing when only a label is left", () => {
    expect(knownPart(`O projeto está na etapa de estudo preliminar. ${toComplete("o que vem a seguir")}`)).toBe("O projeto está na etapa de estudo preliminar.");
    expect(knownPart(`José, este é o projeto Casa Ipê. ${toComplete("a ideia central. Em palavras simples")} Área de 1.234,56 m² no total.`)).toBe("José, este é o projeto Casa Ipê. Área de 1.234,56 m² no total.");
    expect(knownPart(`Ideias norteadoras: • ${toComplete("ideia 1")} • Luz natural • ${toComplete("ideia 3")}`)).toBe("Ideias norteadoras: • Luz natural");
    expect(knownPart(`Ideias norteadoras: • ${toComplete("ideia 1")} • ${toComplete("ideia 2")}`)).toBeNull();
    expect(knownPart(`${toComplete("a ideia central")} — para José, em um projeto residencial.`)).toBeNull();
    expect(knownPart("Sem lacunas.")).toBe("Sem lacunas.");
    expect(stripPlaceholders(`Casa ${toComplete("nome")} Ipê`)).toBe("Casa Ipê");
  });
});

describe("presentationDeck", () => {
  it("prints no marker: the text keeps what is known, a concept of only markers is left out, and says which", () => {
    const deck = presentationDeck({
      ...base,
      slides: ["texto", "conceito", "contato"],
      text: [`José, este é o projeto Casa Ipê. ${toComplete("a ideia central do projeto")}`, toComplete("como será viver no espaço"), `O projeto está na etapa de estudo preliminar. ${toComplete("o que vem a seguir")}`].join("\n\n"),
      concept: {
        sections: [
          { key: "declaracao", title: "Conceito", blocks: [{ type: "paragraph", content: [{ text: `${toComplete("a ideia central do projeto, em uma frase")} — para José.` }] }] },
          { key: "ideias-norteadoras", title: "Ideias norteadoras", blocks: [{ type: "bulletList", items: [[{ text: toComplete("ideia norteadora 1") }], [{ text: toComplete("ideia norteadora 2") }]] }] },
        ],
      },
      contactLines: ["CAU A12345-6", `Telefone: ${toComplete("telefone")}`],
    });
    expect(all(deck)).not.toMatch(/completar/i);
    expect(deck.slides.map((s) => s.kind)).toEqual(["cover", "text", "closing"]);
    expect(deck.slides[1]).toEqual({ kind: "text", heading: "Apresentação", paragraphs: ["José, este é o projeto Casa Ipê.", "O projeto está na etapa de estudo preliminar."] });
    expect(deck.slides[2]).toMatchObject({ lines: ["Atelier", "CAU A12345-6"] });
    expect(deck.issues).toEqual([
      { slide: "texto", status: "parcial", gaps: ["a ideia central do projeto", "como será viver no espaço", "o que vem a seguir"] },
      { slide: "conceito", status: "fora", gaps: ["a ideia central do projeto, em uma frase", "ideia norteadora 1", "ideia norteadora 2"] },
      { slide: "contato", status: "parcial", gaps: ["telefone"] },
    ]);
  });

  it("a concept partly known keeps its known lines; a figure or a cover line to complete goes", () => {
    const deck = presentationDeck({
      ...base,
      slides: ["conceito", "orcamento"],
      clientName: toComplete("nome do cliente"),
      concept: {
        sections: [
          { key: "declaracao", title: "Conceito", blocks: [{ type: "paragraph", content: [{ text: "Uma casa aberta ao jardim." }] }] },
          { key: "paleta", title: "Paleta", blocks: [{ type: "bulletList", items: [[{ text: "Tijolo aparente" }], [{ text: toComplete("cores") }]] }] },
        ],
      },
      budget: {
        items: [
          { label: "Total", value: "R$ 1.234,56" },
          { label: "Custo por m²", value: toComplete("área construída") },
        ],
        note: "Estimativa.",
      },
    });
    expect(all(deck)).not.toMatch(/completar/i);
    const cover = deck.slides[0]!;
    expect(cover.kind === "cover" && cover.lines.map((l) => l.label)).toEqual(["Escritório", "Data"]);
    // One slide per concept section, its list kept as a list (decision 074).
    expect(deck.slides[1]).toEqual({ kind: "text", heading: "Conceito", paragraphs: ["Uma casa aberta ao jardim."] });
    expect(deck.slides[2]).toEqual({ kind: "text", heading: "Paleta", paragraphs: [], bullets: ["Tijolo aparente"] });
    expect(deck.slides[3]).toMatchObject({ kind: "figures", items: [{ label: "Total", value: "R$ 1.234,56" }] });
    expect(deck.issues).toEqual([
      { slide: "capa", status: "parcial", gaps: ["nome do cliente"] },
      { slide: "conceito", status: "parcial", gaps: ["cores"] },
      { slide: "orcamento", status: "parcial", gaps: ["área construída"] },
    ]);
  });

  it("leaves a deck without markers as buildSlides makes it, with no issue", () => {
    const deck = presentationDeck({ ...base, text: "Primeiro parágrafo.\n\nSegundo." });
    expect(deck.issues).toEqual([]);
    expect(deck.slides.map((s) => s.kind)).toEqual(["cover", "text", "closing"]);
  });

  it("the last guard drops rows and figures with a marker and a slide left empty", () => {
    expect(knownSlide({ kind: "table", heading: "Programa", columns: [{ label: "Ambiente" }], rows: [["Sala"], [toComplete("ambiente")]], footer: null })).toEqual([
      { kind: "table", heading: "Programa", columns: [{ label: "Ambiente" }], rows: [["Sala"]], footer: null },
    ]);
    expect(knownSlide({ kind: "figures", heading: "Áreas", items: [{ label: "Lote", value: toComplete("área do lote") }], note: null })).toEqual([]);
    expect(knownSlide({ kind: "text", heading: `Texto ${toComplete("x")}`, paragraphs: [toComplete("y")] })).toEqual([]);
  });
});

describe("lists on slides (decision 074)", () => {
  it("a list item with a marker goes like a paragraph, and is reported", () => {
    const concept = {
      sections: [
        { key: "ideias-norteadoras", title: "Ideias norteadoras", blocks: [{ type: "bulletList" as const, items: [[{ text: "Luz natural" }], [{ text: toComplete("ideia 2") }]] }] },
      ],
    };
    const deck = presentationDeck({ ...base, slides: ["conceito"], concept });
    expect(all(deck)).not.toContain("completar");
    expect(deck.slides.find((s) => s.kind === "text")).toMatchObject({ heading: "Ideias norteadoras", bullets: ["Luz natural"] });
    expect(deck.issues).toEqual([{ slide: "conceito", status: "parcial", gaps: ["ideia 2"] }]);
    expect(knownSlide({ kind: "text", heading: "H", paragraphs: [], bullets: [toComplete("x")] })).toEqual([]);
    expect(slideTexts({ kind: "text", heading: "H", paragraphs: ["p"], bullets: ["b"] })).toEqual(["H", "p", "b"]);
  });

  it("paragraphs under a list go the same way, and are read for markers", () => {
    expect(knownSlide({ kind: "text", heading: "H", paragraphs: [], bullets: ["b"], after: [`Depois. ${toComplete("x")}`, toComplete("y")] })).toEqual([{ kind: "text", heading: "H", paragraphs: [], bullets: ["b"], after: ["Depois."] }]);
    expect(knownSlide({ kind: "text", heading: "H", paragraphs: [], after: [toComplete("y")] })).toEqual([]);
    expect(slideTexts({ kind: "text", heading: "H", paragraphs: ["p"], bullets: ["b"], after: ["a"] })).toEqual(["H", "p", "b", "a"]);
  });
});
