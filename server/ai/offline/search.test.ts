import { describe, expect, it } from "vitest";
import { buildIndexForBench, searchPassages } from "./search";

const codesFor = (q: string) => searchPassages(q).hits.map((h) => h.passage.code);

describe("searchPassages", () => {
  it.each(["9050", "nbr9050", "NBR 9050", "NBR-9050", "abnt nbr 9050:2020"])("finds the norm typed as %s", (q) => {
    expect(codesFor(q)[0]).toBe("ABNT NBR 9050:2020");
  });

  it("reads norm numbers written with a thousands dot", () => {
    expect(codesFor("NBR 15.575")[0]).toBe("ABNT NBR 15575:2013");
  });

  it("does not confuse close norm numbers", () => {
    expect(codesFor("5419")).not.toContain("ABNT NBR 5410:2004");
  });

  it("tolerates typos and missing accents", () => {
    expect(codesFor("inclinacao maxima da rampa")).toContain("ABNT NBR 9050:2020");
    expect(codesFor("acessibilidde em rampas")).toContain("ABNT NBR 9050:2020");
    expect(codesFor("impermeabilizaçao do box")).toContain("ABNT NBR 9575:2010");
  });

  it("quotes at most the requested number of passages, best first", () => {
    const { hits } = searchPassages("rampa acessível", 2);
    expect(hits.length).toBeLessThanOrEqual(2);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits.at(-1)!.score);
  });

  it("says not found for questions outside the base", () => {
    for (const q of ["Qual a capital da Austrália?", "quanto custa um Uber?", "receita de bolo de cenoura", "", "???"]) {
      expect(searchPassages(q).found, q).toBe(false);
    }
  });

  // How long it takes is bench/offline.ts's figure, not a test's: timed tests fail on a busy machine.
  it("builds a fresh index that answers", () => {
    buildIndexForBench();
    expect(searchPassages("largura mínima de rampa").found).toBe(true);
  });
});

describe("searchPassages: the passage that holds the fact comes first", () => {
  const first = (q: string) => searchPassages(q).hits[0]?.passage.id;

  it("reads negations", () => {
    expect(first("o que não está incluído no CUB?")).toBe("cub-nao-incluido");
    expect(first("o que fica de fora do CUB")).toBe("cub-nao-incluido");
  });

  it("reads months and years", () => {
    expect(first("CUB de São Paulo de outubro de 2025")).toBe("cub-sp-2025-10-res");
    expect(first("CUB SP 04/2024")).toBe("cub-sp-2024-04-res");
  });

  it("reads numbers with their decimals", () => {
    expect(searchPassages("rampa de 8,33%").hits[0]?.passage.text).toContain("8,33%");
  });

  it.each([
    ["altura do degrau da escada", "NBR 9", /16 cm|0,16 m/],
    ["corrimão de escada, a que altura?", "NBR 9050", /0,92 m/],
    ["vaga de deficiente quantos por cento", "Lei 13.146", /2%/],
    ["caixa d'água quantos dias de reserva", "NBR 5626", /reserva|reservatório/],
  ] as const)("understands everyday words: %s", (q, code, fact) => {
    const top = searchPassages(q).hits[0]?.passage;
    expect(top?.code).toContain(code);
    expect(top?.text).toMatch(fact);
  });

  it("puts the norm the question names first", () => {
    expect(searchPassages("fórmula de Blondel na 9077").hits[0]?.passage.code).toContain("NBR 9077");
    expect(searchPassages("fórmula de Blondel na 9050").hits[0]?.passage.code).toContain("NBR 9050");
  });
});
