import { describe, expect, it } from "vitest";
import { figuresIn } from "./figures";
import { cityNamed } from "./municipal";
import { namesAThing, subjectOf } from "./subject";
import { askOffline, inventedFigures } from "./testing";

const ask = askOffline;

describe("offline honesty", () => {
  it.each([
    "Qual o recuo frontal mínimo numa zona residencial ZR-2 de Curitiba?",
    "qual a área mínima de um dormitório em Porto Alegre?",
    "recuo lateral na ZM de Belo Horizonte",
    "qual a taxa de ocupação máxima do meu lote?",
    "quantas vagas de garagem por apartamento a lei de Campinas exige?",
    // Zoning's own words: the coefficient's tiers, the transit axes, the charge for building more.
    "perto do metrô em São Paulo, até onde vai o eixo de estruturação com coeficiente maior?",
    "qual o coeficiente máximo com outorga onerosa no meu lote?",
  ])("a city's own rule depends on its law, with where to look and no number: %s", (q) => {
    const a = ask(q);
    expect(a.answer.text).toMatch(/Depende da lei do município/);
    expect(a.answer.text).toMatch(/código de obras/);
    expect(figuresIn(a.lead).filter((f) => f.unit !== "")).toEqual([]);
    // São Paulo's 5 m setback or Natal's permeability are another city's numbers.
    expect(a.answer.text).not.toMatch(/\b5 m\b|20%/);
  });

  it("a purchase's registry fees are off topic, the Reurb's exemption from them is not", () => {
    // Before the exemption: off topic, with nothing nearby; now the Reurb's passage is shown.
    expect(ask("Na Reurb-S, quem paga as taxas de registro na compra do lote?").answer.text).toMatch(/Reurb-S não paga custas e emolumentos/);
  });

  it("a football match is off topic in every part; a part naming a building or a rule is still read", () => {
    // Before: "em que fase foi?" was answered alone, by BIM's three phases in federal works.
    expect(ask("Quem eliminou o Brasil na Copa de 2022 e em que fase foi?").answer.found).toBe(false);
    // A review found the whole-question rule losing these: each part is read on its own.
    expect(ask("Qual a altura do balcão de atendimento acessível? E a do telefone público?").answer.found).toBe(true);
    expect(ask("Sou inquilino e pago aluguel. Posso reformar o banheiro sem avisar o síndico? A NBR 16280 exige plano de reforma?").answer.found).toBe(true);
  });

  it("'em que situação?' asked after a rule names nothing: no drawing's 'planta de situação'", () => {
    // Before: the part "Em que situação?" was answered alone by NBR 6492's site plan.
    const a = ask("Vizinhos reclamaram que o piso tátil da calçada nova termina no muro. Isso está errado ou a NBR 16537 prevê essa configuração em T? Em que situação?");
    expect(a.passages.map((p) => p.id)).not.toContain("nbr6492-planta-situacao");
    expect(a.answer.text).not.toMatch(/planta de situação/);
    expect(ask("o que a planta de situação deve conter?").answer.text).toMatch(/planta de situação/);
  });

  it("a football score is off topic: 'placar' is not a sign ('placa')", () => {
    const a = ask("Em que estádio foi a final da Copa de 1970 e qual foi o placar?");
    expect(a.passages).toEqual([]);
    expect(a.answer.found).toBe(false);
  });

  it("one city's law is not the answer for another city the question names (decision 078)", () => {
    const a = ask("aquecimento solar é obrigatório em Campinas?");
    expect(a.answer.text).toMatch(/Depende da lei do município de Campinas/);
    expect(a.passages).toEqual([]);
    // Asked of its own city, it answers.
    expect(ask("aquecimento solar é obrigatório em São Paulo?").passages[0]?.id).toBe("energia-sp-lei-solar");
  });

  it("a state's law asked is not the city's, though the city is named", () => {
    const a = ask("Vou projetar um consultório odontológico em Fortaleza. Além da RDC 50, qual lei estadual do Ceará pune quem funciona sem alvará da vigilância sanitária?");
    expect(a.answer.text).not.toMatch(/Depende da lei do município/);
    expect(a.passages).toEqual([]);
  });

  it("blood pressure is off topic: 'pressão 12 por 8' is no water or gas pressure", () => {
    expect(ask("pressao 12 por 8 ainda é considerada normal?").passages).toEqual([]);
    expect(ask("minha pressão arterial está alta, posso trabalhar na obra?").passages).toEqual([]);
    // Low water pressure and a football stadium's seats are the base's.
    expect(ask("pressão baixa no chuveiro do último andar: qual a pressão mínima de água pela NBR 5626?").answer.found).toBe(true);
    expect(ask("estádio de futebol com 40.000 lugares: quantos espaços para cadeira de rodas?").lead).toContain("**410 espaços para cadeira de rodas**");
  });

  it("a power asked needs a passage stating a power: a network's pressure does not answer it", () => {
    expect(ask("Até que soma de potências nominais dos aparelhos a gás num mesmo local vale a norma de instalação residencial?").passages.map((p) => p.id)).not.toContain("nbr15526-escopo-rede-interna-gas");
    expect(subjectOf("qual a potência nominal máxima do aquecedor?").unit).toBe("w|va");
  });

  it("whether a work needs the city hall's licence is the city's rule", () => {
    expect(ask("No Rio de Janeiro, posso fechar a varanda do cliente com cortina de vidro sem licença da prefeitura?").answer.text).toMatch(/Depende da lei do município do Rio de Janeiro/);
    // Without a city, the licence's mention does not take another subject's answer.
    expect(ask("O síndico pode fazer obra necessária sem autorização da prefeitura e sem assembleia?").answer.text).not.toMatch(/Depende da lei do município/);
  });

  it("what a city hall charges, asks or allows, not in the base, depends on that city's law", () => {
    // Before: "Não encontrei" alone, which hides that the city's law is where to look.
    for (const [q, city] of [
      ["quanto a prefeitura de itapeva cobra de taxa para analisar o projeto de reforma de um salão?", "de Itapeva"],
      ["Em Porto Alegre, que documentos a prefeitura pede para dar a carta de habitação?", "de Porto Alegre"],
      ["Pelo código de obras de Belo Horizonte, pintar a fachada dispensa licenciamento?", "de Belo Horizonte"],
      ["Qual a multa da prefeitura para quem não entrega o laudo de autovistoria?", "onde fica a obra"],
      // A name no municipality has is no city: "projeto de Drywall".
      ["Prefeitura cobra taxa para aprovar projeto de Drywall?", "onde fica a obra"],
      // A fine in a named city, between no private parties.
      ["Quanto é a multa em Salto-SP para quem liga a água da chuva na rede de esgoto?", "de Salto"],
      // Whatever is asked of a city's own law named with it.
      ["Pelo Código de Obras de Monte Alto (SP), quando uma obra passa a ser considerada iniciada?", "de Monte Alto"],
      ["O Plano Diretor revisado de Castro (PR) prevê levar os galpões de carga para onde?", "de Castro"],
    ] as const)
      expect(ask(q).answer.text, q).toMatch(new RegExp(`Depende da lei do município ${city}\\*\\*, e a base offline do Prancheta não tem essa lei`));
    // A fee or a term of anyone else's, a city named beside it, is not the city's rule; nor is
    // what a national norm or the CAU sets.
    for (const q of [
      "Em Recife, qual o prazo para o síndico convocar a assembleia?",
      "Em Salvador, quem paga a taxa de condomínio, o inquilino ou o dono?",
      "Em Curitiba, a NBR 9050 exige barra de apoio no lavabo?",
      // A federal law by its number answers for every city hall that applies it.
      "A prefeitura vai contratar uma escola de R$ 30 milhões: que garantia máxima a Lei 14.133 admite?",
      "A prefeitura quer fazer uma creche padrão do FNDE: qual a área mínima do terreno?",
      // The city hall as context of a federal rule: a crime's penalty, what a law allows.
      "Quem vende lote de loteamento não aprovado pela prefeitura pode pegar quantos anos de reclusão?",
      "Um loteamento aprovado pela prefeitura pode ter lote de 100 m²?",
      // The city hall beside a national rule: it asks, approves or allows by that rule.
      "O fiscal da prefeitura perguntou: quantos lux a NBR 8995 pede num escritório?",
      "O projeto vai ser aprovado na prefeitura: qual a inclinação máxima da rampa acessível pela NBR 9050?",
      "A prefeitura deixa usar vidro comum no guarda-corpo?",
      "Em Natal, posso assinar projeto de estrutura sendo arquiteto?",
      "Pela Lei de Licitações, qual o prazo de garantia que a prefeitura pode exigir da obra?",
      // A fire rule in a named city is the state's fire department's, not the city's.
      "Em Recife, qual a distância máxima até um extintor?",
    ] as const)
      expect(ask(q).answer.text, q).not.toMatch(/Depende da lei do município/);
  });

  it("a state's law or fire code, not in the base, is that state's rule, not the city's", () => {
    // Before: "Depende da lei do município de Aracaju" for a state law, of Manaus for Amazonas's.
    expect(ask("Hotel em Aracaju: que percentual dos quartos a lei estadual manda adaptar?").answer.text).toMatch(/^\*\*Depende da legislação do estado de Sergipe\*\*, e a base offline do Prancheta não tem essa lei/);
    expect(ask("Faculdade em Manaus: a partir de quantas alunas a lei do Amazonas exige sala de amamentação?").answer.text).toMatch(/^\*\*Depende da legislação do estado do Amazonas\*\*/);
    expect(ask("loja de tintas em boa vista: quantos litros de inflamável pode guardar sem licenciamento do CBMRR?").answer.text).toMatch(/^\*\*Depende das regras do Corpo de Bombeiros de Roraima\*\*/);
    // A state school or hospital asked by a national rule stays national; a rule whose existence is
    // asked is not said to exist.
    expect(ask("Reforma de escola estadual: qual a largura da porta da sala de aula pela NBR 9050?").answer.text).not.toMatch(/legislação|estadual\*\*/);
    expect(ask("Existe lei estadual que obriga fraldário em shopping?").answer.text).not.toMatch(/É (uma )?regra/);
  });

  it("what a named city's own law requires is that city's, not a national passage's nearby", () => {
    // Before: the Código Civil's condominium passage was quoted as the answer.
    const a = ask("Em São Paulo, o Código de Obras exige medição individualizada só de água ou também de energia e gás nas unidades do condomínio?");
    expect(a.answer.text).toMatch(/^\*\*Depende da lei do município de São Paulo\*\*/);
    expect(a.answer.text).toMatch(/não respondem/);
    // A city's rules said in general do not set aside the national rule that answers (found by a
    // review: Manaus's "exigências municipais" took NBR 9050's door away).
    expect(ask("Em Manaus, as exigências municipais para acessibilidade: qual a largura mínima da porta do banheiro acessível?").lead).toMatch(/0,80 m/);
    expect(ask("Em Recife, as normas municipais exigem fossa séptica a que distância do poço?").passages[0]?.code).toMatch(/NBR 7229/);
    // A national rule named beside the city's law is still answered from the base.
    expect(ask("Em Curitiba, pelo código de obras e pela NBR 9050, qual a inclinação máxima da rampa?").answer.text).toMatch(/8,33%/);
  });

  it("a farm, a 'sítio' or a 'chácara' is where the thing is, as a plot is, not what is asked", () => {
    // Before: "sítio" weighed as the rarest subject word and the APP strip's passage fell short.
    const a = ask("Córrego estreito, com menos de 10 m de largura, passando no fundo do sítio do cliente: qual a faixa mínima de APP que ele precisa respeitar em cada margem?");
    expect(a.lead).toMatch(/30 m/);
  });

  it("the city hall that approves is who acts, not the thing asked", () => {
    // Before: "prefeitura" was the head, and the incorporação's registry passage answered.
    expect(subjectOf("Depois que a prefeitura aprova o desmembramento, em quanto tempo o proprietário precisa levar ao registro de imóveis?", new Set(["prefeitur", "aprov", "desmembr", "registr"])).head[0]).not.toBe("prefeitur");
    expect(ask("Depois que a prefeitura aprova o desmembramento, em quanto tempo o proprietário precisa levar ao registro de imóveis para a aprovação não caducar?").lead).toMatch(/180 dias/);
  });

  it("a city's 'regras municipais' are its own law, as its 'lei municipal' is", () => {
    // Before: "regras municipais" named no law of the city, and the answer was a bare "não encontrei".
    expect(ask("Tenho cliente com comércio em Porto Ferreira: até quando ele tem prazo para adequar o imóvel às regras municipais de acessibilidade?").answer.text).toMatch(/^\*\*Depende da lei do município de Porto Ferreira\*\*/);
  });

  it("what a tax relief is asked for is what its passage must name", () => {
    expect(subjectOf("de quanto é a redução das alíquotas de IBS e CBS na locação de imóveis?", new Set(["reduc", "aliquot", "ibs", "cbs", "locac"])).mustName).toEqual(["locac"]);
    // The head's own complement ("redução nas alíquotas") names no activity.
    expect(subjectOf("arquiteto tem redução nas alíquotas de IBS e CBS?", new Set(["reduc", "aliquot", "ibs", "cbs"])).mustName).toBeUndefined();
  });

  it("'(RS)' in capitals is Rio Grande do Sul's letters, not a laugh to drop", () => {
    // Before: the courtesy cut took "RS" for "rs" (a laugh), the city was lost and the answer was a
    // bare "não encontrei".
    expect(ask("Quantas vagas de estacionamento Montenegro (RS) exige para uma danceteria de 500 m²?").answer.text).toMatch(/^\*\*Depende da lei do município de Montenegro\*\*/);
    // A laugh is still no part of the question, and the letters anywhere else are cut as before:
    // a review found "no RS" and ", RS" read as a word of the thing asked.
    expect(ask("qual a altura do corrimão? rs").lead).toMatch(/0,92 m/);
    expect(ask("Qual a altura do corrimão no RS?").lead).toMatch(/0,92 m/);
    expect(ask("Qual a largura mínima da porta acessível, RS").lead).toMatch(/0,80 m/);
  });

  it("a municipality's name is told from the words before it and from a verb's pronoun", () => {
    // Before: "Estacionamento Montenegro" and "município de Habite" ("-se" read as Sergipe's letters).
    expect(cityNamed("Quantas vagas de estacionamento Montenegro (RS) exige para uma danceteria?")).toBe("Montenegro");
    // No "município de Habite"; a listed city opening the question without a preposition is not
    // read as one either ("Canoas de madeira…", "Contagem de pavimentos…").
    expect(cityNamed("Maringá cobra taxa de habite-se?")).toBeUndefined();
    expect(cityNamed("Canoas de madeira podem ficar na APP do rio?")).toBeUndefined();
    expect(cityNamed("Contagem de pavimentos: o subsolo conta no gabarito?")).toBeUndefined();
    expect(cityNamed("a norma aplica-se a reforma?")).toBeUndefined();
    expect(cityNamed("obra em aracaju - se")).toBe("Aracaju");
    // Opening the question with its state's letters, no preposition before: only a municipality of that state.
    expect(cityNamed("palma sola sc tem lei de arborização? qual a distância entre as árvores na calçada?")).toBe("Palma Sola");
    expect(cityNamed("Jales (SP) exige recuo?")).toBe("Jales");
    expect(cityNamed("casa sp tem recuo?")).toBeUndefined();
    expect(cityNamed("Formiga-MG: o SAAE pede caixa de inspeção na ligação?")).toBe("Formiga");
    // Letters a chat types as words ("pé", "se") after a municipality's name are no state.
    expect(cityNamed("Escada pé-direito mínimo sobre os degraus?")).toBeUndefined();
    expect(cityNamed("telha se soltou com o vento, e agora?")).toBeUndefined();
  });

  it("days of time off ('dias de afastamento') are not a setback ('afastamento')", () => {
    expect(ask("depois de quantos dias de afastamento o operário refaz o treinamento de altura?").answer.text).not.toMatch(/Depende da lei do município/);
    expect(ask("o funcionário teve afastamento de 15 dias do trabalho, qual o prazo?").answer.text).not.toMatch(/Depende da lei do município/);
    expect(ask("qual o afastamento lateral mínimo em Curitiba?").answer.text).toMatch(/Depende da lei do município/);
    // A handrail's distance from the wall it is fixed to is NBR 9050's, in a house as anywhere.
    const rail = ask("Vou especificar corrimão de inox para a escada de um sobrado de 2 pavimentos. Qual o afastamento mínimo entre o corrimão e a parede?");
    expect(rail.answer.text).not.toMatch(/Depende da lei do município/);
    expect(rail.lead).toMatch(/4,0 cm de afastamento da parede/);
  });

  it("a city typed in lower case with its state's letters is named", () => {
    // Before: NBR 9050's sidewalk figures answered for São Sebastião's own sidewalk law.
    const a = ask("qual a largura minima da faixa de servico da calcada em são sebastião sp?");
    expect(a.answer.text).toMatch(/Depende da lei do município de São Sebastião/);
    expect(cityNamed("recuo em patos de minas mg")).toBe("Patos de Minas");
    // Letters that are words too are no state: "se" is not Sergipe, "ap" an apartment, "mt" muito,
    // "rs" a laugh; in brackets they are ("Cuiabá (mt)"). A possessive or a room is no city.
    expect(cityNamed("chuveiro em banheiro se o box for de vidro?")).toBeUndefined();
    expect(cityNamed("qual a área mínima do quarto no meu ap?")).toBeUndefined();
    expect(cityNamed("o pé-direito de 2,40 m na sala fica mt baixo?")).toBeUndefined();
    expect(cityNamed("recuo frontal de casa na praia rs")).toBeUndefined();
    expect(cityNamed("posso fazer a obra de casa pra sp?")).toBeUndefined();
    expect(cityNamed("recuo em cuiaba (mt)")).toBeDefined();
  });

  it("a municipality typed in lower case after 'em' is named; an ordinary word, a wood or a state is not", () => {
    expect(ask("calçada em caraguatatuba: qual a largura minima da faixa de serviço?").answer.text).toMatch(/Depende da lei do município de Caraguatatuba/);
    expect(cityNamed("calçada em corbélia, qual a largura?")).toBe("Corbélia");
    expect(cityNamed("obra em são josé do rio pardo, qual o recuo?")).toBe("São José do Rio Pardo");
    // "d'oeste" typed with or without its apostrophe; a name of ordinary words after "cidade de".
    expect(cityNamed("piscina em santa barbara doeste, qual o recuo?")).toBe("Santa Bárbara d'Oeste");
    expect(cityNamed("recuo na cidade de jales")).toBe("Jales");
    // Materials, shapes and woods that are also towns' names are not cities after "em".
    for (const q of [
      "piso em pedra ou em madeira?",
      "em mato grosso qual o cub?",
      "revestimento em areia e cimento",
      "a NBR 5626 exige teste de estanqueidade em água fria?",
      "Qual a largura mínima de uma escada em caracol?",
      "deck em ipê precisa de guarda-corpo a partir de que altura?",
      "deck em cumaru ou em massaranduba?",
      "qual a altura máxima do muro em granito?",
      "pé-direito mínimo em casa nova?",
    ])
      expect(cityNamed(q), q).toBeUndefined();
    expect(ask("Qual a largura mínima de uma escada em caracol?").answer.text).not.toMatch(/Depende da lei do município/);
  });

  it("a city said with its article takes 'do': 'do Rio de Janeiro', 'do Recife'", () => {
    expect(ask("qual o recuo frontal no Rio de Janeiro?").answer.text).toMatch(/Depende da lei do município do Rio de Janeiro\b/);
    expect(ask("qual o recuo frontal no Recife?").answer.text).toMatch(/Depende da lei do município do Recife\b/);
    expect(ask("qual o recuo frontal em Curitiba?").answer.text).toMatch(/Depende da lei do município de Curitiba\b/);
    expect(ask("qual o recuo frontal em Rio Branco?").answer.text).toMatch(/Depende da lei do município de Rio Branco\b/);
  });

  it("a law's name is not a city's: 'Lei do Distrato' names no municipality", () => {
    // Before: "Depende da lei do município de Distrato".
    const a = ask("Que documento a Lei do Distrato tornou obrigatório no início do contrato de compra na planta?");
    expect(a.answer.text).not.toMatch(/município de Distrato/);
    expect(cityNamed("Que documento a Lei do Distrato tornou obrigatório?")).toBeUndefined();
    expect(cityNamed("a Lei do Inquilinato deixa o inquilino reformar?")).toBeUndefined();
    expect(cityNamed("a lei de Campinas exige vaga?")).toBe("Campinas");
    expect(cityNamed("qual o recuo pela Lei de Uso e Ocupação do Solo?")).toBeUndefined();
    expect(cityNamed("Pelo Código de Obras de Monte Alto, quando a obra é iniciada?")).toBe("Monte Alto");
  });

  it("a definition is still answered from the base", () => {
    const a = ask("O que é taxa de ocupação?");
    expect(a.answer.text).not.toMatch(/Depende da lei do município/);
    expect(a.answer.citations[0]).toBe("ArchDaily Brasil — TO, CA e TP");
  });

  it("a CUB month not published yet says so, by the clock it is given", () => {
    const future = ask("qual vai ser o CUB R8-N de SP de março de 2027?");
    expect(future.answer.text).toMatch(/ainda não foi publicado/);
    expect(future.answer.text).not.toMatch(/R\$/);
    expect(ask("CUB de SP de novembro de 2026").answer.text).toMatch(/ainda não foi publicado/);
    // In 2025 the same month was already in the past: the base says it does not hold it instead.
    const before = ask("CUB de SP de março de 2024", new Date("2025-06-01T12:00:00Z"));
    expect(before.answer.text).toMatch(/não tem o CUB do Sinduscon-SP de mar\/2024/);
  });

  it("a state the base has no value for, or a standard project a month holds no value of, says so", () => {
    expect(ask("CUB do Pará").answer.text).toMatch(/não tem o CUB do Sinduscon-PA/);
    expect(ask("CUB do Rio de Janeiro de 2025").answer.text).toMatch(/não tem o CUB do Sinduscon-RJ/);
    const partial = ask("CUB R1-N de SP de setembro de 2025");
    expect(partial.answer.text).toMatch(/não tem o CUB R1-N do Sinduscon-SP de set\/2025/);
    expect(partial.answer.text).not.toMatch(/2\.553,84/);
    expect(ask("CUB médio Brasil de março de 2024").answer.text).toMatch(/publicada pela CBIC/);
  });

  it("a published month the base does not hold is not answered with another month", () => {
    const a = ask("Qual o CUB R1-N do Paraná em junho de 2025?");
    expect(a.answer.text).toMatch(/não tem o CUB do Sinduscon-PR de jun\/2025/);
    expect(a.answer.text).not.toMatch(/R\$ \d/);
  });

  it.each(["qual o preço médio do metro quadrado de apartamento à venda em Florianópolis?", "quanto é o IPVA de um carro de 50 mil?", "qual a taxa de ocupação dos leitos de UTI?", "receita de bolo de cenoura com cobertura", "posso sacar o FGTS para pagar a obra da minha casa?", "é obrigatório ter extintor no carro?", "qual o ITBI sobre o valor do imóvel na compra do terreno?", "a isenção da taxa de condomínio da síndica entra no imposto de renda?", "como é calculada a taxa de registro do imóvel no cartório quando o cliente compra o terreno?"])(
    "outside architecture: not found (%s)",
    (q) => {
      expect(ask(q).answer.found).toBe(false);
    },
  );

  it("the widths for moving in a straight line in a wheelchair are NBR 9050's 4.3.2", () => {
    expect(ask("numa circulacao de clinica, pra passar duas cadeiras de rodas ao mesmo tempo, qual a largura minima?").passages[0]?.id).toBe("nbr9050-deslocamento-linha-reta");
    expect(ask("qual a largura para um pedestre e um cadeirante lado a lado?").lead).toMatch(/1,20 m a 1,50 m/);
  });

  it("a lux is a lumen per square metre", () => {
    expect(ask("um lux corresponde a quanto de fluxo luminoso por metro quadrado?").passages[0]?.id).toBe("iluminacao-lux-lumen-metodo-dos-lumens");
    expect(ask("qual a relação entre lux e lúmen?").lead).toMatch(/1 lx é 1 lúmen/);
  });

  it("a river's strip in a named city's urban consolidated area is that city's law, with the federal fallback", () => {
    const city = ask("Em área urbana consolidada de Joinville, qual a largura da faixa de APP de um córrego hoje?");
    expect(city.lead).toMatch(/Depende da lei do município de Joinville/);
    expect(city.lead).toMatch(/Lei 14\.285\/2021/);
    // What an urban consolidated area is, and a lake's strip, stay federal: Lei 14.285 reaches
    // only the strips along watercourses.
    expect(ask("o que é área urbana consolidada para fins de APP em Joinville?").lead).not.toMatch(/Depende da lei do município/);
    expect(ask("lagoa natural em área urbana consolidada de Joinville, qual a APP?").lead).not.toMatch(/Depende da lei do município/);
    // No city named: the federal rule is quoted, not a city's answer.
    expect(ask("em área urbana consolidada, a faixa de APP de rio continua sendo a do Código Florestal?").lead).not.toMatch(/Depende da lei do município/);
  });

  it("the strip of a small stream is the Código Florestal's, with no other strip's figure beside it", () => {
    const stream = ask("O terreno do meu cliente é cortado por um córrego de uns 6 m de largura. Qual a faixa de APP em cada margem pelo Código Florestal?");
    expect(stream.lead).toMatch(/30 m/);
    expect(stream.answer.text).not.toMatch(/\b15\s*m\b/);
  });

  it("'o número máximo de andares' counts floors: a floor's number in Braille does not answer", () => {
    const floors = ask("qual o número máximo de andares sem elevador pela NBR 9050?");
    expect(floors.answer.found).toBe(false);
    // A count the base states still answers.
    expect(ask("qual o número mínimo de vagas para PCD num estacionamento de 100 vagas?").lead).toContain("**2 vagas**");
  });

  it("'áreas de risco' is a kind of place, not an area measured: the glass is asked", () => {
    // Before: "área" anchored the head on "risco", and lightning protection answered.
    expect(ask("qual o vidro exigido em áreas de risco, como o box do banheiro?").passages[0]?.id).toBe("nbr7199-abaixo-1-10");
  });

  it("'a validade do alvará' asks of the permit, not of whatever else lasts some days", () => {
    // Before: "prazo de validade" was the thing asked, and the CDC's 10-day quote answered it.
    expect(subjectOf("Qual o prazo de validade do alvará?").head).toEqual(["alvar"]);
    expect(ask("Qual o prazo de validade do alvará?").answer.text).not.toMatch(/CDC|Código de Defesa do Consumidor/);
    // A validity is a time: found by a review, a passage on the thing with no time (an
    // extinguisher's spacing, the waste classes of paint) does not answer it.
    expect(subjectOf("Qual a validade do extintor de incêndio?").unit).toBe("dias|meses|semanas|anos|h");
    expect(ask("Qual a validade do extintor de incêndio?").answer.text).toMatch(/^\*\*Depende das regras do Corpo de Bombeiros/);
    expect(ask("Qual a validade da tinta?").answer.found).toBe(false);
    // Nor another thing's time: a waterproofing test's 72 h for a gas test, a floor's curing days
    // for a mortar's shelf life (found by a review): the passage must name a validity.
    expect(ask("Qual a validade do teste de estanqueidade do gás?").answer.found).toBe(false);
    expect(ask("Qual a validade da argamassa colante?").answer.found).toBe(false);
    // "tem validade?" asks whether it is valid, which a passage may say in other words.
    expect(subjectOf("o RRT emitido e nao pago tem validade?").mustName).toBeUndefined();
  });

  it("'qual é a resistência dele' asks a strength in MPa, as 'a resistência do bloco' does", () => {
    expect(subjectOf("Bloco cerâmico de vedação classe VED15: qual é a resistência dele?").unit).toBe("kpa");
  });

  it("a pronoun and a nearness are not the thing asked ('a quantos metros dela', 'a mais próxima')", () => {
    const box = ask("ligacao do coletor predial com a rede publica: a caixa de inspecao mais proxima pode ficar no maximo a quantos metros dela?");
    expect(box.passages[0]?.id).toBe("nbr8160-inspecao");
    expect(box.lead).toMatch(/15 m/);
    // "o trecho do ramal": the stretch is the branch's, and the branch is asked.
    expect(ask("Conforme a NBR 8160, qual o comprimento máximo do trecho do ramal de descarga de uma bacia sanitária, medido entre ela e o dispositivo de inspeção?").passages[0]?.id).toBe("nbr8160-inspecao");
  });

  it("the architectural 'partido' is asked, not 'a partir de'", () => {
    expect(ask("qual etapa do projeto apresenta o partido arquitetonico, antes do anteprojeto?").passages[0]?.id).toBe("etapas-resumo");
  });

  it("'órgão' asks a body, a party: it is not the thing asked", () => {
    // "registrar em algum órgão": the copyright asked, which needs no registration (Lei 9.610, art. 18).
    expect(ask("Preciso registrar meu projeto em algum órgão para ele ser protegido pela lei de direitos autorais?").passages[0]?.id).toBe("lei9610-projeto-obra-protegida");
    // "qual órgão emite o habite-se?" asks who: a passage naming none (the ENCE's) does not answer.
    expect(ask("qual órgão emite o habite-se?").answer.found).toBe(false);
    expect(subjectOf("qual o órgão que emite o habite-se?").who).toBe(true);
  });

  it("a design's copyright: no registration, moral rights for good, 70 years for the patrimonial ones", () => {
    expect(ask("quanto tempo depois da morte do arquiteto o projeto cai em domínio público?").lead).toMatch(/70 anos/);
    expect(ask("Preciso registrar meu projeto em algum órgão para ele ser protegido pela lei de direitos autorais?").lead).toMatch(/não exige registrar/);
  });

  it("the architect and the client: a consumer relation, liability by fault, a service contract in good faith", () => {
    const liability = ask("A responsabilidade do arquiteto como profissional liberal no CDC é objetiva ou subjetiva?");
    expect(liability.lead).toMatch(/é subjetiva/);
    // The burden of proof may be reversed for the consumer (art. 6º, VIII): not "the client must prove" alone.
    expect(liability.lead).toMatch(/inverter o ônus da prova/);
    // Art. 421 as written: the contract's social function bounds the freedom to contract.
    expect(ask("qual artigo do Código Civil limita a liberdade contratual?").answer.text).toMatch(/liberdade contratual é exercida nos limites da função social do contrato/);
    expect(ask("que artigos do Código Civil tratam do contrato de prestação de serviço?").lead).toMatch(/593 a 609/);
  });

  it("'a distância a percorrer até uma saída' is a travel distance: extinguishers' spacing does not answer", () => {
    expect(ask("qual a distância máxima a percorrer até uma saída em prédio residencial?").passages.map((p) => p.id)).not.toContain("it21-sp-extintores-distribuicao");
  });

  it("no city's own rule is quoted below the answer when the question names no city", () => {
    const ids = ask("qual a área de ventilação mínima de um dormitório?").passages.map((p) => p.id);
    expect(ids).not.toContain("zon-porto-alegre");
  });

  it("the IPTU progressive in time: up to 15 %, for 5 years, then expropriation", () => {
    expect(ask("qual a alíquota máxima do IPTU progressivo no tempo?").lead).toMatch(/15%/);
    expect(ask("depois de quantos anos de IPTU progressivo a prefeitura pode desapropriar?").lead).toMatch(/5 anos/);
  });

  it("a part the base lacks names the parts it holds in good Portuguese", () => {
    expect(ask("O que diz a NBR 5419-5, a parte da norma de para-raios só para residências unifamiliares?").answer.text).toMatch(/da NBR 5419, tem as partes 5419-2 e 5419-3\./);
    // The parts it holds are listed below, by their codes: no figure of the note is invented.
    const question = "O que diz a NBR 5419-5, a parte da norma de para-raios só para residências unifamiliares?";
    expect(inventedFigures(ask(question), { question })).toEqual([]);
  });

  it("NBR 9077's exit doors open toward the exit, with 0,80 m clear", () => {
    const doors = ask("Pela NBR 9077, as portas das rotas de saída de emergência devem abrir em que sentido?");
    expect(doors.passages[0]?.id).toBe("nbr9077-portas-rotas-de-saida");
    // An exit's own width is still the unit of passage's passage, not the doors'.
    expect(ask("largura minima de saida de emergencia pela NBR 9077 pra passagem de pessoas, quanto é?").passages[0]?.id).toBe("nbr9077-unidade-passagem");
  });

  it("'fixa' and 'prevê' say what a rule does, not what it is about", () => {
    expect(ask("a lei 6.766 fixa lote mínimo de 125 m²?").passages[0]?.id).toBe("lei6766-lote-minimo");
  });

  it("'o que diz / fala' asks what a rule says, not a thing", () => {
    expect(ask("o que diz a Resolução CONAMA 307 sobre classes de resíduos?").passages[0]?.id).toBe("conama307-classes-a-b-c-d");
  });

  it("a fine counted in annuities is no amount in reais", () => {
    expect(subjectOf("Qual a multa máxima, em anuidades, que o CAU pode aplicar?").unit).toBeUndefined();
    expect(ask("Qual a multa máxima, em anuidades, que o CAU pode aplicar ao arquiteto que se apropria de projeto alheio?").lead).toMatch(/10 anuidades/);
    expect(subjectOf("qual a multa por atraso do condomínio?").unit).toBe("brl|%");
  });

  it("NBR 9077's emergency stairs: a protected one has 2-hour walls and 30-minute doors", () => {
    const walls = ask("As paredes corta-fogo que enclausuram uma escada protegida devem ter resistência mínima ao fogo de quanto tempo?");
    expect(walls.passages[0]?.id).toBe("nbr9077-tipos-de-escada");
    expect(walls.lead).toMatch(/2 h de fogo/);
    expect(ask("qual a diferença entre escada enclausurada protegida e escada à prova de fumaça?").passages.map((p) => p.id)).toContain("nbr9077-tipos-de-escada");
  });

  it("a law the base holds no passage of is named as missing when it is the rule asked", () => {
    expect(ask("licitação de obra na lei 13.303, qual a regra do projeto básico?").answer.text).toMatch(/não tem trechos da Lei 13\.303/);
    // Named as "Lei nº. 13.303/2016" it is the same law; a state's law is not the Planalto's.
    expect(ask("Na Lei nº. 13.303/2016, o que é o projeto básico?").answer.text).toMatch(/não tem trechos da Lei 13\.303/);
    const state = ask("a lei estadual 13.303 exige projeto básico?");
    expect(state.answer.text).toMatch(/não tem trechos da Lei estadual 13\.303[^.]*\. Confira o texto no site da Assembleia Legislativa/);
    expect(state.passages).toEqual([]);
    // A law the base holds still answers; so does a question that also names a norm.
    expect(ask("o que diz a lei 10.098 sobre acessibilidade?").answer.found).toBe(true);
    // A value to come is said as such first, whether or not the base holds the law.
    expect(ask("Quanto vai valer em 2028 o limite de obras de grande vulto da Lei 14.133, depois da atualização anual?").answer.text).toMatch(/ainda não/);
  });

  it("a council's resolution by a number no passage names is not answered from another", () => {
    expect(ask("O que a Resolução CAU/BR nº 999, de 2025, mudou nas multas por plágio de projeto?").answer.text).toMatch(/não tem a Resolução CAU\/BR nº 999, e não a conheço/);
    expect(ask("o que diz a resolução CAU/BR 91 sobre RRT?").answer.found).toBe(true);
    expect(ask("a resolução conama 307 classifica o gesso em qual classe?").answer.found).toBe(true);
  });

  it("a law asked by its year is a law of that year", () => {
    // Lei 13.465 is of 2017: it does not answer for a law of 2015.
    expect(ask("qual lei de 2015 criou a Reurb?").answer.found).toBe(false);
    expect(ask("qual lei de 2017 criou a Reurb?").lead).toMatch(/13\.465/);
  });

  it("Lei 6.766's strips name the laws that wrote them", () => {
    expect(ask("Qual lei de 2019 alterou a Lei 6.766 para permitir reduzir por lei municipal a faixa não edificável ao longo das rodovias?").lead).toMatch(/13\.913\/2019/);
    // Lei 10.932/2004 (pipelines) is not in the base: no other year's law answers for it.
    expect(ask("Qual lei de 2004 tirou dos dutos a faixa não edificável fixa de 15 m da Lei 6.766?").answer.found).toBe(false);
  });

  it("a law asked for a duty it does set is named, not denied", () => {
    // Lei 4.591/1964, art. 54: the unions are "obrigados" to publish the CUB by the 5th.
    const cub = ask("Que lei obriga os sindicatos da construção a divulgar o CUB todo mês?");
    expect(cub.answer.found).toBe(true);
    expect(cub.lead).toMatch(/Lei 4\.591\/1964 \(art\. 54\) obriga/);
  });

  it("the income tax said as 'IR' is outside architecture: no neighbouring passage is listed", () => {
    // "ir e vir" is coming and going, not the income tax.
    expect(ask("largura minima da circulacao pro ir e vir de cadeirante?").answer.text).toMatch(/Largura para deslocamento em linha reta/);
    for (const q of ["o apartamento entra em qual ficha do IR?", "no IR qual o codigo pra declarar apartamento?"]) {
      const a = ask(q);
      expect(a.answer.found).toBe(false);
      expect(a.answer.text, q).not.toMatch(/^- _/m);
    }
  });

  it("a part of a norm the base holds only whole is named as missing, not answered from the whole norm", () => {
    const a = ask("qual a NBR 9077-2 de escadas residenciais?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/não tem a NBR 9077-2/);
    // A part some passage names is still searched.
    expect(ask("o que a NBR 16401-3 diz sobre a vazão de ar exterior?").answer.found).toBe(true);
  });

  it("a lot's frontage in a city depends on that city's law, with the federal floor only below it", () => {
    const a = ask("lote com testada de 6 m em Campinas pode ter duas casas?");
    expect(a.answer.text).toMatch(/Depende da lei do município/);
    expect(figuresIn(a.lead).filter((f) => f.unit !== "" && !(f.value === 6 && f.unit === "m"))).toEqual([]);
  });

  it.each([
    ["em Goiânia qual a largura mínima de calçada?", "Goiânia"],
    ["qual o pé-direito mínimo de dormitório em Salvador?", "Salvador"],
    ["em Jundiaí, quantos litros por pessoa a concessionária manda considerar na caixa d'água?", "Jundiaí"],
    ["quanto custa o alvará de construção em Florianópolis?", "Florianópolis"],
    ["qual a taxa de análise de projeto na prefeitura de Belo Horizonte para aprovar uma casa?", "Belo Horizonte"],
    ["para quanto a lei de Atibaia reduziu a faixa não edificável junto à rodovia?", "Atibaia"],
  ])("a code-of-works or fee rule of a named city depends on that city's law, naming it: %s", (q, city) => {
    const a = ask(q);
    expect(a.answer.text).toContain(`Depende da lei do município de ${city}`);
    expect(figuresIn(a.lead).filter((f) => f.unit !== "")).toEqual([]);
  });

  it("a shop's or a clinic's ceiling height is the city's code, not NBR 15575's dwellings", () => {
    for (const q of ["qual o pé-direito mínimo de consultório?", "pé-direito mínimo de uma loja?"]) {
      const a = ask(q);
      expect(a.answer.text, q).toMatch(/Depende da lei do município/);
      expect(a.passages.map((p) => p.id), q).not.toContain("nbr15575-pe-direito");
    }
    // A dwelling's is NBR 15575's, even beside a shop or a school, and an office is no dwelling.
    expect(ask("qual o pé-direito mínimo de um dormitório?").passages[0]?.id).toBe("nbr15575-pe-direito");
    expect(ask("Casa perto de uma escola: qual a vida útil de projeto da estrutura pela NBR 15575?").passages[0]?.id).toBe("nbr15575-vup-estrutura");
    expect(ask("Apartamento em cima de restaurante: qual o isolamento acústico mínimo da laje pela NBR 15575?").answer.found).toBe(true);
    expect(ask("qual o pé-direito mínimo de um escritório comercial?").passages.map((p) => p.id)).not.toContain("nbr15575-pe-direito");
  });

  it("without a city, a national rule on the same subject is still quoted", () => {
    const a = ask("qual o pé-direito mínimo de um dormitório?");
    expect(a.answer.text).not.toMatch(/Depende da lei do município/);
    expect(a.answer.citations[0]).toMatch(/NBR 15575/);
  });

  it("a premise whose figure no passage states is not confirmed; a true one is answered", () => {
    const wrong = ask("a NBR 9050 exige rampa com 20% de inclinação, né?");
    expect(wrong.answer.found).toBe(false);
    expect(wrong.answer.text).toMatch(/Não conheço norma ou lei com esse requisito/);
    expect(wrong.answer.text).not.toMatch(/8,33/);
    const right = ask("a NBR 9050 exige rampa com no máximo 8,33% de inclinação, né?");
    expect(right.answer.found).toBe(true);
    expect(right.answer.citations[0]).toMatch(/NBR 9050/);
  });

  it("a norm number no passage names is not known, and not answered from another norm", () => {
    const a = ask("qual a NBR 99999 de telhados verdes?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/não tem a NBR 99999/);
  });

  it.each(["qual o telefone do Corpo de Bombeiros?", "qual o horário de funcionamento do CAU?"])("a contact or an office hour is not a rule: not found (%s)", (q) => {
    const a = ask(q);
    expect(a.answer.found).toBe(false);
    expect(a.passages).toEqual([]);
  });

  it("a value of the period to come, without its year, is not published yet", () => {
    expect(ask("quanto vai ser a anuidade do CAU no ano que vem?").answer.text).toMatch(/ainda não foi publicado/);
  });

  it("a ban asserted is confirmed only by a passage that states a ban", () => {
    const wrong = ask("a NBR 15575 proíbe piso laminado na cozinha, né?");
    expect(wrong.answer.found).toBe(false);
    expect(wrong.answer.text).toMatch(/Não conheço norma ou lei com esse requisito/);
    const right = ask("a NBR 9077 proíbe lances com menos de três degraus, né?");
    expect(right.answer.found).toBe(true);
    expect(right.passages.some((p) => /proibid/.test(p.text))).toBe(true);
  });

  it("an acronym the base knows must be matched by the answer", () => {
    // "norma cancelada" (the old lighting norm) is not how to cancel an RRT.
    const a = ask("como cancelar um RRT?");
    expect(a.passages.every((p) => /RRT/.test(`${p.code} ${p.title} ${p.text}`))).toBe(true);
  });

  it("a fine is answered by an amount or a share, and a permit's fine is the city's", () => {
    const rrt = ask("qual a multa do RRT fora do prazo?");
    expect(rrt.answer.found).toBe(true);
    expect(rrt.lead).toMatch(/300%/);
    const permit = ask("qual o valor da multa por obra sem alvará?");
    expect(permit.answer.text).toMatch(/Depende da lei do município/);
    expect(figuresIn(permit.lead).filter((f) => f.unit !== "")).toEqual([]);
  });

  it("a count asserted is confirmed only by a passage that states it (digits or spelled out)", () => {
    const wrong = ask("a NBR 5410 exige 10 tomadas por cozinha, certo?");
    expect(wrong.answer.found).toBe(false);
    expect(wrong.answer.text).toMatch(/Não conheço norma ou lei com esse requisito/);
    // A norm's or a law's number is no count ("NBR 5410 exige…" does not assert 5410 of anything).
    expect(ask("a NBR 9050 exige rampa com no máximo 8,33% de inclinação, né?").answer.found).toBe(true);
  });

  it("a rule presumed ('qual NBR obriga…') is not confirmed by a passage that requires nothing", () => {
    const a = ask("qual NBR obriga instalar ar-condicionado em todo quarto?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/Não conheço norma ou lei com esse requisito/);
  });

  it.each([
    // A pay asked in reais: the professional minimum ("6 salários mínimos") is not the market's average.
    "qual o salário médio de um arquiteto em 2026?",
    // A fire rating in minutes: a fire door's classes are not a window's.
    "qual o tempo de resistência ao fogo de uma janela de alumínio?",
    // A strength of a block: the concrete's water/cement ratio is not it.
    "qual a resistência mínima à compressão do bloco de concreto estrutural?",
  ])("a figure of another kind, or of another thing, is not shown as the answer: %s", (q) => {
    const a = ask(q);
    expect(a.answer.found).toBe(false);
    expect(a.passages).toEqual([]);
  });

  it("a rule presumed is judged on the words of the asking, not on those of the case told before it", () => {
    // Before: "herdada" and "bisavô", which no passage uses, made the federal strip "no such rule".
    const a = ask("Gleba herdada do bisavô e cortada por rodovia: qual a faixa non aedificandi que a Lei 6.766 exige?");
    expect(a.passages[0]?.id).toBe("lei6766-faixa-nao-edificavel");
    // An unknown word in the asking still finds no rule.
    expect(ask("qual NBR obriga tomada USB em todo cômodo?").answer.text).toMatch(/Não conheço norma ou lei com esse requisito/);
  });

  it("a fire door's rating in minutes is answered by its class (NBR 11742)", () => {
    const a = ask("qual o tempo de resistência ao fogo da porta corta-fogo P-60?");
    expect(a.passages[0]?.id).toBe("nbr11742-classes-p30-p120");
    expect(a.answer.text).toMatch(/P-60, 60 min/);
  });

  it("the next edition of a norm is to come, whatever is asked of it", () => {
    // Before: "muda o quê" asked no date, and the edition in force was quoted as the next one.
    const a = ask("A próxima edição da NBR 16280, que deve sair em 2027, muda o que no plano de reforma?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/próxima edição da NBR 16280 ainda não foi publicada/);
  });

  it("the next revision of a norm is to come too, even asked whether it is out yet", () => {
    // Before: "a próxima revisão da NBR …" was not read as an edition to come, and "já saiu?" read
    // as an edition already out: the edition in force was quoted as the answer.
    expect(ask("A próxima revisão da NBR 9050, que dizem que sai em 2028, vai mudar a largura das rampas?").answer.text).toMatch(/ainda não foi publicada/);
    expect(ask("a proxima revisao da nbr 5410 ja saiu?").answer.text).toMatch(/ainda não foi publicada/);
    // A new edition that came out is the one in force, for the search to answer.
    expect(ask("Quando foi publicada a nova NBR 9050?").answer.text).not.toMatch(/ainda não foi publicada/);
  });

  it("an edition of a year to come is not out, whether or not the base holds the norm", () => {
    // Before: a norm the base does not hold was answered "não a conheço", not that 2028 is to come.
    // Nor does it say the norm exists ("use a edição em vigor"): the number may be wrong.
    const unknown = ask("já saiu a NBR 14931 de 2028? o que muda na execução de estruturas de concreto?").answer.text;
    expect(unknown).toMatch(/não tem a NBR 14931 nem sabe se ela existe com esse número; de todo modo, uma edição de 2028 ainda não foi publicada/);
    expect(unknown).not.toMatch(/edição em vigor e confira/);
    expect(ask("a NBR 9050 de 2029 já saiu?").answer.text).toMatch(/A edição de 2029 da NBR 9050 ainda não foi publicada/);
  });

  it("a price asked by its amount for a year to come is not published yet", () => {
    // Before: "quantos reais … vai custar" was not read as a value asked.
    expect(ask("Quantos reais por kWh vai custar a energia da concessionária em 2029?").answer.text).toMatch(/ainda não foi publicado/);
    // "pode custar menos" compares; it asks no value.
    expect(ask("Uma obra que começa em 2027 pode custar menos em steel frame do que em alvenaria?").answer.text).not.toMatch(/ainda não foi publicado/);
  });

  it("a law named, then its number after a comma ('a lei de…, a 15.123'), is that law", () => {
    // Before: the number was not read as the law's, and another rule's passage was quoted.
    expect(ask("Quem fiscaliza a lei de segurança de elevadores, a 15.123? É o município?").answer.text).toMatch(/não tem trechos da Lei 15\.123/);
    // A law the base holds is still answered from its passages.
    expect(ask("a lei que criou o direito de laje, a 13.465, é de que ano?").answer.text).not.toMatch(/não tem trechos/);
    // A figure with its unit after the comma is no law's number.
    expect(ask("Pela lei do parcelamento do solo, 2.437 m² de gleba precisa virar loteamento?").answer.text).not.toMatch(/não tem trechos da Lei/);
  });

  it("the RRT a city hall asks for is the CAU's (federal), not the city's rule", () => {
    // Before: "habite-se" and "prefeitura" made it the city's ("Depende da lei do município").
    const a = ask("Para pedir o habite-se do sobrado, que registro de responsabilidade técnica a prefeitura pede?");
    expect(a.answer.text).not.toMatch(/Depende da lei do município/);
    expect(a.passages[0]?.id).toBe("lei12378-rrt");
    // The habite-se's own procedure stays the city's, and an RRT said in passing changes nothing.
    expect(ask("Em Campinas, quanto tempo a prefeitura leva para dar o habite-se?").answer.text).toMatch(/Depende da lei do município de Campinas/);
    expect(ask("Em Porto Alegre, qual o recuo frontal mínimo? O RRT já está pago.").answer.text).toMatch(/Depende da lei do município de Porto Alegre/);
    expect(ask("No Recife, qual a taxa de ocupação máxima? preciso pra ART do projeto").answer.text).toMatch(/Depende da lei do município do Recife/);
  });

  it("a bill is not followed by the base: whether it became law is not claimed either way", () => {
    // Before: "já virou lei?" quoted the nearest passage (a norm on warranties) as the answer.
    const a = ask("O PL 2.345/2021, que obriga bicicletário em prédio novo, já virou lei? Qual o prazo de adaptação?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/não acompanha projetos de lei: não sabe se o PL 2\.345\/2021 já virou lei/);
    // The bill as typed: no year spelled out that the question did not give.
    expect(ask("quando o pl 1234/19 for sancionado vale a partir de quando?").answer.text).toMatch(/PL 1234\/19 já virou lei/);
    // What a bill will require and from when, and a bill told only by where it stands in Congress.
    expect(ask("A partir de quando os estacionamentos vão ter que reservar 5% das vagas para pessoas com deficiência, como prevê o PL 3185/23?").answer.text).toMatch(/PL 3185\/23 já virou lei/);
    expect(ask("Quando entra em vigor a reserva de 10% das vagas para idosos que a Câmara aprovou em comissão?").answer.text).toMatch(/não acompanha projetos de lei: não sabe se esse projeto já virou lei/);
    // A law in force named by its name, and a city's bill, are no federal bill the base does not
    // follow (found by a review: the LBI and the tax reform were said to be bills).
    expect(ask("A partir de quando a Lei Brasileira de Inclusão passou a valer? Ela veio de um projeto de lei de 2000").answer.text).not.toMatch(/projetos de lei/);
    expect(ask("O Senado aprovou a reforma tributária: a partir de quando o arquiteto paga IBS e CBS?").answer.text).not.toMatch(/projetos de lei/);
    expect(ask("O projeto de lei do novo código de obras de São Paulo já foi aprovado?").answer.text).not.toMatch(/Câmara dos Deputados/);
    // A bill said beside the law in force, or not what is asked, leaves the question to the law.
    const law = ask("A Lei 13.146 veio do PL 7.699/2006; o que ela diz sobre vagas para pessoas com deficiência?");
    expect(law.answer.text).not.toMatch(/projetos de lei/);
    expect(law.passages[0]?.id).toBe("vagas-pcd-lbi-2-por-cento");
  });

  it("a bill's value once it becomes law, and a next deadline to come, are not published yet", () => {
    expect(ask("Quando o PL 413/2025 virar lei, qual será o novo percentual mínimo de moradias para pessoas com deficiência nos programas habitacionais?").answer.text).toMatch(/ainda não foi publicado/);
    expect(ask("qual vai ser o proximo prazo que o governo vai dar, depois de dezembro de 2024, pros hoteis antigos chegarem aos 10% de quartos acessiveis?").answer.text).toMatch(/ainda não foi publicado/);
    // A project's own future, or a case's new limit, is no value to come.
    expect(ask("Quando a casa sair do papel, qual vai ser a largura mínima da porta acessível do banheiro?").answer.text).not.toMatch(/ainda não foi publicado/);
    expect(ask("Se a escada tiver 18 degraus, qual será o novo limite de altura do espelho?").answer.text).not.toMatch(/ainda não foi publicado/);
  });

  it("a value of a law still to pass is not published yet", () => {
    const a = ask("qual o teto de financiamento que a lei de moradia por autogestão vai fixar quando for sancionada?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/ainda não foi publicado/);
  });

  it("a structural system's number of floors is not a city's rule", () => {
    expect(ask("quantos pavimentos pode ter uma alvenaria estrutural?").answer.text).not.toMatch(/Depende da lei do município/);
  });

  it("a part named as 'parte N da NBR X' of a norm the base holds only whole is named as missing", () => {
    const a = ask("o que diz a parte 2 da NBR 9050?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/não tem a NBR 9050-2/);
  });

  it("an edition year no passage of that norm names is not answered from another edition", () => {
    const a = ask("o que mudou na NBR 9050 de 2024?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/não conhece edição de 2024 da NBR 9050/);
    // An edition the base holds is answered.
    expect(ask("o que mudou na NBR 9050 de 2020?").answer.found).toBe(true);
  });

  it("a rule presumed is confirmed only by a passage that matches its whole subject", () => {
    // The NBR 15575's "nível mínimo obrigatório" shares only "ar" with "ar-condicionado".
    expect(ask("é verdade que a NBR 15575 obriga ar-condicionado?").answer.found).toBe(false);
    // "lei" names the kind of rule, not its subject: the Lei 6.766 passages are not about ramps.
    expect(ask("a lei obriga rampa em toda casa térrea?").passages.some((p) => /6\.766/.test(p.code))).toBe(false);
  });

  it("getting a parking credential is an office's procedure, not a rule of the base", () => {
    const a = ask("onde faço a carteirinha de vaga PcD?");
    expect(a.answer.found).toBe(false);
    expect(a.passages).toEqual([]);
  });

  it.each([
    ["em Recife posso construir até quantos andares?", "do Recife"],
    ["qual a distância mínima entre prédios em Vitória?", "de Vitória"],
    ["em Uberlândia, qual a inclinação máxima de rampa de garagem?", "de Uberlândia"],
    ["qual a largura mínima de corredor de apartamento em Brasília?", "de Brasília"],
  ])("floors, distances between buildings, garage ramps and rooms' corridors are the city's: %s", (q, city) => {
    const a = ask(q);
    expect(a.answer.text).toContain(`Depende da lei do município ${city}`);
    expect(figuresIn(a.lead).filter((f) => f.unit !== "")).toEqual([]);
  });

  it("whether a building must have a lift is the city's code of works", () => {
    expect(ask("Em Sorocaba prédio de 5 andares precisa ter elevador?").answer.text).toContain("Depende da lei do município de Sorocaba");
  });

  it("\"é obrigado a\" is an obligation, not a thanks", () => {
    expect(ask("em campinas o predio é obrigado a ter elevador?").answer.text).toContain("Depende da lei do município de Campinas");
    // A thanks is still left out.
    expect(ask("qual a altura do corrimão? obrigado!").lead).toMatch(/0,92 m/);
  });

  it("'na minha cidade' asks for the city's rule too", () => {
    expect(ask("na minha cidade posso fazer edícula no fundo do lote?").answer.text).toMatch(/Depende da lei do município/);
    // A national rule asked without a city is still the norm's.
    expect(ask("qual a largura mínima de corredor de uso comum?").answer.citations[0]).toMatch(/NBR 9050/);
  });

  it("a norm's next edition is not foretold: the base quotes what it holds on the edition in force", () => {
    const a = ask("quando sai a nova NBR 9050?");
    expect(a.answer.text).toMatch(/não faz previsões/);
    expect(a.passages.length).toBeGreaterThan(0);
    expect(a.passages.every((p) => /NBR 9050/.test(p.code) && /edição|vigente|vigor|revisão|nova|mudou|versão/i.test(p.title))).toBe(true);
    expect(ask("quando entra em vigor a nova NBR 5410?").passages.every((p) => /NBR 5410/.test(p.code))).toBe(true);
  });

  it("a value asked in the future tense, with no past year, is not published yet", () => {
    const a = ask("qual vai ser o CUB de janeiro?");
    expect(a.answer.text).toMatch(/ainda não foi publicado/);
    expect(a.answer.text).not.toMatch(/R\$/);
  });

  it.each([
    ["Curitiba: qual o recuo frontal na ZR-3?", "Depende da lei do município de Curitiba"],
    ["recuo lateral em SP para sobrado", "Depende da lei do município"],
    ["lei de zoneamento de Campinas permite comércio em zona residencial?", "Depende da lei do município de Campinas"],
    ["quantos metros de frente precisa ter um lote em Sorocaba?", "Depende da lei do município de Sorocaba"],
  ])("a zone code is no city, and uses, frontages and 'em SP' are the city's: %s", (q, expected) => {
    const a = ask(q);
    expect(a.answer.text).toContain(expected);
    expect(a.answer.text).not.toMatch(/município de ZR/);
  });

  it("the thing asked is named by the passage, not matched by a near spelling (decision 082)", () => {
    // "despensa" (a pantry) is one letter from "dispensa" (a waiver), which the MCMV minimums use.
    const a = ask("qual a área mínima da despensa?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).not.toMatch(/m²/);
    // "correr" is not "corrimão": a short stem names a word only whole.
    expect(ask("qual a largura da porta de correr?").passages.map((p) => p.id)).not.toContain("nbr9050-corrimao-intermediario");
  });

  it.each([
    // NBR 9077's ramp passage names exits and states 1,10 m and 10%: no number of exits.
    "quantas saídas de emergência precisa um prédio residencial de 10 andares?",
    // NBR 15575's thermal passage says the 2021 amendment "trocou" the criterion: no air changes.
    "quantas trocas de ar por hora num banheiro sem janela?",
  ])("a count is answered only by a passage that counts the thing asked: %s", (q) => {
    const a = ask(q);
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/Não encontrei isso na base offline do Prancheta/);
  });

  it.each([
    ["quantas tomadas a NBR 5410 pede num quarto de 10 m²?", /NBR 5410/, /1 ponto de tomada/],
    // Decreto 5.296 counts them per floor and sex in public buildings; NBR 9050 as a share.
    ["Quantos banheiros acessíveis preciso ter?", /NBR 9050|Decreto 5\.296/, /5%|uma cabine para cada sexo/],
    ["quantos quartos tem a residência padrão baixo R1-B usada no cálculo do CUB?", /NBR 12721|CUB/, /2 dormitórios/],
  ])("a count stated by the passage, by a share or under another name, still answers: %s", (q, norm, count) => {
    const a = ask(q);
    expect(a.answer.citations[0]).toMatch(norm);
    expect(a.lead).toMatch(count);
  });

  it.each([
    // NBR 5410's kitchen passage names the counter with "1 ponto a cada 3,5 m de perímetro".
    "qual a altura da bancada da cozinha?",
    // NBR 9050's kerb-ramp passage states a width and a slope, never a kerb's height.
    "qual a altura do meio-fio da calçada?",
  ])("a length is answered only by a passage that measures the kind asked: %s", (q) => {
    const a = ask(q);
    expect(a.answer.found).toBe(false);
    expect(figuresIn(a.answer.text).filter((f) => f.unit === "m")).toEqual([]);
  });

  it("a height stated as 'a X m do piso' or 'eixo a X m' still answers a height", () => {
    expect(ask("a que altura vai o corrimão de uma rampa acessível?").lead).toMatch(/0,92 m/);
    expect(ask("qual a altura máxima do interruptor pela NBR 9050?").answer.citations[0]).toMatch(/NBR 9050/);
  });
  it("'quem…?' is answered by a passage that names who, not one that only states the rule (decision 082)", () => {
    // The nearest passages say what a certificate or a class is, never who issues or decides it.
    // Naming the norm does not change that: the NBR 6118's passage on classes names no one who picks one,
    // and the NBR 9077's on exits counts passage units, not storeys.
    for (const q of ["quem emite o habite-se?", "quem define a classe de agressividade ambiental do concreto?", "quem escolhe a classe de agressividade da NBR 6118?", "quantos pavimentos a NBR 9077 considera?"]) {
      expect(ask(q).answer.found, q).toBe(false);
    }
    expect(ask("quem pode assinar projeto de arquitetura?").passages[0]?.id).toBe("lei12378-atribuicoes");
    expect(ask("quem define a faixa de APP de rio em área urbana consolidada?").passages[0]?.id).toBe("lei12651-app-area-urbana-consolidada");
    // "vale pra quem tem…" asks of a condition, not of a party.
    expect(ask("vaga de idoso vale pra quem tem a partir de quantos anos?").answer.found).toBe(true);
  });
  it("a legal idiom is not the subject: 'sob pena de caducidade' does not answer a penalty (decision 082)", () => {
    const a = ask("qual a pena para quem faz loteamento sem aprovação?");
    expect(a.passages.map((p) => p.id)).not.toContain("lei6766-registro-180-dias");
    expect(ask("qual o prazo para registrar o loteamento aprovado?").passages[0]?.id).toBe("lei6766-registro-180-dias");
  });
  it("a value fixed each year is answered only by a passage of the year asked (decision 082)", () => {
    // The base holds the 2024 fee: another year's figure would read as the one asked.
    for (const q of ["qual foi a taxa de RRT em 2022?", "qual a anuidade do CAU de 2019?"]) {
      const a = ask(q);
      expect(a.answer.found, q).toBe(false);
      expect(a.answer.text, q).not.toMatch(/R\$/);
    }
    expect(ask("qual a taxa de RRT em 2024?").lead).toMatch(/R\$ 119,61/);
    // A rule with no amount holds in the year asked; a law's year is not a date asked.
    expect(ask("salário mínimo profissional do arquiteto em 2025").passages[0]?.id).toBe("lei4950a-salario-minimo-profissional");
    expect(ask("qual foi a multa do RRT extemporâneo?").passages[0]?.id).toBe("cau-rrt-extemporaneo");
  });
  it("a figure the question gives of another unit must be one the passage deals in (decision 082)", () => {
    // The minimum sections (1,5 and 2,5 mm²) say nothing of a 7500 W shower's circuit.
    expect(ask("qual a bitola do fio do chuveiro de 7500 W?").answer.found).toBe(false);
    // "DN 100" is a diameter in millimetres; a river's width is the length asked.
    expect(ask("qual a declividade mínima do ramal de esgoto de 100 mm?").passages[0]?.id).toBe("nbr8160-declividade");
    expect(ask("qual a APP de um rio de 3 m de largura em área rural?").passages[0]?.id).toBe("lei12651-app-rio-menos-10");
  });

  it.each([
    // NBR 5410's lighting load (VA by room area) is electric lighting, not the window's daylight.
    "qual a área mínima de iluminação natural de um dormitório?",
    // NBR 10844's 0,5 % is the gutter's fall: it names "telhado", never a ceramic tile.
    "qual a declividade mínima de telha cerâmica?",
    // NBR 7229's distances hold no tank volume.
    "qual o volume mínimo de fossa séptica para 5 pessoas?",
    // One end only: the 1998 NBR 5626 reservoir and the NBR 6118 cover name no septic tank.
    "qual a distância mínima entre o reservatório de água e a fossa?",
  ])("the kind, both ends of a distance and a hyphenated name must be the passage's own: %s", (q) => {
    const a = ask(q);
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/Não encontrei isso na base offline do Prancheta/);
  });

  it("a hyphenated name is said as one: 'Corpo de Bombeiros' is no guard-rail", () => {
    // IT-11's doors name the "Corpo de Bombeiros" and "barras antipânico", not a guard-rail.
    expect(ask("qual o vão máximo entre barras do guarda-corpo?").passages.map((p) => p.id)).not.toContain("it11-sp-portas");
    expect(ask("qual o vão máximo entre perfis do guarda-corpo?").lead).toMatch(/0,11 m/);
  });

  it("a kind, an end or a compound the passage does say still answers", () => {
    expect(ask("qual a distância mínima do sumidouro ao poço?").passages[0]?.id).toBe("nbr7229-distancias");
    expect(ask("qual a altura mínima do guarda-corpo?").answer.found).toBe(true);
    // The obstacle passage says "por no máximo 0,40 m de extensão" for an isolated one.
    expect(ask("Qual a largura mínima para passar por um obstáculo isolado de até 0,40 m de extensão na circulação?").lead).toMatch(/0,80 m/);
  });

  it("one city's figure does not answer a question that does not name the city (decision 078)", () => {
    // São Paulo's 2004 zoning states a 5 m front setback; no federal law does.
    const a = ask("qual a lei federal que define o recuo mínimo de 5 m?");
    expect(a.answer.found).toBe(false);
    expect(a.lead).not.toMatch(/5 m/);
    // Named, the city's passage still answers; a definition is not a figure.
    expect(ask("o que é ZEIS?").passages[0]?.id).toBe("zon-zeis");
  });

  it.each(["a lei do silêncio permite obra no domingo?", "qual o horário permitido para obra em condomínio?"])(
    "a building site's hours are the city's rule, not NBR 10151's limits: %s",
    (q) => {
      const a = ask(q);
      expect(a.answer.text).toMatch(/Depende da lei do município/);
      expect(a.passages.map((p) => p.id)).not.toContain("nbr10151-limites");
    },
  );

  it("a block's strength asks for MPa: a cover in millimetres does not answer it", () => {
    expect(ask("qual a resistência de um bloco de concreto estrutural classe A?").answer.found).toBe(false);
  });

  it("'porta' is the thing asked, not an asking word stemmed like 'portaria'", () => {
    // "portaria" among the asking words stemmed to the same term and erased "porta" from the
    // subject: the accessible toilet's door was answered with the 0,80–1,20 m of its shelf.
    const a = ask("qual a largura mínima da porta do banheiro acessível?");
    expect(a.passages[0]?.id).toBe("nbr9050-portas");
  });

  it("a title that lists several things does not vouch for every figure below it", () => {
    // "válvula de descarga, enchimento e abertura da caixa d'água": the valve's figure is 15 kPa,
    // and the opening's length is not its height.
    expect(ask("qual a altura da válvula de descarga acessível?").answer.found).toBe(false);
  });

  it("a day and a month are no count: 'publicadas em 06/10/2025 pedem unidade…' counts no units (decision 082)", () => {
    const a = ask("quantas unidades habitacionais acessíveis um prédio do MCMV precisa ter?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/não respondem/);
  });

  it.each(["quantas unidades habitacionais pode ter um prédio?", "quantos apartamentos posso fazer num terreno de 600 m²?", "qual a densidade máxima de um lote em Curitiba?"])(
    "how many dwellings a lot may hold is the city's zoning (%s)",
    (q) => {
      const a = ask(q);
      expect(a.answer.text).toMatch(/Depende da lei do município/);
      expect(a.answer.citations.join(" ")).not.toMatch(/Minha Casa|13\.146/);
    },
  );

  it("the share of accessible dwellings is not the city's: Decreto 9.451 answers it (decision 082)", () => {
    const a = ask("quantos apartamentos acessíveis um edifício residencial precisa ter?");
    expect(a.answer.text).not.toMatch(/Depende da lei do município/);
    expect(a.answer.citations[0]).toMatch(/Decreto 9\.451/);
    // A rule's threshold is not a limit on dwellings: the decree, not the city's zoning.
    expect(ask("a partir de quantas unidades um prédio entra no Decreto 9.451?").answer.text).not.toMatch(/Depende da lei do município/);
  });

  it("a figure asked needs a passage about more of the thing: the directional strip is not the elevator door's (decision 082)", () => {
    const a = ask("piso tátil na porta do elevador, qual a largura?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).not.toMatch(/0,25 a 0,40 m/);
    // The thing itself is still answered.
    expect(ask("qual a largura do piso tátil direcional?").answer.text).toMatch(/0,25 a 0,40 m/);
  });

  it("a complement that repeats the head passes to its own: 'telhado de telha de fibrocimento' is not a gutter's slope", () => {
    const a = ask("qual a inclinação mínima de um telhado de telha de fibrocimento?");
    expect(a.answer.found).toBe(false);
    // Nor is a neighbouring topic shown by a title that states a figure.
    expect(a.answer.text).not.toMatch(/0,5%/);
  });

  it("a title that lists other measures says what its lengths are: a vent's height is not its diameter", () => {
    expect(ask("qual o diâmetro do tubo de ventilação do esgoto de uma pia?").answer.text).not.toMatch(/2,00 m|0,30 m/);
    expect(ask("qual a altura mínima do tubo ventilador acima da cobertura?").answer.text).toMatch(/0,30 m/);
  });

  it("Decreto 5.296: a public building's accessible toilets, per floor and sex, with their own entrance", () => {
    expect(ask("edifício de uso público novo: quantos sanitários acessíveis em cada pavimento?").lead).toMatch(/uma cabine para cada sexo em cada pavimento/);
    // A rule the base does not hold (art. 17, traffic lights) is not answered from its neighbours.
    expect(ask("o Decreto 5.296 exige dispositivo de orientação para cegos nos semáforos de pedestres?").answer.found).toBe(false);
  });

  // Found with the second dev set by source (decision 082, 05/12/2026); probes worded apart from it.
  it("a ramp's slope from its rise and run, its rise from slope and run, and the steepest slope for a rise", () => {
    expect(ask("rampa com desnível de 0,40 m e 6 m de projeção horizontal: qual a inclinação?").lead).toMatch(/\*\*6,67%\*\*/);
    expect(ask("rampa com 8% de inclinação e 5 m de projeção horizontal vence qual desnível?").lead).toMatch(/\*\*0,40 m\*\*/);
    expect(ask("rampa para vencer 0,90 m num só segmento: qual a inclinação máxima?").lead).toMatch(/\*\*6,25%\*\*/);
    // A slope named as the limit to check the result against is not the ramp's.
    expect(ask("rampa de 0,30 m de altura em 4 m de projeção horizontal: qual a inclinação? atende o limite de 8,33%?").lead).toMatch(/\*\*7,5%\*\*/);
  });

  it.each([
    "interfone em todo apartamento é obrigatório por qual norma?",
    "a NBR 9050 dispensa corrimão em escada de casa, né?",
    "a NBR 5410 dispensa DR no chuveiro, né?",
  ])("a rule or an exemption presumed is not confirmed by the nearest passage: %s", (q) => {
    const a = ask(q);
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/Não conheço norma ou lei/);
  });

  it("a rule asked for a figure it does not give is not the nearest passage of another unit", () => {
    expect(ask("qual lei federal define o tamanho mínimo da vaga de garagem?").answer.found).toBe(false);
    expect(ask("qual norma define o tamanho mínimo da vaga de moto?").answer.found).toBe(false);
  });

  it("a requirement said as 'fica sujeito a' confirms the rule asked about", () => {
    expect(ask("qual lei exige o RRT do arquiteto?").answer.citations[0]).toMatch(/12\.378/);
  });

  it("a part numbered after every part the base names is missing, not another part", () => {
    const a = ask("o que diz a NBR 15575-8?");
    expect(a.answer.found).toBe(false);
    expect(a.answer.text).toMatch(/não tem a NBR 15575-8/);
  });

  it("a deadline asks for a duration; a class above a bound is the next class; 'trata de' asks about its object", () => {
    expect(ask("qual o prazo para fazer o RRT de execução de obra?").answer.text).toMatch(/30 dias/);
    expect(ask("APP de rio com mais de 50 m de largura, qual a faixa?").lead).toMatch(/100 m/);
    expect(ask("qual norma trata de calhas e condutores de águas pluviais?").answer.citations[0]).toMatch(/10844/);
  });

  it.each(["qual a largura mínima da vaga de garagem em Londrina?", "qual a altura máxima de um prédio em Santos?", "qual a largura mínima de garagem em Recife?"])(
    "a parking space's or a building's size in a named city is that city's rule, with or without an article: %s",
    (q) => {
      expect(ask(q).answer.text).toMatch(/Depende da lei do município/);
    },
  );

  it("a kind said after the head's second mention narrows it: a gutter's slope is no ceramic roof's", () => {
    expect(ask("qual a inclinação mínima de telhado de telha cerâmica?").answer.found).toBe(false);
  });

  it("what a device runs on is its kind: a list of excluded equipment is not about a gas heater", () => {
    // The CUB's exclusions name "aquecedores" among fogões and bombas; the base holds no gas-heater rule.
    const a = ask("aquecedor a gas dentro do apartamento precisa de duto de exaustao pra fora?");
    expect(a.answer.found).toBe(false);
    expect(subjectOf("aquecedor a gás precisa de chaminé?", new Set(["aquecedor", "gas"])).bound).toEqual(["gas"]);
  });

  it("another law or norm asked is one the question does not name, by number or by name", () => {
    // The Reurb's own law and its decree do not answer which law came before it.
    const before = ask("Antes da Lei 13.465, qual era a principal lei que tratava da regularização fundiária?");
    expect(before.passages[0]?.text).toMatch(/Lei 11\.977/);
    // The Código Civil named by its name is not the other law asked.
    expect(ask("Além do Código Civil, que outra lei a Lei 14.309/2022 das assembleias virtuais alterou?").answer.found).toBe(false);
    // A guard-rail passage that names no other norm does not say which glass norm applies.
    expect(ask("Guarda-corpo de vidro na varanda: além da NBR 14718, a que norma de vidros na construção a placa tem de atender?").answer.found).toBe(false);
    // A law named to look in, or to confirm, is not a law excluded; nor is a norm asked without one named.
    expect(ask("qual lei do código civil fala da distância da janela para a divisa?").passages[0]?.id).toBe("cc-janela-divisa");
    expect(ask("Qual lei define a multa do condômino antissocial, é o Código Civil?").passages[0]?.id).toBe("cc-condomino-antissocial-multa");
    expect(ask("a que norma o trabalho em altura deve atender?").passages[0]?.id).toBe("nr35-trabalho-em-altura-2m-treinamento");
    // "qual lei criou…" may be answered by the decree that did.
    expect(ask("qual lei criou a estratégia BIM BR?").passages[0]?.id).toBe("estrategia-bim-br-decretos");
  });

  it("'área urbana' is land, not an area asked, and 'às margens de' points to the thing on whose margin", () => {
    const a = ask("Lote às margens de uma lagoa natural em área urbana consolidada: qual a faixa mínima de preservação ao redor da lagoa?");
    expect(a.passages[0]?.id).toBe("lei12651-app-nascentes-lagos");
    expect(a.lead).toMatch(/30 m/);
  });

  it("'conta como' asks what counts as something: the verb is not the thing asked", () => {
    const a = ask("pintura da fachada da casa do cliente: a partir de que altura conta como trabalho em altura pela NR-35?");
    expect(a.passages[0]?.id).toBe("nr35-trabalho-em-altura-2m-treinamento");
    expect(a.lead).toMatch(/2,00 m/);
  });

  it("a named norm's last revision is answered by its passage that dates the edition in force", () => {
    const a = ask("A NBR 5419 de proteção contra descargas atmosféricas passou pela última revisão em que ano?");
    expect(a.passages[0]?.id).toBe("nbr5419-partes");
    expect(a.lead).toMatch(/edição de 2015/);
    // A passage that names only an older edition ("na edição de 2005") does not date it.
    expect(a.passages.map((p) => p.id)).not.toContain("nbr5419-condutores-descida-espacamento");
    // The first or original edition is not the one in force.
    expect(ask("em que ano foi publicada a primeira edição da NBR 5419?").passages.map((p) => p.id)).not.toContain("nbr5419-partes");
    expect(ask("em que ano foi publicada a NBR 7199 original?").lead).not.toMatch(/2016/);
  });

  it("the seaside said as 'orla' and 'maresia' is the aggressive atmosphere of the SPDA's inspections", () => {
    const a = ask("Prédio residencial na orla, sujeito à maresia: de quanto em quanto tempo precisa do laudo do para-raios?");
    expect(a.passages[0]?.id).toBe("nbr5419-inspecao-periodica");
  });

  it("who brought the question and the floor a height is measured from are not the thing asked", () => {
    expect(subjectOf("Síndico perguntou desde quando vale a norma de reformas em edificações?", new Set(["sindic", "reform"])).head).toEqual(["reform"]);
    // Where under the thing ("embaixo da cuba") and what for ("pra encaixar", a verb the base
    // never uses) are the asking's: the washbasin is asked.
    const basin = ask("lavatorio acessivel: qual a altura livre minima embaixo da cuba pra encaixar a cadeira de rodas?");
    expect(basin.passages[0]?.id).toBe("nbr9050-lavatorio");
    // A verb before the thing is named is part of what is asked: no grab-bar figure for a torque.
    expect(ask("qual o torque pra parafusar a barra de apoio?").answer.found).toBe(false);
    // A clearance ("altura livre") is not answered by the thing's other heights (handrails').
    expect(ask("qual a altura livre debaixo da escada pra passar uma pessoa?").lead).not.toMatch(/0,92 m/);
    // The article asked and the code it is in are where the rule is, not what it is about.
    const article = subjectOf("Que artigo do Código Civil dá ao vizinho o direito de fazer cessar interferências?", new Set(["artig", "codig", "civil", "vizinh"]));
    expect(article.head).toEqual(["vizinh"]);
    expect(article.terms).not.toContain("artig");
    expect(ask("Adaptando o banheiro de um idoso: a que altura do piso acabado vão as barras horizontais junto à bacia sanitária?").passages[0]?.id).toBe("nbr9050-barras-bacia-lateral");
    const glass = ask("janela dando pro exterior acima do terreo sem protecao: abaixo de que altura do piso o vidro tem que ser de seguranca pela 7199?");
    expect(glass.passages[0]?.id).toBe("nbr7199-abaixo-1-10");
    expect(glass.lead).toMatch(/1,10 m/);
  });

  it("a restaurant is where the door is, and the buyer who has the time is not what it is about", () => {
    const door = ask("banheiro acessivel num restaurante: largura minima da porta?");
    expect(door.passages[0]?.id).toBe("nbr9050-portas");
    expect(door.lead).toMatch(/0,80 m/);
    const defect = ask("imovel novo com vicio aparente, pelo CDC quanto tempo o comprador tem pra reclamar?");
    expect(defect.passages[0]?.id).toBe("cdc-prazo-vicio-aparente");
  });

  it("what a thing is without is its condition, and a duty in a verb the base never uses is no subject", () => {
    const a = ask("luz de emergencia do predio tem que aguentar quanto tempo sem energia?");
    expect(a.passages[0]?.id).toBe("nbr10898-iluminacao-lux-autonomia");
    expect(a.lead).toMatch(/1 hora/);
  });

  it("the sewer pipe of the toilet, said as 'cano' and 'vaso', is the bowl's discharge branch", () => {
    const a = ask("qual o diametro do cano de esgoto do vaso sanitario?");
    expect(a.passages[0]?.id).toBe("nbr8160-tabela3-banheiro");
    expect(a.lead).toMatch(/100 mm/);
  });

  it("a subject word the passage says in another form of its stem counts: 'alteração' is 'alterar'", () => {
    const a = ask("condominio horizontal de casas geminadas: posso instalar placa solar no telhado da minha casa sem aprovação? conta como alteração de fachada?");
    expect(a.passages.map((p) => p.id)).toContain("cc-condomino-deveres-obras");
    expect(a.passages.map((p) => p.id)).not.toContain("cc619-acrescimo-preco-empreitada");
  });

  it("BIM in federal works, the condominium's common parts and a cinema's reserved seats are in the base", () => {
    const bim = ask("BIM obrigatorio em obra federal: quando comecou a primeira fase?");
    expect(bim.passages[0]?.id).toBe("dec10306-bim-fases-2021-2024-2028");
    expect(bim.lead).toMatch(/2021/);
    expect(ask("o telhado do prédio é do morador da cobertura ou é área comum?").passages.map((p) => p.code).join()).toMatch(/Código Civil/);
    expect(ask("qual decreto obriga cinema a ter assento pra pessoa obesa?").lead).toMatch(/9\.404/);
    // Código Civil art. 1.341 (works in the condominium), CDC art. 40 (the estimate), CONAMA 307.
    expect(ask("obra voluptuaria na area comum (tipo decorar o hall de entrada) precisa de qual quorum pelo codigo civil?").passages[0]?.id).toBe("cc1341-obras-condominio-quorum");
    expect(ask("O empreiteiro me passou o orçamento da reforma sem prazo de validade. Por quantos dias ele vale pelo Código de Defesa do Consumidor?").lead).toMatch(/10 dias/);
    expect(ask("Em quantas classes a Resolução CONAMA 307 divide o entulho de reforma para a destinação?").passages[0]?.id).toMatch(/^conama307/);
    // The decree is a requirement, asked as such.
    expect(ask("qual norma tornou obrigatório o BIM nas obras federais?").passages[0]?.id).toBe("dec10306-bim-fases-2021-2024-2028");
  });

  it("a fine asked for one breach is not answered by a passage on another fine", () => {
    // The condômino's art. 1.337 fines say "não cumpre"; no federal fine exists for Blondel's rule.
    expect(ask("qual a multa federal por descumprir a lei de Blondel numa escada?").answer.found).toBe(false);
    expect(subjectOf("qual a multa por atraso no RRT?", new Set(["mult", "atras", "rrt"])).bound).toEqual(["atras"]);
  });

  it("a market or a mall is where the parking spaces are, not the thing asked", () => {
    const a = ask("qual lei federal obriga mercado e shopping a reservar vaga para pessoa com deficiencia?");
    expect(a.passages[0]?.id).toBe("vagas-pcd-lbi-2-por-cento");
  });

  it("lay words of two passages: the condominium's 'cota' and a solar system 'homologado'", () => {
    expect(ask("Condômino com comportamento antissocial reiterado pode levar multa de até quantas vezes a cota condominial?").passages[0]?.id).toBe("cc-condomino-antissocial-multa");
    const fioB = ask("Sistema solar homologado em 2025: em 2026, qual percentual do Fio B incide sobre a energia injetada?");
    expect(fioB.passages[0]?.id).toBe("lei14300-fio-b-transicao");
    expect(fioB.lead).toMatch(/60%/);
    // Who the Fio B spares, and until when, is said where the Fio B is.
    expect(ask("quem homologou o sistema solar ate 6 de janeiro de 2023 fica sem pagar fio B ate quando?").lead).toMatch(/2045/);
  });

  it("what a thing becomes or is considered is the thing asked, not the thing itself", () => {
    expect(ask("A partir de que altura a pintura da fachada passa a ser trabalho em altura pela NR-35?").passages[0]?.id).toBe("nr35-trabalho-em-altura-2m-treinamento");
    expect(ask("Energia solar no telhado do cliente: até quantos kW de potência instalada o sistema é considerado microgeração distribuída?").lead).toMatch(/75 kW/);
    // A relative clause describing the thing asked, or an adjective after the verb, is no new head.
    expect(ask("qual a inclinação máxima de rampa que é considerada acessível pela NBR 9050?").passages[0]?.id).toBe("nbr9050-rampas");
    expect(ask("qual a largura mínima de corredor que é considerada acessível para cadeira de rodas?").passages[0]?.id).toBe("nbr9050-corredores-larguras");
    // "passa a ser obrigatório" becomes no thing: the guard-rail stays the thing asked.
    expect(subjectOf("A partir de que desnível o guarda-corpo passa a ser obrigatório num mezanino?", new Set(["guard", "corp", "mezanin", "desnivel"])).head).not.toContain("mezanin");
  });

  it("another country's rule is not answered with Brazil's", () => {
    for (const q of [
      "e se o estacionamento nos EUA tiver 1.300 vagas, quantas acessiveis pela ADA?",
      "Shopping americano antigo (regras ADAAG de 1991) com 1.400 vagas: quantas vagas acessíveis eram exigidas?",
    ]) {
      const a = ask(q);
      expect(a.answer.text, q).toMatch(/guarda normas e leis brasileiras/);
      expect(a.passages, q).toEqual([]);
    }
    // Brazil's rule asked beside a foreign one is still answered.
    expect(ask("estacionamento com 1.300 vagas: quantas para PcD pela LBI?").lead).toMatch(/26 vagas/);
    expect(ask("Qual o cobrimento mínimo da NBR 6118 para laje em classe de agressividade II? o Eurocode pede menos").passages[0]?.id).toBe("nbr6118-cobrimento-laje");
    // An IBC tank is a water tank, not the International Building Code.
    expect(ask("posso usar caixa IBC de 1000 litros como cisterna de água de chuva?").answer.text).not.toMatch(/guarda normas e leis brasileiras/);
    // A question about a country that asks no rule is off topic, not a foreign rule.
    expect(ask("Qual a capital da Austrália?").answer.text).not.toMatch(/guarda normas e leis brasileiras/);
    // A country where a city would be is a country.
    expect(ask("Em Portugal, qual a inclinação máxima de rampa acessível?").answer.text).toMatch(/guarda normas e leis brasileiras/);
    expect(ask("Em Portugal, aquecimento solar é obrigatório?").answer.text).not.toMatch(/município de Portugal/);
  });

  it("what a norm gives ('diretrizes, conceitos, terminologia e procedimento') is not what it is about", () => {
    expect(ask("Qual norma ABNT dá diretrizes, conceitos, terminologia e procedimento para a inspeção predial que o síndico quer contratar antes do retrofit?").passages[0]?.id).toBe("nbr16747-inspecao-predial");
  });

  it("'quantas horas' asks a duration, even of work at height", () => {
    expect(subjectOf("na capacitação de trabalho em altura, quantas horas são de parte teórica?").unit).toBe("h");
  });

  it("a quantity asked that no passage names is not answered with the same thing's other figures", () => {
    expect(ask("qual o recobrimento mínimo de tubulação de esgoto enterrada sob o piso?").answer.found).toBe(false);
    // A quantity the base names still answers.
    expect(ask("qual o cobrimento mínimo de uma viga em classe de agressividade II?").answer.found).toBe(true);
  });

  it("'é obrigatório … pela NBR X?' is a rule asked about: confirmed only by a passage that requires it", () => {
    expect(ask("é obrigatório ter rampa em casa unifamiliar pela NBR 9050?").answer.found).toBe(false);
    expect(ask("qual NBR define a cor do piso tátil como amarelo obrigatório?").answer.found).toBe(false);
    // A rule the base states is confirmed, and the case's figures are not taken for a premise.
    expect(ask("é obrigatório DR no circuito do chuveiro pela NBR 5410?").lead).toMatch(/30 mA/);
    expect(ask("é obrigatório guarda-corpo em varanda com desnível de 2 m pela NBR 14718?").lead).toMatch(/obrigatória em desníveis acima de 1,00 m/);
  });

  it("a measure is no count: 'DN 40 mm; banheira' counts no bathrooms, and 'quantos mA' asks a unit", () => {
    expect(ask("quantos banheiros precisa um restaurante de 100 lugares?").answer.found).toBe(false);
    expect(ask("o DR do circuito do chuveiro é de quantos mA?").lead).toMatch(/30 mA/);
  });

  it("fire safety, a building site's protection and a septic tank's distances are not the city's rules", () => {
    for (const q of [
      "e da fossa pra uma arvore, qual o afastamento minimo?",
      "a plataforma principal de protecao da obra vira obrigatoria a partir de quantos pavimentos?",
      "a partir de quantos pavimentos a escada tem que ser enclausurada pelos bombeiros?",
    ]) {
      expect(ask(q).answer.text, q).not.toMatch(/Depende da lei do município/);
    }
    // A setback is still the city's.
    expect(ask("qual o afastamento lateral mínimo do meu lote?").answer.text).toMatch(/Depende da lei do município/);
  });

  it("a year asked needs a passage that states one; an edition's year in a norm's name is none", () => {
    // The DR passage says where it is required, not since when.
    const dr = ask("o DR nas áreas molhadas é obrigatório desde que ano?");
    expect(dr.answer.found).toBe(false);
    expect(dr.passages).toEqual([]);
  });

  it("a passage of the norm named, about what is asked, answers without the asking's own words", () => {
    // "publicada pela primeira vez" is how the year is asked; the NBR 16280 passage says "a 1ª saiu
    // em abril de 2014" without those words.
    const first = ask("a norma de reforma em edificações, NBR 16280, foi publicada pela primeira vez em que ano?");
    expect(first.answer.found).toBe(true);
    expect(first.lead).toMatch(/2014/);
  });

  it("what holds whatever it is (\"independente do tamanho…\") is not the thing asked", () => {
    // "tamanho" asks a size elsewhere; here it is in the clause that says the size does not matter.
    const lake = ask("Condomínio em zona urbana na beira de uma lagoa natural: qual a faixa marginal de APP, independente do tamanho do espelho d'água?");
    expect(lake.passages[0]?.id).toBe("lei12651-app-nascentes-lagos");
    expect(lake.lead).toMatch(/30 m em zona urbana/);
  });

  it("a state is not a city, and a city at the question's start is still the city", () => {
    // "no Paraná" names a state: no "município de Paraná", in any answer.
    for (const q of ["no Paraná, qual o recuo frontal mínimo?", "Casa no Paraná com abrigo de gás no recuo: a que distância mínima a central tem que ficar da caixa de gordura pela NPT 028?"]) {
      expect(ask(q).answer.text, q).not.toMatch(/município de Paraná/);
    }
    // Nor when the state opens the question as its subject.
    expect(ask("Santa Catarina exige vaga para carro elétrico?").answer.text).not.toMatch(/município de Santa Catarina/);
    // A state's fire code (NPT, the gas central) is not the city's zoning, whatever the case says.
    expect(ask("Casa no Paraná com abrigo de gás no recuo: a que distância mínima a central tem que ficar da caixa de gordura pela NPT 028?").answer.text).not.toMatch(/Depende da lei do município/);
    // The city hall names the city after it; a city whose name begins like a word that is no
    // place ("Pelo", "Brasil") is still a city.
    expect(ask("Na Prefeitura de Sorocaba exigem vaga para carro elétrico?").answer.text).toMatch(/Depende da lei do município de Sorocaba\*\*/);
    expect(ask("Em Pelotão é obrigatório bicicletário?").answer.text).toMatch(/Depende da lei do município de Pelotão\*\*/);
    expect(ask("Em Brasilândia de Minas é obrigatório bicicletário?").answer.text).toMatch(/Depende da lei do município de Brasilândia de Minas\*\*/);
    // "Em Timbó" at the start, capitalised, names the city as "em Timbó" does.
    expect(ask("Em Timbó (SC), o morador de prédio com gás canalizado pode usar botijão dentro do apartamento?").answer.text).toMatch(/Depende da lei do município de Timbó/);
  });

  it("a revocation presumed of a law the base holds, and that it does not record, is said so", () => {
    const law = ask("A Lei 6.766 de parcelamento do solo foi revogada em 2019, qual lei substituiu?");
    expect(law.answer.found).toBe(false);
    expect(law.answer.text).toMatch(/não registra que a Lei 6\.766 tenha sido revogada ou substituída/);
    expect(law.passages).toEqual([]);
    // A decree agrees in gender.
    expect(ask("o Decreto 5.296 foi revogado?").answer.text).toMatch(/o Decreto 5\.296 tenha sido revogado ou substituído: os trechos que ela guarda o tratam/);
    // The NBR 9077's passages do record its 2025 edition: that question is answered.
    expect(ask("a NBR 9077 foi substituída?").answer.found).toBe(true);
    // "Lei Federal nº" is the same law; an NBR is cancelled, not revoked.
    expect(ask("A Lei Federal nº 6.766 já foi revogada?").answer.text).toMatch(/não registra que a Lei 6\.766 tenha sido revogada/);
    expect(ask("a NBR 9050 foi cancelada?").answer.text).toMatch(/não registra que a NBR 9050 tenha sido cancelada ou substituída/);
  });

  it("an edition replaced by the next, or a norm that replaced others, is not a revocation presumed", () => {
    for (const q of ["a NBR 9050 de 2015 foi substituída pela de 2020?", "quais normas foram substituídas pela NBR 15575?", "a NBR 9050:2015 foi substituída pela edição de 2020?"]) {
      expect(ask(q).answer.text, q).not.toMatch(/não registra que/);
    }
  });

  it("an amount asked is not answered by a passage that states no figure with a unit", () => {
    // The GLP central passage says what NBR 13523 covers, with no cylinder size.
    const glp = ask("A NBR 13523 (central de GLP) estabelece parâmetros para recipientes a partir de qual tamanho de cilindro?");
    expect(glp.answer.found).toBe(false);
    expect(glp.nearby?.map((p) => p.id)).toContain("nbr13523-central-glp");
    // Unless the passage leaves it to the city, which the answer says first.
    expect(ask("em curitiba a partir de que tamanho de empreendimento precisa de EIV?").answer.text).toMatch(/Depende da lei do município de Curitiba/);
  });

  it("'quanto de' asks an amount of the noun after it, not of the room before it", () => {
    // The bathroom's electrical volumes share "banheiro", "box" and "piso", but not the step asked.
    const step = ask("no banheiro acessivel quanto de desnivel eu posso deixar entre o box e o resto do piso?");
    expect(step.passages.map((p) => p.id)).not.toContain("nbr5410-banheiro-volumes");
  });

  it("a rule presumed is confirmed by the subject of the asking, not of the case told before it", () => {
    const strip = ask("Gleba cortada por um córrego e ao lado de rodovia: qual a faixa non aedificandi de cada lado que a Lei 6.766 exige?");
    expect(strip.answer.text).not.toMatch(/Não conheço norma ou lei/);
    expect(strip.lead).toMatch(/15 m/);
  });

  it("a year asked is one the passage says of the thing asked", () => {
    // The PBE Edifica passages date a law and a resolution, not the creation of Procel Edifica.
    expect(ask("o procel edifica foi criado em que ano?").answer.found).toBe(false);
    // A passage titled by the thing asked dates it, without repeating "entrou em vigor".
    expect(ask("a norma de reforma em edificacoes entrou em vigor em que ano?").lead).toMatch(/2014/);
    // A passage of the norm named dates that norm wherever its sentence says so.
    expect(ask("a norma de reforma em edificações, NBR 16280, foi publicada pela primeira vez em que ano?").answer.found).toBe(true);
  });

  it("a state named is where a rule applies, and \"qual a NPT\" asks a norm: neither is the subject", () => {
    // Paraná's emergency lights share the state and "NPT", not the gas central asked.
    const gas = ask("no parana qual a NPT do bombeiro que manda ter central de gas em predio?");
    expect(gas.passages.map((p) => p.id)).not.toContain("npt018-pr-luminarias-15m");
  });

  it("\"o valor do módulo\" asks a figure of a quantity, not a price", () => {
    expect(ask("qual o valor do módulo básico M da coordenação modular usada nos blocos cerâmicos?").lead).toMatch(/100 mm/);
  });

  it("a lot or a room is where the thing asked is: the head only when nothing else is named", () => {
    // The lake's 30 m in urban areas, not a river's class read for the lot.
    expect(ask("lote em zona urbana na beira de uma lagoa natural, qual a faixa de APP ao redor do espelho d'agua?").lead).toMatch(/30 m/);
    // The rooms named still bring first the passage that names them.
    expect(ask("em banheiro e corredor o pé-direito pode baixar até quanto?").lead).toMatch(/2,30 m/);
  });

  it("\"antigo\", \"estipulava\" situate or ask: they are not the thing asked", () => {
    expect(ask("Retrofit de hotel antigo: que percentual dos dormitórios a LBI manda deixar acessível nos estabelecimentos já existentes?").lead).toMatch(/10%/);
  });

  it("\"adaptado\" says whom the place serves, as \"acessível\" does: not the thing asked", () => {
    expect(ask("qual a largura minima de vao livre de porta pra passar cadeira de rodas num apartamento adaptado?").lead).toMatch(/0,80 m/);
  });

  it("a measure's kind (\"nominal\") is not the thing measured", () => {
    expect(ask("qual o diametro nominal minimo dos ralos/coletores numa laje impermeabilizada?").lead).toMatch(/DN mínimo de 75 mm/);
  });

  it("\"qual anexo\" asks a part of a text by name, and what happened to it is not the thing asked", () => {
    // "deixou" is not the head and "prazos de garantia" asks no figure here: the NBR 17170 answers.
    expect(ask("Com a NBR 17170 em vigor, qual anexo da NBR 15575-1 sobre prazos de garantia deixou de valer?").lead).toMatch(/Anexo D/);
  });

  it("\"quanto tempo\" asks a duration: a passage that states one answers", () => {
    expect(ask("a NBR 17170 de garantias entrou em vigor quanto tempo depois de publicada?").lead).toMatch(/180 dias/);
    expect(ask("vizinho terminou a obra com janela irregular rente ao meu terreno, tenho quanto tempo pra exigir que ele feche?").lead).toMatch(/ano e dia/);
  });

  it("the prescription of a claim for building defects is the STJ's 10 years, not art. 618's 5", () => {
    const claim = ask("Segundo o STJ, qual o prazo de prescrição para o comprador cobrar da construtora a indenização por vícios construtivos?");
    expect(claim.passages[0]?.id).toBe("codigo-civil-205-prescricao-vicios");
    expect(claim.lead).toMatch(/10 anos/);
  });

  it("a verb after a modal is the asking, and \"quanto tempo de\" measures what follows", () => {
    // "devo prever" is not the thing asked: the outlet's power is.
    expect(ask("Qual potência mínima devo prever para a tomada junto ao lavatório do banheiro no quadro de cargas de uma casa?").lead).toMatch(/600 VA/);
    // The possession's time, not the plot "ocupado" of the case before the colon.
    expect(ask("Terreno ocupado sem título e sem oposição: quanto tempo de posse exige a usucapião extraordinária do Código Civil?").lead).toMatch(/15 anos/);
    // "tem que refazer" is what is done, not the thing asked: the SPDA's inspection is.
    expect(ask("para-raios do predio fora do litoral: de quanto em quanto tempo tem que refazer a inspecao e o laudo do SPDA?").lead).toMatch(/3 anos/);
  });

  it("the downpipe's diameter is its own 70 mm, not a rain intensity in mm/h", () => {
    const pipe = ask("qual o diâmetro mínimo do condutor vertical de água pluvial?");
    expect(pipe.passages[0]?.id).toBe("nbr10844-condutor-vertical-70mm");
    expect(pipe.lead).not.toMatch(/mm\/h/);
  });

  it("the asker's hedges (\"de qualquer jeito\", \"mesmo que não faça nada\") are not the subject", () => {
    const vup = ask("Cliente perguntou se a vida útil de projeto (VUP) da norma de desempenho é garantida de qualquer jeito. Ela vale mesmo que o condomínio não faça nada no prédio?");
    expect(vup.lead).toMatch(/manutenção/);
  });

  it("a housing programme's reserved share is its own 3%, not the parking spaces' 2%", () => {
    const units = ask("Em programa habitacional público ou subsidiado, qual o percentual mínimo de unidades que a LBI reserva para pessoas com deficiência?");
    expect(units.passages[0]?.id).toBe("lbi-programa-habitacional-3-por-cento");
    // Parking spaces keep their own passage.
    expect(ask("li que aumentaram as vagas pcd pra 5%, ja vale? quanto a LBI reserva hoje?").passages[0]?.id).not.toMatch(/programa-habitacional/);
  });

  it("a car named for its parking space is on topic; a railway's strip is not a city's", () => {
    expect(ask("qual a largura mínima da vaga do carro na garagem?").answer.found).toBe(true);
    expect(ask("em Campinas, qual a faixa não edificável junto à ferrovia?").answer.text).not.toMatch(/Depende da lei do município/);
    // What an architect charges for approving a design is no city fee.
    expect(ask("qual valor cobrar de honorários pela aprovação de projeto na prefeitura de Campinas?").answer.text).not.toMatch(/Depende da lei do município de Campinas\.\*\* Recuos/);
  });

  it("how far a city's law may narrow the highway strip is Lei 6.766's, when no city is named", () => {
    const bound = ask("Loteamento junto a rodovia: até quanto a lei municipal pode reduzir a faixa não edificável?");
    expect(bound.answer.text).not.toMatch(/Depende da lei do município/);
    expect(bound.lead).toMatch(/5 m/);
  });

  it("the inspection's report and the CUB's publishing day are stated where they are asked", () => {
    expect(ask("Pela NBR 16747, que documento entrego ao síndico no fim da inspeção predial?").lead).toMatch(/laudo técnico de inspeção predial/);
    expect(ask("até que dia do mês os sindicatos da construção divulgam o CUB?").lead).toMatch(/dia 5/);
  });

  it("a figure asked of a source the base never cites is not answered from another source", () => {
    // SABESP's share of a house's water is not the Trata Brasil's consumption per person.
    const water = ask("qual o consumo medio de agua por habitante no brasil segundo o trata brasil?");
    expect(water.answer.found).toBe(false);
    expect(water.passages).toEqual([]);
    expect(ask("quantos domicílios não têm esgoto segundo a PNAD Contínua?").answer.found).toBe(false);
    // A source the base does cite, or a norm, still answers.
    expect(ask("Segundo a NBR 9077, qual a altura máxima do degrau da escada de emergência?").answer.found).toBe(true);
    expect(ask("qual o CUB R8-N de dezembro de 2025 segundo o Sinduscon-SP?").answer.found).toBe(true);
  });

  it("a distance is answered by a passage that gives it to the far end asked", () => {
    // NBR 7229's passage names a pool only to forbid its water in the tank, at no distance.
    const pool = ask("Qual a distância mínima entre fossa séptica e piscina?");
    expect(pool.answer.found).toBe(false);
    expect(pool.lead).not.toMatch(/1,50 m/);
    // The well has its 15 m; the parking space's access or lift its 50 m.
    expect(ask("qual a distancia minima da fossa ao poço?").lead).toMatch(/15,0 m de poços/);
    expect(ask("distância máxima da vaga reservada até a entrada do prédio ou o elevador?").lead).toMatch(/50 m/);
  });

  it("a law asked about a named norm needs a passage that names one by its number", () => {
    // The NBR 9050's passages name no law: its lavatory is not the law that makes it binding.
    const law = ask("qual lei torna obrigatória a NBR 9050?");
    expect(law.passages.map((p) => p.id)).not.toContain("nbr9050-lavatorio");
    expect(law.answer.text).not.toMatch(/Lavatório/);
  });

  it("a law asked is not the one the question already names", () => {
    // Lei 6.766's own strip passage names only Lei 6.766: it does not say which law changed it.
    const later = ask("Qual lei de 2004 tirou dos dutos a faixa não edificável fixa de 15 m da Lei 6.766?");
    expect(later.passages.map((p) => p.id)).not.toContain("lei6766-faixa-nao-edificavel");
  });

  it("a law asked needs a passage that names one by its number", () => {
    // When the CUB comes out matches the question best, but names no law: the definition names
    // Lei 4.591/1964.
    const cub = ask("Qual lei federal instituiu o CUB/m² que os Sinduscons divulgam todo mês?");
    expect(cub.lead).toMatch(/Lei 4\.591/);
    expect(cub.passages[0]?.id).not.toBe("cub-meses-disponiveis");
  });

  it("whose a thing is asks for a party: a passage that only mentions the thing does not answer", () => {
    // The Código Civil's art. 1.282 names the owners: it answers; the sidewalk's tree strip does not.
    const a = ask("arvore com o tronco bem na linha de divisa, é de quem?");
    expect(a.passages[0]?.id).toBe("cc-arvore-tronco-na-divisa");
    expect(a.passages.map((p) => p.id)).not.toContain("nbr9050-calcada-faixas");
  });

  it("an edition of a year to come is not published, by the clock it is given", () => {
    const q = "o que mudou na inclinação de rampa na NBR 9050 edição 2029?";
    expect(ask(q).answer.text).toMatch(/edição de 2029 da NBR 9050 ainda não foi publicada/);
    // The year before the norm, as often typed.
    expect(ask("a edição de 2028 da NBR 15575 vai exigir quantos dB entre apartamentos?").answer.text).toMatch(/edição de 2028 da NBR 15575 ainda não foi publicada/);
    // An adjective between, and the norm named whole: before, "não encontrei" with 8995-1's passages nearby.
    expect(ask("Na edição brasileira de 2027 da NBR ISO/CIE 8995-1, quantos lux vão ser exigidos no escritório?").answer.text).toMatch(/^A edição de 2027 da NBR ISO\/CIE 8995-1 ainda não foi publicada/);
    // The norm named by its number alone, as architects say it.
    expect(ask("a nova 15575 de 2028 aumentou a vida util de projeto da estrutura?").answer.text).toMatch(/edição de 2028 da NBR 15575 ainda não foi publicada/);
    expect(ask(q).passages).toEqual([]);
    // In 2030 it is a past year the base does not know, not a future one.
    expect(ask(q, new Date("2030-06-01T12:00:00Z")).answer.text).not.toMatch(/ainda não foi publicada/);
  });

  it("a purpose with who does it between ('para a cadeira de rodas encaixar') is the asking's", () => {
    expect(ask("Embaixo do lavatório acessível, qual a altura livre mínima para a cadeira de rodas encaixar?").passages[0]?.id).toBe("nbr9050-lavatorio");
  });

  it("'além da NBR 9050, qual norma…' asks another norm, answered by its own passages", () => {
    expect(ask("Além da NBR 9050, qual norma trata da sinalização com piso tátil?").lead).toMatch(/NBR 16537/);
  });

  it("an adverb or a verb telling the case ('me formei agora') is never the thing asked", () => {
    expect(ask("Me formei agora: posso usar o título de arquiteto e assinar projetos antes de me registrar no CAU?").passages[0]?.id).toBe("lei12378-registro-cau");
    expect(subjectOf("qual norma trata especificamente do piso tátil?").terms).not.toContain("especif");
    // "independentemente do comprimento" still says the length does not matter (not a tactile strip's width).
    expect(ask("Qual a largura da rampa, independentemente do comprimento?").lead).not.toMatch(/0,25 m/);
  });

  it("'o que a NBR 8160 exige…' asks what a rule requires: no requirement is presumed", () => {
    expect(ask("O que a NBR 8160 exige nos ralos e caixas sifonadas para impedir a volta dos gases?").lead).toMatch(/fecho hídrico/);
    // It is answered by a passage on the whole thing asked, else not found: the stair's "piso" is no tactile floor.
    expect(ask("O que a NBR 9050 exige de piso tátil em escada?").answer.found).toBe(false);
    // "qual NBR exige…" still presumes one.
    expect(ask("Qual NBR obriga tomada USB em todo cômodo?").answer.text).toMatch(/^Não conheço norma ou lei com esse requisito/);
  });

  it("a measure asked of another country ('Em Portugal, qual a altura…') is that country's rule", () => {
    expect(ask("Em Portugal, qual a altura de uma sanita sobrelevada para pessoas com mobilidade reduzida?").answer.text).toMatch(/regras de outro país/);
    expect(ask("qual a capital da Austrália?").answer.text).not.toMatch(/regras de outro país/);
    // A region with rules of its own, and a decree asked without a Brazilian number, are abroad too;
    // a Brazilian decree asked of a Brazilian law is not.
    expect(ask("Na Catalunha, qual decreto regula a acessibilidade nos edifícios?").answer.text).toMatch(/regras de outro país/);
    expect(ask("em madri qual a altura minima do guarda-corpo?").answer.text).toMatch(/regras de outro país/);
    expect(ask("Qual decreto regulamenta a Lei 10.098?").answer.text).not.toMatch(/regras de outro país/);
    // A foreign code named: Portugal's and Macau's urban building regulations. Not the NFPA or an EN
    // norm, which Brazilian fire instructions and glass norms cite.
    for (const q of [
      "Em Macau, qual o pé-direito mínimo de uma loja pelo Regulamento Geral da Construção Urbana?",
      "o RGEU exige que pé-direito num quarto?",
      // A US state or a city abroad that no Brazilian city is named after.
      "Casa no Maine, nos Estados Unidos: qual a altura máxima do degrau pelo código residencial?",
      "No código de encanamento de Chicago, a que distância de uma janela pode ficar o terminal de ventilação?",
    ])
      expect(ask(q).answer.text, q).toMatch(/regras de outro país/);
    expect(ask("A IT 23 aceita chuveiros automáticos dimensionados pela NFPA 13?").answer.text).not.toMatch(/regras de outro país/);
  });

  it("a question on downloading books is off topic: 'livros' is not 'livre'", () => {
    expect(ask("O que é o Portal Domínio Público, a biblioteca digital do governo federal, e como baixo livros de lá?").passages).toEqual([]);
  });

  it("a verb after who acts, or a past one, is not the thing asked", () => {
    // Before: "desenho" (after "eu") and "comprou" were read as the head, and nothing answered.
    const known = new Set(["ramal", "descarg", "lavator", "desenh", "plant", "eletric", "compr", "dr", "ma", "sensibil"]);
    expect(subjectOf("E o ramal de descarga do lavatório, com qual diâmetro eu desenho na planta?", known).head[0]).toBe("ramal");
    expect(subjectOf("O eletricista comprou um DR de 300 mA pra casa toda: qual sensibilidade deveria ser?", known).head[0]).not.toBe("compr");
    expect(ask("E o ramal de descarga do lavatório, com qual diâmetro eu desenho na planta?").passages[0]?.id).toBe("nbr8160-tabela3-banheiro");
  });

  it("a word the base never uses, in a sentence told besides the question, is the scene, not the subject", () => {
    // Before: "deck" and "quintal" weighed as the rarest subject words and nothing answered.
    expect(ask("A partir de que altura de desnível o guarda-corpo fica obrigatório? Estou projetando um deck alto no quintal.").lead).toMatch(/1,00 m/);
  });

  it("the asking is the part that ends in a question mark, not a case told after it", () => {
    // Before: the case's unknown word ("tábuas") made the rule presumed unknown, and the answer
    // denied a rule the base holds.
    const a = ask("A partir de quanto de desnível a norma exige guarda-corpo? Meu cliente vai fazer um mezanino com piso de tábuas.");
    expect(a.answer.text).not.toMatch(/Não conheço norma ou lei/);
    expect(a.lead).toMatch(/1,00 m/);
  });

  it("a question that names only whom it is for, after a told case, is no question of its own", () => {
    expect(namesAThing("Qual a medida pra adulto?")).toBe(false);
    expect(namesAThing("Qual a altura da barra pra adulto?")).toBe(true);
    // Before: "Qual a medida pra idoso?" was answered alone, with the elderly's parking spaces.
    const a = ask("A cliente perguntou a que altura do chão vai a barra de apoio ao lado da bacia no lavabo do pai dela. Qual a medida pra idoso?");
    expect(a.passages.map((p) => p.id).filter((id) => /idos/.test(id))).toEqual([]);
  });

  it("a later part of one new word is of the first part's thing when that one finds nothing", () => {
    // Before: "em que ordem?" was answered alone with a floor's curing order.
    expect(ask("Quais vermífugos um cachorro precisa no primeiro ano e em que ordem?").passages).toEqual([]);
    // A measure carried over to a second thing is a part of its own, however short its thing.
    expect(ask("Qual a inclinação do telhado de fibrocimento e da calha?").passages[0]?.id).toBe("nbr10844-calhas-caimento");
    expect(ask("Qual a altura do gradil do playground e do corrimão?").passages[0]?.id).toBe("nbr9050-corrimao-alturas");
    // A later part that names the first part's thing again, or a norm, is still read on its own.
    expect(ask("sou registrada no CAU/SP, posso fazer projeto em Goiás sem novo registro? o registro vale onde?").answer.found).toBe(true);
  });

  it("a federal agency named after 'da' is no city: Anvisa, Ibama, the Ministério da Saúde", () => {
    // Before: "…pela RDC 50 da Anvisa?" got "Depende da lei do município de Anvisa".
    expect(cityNamed("Qual a área mínima da sala de vacinação pela RDC 50 da Anvisa?")).toBeUndefined();
    expect(cityNamed("A licença do Ibama vale para a obra toda?")).toBeUndefined();
    expect(cityNamed("O que pede a portaria do Ministério da Saúde?")).toBeUndefined();
    expect(ask("Qual a área mínima da sala de vacinação pela RDC 50 da Anvisa?").answer.text).not.toMatch(/município de Anvisa/);
  });

  it("a date asked is a day: a passage with only the year or the month does not state it", () => {
    // Before: "Em que data…" was answered with the CAU's copyright registry, which names the law's year only.
    expect(ask("Em que data foi sancionada a Lei 12.378, a lei que criou o CAU?").passages).toEqual([]);
    expect(ask("Em que data a ABNT publicou a NBR 17170, de garantias?").passages).toEqual([]);
    expect(ask("Em que data foi sancionada a Lei 12.378, que regulamentou a arquitetura?").passages).toEqual([]);
    // "Qual a data da lei…?" asks the same; a date of something else after the law's number in a
    // sentence ("art. 49 da Lei 12.378/2010… reajustadas todo 1º de janeiro") is not the law's.
    expect(ask("Qual a data da Lei 12.378, que criou o CAU?").passages).toEqual([]);
    expect(ask("Qual a data da Lei 10.931?").passages).toEqual([]);
    // "Qual a data da NBR…?" is not a law's day: the norm's passages answer as before.
    expect(ask("Qual a data da NBR 15575?").passages[0]?.id).toBe("nbr15575-aplicacao");
    // The day of the law named, said in the sentence that names it, answers; a year asked is still
    // answered by a passage that states the year.
    expect(ask("Em que data foi sancionada a Lei 14.300, do marco da geração distribuída?").lead).toMatch(/6 de janeiro de 2022/);
    expect(ask("Em que ano a ABNT publicou a NBR 17170, de garantias?").lead).toMatch(/2022/);
  });

  it("'esse laudo' after a told case is the case's, not any report's general rule", () => {
    // Before: the question cut from its case was answered as a general rule, with the SPDA's
    // inspection periods.
    const q = "O hotel antigo ficou dispensado da cota de quartos acessíveis com um laudo técnico de inviabilidade. De quanto em quanto tempo esse laudo precisa ser renovado?";
    expect(ask(q).passages.map((p) => p.id).filter((id) => id.startsWith("nbr5419"))).toEqual([]);
  });

  it("a threshold's rise above 20 mm is a step, which an accessible route climbs by a ramp", () => {
    // Before: the small-rises passage did not say a ramp, and the answer denied the rule.
    const a = ask("A entrada da padaria tem um ressalto na soleira. A partir de que altura de desnível a NBR 9050 já exige rampa?");
    expect(a.answer.text).not.toMatch(/Não conheço norma ou lei/);
    expect(a.lead).toMatch(/20 mm/);
    // As item 6.3.4.1 says it: "quando inevitáveis", degraus; no claim that an accessible route
    // admits no stairs (its definition includes them).
    expect(a.lead).toMatch(/quando inevitáveis/);
    expect(a.lead).not.toMatch(/não admite degraus/);
  });

  it("an accessible table's clearance is asked of the table, not of a month", () => {
    // Before: "mesa" stemmed as "mês", dropped out of the subject, and nothing answered.
    expect(ask("Qual a altura livre mínima embaixo do tampo da mesa acessível de um bar, para a aproximação de quem usa cadeira de rodas?").lead).toMatch(/0,73 m/);
  });

  it("renting out a garage space is the condominium's rule, not a lease off the base's topic", () => {
    // Before: "alugar" made any question off topic, and the convention's quorum or art. 1.331 was lost.
    expect(ask("Prédio de 30 apartamentos quer pôr na convenção que pode alugar vaga de garagem a quem não mora lá: quantos votos precisa?").lead).toContain("**20 votos**");
    // To another condômino, or a ban asked, is the same rule.
    expect(ask("Posso alugar minha vaga de garagem para outro condômino do prédio?").passages[0]?.id).toBe("cc-vaga-garagem-estranhos");
    // A lease itself stays off the base's topic, a flat with a space or a space elsewhere too.
    for (const q of [
      "Qual o índice de reajuste do aluguel do meu apartamento este ano?",
      "Vou alugar meu apartamento com vaga de garagem no condomínio, qual o prazo do contrato?",
      "Vou alugar uma vaga de garagem fora do prédio, preciso de contrato?",
    ])
      expect(ask(q).passages, q).toEqual([]);
  });

  it("a city's IPTU rate is the city's tax law; 'bh' is Belo Horizonte", () => {
    // Before: the Estatuto da Cidade's progressive IPTU (up to 15%) was quoted as the answer.
    const a = ask("aliquota do iptu residencial em bh esse ano é quanto?");
    expect(a.answer.text).toMatch(/\*\*Depende da lei do município de Belo Horizonte\.\*\*/);
    expect(a.answer.text).toMatch(/alíquota e o valor venal do IPTU/);
    expect(figuresIn(a.lead).filter((f) => f.unit === "%")).toEqual([]);
    // The progressive rate's federal bounds still answer, however it is asked.
    for (const q of ["O IPTU progressivo no tempo tem alíquota máxima de quanto?", "A alíquota do IPTU pode dobrar a cada ano?", "Qual a alíquota máxima do IPTU para terreno subutilizado?", "Qual a alíquota do IPTU para terreno não edificado?"])
      expect(ask(q).passages[0]?.id, q).toBe("estatuto-iptu-progressivo-no-tempo");
    // A city's own maximum rate is its law's.
    expect(ask("Qual a alíquota máxima do IPTU em São Paulo?").answer.text).toMatch(/Depende da lei do município de São Paulo/);
  });

  it("a case told in sentences before the question is its scene: the head is named in the question", () => {
    // Before: "córrego" of the case was the head, and an urban APP passage answered a subdivision's strip.
    const a = ask("Tem um córrego no fundo da gleba que o cliente vai lotear. Qual a faixa não edificável mínima de cada lado pela lei de parcelamento?");
    expect(a.passages[0]?.id).toBe("lei6766-faixa-nao-edificavel");
    // A question that names nothing it asks for ("Precisa de alvará?") asks of the case itself.
    expect(ask("Vou construir uma piscina no quintal. Precisa de alvará?").passages.map((p) => p.id).filter((id) => id.startsWith("pbe"))).toEqual([]);
    expect(ask("Meu cliente quer demolir uma parede estrutural. Precisa de ART?").passages[0]?.id).not.toBe("nbr16280-reformas-sem-art");
    // A way asked ("Como impermeabilizar?") names what it is of.
    expect(ask("Tenho uma laje de cobertura. Como impermeabilizar?").passages[0]?.id).toBe("nbr9575-geral");
  });

  it("the síndico's term, the developer's grace period, the patrimônio de afetação and the family usucapião are held", () => {
    // Before: another condominium rule or another incorporação passage was shown without the fact.
    expect(ask("A convenção pode dar ao síndico um mandato de 3 anos? Qual o prazo máximo pelo Código Civil?").lead).toMatch(/dois anos/);
    expect(ask("O incorporador pode prorrogar o prazo de carência para desistir da incorporação?").lead).toMatch(/improrrogável/);
    expect(ask("Quais artigos da Lei 4.591 tratam do patrimônio de afetação?").lead).toMatch(/31-A/);
    expect(ask("O ex-companheiro abandonou o lar: em quanto tempo de posse ela pede a usucapião familiar da casa?").lead).toMatch(/2 anos/);
    // They take no question of another rule: the urban usucapião's 5 years, a buyer's distrato, an
    // amending law the base does not hold.
    expect(ask("Usucapião urbana: quantos anos para imóvel de 250 m² onde moro com a família?").passages[0]?.id).toBe("cf183-usucapiao-especial-urbana");
    expect(ask("se eu desistir do apartamento na planta, quanto a incorporadora pode reter do que paguei?").passages[0]?.id).toBe("lei13786-distrato-retencao");
    expect(ask("O que diz a Lei 12.424?").passages).toEqual([]);
    expect(ask("Tenho carência para desistir da compra na planta?").lead).toMatch(/distrato/);
    // Art. 33 as Lei 14.382/2022 wrote it: 180 days to carry the incorporação out, not a registration
    // "valid for 180 days".
    expect(ask("O incorporador pode prorrogar o prazo de carência para desistir da incorporação?").lead).not.toMatch(/validade do registro da incorporação \(§ 2º\), que é de 180 dias/);
    expect(ask("O incorporador pode prorrogar o prazo de carência para desistir da incorporação?").lead).toMatch(/redação da Lei 14\.382\/2022/);
  });

  it("what the asker needs to do ('preciso dar'), in a verb the base never uses, is not the subject", () => {
    // Before: "dar" weighed as the rarest subject word and the gutter's 0,5% was not found.
    expect(ask("Calha de platibanda: qual o caimento mínimo que eu preciso dar no sentido dos condutores?").lead).toMatch(/0,5%/);
  });

  it("a fine presumed of an ABNT norm or of the ABNT is denied, with where a fine does come from", () => {
    // Before: the inspection passage of NBR 16747 was quoted as if it fixed the fine.
    for (const q of ["A NBR 16747 fixa multa de R$ 10.000,00 para o condomínio que não faz a inspeção anual?", "A ABNT aplica multa no condomínio que não faz inspeção predial?"])
      expect(ask(q).answer.text, q).toMatch(/^A ABNT não aplica multas/);
    // A fine a condominium or a city sets for not following a norm is another question.
    expect(ask("Qual a multa do condomínio para quem faz obra sem plano de reforma da NBR 16280?").answer.text).not.toMatch(/A ABNT não aplica multas/);
    // Nor another body's norm or a fine asked beside a norm ("da" is a preposition, no verb).
    for (const q of [
      "A norma da prefeitura prevê multa para calçada fora da NBR 9050?",
      "A norma técnica do Corpo de Bombeiros prevê multa para quem não tem AVCB?",
      "Qual a norma aplicável e a multa por guarda-corpo baixo?",
      "Conforme a ABNT NBR 16280, qual a multa do condomínio para obra sem plano?",
    ])
      expect(ask(q).answer.text, q).not.toMatch(/A ABNT não aplica multas/);
  });

  it("a point-of-sale or management software is off the base's topic", () => {
    // Before: "gestão" drew the maintenance management passages of NBR 5674.
    expect(ask("qual o melhor sistema de gestão e PDV para a padaria do meu cliente?").passages).toEqual([]);
    expect(ask("Qual ERP vocês indicam para um escritório de arquitetura?").passages).toEqual([]);
    // A maintenance management software asked of a norm is the norm's question, not a shop's.
    expect(ask("A NBR 5674 exige software de gestão da manutenção?").answer.text).toMatch(/Não conheço norma ou lei/);
  });

  it("a capital's nickname is where, not a word of the thing asked", () => {
    // Before: "bh" weighed as the rarest subject word, nothing answered, and the city's law was named.
    expect(ask("O prédio fica em bh, qual a altura mínima do guarda-corpo?").passages[0]?.id).toBe("nbr14718-alturas");
  });
});
