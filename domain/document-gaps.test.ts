import { describe, expect, it } from "vitest";
import { gapLinks, gapsSummary, hasPlaceholder, placeholdersIn, placeOf, scanWrittenGaps } from "./document-gaps";
import { toComplete } from "./written-documents";
import type { WrittenContent } from "./written-documents.schema";

describe("placeholdersIn", () => {
  it("finds each marker's words, the one toComplete writes, a spaced or capitalised one and an unclosed one", () => {
    expect(placeholdersIn(`A ${toComplete("área do lote")} e ${toComplete("zona da lei de uso e ocupação")}.`)).toEqual(["área do lote", "zona da lei de uso e ocupação"]);
    expect(placeholdersIn("[ Completar :  número da ART ]")).toEqual(["número da ART"]);
    expect(placeholdersIn("Texto [completar: o que falta")).toEqual(["o que falta"]);
    expect(placeholdersIn("[completar:]")).toEqual(["trecho a completar"]);
    expect(placeholdersIn("Nada a completar aqui [1].")).toEqual([]);
    expect(hasPlaceholder("x [completar: y]")).toBe(true);
    // Twice: the global pattern's position must not carry over from one call to the next.
    expect(hasPlaceholder("x [completar: y]")).toBe(true);
    expect(hasPlaceholder("completar depois")).toBe(false);
  });
});

describe("placeOf", () => {
  it("sends stored data to where it is kept and design decisions to the section", () => {
    expect(placeOf("endereço do terreno")).toBe("terreno");
    expect(placeOf("área do lote")).toBe("terreno");
    expect(placeOf("zona da lei de uso e ocupação")).toBe("terreno");
    expect(placeOf("área construída")).toBe("projeto");
    expect(placeOf("nome e registro no CAU/CREA")).toBe("configuracoes");
    expect(placeOf("autor do projeto")).toBe("configuracoes");
    expect(placeOf("número da ART/RRT")).toBe("secao");
    expect(placeOf("o briefing ainda não tem respostas")).toBe("briefing");
    expect(placeOf("referências visuais (salve-as em Pesquisa de referências)")).toBe("referencias");
    expect(placeOf("conceito do projeto (veja o documento de conceito)")).toBe("conceito");
    expect(placeOf("os ambientes principais")).toBe("programa");
    expect(placeOf("posição no lote, recuos, acessos e orientação solar")).toBe("secao");
    expect(placeOf("taxa de ocupação do projeto")).toBe("secao");
    expect(placeOf("taxa de ocupação máxima")).toBe("terreno");
    expect(placeOf("parâmetros urbanísticos que orientaram o projeto")).toBe("terreno");
    expect(placeOf("recuo frontal")).toBe("terreno");
    expect(placeOf("sistema estrutural")).toBe("secao");
  });
});

const content: WrittenContent = {
  sections: [
    {
      key: "identificacao",
      title: "Identificação",
      blocks: [
        // A marker split by bold is one gap, as the reader sees it.
        { type: "paragraph", content: [{ text: "Endereço: [completar: " }, { text: "endereço do terreno]", bold: true }] },
        { type: "bulletList", items: [[{ text: "ART/RRT: [completar: número da ART/RRT]" }], [{ text: "Obra: Casa Ipê" }]] },
      ],
    },
    { key: "objetivo", title: "Objetivo", blocks: [{ type: "paragraph", content: [{ text: "Descrever a obra." }] }] },
    {
      key: "descricao-imovel",
      title: "Descrição do imóvel",
      blocks: [{ type: "table", header: true, rows: [[[{ text: "Item" }], [{ text: "Valor" }]], [[{ text: "Área do lote" }], [{ text: "[completar: área do lote]" }]]] }],
    },
    { key: "limpeza-final", title: "Limpeza final", blocks: [{ type: "paragraph", content: [] }] },
  ],
};

describe("scanWrittenGaps", () => {
  it("lists every marker (paragraphs, lists, tables) and every blank section, by section, in order", () => {
    const gaps = scanWrittenGaps(content);
    expect(gaps).toEqual([
      { section: { key: "identificacao", title: "Identificação", number: 1 }, kind: "completar", text: "endereço do terreno", place: "terreno" },
      { section: { key: "identificacao", title: "Identificação", number: 1 }, kind: "completar", text: "número da ART/RRT", place: "secao" },
      { section: { key: "descricao-imovel", title: "Descrição do imóvel", number: 3 }, kind: "completar", text: "área do lote", place: "terreno" },
      { section: { key: "limpeza-final", title: "Limpeza final", number: 4 }, kind: "vazia", text: "seção em branco", place: "secao" },
    ]);
    expect(gapsSummary(gaps)).toBe("3 trechos a completar e 1 seção em branco");
    expect(gapsSummary(gaps.slice(0, 1))).toBe("1 trecho a completar");
    expect(gapsSummary([])).toBe("");
  });

  it("links the section in its editor, and the place that keeps the data", () => {
    const [lot, art] = scanWrittenGaps(content);
    const ids = { kind: "memorial" as const, documentId: "d1", projectId: "p1" };
    expect(gapLinks(lot!, ids)).toEqual([
      { label: "Seção 1. Identificação", href: "/dashboard/memorial/d1#secao-identificacao" },
      { label: "Terreno do projeto", href: "/dashboard/projetos/p1#terreno" },
    ]);
    expect(gapLinks(art!, { ...ids, kind: "apresentacao" })).toEqual([{ label: "Seção 1. Identificação", href: "/dashboard/apresentacoes/d1#secao-identificacao" }]);
  });
});
