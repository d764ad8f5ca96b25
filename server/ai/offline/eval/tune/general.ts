import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Tuning questions on the topics outside accessibility, comfort and installations: CUB and
 * NBR 12721, costs and BDI, project stages, fees and memorials, zoning concepts, sustainability
 * labels; plus city rules (municipal), unpublished CUB months (future) and off-topic questions.
 * Each one comes from a public page (exam question, blog, news, law) found with the search tool.
 */
export const TUNE_GENERAL: EvalQuestion[] = [
  // ---- CUB and NBR 12721 ------------------------------------------------------------------
  {
    q: "o que significa a sigla CUB na construção civil?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/custo unitário básico/",
    source: "https://soprovas.com/questoes/2849377",
  },
  {
    q: "O CUB inclui o custo das fundações?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/fundações/",
    source: "https://fazerpergunta.com/biblioteca/artigo/read/264079-o-que-nao-entra-no-calculo-do-cub",
  },
  {
    q: "impostos, lucro do incorporador e remuneração do construtor entram no cálculo do CUB?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/remuneração do construtor/",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/d24cfd7e-df",
  },
  {
    q: "o CUB é calculado semestralmente? ate que dia do mes o sinduscon tem que divulgar?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/dia 5/",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/201eb5e9-cb",
  },
  {
    q: "quantos quartos tem a residência padrão baixo R1-B usada no cálculo do CUB?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/2 dormitórios/",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/201eb5e9-cb",
  },
  {
    q: "na NBR 12721 os projetos-padrão se classificam quanto ao acabamento em baixo, médio e alto?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/padrão normal/",
    source:
      "https://www.estudegratis.com.br/questoes-de-concurso/materia/legislacao-dos-orgaos-federais-estaduais-distritais-e-municipais-e-dos-orgaos-internacionais/assunto/associacao-brasileira-de-normas-tecnicas-abnt?pag=39",
  },
  {
    q: "o custo global da obra é a área real construída vezes o CUB?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/área equivalente/",
    source: "https://jurishand.com/questoes-de-provas-e-concursos/15854",
  },
  {
    q: "quantos pavimentos tem o projeto padrão R16 do CUB?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/16 pavimentos/",
    source: "https://fazerpergunta.com/biblioteca/artigo/read/267955-o-que-nao-e-considerado-no-cub",
  },
  {
    q: "Qual foi o CUB R8-N de São Paulo em outubro de 2024?",
    kind: "fact",
    norm: "Sinduscon-SP",
    fact: "R$ 2.032,00",
    source: "https://sincomavi.org.br/?p=12725",
  },
  {
    q: "valor do CUB R1-N de SP em dez/2025",
    kind: "fact",
    norm: "Sinduscon-SP",
    fact: "R$ 2.553,84",
    // Another month's R1-N (out/2025) would be the wrong table.
    wrong: ["R$ 2.538,83"],
    source: "https://portaldori.com.br/2026/01/15",
  },
  {
    q: "cub representativo de sao paulo em setembro de 2025",
    kind: "fact",
    norm: "Sinduscon-SP",
    fact: "R$ 2.108,47",
    wrong: ["R$ 2.123,87"],
    source: "http://apemec.com.br/cub-sobe-017-em-setembro/",
  },
  {
    q: "Qual era o CUB médio do Espírito Santo em setembro de 2024?",
    kind: "fact",
    norm: "Sinduscon-ES",
    fact: "R$ 2.544,56",
    source: "https://sinduscon-es.com.br/v2/cgi-bin-mobile/sinduscon_informa.asp?idnews=1958&menu2=29",
  },
  // ---- Costs and BDI ------------------------------------------------------------------------
  {
    q: "o que é BDI no orçamento de obra?",
    kind: "fact",
    norm: "TCU",
    fact: "/benefícios e despesas indiretas/",
    source: "https://www.piquet.adv.br/midia/bdi-referencial-na-pratica-quando-o-tcu-adota-um-percentual-mais-elevado/",
  },
  {
    q: "quanto a fundação representa em porcentagem no custo de uma casa?",
    kind: "fact",
    norm: "Trevisan",
    fact: "/fundações 3 a 7%/",
    source: "https://ricardotrevisan.com/2016/05/27/quanto-custa-cada-etapa-da-obra-de-uma-casa/",
  },
  // ---- Project stages, fees, memorials ------------------------------------------------------
  {
    q: "qual etapa do projeto de arquitetura é a que vai pra aprovação na prefeitura?",
    kind: "fact",
    // NBR 16636-2:2017 renamed the NBR 13532 "projeto legal" as "projeto para licenciamentos".
    norm: "NBR 16636",
    fact: "/projeto legal/",
    source: "https://soprovas.com/questoes/1218277",
  },
  {
    q: "A NBR 16636 foi elaborada para revisar qual norma de projeto de arquitetura?",
    kind: "fact",
    norm: "NBR 16636",
    fact: "/13532/",
    source: "https://sinaenco.com.br/noticias/norma-sobre-projeto-arquitetonico-entra-em-consulta-publica",
  },
  {
    q: "que informações o programa de necessidades de arquitetura deve produzir segundo a NBR 13532?",
    kind: "fact",
    norm: "NBR 13532",
    fact: "/fluxos/",
    source: "https://gabarite.com.br/questoes-de-concursos/1036786-questao",
  },
  {
    q: "qual lei dá ao CAU a atribuição de aprovar tabela de honorários de arquiteto?",
    kind: "fact",
    norm: "CAU/BR",
    fact: "/12.378/",
    source: "https://transparencia.caubr.gov.br/resolucao76/",
  },
  {
    q: "memorial descritivo faz parte do contrato? qual lei fala disso",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/art. 48/",
    source: "https://www.blocksrvt.com/blog-posts-portugues/memorial-descritivo",
  },
  // ---- Zoning concepts ----------------------------------------------------------------------
  {
    q: "o que é taxa de ocupação de um terreno?",
    kind: "fact",
    norm: "TO, CA e TP",
    fact: "/projeção horizontal/",
    source: "https://soprovas.com/questoes/5280424",
  },
  {
    q: "Como se chama o instrumento do Estatuto da Cidade que permite construir acima do coeficiente de aproveitamento básico mediante contrapartida?",
    kind: "fact",
    norm: "Estatuto da Cidade",
    fact: "/outorga onerosa/",
    source: "https://soprovas.com/questoes/553888",
  },
  {
    q: "sem pagar outorga, até quanto o dono do terreno pode construir?",
    kind: "fact",
    norm: "Estatuto da Cidade",
    fact: "/CA básico/",
    source:
      "https://qconcursos.com/questoes-de-concursos/provas/vunesp-2018-prefeitura-de-serrana-sp-fiscal-de-postura/questoes?discipline_ids%5B%5D=519",
  },
  // ---- Sustainability labels ----------------------------------------------------------------
  {
    q: "quantos pontos precisa pra certificar um prédio no LEED?",
    kind: "fact",
    norm: "LEED",
    fact: "/40 pontos/",
    source: "https://www.projetou.com.br/posts/certificacao-leed/",
  },
  {
    q: "Em quantas categorias a certificação AQUA-HQE avalia a qualidade ambiental do edifício?",
    kind: "fact",
    norm: "AQUA",
    fact: "/14 categorias/",
    source: "https://soprovas.com/questoes/2528116",
  },
  {
    q: "qual a redução mínima de energia e agua exigida pra certificação EDGE?",
    kind: "fact",
    norm: "EDGE",
    fact: "20%",
    source: "https://condominiosustentavel.eco.br/interna/blog/como-funciona-a-certificacao-de-edificios-verdes",
  },
  {
    q: "selo casa azul da caixa: quantos critérios obrigatórios pro nível bronze?",
    kind: "fact",
    norm: "Casa Azul",
    fact: "/19 critérios obrigatórios/",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "o que significa ENCE na etiquetagem de edificações?",
    kind: "fact",
    norm: "PBE Edifica",
    fact: "/Etiqueta Nacional de Conservação de Energia/",
    source: "http://certi.org.br/pt/cmi-etiquetagem-de-edificacoes-duvidas",
  },

  // ---- Calculations -------------------------------------------------------------------------
  {
    // 150 m² × R$ 2.553,84 (R1-N, SP, dez/2025, onerado) = R$ 383.076,00
    q: "quanto fica uma casa de 150 m² padrão R1-N em SP pelo CUB de dezembro de 2025?",
    kind: "calc",
    norm: "Sinduscon-SP",
    fact: "R$ 383.076,00",
    source: "https://portaldori.com.br/2026/01/15",
  },
  {
    // 80 m² × R$ 2.086,96 (R1-B, SP, dez/2025, onerado) = R$ 166.956,80
    q: "80 m2 x CUB R1-B de SP dez/2025, quanto dá?",
    kind: "calc",
    norm: "Sinduscon-SP",
    fact: "R$ 166.956,80",
    source: "https://portaldori.com.br/2026/01/15",
  },
  {
    // 1.000 m² × R$ 2.032,00 (R8-N, SP, out/2024) = R$ 2.032.000,00
    q: "Estimativa pelo CUB de um prédio de 1.000 m² padrão R8-N em São Paulo, outubro de 2024",
    kind: "calc",
    norm: "Sinduscon-SP",
    fact: "R$ 2.032.000,00",
    source: "https://sincomavi.org.br/?p=12725",
  },
  {
    // 360 m² × 70% = 252 m² of projection
    q: "terreno de 360 m² com taxa de ocupação de 70%: qual a área máxima de projeção?",
    kind: "calc",
    norm: "TO, CA e TP",
    fact: "252 m²",
    source: "https://soprovas.com/questoes/5280424",
  },
  {
    // 125 m² × 60% = 75 m² of projection
    q: "lote de 125m2 e TO de 60%, quanto posso ocupar?",
    kind: "calc",
    norm: "TO, CA e TP",
    fact: "75 m²",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/533003d7-77",
  },
  {
    // 2.000 m² × CA 2,5 = 5.000 m²
    q: "Em um terreno de 2.000 m² com coeficiente de aproveitamento 2,5, qual a área máxima de construção?",
    kind: "calc",
    norm: "Estatuto da Cidade",
    fact: "5.000 m²",
    source: "https://www.qconcursos.com/questoes-de-concursos/questoes/e33de35b-f6",
  },
  {
    // 1.500 m² × CA 2 = 3.000 m² (the TO of 40% limits the projection to 600 m², not the total)
    q: "terreno de 1500 m², TO 40% e CA 2 sem distinção entre básico e máximo: qual o potencial construtivo?",
    kind: "calc",
    norm: "Estatuto da Cidade",
    fact: "3.000 m²",
    source: "https://soprovas.com/questoes/1717861",
  },
  {
    // R$ 200.000,00 × (1 + 25%) = R$ 250.000,00
    q: "custo direto de R$ 200.000,00 e BDI de 25%: qual o preço de venda da obra?",
    kind: "calc",
    norm: "TCU",
    fact: "R$ 250.000,00",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },

  // ---- Municipal rules: the answer must send to the city's law, with no number --------------
  {
    q: "qual a área mínima de um dormitório em Porto Alegre?",
    kind: "municipal",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "recuo lateral na ZM de Belo Horizonte",
    kind: "municipal",
    source: "http://www.pbh.gov.br/mapas/leiuso/lei-7166.htm",
  },
  {
    q: "qual o coeficiente de aproveitamento básico em Belo Horizonte com o plano diretor novo?",
    kind: "municipal",
    source: "https://vlf.adv.br/noticia_aberta.php?id=714",
  },
  {
    q: "Qual o recuo frontal mínimo numa zona residencial ZR-2 de Curitiba?",
    kind: "municipal",
    // São Paulo's ZER-1 / ZM-2 front setback (revoked Lei 13.885/2004) held in the base.
    wrong: ["5 m"],
    source: "https://www.tetrisej.com.br/single-post/ZoneamentoCuritiba",
  },
  {
    q: "quantos pavimentos e qual CA posso usar na ZR-4 de Curitiba?",
    kind: "municipal",
    source: "https://www.tetrisej.com.br/single-post/zoneamentocuritiba",
  },
  {
    q: "quantas vagas de garagem por apartamento a lei de uso do solo de Campinas exige?",
    kind: "municipal",
    source: "https://bibliotecajuridica.campinas.sp.gov.br/index/visualizar/id/133605",
  },
  {
    q: "taxa de permeabilidade mínima para casa em Campinas?",
    kind: "municipal",
    // Natal's minimum permeable share, held in the base.
    wrong: ["20%"],
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "Recife: quantas vagas de estacionamento por unidade nos corredores de transporte?",
    kind: "municipal",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },

  // ---- Future or unknown values -------------------------------------------------------------
  {
    q: "qual vai ser o CUB R8-N de SP de março de 2027?",
    kind: "future",
    source: "https://sincomavi.org.br/?p=12725",
  },
  {
    q: "CUB médio Brasil de novembro de 2026",
    kind: "future",
    source: "http://www.cub.org.br/cub-m2-brasil",
  },
  {
    q: "Qual o CUB R1-N do Paraná em junho de 2025?",
    kind: "future",
    source: "https://oincorporador.com.br/o-que-e-o-cub-e-como-ele-e-calculado/",
  },

  // ---- Outside architecture -----------------------------------------------------------------
  {
    q: "qual a taxa de ocupação dos leitos de UTI nos hospitais?",
    kind: "out",
    source: "https://rstudio-pubs-static.s3.amazonaws.com/609215_8056b223bac44e5396f0cd53ac996b22.html",
  },
  {
    q: "como montar o cubo mágico pelo método de camadas?",
    kind: "out",
    source: "https://blog.oncube.com.br/tutoriais/tutorial-3x3x3/como-resolver-o-cubo-magico-metodo-basico-camadas-intro",
  },
  {
    q: "planta carnívora dioneia precisa de sol direto?",
    kind: "out",
    source: "https://istoe.com.br/istoegeral/2025/04/02/fascinante-mundo-das-plantas-carnivoras-como-cuidar-da-dioneia-e-seus-segredos",
  },
  {
    q: "qual o preço médio do metro quadrado de apartamento à venda em Florianópolis?",
    kind: "out",
    source: "https://fmnova.com.br/noticias/12815-santa-catarina-tem-quatro-das-cinco-cidades-com-m-mais-caro-para-morar-do-brasil",
  },
  {
    q: "qual a taxa de juros do Minha Casa Minha Vida na faixa 1?",
    kind: "out",
    source: "https://blog.meubp.com/artigo/novo-gama-a-cidade-que-se-reinventou-no-entorno",
  },
  {
    q: "como calcular o coeficiente de rendimento (CR) da faculdade?",
    kind: "out",
    source: "https://dac.unicamp.br/portal/dac-explica/assuntos/coeficiente-de-rendimento",
  },
  {
    q: "saiu o gabarito da prova do CNU bloco 1?",
    kind: "out",
    source: "https://blog.grancursosonline.com.br/recursos-cnu-2025",
  },
  {
    q: "quando vence o IPVA em São Paulo?",
    kind: "out",
    source: "https://carro.blog.br/mais/calendario-pagamento-ipva-sp",
  },

  // ---- Written 03/12/2026 from the pages of the passages added then (decision 082) ----------
  {
    q: "parede entre dois apartamentos vizinhos: como entra na área privativa pela 12721?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/eixo/",
    source: "https://www.grupojuridico.com.br/artigo-no-7-areas-comuns-e-privativas/",
  },
  {
    q: "de quantos modos a NBR 12721 deixa o incorporador tratar as vagas de garagem?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/quatro modos/",
    source: "https://www.leandrolimaimoveis.com.br/noticias/detalhe/incorporacoes-de-condominio-parte-3",
  },
  {
    q: "precisa apresentar os quadros da NBR 12721 pra registrar a incorporação no cartório?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/obrigatório apresentar todos os quadros/",
    source: "https://acessure.com.br/nbr-12721/",
  },
  {
    q: "RRT múltiplo mensal tem que ser emitido até quando?",
    kind: "fact",
    norm: "Resolução nº 91",
    fact: "/último dia do mês/",
    source: "http://arquivo.fna.org.br/2016/08/09/rrt-multiplo-mensal-tera-novas-regras-a-partir-de-setembro/",
  },
  {
    q: "que percentual do custo da obra se gasta por ano com operação e manutenção, segundo a NBR 5674?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "2%",
    source: "https://sienge.com.br/blog/nbr-5674",
  },
  {
    q: "de quando é a versão atual da NBR 5674 de manutenção?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "/25/07/2012/",
    source: "https://sienge.com.br/blog/nbr-5674",
  },
  // ---- Código Florestal: reservoirs, veredas, chapadas, urban APP (03/12/2026) -------------
  {
    q: "qual a faixa mínima de APP em volta de represa de hidrelétrica em área rural?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://smartlex.net.br/legislacao/cfb/artigo/5",
  },
  {
    q: "reservatório de abastecimento público em área urbana: qual a APP mínima no entorno?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "15 m",
    source: "https://smartlex.net.br/legislacao/cfb/artigo/5",
  },
  {
    q: "açude com menos de 1 hectare precisa ter faixa de APP?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "/inferior a 1 hectare dispensam/",
    source: "http://expressao.com.br/ebooks/Uma_Breve_Historia_da_Legislacao_Florestal_Brasileira/files/basic-html/page82.html",
  },
  {
    q: "qual a largura da APP de vereda pelo código florestal?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "https://sigam.ambiente.sp.gov.br/sigam3/Default.aspx?idPagina=8201",
  },
  {
    q: "na borda de chapada a APP tem quantos metros?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "100 m",
    source: "http://expressao.com.br/ebooks/Uma_Breve_Historia_da_Legislacao_Florestal_Brasileira/files/basic-html/page81.html",
  },
  {
    q: "o município pode definir por lei própria a faixa de APP de rio em área urbana consolidada?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "/lei municipal ou distrital pode definir faixas marginais/",
    source: "https://migalhas.com.br/amp/depeso/366117/app-em-area-urbana-consolidada",
  },
  // ---- Lei 6.766: register of an approved lotting (03/12/2026) --------------------------------
  {
    q: "depois de aprovado o loteamento, qual o prazo para levar ao registro de imóveis?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "/180 dias/",
    source: "https://qconcursos.com/questoes-de-concursos/provas/mpe-sc-2016-mpe-sc-promotor-de-justica-vespertina/questoes?page=4",
  },
  // ---- ATHIS, Lei 11.888/2008 (03/12/2026) ---------------------------------------------------
  {
    q: "até que renda a família tem direito a projeto de arquiteto gratuito pela lei de ATHIS?",
    kind: "fact",
    norm: "Lei 11.888",
    fact: "/até 3 salários mínimos/",
    source: "https://caubr.gov.br/moradiadigna/?page_id=279",
  },
  {
    q: "a assistência técnica gratuita da Lei 11.888 vale para reforma e regularização fundiária?",
    kind: "fact",
    norm: "Lei 11.888",
    fact: "/reforma, ampliação ou regularização fundiária/",
    source: "https://caubr.gov.br/moradiadigna/?page_id=279",
  },
  // ---- CAU annual fee: reductions (03/12/2026) ------------------------------------------------
  {
    q: "arquiteto recém-formado paga a anuidade do CAU cheia?",
    kind: "fact",
    norm: "CAU/BR",
    fact: "50%",
    source: "https://caubr.gov.br/aviso-prazo-para-desconto-de-10-na-anuidade-sera-prorrogado-ate-1502/",
  },
  {
    q: "com quantos anos de contribuição o arquiteto fica isento da anuidade do CAU?",
    kind: "fact",
    norm: "CAU/BR",
    fact: "40 anos",
    source: "https://caubr.gov.br/aviso-prazo-para-desconto-de-10-na-anuidade-sera-prorrogado-ate-1502/",
  },
  // False premises and values the base cannot have: the answer must be "não encontrei" or "não
  // conheço norma" — never the rule nearby as if it confirmed them.
  {
    // The page gives the real rule (a point per 3,5 m of the kitchen's perimeter), not ten outlets.
    q: "a NBR 5410 exige 10 tomadas por cozinha, certo?",
    kind: "out",
    source: "https://engenharia360.com/quantas-tomadas-deve-ter-em-cada-comodo/",
  },
  {
    // The professional minimum (6 salários mínimos) is a floor for employees, not the market's average pay.
    q: "qual o salário médio de um arquiteto em 2026?",
    kind: "out",
    source: "https://portal.crea-sc.org.br/profissional/salario-minimo-profissional/",
  },
  {
    q: "quanto vai custar o RRT em 2030?",
    kind: "future",
    source: "https://caupr.gov.br/?p=38285",
  },
  // ---- NBR 16868, alvenaria estrutural (03/12/2026, night) -----------------------------------
  {
    q: "qual NBR substituiu a 15812 de alvenaria estrutural com blocos cerâmicos?",
    kind: "fact",
    norm: "NBR 16868",
    fact: "/16868/",
    source: "https://cbic.org.br/inovacao/2020/08/12/novas-normas-de-alvenaria-estrutural-corrigem-antiga-distorcao/",
  },
  {
    q: "em que ano saiu a norma unificada de alvenaria estrutural?",
    kind: "fact",
    norm: "NBR 16868",
    fact: "/2020/",
    source: "https://cbic.org.br/inovacao/2020/08/12/novas-normas-de-alvenaria-estrutural-corrigem-antiga-distorcao/",
  },
  // ---- NBR 14718 × NBR 9050: guarda-corpo não é corrimão (04/12/2026) ----------------------------
  {
    q: "guarda-corpo e corrimão são a mesma coisa?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "/barreira contra a queda/",
    source: "https://revistaadnormas.com.br/2019/02/12/as-condicoes-normativas-de-seguranca-dos-guarda-corpos-de-edificacoes",
  },
  {
    q: "um corrimão a 0,92 m basta como proteção de uma varanda?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,10 m",
    source: "https://revistaadnormas.com.br/2019/02/12/as-condicoes-normativas-de-seguranca-dos-guarda-corpos-de-edificacoes",
  },
  {
    q: "a partir de quantos metros de desnível o guarda-corpo é obrigatório?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,00 m",
    source: "https://revistaadnormas.com.br/2019/02/12/as-condicoes-normativas-de-seguranca-dos-guarda-corpos-de-edificacoes",
  },
];
