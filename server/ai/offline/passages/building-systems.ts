import type { Passage } from "#server/ai/offline/types";
import { NBR15575, NBR16280, NBR6122 } from "./codes";

/**
 * Everyday facts of norms the base held thinly (R-AI-8, decision 082): foundations (NBR 6122),
 * emergency lighting and hydrants in states' instructions, the performance norm's hydrosanitary
 * part (NBR 15575-6) and slip resistance of floor tiles. One fact a passage, in our own words, from
 * engineering firms', manufacturers', professional and academic pages; figures that only a
 * secondary page states are marked uncertain and worded as estimates.
 */

const NBR13818 = "ABNT NBR 13818:1997";
const NPT018_PR = "NPT 018 — Iluminação de emergência (Corpo de Bombeiros do Paraná)";
const NT22_GO = "NT 22/2014 — Hidrantes e mangotinhos (Corpo de Bombeiros de Goiás)";

const FOUNDATIONS = ["fundação", "fundações", "6122", "projeto de fundações"];
const PILE_TESTS = [...FOUNDATIONS, "estaca", "estacas", "prova de carga", "provas de carga", "ensaio de carga", "carga admissível"];
const FIRE = ["incêndio", "Corpo de Bombeiros", "bombeiros", "AVCB", "projeto de incêndio", "PPCI"];

