import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * A fourth development set by source (05/12/2026, decision 082; R-AI-8): 60 questions written from
 * public pages whose publishers no passage, tuning question, first-holdout question, holdout-by-source
 * question or earlier development question cites (questions.test.ts here checks it), found with the
 * search tool: construction and installation suppliers' and engineering offices' articles, fire
 * equipment sellers, law firms and legal portals, news and real-estate sites, sanitation companies,
 * municipal laws and councils, CUB reports, and, for the out of scope questions, tax, cooking,
 * football, health, programming and car pages.
 *
 * Written blind: from the pages only, without reading the offline base's passages or any other
 * evaluation set and without running the offline answerer. Asked as an architect types in a chat:
 * colloquial, often without accents, sometimes two clauses in one.
 */
export const DEV_SOURCE_4: EvalQuestion[] = [
  // ---- Accessibility: ramps, stairs (NBR 9050) ---------------------------------------------------
  {
    q: "qual a inclinação maxima de rampa acessivel pela 9050 em obra nova?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "8,33%",
    source: "https://multicalculadora.com.br/blog/calculadora/como-calcular-inclinacao-de-rampa.html",
  },
  {
    q: "to numa reforma e nao cabe rampa a 8,33%... até quanto de inclinação a norma aceita nesse caso?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "12,5%",
    source: "https://multicalculadora.com.br/blog/calculadora/como-calcular-inclinacao-de-rampa.html",
  },
  {
    q: "a partir de que inclinação um piso ja passa a ser considerado rampa?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "5%",
    source: "https://multicalculadora.com.br/blog/calculadora/como-calcular-inclinacao-de-rampa.html",
  },
  {
    q: "formula de blondel 2e + p, o resultado tem que dar entre quanto? qual o minimo",
    kind: "fact",
    norm: "NBR 9050",
    fact: "63 cm",
    source: "https://construindodecor.com.br/formula-de-blondel/",
  },
  {
    q: "vou vencer um desnivel de 2,88 m com espelho de 18 cm, quantos degraus da a escada?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "16 degraus",
    source: "https://advengenharia.com.br/?p=3646",
  },
  {
    q: "corrimao de escada de predio, qual a altura maxima que pode ficar em relacao ao degrau?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "92 cm",
    source: "http://jornaldosindico.com.br/belohorizonte/materias/corrimaos-devem-se-adequar-as-normas-da-abnt",
  },

  // ---- Parking and accessible housing (Lei 10.741, Lei 13.146, Decreto 9.451) -------------------
  {
    q: "estacionamento de supermercado com 200 vagas, quantas tem que ser de idoso?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "10 vagas",
    wrong: ["4 vagas"],
    source: "https://ndmais.com.br/noticias/vagas-para-deficientes-e-idosos-em-estacionamento-conheca-as-regras/",
  },
  {
    q: "hotel novo: que percentual dos dormitorios precisa ser acessivel pela LBI?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "10%",
    source: "https://douglasribas.com.br/?p=1592",
  },
  {
    q: "predio em parede de concreto, sem como adaptar depois, quantos % das unidades tem que sair ja acessiveis?",
    kind: "fact",
    norm: "Decreto 9.451",
    fact: "3%",
    source: "http://www.gazetabragantina.com.br/portal/?p=25070",
  },
  {
    q: "no residencial multifamiliar novo, quantas unidades tem que ser adaptaveis pelo decreto que regulamentou o art 58 da LBI?",
    kind: "fact",
    norm: "Decreto 9.451",
    fact: "100%",
    source: "http://www.manuaisdeescopo.com.br/notice/lei-que-garante-moradias-acessiveis-comeca-a-valer-dia-27-1/",
  },

  // ---- CUB and water reserve (calc) -------------------------------------------------------------
  {
    q: "com CUB de R$ 2.829,41/m², quanto daria o custo de uma casa de 150 m²?",
    kind: "calc",
    norm: "NBR 12721",
    fact: "R$ 424.411,50",
    source: "https://guaiba.com.br/2023/09/01/sinduscon-rs-divulga-novos-valores-do-cub-para-agosto/",
  },
  {
    q: "casa pra 6 pessoas, considerando 150 litros por pessoa por dia, quanto de reservação diaria preciso?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "900 l",
    source: "https://aegea.blog.br/saiba-como-calcular-o-tamanho-da-caixa-dagua/",
  },

  // ---- Renovations in condominiums (NBR 16280) --------------------------------------------------
  {
    q: "cliente quer quebrar parede no apto, que documento a 16280 pede pra entregar ao sindico antes?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/plano de reforma/",
    source: "https://uptownimoveis.com.br/blog/249-reforma-em-unidades-segundo-a-nbr-16-280",
  },
  {
    q: "a norma de reforma em edificacoes entrou em vigor em que ano?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/2014/",
    source: "http://blog.townsq.com.br/nbr-16280/",
  },

  // ---- Neighbours and property (Código Civil, Estatuto da Cidade) -------------------------------
  {
    q: "janela perpendicular à divisa, que nao olha direto pro vizinho, pode ficar a que distancia minima?",
    kind: "fact",
    norm: "Código Civil",
    fact: "75 cm",
    source: "https://video2dn.com/video/9sMv1BUpScc",
  },
  {
    q: "arvore com o tronco bem na linha de divisa, é de quem?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/em comum/",
    source: "https://imoveisdesaocarlos.com.br/noticias/arvores-limitrofes-o-que-preciso-saber-18949",
  },
  {
    q: "galho da arvore do vizinho invadiu o lote do meu cliente, ele pode cortar até onde?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/plano vertical divisório/",
    source: "https://diariodasleis.com.br/bdi/21998-das-urvores-limutrofes-dos-direitos-de-vizinhanua-e-poda-de-ramo-de-urvore-art-1-283-do-cc.html",
  },
  {
    q: "usucapiao especial urbana vale pra terreno de até quantos m²?",
    kind: "fact",
    norm: "Lei 10.257",
    fact: "250 m²",
    source: "https://bmcnews.com.br/?p=387551",
  },
  {
    q: "usucapiao extraordinaria, sem justo titulo, precisa de quantos anos de posse?",
    kind: "fact",
    norm: "Código Civil",
    fact: "15 anos",
    source: "https://bechiazzihoffmann.com/como-funciona-a-usucapiao-de-imoveis-e-terrenos-urbanos",
  },
  {
    q: "e a usucapiao ordinaria, com justo titulo e boa-fe, qual o prazo?",
    kind: "fact",
    norm: "Código Civil",
    fact: "10 anos",
    source: "https://bechiazzihoffmann.com/como-funciona-a-usucapiao-de-imoveis-e-terrenos-urbanos",
  },
  {
    q: "plano diretor é obrigatorio pra cidade a partir de quantos habitantes?",
    kind: "fact",
    norm: "Lei 10.257",
    fact: "/20 mil habitantes/",
    source: "https://resumos.mesalva.com/desafios-urbanizacao/",
  },

  // ---- Glass and site safety (NBR 7199, NR-18) --------------------------------------------------
  {
    q: "guarda-corpo de vidro em sacada, posso usar temperado simples ou tem que ser outro tipo?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "/laminado/",
    source: "https://tacontratado.com.br/web-stories/dica-para-vidraceiro",
  },
  {
    q: "bandeja de proteção na obra, a plataforma principal tem que ter quanto de projeção horizontal?",
    kind: "fact",
    norm: "NR-18",
    fact: "2,50 m",
    source: "https://rescuecursos.com/laudo-bandejas-de-protecao-nr-18",
  },
  {
    q: "e a aba inclinada na ponta da bandeja principal, quanto mede?",
    kind: "fact",
    norm: "NR-18",
    fact: "0,80 m",
    source: "https://rescuecursos.com/laudo-bandejas-de-protecao-nr-18",
  },
  {
    q: "a plataforma principal de protecao vira obrigatoria a partir de quantos pavimentos?",
    kind: "fact",
    norm: "NR-18",
    fact: "/mais de 4/",
    source: "http://segurancadotrabalhonwn.com/plataformas-e-tela-de-protecao-na-construcao-civil-nr-18/",
  },

  // ---- Electrical (NBR 5410) --------------------------------------------------------------------
  {
    q: "DR de alta sensibilidade em banheiro e cozinha, qual a corrente diferencial maxima?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "30 mA",
    source: "https://kae.tec.br/idr-interruptor-diferencial-residual",
  },
  {
    q: "o DR nas areas molhadas é obrigatorio desde que ano?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/1997/",
    source: "https://kae.tec.br/idr-interruptor-diferencial-residual",
  },
  {
    q: "cozinha com 5 tomadas de uso geral, qual a potencia minima que eu somo pra elas?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "2.000 VA",
    wrong: ["3.000 VA"],
    source: "https://pedreirao.com.br/tomadas-carga-minima-para-os-pontos-passo-a-passo",
  },
  {
    q: "tomada de uso geral em quarto e sala, quanto de potencia atribuo por ponto?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "100 VA",
    source: "https://pedreirao.com.br/tomadas-carga-minima-para-os-pontos-passo-a-passo",
  },
  {
    q: "na cozinha é uma tomada a cada quantos metros de perimetro?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "3,5 m",
    source: "https://www.margirius.com.br/tomadas-eletricas-residenciais-quantas-devem-ser-instaladas-em-cada-comodo/",
  },

  // ---- Sewage and septic tanks (NBR 8160, NBR 7229) ---------------------------------------------
  {
    q: "declividade minima de ramal de esgoto de 100 mm?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "1%",
    source: "https://blog.lojamerc.com.br/2022/?p=691",
  },
  {
    q: "ramal de esgoto de 75 mm com 3 m de comprimento, quanto de desnivel minimo ele precisa ter?",
    kind: "calc",
    norm: "NBR 8160",
    fact: "6 cm",
    wrong: ["3 cm"],
    source: "https://blog.lojamerc.com.br/2022/?p=691",
  },
  {
    q: "fossa septica tem que ficar a que distancia minima de poço de agua?",
    kind: "fact",
    norm: "NBR 7229",
    fact: "15 m",
    source: "https://essencialsp.com.br/index.php/construcao-de-fossa/",
  },
  {
    q: "e da fossa pra uma arvore, qual o afastamento minimo?",
    kind: "fact",
    norm: "NBR 7229",
    fact: "3 m",
    source: "https://essencialsp.com.br/index.php/construcao-de-fossa/",
  },

  // ---- Fire protection (NBR 13714, NBR 13434, NBR 10898) ----------------------------------------
  {
    q: "hidrante de parede: a mangueira tem que alcançar qualquer ponto com no maximo quantos metros?",
    kind: "fact",
    norm: "NBR 13714",
    fact: "30 m",
    source: "https://maccextintores.com.br/servicos/hidrantes/",
  },
  {
    q: "registro do hidrante fica entre que alturas do piso? qual a maxima",
    kind: "fact",
    norm: "NBR 13714",
    fact: "1,50 m",
    source: "https://maccextintores.com.br/servicos/hidrantes/",
  },
  {
    q: "placa de sinalizacao do extintor vai a que altura do piso acabado?",
    kind: "fact",
    norm: "NBR 13434",
    fact: "1,80 m",
    source: "https://terosincendio.com.br/altura-da-sinalizacao-de-emergencia/",
  },
  {
    q: "iluminacao de emergencia, qual a variacao maxima de intensidade admitida entre pontos?",
    kind: "fact",
    norm: "NBR 10898",
    fact: "/20:1/",
    source: "https://www.desterroeletricidade.com.br/blog/preventivo-de-incendio/a-iluminacao-de-emergencia-deve-cumprir-a-norma-tecnica/",
  },

  // ---- A city's own rule (municipal) ------------------------------------------------------------
  {
    q: "qual o recuo frontal minimo pra residencia em Londrina?",
    kind: "municipal",
    source: "https://www1.cml.pr.gov.br/leis/2015/web/LE122362015consol.html",
  },
  {
    q: "em Florianopolis, qual a taxa de ocupacao maxima numa ARP?",
    kind: "municipal",
    source: "https://www.pmf.sc.gov.br/entidades/smpi/index.php?cms=duvidas+frequentes&menu=0",
  },
  {
    q: "lote minimo pra loteamento em Goiania, quanto é?",
    kind: "municipal",
    source: "https://goiania.go.leg.br/sala-de-imprensa/noticias/plenario-aprova-projeto-com-regras-para-criacao-e-modificacao-de-loteamentos",
  },
  {
    q: "coeficiente de aproveitamento maximo em Lagoa da Prata MG no centro?",
    kind: "municipal",
    source: "https://docslib.org/doc/13427127/prefeitura-municipal-de-lagoa-da-prata-estado-de-minas-gerais",
  },
  {
    q: "pé-direito minimo de dormitorio pelo codigo de obras do DF, quanto?",
    kind: "municipal",
    source: "http://www.sinj.df.gov.br/sinj/Norma/94156cc83d524f1ba6d0c0555ec9cd9d/Lei_6138_26_04_2018.html",
  },
  {
    q: "largura minima de calcada em Capao da Canoa?",
    kind: "municipal",
    source:
      "http://capaodacanoa.rs.gov.br/site/download?type=txt&path=%2Fvar%2Fwww%2Fhtml%2Fprefeitura_capaodacanoa-master%2Ffrontend%2Fweb%2Fuploads%2Fsecretaria%2F4765%2F&fileName=o0MlweFHabd5U0BrYiEm-32Zwa5K4rPR.pdf",
  },

  // ---- Not published yet (future) ---------------------------------------------------------------
  {
    q: "qual o CUB R8-N do Sinduscon-RS de março de 2027?",
    kind: "future",
    source: "http://www.osul.com.br/sinduscon-rs-divulga-novos-valores-do-cub/",
  },
  {
    q: "me passa o CUB-PE R-16N de janeiro/2027",
    kind: "future",
    source:
      "https://sindusconpe.com.br/noticias/1599/telha-de-fibrocimento-cimento-e-emulsao-asfaltica-respondem-pelos-maiores-aumentos-no-acumulado-do-ano-de-acordo-com-cub-pe",
  },
  {
    q: "quanto ficou o CUB do Parana em junho de 2027?",
    kind: "future",
    source: "https://tribunapr.com.br/noticias/economia/cub-subiu-012-em-maio",
  },
  {
    q: "o que mudou na inclinacao de rampa na NBR 9050 edição 2029?",
    kind: "future",
    source: "https://cabolavo.com.br/rampa-para-cadeirante-acessibilidade-nbr-9050/",
  },

  // ---- Outside architecture (out) ---------------------------------------------------------------
  {
    q: "qual o limite de faturamento anual do MEI hoje?",
    kind: "out",
    source: "https://www.solucaomei.com.br/artigos/limite-faturamento-mei",
  },
  {
    q: "abri MEI no meio do ano, quanto posso faturar por mes?",
    kind: "out",
    source: "https://portaldocontabilista.com.br/meis-enfrentam-desafios-com-limite-de-faturamento-e-discutem-mudancas-na-legislacao/",
  },
  {
    q: "receita de pao de queijo mineiro, quanto de polvilho azedo?",
    kind: "out",
    source: "https://receitasprofissionais.com.br/pao-de-queijo",
  },
  {
    q: "como funciona a regra do impedimento no futebol?",
    kind: "out",
    source: "https://www.bbc.com/portuguese/geral-44466756",
  },
  {
    q: "tem impedimento em cobrança de lateral ou escanteio?",
    kind: "out",
    source: "https://placaronline.com.br/glossario/o-que-e-impedimento",
  },
  {
    q: "quais os sintomas da dengue, dor atras dos olhos é sinal?",
    kind: "out",
    source: "https://www.novalgina.com.br/dor-e-febre/dor/sintomas-dengue/",
  },
  {
    q: "como saber se é dengue hemorragica? precisa de exame de sangue?",
    kind: "out",
    source: "https://medicoresponde.com.br/sintomas-que-qualificam-os-casos-como-suspeitos-de-dengue/",
  },
  {
    q: "como faço list comprehension em python com if?",
    kind: "out",
    source: "https://cursos.alura.com.br/forum/topico-nao-entendi-muito-bem-a-logica-por-tras-da-sintaxe-do-loop-em-uma-linha-282293",
  },
  {
    q: "como achatar uma lista de listas em python numa linha so?",
    kind: "out",
    source: "https://pt.sharpcoderblog.com/blog/python-list-comprehensions-explained-with-examples",
  },
  {
    q: "passo a passo pra trocar pneu furado, afrouxo os parafusos antes de levantar o carro?",
    kind: "out",
    source: "https://webmotors.com.br/wm1/dicas/trocar-pneu-furado-poucos-passos",
  },
  {
    q: "a que distancia do carro coloco o triangulo quando o pneu fura na rua?",
    kind: "out",
    source: "https://zuldigital.com.br/blog/como-trocar-pneu-do-carro",
  },
  {
    q: "qual a multa se eu entregar a declaracao do imposto de renda atrasada?",
    kind: "out",
    source: "https://blogmarcosfrahm.com/termina-nesta-sexta-29-prazo-para-entrega-da-declaracao-do-imposto-de-renda",
  },
];
