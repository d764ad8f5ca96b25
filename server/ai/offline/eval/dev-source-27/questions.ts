import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The twenty-seventh blind development set by source (decision 082, R-AI-8), written 07/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use.
 *
 * Theme: the everyday rules met while designing, specifying and approving a small commercial
 * building, a shop, restaurant, clinic or office fit-out, or the renovation of a house or flat —
 * accessibility of counters, tables, ramps and hotel rooms (NBR 9050, Lei 10.098, Decreto 9.296),
 * electrical colours and residual-current protection (NBR 5410), extinguishers for shops and
 * professional kitchens and office population for exits (IT 21 and IT 11 CBPMESP), office
 * lighting (NBR ISO/CIE 8995-1), design stages (NBR 16636-2), dental-clinic rooms (RDC 50),
 * party-wall acoustics and outdoor noise (NBR 15575-4, NBR 10151), air-conditioning maintenance
 * (Lei 13.589), renovations in condominiums (NBR 16280, RRT under Lei 12.378), owner's manual and
 * maintenance (NBR 14037, NBR 5674), rainwater use (NBR 15527), CUB (NBR 12721, Lei 4.591), soil
 * borings (NBR 8036), the CAU ethics rule on supplier commissions, land subdivision (Lei 6.766)
 * and riverside and spring APPs (Lei 12.651), plus a city's own rules for shop ramps, permits,
 * works codes and master plans, and client questions outside the base.
 *
 * Publishers' kinds: restaurant-management and point-of-sale software blogs, a foodservice
 * consultancy, a hotel-trade association, electrical-engineering firms, a generator-rental firm,
 * a drawing-tips site, fire-equipment and hydraulics suppliers, a design-software blog, an office
 * coworking operator, law firms and a legal news portal, a land-planning association, regional
 * news sites (Paracatu, Roraima, Mato Grosso, São José do Rio Preto), an environmental-engineering
 * firm, a dental-implant supplier, a travel blog, independent architects' pages, an HVAC blog, a
 * maintenance engineering firm, a sustainability-guide site, a condominium-law firm, a lawyer's
 * glossary of real-estate terms, a distance-learning portal, a soil-investigation engineering firm
 * and a Sinduscon; for the city questions, two regional newspapers, a city council's law portal,
 * a municipal-law portal, a city council's news page and a regional magazine; for the questions
 * outside the base, a measuring-instrument shop, a Chinese fire-equipment maker, Portuguese and
 * Macanese official and press pages, US ADA and UK balustrade sites, sports, health, recipe and
 * personal-finance pages.
 *
 * Kinds: fact 29, calc 7, out 14, municipal 6, future 4.
 */
