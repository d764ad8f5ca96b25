import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The twenty-third blind development set by source (decision 082, R-AI-8), written 07/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use.
 *
 * Theme: the small commercial and renovation jobs an architect takes — a dental office or clinic,
 * a shop, a restaurant or bakery kitchen, a beauty salon, a small office, a school room, a gym, an
 * apartment renovation in a condominium: accessibility, fire safety and signs, electrical, grease
 * traps and gas, kitchen exhaust and air conditioning, lighting, acoustics, renovation in
 * condominiums, sanitary rules for food and health spaces, floors, costs, and client questions.
 *
 * Publishers' kinds: dental suppliers and dental portals, architecture and interiors studios,
 * kitchen-exhaust, fire-extinguisher, signage, lighting, heater and flooring suppliers, an acoustic
 * consultancy, a parking operator and a vehicle-tracking company, engineering firms, an engineering
 * association (IBAPE), a food-safety software start-up and a bakery-equipment maker, a DF water
 * utility and the DF legislation portal, regional news sites, a law firm's and an NGO's pages,
 * municipal-law portals and condominium pages; for the questions outside the base, Portuguese,
 * Macanese, Argentine and US (ADA) pages, a European retail-lighting shop, a POS-software vendor and
 * a crypto exchange's news page.
 *
 * Kinds: fact 30, calc 7, out 13, municipal 6, future 4.
 */
