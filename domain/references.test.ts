import { describe, expect, it } from "vitest";
import { NO_LOT_PARAMETERS } from "./projects.schema";
import type { ProjectFacts } from "./project-facts";
import { KEYWORDS_MAX, KEYWORDS_SYSTEM_PROMPT, keywordsPrompt, offlineKeywords, parseKeywords, referenceSearchLinks } from "./references";
import type { WrittenContent } from "./written-documents.schema";

function facts(overrides: Partial<ProjectFacts> & { answers?: Record<string, string>; type?: ProjectFacts["project"]["type"]; standard?: ProjectFacts["project"]["standard"] } = {}): ProjectFacts {
  const { answers, type = "residencial", standard = "normal", ...rest } = overrides;
  return {
    project: { name: "Casa Jardins", type, standard, stage: "estudo-preliminar", builtArea: null, deadline: null },
    client: { name: "Marina Souza", kind: null, addressForm: null },
    landPlot: { address: "Rua das Flores, 100", city: "Campinas", state: "SP", area: 360, frontage: 12, depth: 30, zoning: null, topography: null, ...NO_LOT_PARAMETERS },
    studio: { name: "Estúdio Lima", cau: null, responsibleArchitect: null, city: null, legalName: null, cnpj: null },
    today: "2026-11-20",
    author: { name: "Ana Lima" },
    briefing: answers ? { questionnaire: "residencial", answers, followUps: [] } : null,
    programme: null,
    concept: null,
    references: [],
    materials: [],
    budget: null,
    ...rest,
  };
}

const concept = (paleta: string, declaracao = ""): WrittenContent => ({
  sections: [
    { key: "declaracao", title: "Conceito", blocks: declaracao ? [{ type: "paragraph", content: [{ text: declaracao }] }] : [] },
    { key: "paleta", title: "Paleta de materiais e cores", blocks: [{ type: "bulletList", items: [[{ text: paleta }]] }] },
  ],
});

describe("referenceSearchLinks", () => {
  it("opens ArchDaily, Pinterest, Behance and an image search with every word, URL-encoded", () => {
    const links = referenceSearchLinks(["casa contemporânea", " madeira ", "", "aço & vidro"]);
    const q = encodeURIComponent("casa contemporânea madeira aço & vidro");
    expect(links).toEqual([
      { site: "archdaily", label: "Pesquisar no ArchDaily", url: `https://www.archdaily.com.br/search/br/all?q=${q}` },
      { site: "pinterest", label: "Pesquisar no Pinterest", url: `https://br.pinterest.com/search/pins/?q=${q}` },
      { site: "behance", label: "Pesquisar no Behance", url: `https://www.behance.net/search/projects?search=${q}` },
      { site: "imagens", label: "Pesquisar imagens", url: `https://www.google.com/search?tbm=isch&q=${q}` },
    ]);
    expect(new URL(links[1]!.url).searchParams.get("q")).toBe("casa contemporânea madeira aço & vidro");
    expect(new URL(links[3]!.url).searchParams.get("tbm")).toBe("isch");
  });
});