export const DEV_SOURCE_27: readonly EvalQuestion[] = [
  // ——— fact ———
  {
    q: "No buffet de autoatendimento do restaurante que estou projetando, qual a altura máxima do balcão pra um cadeirante conseguir se servir?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,85 m",
    source: "http://gestaoderestaurantes.com.br/blog/estrutura/acessibilidade-em-bares-e-restaurantes/",
  },
  {
    q: "Qual lei federal, sancionada em dezembro de 2000, traz as normas gerais de acessibilidade que um restaurante novo tem de cumprir?",
    kind: "fact",
    norm: "Lei 10.098",
    fact: "10.098",
    source: "https://saipos.com/sistema/restaurante/acessibilidade-em-restaurantes",
  },
  {
    q: "qual a cor do fio neutro na instalacao eletrica da loja? o eletricista quer usar preto",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/azul/",
    source: "https://www.elsegengenharia.com/blog/condutores-em-instalacoes-eletricas",
  },
  {
    q: "E o condutor de proteção (o fio terra), que cor a norma de instalações de baixa tensão exige?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/verde/",
    source: "https://wglgeradores.com.br/blog/entenda-as-cores-padrao-para-cabos-eletricos",
  },
  {
    q: "Na reforma elétrica da casa, que dispositivo de proteção contra choque é obrigatório nos circuitos de tomadas do banheiro e da cozinha?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/DR/",
    source: "https://trickdrawing.com/tag/instalar-idr",
  },
  {
    q: "Cozinha profissional de restaurante em SP, com fritadeiras: qual classe de extintor o Corpo de Bombeiros pede pra fogo em óleo e gordura?",
    kind: "fact",
    norm: "IT 21 CBPMESP",
    fact: "/classe K/",
    source: "https://hidrauaco.com.br/?p=6877",
  },
  {
    q: "Extintor de água pressurizada numa loja em São Paulo: qual a capacidade extintora mínima aceita pela instrução técnica?",
    kind: "fact",
    norm: "IT 21 CBPMESP",
    fact: "/2-A/",
    source: "https://www.bellasafe.com.br/sistema-de-protecao-por-extintores-de-incendio",
  },
  {
    q: "Pela norma de elaboração de projetos arquitetônicos, qual é a primeira etapa do projeto, antes do programa de necessidades?",
    kind: "fact",
    norm: "NBR 16636-2",
    fact: "/levantamento/",
    source: "https://www.projetools.com.br/blog/etapas-de-um-projeto-arquitetonico",
  },
  {
    q: "O cliente aprovou o estudo preliminar do escritório. Qual a etapa seguinte do projeto de arquitetura?",
    kind: "fact",
    norm: "NBR 16636-2",
    fact: "/anteprojeto/",
    source: "https://www.engenhariacompartilhada.com.br/noticia/exibir/3364625",
  },
  {
    q: "Quantos lux preciso garantir nas estações de trabalho e na sala de reunião de um escritório?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "500 lux",
    source:
      "https://matrizoffice.com.br/post/a-import%C3%A2ncia-da-ilumina%C3%A7%C3%A3o-nos-escrit%C3%B3rios",
  },
  {
    q: "Quem vende lote de loteamento que não foi aprovado pela prefeitura pode pegar até quantos anos de reclusão?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "4 anos",
    source: "https://rochadvogados.com.br/comete-crime-quem-realiza-loteamentos-irregulares",
  },
  {
    q: "Dividir uma gleba em lotes aproveitando as ruas que já existem, sem abrir via nova, é loteamento ou é outra coisa?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "/desmembramento/",
    source: "https://atcgoias.org.br/loteamento-irregular-e-crime",
  },
  {
    q: "Um cliente quer lotear um sítio em área rural para vender lotes urbanos. Em que tipo de zona a lei de parcelamento do solo admite parcelamento para fins urbanos?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "/urbana/",
    source:
      "https://paracatunews.com.br/noticia/30734/mp-realiza-campanha-para-alertar-populacao-sobre-lotes-e-imoveis-em-loteamentos-irregulares-em-paracatu",
  },
  {
    q: "Tem uma nascente no terreno da chácara onde vou projetar a casa. Qual o raio de APP em volta dela?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "https://ethosengenharia.com.br/nascentes-veredas-identificar-e-proteger",
  },
  {
    q: "cliente quer comprar terreno na beira de um igarape de uns 5 metros de largura, quantos metros da margem ficam como APP?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://folhabv.com.br/coluna/Cuidado-ao-comprar-terrenos-proximo-a-igarapes-e-rios/12554",
  },
  {
    q: "Qual a área mínima de um consultório odontológico individual pelas regras da Anvisa para estabelecimentos de saúde?",
    kind: "fact",
    norm: "RDC 50",
    fact: "9 m²",
    source: "https://www.sinimplantsystem.com.br/5-cuidados-para-a-instalacao-de-clinica-odontologica/",
  },
  {
    q: "Parede que separa dois apartamentos, com dormitório de um lado: qual o isolamento acústico mínimo em campo pela norma de desempenho?",
    kind: "fact",
    norm: "NBR 15575-4",
    fact: "45 dB",
    source: "https://glaucodinizduarteviagens.com.br/?p=2144",
  },
  {
    q: "Qual o limite de ruído externo durante o dia numa área estritamente residencial urbana? E à noite?",
    kind: "fact",
    norm: "NBR 10151",
    fact: "50 dB",
    source:
      "https://www.diariodaregiao.com.br/classificados/imoveis/dicas-para-ter-um-bom-isolamento-acustico-em-sua-casa-ou-apartamento-1.964433",
  },
  {
    q: "Escritório com ar-condicionado central: que plano de manutenção a lei federal obriga o dono a manter?",
    kind: "fact",
    norm: "Lei 13.589",
    fact: "/PMOC/",
    source: "https://www.arcself.com.br/blog/lei-do-ar-condicionado-lei-13589-de-04-de-janeiro-de-2018/6",
  },
  {
    q: "Uma loja de móveis me ofereceu 10% de comissão por indicar os produtos no projeto do cliente. O código de ética do CAU permite aceitar?",
    kind: "fact",
    norm: "Resolução CAU/BR 52",
    fact: "/reserva técnica/",
    source:
      "https://www.rotajuridica.com.br/mp-e-conselho-de-arquitetura-firmam-acordo-visando-coibir-cobranca-de-reserva-tecnica/",
  },
  {
    q: "O arquiteto que vai assinar a reforma do apartamento registra a responsabilidade técnica em qual conselho?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/CAU/",
    source: "https://pameadvogados.adv.br/?p=522",
  },
  {
    q: "Antes de começar a reforma do apartamento, a quem o plano de reforma tem de ser entregue para análise?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/síndico/",
    source:
      "https://www.arquitetacarina.com/single-post/2018/08/31/as-exig%C3%AAncias-das-normas-para-reformas-em-condom%C3%ADnios",
  },
  {
    q: "Quais documentos o morador tem de apresentar ao condomínio antes de iniciar uma obra na unidade?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/plano de reforma/",
    source: "https://www.lowndes.com.br/noticias/art-rrt-quais-obras-precisam/",
  },
  {
    q: "trocar o piso ceramico da sala por porcelanato no ape precisa de profissional habilitado com registro de responsabilidade tecnica?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/RRT/",
    source: "http://feminaria.upsites.digital/2017/04/18/quando-contratar-um-profissional-de-arquitetura/",
  },
  {
    q: "Quem tem a obrigação de elaborar e entregar o manual de uso, operação e manutenção do prédio novo?",
    kind: "fact",
    norm: "NBR 14037",
    fact: "/constru/",
    source: "https://gabinetegomide.com.br/?p=1108",
  },
  {
    q: "Se o condomínio não faz as manutenções previstas no manual, o que acontece com a cobertura da construtora pelos defeitos?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "/perd/",
    source:
      "https://www.verumengenharia.com.br/single-post/2017/10/17/Os-aspectos-legais-da-manuten%C3%A7%C3%A3o",
  },
  {
    q: "Qual a edição em vigor da norma de aproveitamento de água de chuva para fins não potáveis?",
    kind: "fact",
    norm: "NBR 15527",
    fact: "2019",
    source:
      "https://slowville.com.br/reuso-de-agua-em-condominios-normas-solucoes-e-como-comecar-guia-2025",
  },
  {
    q: "O que fica de fora do CUB/m²? Posso usar ele como custo total da obra do galpão comercial?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/fundações especiais/",
    source: "https://tudoimoveis.com/o-que-e-cub",
  },
  {
    q: "Quem calcula e divulga todo mês o CUB de cada estado?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/Sinduscon/",
    source: "http://www.sinduscon-ma.com.br/custo-unitario-basico/",
  },

  // ——— calc ———
  {
    q: "Entrada do posto de saúde com desnível de 0,64 m: usando a inclinação máxima de 8,33%, qual o comprimento horizontal da rampa?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "7,68 m",
    source:
      "https://fecaf.legalmob.com.br/Projeto%20Executivo,%20Acessibilidade%20e%20Desenho%20Universal",
  },
  {
    q: "restaurante com 48 mesas, quantas tem que ser acessiveis pra cadeirante no minimo?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "3",
    source: "https://www.kaleidoscope.net.br/single-post/2019/06/24/acessibilidade-para-foodservice",
  },
  {
    q: "Pousada nova com 60 quartos: quantos dormitórios acessíveis o decreto de acessibilidade em hotéis exige no mínimo?",
    kind: "calc",
    norm: "Decreto 9.296",
    fact: "3",
    source:
      "http://www.abih-sc.com.br/norma-de-acessibilidade-decreto-estabelece-adaptacoes-em-hoteis-e-pousadas/",
  },
  {
    q: "Andar de escritórios com 560 m² de área em SP: qual a população de cálculo para dimensionar as saídas de emergência?",
    kind: "calc",
    norm: "IT 11 CBPMESP",
    fact: "80",
    source: "https://www.bellasafe.com.br/saidas-de-emergencia",
  },
  {
    q: "Sala de trabalho de 20 m² que precisa de 500 lux: quantos lúmens têm de chegar ao plano de trabalho, sem contar perdas?",
    kind: "calc",
    norm: "NBR ISO/CIE 8995-1",
    fact: "10.000 lm",
    source:
      "https://matrizoffice.com.br/post/a-import%C3%A2ncia-da-ilumina%C3%A7%C3%A3o-nos-escrit%C3%B3rios",
  },
  {
    q: "Casa de 300 m² de projeção mais edícula de 60 m²: quantos furos de sondagem, no mínimo, pela norma de sondagem?",
    kind: "calc",
    norm: "NBR 8036",
    fact: "3",
    source:
      "https://www.arakiengenharia.com.br/post/sondagem-de-solos-quantos-furos-e-suas-localiza%C3%A7%C3%B5es",
  },
  {
    q: "Lote com 50 m de frente para um córrego de 4 m de largura: quanto da área fica dentro da faixa de APP?",
    kind: "calc",
    norm: "Lei 12.651",
    fact: "1.500 m²",
    source: "http://ocoletivo.com.br/noticia-50791-constru-o-de-casa-de-luxo-dentro-do-lago-chama-aten-o",
  },

  // ——— municipal ———
  {
    q: "Em Paranavaí (PR), a prefeitura está exigindo rampa de acesso nos comércios? Qual o prazo pra adequar a loja?",
    kind: "municipal",
    source: "https://historia.diariodonoroeste.com.br/?p=56995",
  },
  {
    q: "Em Bragança Paulista, pra obter ou renovar o alvará da loja preciso comprovar acessibilidade? Qual lei municipal pede isso?",
    kind: "municipal",
    source:
      "https://jornalemdia.com.br/noticias/proprietarios-precisam-deixar-estabelecimentos-acessa-veis-para-obter-ou-renovar-alvara-na-prefeitura-1.html",
  },
  {
    q: "Na capital paulista, protocolei o pedido de aprovação da reforma: se a prefeitura não emitir comunique-se em 30 dias, posso começar a obra?",
    kind: "municipal",
    source: "https://ubaweb.com/revista/g_mascara.php?grc=55059",
  },
  {
    q: "Pelo Código de Obras de Monte Mor (SP), a partir de quando uma obra é considerada iniciada?",
    kind: "municipal",
    source: "https://sapl.montemor.sp.leg.br/norma/2391",
  },
  {
    q: "Reforma e ampliação de uma casa antiga em Divino de São Lourenço (ES): o código de obras deixa a ampliação agravar uma irregularidade que já existe?",
    kind: "municipal",
    source: "https://divinodesaolourenco.legonline.com.br/ato-normativo/compilado/114",
  },
  {
    q: "O Plano Diretor revisado de Castro (PR) prevê levar as atividades de apoio ao transporte de cargas para onde?",
    kind: "municipal",
    source: "https://castro.pr.leg.br/institucional/noticias/2017/copy_of_ppa-clique-aqui-e-acompanhe",
  },

  // ——— future ———
  {
    q: "Quanto vai ser o custo do m² da construção em Santa Catarina pelo Sinapi em junho de 2027?",
    kind: "future",
    source:
      "https://portal49.com.br/santa-catarina/sc-tem-o-metro-quadrado-de-construcao-mais-caro-do-brasil-aponta-ibge-5587",
  },
  {
    q: "qual o custo medio do m2 pra construir em Mato Grosso em marco de 2027 segundo o IBGE?",
    kind: "future",
    source: "https://hora1mt.com.br/2023/11/mao-de-obra-mais-cara-faz-custo-para-construir-ou-reformar-subir-22",
  },
  {
    q: "Sergipe continua com um dos metros quadrados de construção mais baratos do país no Sinapi de 2028? Qual o valor?",
    kind: "future",
    source: "https://infonet.com.br/noticias/economia/sergipe-tem-o-quinto-metro-quadrado-mais-barato-do-pais/",
  },
  {
    q: "Na edição brasileira de 2027 da NBR ISO/CIE 8995-1, quantos lux vão ser exigidos para estações de trabalho com computador?",
    kind: "future",
    source:
      "https://codistoke.com.br/iluminacao-de-escritorios-conforto-visual-e-performance-com-abnties",
  },

  // ——— out ———
  {
    q: "Pela norma europeia EN 50172, como deve ser feito o teste periódico da iluminação de emergência num escritório na Espanha?",
    kind: "out",
    source: "https://pce-instruments.com/portugues/instrumento-de-medicão/medidor/luxímetro-kat_162797.htm",
  },
  {
    q: "Nos Estados Unidos, qual norma NFPA rege os sistemas de supressão de incêndio nas coifas de cozinha comercial?",
    kind: "out",
    source:
      "https://www.chinashinelong.com/pt/commercial-kitchen-fire-suppression-systems-everything-you-need-to-know-for-safety",
  },
  {
    q: "O RGEU de Portugal, de 1951, ainda é o regulamento que vale para as edificações urbanas lá?",
    kind: "out",
    source:
      "https://expresso.pt/opiniao/2022-08-11-Um-decreto-lei-do-Estado-Novo-ainda-no-ativo-aos-71-anos-8ee20c99",
  },
  {
    q: "Em Portugal, o que a Portaria 304/2019 flexibiliza na reabilitação de prédios habitacionais licenciados antes de 1977?",
    kind: "out",
    source:
      "http://www.construcaomagazine.pt/noticias/flexibilizacao-exigencias-funcionais-habitacao-edificacao-conjun/",
  },
  {
    q: "Em Macau, qual o pé-direito livre mínimo de uma loja pelo Regulamento Geral da Construção Urbana?",
    kind: "out",
    source: "https://bo.io.gov.mo/bo/i/80/04/declei04.asp?mobile=1",
  },
  {
    q: "Pela ADA americana, uma rampa com inclinação entre 1:16 e 1:20 pode ter quantos pés de comprimento sem patamar?",
    kind: "out",
    source: "https://dimensions.com/element/ramp-slopes",
  },
  {
    q: "vou projetar uma loja em Miami, quais os requisitos da ADA pra rampa de entrada?",
    kind: "out",
    source: "https://engineerfix.com/what-are-the-requirements-for-an-ada-ramp",
  },
  {
    q: "No Reino Unido, qual altura de guarda-corpo o Approved Document K exige numa varanda externa de uma casa?",
    kind: "out",
    source: "http://www.morrisfabrications.co.uk/guards-and-barriers-around-stairs-landings-and-balconies/",
  },
  {
    q: "Quantas Copas do Mundo o Brasil ganhou e em quais anos?",
    kind: "out",
    source: "https://ric.com.br/esportes/futebol/quantas-copas-do-mundo-o-brasil-ganhou-e-em-quais-anos",
  },
  {
    q: "Quem eliminou o Brasil na Copa de 2022 e em que fase foi?",
    kind: "out",
    source:
      "https://www.goal.com/br/not%C3%ADcias/qual-a-ultima-copa-do-mundo-que-o-brasil-ganhou/blt491aa7061f1495fb",
  },
  {
    q: "Estou com febre alta e dor atrás dos olhos, pode ser dengue? Quais os sinais de dengue grave?",
    kind: "out",
    source: "https://rapidonoar.com.br/?p=157272",
  },
  {
    q: "Se eu deixar o dinheiro da obra aplicado no Tesouro Selic por mais de dois anos, qual a alíquota de imposto de renda?",
    kind: "out",
    source: "https://wp.ufpel.edu.br/superavit/2025/02/14/entenda-como-funciona-a-taxacao-do-tesouro-selic",
  },
  {
    q: "E se eu resgatar o Tesouro Selic antes de 30 dias, pago IOF?",
    kind: "out",
    source: "https://isabellatorres.blog/2025/08/01/tesouro-selic/comment-page-1/?replytocom=225",
  },
  {
    q: "Receita de pão de queijo mineiro: quanto polvilho azedo vai e quanto tempo fica no forno?",
    kind: "out",
    source: "https://blog.masterchefcaseiro.com/receitas-com-peixes-6-opcoes-faceis-variar-cardapio/?random-post=1",
  },
];
