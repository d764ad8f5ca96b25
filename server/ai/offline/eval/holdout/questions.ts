import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * HOLDOUT split: only scored, never tuned on. Written without reading the passages nor the tune
 * questions. Every question comes from a public page found with the `search` tool (exam questions
 * with their answer key, professional blogs, norm summaries, news), lightly reworded into chat
 * style. Each `fact` was read in the `source` and cross-checked in at least one other public page
 * (the second page is named in a comment when it is not obvious); facts found in a single page only
 * were left out of the set.
 */
export const HOLDOUT: EvalQuestion[] = [
  // ---------------------------------------------------------------- NBR 9050 (acessibilidade)
  {
    q: "qual a altura do corrimão de cima numa rampa acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,92 m",
    source: "https://soprovas.com/questoes/2476111",
  },
  {
    q: "corrimao duplo de escada: o mais baixo fica a que altura do piso?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,70 m",
    // also: https://soprovas.com/questoes/2476111
    source: "blog, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "quanto o corrimão tem que passar além do primeiro e do último degrau?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,30 m",
    // also: https://www.questoesestrategicas.com.br/questoes/busca/assunto/circulacoes-verticais-e-horizontais
    source: "https://soprovas.com/questoes/2820436",
  },
  {
    q: "Qual a dimensão longitudinal mínima dos patamares no início e no término de uma rampa acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    // also: https://soprovas.com/questoes/2794558
    source: "https://qconcursos.com/questoes-de-concursos/questoes/99827672-16",
  },
  {
    q: "rampa em rota acessível: qual a largura mínima admissível? (sei que o recomendado é 1,50)",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    // also: https://gazetadopovo.com.br/imoveis/quando-optar-por-rampas-ahzqspmurztjbnpwlvgoc8thq
    source: "https://qconcursos.com/questoes-de-concursos/questoes/99827672-16",
  },
  {
    q: "a partir de quantos milímetros um desnível no piso passa a ser considerado degrau?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "20 mm",
    // 15 mm was the 2004 edition's limit.
    wrong: ["15 mm"],
    // also: https://soprovas.com/questoes/2882011
    source: "https://soprovas.com/questoes/1187227",
  },
  {
    q: "rampa com 5% de inclinação vence no máximo quanto de desnível em cada segmento?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,50 m",
    source: "https://soprovas.com/questoes/2882011",
  },
  {
    q: "qual a inclinação máxima de rampa acessível em obra nova, sem ser caso de reforma?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "8,33%",
    source: "https://soprovas.com/questoes/2882011",
  },
  {
    q: "Em reforma, uma rampa entre 8,33% e 10% pode vencer qual desnível máximo por segmento?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,20 m",
    // also: /work/shared/domain-facts nbr.json (NBR 9050, from the 2020 amendment text)
    source: "https://soprovas.com/questoes/2882011",
  },
  {
    q: "vaso sanitario PNE: a que altura do piso fica a borda da bacia, sem o assento?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,43 m",
    // 0,43 m to 0,45 m without the seat; also: http://tavolaengenharia.com.br/noticias/bacias-sanitarias-a-vacuo-conforme-norma-de-acessibilidade-nbr9050-20
    source: "https://www.condominioemordem.com.br/sanitario-acessivel/",
  },
  {
    q: "qual a altura da barra de apoio horizontal ao lado da bacia no banheiro acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,75 m",
    // also: https://soprovas.com/questoes/3411586
    source: "https://www.casadaacessibilidade.com.br/como-instalar-barra-de-apoio",
  },
  {
    q: "barra de apoio do banheiro de deficiente: qual o comprimento mínimo da barra horizontal da parede lateral?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    // also: https://www.casadaacessibilidade.com.br/como-instalar-barra-de-apoio
    source: "https://soprovas.com/questoes/3411586",
  },
  {
    q: "porta acessível, quando aberta, tem que ter vão livre mínimo de quanto de largura?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    source: "https://resolvamais.com.br/questoes-de-concurso/480378/dimensionamentos_minimos-exercicios-exercicio_27?fmt=17",
  },
  {
    q: "corredor de uso comum com até 4 m de extensão pode ter no mínimo quanto de largura?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,90 m",
    // also: https://provaseconcursos.com.br/questao/32777
    source: "https://soprovas.com/questoes/190396",
  },
  {
    q: "quanto de espaço preciso para a cadeira de rodas girar 360 graus sem se deslocar?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,50 m",
    // diameter of the circle; also: /work/shared/domain-facts nbr.json (NBR 9050)
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "o módulo de referência da pessoa em cadeira de rodas tem quanto de comprimento?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    // M.R. = 0,80 m x 1,20 m; also: /work/shared/domain-facts nbr.json (NBR 9050)
    source: "blog, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "Qual a largura mínima para passar por um obstáculo isolado de até 0,40 m de extensão na circulação?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    source: "https://provaseconcursos.com.br/questao/610822",
  },
  {
    q: "pela norma de acessibilidade, qual a altura maxima do espelho do degrau?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,18 m",
    // also: https://provaseconcursos.com.br/questao/32777
    source: "https://qconcursos.com/questoes-de-concursos/questoes/7b4ea7ab-86",
  },
  {
    q: "e o piso do degrau, qual a profundidade mínima pela 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,28 m",
    // also: https://qconcursos.com/questoes-de-concursos/questoes/7b4ea7ab-86
    source: "https://provaseconcursos.com.br/questao/32777",
  },

  // ---------------------------------------------------------------- NBR 16537 (piso tátil)
  {
    q: "piso tátil direcional: qual a largura recomendada da faixa, no máximo?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "0,40 m",
    // recommended 0,25 m to 0,40 m; also: /work/shared/domain-facts nbr.json (NBR 16537)
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "a norma de sinalização tátil no piso foi revisada? qual o ano da edição atual?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "/2024/",
    // also: https://sinallink.com.br/?p=164
    source: "https://levantebh.com.br/biblioteca/urbanismo/nbr-165372024-2a-edicao",
  },

  // ---------------------------------------------------------------- Vagas (leis e Contran)
  {
    q: "quantos por cento das vagas do estacionamento tem que ser de deficiente?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "2%",
    // also: https://ocombatente.com/esporte-tabela-de-jogos-e-regulamento-da-primeira-etapa-da-copa-zico-porto-velho-sao-divulgados/
    source: "https://sindepark.com.br/parking-news/noticia/lei-de-transito-que-endureceu-punicoes-ainda-traz-duvida-em-estacionamentos-932",
  },
  {
    q: "Qual a porcentagem de vagas reservadas para idosos nos estacionamentos públicos e privados?",
    kind: "fact",
    norm: "Lei 10.741",
    fact: "5%",
    // also: https://www.universocondominio.com.br/reserva-de-vagas-preferenciais/
    source: "https://fcmg.adv.br/?p=153",
  },
  {
    q: "vaga de idoso vale pra quem tem a partir de quantos anos?",
    kind: "fact",
    norm: "Lei 10.741",
    fact: "60 anos",
    // also: https://sindepark.com.br/parking-news/noticia/idoso-ganha-estacionamento-exclusivo-1592007-898
    source: "https://fcmg.adv.br/?p=153",
  },
  {
    q: "as resoluções 303 e 304 do Contran sobre vaga de idoso e deficiente ainda valem? qual resolução vale hoje?",
    kind: "fact",
    norm: "Contran",
    fact: "/965/",
    // also: https://www.mestresdotransito.com.br/2022/05/resolucao-contran-n-965-de-17-de-maio.html
    source: "https://jornalatual.info/noticia/colunistas/alteracao-das-regras-para-credencial-de-vagas-prioritarias",
  },

  // ---------------------------------------------------------------- NBR 9077 (saídas de emergência)
  {
    q: "pela NBR 9077, a fórmula de Blondel 2h + b tem que ficar entre 63 cm e quanto?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "64 cm",
    // also: https://soprovas.com/questoes/722215
    source: "https://qconcursos.com/questoes-de-concursos/questoes/7b4ea7ab-86",
  },
  {
    q: "escada de emergência: altura máxima do degrau pela 9077?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "18 cm",
    // 16 cm to 18 cm; also: https://qconcursos.com/questoes-de-concursos/questoes/c34b6e3e-b6
    source: "https://soprovas.com/questoes/3036601",
  },
  {
    q: "qual a largura mínima de uma saída de emergência (2 unidades de passagem)?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "1,10 m",
    source: "https://questoes.grancursosonline.com.br/questoes-de-concursos/legislacao-dos-orgaos-2924/2890677",
  },
  {
    q: "quanto mede uma unidade de passagem no cálculo da largura das saídas?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "0,55 m",
    // also: /work/shared/domain-facts nbr.json (NBR 9077)
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "Os acessos às saídas de emergência devem ter pé-direito mínimo de quanto?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "2,50 m",
    source: "https://www.qconcursos.com/questoes-de-concursos/questoes/4ffc5d32-1c",
  },

  // ---------------------------------------------------------------- NBR 15575 (desempenho)
  {
    q: "na norma de desempenho, além do mínimo e do superior, qual é o outro nível de desempenho?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/intermediário/",
    // M, I and S; also: /work/shared/domain-facts nbr.json (NBR 15575)
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-1252.html",
  },
  {
    q: "em que ano saiu a emenda da 15575 que mudou a avaliação de desempenho térmico?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/2021/",
    source: "https://ca-2.com/?p=7740",
  },

  // ---------------------------------------------------------------- Iluminação, acústica, conforto
  {
    q: "quantos lux preciso num escritório para ler e digitar?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "500 lux",
    source: "https://www.luxatec.com.br/blog/norma-nbr-8995-o-que-ela-diz-sobre-iluminao",
  },
  {
    q: "a norma de nível de barulho dentro dos ambientes (10152) ainda é a de 1987? qual a edição em vigor?",
    kind: "fact",
    norm: "NBR 10152",
    fact: "/2017/",
    // also: https://medicaoderuidos.com.br/norma-nbr10152
    source: "https://portalacustica.info/conforto-acustico-nbr-10-152",
  },
  {
    q: "a NBR 16401 de ar-condicionado foi revisada? em que ano saiu a versão nova?",
    kind: "fact",
    norm: "NBR 16401",
    fact: "/2024/",
    // also: https://www.engenhariaearquitetura.com.br/?p=15547
    source: "https://abrava.com.br/norma-que-regulamenta-instalacoes-de-ar-condicionado-em-sistemas-centrais-e-unitarios-nbr-16401-foi-atualizada/",
  },
  {
    q: "qual a temperatura operativa mínima de conforto no verão com ar-condicionado, pela 16401?",
    kind: "fact",
    norm: "NBR 16401",
    fact: "22,5 °C",
    // 22,5 °C to 25,5 °C; also: http://www.solloengenharia.com.br/publicacoes/informacoes-tecnicas/14/condicoes-de-conforto-termico-conforme-a-nbr-16401-da-abnt/
    source: "https://abrava.com.br/norma-que-regulamenta-instalacoes-de-ar-condicionado-em-sistemas-centrais-e-unitarios-nbr-16401-foi-atualizada/",
  },

  // ---------------------------------------------------------------- NBR 5626 (água fria e quente)
  {
    q: "qual a pressão estática máxima nos pontos de utilização de água?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "400 kPa",
    // also: https://soprovas.com/questoes/5178733
    source: "https://soprovas.com/questoes/5339029",
  },
  {
    q: "pressão dinâmica mínima no ponto de utilização (chuveiro, torneira), quanto é?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "10 kPa",
    // also: https://soprovas.com/questoes/2475778
    source: "https://soprovas.com/questoes/5339029",
  },
  {
    q: "a caixa d'água tem que guardar água para quantas horas de consumo no mínimo?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "/24 h/",
    // also: https://soprovas.com/questoes/1230640
    source: "https://deltaprojetos.eng.br/como-fazer-dimensionamento-de-reservatorio",
  },
  {
    q: "casa pequena: qual a reserva mínima de água recomendada?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "500 L",
    // also: https://jornalnosbairros.com.br/wp/?p=8711
    source: "https://soprovas.com/questoes/1230640",
  },

  // ---------------------------------------------------------------- NBR 5410 (instalações elétricas)
  {
    q: "DR de banheiro e cozinha tem que ser de quantos mA?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "30 mA",
    // high-sensitivity DR
    source: "https://www.portaldoseletricistas.com/normas.html",
  },
  {
    q: "na cozinha, 1 ponto de tomada a cada quantos metros de perímetro?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "3,5 m",
    source: "https://telepredios.com/quantas-tomadas-colocar-em-cada-ambiente-seguindo-a-norma-nbr-5410",
  },
  {
    q: "quarto e sala: quantas tomadas? uma a cada quantos metros de perimetro?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "5 m",
    // also: https://todasasrespostas.com/qual-a-posicao-dos-fios
    source: "https://telepredios.com/quantas-tomadas-colocar-em-cada-ambiente-seguindo-a-norma-nbr-5410",
  },
  {
    q: "qual a carga mínima de iluminação para um cômodo de até 6 m²?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "100 VA",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },

  // ---------------------------------------------------------------- NBR 6118 (concreto)
  {
    q: "prédio em área urbana comum: a agressividade ambiental é considerada fraca, moderada ou forte?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "/moderada/",
    // CAA II; also: https://www.concretoarmado.org/post/cobrimento-das-armaduras-e-sua-relacao-com-a-agressividade-do-meio-ambiente
    source: "https://suporte.altoqi.com.br/hc/pt-br/articles/115004556014-Classes-de-agressividade-normativas",
  },
  {
    q: "concreto armado em classe de agressividade I: qual a classe mínima do concreto?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "/C20/",
    source: "https://gabariteconcurso.com.br/questoes/cargo/analista-de-gestao-educacional",
  },
  {
    q: "e na classe de agressividade II, concreto armado tem que ser no mínimo qual classe?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "/C25/",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "cobrimento nominal de laje de concreto armado em CAA II?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "25 mm",
    // also: https://soprovas.com/questoes/200413
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "qual o cobrimento mínimo de viga em classe de agressividade IV (respingo de maré)?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "50 mm",
    source: "https://soprovas.com/questoes/2125897",
  },

  // ---------------------------------------------------------------- NBR 6492 (representação)
  {
    q: "qual o maior formato de folha que a norma de representação de projeto de arquitetura admite?",
    kind: "fact",
    norm: "NBR 6492",
    fact: "/A0/",
    // maximum A0, minimum A4
    source: "https://marcelosbarra.com/representacao-projetos-arquitetura-nbr-6492-ii",
  },

  // ---------------------------------------------------------------- NBR 14718 (guarda-corpo)
  {
    q: "guarda-corpo de sacada tem que ter no mínimo quanto de altura?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,10 m",
    // also: https://portalopiniaopublica.com.br/noticia/8738/nbr-14-718-ndash-guarda-corpos-para-edificacao.html
    source: "https://vidros.inf.br/mercado-negocios/as-mudancas-na-norma-de-guarda-corpos/",
  },
  {
    q: "guarda corpo é obrigatório a partir de que desnível?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1 m",
    // also: https://vidros.inf.br/mercado-negocios/as-mudancas-na-norma-de-guarda-corpos/
    source: "https://sienge.com.br/blog/guarda-corpos-devem-atender-a-nbr-14718",
  },

  // ---------------------------------------------------------------- NBR 8160 (esgoto)
  {
    q: "declividade mínima de ramal de esgoto de 75 mm ou menos?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "2%",
    // also: https://soprovas.com/questoes/3975697
    source: "https://soprovas.com/questoes/2678182",
  },
  {
    q: "E para tubulação de esgoto com diâmetro nominal 100 ou maior, qual a declividade mínima?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "1%",
    // also: https://www.estudegratis.com.br/questao-de-concurso/544034
    source: "https://soprovas.com/questoes/1893559",
  },
  {
    q: "distância máxima entre duas caixas de inspeção de esgoto?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "25 m",
    // also: https://soprovas.com/questoes/2678182
    source: "https://soprovas.com/questoes/3975697",
  },
  {
    q: "qual a altura mínima do fecho hídrico de um desconector (ralo sifonado)?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "5 cm",
    // 10 cm is the wrong option of https://provaseconcursos.com.br/questao/502553; also: /work/shared/domain-facts nbr.json (NBR 8160)
    source: "https://soprovas.com/questoes/3975697",
  },

  // ---------------------------------------------------------------- Etapas de projeto
  {
    q: "pela NBR 13532, qual etapa vem logo depois do estudo preliminar?",
    kind: "fact",
    norm: "NBR 13532",
    fact: "/anteprojeto/",
    // LV, PN, EV, EP, AP, PL, PE; also: https://amauriberton.com.br/etapas-do-projeto-de-arquitetura
    source: "https://www.hianearq.com/post/conheça-as-etapas-do-projeto-de-arquitetura",
  },
  {
    q: "a NBR 13532 ainda vale para projeto de arquitetura? qual norma veio no lugar dela?",
    kind: "fact",
    norm: "NBR 16636",
    fact: "/16636/",
    source: "https://sinaenco.com.br/noticias/norma-sobre-projeto-arquitetonico-entra-em-consulta-publica",
  },

  // ---------------------------------------------------------------- NBR 12721 e CUB
  {
    q: "o que não está incluído no CUB? fundação entra?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/fundações/",
    // also: https://soprovas.com/questoes/5405323
    source: "http://www.construcaoereforma.com/construcao-residencial-quanto-custa-o-m%C2%B2/",
  },
  {
    q: "qual foi o CUB de SP de dezembro de 2025, padrão R8-N?",
    kind: "fact",
    norm: "Sinduscon-SP",
    fact: "R$ 2.123,87",
    wrong: ["R$ 2.108,47"],
    // also: https://portaldori.com.br/2026/01/15 (via /work/shared/domain-facts cub.json)
    source: "https://correiodobrasil.com.br/a/precos-construcao-mais-altos-constata-pesquisa",
  },
  {
    q: "cub paulista r8-n de setembro 2025?",
    kind: "fact",
    norm: "Sinduscon-SP",
    fact: "R$ 2.108,47",
    wrong: ["R$ 2.123,87"],
    // also: https://energialimpa.live/aumento-do-custo-da-construcao-impulsionado-por-materiais-de-construcao
    source: "http://apemec.com.br/cub-sobe-017-em-setembro/",
  },
  {
    q: "e o CUB de SP desonerado (R8-N) em dezembro de 2025, quanto deu?",
    kind: "fact",
    norm: "Sinduscon-SP",
    fact: "R$ 2.015,90",
    // also: https://portaldori.com.br/2026/01/15 (via /work/shared/domain-facts cub.json)
    source: "https://correiodobrasil.com.br/a/precos-construcao-mais-altos-constata-pesquisa",
  },
  {
    q: "o que quer dizer R8-N no CUB?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/8 pavimentos/",
    // residencial, 8 pavimentos, padrão normal; also: /work/shared/domain-facts cub.json
    source: "https://www.floriparealestate.com.br/post/tipos-de-cub-residenciais",
  },

  // ---------------------------------------------------------------- NBR 15220 (zoneamento bioclimático)
  {
    q: "quantas zonas bioclimáticas tem o novo zoneamento da NBR 15220-3 de 2024?",
    kind: "fact",
    norm: "NBR 15220",
    fact: "/12 zonas/",
    // also: https://labeee.ufsc.br/pt-br/zoneamentobioclimatico and /work/shared/domain-facts nbr.json
    source: "https://cbcs.org.br/novo-zoneamento-bioclimatico-amplia-precisao-e-fortalece-agenda-de-sustentabilidade-na-construcao",
  },
  {
    q: "na NBR 15220-3 de 2005 o Brasil era dividido em quantas zonas bioclimaticas?",
    kind: "fact",
    norm: "NBR 15220",
    fact: "/8 zonas/",
    source: "https://questoesestrategicas.com.br/questoes/busca/assunto/conforto-termico",
  },

  // ================================================================ CALC
  {
    // 0,60 m / 8,33% = 0,60 / 0,0833 = 7,20 m (1:12 -> 0,60 x 12 = 7,20 m); 0,60 m < 0,80 m, one segment.
    q: "rampa para vencer 60 cm com 8,33%: qual o comprimento?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "7,2 m",
    source: "https://soprovas.com/questoes/2794558",
  },
  {
    // 1,20 m / 0,0833 = 1,20 x 12 = 14,4 m of horizontal projection (two segments of 0,60 m,
    // since 0,80 m is the maximum rise per segment up to 8,33%).
    q: "quero subir 1,20 m com rampa de 8,33%, quantos metros de rampa dá (sem contar patamar)?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "14,4 m",
    source: "https://soprovas.com/questoes/2882011",
  },
  {
    // Between 5% and 6,25% the maximum rise per segment is 1,00 m: 2,50 / 1,00 = 2,5 -> 3 segments
    // (2 intermediate landings); length 2,50 / 0,0625 = 40 m.
    q: "Rampa com 6,25% para vencer 2,50 m de desnível: quantos segmentos (lances) de rampa preciso?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "3 segmentos",
    source: "https://soprovas.com/questoes/2882011",
  },
  {
    // 385 cm / 22 risers = 17,5 cm (then Blondel 2 x 17,5 + b = 63 -> b = 28 cm).
    q: "escada com 3,85 m de altura a vencer e 22 degraus: qual fica a altura de cada degrau?",
    kind: "calc",
    norm: "NBR 9077",
    fact: "17,5 cm",
    source: "https://soprovas.com/questoes/722215",
  },
  {
    // 272 cm / 17 cm (ideal riser) = 16 risers of exactly 17 cm; tread by Blondel
    // 63 - 2 x 17 = 29 cm to 64 - 34 = 30 cm.
    q: "piso a piso de 2,72 m, quantos degraus dá usando espelho de 17 cm?",
    kind: "calc",
    norm: "NBR 9077",
    fact: "16 degraus",
    source: "http://solucoesdidaticas.com.br/loja/apostila/DAR/HTML5/data/9.html",
  },
  {
    // 200 x 2% = 4 spaces.
    q: "estacionamento de shopping com 200 vagas: quantas vagas de deficiente?",
    kind: "calc",
    norm: "Lei 13.146",
    fact: "4 vagas",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    // 50 x 5% = 2,5 -> rounded up to 3 spaces (the source rounds up).
    q: "50 vagas no estacionamento: quantas tem que ser de idoso?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "3 vagas",
    source: "https://contraponto.jor.br/os-direitos-dos-idosos",
  },
  {
    // 30 x 2% = 0,6 -> the law guarantees at least 1 space.
    q: "meu estacionamento tem 30 vagas, preciso de quantas vagas PCD?",
    kind: "calc",
    norm: "Lei 13.146",
    fact: "1 vaga",
    source: "https://protechoquebrasil.com.br/normas-de-acessibilidade-em-estacionamentos",
  },
  {
    // 17,6 m2 = 6 + 4 + 4 + 3,6 -> 100 + 60 + 60 = 220 VA (the last 3,6 m2 is not a whole 4 m2).
    q: "dormitório de 17,6 m²: qual a carga mínima de iluminação?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "220 VA",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    // 100 m2 x R$ 2.123,87 (R8-N, Sinduscon-SP, dez/2025) = R$ 212.387,00.
    q: "quanto dá 100 m² pelo CUB R8-N de SP de dezembro de 2025?",
    kind: "calc",
    norm: "Sinduscon-SP",
    fact: "R$ 212.387,00",
    source: "https://correiodobrasil.com.br/a/precos-construcao-mais-altos-constata-pesquisa",
  },
  {
    // DN 100 -> 1% minimum; 25 m x 0,01 = 0,25 m = 25 cm.
    q: "tubo de esgoto de 100 mm ligando duas caixas de inspeção a 25 m de distância: quanto de desnível mínimo?",
    kind: "calc",
    norm: "NBR 8160",
    fact: "25 cm",
    source: "https://soprovas.com/questoes/1547980",
  },

  // ================================================================ MUNICIPAL
  {
    q: "qual o recuo frontal na ZR-2 de Curitiba?",
    kind: "municipal",
    source: "https://www.tetrisej.com.br/single-post/zoneamentocuritiba",
  },
  {
    q: "taxa de ocupação maxima da ZR-4 em Curitiba pela lei 15.511?",
    kind: "municipal",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "Qual o coeficiente de aproveitamento máximo na ZEU em São Paulo?",
    kind: "municipal",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "tamanho mínimo de banheiro e lavabo pelo código de obras de São Paulo?",
    kind: "municipal",
    source: "https://banheiros-decorados.netlify.app/tamanho-minimo-de-banheiro-pne",
  },
  {
    q: "área mínima do primeiro quarto pelo código de obras de Corbélia (PR)?",
    kind: "municipal",
    source: "https://sapl.corbelia.pr.leg.br/norma/767",
  },
  {
    q: "quantas vagas de garagem por apartamento exige São Lourenço da Mata?",
    kind: "municipal",
    source: "https://sapl.saolourencodamata.pe.leg.br/ta/308/text",
  },
  {
    q: "em Caraguatatuba, shopping precisa ter vaga de gestante? quantos por cento?",
    kind: "municipal",
    source: "https://caraguatatuba.legislacaocompilada.com.br/Arquivo/Documents/legislacao/html/L23572017.html",
  },
  {
    q: "qual o afastamento lateral na Zona Mista 2 (ZM2) de Pouso Alegre?",
    kind: "municipal",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },

  // ================================================================ FUTURE
  {
    q: "qual será o CUB de SP em março de 2027?",
    kind: "future",
    source: "https://correiodobrasil.com.br/a/precos-construcao-mais-altos-constata-pesquisa",
  },
  {
    q: "quanto vai estar o CUB R8-N de São Paulo em dezembro de 2027?",
    kind: "future",
    source: "http://apemec.com.br/cub-sobe-017-em-setembro/",
  },
  {
    q: "qual vai ser a variação acumulada do CUB paulista em 2028?",
    kind: "future",
    source: "https://energialimpa.live/aumento-do-custo-da-construcao-impulsionado-por-materiais-de-construcao",
  },

  // ================================================================ OUT OF SCOPE
  {
    q: "como plantar tomate em vaso na varanda?",
    kind: "out",
    source: "https://casa.umcomo.com.br/artigo/como-plantar-tomates-em-vasos-25172.html",
  },
  {
    q: "como funciona a escala 12x36 de plantão?",
    kind: "out",
    source: "https://mdbf.com.br/blog/como-funciona-escala-12x36",
  },
  {
    q: "quando abre a janela de transferências do futebol brasileiro?",
    kind: "out",
    source: "https://www.lance.com.br/futebol-nacional/mercado-da-bola-janela-de-transferencias-no-brasil-abre-nesta-sexta-feira.html",
  },
  {
    q: "planta carnívora dioneia: posso regar com água da torneira?",
    kind: "out",
    source: "https://jardimdasideias.com.br/a-planta-que-caca-moscas-dionaea-muscipula/",
  },
  {
    q: "calendário do IPVA de SP, até quando tem desconto à vista?",
    kind: "out",
    source: "https://carro.blog.br/mais/calendario-pagamento-ipva-sp",
  },
  {
    q: "qual o piso salarial do professor da rede pública?",
    kind: "out",
    source: "https://ubatanoticias.com.br/governo-federal-reajusta-piso-salarial-dos-professores-em-627",
  },
  {
    q: "quantos dias dura a janela imunológica do HIV?",
    kind: "out",
    source: "https://www.tuasaude.com/janela-imunologica/",
  },
  {
    q: "como funciona a escala Richter de terremoto?",
    kind: "out",
    source: "https://besettled.org/es/escala-richter",
  },
  {
    q: "receita de bolo de cenoura com cobertura de chocolate",
    kind: "out",
    source: "https://receitasolta.com.br/bolo-de-cenoura-com-cobertura-de-chocolate-2",
  },
  {
    q: "até quando é o prazo da declaração do imposto de renda?",
    kind: "out",
    source: "https://economia.ig.com.br/2022-04-05/receita-federal-amplia-prazo-para-enviar-declaracao-do-imposto-de-renda.html",
  },
  {
    q: "pneu furou: a quantos metros do carro coloco o triângulo?",
    kind: "out",
    source: "https://jornaldocarro.estadao.com.br/servicos/trocar-pneu-e-mais-simples-do-que-parece",
  },
  {
    q: "pela resolução do Contran, de quanto em quanto tempo renova o exame médico da CNH?",
    kind: "out",
    source: "http://www.mestresdotransito.com.br/2013/06/resolucao-contran4252012.html",
  },
];