export const BUILDING_SYSTEM_PASSAGES: Passage[] = [
  {
    id: "nbr6122-rasa-profunda",
    code: NBR6122,
    title: "Fundação rasa ou profunda: base a menos de 2 vezes a menor dimensão, ou ponta a mais de 8 vezes e no mínimo 3 m",
    item: "Termos e definições",
    topics: [...FOUNDATIONS, "fundação rasa", "fundação profunda", "fundação direta", "fundação superficial", "sapata", "bloco de fundação", "radier", "estaca", "tubulão", "profundidade da fundação", "menor dimensão", "diferença entre fundação rasa e profunda"],
    text:
      "Pela NBR 6122, fundação rasa (direta ou superficial) é a que passa a carga ao terreno pelas tensões sob a sua base, assentada a uma profundidade menor que duas vezes a sua menor dimensão em planta, como sapatas e blocos. " +
      "Fundação profunda é a que passa a carga pela ponta, pelo fuste ou pelos dois, com a ponta a mais de oito vezes a sua menor dimensão em planta e no mínimo a 3,0 m de profundidade, como estacas e tubulões. " +
      "Quando a profundidade não é a mesma em todo o perímetro, vale a menor.",
    source: "http://www.archus.com/dynamiccad/site/2019/11/05/o-projeto-e-execucao-de-fundacoes-guia-normativo/",
  },
  {
    id: "nbr6122-provas-de-carga-1-por-cento",
    code: NBR6122,
    title: "Provas de carga em estacas: em no mínimo 1% das estacas, e ao menos uma, quando a obra passa do limite da norma",
    item: "item 9.2.2",
    topics: [...PILE_TESTS, "quantas provas de carga", "número de provas de carga", "1%", "prova de carga obrigatória", "tensão de trabalho"],
    text:
      "A NBR 6122 (edição de 2019; as fontes técnicas já citam a revisão de 2022) traz uma tabela, por tipo de estaca, com a tensão de trabalho e o número de estacas a partir dos quais as provas de carga passam a ser obrigatórias. " +
      "Atingido o limite, fazem-se provas de carga em no mínimo 1% das estacas da obra, arredondando para o inteiro mais próximo, e nunca menos de uma, qualquer que seja o número de estacas. " +
      "Com tensão de trabalho acima da tabela, a prova de carga é obrigatória mesmo numa obra com poucas estacas.",
    source: "https://terre.eng.br/como-calcular-numero-de-ensaios-de-carga",
  },
  {
    id: "nbr6122-ensaio-dinamico-5-por-prova",
    code: NBR6122,
    title: "Ensaio dinâmico no lugar da prova de carga estática: 5 ensaios para cada prova suprimida",
    item: "item 9.2.2.3",
    topics: [...PILE_TESTS, "ensaio dinâmico", "carregamento dinâmico", "PDA", "prova de carga estática", "substituir prova de carga", "cinco ensaios"],
    text:
      "Pela NBR 6122, as provas de carga estáticas obrigatórias podem ser trocadas por ensaios de carregamento dinâmico na proporção de 5 ensaios dinâmicos para cada prova estática suprimida. " +
      "A troca total só vale em obras cujo número de estacas fica entre o limite da tabela da norma e o dobro dele; acima do dobro, ao menos uma prova de carga estática continua obrigatória.",
    source: "https://terre.eng.br/como-calcular-numero-de-ensaios-de-carga",
  },
  {
    id: "nbr6122-prova-de-carga-2-vezes",
    code: NBR6122,
    title: "Carga admissível tirada de prova de carga: prova estática, prevista no projeto, levada a no mínimo 2 vezes a carga admissível",
    topics: [...PILE_TESTS, "carga admissível da estaca", "força resistente de cálculo", "prova de carga estática", "duas vezes a carga", "início da obra"],
    text:
      "Para obter a carga admissível (ou a força resistente de cálculo) das estacas a partir de provas de carga, a NBR 6122 pede que as provas sejam estáticas, especificadas já na fase de projeto e executadas no início da obra, para que o projeto das demais estacas possa ser ajustado. " +
      "Cada prova deve ser levada até uma carga de no mínimo duas vezes a carga admissível prevista no projeto. " +
      "A prova estática pode ser feita com cargueira (método tradicional) ou pelo método bidirecional.",
    source: "https://redav.com.br/artigos/prova-de-carga",
  },
  {
    id: "npt018-pr-luminarias-15m",
    code: NPT018_PR,
    title: "Luminárias de emergência no Paraná: a cada 15 m no máximo e a até 7,50 m das paredes (estimativa)",
    topics: [...FIRE, "iluminação de emergência", "luminária de emergência", "distância entre luminárias", "espaçamento", "15 metros", "7,5 m", "NPT 018", "Paraná", "corredor"],
    text:
      "No Paraná, segundo fabricante de luminárias, a NPT 018 do Corpo de Bombeiros pede luminárias de emergência a no máximo 15 m umas das outras e a no máximo 7,50 m das paredes, com pontos a mais onde o corredor muda de direção, mesmo curto. " +
      "São valores a confirmar no texto da NPT; outros estados têm a sua própria instrução técnica, e a NBR 10898 é a norma nacional do assunto.",
    source: "https://golinhaki.com.br/blog/como-instalar-lumin%C3%A1rias-de-emerg%C3%AAncia-para-vistoria-dos-bombeiros",
    uncertain: true,
    // A state's instruction: a question that names no state is answered by the national norm first.
    weight: 0.5,
  },
  {
    id: "nt22-go-hidrante-150-l-min",
    code: NT22_GO,
    title: "Hidrante em prédio residencial em Goiás: duas mangueiras de 15 m, 150 L/min e 30 mca no ponto mais desfavorável (estimativa)",
    topics: [...FIRE, "hidrante", "hidrantes", "mangueira", "mangueira de incêndio", "vazão do hidrante", "pressão do hidrante", "150 L/min", "30 mca", "tipo 2", "Goiás", "NT 22", "multifamiliar", "13714"],
    text:
      "Em Goiás, segundo fabricante de tubos, a NT 22/2014 do Corpo de Bombeiros (apoiada na NBR 13714) divide os sistemas em tipo 1 (mangotinho) e tipos 2 a 5 (hidrantes); para edifício residencial multifamiliar servem os tipos 1 ou 2. " +
      "No tipo 2, o abrigo tem duas mangueiras de 15 m ou uma de 30 m, de 1½\", e o hidrante mais desfavorável deve ter vazão mínima de 150 L/min e pressão mínima de 30 mca. " +
      "São valores a confirmar no texto da NT; outros estados têm a sua própria instrução técnica.",
    source: "https://lmtubos.com.br/post-exemplo-2/",
    uncertain: true,
    // A state's instruction: a question that names no state is answered by the national norm first.
    weight: 0.5,
  },
  {
    id: "nbr15575-6-sistemas-hidrossanitarios",
    code: NBR15575,
    title: "Norma de desempenho, parte 6: requisitos dos sistemas hidrossanitários (água fria, quente, esgoto e pluviais)",
    item: "Parte 6 (NBR 15575-6), sistemas hidrossanitários",
    topics: ["norma de desempenho", "15575-6", "parte 6", "sistemas hidrossanitários", "hidrossanitário", "instalações hidráulicas", "desempenho hidráulico", "vazamento", "estanqueidade", "ralo", "caixa sifonada", "mau cheiro"],
    text:
      "A parte 6 da NBR 15575 (a NBR 15575-6) traz os requisitos de desempenho dos sistemas hidrossanitários das habitações: água fria e quente, esgoto sanitário e águas pluviais, com critérios de resistência das tubulações, estanqueidade, segurança no uso e durabilidade. " +
      "Um estudo publicado na revista Ambiente Construído, em 2022, verificou que as construtoras cumprem pouco essa parte, que só 10% dos fabricantes informam com precisão a durabilidade dos seus produtos e que as falhas mais frequentes são vazamentos em bacias, torneiras e chuveiros e retorno de odor e espuma por ralos e caixas sifonadas. " +
      "Os ensaios de estanqueidade da água quente, do esgoto e das águas pluviais foram os mais difíceis de fazer na obra.",
    source: "https://www.scielo.br/j/ac/a/4gBP5g8MPRdw96FCJfJVvgM/?lang=pt",
  },
  {
    id: "piso-antiderrapante-atrito-0-4",
    code: NBR13818,
    title: "Piso antiderrapante: coeficiente de atrito de pelo menos 0,4 (estimativa)",
    item: "Anexo N",
    topics: ["piso antiderrapante", "antiderrapante", "coeficiente de atrito", "atrito", "escorregar", "escorregadio", "piso escorregadio", "porcelanato", "cerâmica", "resistência ao escorregamento", "0,4"],
    text:
      "Pelo critério das normas de placas cerâmicas da ABNT (a NBR 13818, Anexo N, cujo ensaio hoje segue a NBR 16919), o coeficiente de atrito abaixo de 0,4 serve para áreas comuns, limpas só com pano úmido, e o de pelo menos 0,4 é o recomendado onde se pede resistência ao escorregamento — valores a confirmar no texto vigente, segundo representante de fabricantes. " +
      "O resultado é a média de várias medições; quanto mais áspera a superfície, mais difícil a limpeza, e o escorregamento depende também da inclinação, da água, da sujeira e do calçado.",
    source: "https://bertanirep.com.br/post/coeficiente-de-atrito",
    uncertain: true,
  },
  {
    id: "nbr16280-reformas-sem-art",
    code: NBR16280,
    title: "Reforma que dispensa ART ou RRT: pintura simples, forro de gesso, piso laminado, box, pias e armários",
    topics: ["reforma", "reforma de apartamento", "dispensa ART", "sem ART", "sem RRT", "precisa de ART", "precisa de RRT", "pequena reforma", "pintura", "forro de gesso", "piso laminado", "box", "armários", "16280"],
    text:
      "Segundo escritório de arquitetura que orienta a aplicação da NBR 16280, dispensam ART ou RRT os pequenos reparos e manutenções: pintura simples, rebaixamento de teto com gesso, piso laminado, box de banheiro, assentamento de pias, instalação de armários e ar-condicionado no local previsto em projeto. " +
      "Pedem ART ou RRT a troca de revestimentos, a impermeabilização, o fechamento de varanda, as mudanças em instalações hidrossanitárias, elétricas, de gás e de incêndio, a automação e qualquer obra que mexa em paredes, furos, aberturas ou cargas da estrutura. " +
      "As regras do condomínio podem ser mais exigentes; na dúvida, consulte o síndico antes de começar.",
    source: "https://pacearquiteturacampinas.com.br/artigo-nbr-16280.html",
  },
];
