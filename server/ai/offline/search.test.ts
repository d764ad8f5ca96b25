import { describe, expect, it } from "vitest";
import { statesUnitAbout } from "./subject";
import { buildIndexForBench, correctSpelling, searchAbout, searchPassages } from "./search";
import type { Passage } from "./types";
import { foldAccents } from "./text";
import { askOffline } from "./testing";

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

  it("does not turn a word of the sidewalk's trees into another word", () => {
    // Before: "arborização" was unknown to the base and became "autorização" (two edits).
    expect(correctSpelling("a prefeitura tem lei de arborização urbana?")).toContain("arborização");
  });

  it("does not turn a name into a word by two edits in its first letters", () => {
    // Before: "palmeiras" became "primeiras", and a football question was answered with the first
    // flush of a rainwater system.
    expect(correctSpelling("quantos titulos o palmeiras tem?")).toContain("palmeiras");
    expect(correctSpelling("impermeabiliazcao da laje")).toContain("impermeabilizacao");
    // Two letters swapped at the start are still a typo.
    expect(correctSpelling("qual a área mínima do dromitório?")).toContain("dormitorio");
  });

  it("tolerates typos and missing accents", () => {
    expect(codesFor("inclinacao maxima da rampa")).toContain("ABNT NBR 9050:2020");
    expect(codesFor("acessibilidde em rampas")).toContain("ABNT NBR 9050:2020");
    expect(codesFor("impermeabilizaçao do box")).toContain("ABNT NBR 9575:2010");
  });

  it("a pronoun joined to its preposition is no word of the subject: 'em volta dela'", () => {
    // Before: "dela" and its kin weighed as words the passage lacks, and the nascente's 50 m was not found.
    const { found, hits } = searchAbout("Tem uma nascente no terreno da chácara onde vou projetar a casa. Qual o raio de APP em volta dela?");
    expect(found).toBe(true);
    expect(hits[0]?.passage.id).toBe("lei12651-app-nascentes-lagos");
  });

  it("what a sentence gives ('pode pegar') is no word of the subject", () => {
    // Before: "pegar" weighed as a word the passage lacks, and Lei 6.766's crime was only nearby.
    const { found, hits } = searchAbout("Quem vende lote de loteamento que não foi aprovado pela prefeitura pode pegar até quantos anos de reclusão?");
    expect(found).toBe(true);
    expect(hits[0]?.passage.id).toBe("lei6766-crime-loteamento");
  });

  it("an office's workstation is its task area: 500 lux (ISO/CIE 8995-1)", () => {
    // Before: "estações de trabalho" matched no passage's words, and 8995-1's office was only nearby.
    for (const q of ["Quantos lux nas estações de trabalho de um escritório?", "quantos lux no posto de trabalho com computador?"])
      expect(searchAbout(q).hits[0]?.passage.id, q).toBe("nbr8995-escritorio");
  });

  it("a duty asked of someone ('quem tem a obrigação de…') names no subject", () => {
    // Before: "obrigação de elaborar" was the head, which NBR 14037's passage on who elaborates lacks.
    expect(searchAbout("Quem tem a obrigação de elaborar e entregar o manual de uso, operação e manutenção do prédio novo?").hits[0]?.passage.id).toBe("nbr14037-documentos-entrega-renovacao");
  });

  it("dividing a gleba into lots is the subdivision Lei 6.766 defines", () => {
    // Before: "dividir" matched no word of the passage ("subdivisão"), and nothing answered.
    expect(searchAbout("Dividir uma gleba em lotes aproveitando as ruas que já existem, sem abrir via nova, é loteamento ou é outra coisa?").hits[0]?.passage.id).toBe("lei6766-loteamento-desmembramento");
  });

  it("NBR 10151's limits are its 'nível de critério de avaliação' too", () => {
    // Before: the asking's "nível de critério" named nothing of the passage, which then lost to the case told before it.
    expect(askOffline("e numa area mista predominantemente residencial, de dia, qual o nivel de criterio da NBR 10151?").lead).toMatch(/mista predominantemente residencial 55 e 50 dB/);
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

describe("searchAbout: quotes only what answers the question (R-AI-8, decision 082)", () => {
  it("answers a question that names a norm from that norm only", () => {
    // Before: the NBR 9050's edition passages answered a question on the NBR 15575's edition.
    const edition = searchAbout("qual a edição vigente da NBR 15575?");
    expect(edition.hits.length).toBeGreaterThan(0);
    for (const h of edition.hits) expect(h.passage.code).toContain("NBR 15575");
    // Before: the passage comparing the NBR 9050 with the 9077 led, cited to the NBR 9050.
    expect(searchAbout("pela NBR 9077, a fórmula de Blondel fica entre 63 cm e quanto?").hits[0]?.passage.code).toContain("NBR 9077");
  });

  it("reads what a law is about, not what it does, and “pros” as a contraction", () => {
    // Before: "criou" was the head and the unknown word "pros" made the answer "não encontrei".
    const law = searchAbout("qual lei criou o RRT pros arquitetos?");
    expect(law.subject.head).toEqual(["rrt"]);
    expect(law.hits[0]?.passage.id).toBe("lei12378-rrt");
  });

  it("reads the unit named after “quantos” as the unit asked", () => {
    // Before: no unit was asked, and the equivalent-area rule (no figure in m²) answered as if it did.
    const area = searchAbout("projeto-padrão R1-N do CUB tem área equivalente de quantos m²?");
    expect(area.subject.unit).toBe("m2");
    expect(area.hits).toEqual([]);
    expect(searchAbout("a quantos metros da divisa posso abrir janela?").subject.unit).toBe("m");
  });

  it("reads past a chatty preamble: who asks and what they want are not the subject", () => {
    // Before: "cliente", "quer" and "deixa" counted as unknown subject words, and nothing answered.
    const chatty = searchAbout("meu cliente quer abrir uma janela de frente pro lote do vizinho, a que distancia minima da divisa o Código Civil deixa?");
    expect(chatty.unknown).toEqual([]);
    expect(chatty.hits[0]?.passage.id).toBe("cc-janela-divisa");
  });

  it("reads the far end of a distance that starts with “de”", () => {
    // Before: the sewer vent's distance from windows answered the distance to the neighbour's lot.
    const neighbour = searchAbout("qual a distância de uma janela para o terreno vizinho?");
    expect(neighbour.subject.bound).toEqual(["terren"]);
    expect(neighbour.hits.map((h) => h.passage.id)).not.toContain("nbr8160-ventilacao");
  });

  it("reads a generic head by its complement, and leads with the passage whose title names both", () => {
    // Before: "ponto de luz", whose text mentions a socket in passing, led a question on sockets.
    const sockets = searchAbout("qual item da NBR 5410 fixa o número mínimo de pontos de tomada por cômodo?");
    expect(sockets.subject.head).toEqual(["pont", "tom"]);
    expect(sockets.hits[0]?.passage.id).toBe("nbr5410-tomadas");
  });

  it("reads what the asker must do with a rule, and where around a thing, as asking, not as the subject", () => {
    // Before: "respeitar" and "volta", words few passages use, weighed as the subject's rarest, and a
    // few passages added elsewhere made the river's and the spring's APP go unanswered.
    const river = searchAbout("Sítio com um rio de uns 20 metros de largura passando no fundo: qual a faixa de APP que tenho que respeitar a partir da margem?");
    expect(river.subject.terms).not.toContain("respeit");
    expect(river.hits[0]?.passage.id).toBe("lei12651-app-rio-10-50");
    const spring = searchAbout("Terreno com nascente: qual o raio da APP em volta dela?");
    expect(spring.subject.terms).not.toContain("volt");
    expect(spring.hits[0]?.passage.id).toBe("lei12651-app-nascentes-lagos");
  });

  it("answers a law named from a passage that states what it says, under whatever norm it is filed", () => {
    // Before: the CUB's day 5, stated "pela Lei 4.591/1964 (art. 54)" in a passage filed under NBR
    // 12721, did not answer a question naming the law.
    const day = searchAbout("ate que dia de cada mes os sinduscons sao obrigados a divulgar o cub pela lei 4.591?");
    expect(day.hits[0]?.passage.id).toBe("cub-definicao");
    // A norm named is still its own passages'.
    const exits = searchAbout("pela NBR 9077, qual a largura mínima da escada de emergência?").hits;
    expect(exits.length).toBeGreaterThan(0);
    expect(exits.every((h) => h.passage.code.includes("9077"))).toBe(true);
  });

  it("answers “qual decreto / qual resolução” with a passage naming one, not only a law", () => {
    // Before: a passage on Reurb in the APP, naming laws only, answered which decree regulates it.
    // Before, the decree's question was answered by a passage naming laws only; now by the decree's.
    const decree = searchAbout("Qual decreto regulamenta a Lei 13.465 da regularização fundiária urbana?").hits;
    expect(decree.length).toBeGreaterThan(0);
    expect(decree.every((h) => /decreto (n. ?)?\d/.test(foldAccents(h.passage.text)))).toBe(true);
    // The LBI's 2%, which names no resolution, no longer answers which resolution fixes it.
    expect(searchAbout("Vaga para pessoa com deficiência em estacionamento: qual resolução do CONTRAN fixa o percentual de 2%?").hits.map((h) => h.passage.id)).not.toContain("vagas-pcd-lbi-2-por-cento");
    // In the plural too.
    expect(searchAbout("Quais resoluções do CONTRAN tratam de vaga para idoso?").hits[0]?.passage.text).toMatch(/Resolução Contran 965/);
    // A resolution the base names still answers.
    expect(searchAbout("qual resolução do Contran vale hoje para vaga de idoso?").hits[0]?.passage.text).toMatch(/Resolução Contran 965/);
  });

  it("reads a verb after the one who does it as no head (“se ele trabalhar mais de 6 horas”)", () => {
    const extra = searchAbout("E se ele trabalhar mais de 6 horas por dia, qual o acréscimo sobre a hora excedente previsto na Lei 4.950-A?");
    expect(extra.subject.head).not.toContain("trabalh");
    expect(extra.hits[0]?.passage.id).toBe("lei4950a-horas-excedentes-25");
  });

  it("reads “desde quando” as asking a year, not “desde” as the thing asked", () => {
    expect(searchAbout("Desde quando o dispositivo DR é de uso obrigatório nas instalações elétricas?").subject.head).toEqual(["disposit"]);
  });

  it("reads a closing parenthesis as an aside, not as the subject", () => {
    // Before: "encaixe", a word no passage uses, weighed as the subject's rarest and nothing answered.
    const turnUp = searchAbout("até que altura acima do piso acabado a impermeabilização tem que subir nas paredes (encaixe nos planos verticais)?");
    expect(turnUp.unknown).toEqual([]);
    expect(turnUp.hits[0]?.passage.code).toMatch(/NBR 9575/);
    // Within the question it qualifies the thing asked: "recozido" still counts.
    expect(searchAbout("vidro comum (recozido) em divisoria interna pode descer ate o piso?").subject.terms).toContain("recoz");
  });

  it("reads “qual a edição vigente (ano)” of a named norm as its edition in force asked", () => {
    // Before: the CUB words of the first sentence outranked the edition's passage.
    const edition = searchAbout("A metodologia de cálculo do CUB está na NBR 12721. Qual a edição vigente dessa norma (ano)?");
    expect(edition.hits[0]?.passage.id).toBe("nbr12721-edicao");
    expect(searchAbout("A metodologia do CUB está na NBR 12721. Qual a edição mais recente dessa norma?").hits[0]?.passage.id).toBe("nbr12721-edicao");
  });

  it("answers a building's question with its own rules, and the building site's with NR-18", () => {
    // Before: NR-18's provisional guard-rail (1,20 m) led for a terrace of a finished building.
    expect(searchAbout("qual a altura do guarda-corpo em terraço de edifício residencial?").hits[0]?.passage.code).not.toMatch(/NR-18/);
    expect(searchAbout("na obra, qual a altura do guarda-corpo provisório da laje?").hits[0]?.passage.code).toMatch(/NR-18/);
  });

  it("reads an example that closes the question as an aside, not as the subject", () => {
    // Before: "reforma" and "apartamento" of the example ranked the condômino's duties first.
    const noise = searchAbout("Que artigo do Código Civil dá ao vizinho o direito de fazer cessar interferências prejudiciais ao sossego, como o barulho de uma reforma no apartamento de cima?");
    expect(noise.hits[0]?.passage.id).toBe("cc-uso-anormal-propriedade");
    expect(noise.subject.terms).not.toContain("reform");
    // Not when the example holds the thing asked: the septic tank's distances answer, nothing else.
    const ends = searchAbout("qual a distancia minima, como a da fossa ao poço?");
    expect(ends.hits.map((h) => h.passage.id)).toEqual(["nbr7229-distancias"]);
    // Not a "como" that asks how: it is part of the question, and the worked example answers it too
    // (cut, the ramp rule would come with the renovation exception instead).
    expect(searchAbout("qual a inclinação máxima da rampa, como faço o cálculo?").hits.map((h) => h.passage.id)).toEqual(["nbr9050-rampas", "rampa-calculo-exemplo"]);
  });
});

describe("statesUnitAbout: the figure of the unit asked is about the subject", () => {
  const passage = (title: string, text: string): Passage => ({ id: "x", code: "x", title, topics: [], text, source: "x" });

  it("does not take another list item's amount for the subject's", () => {
    const costs = passage("Custos além da obra", "Taxas, ART/RRT, alvará e habite-se somam de 1 a 3%; sondagem e topografia, de R$ 4.000 a R$ 9.000.");
    expect(statesUnitAbout(costs, "brl", ["rrt"])).toBe(false);
    expect(statesUnitAbout(costs, "brl", ["sondag"])).toBe(true);
  });

  it("reads the figure in the sentence after the one naming the subject, or anywhere under a title naming it", () => {
    expect(statesUnitAbout(passage("Esgoto", "O tubo de queda desce sem desvios. Seu diâmetro mínimo é de 100 mm."), "m", ["queda"])).toBe(true);
    expect(statesUnitAbout(passage("Tubo de queda", "A norma fixa 100 mm de diâmetro; a ventilação tem outra regra."), "m", ["queda"])).toBe(true);
  });

  it("judges a passage that never names the subject in its text (a synonym in its topics) as a whole", () => {
    expect(statesUnitAbout(passage("Reservatório", "O reservatório guarda 24 h de consumo e mede 1,5 m de altura."), "m", ["caix"])).toBe(true);
  });

  it("answers a class of a series by the question's figure, and shows no other class below it", () => {
    const small = searchAbout("qual a APP de um córrego de 5 m de largura?");
    expect(small.hits.map((h) => h.passage.id)).toEqual(["lei12651-app-rio-menos-10"]);
    const wide = searchAbout("APP de rio com 300 m de largura");
    expect(wide.hits.map((h) => h.passage.id)).toEqual(["lei12651-app-rio-200-600"]);
    // The river's width, not the plot's frontage said first, picks the class.
    const frontage = searchAbout("Um sítio tem 180 m de frente para um rio de 45 m de largura. Qual a faixa de APP nessa margem?");
    expect(frontage.hits[0]?.passage.id).toBe("lei12651-app-rio-10-50");
    const plotWidth = searchAbout("terreno de 12 m de largura na beira de um córrego de 4 m: qual a faixa de APP?");
    expect(plotWidth.hits[0]?.passage.id).toBe("lei12651-app-rio-menos-10");
  });
});
