import { describe, expect, it } from "vitest";
import { EXCLUSION_TERM, foldAccents, formOf, processTerm, sentencesOf, stem, terms, tokenize, WEAK_TERMS, withoutThousandsDots } from "./text";

describe("processTerm", () => {
  it("folds accents and case", () => {
    expect(foldAccents("Inclinação ÁREA m²")).toBe("inclinacao area m2");
    expect(processTerm("Acessível")).toBe(processTerm("acessivel"));
    expect(processTerm("INCLINAÇÃO")).toBe(processTerm("inclinacao"));
  });

  it("reads “art. 22” as an article, not as the ART", () => {
    // Before: "A ART foi instituída por qual lei?" led with a passage citing "art. 22" of Lei 6.766.
    expect(terms("pelo art. 22 e arts. 614 a 622")).not.toContain("art");
    expect(terms("pelo art. 22")).toEqual(terms("pelo artigo 22"));
    expect(terms("o art 1336 do código")).toEqual(terms("o artigo 1336 do código"));
    expect(terms("a ART do engenheiro")).toContain("art");
  });

  it("drops the tenses of a case, and reads a Sinduscon's plural as its name", () => {
    expect(terms("se o empreendimento não tiver afetação")).toEqual(terms("se o empreendimento não afetação"));
    expect(terms("os sinduscons")).toEqual(terms("o Sinduscon"));
    expect(terms("os itens")).toEqual(terms("o item"));
    expect(terms("o mercado que estou projetando")).toEqual(terms("o mercado que projetando"));
  });

  it("drops Portuguese stopwords and one-letter words", () => {
    for (const w of ["de", "da", "qual", "Quais", "é", "o", "para", "não", "b"]) expect(processTerm(w)).toBeNull();
    expect(terms("Qual é a largura mínima da porta?")).toEqual(["largur", "minim", "port"]);
  });

  it("reduces plurals and gender to one stem", () => {
    expect(stem("rampas")).toBe(stem("rampa"));
    expect(processTerm("inclinações")).toBe(processTerm("inclinação"));
    expect(processTerm("sanitários")).toBe(processTerm("sanitário"));
    expect(processTerm("degraus")).toBe(processTerm("degrau"));
    expect(processTerm("vãos")).toBe(processTerm("vão"));
    expect(processTerm("estacionamento")).toBe(processTerm("estacionar"));
    expect(processTerm("mínima")).toBe(processTerm("mínimo"));
    expect(processTerm("materiais")).toBe(processTerm("material"));
    expect(processTerm("níveis")).toBe(processTerm("nível"));
    expect(processTerm("itens")).toBe(processTerm("item"));
    expect(processTerm("mulheres")).toBe(processTerm("mulher"));
    expect(processTerm("custa")).toBe(processTerm("custo"));
  });

  it("keeps apart the words the stemmer would merge with an asking word", () => {
    // "partido arquitetônico" is no "a partir de"; the "verso" of a tile is no norm's "versão".
    expect(terms("partido")).not.toEqual(terms("partir"));
    expect(terms("partidos")).toEqual(terms("partido"));
    expect(terms("verso")).not.toEqual(terms("versão"));
    // A book is not "livre" (a clear width): a question on downloading books found an APP passage.
    expect(terms("livros")).not.toEqual(terms("livre"));
    // A table is not a month: "mesa" fell out of the subject as "mês" does, an asking word.
    expect(terms("mesa")).not.toEqual(terms("mês"));
    expect(terms("mesas")).toEqual(terms("mesa"));
  });

  it("leaves short words and numbers alone, and reads decimals as one figure", () => {
    expect(stem("pé")).toBe("pé");
    expect(processTerm("9050")).toBe("9050");
    expect(processTerm("0,80")).toBe(processTerm("0,8"));
    expect(processTerm("8,33")).toBe("8.33");
    expect(processTerm("r8n")).toBe("r8n");
  });

  it("splits norm codes typed as one word", () => {
    expect(processTerm("nbr9050")).toEqual(["nbr", "9050"]);
    expect(processTerm("NBR15575")).toEqual(["nbr", "15575"]);
  });
});

describe("WEAK_TERMS", () => {
  it("holds generic words in their processed form", () => {
    expect(WEAK_TERMS.has(processTerm("norma") as string)).toBe(true);
    expect(WEAK_TERMS.has(processTerm("Preço") as string)).toBe(true);
    expect(WEAK_TERMS.has(processTerm("rampa") as string)).toBe(false);
  });
});

describe("tokenize", () => {
  it("joins thousands written with a dot and keeps a decimal whole", () => {
    expect(tokenize("NBR 15.575")).toEqual(["NBR", "15575"]);
    expect(tokenize("R$ 1.500,00")).toEqual(["R", "1500,00"]);
    expect(tokenize("rampa de 8,33%")).toEqual(["rampa", "de", "8,33"]);
  });

  it("turns months into the abbreviation the CUB tables use", () => {
    expect(terms("CUB de outubro de 2024")).toEqual(expect.arrayContaining(["cub", "out", "2024"]));
    // Only before a year: a concrete "marco" is no March, and Rio de Janeiro no January.
    expect(terms("marco de concreto")).not.toContain("mar");
    expect(terms("CUB do Rio de Janeiro de 2025")).not.toContain("jan");
    expect(terms("CUB 10/2024")).toContain("out");
    expect(terms("out/2024")).toEqual(["out", "2024"]);
  });

  it("marks exclusions on both sides, as the word 'não' alone is a stopword", () => {
    for (const q of ["o que não está incluído no CUB", "o que fica de fora do CUB", "o CUB exclui o quê?", "não inclui fundações"]) {
      expect(terms(q), q).toContain(processTerm(EXCLUSION_TERM));
    }
    expect(terms("o que está incluído no CUB")).not.toContain(processTerm(EXCLUSION_TERM));
    expect(terms("vaga exclusiva para moto")).not.toContain(processTerm(EXCLUSION_TERM));
  });

  it("adds the joined form of CUB standard-project codes", () => {
    expect(tokenize("CUB R1-B")).toContain("R1B");
    expect(tokenize("CSL16-N")).toContain("CSL16N");
  });
});

describe("formOf", () => {
  it("is the term, or a longer word it begins when the term has five letters or more", () => {
    expect(formOf("rampas", "rampa")).toBe(true);
    expect(formOf("rampa", "rampa")).toBe(true);
    // Four letters are too few to tell: "corr" (of "correr") is not "corrimão".
    expect(formOf("corrimao", "corr")).toBe(false);
    expect(formOf("rampa", "rampas")).toBe(false);
  });
});

describe("sentencesOf", () => {
  it("splits after a full stop or a semicolon, not inside a number", () => {
    expect(sentencesOf("Largura de 1,20 m. Inclinação até 8,33%; patamar a cada 50 m.")).toEqual(["Largura de 1,20 m.", "Inclinação até 8,33%;", "patamar a cada 50 m."]);
    expect(sentencesOf("Pela Lei 13.146/2015, 2% das vagas.")).toEqual(["Pela Lei 13.146/2015, 2% das vagas."]);
  });
});

describe("withoutThousandsDots", () => {
  it("drops the dot of a law's or norm's number, not a decimal comma or a sentence's full stop", () => {
    expect(withoutThousandsDots("Lei 13.146/2015 e NBR 15.575")).toBe("Lei 13146/2015 e NBR 15575");
    expect(withoutThousandsDots("PL 4.108/15; 0,80 m. 12 m.")).toBe("PL 4108/15; 0,80 m. 12 m.");
  });
});
