import { describe, expect, it } from "vitest";
import { answerOffline, answerOfflineDetailed } from "./answer";
import { finish, NO_SUCH_RULE, NOT_FOUND, NOT_YET_PUBLISHED, OFFLINE_HEADER, RULES_HEADER } from "./compose";
import { QUESTIONS, scoreQuestions } from "./questions";
import { inventedFigures } from "./testing";

describe("answerOffline: the question set", () => {
  it("has at least 30 questions", () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(QUESTIONS.map((q) => [q.question, q.expect] as const))("%s → %s", (question, expect_) => {
    const a = answerOffline(question);
    expect(a.found).toBe(true);
    expect(a.citations).toContain(expect_);
  });

  it("scores every question", () => {
    const score = scoreQuestions();
    console.log(`offline question set: ${score.passed}/${score.total}`);
    expect(score.failures).toEqual([]);
  });
});

describe("answerOffline: shape", () => {
  it("says it is an offline answer, quotes 1–3 passages each ending with its citation in bold, and lists the sources", () => {
    const a = answerOffline("Qual a largura mínima de uma porta acessível?");
    const lines = a.text.split("\n");
    expect(lines[0]).toMatch(/^\*\*Resposta da base offline\*\* \(sem IA generativa\)/);
    const bullets = lines.filter((l) => l.startsWith("- "));
    expect(bullets.length).toBeGreaterThanOrEqual(1);
    expect(bullets.length).toBeLessThanOrEqual(3);
    for (const b of bullets) expect(b).toMatch(/ — \*\*[^*]+\*\*$/);
    expect(a.text).toContain("**ABNT NBR 9050:2020**");
    expect(lines.at(-1)).toMatch(/^Fontes: /);
    expect(a.text).toContain("0,80 m");
  });

  it("marks estimates in the answer", () => {
    const a = answerOffline("altura do interruptor acessível");
    expect(a.text).toMatch(/estimativa/i);
  });

  it("never writes a figure that is not in the quoted passages", () => {
    for (const q of [...QUESTIONS.map((x) => x.question), "CUB R1-B SP", "quanto custa construir uma casa", "CUB atual de Curitiba"]) {
      const detail = answerOfflineDetailed(q);
      expect(inventedFigures(detail), q).toEqual([]);
    }
  });
});

describe("the header says who did the work", () => {
  it("a tool's answer keeps the base's header even with no passage; only a passage-less calculation says it was calculated", () => {
    expect(finish(["Resumo do material."], []).answer.text.startsWith(OFFLINE_HEADER)).toBe(true);
    const roof = answerOfflineDetailed("Telhado em duas águas, vão de 9 m e inclinação de 30%: qual a altura da cumeeira?");
    expect(roof.answer.text.startsWith(RULES_HEADER)).toBe(true);
    expect(answerOfflineDetailed("qual a largura mínima de uma porta acessível?").answer.text.startsWith(OFFLINE_HEADER)).toBe(true);
  });
});

describe("answerOffline: outside the base", () => {
  it.each([
    "Qual a capital da Austrália?",
    "quanto custa um Uber?",
    "receita de bolo de cenoura",
    "quem ganhou a copa de 2002?",
    "preço do aluguel em São Paulo",
    "qual o melhor material para fachada?",
    "Olá, tudo bem?",
    "  ",
  ])(
    "%s → honest not found, with no advice the person cannot follow",
    (question) => {
      const a = answerOffline(question);
      expect(a.found).toBe(false);
      expect(a.citations).toEqual([]);
      expect(a.text).toContain("Não encontrei isso na base offline do Prancheta.");
      expect(a.text).not.toMatch(/chave de API|configure/i);
      expect(a.text).not.toMatch(/\d/);
    },
  );
});

describe("answerOffline: only what the base holds (R-AI-8)", () => {
  const NOW = new Date("2026-12-02T12:00:00Z");

  it.each(["qual a altura do trocador de fraldas acessível?", "altura do espelho no lavatório acessível"])(
    "%s → não encontrei, never a passage about another fitting",
    (question) => {
      const d = answerOfflineDetailed(question, NOW);
      expect(d.answer.found).toBe(false);
      expect(d.answer.citations).toEqual([]);
      expect(d.answer.text).toContain(NOT_FOUND);
      expect(d.passages).toEqual([]);
    },
  );

  it("names what the base holds nearby as not the answer, without its figures", () => {
    const d = answerOfflineDetailed("altura do espelho no lavatório acessível", NOW);
    expect(d.answer.text).toContain("**não respondem**");
    expect(d.answer.text).toMatch(/_Lavatório acessível_ — ABNT NBR 9050/);
    expect(d.answer.text.split("não respondem")[1]).not.toMatch(/\d+,\d+ m|\d+ cm/);
  });

  it("does not answer a presumed rule with the nearest one", () => {
    const d = answerOfflineDetailed("qual a NBR que obriga tomada USB em todo cômodo?", NOW);
    expect(d.answer).toEqual({ text: NO_SUCH_RULE, citations: [], found: false });
  });

  it("says a value of a year to come is not published", () => {
    expect(answerOfflineDetailed("quanto vai ser a taxa de RRT em 2028?", NOW).answer).toEqual({ text: NOT_YET_PUBLISHED, citations: [], found: false });
  });

  it("answers a federal rule as federal, and a city's rule as the city's with the federal floor below", () => {
    const federal = answerOfflineDetailed("qual o lote mínimo pela lei federal de parcelamento?", NOW);
    expect(federal.answer.citations[0]).toMatch(/Lei 6\.766/);
    expect(federal.lead).toContain("125 m²");
    expect(federal.answer.text).not.toMatch(/Depende da lei do município/);
    const city = answerOfflineDetailed("qual a testada mínima do lote?", NOW);
    expect(city.lead).toMatch(/Depende da lei do município/);
    expect(city.lead).not.toContain("125");
    expect(city.passages.map((p) => p.id)).toContain("lei6766-lote-minimo");
  });

  it("quotes a second passage only when it is about all the first is about", () => {
    const d = answerOfflineDetailed("a partir de quantos milímetros um desnível no piso passa a ser considerado degrau?", NOW);
    expect(d.passages.map((p) => p.id)).toEqual(["nbr9050-desniveis"]);
  });
});

describe("answerOfflineDetailed: a rule of a named city the base does not hold (decision 082)", () => {
  const NOW = new Date("2026-11-26T12:00:00Z");

  it("says it depends on that city's law, names the city, and quotes nothing", () => {
    for (const [question, city] of [
      ["Araçatuba exige vaga pra autista nos estacionamentos? quantos %?", "Araçatuba"],
      ["em Curitiba é obrigatório ter bicicletário em prédio novo?", "Curitiba"],
    ] as const) {
      const d = answerOfflineDetailed(question, NOW);
      expect(d.answer.found).toBe(false);
      expect(d.passages).toEqual([]);
      expect(d.answer.text).toContain(`**Depende da lei do município de ${city}**, e a base offline do Prancheta não tem essa lei.`);
    }
  });

  it("keeps plain “não encontrei” when the city is named but no rule is asked", () => {
    expect(answerOfflineDetailed("qual o melhor bairro de Curitiba?", NOW).answer.text).toBe(NOT_FOUND);
  });
});

describe("answerOfflineDetailed: the Código Civil between neighbours (decision 082)", () => {
  const NOW = new Date("2026-11-26T12:00:00Z");

  it("answers a window near the boundary with art. 1.301's 1,50 m, as a federal rule", () => {
    const d = answerOfflineDetailed("qual a distância de uma janela para o terreno vizinho?", NOW);
    expect(d.answer.citations[0]).toBe("Lei 10.406/2002 (Código Civil)");
    expect(d.lead).toContain("1,50 m");
    expect(d.answer.text).not.toMatch(/depende da lei do munic/i);
  });

  it("reads a gerund as what someone does, not the thing asked", () => {
    // "olhando" weighed as an unknown subject word and the window's passage was only nearby.
    const d = answerOfflineDetailed("vizinho abriu janela olhando pro meu quintal, qual a distancia minima da divisa?", NOW);
    expect(d.passages[0]?.id).toBe("cc-janela-divisa");
    expect(d.lead).toContain("1,50 m");
  });

  it("answers a building on a rural plot with art. 1.303's 3 m, never the city's setbacks", () => {
    const d = answerOfflineDetailed("sítio na zona rural, posso construir o galpão colado na divisa ou tem recuo mínimo?", NOW);
    expect(d.passages[0]?.id).toBe("cc-zona-rural-3m");
    expect(d.lead).toContain("3 m");
    expect(d.answer.text).not.toMatch(/depende da lei do munic|Curitiba/i);
  });

  it("answers the neighbour's time to object and who pays for the boundary", () => {
    expect(answerOfflineDetailed("vizinho fez janela rente ao meu terreno, quanto tempo tenho pra exigir que feche?", NOW).lead).toContain("ano e dia");
    expect(answerOfflineDetailed("quem paga o muro de divisa?", NOW).lead).toContain("repartindo proporcionalmente as despesas");
  });
});

describe("answerOfflineDetailed: greetings and thanks name nothing (decision 082)", () => {
  const NOW = new Date("2026-11-26T12:00:00Z");
  const ids = (q: string) => answerOfflineDetailed(q, NOW).passages.map((p) => p.id);

  it("answers as without them: 'obrigado' is not 'obrigatório', 'por favor' is no subject", () => {
    for (const q of [
      "qual é a norma da ABNT de garantias das edificações, com os prazos recomendados?",
      "o CUB é regido por qual lei federal?",
      "qual a largura mínima da rampa?",
    ]) {
      const plain = ids(q);
      expect(plain.length, q).toBeGreaterThan(0);
      expect(ids(`${q} obrigado`), q).toEqual(plain);
      expect(ids(`Oi, bom dia! ${q.replace(/\?$/, ", por favor?")} Valeu!`), q).toEqual(plain);
    }
  });

  it("leaves a message that is only courtesy as it was: nothing to answer", () => {
    expect(answerOfflineDetailed("obrigado!", NOW).answer.found).toBe(false);
  });
});

describe("answerOfflineDetailed: a city named in lower case is still the city's rule (decision 082)", () => {
  const NOW = new Date("2026-11-26T12:00:00Z");
  const text = (q: string) => answerOfflineDetailed(q, NOW).answer.text;

  it("says it depends on that city's law, naming it, however the question spells it", () => {
    expect(text("num loteamento em goiania quanto da gleba eu tenho que doar pra prefeitura?")).toMatch(/Depende da lei do município de Goiânia/);
    expect(text("em sao paulo posso usar botijao de gas num predio que ja tem gas encanado da rua?")).toMatch(/Depende da lei do município de São Paulo/);
  });

  it("never says no law exists for a rule a named city may make", () => {
    const a = text("em santos tem lei que proibe churrasqueira a carvao na sacada do predio?");
    expect(a).toMatch(/Depende da lei do município de Santos/);
    expect(a).not.toMatch(/Não conheço norma ou lei/);
  });

  it("says first that the city decides when the federal rule quoted leaves it to the city", () => {
    const a = answerOfflineDetailed("em curitiba a partir de que tamanho de empreendimento precisa de EIV?", NOW);
    expect(a.passages[0]?.id).toBe("estatuto-eiv");
    expect(a.answer.text).toMatch(/Depende da lei do município de Curitiba/);
    // Without a city, the federal rule alone.
    expect(text("quais empreendimentos precisam de EIV?")).not.toMatch(/Depende da lei do município de/);
  });

  it("reads common words as words: 'no natal', 'na serra' name no city", () => {
    expect(text("qual o recuo de uma casa na serra?")).not.toMatch(/município de Serra/);
  });
});

describe("answerOfflineDetailed: a client's or a neighbour's claim, the CDC and Código Civil deadlines (decision 082, R-AI-8)", () => {
  const NOW = new Date("2026-11-26T12:00:00Z");
  const lead = (q: string, id: string) => {
    const a = answerOfflineDetailed(q, NOW);
    expect(a.passages[0]?.id, q).toBe(id);
    return a.lead;
  };

  it("answers the consumer's deadlines: 90 days for an apparent defect in a work, 30 days for the supplier to fix it", () => {
    expect(lead("o cliente achou uma trinca aparente na reforma que entreguei, ate quando ele pode reclamar pelo codigo do consumidor?", "cdc-prazo-vicio-aparente")).toMatch(/90 dias/);
    expect(lead("a loja nao consertou o porcelanato com defeito, quantos dias o fornecedor tem pra resolver antes de eu pedir o dinheiro de volta?", "cdc-vicio-30-dias-sanar")).toMatch(/30 dias/);
  });

  it("answers the Código Civil's year for a hidden defect in a property bought", () => {
    expect(lead("comprei uma casa usada e achei um vicio oculto, qual o prazo do codigo civil pra desfazer a compra?", "cc-redibitoria-imovel-1-ano")).toMatch(/1 ano/);
  });

  it("answers the neighbour's tree and noise each with its own article", () => {
    expect(lead("as raizes da arvore do vizinho estao levantando meu piso, posso cortar?", "cc-raizes-ramos-corte")).toMatch(/plano vertical divisório/);
    expect(lead("barulho de obra do vizinho de madrugada, o que o codigo civil diz?", "cc-uso-anormal-propriedade")).toMatch(/art\. 1\.277/);
  });

  it("answers the off-plan distrato's retention: 25%, and 50% under patrimônio de afetação", () => {
    const text = lead("se eu desistir do apartamento na planta, quanto a incorporadora pode reter do que paguei?", "lei13786-distrato-retencao");
    expect(text).toMatch(/25%/);
    expect(text).toMatch(/50%/);
  });

  it("answers the síndico's duty to keep the common parts", () => {
    expect(lead("o sindico e obrigado a cuidar da conservacao das areas comuns do predio?", "cc-sindico-deveres")).toMatch(/art\. 1\.348/);
  });
});

describe("answerOfflineDetailed: a product's or a system's norm, from a professional source (decision 082, R-AI-8)", () => {
  const NOW = new Date("2026-11-26T12:00:00Z");
  const lead = (q: string, id: string) => {
    const a = answerOfflineDetailed(q, NOW);
    expect(a.passages[0]?.id, q).toBe(id);
    return a.lead;
  };

  it("answers the plug pin and the drywall profile with their figures, marked as to confirm", () => {
    expect(lead("qual o diametro do pino do plugue de 20 A?", "nbr14136-pinos-10a-20a")).toMatch(/4,8 mm/);
    const profile = lead("qual a espessura minima da chapa dos perfis de drywall?", "nbr15217-perfis-drywall-050mm");
    expect(profile).toMatch(/0,50 mm/);
    expect(profile).toMatch(/a confirmar/);
  });

  it("answers which part of NBR 15758 covers linings, and the SPDA's full inspection interval", () => {
    expect(lead("qual parte da nbr 15758 trata de revestimento de drywall?", "nbr15758-partes-drywall")).toMatch(/parte 3 dos usados como revestimentos/);
    expect(lead("a cada quantos anos tem que fazer a inspecao completa do para-raios num predio comum?", "nbr5419-inspecao-periodica")).toMatch(/3 anos nas estruturas comuns/);
  });
});

describe("answerOfflineDetailed: what the asker says around the question", () => {
  const lead = (q: string) => answerOfflineDetailed(q, new Date("2026-11-26T12:00:00Z")).lead;

  it("'to' of 'tô com um cliente' is no TO of the zoning; 'a TO do lote' still is", () => {
    expect(lead("to com um cliente aqui e ele quer saber: qual a altura do corrimão?")).toMatch(/0,92 m/);
    expect(lead("qual a TO máxima do lote?")).toMatch(/Depende da lei do município/);
    expect(lead("TO de 50% no lote, pode?")).not.toMatch(/0,92 m/);
  });

  it("instructions to the answerer and 'segundo a norma' name nothing asked", () => {
    const written = lead("qual a altura do corrimão?");
    expect(lead("Assinale a alternativa correta: qual a altura do corrimão?")).toBe(written);
    expect(lead("qual a altura do corrimão (responda de forma objetiva)?")).toBe(written);
    expect(lead("Segundo a norma, qual a altura do corrimão? Justifique.")).toBe(written);
    // A norm named is where the answer must come from, and stays in the question.
    expect(lead("Pela NBR 99999, qual a altura do corrimão?")).not.toBe(written);
  });
});