describe("offlineKeywords", () => {
  it("reads type, standard, style, materials, colours and feelings from the briefing, in that order", () => {
    const words = offlineKeywords(
      facts({
        standard: "alto",
        answers: {
          estilo: "Contemporânea, com um toque rústico",
          materiais: "Madeira, concreto aparente e pedra",
          cores: "Tons terrosos e branco; nada de preto",
          sensacoes: "Aconchegante e com muita luz natural",
          "nao-gosta": "Dourado",
        },
      }),
    );
    // Searched together, the style agrees with the house: "casa contemporânea" (R-CLIENT-3).
    expect(words).toEqual(["casa", "alto padrão", "contemporânea", "rústica", "madeira", "concreto aparente", "pedra natural", "tons terrosos", "branco", "aconchegante"]);
    expect(words).not.toContain("preto");
    expect(words).not.toContain("dourado");
    expect(words).not.toContain("concreto");
  });

  it("keeps at most 10 words, without repeats, and adds the concept's palette", () => {
    const words = offlineKeywords(
      facts({
        answers: { estilo: "minimalista, moderno", materiais: "madeira e madeira clara" },
        concept: concept("Cimento queimado, madeira, linho e tons neutros", "Uma casa minimalista e serena"),
      }),
    );
    expect(words).toEqual(["casa", "minimalista", "moderna", "madeira", "cimento queimado", "linho", "tons neutros"]);
    const many = offlineKeywords(facts({ answers: { estilo: "contemporâneo industrial escandinavo tropical boho rústico clássico retrô vintage brutalista" } }));
    expect(many).toHaveLength(KEYWORDS_MAX);
  });

  it("never answers empty: the kind of project and 'arquitetura', then the type's fillers up to 5", () => {
    expect(offlineKeywords(facts())).toEqual(["casa", "arquitetura", "fachada", "sala integrada", "área gourmet"]);
    expect(offlineKeywords(facts({ type: "industrial", standard: "baixo" }))).toEqual(["galpão industrial", "baixo custo", "arquitetura", "fachada industrial", "estrutura metálica"]);
    for (const type of ["comercial", "misto", "institucional", "interiores", "reforma"] as const) {
      const words = offlineKeywords(facts({ type }));
      expect(words.length, type).toBe(5);
      expect(words, type).toContain("arquitetura");
    }
  });

  it("searches for the property's kind when the briefing says it (interiores, reforma)", () => {
    expect(offlineKeywords(facts({ type: "interiores", answers: { "imovel-tipo": "Apartamento", estilo: "japandi" } })).slice(0, 3)).toEqual(["design de interiores", "apartamento", "japandi"]);
    expect(offlineKeywords(facts({ type: "interiores", answers: { "imovel-tipo": "Apartamento", estilo: "contemporâneo" } })).slice(0, 3)).toEqual(["design de interiores", "apartamento", "contemporâneo"]);
    expect(offlineKeywords(facts({ type: "interiores", answers: { "imovel-tipo": "Casa", estilo: "contemporâneo" } })).slice(0, 3)).toEqual(["design de interiores", "casa", "contemporânea"]);
  });
});

describe("the AI prompt", () => {
  it("asks for a JSON array of 5 to 10 words and sends the taste answers and the concept, not the client", () => {
    expect(KEYWORDS_SYSTEM_PROMPT).toContain("array JSON");
    const prompt = keywordsPrompt(facts({ standard: "alto", answers: { estilo: "rústico\nmoderno", "nao-gosta": "dourado", moradores: "4" }, concept: concept("madeira") }));
    expect(prompt).toContain("Tipo de projeto: Residencial");
    expect(prompt).toContain("Padrão de construção: Alto");
    expect(prompt).toContain("- Estilo: rústico / moderno");
    expect(prompt).toContain("- Não gosta: dourado");
    expect(prompt).toContain("- Paleta de materiais e cores: madeira");
    expect(prompt).not.toContain("Marina");
    expect(prompt).not.toContain("Rua das Flores");
    expect(keywordsPrompt(facts())).toContain("(ainda sem conceito)");
  });
});

describe("parseKeywords", () => {
  it("reads a JSON array, in fences or with text around it, or inside an object", () => {
    expect(parseKeywords('["casa contemporânea", "madeira", "concreto aparente"]')).toEqual(["casa contemporânea", "madeira", "concreto aparente"]);
    expect(parseKeywords('Claro!\n```json\n["madeira", "Madeira", "luz natural", 3]\n```')).toEqual(["madeira", "luz natural"]);
    expect(parseKeywords('{"palavras": ["pedra", "vidro"]}')).toEqual(["pedra", "vidro"]);
  });

  it("reads a list of lines or of commas, dropping the introduction and long phrases", () => {
    expect(parseKeywords("Aqui estão as palavras-chave:\n- casa de campo\n- madeira\n2. \"pedra natural\"\n* uma frase longa demais para ser uma palavra-chave de busca")).toEqual([
      "casa de campo",
      "madeira",
      "pedra natural",
    ]);
    expect(parseKeywords("madeira, concreto, vidro, luz natural.")).toEqual(["madeira", "concreto", "vidro", "luz natural"]);
  });

  it("caps the list at 10 and answers null for prose or nothing usable", () => {
    expect(parseKeywords(JSON.stringify(Array.from({ length: 15 }, (_, i) => `palavra ${i}`)))).toHaveLength(10);
    expect(parseKeywords("Desculpe, não posso ajudar.")).toBeNull();
    expect(parseKeywords("[]")).toBeNull();
    expect(parseKeywords("")).toBeNull();
    expect(parseKeywords(`["${"a".repeat(61)}"]`)).toBeNull();
  });
});
