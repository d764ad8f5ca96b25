import { describe, expect, it } from "vitest";
import type { Addressee } from "./addressing";
import { MATERIAL_STYLES } from "./materials-catalogue";
import { PROJECT_STAGES, PROJECT_TYPES } from "./projects";
import { describeIssues, findTextIssues, slugsOf } from "./text-quality";

const woman: Addressee = { name: "Juliana Kowalski", kind: "pessoa_feminina" };
const man: Addressee = { name: "Ricardo Alves", kind: "pessoa_masculina" };
const couple: Addressee = { name: "Ricardo e Juliana Kowalski", kind: "casal" };
const company: Addressee = { name: "Construtora Pinhal", kind: "empresa" };

const kinds = (text: string, check = {}) => findTextIssues(text, check).map((i) => `${i.kind}:${i.found}`);

describe("text quality patterns (R-CLIENT-3)", () => {
  it("finds doubled and clashing punctuation, and leaves an ellipsis alone", () => {
    expect(kinds("Fim.. Outro,, e mais.")).toEqual(["pontuacao:..", "pontuacao:,,"]);
    expect(kinds('A fachada volta-se ao norte.". Depois')).toEqual(['pontuacao:.".']);
    expect(kinds("Orçamento?: R$ 10,00. Área:. Nota")).toEqual(["pontuacao:?:", "pontuacao::."]);
    expect(kinds("Aguarde... e depois (etc.). Valor 1.234,56 e 3:30.")).toEqual([]);
  });

  it("finds agreement markers and a count of one before a plural noun", () => {
    expect(kinds("Prezado(a) cliente, o(a) arquiteto(a) salvou referência(s).")).toEqual([
      "marcador:o(a)",
      "marcador:o(a)",
      "marcador:o(a)",
      "marcador:a(s)",
    ]);
    expect(kinds("1 referências salvas e 1 ambientes")).toEqual(["contagem:1 referências", "contagem:1 ambientes"]);
    expect(kinds("1 referência salva, 1 mês, 1 dos ambientes, 21 ambientes, R$ 1.500 reais e 11 quartos")).toEqual([]);
  });

  it("finds an id where its label belongs, and only ids written unlike their label", () => {
    const slugs = slugsOf(MATERIAL_STYLES, PROJECT_TYPES, PROJECT_STAGES);
    expect(slugs).toContain("contemporaneo");
    expect(slugs).toContain("projeto-legal");
    expect(slugs).not.toContain("residencial");
    expect(kinds("Estilo: contemporaneo; etapa projeto-legal.", { slugs })).toEqual(["slug:contemporaneo", "slug:projeto-legal"]);
    expect(kinds("Estilo: Contemporâneo; etapa Projeto legal; contemporaneos-x.", { slugs })).toEqual([]);
  });

  it("finds words that disagree with the client", () => {
    expect(kinds("Ricardo e Juliana Kowalski responde o briefing pensado a partir do que você nos contou.", { addressee: couple })).toEqual([
      "concordancia:você",
      "concordancia:Ricardo e Juliana Kowalski responde",
    ]);
    expect(kinds("Ricardo e Juliana Kowalski respondem o briefing; vocês nos contaram.", { addressee: couple })).toEqual([]);
    expect(kinds("Prezado Sr. Ricardo, o cliente pediu.", { addressee: woman })).toEqual(["concordancia:Prezado", "concordancia:Sr.", "concordancia:o cliente"]);
    expect(kinds("Prezada Sra. Juliana, a cliente pediu.", { addressee: woman })).toEqual([]);
    expect(kinds("Prezada Sra. Juliana, a cliente pediu.", { addressee: man })).toEqual(["concordancia:Prezada", "concordancia:Sra.", "concordancia:a cliente"]);
    expect(kinds("Olá, equipe da Construtora Pinhal, você pediu.", { addressee: company })).toEqual(["concordancia:você"]);
    expect(kinds("Prezada equipe da Construtora Pinhal, os senhores pediram.", { addressee: company })).toEqual([]);
    expect(kinds("Prezado Sr. Pinhal,", { addressee: company })).toEqual(["concordancia:Prezado"]);
  });

  it("describes each issue with where it is", () => {
    expect(describeIssues(findTextIssues("Fim.. Outro"))).toBe("pontuacao: «..» em «…Fim.. Outro…»");
  });
});
