import { describe, expect, it } from "vitest";
import { answerOfflineDetailed } from "./answer";
import { withoutCase } from "./context";

const NOW = new Date("2026-11-26T12:00:00Z");

describe("the case a question describes before it asks", () => {
  it("is cut when it describes the project and asks nothing", () => {
    expect(withoutCase("casa térrea de 200 m², qual a altura do corrimão?")).toEqual(["Qual a altura do corrimão?"]);
    expect(withoutCase("Estou fazendo um projeto de uma escola. Qual a largura mínima da rampa?")).toEqual(["Qual a largura mínima da rampa?"]);
    // One clause more each time, longest first.
    expect(withoutCase("numa reforma de apartamento, 3 quartos, qual a altura do corrimão?")).toEqual([
      "3 quartos, qual a altura do corrimão?",
      "Qual a altura do corrimão?",
    ]);
  });

  it("is cut when it tells of a design, and a norm named by its number is a subject of its own", () => {
    const q = "Vou conferir o cobrimento das armaduras de um projeto estrutural novo. Qual é a edição vigente da NBR 6118 que devo usar como referência?";
    expect(withoutCase(q)).toEqual(["Qual é a edição vigente da NBR 6118 que devo usar como referência?"]);
    const a = answerOfflineDetailed(q, NOW);
    expect(a.lead).toMatch(/2023/);
    expect(a.general).toBe(true);
  });

  it("is cut when it is an exam's given, unless it names a norm by its number", () => {
    expect(withoutCase("Sabendo que o projeto deve seguir as normas da ABNT, qual a altura do corrimão?")).toEqual(["Qual a altura do corrimão?"]);
    expect(withoutCase("Considerando que a NBR 9050 se aplica, qual a altura do corrimão?")).toEqual([]);
  });

  it("is cut when it is a condition the asking depends on", () => {
    // Before: "empreendimento" of the condition was read as the thing asked, and nothing answered.
    const q = "E se o empreendimento não tiver patrimônio de afetação, qual a multa máxima que a construtora retém no distrato?";
    expect(withoutCase(q)).toEqual(["Qual a multa máxima que a construtora retém no distrato?"]);
    expect(answerOfflineDetailed(q, NOW).passages[0]?.id).toBe("lei13786-distrato-retencao");
    expect(withoutCase("Caso a NBR 9050 se aplique, qual a altura do corrimão?")).toEqual([]);
    // Only the condition is cut, not the asking after it.
    expect(withoutCase("Se eu reformar o banheiro, preciso de RRT, ou basta a ART?")).toEqual(["Preciso de RRT, ou basta a ART?"]);
  });

  it("is not cut when the asking, in the past, asks what the case came to", () => {
    // Before: the school's case was cut and a condominium's late fee answered "qual foi a multa".
    expect(withoutCase("No caso da escola que o MP levou à Justiça por falta de acessibilidade, qual foi a multa diária fixada?")).toEqual([]);
    expect(withoutCase("casa térrea de 200 m², qual a altura do corrimão?")).toHaveLength(1);
  });

  it("is not cut when it is the topic, the thing asked, the rule's source or part of the asking", () => {
    // A colon or a dash names the topic the question then asks of.
    expect(withoutCase("rampa em curva: qual o raio mínimo?")).toEqual([]);
    expect(withoutCase("casa térrea - qual a altura do corrimão?")).toEqual([]);
    // No building, room or lot: the clause describes the thing asked or a situation the answer needs.
    expect(withoutCase("rampa externa com risco de escorregar, o piso tem que ter atrito de quanto?")).toEqual([]);
    expect(withoutCase("cliente pagou R$ 120.000 e quer desistir, qual a retenção máxima?")).toEqual([]);
    // A norm named says where the answer must come from.
    expect(withoutCase("pela NBR 9077, num edifício de apartamentos, qual a largura da escada?")).toEqual([]);
    // The question asks first; what follows is no case.
    expect(withoutCase("qual a altura do corrimão, numa casa térrea?")).toEqual([]);
    // A decimal comma ends no clause.
    expect(withoutCase("porta de 0,80 m na casa")).toEqual([]);
  });

  it("a question the case's words hid is answered as the general rule, and says so", () => {
    const written = answerOfflineDetailed("qual a altura do corrimão?", NOW);
    const withCase = answerOfflineDetailed("casa térrea de 200 m², qual a altura do corrimão?", NOW);
    expect(withCase.answer.found).toBe(true);
    expect(withCase.lead).toBe(written.lead);
    expect(withCase.answer.text).toContain("Regra geral: a base offline não tem trecho próprio para o caso descrito");
    expect(written.answer.text).not.toContain("Regra geral");
    // Each part of a question in parts too.
    const parts = answerOfflineDetailed("casa térrea de 200 m², qual a altura do corrimão e qual a largura mínima da escada?", NOW);
    expect(parts.leads).toHaveLength(2);
    expect(parts.answer.text).toContain("Regra geral");
  });

  it("a city's rule, an off-topic question and a question without a case are left as they were", () => {
    // A city named in the case may set the rule: a federal passage would read as its answer.
    const city = answerOfflineDetailed("sobrado em Caraguatatuba, shopping precisa ter vaga de gestante?", NOW);
    expect(city.answer.text).not.toContain("Regra geral");
    const offTopic = answerOfflineDetailed("tenho um apartamento em Santos, qual o valor do aluguel por m²?", NOW);
    expect(offTopic.answer.found).toBe(false);
  });
});

describe("a passage found on the case's words alone", () => {
  it("is not the answer: the question asked after the case is", () => {
    const written = answerOfflineDetailed("qual é a norma da ABNT de garantias das edificações, com os prazos recomendados?", NOW);
    const withCase = answerOfflineDetailed("no meu projeto de reforma, qual é a norma da ABNT de garantias das edificações, com os prazos recomendados?", NOW);
    // The case's "reforma" once led to a passage on ramps' width, which names no warranty.
    expect(withCase.lead).toBe(written.lead);
    expect(withCase.general).toBe(true);
  });
});

describe("a question that points back at its case", () => {
  it("is not cut from it: 'dessa rede' is the gas network the case names", () => {
    expect(withoutCase("quero refazer o gas do apto com tubo PEX. qual norma trata dessa rede?")).toEqual([]);
    // The water norm's passage is not the answer for the gas network.
    expect(answerOfflineDetailed("quero refazer o gas do apto com tubo PEX. qual norma trata dessa rede?", NOW).passages.map((p) => p.id)).not.toContain("nbr5626-vigencia");
  });
});

describe("a set phrase with a demonstrative", () => {
  it("keeps the general rule: 'nesse caso' does not stand for a thing of the case", () => {
    expect(withoutCase("Meu cliente tem uma casa de praia. Qual a altura mínima do guarda-corpo nesse caso?")).not.toEqual([]);
    expect(answerOfflineDetailed("Meu cliente tem uma casa de praia. Qual a altura mínima do guarda-corpo nesse caso?", NOW).passages[0]?.id).toBe("nbr14718-alturas");
  });
});
