import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Tuning questions on building services (NBR 5626, 5410, 8160, 10844), concrete structure
 * (NBR 6118) and technical drawing (NBR 16752, 6492), taken from public exam questions, Q&A and
 * professional pages, lightly reworded into chat questions.
 */
export const TUNE_INSTALLATIONS: EvalQuestion[] = [
  // ---------------------------------------------------------------- NBR 5626
  {
    q: "Qual a pressão estática máxima permitida nos pontos de utilização de água fria pela NBR 5626:2020?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "400 kPa",
    source: "https://soprovas.com/questoes/5339029",
  },
  {
    q: "pressao dinamica minima no ponto de utilizacao de agua, quanto a 5626 pede?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "10 kPa",
    source: "https://soprovas.com/questoes/5339029",
  },
  {
    q: "Em qualquer ponto do sistema de distribuição de água, qual a pressão dinâmica mínima?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "5 kPa",
    source: "https://soprovas.com/questoes/5178733",
  },
  {
    q: "Quanto de sobrepressão por golpe de aríete a NBR 5626 admite nas tubulações?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "200 kPa",
    source: "https://soprovas.com/questoes/5178733",
  },
  {
    q: "qual a velocidade máxima da água nos canos de água fria?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "3 m/s",
    wrong: ["2,5 m/s"],
    source: "https://qconcursos.com/questoes-de-concursos/questoes/beb1896d-87",
  },
  {
    q: "A caixa d'água de uma casa pequena deve ter no mínimo quantos litros?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "500 L",
    source: "https://soprovas.com/questoes/1230640",
  },
  {
    q: "Quantos litros por pessoa por dia considerar para dimensionar o reservatório quando não há dado da concessionária?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "200 L",
    source: "https://deltaprojetos.eng.br/como-fazer-dimensionamento-de-reservatorio",
  },
  {
    q: "Água quente dentro do banheiro com misturador comum pode chegar a que temperatura máxima pela 5626?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "70 °C",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/3fde361d-f8",
  },

  // ---------------------------------------------------------------- NBR 5410
  {
    q: "Qual a sensibilidade do DR obrigatório em banheiro e área externa segundo a NBR 5410?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "30 mA",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "quarto com ate 6 m2, qual a carga minima de iluminacao?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "100 VA",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  // calc: 14 m² = 6 m² (100 VA) + 2 × 4 m² inteiros (2 × 60 VA) = 220 VA.
  {
    q: "Qual a carga de iluminação de um dormitório de 14 m² pela NBR 5410?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "220 VA",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  // calc: 3 m × 4 m = 12 m² = 6 m² (100 VA) + 1 × 4 m² inteiro (60 VA), sobra 2 m² não conta = 160 VA.
  {
    q: "sala de 3 m x 4 m: quantos VA de iluminação eu tenho que prever?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "160 VA",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "Na cozinha, a NBR 5410 pede uma tomada a cada quantos metros de perímetro?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "3,5 m",
    source: "https://soprovas.com/questoes/3650284",
  },
  {
    q: "quantas tomadas tem que ter num quarto? uma a cada quantos metros de perimetro",
    kind: "fact",
    norm: "NBR 5410",
    fact: "5 m",
    source: "https://telepredios.com/quantas-tomadas-colocar-em-cada-ambiente-seguindo-a-norma-nbr-5410",
  },
  {
    q: "Qual a bitola mínima do fio para circuito de tomadas?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "2,5 mm²",
    source: "https://www.portaldoseletricistas.com/normas.html",
  },
  {
    q: "Qual o comprimento máximo de um trecho reto de eletroduto sem caixa de passagem dentro da edificação?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "15 m",
    source: "https://soprovas.com/questoes/5081581",
  },
  {
    q: "de que cor tem que ser o fio neutro?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/azul-claro/",
    source: "blog, endereço removido: não é fonte aceita (decisão 078)",
  },

  // ---------------------------------------------------------------- NBR 8160 e 10844
  {
    q: "qual o tamanho mínimo de uma caixa de inspeção de esgoto?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "60 cm",
    source: "https://www.deltaprojetos.eng.br/o-que-sao-as-caixas-de-inspecao-e-de-passagem",
  },
  {
    q: "caixa de inspeção pode ter mais de 1 metro de fundura? qual a profundidade máxima?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "1,00 m",
    source: "https://www.deltaprojetos.eng.br/o-que-sao-as-caixas-de-inspecao-e-de-passagem",
  },
  {
    q: "num prédio de 4 pavimentos, a que distância mínima do tubo de queda fica a caixa de inspeção?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "2,00 m",
    source: "https://www.deltaprojetos.eng.br/o-que-sao-as-caixas-de-inspecao-e-de-passagem",
  },
  {
    q: "qual a distância máxima entre duas caixas de inspeção de esgoto?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "25 m",
    source: "https://www.deltaprojetos.eng.br/o-que-sao-as-caixas-de-inspecao-e-de-passagem",
  },
  {
    q: "O respiro do esgoto (tubo ventilador) tem que ficar quantos metros acima de uma laje usada como terraço?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "2 m",
    source: "https://soprovas.com/questoes/2382379",
  },
  {
    q: "Qual a inclinação mínima de uma calha de beiral ou platibanda?",
    kind: "fact",
    norm: "NBR 10844",
    fact: "0,5%",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },

  // ---------------------------------------------------------------- NBR 6118
  {
    q: "Na classe de agressividade ambiental I, qual a relação água/cimento máxima do concreto armado?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "0,65",
    source: "https://gabariteconcurso.com.br/questoes/cargo/analista-de-gestao-educacional",
  },
  {
    q: "qual o fck minimo do concreto pra obra em ambiente urbano (agressividade moderada)?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "25 MPa",
    source: "https://digital.concreteshow.com.br/produtos/concreto/fck-concreto",
  },
  {
    q: "Cobrimento nominal de viga de concreto armado na classe de agressividade IV?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "50 mm",
    source: "https://soprovas.com/questoes/2125897",
  },
  {
    q: "Qual o cobrimento da laje de um reservatório de água (ambiente intensamente agressivo)?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "45 mm",
    source: "https://soprovas.com/questoes/1260883",
  },
  {
    q: "Qual a tolerância de execução Δc do cobrimento em obras correntes?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "10 mm",
    source: "https://suporte.altoqi.com.br/hc/pt-br/articles/115004562174-Prescri%C3%A7%C3%B5es-normativas-para-cobrimento-das-armaduras",
  },
  {
    q: "Qual a menor dimensão que um pilar de concreto pode ter?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "19 cm",
    wrong: ["20 cm"],
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "espessura minima de laje macica de piso que nao e balanco",
    kind: "fact",
    norm: "NBR 6118",
    fact: "8 cm",
    source: "https://atex.com.br/pt/como-definir-espessura-de-lajes-macicas-nervuradas",
  },

  // ---------------------------------------------------------------- Desenho técnico
  {
    q: "Qual a margem esquerda da folha de desenho pela norma atual de folhas (NBR 16752)?",
    kind: "fact",
    norm: "NBR 16752",
    fact: "20 mm",
    source: "blog, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "Quais as medidas da folha A0 em milímetros?",
    kind: "fact",
    norm: "NBR 16752",
    fact: "1.189 mm",
    source: "blog, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "A que altura do piso passa o plano de corte da planta baixa pela NBR 6492?",
    kind: "fact",
    norm: "NBR 6492",
    fact: "1,50 m",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/a7dea9a2-d7",
  },
  // ---- NBR 8160, Tabela 3: UHC e DN mínimo do ramal de descarga por aparelho (04/12/2026) ------
  {
    q: "qual o diâmetro mínimo do ramal de descarga da pia de cozinha residencial?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "50 mm",
    source: "https://suporte.unmep.com.br/documentacao-tecnica/esgoto/tubulacoes",
  },
  {
    q: "quantas UHC conta um chuveiro de residência pela NBR 8160?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "/chuveiro, 2 UHC/",
    source: "https://suporte.unmep.com.br/documentacao-tecnica/esgoto/tubulacoes",
  },
  {
    q: "qual o DN mínimo do ramal de descarga de um mictório com válvula de descarga?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "75 mm",
    source: "https://suporte.unmep.com.br/documentacao-tecnica/esgoto/tubulacoes",
  },
  {
    q: "quantas unidades Hunter de contribuição tem a máquina de lavar roupas?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "/roupas 3 UHC/",
    source: "https://suporte.unmep.com.br/documentacao-tecnica/esgoto/tubulacoes",
  },
];