export const DEV_SOURCE_23: readonly EvalQuestion[] = [
  // ——— fact ———
  {
    q: "Vou adaptar a entrada de um consultório odontológico para cadeirante: qual a largura mínima da porta pela NBR 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    source: "https://simpatio.com.br/acessibilidade/amp",
  },
  {
    q: "que tipo de macaneta a nbr 9050 pede nas portas de um consultorio acessivel",
    kind: "fact",
    norm: "NBR 9050",
    fact: "/alavanca/",
    source: "http://conexaodentista.amildental.com.br/gestao/promova-a-acessibilidade-no-consultorio",
  },
  {
    q: "area minima de consultorio odontologico individual, com um so equipo, pela rdc 50?",
    kind: "fact",
    norm: "RDC 50",
    fact: "9 m²",
    source:
      "https://www.apsparquitetos.com/single-post/2018/02/26/as-arquitetas-respondem-%C3%A1rea-do-consult%C3%B3rio-e-expurgo",
  },
  {
    q: "Quando a RDC 216 da Anvisa foi publicada, quantos dias padarias e restaurantes tiveram para se adequar ao regulamento de boas práticas?",
    kind: "fact",
    norm: "RDC 216",
    fact: "180 dias",
    source: "https://sindipar.com.br/nova-norma-para-o-preparo-de-alimentos-entra-em-vigor-hoje/",
  },
  {
    q: "Estou projetando uma lanchonete pequena de bairro. Ela também precisa seguir a RDC 216 ou a resolução é só para restaurantes grandes?",
    kind: "fact",
    norm: "RDC 216",
    fact: "/lanchonetes/",
    source: "https://sizeup.app/rdc-216-manipuladores/",
  },
  {
    q: "Na exaustão da cozinha do restaurante, o ar insuflado de reposição deve ser maior ou menor que o exaurido? Com que objetivo, segundo a NBR 14518?",
    kind: "fact",
    norm: "NBR 14518",
    fact: "/pressão negativa/",
    source: "http://www.aerovent.com.br/faq-2/",
  },
  {
    q: "espessura minima da chapa de aco inox da coifa de cozinha profissional",
    kind: "fact",
    norm: "NBR 14518",
    fact: "0,94 mm",
    source:
      "https://arwek.com.br/instalacao-e-manutencao-de-sistema-de-exaustao-em-cozinhas-como-evitar-gordura-odores-e-risco-de-incendio",
  },
  {
    q: "A NBR 14518, de ventilação para cozinhas profissionais, foi atualizada em que ano?",
    kind: "fact",
    norm: "NBR 14518",
    fact: "2019",
    source: "https://exaustor.com.br/normas-tecnicas-sistemas-de-ventilacao-para-cozinhas-profissionais",
  },
  {
    q: "Academia no térreo de um prédio residencial, os vizinhos reclamam do barulho. Qual o nível de pressão sonora de referência que a NBR 10152 dá para os dormitórios?",
    kind: "fact",
    norm: "NBR 10152",
    fact: "35 dB",
    source: "https://avd-solution.com/project/como-resolver-problema-barulho-academia/",
  },
  {
    q: "a que altura do piso acabado fica a base da placa de saida e de rota de fuga?",
    kind: "fact",
    norm: "NBR 16820",
    fact: "1,80 m",
    source:
      "https://gruposcala.com.br/2025/08/21/altura-correta-de-instalacao-de-placas-sinalizacao-abnt-nbr16820",
  },
  {
    q: "Numa loja de roupas de 200 m², qual a distância máxima que uma pessoa pode ter de percorrer até o extintor mais próximo?",
    kind: "fact",
    norm: "NBR 12693",
    fact: "20 m",
    source: "https://lojasher.com.br/quantos-extintores-de-incendio-preciso-ter-em-minha-loja/",
  },
  {
    q: "vaga de idoso no estacionamento da clinica vale a partir de que idade",
    kind: "fact",
    norm: "Lei 10.741",
    fact: "60 anos",
    wrong: ["65 anos"],
    source: "https://trakcar.com.br/vagas-especiais-de-estacionamento",
  },
  {
    q: "O síndico me pediu o plano de reforma pela NBR 16280. Ela ainda é a de 2015 ou já foi revisada? Em que ano saiu a revisão mais recente?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "2024",
    source: "https://ibape-nacional.com.br/site/17052-2",
  },
  {
    q: "qual a largura da faixa de circulacao adicional ao lado da vaga para pessoa com deficiencia",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    source: "https://selectpark.com.br/acessibilidade-em-estacionamentos-lei-e-inclusao-social",
  },
  {
    q: "De que trata a RDC 894/2024 da Anvisa? Ela afeta a clínica de estética que estou projetando?",
    kind: "fact",
    norm: "RDC 894",
    fact: "/cosmetovigilância/",
    source:
      "https://studiouniversalis.com.br/adequacao-de-espacos-para-saude-e-estetica-entendendo-as-novas-exigencias-da-anvisa",
  },
  {
    q: "Reforma de apartamento: a cliente quer o aquecedor a gás de passagem dentro do banheiro. O que o local de instalação precisa ter?",
    kind: "fact",
    norm: "NBR 13103",
    fact: "/ventilação permanente/",
    source: "https://norteaquecedores.com.br/blog/aquecedor-a-gas-dentro-do-banheiro",
  },
  {
    q: "que tipo de aquecedor a gas pode ficar num ambiente fechado sem consumir o oxigenio do local",
    kind: "fact",
    norm: "NBR 13103",
    fact: "/fluxo balanceado/",
    source: "https://ssmengenharia.com.br/?p=871",
  },
  {
    q: "A Lei 10.098, a lei federal de acessibilidade que clínicas e consultórios têm de cumprir, é de que ano?",
    kind: "fact",
    norm: "Lei 10.098",
    fact: "2000",
    source: "https://blog.suryadental.com.br/acessibilidade-no-consultorio-odontologico/",
  },
  {
    q: "nbr 5410: na sala de um apartamento que estou reformando, preciso de 1 tomada a cada quantos metros de perimetro",
    kind: "fact",
    norm: "NBR 5410",
    fact: "5 m",
    source: "https://educacivil.com/calculo-de-tomadas-e-lampadas-por-ambiente-nbr-5410/",
  },
  {
    q: "Reforma de loja antiga sem espaço para rampa a 8,33%: até que inclinação a NBR 9050 admite quando esgotadas as outras soluções?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "12,5%",
    source: "https://desc.com.br/artigo/479/norma-de-acessibilidade-para-rampa",
  },
  {
    q: "Qual resolução da Anvisa, de 2011, trata dos requisitos de boas práticas de funcionamento dos serviços de saúde, que a clínica também terá de seguir?",
    kind: "fact",
    norm: "RDC 63",
    fact: "/boas práticas/",
    source: "http://www2.tc.df.gov.br/sinj/Norma/79030/ses_svs_dvs_int_03_2014_rep.html",
  },
  {
    q: "Fábrica pequena de pães e doces: quantos lux no mínimo a NBR ISO/CIE 8995-1 pede para as áreas básicas de produção?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "300 lux",
    source:
      "https://seveled.com.br/2025/09/14/nbr-iso-cie-8995-1-qual-o-nivel-de-iluminacao-ideal-para-cada-setor-industrial",
  },
  {
    q: "a portaria do ministerio da saude sobre limpeza e manutencao dos sistemas de ar condicionado, a 3.523, e de que ano",
    kind: "fact",
    norm: "Portaria 3.523",
    fact: "1998",
    source: "https://airqualitylimpezadutos.com.br/2016/06/14/portaria-gmms-no-3-523-de-28-de-agosto-de-1998",
  },
  {
    q: "Além do nível de lux, o que a NBR ISO/CIE 8995-1 limita na iluminação da sala do dentista, com o índice UGR?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "/ofuscamento/",
    source:
      "https://www.clarearquitetura.com.br/post/arq-plus-ilumina%C3%A7%C3%A3o-de-consult%C3%B3rio-odontol%C3%B3gico",
  },
  {
    q: "Qual é o agente do extintor classe K que devo prever junto à fritadeira da cozinha do restaurante?",
    kind: "fact",
    norm: "NBR 12693",
    fact: "/acetato de potássio/",
    source:
      "https://www.brasasextintores.com.br/seguranca-na-cozinha-profissional-por-que-o-extintor-classe-k-e-indispensavel",
  },
  {
    q: "para a cozinha de um restaurante, qual tipo de caixa de gordura a norma manda usar: pequena, simples, dupla ou especial?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "/especial/",
    source: "https://www2.caesb.df.gov.br/27-portal/66-caixa-de-gordura-padrao-cge-padrao-especial.html",
  },
  {
    q: "Para estimar o custo da reforma comercial por m², qual sistema de custos da construção mantido pelo IBGE posso usar como base?",
    kind: "fact",
    norm: "SINAPI",
    fact: "/IBGE/",
    source: "https://rspengenharia.eng.br/reforma/custos-da-sua-reforma-comercial/",
  },
  {
    q: "piso ceramico para loja de trafego medio a alto: qual classe pei especificar",
    kind: "fact",
    norm: "NBR 13818",
    fact: "/PEI 4/",
    source: "https://mamaconstru.com/?p=2186",
  },
  {
    q: "A lei do código estadual de segurança contra incêndio e pânico citada nas normas de GLP de Goiás, a Lei 15.802, é de que ano?",
    kind: "fact",
    norm: "Lei 15.802",
    fact: "2006",
    source: "https://lojasudaseg.com.br/?p=2193",
  },
  {
    q: "E a placa de identificação do extintor, no nível intermediário da NBR 16820: até que altura do piso ela pode ficar?",
    kind: "fact",
    norm: "NBR 16820",
    fact: "1,60 m",
    source:
      "https://gruposcala.com.br/2025/08/21/altura-correta-de-instalacao-de-placas-sinalizacao-abnt-nbr16820",
  },

  // ——— calc ———
  {
    q: "Vou reformar um restaurante que serve 150 refeições no turno de maior movimento. Qual o volume mínimo da câmara de retenção da caixa de gordura especial?",
    kind: "calc",
    norm: "NBR 8160",
    fact: "320 L",
    source: "https://www2.caesb.df.gov.br/27-portal/66-caixa-de-gordura-padrao-cge-padrao-especial.html",
  },
  {
    q: "Consultório odontológico individual mais a CME simplificada em duas salas (suja e limpa), todos nas áreas mínimas da RDC 50: quanto somam os três ambientes?",
    kind: "calc",
    norm: "RDC 50",
    fact: "18,6 m²",
    source:
      "https://www.apsparquitetos.com/single-post/2018/02/26/as-arquitetas-respondem-%C3%A1rea-do-consult%C3%B3rio-e-expurgo",
  },
  {
    q: "estacionamento da clinica com 250 vagas: quantas tem de ser reservadas para pessoa com deficiencia",
    kind: "calc",
    norm: "Lei 13.146",
    fact: "5 vagas",
    source: "https://selectpark.com.br/acessibilidade-em-estacionamentos-lei-e-inclusao-social",
  },
  {
    q: "Galeria comercial com estacionamento de 120 vagas. Quantas vagas preciso reservar para idosos?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "6 vagas",
    source: "https://selectpark.com.br/acessibilidade-em-estacionamentos-lei-e-inclusao-social",
  },
  {
    q: "Loja nova com desnível de 0,40 m na entrada: usando a inclinação máxima da NBR 9050 para rampas, qual o comprimento horizontal da rampa?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "4,80 m",
    wrong: ["3,20 m"],
    source: "https://desc.com.br/artigo/479/norma-de-acessibilidade-para-rampa",
  },
  {
    q: "Se o CUB estiver em R$ 1.300,00 o m², quanto dá a estimativa para uma sala comercial de 72 m²?",
    kind: "calc",
    norm: "Sinduscon-SP",
    fact: "R$ 93.600,00",
    source: "http://thecnica.com/duvida.php?ar=8&a=312&Cod=754",
  },
  {
    q: "placa de rota de fuga com 0,30 m de altura instalada no nivel superior da nbr 16820: a que altura do piso fica o topo dela",
    kind: "calc",
    norm: "NBR 16820",
    fact: "2,10 m",
    source:
      "https://gruposcala.com.br/2025/08/21/altura-correta-de-instalacao-de-placas-sinalizacao-abnt-nbr16820",
  },

  // ——— municipal ———
  {
    q: "Cliente quer abrir um salão de beleza anexo à casa dela em Campo Grande (MS), com passagem pela residência. A vigilância sanitária da cidade permite?",
    kind: "municipal",
    source:
      "http://plantaoangelica.com.br/noticia/cidades/nova-regra-da-vigilancia-pode-fechar-maioria-dos-saloes-de-beleza",
  },
  {
    q: "em campo grande qual a area minima que a vigilancia sanitaria exige para um salao de beleza com duas cadeiras",
    kind: "municipal",
    source:
      "https://www.campograndenews.com.br/politica/camara-debate-hoje-regra-que-proibe-salao-de-beleza-com-residencia",
  },
  {
    q: "Barbearia em Santos (SP): o que o Código de Posturas da cidade exige quanto à esterilização dos instrumentos e aos cartazes no salão?",
    kind: "municipal",
    source: "https://grupoesperanca.org.br/lei-complementar-n-o-529-de-20-de-abril-de-2005/",
  },
  {
    q: "Escola infantil particular em Brasília: qual a área mínima por criança na sala de atividades para o projeto ser visado?",
    kind: "municipal",
    source:
      "http://www.tc.df.gov.br/sinj/Norma/9fa7a2cd7920404c9706837abd410cb8/exec_dec_45038_2023.html",
  },
  {
    q: "quanto a prefeitura de urupema (sc) cobra de taxa para analisar o projeto de reforma de uma loja",
    kind: "municipal",
    source: "http://eleis.com.br/leis/urupema-sc-lei-complementar-n-069-de-05-de-novembro-de-2014.html",
  },
  {
    q: "Reforma de apartamento no Rio de Janeiro: em que horário a lei municipal de ruído permite usar martelete e máquinas na obra?",
    kind: "municipal",
    source: "https://www.condominioseentorno.com.br/c%C3%B3pia-sinaleiras-sonoras",
  },

  // ——— future ———
  {
    q: "Qual vai ser o CUB médio Brasil de março de 2027? Quero atualizar o orçamento da clínica.",
    kind: "future",
    source:
      "https://reporternews.com.br/noticia/299225/Mato_Grosso_teve_queda_em_materiais_e_na_construcao_civil",
  },
  {
    q: "para orcar uma reforma de apartamento em 2028, qual sera o cub r1-a de sao paulo de janeiro de 2028",
    kind: "future",
    source: "http://imcampos.com.br/conteudo.php?ar=7&a=252&Cod=751",
  },
  {
    q: "Qual será o custo médio do m² do SINAPI em dezembro de 2027?",
    kind: "future",
    source: "https://blog.vipleiloes.com.br/custo-de-reforma-por-m2",
  },
  {
    q: "A próxima revisão da NBR 16280, depois da de 2024, já saiu? O que ela vai mudar no plano de reforma?",
    kind: "future",
    source: "https://ibape-nacional.com.br/site/17052-2",
  },

  // ——— out ———
  {
    q: "Em Portugal, que condições de instalação a lei exige para um estabelecimento de fabrico de pão?",
    kind: "out",
    source: "http://portal.anmsp.pt/06-SaudeAmbiental/065-Restauracao/padarias.htm",
  },
  {
    q: "em portugal a que altura minima se fixam as placas de sinalizacao salientes e que marcacao de luminancia e obrigatoria",
    kind: "out",
    source: "https://www.ldc.pt/pt/noticias/atencao-as-placas-de-sinalizacao/?page_id=411",
  },
  {
    q: "Que documentos o Instituto para os Assuntos Municipais de Macau pede para licenciar um salão de cabeleireiro?",
    kind: "out",
    source: "https://www.sme360.mo/pt/book/3/3.5",
  },
  {
    q: "Pela ADA americana, a quantas polegadas do piso vão as barras de apoio do banheiro acessível?",
    kind: "out",
    source: "http://www.adaresource.net/tip.html",
  },
  {
    q: "projeto de uma loja em miami: que altura de lavatorio acessivel a ada exige",
    kind: "out",
    source: "http://accesscheck.org/common-mistakes/bathrooms.html",
  },
  {
    q: "What toilet seat height do the ADA guidelines require in a public restroom?",
    kind: "out",
    source: "https://www.bagnodhotel.com/en-US/articoli/news/ada-guidelines-for-bathrooms.html",
  },
  {
    q: "Restaurante em Buenos Aires: que matafuego a normativa argentina exige na cozinha com fritadeira?",
    kind: "out",
    source: "https://incendiocassi.com/blog/fuego-clase-k-cocinas",
  },
  {
    q: "qual o melhor sistema de gestao e pdv para o restaurante do meu cliente",
    kind: "out",
    source: "https://controlenamao.com.br/blog/?p=4565",
  },
  {
    q: "O cliente quer pagar a reforma em bitcoin. Qual a cotação do bitcoin hoje?",
    kind: "out",
    source: "https://www.mexc.co/pt-PT/news/444349",
  },
  {
    q: "Quantos lux a norma europeia EN 12464-1 exige na área de vendas de uma loja na França?",
    kind: "out",
    source:
      "https://www.domeashop.com/pt/blog/article/46-solucoes-de-iluminacao-para-pontos-de-venda-um-guia-completo-para-melhorar-o-seu-espaco-de-venda",
  },
  {
    q: "O que a NBR 99999 diz sobre o piso de uma academia de crossfit?",
    kind: "out",
    source: "https://www.redeced.com.br/5-dicas-para-escolher-o-piso-ideal-para-cada-comodo/",
  },
  {
    q: "a lei federal 99.999/2024 obriga caixa de gordura de inox em restaurante?",
    kind: "out",
    source: "https://limpafosa.com.br/glossario/como-escolher-o-tamanho-certo-de-caixa-de-gordura",
  },
  {
    q: "Me passa uma receita de pão de fermentação natural para a padaria do cliente?",
    kind: "out",
    source: "http://blog.praticabr.com/vigilancia-sanitaria-para-panificadoras-quais-sao-as-principais-normas/",
  },
];
