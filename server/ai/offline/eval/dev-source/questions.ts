import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * A second development set by source (05/12/2026, decision 082): written from public pages whose
 * publishers no passage, tuning question, first-holdout question or holdout-by-source question
 * cites (questions.test.ts here checks it), found with the search tool. It replaces the dev half
 * of the holdout by source as the set read to find what the base does wrong in general: that half
 * had no unrelated answers left to learn from. The test half is still only scored.
 *
 * Written from the pages before the offline answerer was run on any of them. The mix: facts the
 * base may or may not hold (scored by key fact when held, on "não encontrei" when not), out of
 * scope questions (off-topic, rules and norm parts that do not exist, asked as if they did), a
 * city's own rule, values not published yet, federal rules that must not be sent to the city, and
 * questions with two parts.
 */
export const DEV_SOURCE: EvalQuestion[] = [
  // ---- Ramps (FUVEST 2025, solved on Blog do Vestibular) ---------------------------------------
  {
    q: "rampa acessível vencendo 0,5 m de desnível num segmento: qual a inclinação máxima admissível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "8,33%",
    source: "https://www.blogdovestibular.com/vestibular/questao-resolvida-envolvendo-construcao-de-rampa-para-cadeirante-da-fuvest-2025.html",
  },
  {
    q: "qual a inclinação de uma rampa com desnível de 0,5 m e projeção horizontal de 7 m?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "7,14%",
    source: "https://www.blogdovestibular.com/vestibular/questao-resolvida-envolvendo-construcao-de-rampa-para-cadeirante-da-fuvest-2025.html",
  },
  {
    q: "uma rampa de 6% de inclinação com 10 m de projeção horizontal vence qual desnível?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "0,60 m",
    source: "https://www.blogdovestibular.com/vestibular/questao-resolvida-envolvendo-construcao-de-rampa-para-cadeirante-da-fuvest-2025.html",
  },

  // ---- Sockets (Saber Elétrica; MarGirius on Cumeu) -------------------------------------------
  {
    q: "num quarto, a NBR 5410 pede uma tomada a cada quantos metros de perímetro?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "5 m",
    source: "https://www.sabereletrica.com.br/quantidade-de-tomadas-por-comodo",
  },
  {
    q: "na cozinha, de quanto em quanto perímetro vai uma tomada de uso geral?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "3,5 m",
    source: "https://www.sabereletrica.com.br/quantidade-de-tomadas-por-comodo",
  },
  {
    q: "o DR que protege a tomada do banheiro tem de ser de quantos mA?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "30 mA",
    source: "https://www.sabereletrica.com.br/quantidade-de-tomadas-por-comodo",
  },
  {
    q: "quantas tomadas tem que ter no banheiro e onde elas ficam?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/lavatorio/",
    source: "https://www.sabereletrica.com.br/quantidade-de-tomadas-por-comodo",
  },
  {
    q: "tomada USB em todos os quartos é obrigatória por qual NBR?",
    kind: "out",
    source: "https://www.sabereletrica.com.br/quantidade-de-tomadas-por-comodo",
  },
  {
    q: "qual item da NBR 5410 fixa o número mínimo de pontos de tomada por cômodo?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/9.5.2.2/",
    source: "https://cumeu.com/post/qual-a-determinacao-para-as-tomadas-de-uso-geral-na-norma-nbr-5410",
  },
  {
    q: "quantas tomadas são exigidas acima da bancada da pia da cozinha?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/duas tomadas/",
    source: "https://cumeu.com/post/qual-a-determinacao-para-as-tomadas-de-uso-geral-na-norma-nbr-5410",
  },
  {
    q: "quantas tomadas na sala e na cozinha, por metro de perímetro?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "3,5 m",
    source: "https://cumeu.com/post/qual-a-determinacao-para-as-tomadas-de-uso-geral-na-norma-nbr-5410",
  },

  // ---- Water tank (Rossot) --------------------------------------------------------------------
  {
    q: "qual a reserva mínima de caixa d'água recomendada para uma residência pequena?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "500 L",
    source: "https://rossot.com.br/como-calcular-a-capacidade-do-reservatorio-de-agua-fria/",
  },
  {
    q: "o reservatório de água fria tem que atender quantas horas de consumo?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "24 h",
    source: "https://rossot.com.br/como-calcular-a-capacidade-do-reservatorio-de-agua-fria/",
  },
  {
    q: "qual norma obriga caixa d'água de 1000 litros em toda casa?",
    kind: "out",
    source: "https://rossot.com.br/como-calcular-a-capacidade-do-reservatorio-de-agua-fria/",
  },

  // ---- Stairs (Escadas Especiais) ----------------------------------
  {
    q: "qual a altura máxima do espelho do degrau pela NBR 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,18 m",
    source: "https://escadasespeciais.com.br/como-calcular-a-altura-perfeita-dos-degraus-de-uma-escada",
  },
  {
    q: "qual a profundidade mínima do piso de um degrau de escada?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,28 m",
    source: "https://escadasespeciais.com.br/como-calcular-a-altura-perfeita-dos-degraus-de-uma-escada",
  },
  {
    q: "espelho de 17 cm: qual o piso mínimo do degrau pela fórmula de Blondel?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "0,29 m",
    source: "https://escadasespeciais.com.br/como-calcular-a-altura-perfeita-dos-degraus-de-uma-escada",
  },
  {
    q: "qual a altura do espelho e a largura do piso de uma escada pela NBR 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,28 m",
    source: "https://escadasespeciais.com.br/como-calcular-a-altura-perfeita-dos-degraus-de-uma-escada",
  },
  {
    q: "o bocel do degrau pode ter no máximo quantos centímetros?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,5 cm",
    source: "https://escadasespeciais.com.br/como-calcular-a-altura-perfeita-dos-degraus-de-uma-escada",
  },

  // ---- Acoustics (C3 Clube) --------------------------------------------------------------------
  {
    q: "qual o isolamento acústico mínimo da parede entre dois apartamentos pela norma de desempenho?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "45 dB",
    source: "https://c3clube.com.br/?p=35706",
  },
  {
    q: "qual o nível superior de isolamento acústico entre unidades habitacionais?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "55 dB",
    source: "https://c3clube.com.br/?p=35706",
  },
  {
    q: "o que diz a parte 7 da NBR 15575?",
    kind: "out",
    source: "https://c3clube.com.br/?p=35706",
  },
  {
    q: "qual a melhor marca de bloco acústico para comprar?",
    kind: "out",
    source: "https://c3clube.com.br/?p=35706",
  },

  // ---- Accessible bathroom (Lillo Elevadores) --------------------------------------------------
  {
    q: "quantos por cento dos sanitários de um edifício de uso público devem ser acessíveis?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "5%",
    source: "https://lilloelevadores.com.br/a-importancia-de-um-banheiro-adaptado/",
  },
  {
    q: "qual a altura máxima de uso de um armário acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    source: "https://lilloelevadores.com.br/a-importancia-de-um-banheiro-adaptado/",
  },
  {
    q: "quanto custa instalar um elevador residencial?",
    kind: "out",
    source: "https://lilloelevadores.com.br/a-importancia-de-um-banheiro-adaptado/",
  },

  // ---- RRT (CAU/SC, CAU/MG, CAU/GO) ------------------------------------------------------------
  {
    q: "qual lei exige o RRT do arquiteto?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/12.378/",
    source: "http://www.caugo.gov.br/formou-se-em-arquitetura-faca-seu-registro-no-cau/",
  },
  {
    q: "qual resolução do CAU/BR trata do RRT Múltiplo Mensal?",
    kind: "fact",
    norm: "Resolução CAU/BR 91",
    fact: "/91/",
    source: "http://www.caugo.gov.br/formou-se-em-arquitetura-faca-seu-registro-no-cau/",
  },
  {
    q: "qual vai ser a anuidade do CAU em 2028?",
    kind: "future",
    source: "http://www.caugo.gov.br/formou-se-em-arquitetura-faca-seu-registro-no-cau/",
  },
  {
    q: "qual o prazo para registrar o RRT de um laudo técnico, contado do início da atividade?",
    kind: "fact",
    norm: "Resolução CAU/BR 91",
    fact: "/30 dias/",
    source: "https://www.caumg.gov.br/guia-rrt/",
  },
  {
    q: "qual será o valor da taxa de RRT em 2028?",
    kind: "future",
    source: "https://causc.gov.br/perguntas/rrt-registro-de-responsabilidade-tecnica",
  },

  // ---- Código Florestal: federal in town and country ------------------------------------------
  {
    q: "qual a faixa de APP de um rio com mais de 600 m de largura?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "500 m",
    source: "https://brasilparticipativo.presidencia.gov.br/processes/planoclima/f/85/proposals/18218",
  },
  {
    q: "terreno urbano na beira de um córrego de 4 metros de largura: qual a faixa de APP?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://brasilparticipativo.presidencia.gov.br/processes/planoclima/f/85/proposals/18218",
  },
  {
    q: "qual o raio da APP em volta de uma nascente?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "http://lex.com.br/doutrina_27733268_A_AREA_DE_PRESERVACAO_PERMANENTE__APP_E_SEUS_PRINCIPAIS_ASPECTOS_PROTECIONISTAS.aspx",
  },

  // ---- Ceiling height (Inteligência Urbana, NBR 15575 functionality) ---------------------------
  {
    q: "qual o pé-direito mínimo de uma sala pela NBR 15575?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "2,50 m",
    source: "https://www.inteligenciaurbana.org/2021/09/norma-desempenho-nbr-15575-funcionalidade-acessibilidade.html",
  },
  {
    q: "em banheiro e corredor o pé-direito pode baixar até quanto?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "2,30 m",
    source: "https://www.inteligenciaurbana.org/2021/09/norma-desempenho-nbr-15575-funcionalidade-acessibilidade.html",
  },
  {
    q: "qual item da NBR 15575 exige pé-direito mínimo de 3 metros na sala?",
    kind: "out",
    source: "https://www.inteligenciaurbana.org/2021/09/norma-desempenho-nbr-15575-funcionalidade-acessibilidade.html",
  },

  // ---- Parking (Imparcial News, Chaves na Mão, EW7, OK Locadora) -----------
  {
    q: "qual o tamanho mínimo de vaga de garagem num prédio em Curitiba?",
    kind: "municipal",
    source: "https://imparcialnews.com.br/?p=467930",
  },
  {
    q: "qual lei federal define o tamanho mínimo da vaga de garagem?",
    kind: "out",
    source: "https://imparcialnews.com.br/?p=467930",
  },
  {
    q: "quantos por cento das vagas de um estacionamento são reservadas a idosos?",
    kind: "fact",
    norm: "Lei 10.741",
    fact: "5%",
    source: "https://www.chavesnamao.com.br/noticias-automotivas/vaga-de-garagem-tamanho-minimo-condominio",
  },
  {
    q: "e para pessoa com deficiência, qual o percentual de vagas reservadas?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "2%",
    source: "https://www.chavesnamao.com.br/noticias-automotivas/vaga-de-garagem-tamanho-minimo-condominio",
  },
  {
    q: "quantas vagas de garagem preciso prever num prédio de apartamentos de um quarto?",
    kind: "municipal",
    source: "http://ew7.com.br/projeto-arquitetonico-com-autocad/index.php/tutoriais-e-dicas/138-como-calcular-e-dimensionar-vagas-de-garagem.html",
  },
  {
    q: "quanto custa alugar um SUV por semana?",
    kind: "out",
    source: "https://www.oklocadoradeveiculos.com/2025/09/29/vaga-de-garagem-de-condominio-precisa-ter-tamanho-minimo/",
  },
  {
    q: "em Florianópolis, quantas vagas de garagem por apartamento de dois quartos?",
    kind: "municipal",
    source: "http://ew7.com.br/projeto-arquitetonico-com-autocad/index.php/tutoriais-e-dicas/138-como-calcular-e-dimensionar-vagas-de-garagem.html",
  },
  {
    q: "qual a largura de uma vaga de garagem para SUV ou picape?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "2,70 m",
    source: "https://www.oklocadoradeveiculos.com/2025/09/29/vaga-de-garagem-de-condominio-precisa-ter-tamanho-minimo/",
  },

  // ---- Rainwater (Guia da Engenharia) and concrete cover (Total Construção) --------------------
  {
    q: "qual norma trata de calhas e condutores de águas pluviais?",
    kind: "fact",
    norm: "NBR 10844",
    fact: "/10844/",
    source: "https://www.guiadaengenharia.com/aguas-pluviais/",
  },
  {
    q: "qual o diâmetro interno mínimo de um condutor vertical de águas pluviais?",
    kind: "fact",
    norm: "NBR 10844",
    fact: "70 mm",
    source: "https://www.guiadaengenharia.com/aguas-pluviais/",
  },
  {
    q: "a NBR 6118 dispensa cobrimento da armadura em laje de casa térrea, né?",
    kind: "out",
    source: "https://www.totalconstrucao.com.br/nbr-6118/",
  },
  // ---- Guard-rails (Vidro Impresso, Condomínio Interativo), fire codes (Projetos de Incêndio, LegisWeb)
  {
    q: "guarda-corpo de sacada: qual a altura mínima?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,10 m",
    source: "https://vidroimpresso.com.br/?p=18627",
  },
  {
    q: "qual o vão máximo entre os perfis verticais de um guarda-corpo?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "0,11 m",
    source: "https://vidroimpresso.com.br/?p=18627",
  },
  {
    q: "guarda-corpo sobre mureta baixa: qual a altura mínima acima da face superior da mureta?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "0,90 m",
    source: "https://vidroimpresso.com.br/?p=18627",
  },
  {
    q: "até que altura o guarda-corpo não pode ter apoios que permitam escalar?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "0,45 m",
    source: "https://vidroimpresso.com.br/?p=18627",
  },
  {
    q: "quanto o guarda-corpo tem que se prolongar depois do término do nível superior?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "0,30 m",
    source: "https://vidroimpresso.com.br/?p=18627",
  },
  {
    q: "qual a altura mínima do guarda-corpo e o vão máximo entre as barras?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "0,11 m",
    source: "https://vidroimpresso.com.br/?p=18627",
  },
  {
    q: "a NBR 14718 aceita vão de 15 cm entre as barras do guarda-corpo, né?",
    kind: "out",
    source: "https://vidroimpresso.com.br/?p=18627",
  },
  {
    q: "a partir de que desnível o guarda-corpo passa a ser obrigatório?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1 m",
    source: "https://www.condominiointerativo.com.br/noticia/109/engenharia/guarda-corpos-e-a-norma-nbr-14-718-protecao-e-conformidade-em-construcoes.html",
  },
  {
    q: "em que ano foi publicada a primeira edição da NBR 14718?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "/2001/",
    source: "https://www.condominiointerativo.com.br/noticia/109/engenharia/guarda-corpos-e-a-norma-nbr-14-718-protecao-e-conformidade-em-construcoes.html",
  },
  {
    q: "em Pernambuco, a partir de quantos m² de área construída o extintor de incêndio é obrigatório?",
    kind: "fact",
    norm: "Coscipe",
    fact: "750 m2",
    source: "https://projetosdeincendio.com.br/lugares-em-que-os-extintores-de-incendios-sao-obrigatorios",
  },
  {
    q: "como funciona o Projeto Técnico Simplificado do Corpo de Bombeiros de Roraima?",
    kind: "out",
    source: "https://legisweb.com.br/legislacao/?id=328287",
  },
];
