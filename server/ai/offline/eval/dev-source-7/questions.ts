import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Seventh blind development set by source (06/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor first,
 * third, fourth, fifth or sixth development set cites (questions.test.ts checks it), and none is a
 * government, fire-brigade, ABNT or CAU host, a file-sharing copy or a blog host. Questions are
 * asked as an architect types in the chat, many with the project's case first; each key fact was
 * read on the cited page (a calc question's rule, or the monthly CUB it multiplies, was read there
 * and the arithmetic done on it). Several answerable questions ask obscure but real facts (the
 * special passage unit between handrails in H-2/H-3 occupancies, the cylinder size from which the
 * LPG norm applies, the colour of moisture-resistant drywall boards, the share of partitions that
 * met NBR 15575 in a Recife field study, the São Paulo decree on LPG cylinders in piped-gas
 * buildings) that the base is not expected to hold: there the honest answer is "não encontrei".
 */
export const DEV_SOURCE_7: EvalQuestion[] = [
  // Acessibilidade, rampas e escadas (NBR 9050, NBR 9077)
  {
    q: "a partir de qual inclinação um piso passa a ser considerado rampa pela NBR 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "5%",
    source: "https://abreu.digital/calculo-de-rampas/",
  },
  {
    q: "Considerando uma rampa de acesso com 6,00 m de projeção horizontal vencendo um desnível de 0,48 m, qual é a inclinação dela em porcentagem?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "8%",
    source: "https://abreu.digital/calculo-de-rampas/",
  },
  {
    q: "em que item da NBR 9050 fica a tabela de inclinação máxima de rampa conforme o desnível a vencer?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "/6.6.2.1/",
    source: "https://valleroengenharia.com.br/rampas-em-terrenos-em-aclive-declive-quando-o-jeitinho-vira-problema-tecnico-e-juridico",
  },
  {
    q: "Sobrado com desnível piso a piso de 2,88 m e espelho máximo de 18 cm: quantos degraus a escada vai ter?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "16 degraus",
    source: "https://www.archsearchapp.com.br/post/2016/04/13/arch-hoje-arch-dicas-como-calcular-uma-escada",
  },
  {
    q: "Num asilo (ocupação H-2), qual a unidade de passagem especial entre corrimãos que a NBR 9077 admite nas escadas largas?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "69 cm",
    source: "https://ebanataw.com.br/escada/corrimao.htm",
  },
  {
    q: "pavimento de escritorio com 1.620 m2 e 1 pessoa a cada 7 m2, qual a populacao pra dimensionar a saida de emergencia?",
    kind: "calc",
    norm: "NBR 9077",
    fact: "/232/",
    source: "https://vocepergunta.com/library/artigo/read/108196-como-calcular-a-largura-das-saidas-de-emergencia",
  },

  // Instalações elétricas (NBR 5410)
  {
    q: "Cozinha de 3,20 m x 2,60 m num apartamento: quantas tomadas de uso geral no mínimo pela NBR 5410?",
    kind: "calc",
    norm: "NBR 5410",
    // The norm counts "pontos de tomada" (a point may hold more than one socket): the same 4.
    fact: "/4 pontos de tomada/",
    source: "https://dutotec.com.br/blog/?p=4202",
  },
  {
    q: "varanda pequena pode ter a tomada do lado de dentro, perto do acesso? até que profundidade de varanda isso vale?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "0,80 m",
    source: "https://dutotec.com.br/blog/?p=4202",
  },
  {
    q: "no banheiro, a tomada junto ao lavatório tem que ficar a que distância do box?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "60 cm",
    source: "https://dutotec.com.br/blog/?p=4202",
  },

  // Impermeabilização (NBR 9575)
  {
    q: "Em área interna impermeabilizada (banheiro de clínica), qual o caimento mínimo do substrato até o ralo pela NBR 9575?",
    kind: "fact",
    norm: "NBR 9575",
    fact: "0,5%",
    source: "http://www.empek.com.br/dica4.html",
  },
  {
    q: "até que altura acima do piso acabado a impermeabilização tem que subir nas paredes (encaixe nos planos verticais)?",
    kind: "fact",
    norm: "NBR 9575",
    fact: "20 cm",
    source: "https://brasilimper.com.br/impermeabilizacao-recomendacoes-importantes-antes-da-execucao/",
  },
  {
    q: "Terraço impermeabilizado encostando na sala: qual a diferença de cota mínima entre a área externa e a interna?",
    kind: "fact",
    norm: "NBR 9575",
    fact: "6 cm",
    source: "https://brasilimper.com.br/impermeabilizacao-recomendacoes-importantes-antes-da-execucao/",
  },
  {
    q: "qual o diametro nominal minimo dos ralos/coletores numa laje impermeabilizada?",
    kind: "fact",
    norm: "NBR 9575",
    fact: "75 mm",
    source: "https://brasilimper.com.br/impermeabilizacao-recomendacoes-importantes-antes-da-execucao/",
  },

  // Alvenaria, vedações e coberturas (NBR 15270, NBR 15873, NBR 15758)
  {
    q: "qual o valor do módulo básico M da coordenação modular usada nos blocos cerâmicos?",
    kind: "fact",
    norm: "NBR 15873",
    fact: "100 mm",
    source: "https://blogdaliga.com.br/quantos-blocos-ceramicos-verticais-existem-no-brasil/",
  },
  {
    q: "Bloco cerâmico de vedação classe VED15: qual é a resistência dele?",
    kind: "fact",
    norm: "NBR 15270",
    fact: "1,5 MPa",
    source: "https://blogdaliga.com.br/quantos-blocos-ceramicos-verticais-existem-no-brasil/",
  },
  {
    q: "bloco ceramico de furo vertical: a altura nominal e sempre quanto?",
    kind: "fact",
    norm: "NBR 15270",
    fact: "19 cm",
    source: "https://blogdaliga.com.br/quantos-blocos-ceramicos-verticais-existem-no-brasil/",
  },
  {
    q: "Qual a resistência mínima à compressão que a NBR 15270-1 pede para bloco cerâmico de vedação com furos na vertical?",
    kind: "fact",
    norm: "NBR 15270",
    fact: "3,0 MPa",
    source: "https://www.guiadoconstrutor.com.br/blog/blocos-ceramicos-deixam-de-ser-opcao-apenas-para-vedacao-e-ganham-espaco-na-alvenaria-estrutural",
  },
  {
    q: "Telhado de 50 m² com telha cerâmica romana: quantas telhas comprar, pelo consumo médio por m² que a Anicer divulga?",
    kind: "calc",
    norm: "Anicer",
    fact: "/800 telhas/",
    source: "https://imoveis.culturamix.com/?p=10897",
  },
  {
    q: "chapa de drywall resistente a umidade (RU) pra banheiro é de que cor?",
    kind: "fact",
    norm: "NBR 15758",
    fact: "/verde/",
    source: "https://morosiniengenharia.com.br/drywall/",
  },

  // Desempenho e conforto (NBR 15575, NBR 15220)
  {
    q: "Num estudo de campo em 7 prédios residenciais do Recife, que parcela das vedações internas atendeu ao isolamento acústico da NBR 15575?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "13%",
    source: "http://revistas.poli.br/index.php/repa/article/download/923/549?inline=1",
  },
  {
    q: "andradas mg fica em qual zona bioclimatica da nbr 15220?",
    kind: "fact",
    norm: "NBR 15220",
    fact: "/zona bioclimatica 3/",
    source: "https://online.flipbuilder.com/cflj/fxba/files/basic-html/page92.html",
  },

  // Saneamento, gás e segurança
  {
    q: "Sítio sem rede de esgoto: a fossa séptica tem que ficar a que distância mínima do poço de água?",
    kind: "fact",
    norm: "NBR 7229",
    fact: "15 m",
    source: "https://primossolucoesambientais.com.br/glossario/quais-as-normas-para-construcao-de-fossa-septica",
  },
  {
    q: "A NBR 13523 (central de GLP) estabelece parâmetros para recipientes a partir de qual tamanho de cilindro?",
    kind: "fact",
    norm: "NBR 13523",
    fact: "45 kg",
    source: "https://rwengenharia.eng.br/botijao-de-gas-dentro-da-cozinha/",
  },
  {
    q: "regulador e mangueira de gas de botijao tem validade de quanto tempo?",
    kind: "fact",
    norm: "Inmetro",
    fact: "5 anos",
    source: "https://autovistoriapredial.com.br/gas-lei-numero-6890-dicas-para-o-uso-de-botijao-ou-cilindro-residencial-comercial-teste-estanquiedade-manutencao-instalacao",
  },
  {
    q: "Casa no Paraná com abrigo de gás no recuo: a que distância mínima a central tem que ficar da caixa de gordura pela NPT 028?",
    kind: "fact",
    norm: "NPT 028",
    fact: "1,5 m",
    source: "https://www.giovannaklemtzarq.com/post/afinal-pode-botijão-de-gás-dentro-de-casa",
  },
  {
    q: "qual decreto de sao paulo proibe botijao de gas em predio que tem gas canalizado?",
    kind: "fact",
    norm: "Decreto 24.714",
    fact: "/24.714/",
    source: "https://fylines.com/botijao-de-gas-em-apartamento-e-perigoso-especialista-explica-os-riscos-122485.html",
  },

  // Orçamento e CUB (NBR 12721, Lei 4.591)
  {
    q: "Qual lei federal instituiu o CUB/m² que os Sinduscons divulgam todo mês?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/4.591/",
    source: "https://aeasms.org.br/?p=18550",
  },
  {
    q: "Com o CUB R8-N do Sinduscon/RN de agosto (R$ 1.959,55/m²), quanto dá a estimativa de custo de um apartamento de 120 m²?",
    kind: "calc",
    norm: "Sinduscon-RN",
    fact: "R$ 235.146,00",
    source: "https://blogdofm.com.br/sinduscon-divulga-custo-da-construcao-civil-no-rn-em-agosto",
  },

  // Reforma (NBR 16280)
  {
    q: "a norma de reforma em edificações, NBR 16280, foi publicada pela primeira vez em que ano?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/2014/",
    source: "https://zmr.adv.br/2025/04/07/abnt-nbr-16-280-diretrizes-e-responsabilidades-para-reformas-em-edificacoes",
  },

  // Código Civil, Lei 6.766 e Código Florestal
  {
    q: "Vou abrir uma janela na lateral da casa voltada pro vizinho. A que distância mínima da divisa ela pode ficar pelo Código Civil?",
    kind: "fact",
    norm: "Código Civil",
    fact: "1,5 m",
    source: "https://misturabahia.com/noticias/503/o-meu-vizinho-esta-construindo-uma-casa-no-segundo-andar-e-a-janela-esta-literalmente-em-cima-do-meu-08-02-2019",
  },
  {
    q: "e se a janela for perpendicular à divisa, sem visão direta do terreno vizinho, qual a distância mínima?",
    kind: "fact",
    norm: "Código Civil",
    fact: "75 cm",
    source: "https://scacca.com.br/direito-de-vizinhanca-x-limitacoes-a-construcao-de-janelas/",
  },
  {
    q: "abertura de ventilação de 10 x 20 cm na divisa é permitida se ficar a partir de que altura do piso?",
    kind: "fact",
    norm: "Código Civil",
    fact: "2 m",
    source: "https://scacca.com.br/direito-de-vizinhanca-x-limitacoes-a-construcao-de-janelas/",
  },
  {
    q: "Num loteamento novo, qual a área mínima de lote pela Lei 6.766?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "125 m²",
    source: "https://www.pontodevistaonline.com.br/consultoria-fiscal-e-tributaria-263/amp",
  },
  {
    q: "e a frente minima do lote na lei 6766?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "5 m",
    source: "https://www.pontodevistaonline.com.br/consultoria-fiscal-e-tributaria-263/amp",
  },
  {
    q: "Gleba cortada por um córrego e ao lado de rodovia: qual a faixa non aedificandi de cada lado que a Lei 6.766 exige?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "15 m",
    source: "https://www.pontodevistaonline.com.br/consultoria-fiscal-e-tributaria-263/amp",
  },
  {
    q: "Terreno urbano com um córrego de 6 m de largura nos fundos: qual a faixa de APP pelo Código Florestal?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://ecodebate.com.br/?p=112133",
  },
  {
    q: "tem uma nascente no lote rural do cliente, qual o raio de APP em volta dela?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "https://ecodebate.com.br/?p=112133",
  },
  {
    q: "Condomínio em zona urbana na beira de uma lagoa natural: qual a faixa marginal de APP, independente do tamanho do espelho d'água?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://ecodebate.com.br/?p=112133",
  },

  // Municipal: the city's own law decides
  {
    q: "Em Timbó (SC), o morador de prédio com gás canalizado pode usar botijão dentro do apartamento?",
    kind: "municipal",
    source: "https://menengenharia.com.br/titulo-da-materia-2",
  },
  {
    q: "qual o lote minimo e a testada minima pra aprovar loteamento em Tangará (SC)?",
    kind: "municipal",
    source: "https://www.pontodevistaonline.com.br/consultoria-fiscal-e-tributaria-263/amp",
  },
  {
    q: "Pelo código de obras de Ribeirão Preto, qual o recuo lateral mínimo para eu abrir janela de dormitório?",
    kind: "municipal",
    source: "https://scacca.com.br/direito-de-vizinhanca-x-limitacoes-a-construcao-de-janelas/",
  },
  {
    q: "em joinville o extintor pode ficar apoiado no chão ou a lei da cidade obriga a fixar na parede?",
    kind: "municipal",
    source: "https://extintores.etc.br/dicas/quais-sao-as-normas-de-instalacao-de-extintores-de-incendio",
  },
  {
    q: "Em Florianópolis é proibido botijão de gás em apartamento de prédio que tem gás canalizado?",
    kind: "municipal",
    source: "https://fylines.com/botijao-de-gas-em-apartamento-e-perigoso-especialista-explica-os-riscos-122485.html",
  },

  // Future: not published yet
  {
    q: "qual o valor do CUB R8-N do Sinduscon/RN de março de 2027?",
    kind: "future",
    source: "https://blogdofm.com.br/sinduscon-divulga-custo-da-construcao-civil-no-rn-em-agosto",
  },
  {
    q: "O que muda nas rampas com a edição de 2028 da NBR 9050?",
    kind: "future",
    source: "https://abreu.digital/calculo-de-rampas/",
  },
  {
    q: "a nbr 5410 edicao 2028 mudou a quantidade de tomadas exigida na cozinha?",
    kind: "future",
    source: "https://dutotec.com.br/blog/?p=4202",
  },

  // Out of scope: off-topic, a norm or rule that does not exist, a false premise
  {
    q: "o que a NBR 19999 diz sobre rampas de acesso em calçadas?",
    kind: "out",
    source: "https://abreu.digital/calculo-de-rampas/",
  },
  {
    q: "quanto cresceram as vendas de botijão de gás no Brasil em 2023?",
    kind: "out",
    source: "https://aepio.com.br/site/?p=948",
  },
  {
    q: "Qual a distância mínima entre fossa séptica e piscina que a NBR 7229 exige?",
    kind: "out",
    source: "https://forum.ecivilnet.com/about2016.html",
  },
  {
    q: "que porcentagem dos domicilios do brasil nao tem ligacao com rede de esgoto segundo a pnad?",
    kind: "out",
    source: "https://www.clicportela.com.br/noticia/152762/construcao-de-fossa-septica-exige-atencao-as-regrasv",
  },
  {
    q: "qual o telefone pra chamar os bombeiros se sentir cheiro de gás?",
    kind: "out",
    source: "https://oitaperunense.com.br/site/entenda-os-riscos-que-oferece-um-vazamento-de-gas",
  },
  {
    q: "De onde vem a expressão \"feito nas coxas\"?",
    kind: "out",
    source: "https://imoveis.culturamix.com/?p=10897",
  },
  {
    q: "A Lei 6.766 de parcelamento do solo foi revogada em 2019, qual lei substituiu?",
    kind: "out",
    source: "https://www.pontodevistaonline.com.br/consultoria-fiscal-e-tributaria-263/amp",
  },
  {
    q: "o que a NBR 19880 exige para drywall em obras na região amazônica?",
    kind: "out",
    source: "https://revistaft.com.br/?p=210078",
  },
  {
    q: "quanto cobra um advogado pra entrar com ação contra o condomínio?",
    kind: "out",
    source: "https://zmr.adv.br/2025/04/07/abnt-nbr-16-280-diretrizes-e-responsabilidades-para-reformas-em-edificacoes",
  },
  {
    q: "qual a cotação da gipsita hoje?",
    kind: "out",
    source: "https://morosiniengenharia.com.br/drywall/",
  },
  {
    q: "Quanto tempo demora um processo de danos morais contra vizinho no juizado especial?",
    kind: "out",
    source: "https://misturabahia.com/noticias/503/o-meu-vizinho-esta-construindo-uma-casa-no-segundo-andar-e-a-janela-esta-literalmente-em-cima-do-meu-08-02-2019",
  },
  {
    q: "qual a multa federal por descumprir a lei de Blondel numa escada?",
    kind: "out",
    source: "https://www.archsearchapp.com.br/post/2016/04/13/arch-hoje-arch-dicas-como-calcular-uma-escada",
  },
  {
    q: "A NBR 13523 obriga instalar detector de gás quando o botijão P13 fica dentro da cozinha, qual modelo?",
    kind: "out",
    source: "https://rwengenharia.eng.br/botijao-de-gas-dentro-da-cozinha/",
  },
  {
    q: "qual a melhor uva pra fazer vinho em Andradas?",
    kind: "out",
    source: "https://online.flipbuilder.com/cflj/fxba/files/basic-html/page92.html",
  },
];
