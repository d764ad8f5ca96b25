import { describe, expect, it } from "vitest";
import { answerOfflineDetailed } from "./answer";
import { MAX_PARTS, questionParts } from "./parts";

const NOW = new Date("2026-11-26T12:00:00Z");

describe("questionParts (R-AI-8, decision 082)", () => {
  it("keeps a bare 'e quem fiscaliza?' with the part before: it asks who, of the same thing", () => {
    expect(questionParts("Fiz a autovistoria do prédio seguindo a NBR 16747. Para qual órgão da prefeitura entrego o laudo e quem fiscaliza?")).toHaveLength(1);
    // A "quem" with a subject of its own is a part of its own.
    expect(questionParts("qual a altura do corrimão e quem fiscaliza a obra de acessibilidade?").length).toBeGreaterThan(1);
  });

  it("keeps a question that asks one thing whole", () => {
    for (const q of [
      "Qual a largura mínima de uma porta acessível?",
      "qual a diferença entre guarda-corpo e corrimão?",
      "qual a distância entre o reservatório e a fossa?",
      "o custo global da obra é a área real construída vezes o CUB?",
      "até quando é o prazo da declaração do imposto de renda?",
    ])
      expect(questionParts(q)).toEqual([q]);
  });

  it("reads a sentence told after the question, asking nothing, as its context", () => {
    // Before: "A convenção antiga fala em 20%" became a part, and its answer echoed the 20%.
    const q = "Condômino atrasou a taxa do condomínio: qual o teto da multa pelo Código Civil hoje? A convenção antiga fala em 20%.";
    expect(questionParts(q)).toEqual([q]);
    // A second question without its "?" is still a part.
    expect(questionParts("qual a largura da rampa? qual a inclinação máxima")).toHaveLength(2);
  });

  it("keeps whole a later question that points back at the one before", () => {
    // Before: "qual a multa se não tiver?" was a part of its own, answered with a CAU fine.
    const q = "clube em jales quer reformar a piscina. precisa de botão de emergencia contra sucção? qual a multa se nao tiver?";
    expect(questionParts(q)).toEqual([q]);
    expect(answerOfflineDetailed(q, NOW).passages).toEqual([]);
    expect(questionParts("qual a largura da rampa? e nesse caso, qual a inclinação?")).toHaveLength(1);
  });

  it("keeps whole a later question that names only a law and what it does", () => {
    // Alone, "quanto a LBI reserva hoje?" was answered with the LBI's theatre seats.
    const q = "li que aumentaram as vagas pcd pra 5%, ja vale? quanto a LBI reserva hoje?";
    expect(questionParts(q)).toEqual([q]);
    expect(answerOfflineDetailed(q, NOW).passages[0]?.id).toBe("vagas-pcd-lbi-2-por-cento");
    // A part that names its own thing beside the law stays a part.
    expect(questionParts("qual a largura da rampa? e quantas vagas a LBI reserva em estacionamento?")).toHaveLength(2);
  });

  it("splits a second question after “e” and gives it the thing the first asks about", () => {
    expect(questionParts("qual a largura mínima de uma rampa acessível e qual a inclinação máxima?")).toEqual([
      "Qual a largura mínima de uma rampa acessível?",
      "Qual a inclinação máxima de uma rampa acessível?",
    ]);
    expect(questionParts("qual a altura mínima do guarda-corpo e o vão máximo entre as barras?")).toEqual([
      "Qual a altura mínima do guarda-corpo?",
      "O vão máximo entre as barras do guarda-corpo?",
    ]);
    // A measure with a thing of its own keeps it.
    expect(questionParts("qual a altura da bacia e a largura da porta?")).toEqual(["Qual a altura da bacia?", "A largura da porta?"]);
  });

  it("asks one measure of each of two things", () => {
    expect(questionParts("qual a altura do corrimão e da guarda-corpo?")).toEqual(["Qual a altura do corrimão?", "Qual a altura da guarda-corpo?"]);
    expect(questionParts("qual a altura da bacia sanitária acessível? e a do lavatório?")).toEqual([
      "Qual a altura da bacia sanitária acessível?",
      "Qual a altura do lavatório?",
    ]);
  });

  it("leaves a follow-up that names nothing to the whole question", () => {
    const q = "pela NBR 9077, a fórmula de Blondel 2h + b tem que ficar entre 63 cm e quanto?";
    expect(questionParts(q)).toEqual([q]);
    expect(questionParts("tomada acessível fica no máximo a que altura do piso? e no mínimo?")).toHaveLength(1);
    expect(questionParts("rampa: qual a largura mínima? (sei que o recomendado é 1,50)")).toHaveLength(1);
  });

  it("answers at most a handful of parts", () => {
    const q = "qual a altura da bacia? e a do lavatório? e a da pia? e a do espelho? e a do interruptor?";
    expect(questionParts(q)).toHaveLength(MAX_PARTS);
  });
});

describe("answerOfflineDetailed: a question in parts", () => {
  it("quotes a passage for each part, each leading its part", () => {
    const d = answerOfflineDetailed("qual a largura mínima de uma rampa acessível e qual a inclinação máxima?", NOW);
    expect(d.answer.found).toBe(true);
    expect(d.leads).toHaveLength(2);
    expect(d.leads?.[0]).toContain("1,20 m");
    expect(d.leads?.[1]).toContain("8,33%");
    expect(d.answer.text.indexOf("1,20 m")).toBeLessThan(d.answer.text.indexOf("8,33%"));
  });

  it("quotes no passage that answers none of the parts", () => {
    // The whole question's search adds a passage on escape routes below the room heights.
    const d = answerOfflineDetailed("qual o pé-direito mínimo da sala e do banheiro?", NOW);
    expect(d.passages.map((p) => p.id)).toEqual(["nbr15575-pe-direito"]);
  });

  it("says “não encontrei” for a part the base does not hold, beside the part it answers", () => {
    const d = answerOfflineDetailed("qual a altura da bacia sanitária acessível e qual a cor do azulejo do banheiro?", NOW);
    expect(d.answer.found).toBe(true);
    expect(d.leads).toHaveLength(1);
    expect(d.leads?.[0]).toContain("0,43");
    expect(d.answer.text).toContain("Sobre “Qual a cor do azulejo do banheiro?”: não encontrei isso na base offline do Prancheta.");
  });

  it("keeps the whole question's answer when it is a calculation", () => {
    const whole = answerOfflineDetailed("rampa com desnível de 0,60 m e inclinação de 8,33%: qual o comprimento?", NOW);
    expect(whole.computed.length).toBeGreaterThan(0);
    expect(whole.leads).toBeUndefined();
  });
});
