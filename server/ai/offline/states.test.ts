import { describe, expect, it } from "vitest";
import { answerOfflineDetailed } from "./answer";
import { statesNamed } from "./states";

describe("statesNamed", () => {
  it("reads a state by its name or its fire department's acronym, and 'para' as a preposition", () => {
    expect(statesNamed("no Pará, pela IT 11 do CBMPA?")).toEqual(["PA"]);
    expect(statesNamed("IT do CBPMESP")).toEqual(["SP"]);
    expect(statesNamed("no paraná a NPT 018")).toEqual(["PR"]);
    expect(statesNamed("qual a largura para a porta?")).toEqual([]);
    expect(statesNamed("o SPDA no para-raios do prédio")).toEqual([]);
  });
});

describe("a state's fire rule answers only for that state (decision 082)", () => {
  const NOW = new Date("2026-11-26T12:00:00Z");
  const ids = (q: string) => answerOfflineDetailed(q, NOW).passages.map((p) => p.id);

  it("quotes Paraná's NPT for Paraná, never for Goiás or Rio Grande do Sul", () => {
    expect(ids("no Paraná, qual a distância máxima entre luminárias de emergência?")[0]).toBe("npt018-pr-luminarias-15m");
    expect(ids("em Goiás, qual a distância máxima entre luminárias de emergência?")).not.toContain("npt018-pr-luminarias-15m");
    expect(ids("em SP, qual a distância máxima até um extintor?")[0]).toBe("it21-sp-extintores-distribuicao");
    expect(ids("no Rio Grande do Sul, qual a distância máxima até um extintor?")).not.toContain("it21-sp-extintores-distribuicao");
  });

  it("does not answer a percentage asked of Pará's IT with another rule's widths", () => {
    const d = answerOfflineDetailed("no Pará, adequando prédio existente pra rota de fuga, a rampa pode ter até quantos % pela IT 11 do CBMPA?", NOW);
    expect(d.answer.found).toBe(false);
  });
});
