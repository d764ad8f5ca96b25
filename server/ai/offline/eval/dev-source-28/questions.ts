import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The twenty-eighth blind development set by source (decision 082, R-AI-8), written 07/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use.
 *
 * Theme: building services, structure and envelope as the architect meets them while detailing a
 * house or a small building and during the works — cold water and reservoirs (NBR 5626, pressure
 * and reducing valves), sewage (NBR 8160: inspection boxes, vent pipes, grease box), gutters
 * (NBR 10844), concrete columns (NBR 6118), soil borings (NBR 8036, NBR 6484), guard rails
 * (NBR 14718), safety glass in façades, rails and shower boxes (NBR 7199, NBR 14207), lightning
 * protection (NBR 5419), air conditioning and indoor air (NBR 16401, NBR 17037, Anvisa RE 09,
 * Lei 13.589), noise (NBR 10151, NBR 10152), performance (NBR 15575 parts 4 and 6 and the 2021
 * thermal revision), bioclimatic zoning (NBR 15220-3), waterproofing tests (NBR 9574), tactile
 * floor (NBR 16537) and home lifts (NBR 12892), plus a city's own rules for reservoirs, grease
 * boxes and rainwater connections.
 *
 * Publishers' kinds: municipal water utilities (a Rio Grande do Sul SEMAE page and a DAE news
 * item in a regional paper), a soil-boring firm, a foundations contractor, aluminium-frame,
 * glass-industry and glazing-news sites, engineering and project offices (lightning protection,
 * structural testing, acoustics, waterproofing, electrical risk management), an indoor-air lab and
 * an HVAC installer, an air-conditioning portal, a home-lift accessibility firm, a sheet-metal
 * gutter maker, a junior-enterprise blog, a plumbing-vent wiki, a home-tips news blog,
 * a condominium mirror site, a Curitiba news site, a Rio state news site, an accessibility
 * consultant, a building-performance consultancy, a house magazine, a civil-engineering tutorial
 * site, an architecture-structure literature index and an indoor-air consultancy; for the city
 * questions, water-utility pages and regional news sites (Sete Lagoas, Formiga, Salto, Itajaí,
 * Maceió, Mogi das Cruzes); for the future values, an engineers' association, a CREA portal, a
 * Paraíba news site and a city hall; for the questions outside the base, Spanish, Portuguese,
 * US (IRC, Chicago code), German, Russian and Ghanaian building pages, a Eurocode software help,
 * a water-heater manual, a recipe site, a health site, a sports-rules site and an
 * accounting firm.
 *
 * Kinds: fact 30, calc 7, out 13, municipal 6, future 4.
 */
export const DEV_SOURCE_28: readonly EvalQuestion[] = [
  // ——— fact ———
  {
    q: "Pela NBR 5626, a caixa d'água de uma residência tem que guardar água suficiente pra quanto tempo de consumo, no mínimo?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "24 horas",
    source: "https://semae.rs.gov.br/sustentabilidade-beneficios-de-ter-um-reservatorio-de-agua",
  },
  {
    q: "Qual a altura mínima do guarda-corpo de uma sacada de apartamento segundo a norma da ABNT?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,10 m",
    source:
      "https://esquadriasmartins.com.br/guarda-corpo-aluminio-seguranca-normas-abnt-preco-2025",
  },
  {
    q: "o guarda corpo que eu especifiquei passou no ensaio de carga horizontal... a NBR 14718 pede mais algum ensaio alem desse?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "/impacto/",
    source:
      "https://engesulprojetos.com.br/post/ensaio-de-guarda-corpo-como-e-feito-o-que-e-e-para-que-serve",
  },
  {
    q: "Janela na fachada do 3º andar com peitoril baixo, o vidro fica abaixo de 1,10 m do piso: que tipo de vidro a NBR 7199 exige nesse caso?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "/laminado/",
    source: "https://vidrocerto.org.br/aplicacoes/fachada/",
  },
  {
    q: "Cliente quer guarda-corpo todo de vidro temperado comum na varanda. Pode? Qual vidro a norma manda usar?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "/laminado/",
    source: "https://atmosferaonline.com.br/instalacao-de-vidros-improprios-em-predios-pode-ser-fatal-2/",
  },
  {
    q: "De quanto em quanto tempo tem que fazer a inspeção periódica do para-raios (SPDA) de um prédio residencial comum, fora do litoral?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "3 anos",
    source: "https://3dmais.eng.br/spda-revisado-chuvas/",
  },
  {
    q: "Na NBR 5419, a partir de que altura a estrutura entra nos casos em que a necessidade de SPDA é considerada evidente, sem depender do cálculo de risco?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "25 m",
    source: "https://www.msprojetosindustriais.com/gerenciamentoderisco",
  },
  {
    q: "Qual parte da NBR 5419 eu uso pra decidir se a edificação precisa ou não de SPDA?",
    kind: "fact",
    norm: "NBR 5419-2",
    fact: "/gerenciamento de risco/",
    source: "https://srtenergia.com.br/gerenciamento-de-risco-para-spda-para-raios-na-nbr-5419-2-2015",
  },
  {
    q: "Num escritório climatizado, qual a temperatura máxima recomendada no verão pela resolução da Anvisa sobre qualidade do ar interior?",
    kind: "fact",
    norm: "RE 09",
    fact: "26 °C",
    source: "https://bioseta.com.br/analise-da-qualidade-do-ar-interior",
  },
  {
    q: "Qual lei federal obriga os prédios com ar-condicionado de uso coletivo a ter PMOC?",
    kind: "fact",
    norm: "Lei 13.589",
    fact: "/13.589/",
    source: "https://splitvent.com.br",
  },
  {
    q: "Elevador residencial unifamiliar pra cadeirante: qual a largura mínima da cabina pela NBR 12892?",
    kind: "fact",
    norm: "NBR 12892",
    fact: "0,90 m",
    source:
      "https://acessplus.com.br/index.php/elevadores-residenciais-unifamiliares-ou-de-uso-por-pessoas-com-mobilidade-reduzida",
  },
  {
    q: "Qual a distância máxima entre duas caixas de inspeção de esgoto no quintal?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "25 m",
    source: "https://www.lifewithamberlyandjoe.com/noticia/pode-ter-caixa-de-esgoto-na-calada/",
  },
  {
    q: "caixa de gordura pequena pra uma cozinha so, qual a capacidade minima de retencao pela NBR 8160?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "18 L",
    source: "https://www.idealjr.com/post/utiliza%C3%A7%C3%A3o-de-caixa-de-gordura-saiba-mais",
  },
  {
    q: "Terminei a manta da laje de cobertura. Quanto tempo a lâmina d'água do teste de estanqueidade tem que ficar, no mínimo?",
    kind: "fact",
    norm: "NBR 9574",
    fact: "72 horas",
    source: "https://www.imperfim.com/post/teste-estanqueidade-em-lajes",
  },
  {
    q: "O teste de estanqueidade depois da impermeabilização é obrigatório pela NBR 9574 ou é só uma recomendação? Quando se faz?",
    kind: "fact",
    norm: "NBR 9574",
    fact: "/obrigat/",
    source:
      "https://lalmengenharia.com.br/posts/como-realizar-o-teste-de-estanqueidade-da-impermeabilizacao",
  },
  {
    q: "Vizinhos reclamaram que o piso tátil da calçada nova termina no muro. Isso está errado ou a NBR 16537 prevê essa configuração em T? Em que situação?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "/guia rebaixada/",
    source: "https://www.plural.jor.br/curitiba/erro-no-piso-tatil-nao-e-bem-assim/",
  },
  {
    q: "Pela NBR 16537 de 2024, numa calçada existente com faixa livre de até 1,20 m, que largura deve ter o piso tátil de alerta transversal antes e depois da faixa direcional?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "0,50 m",
    source:
      "https://anajardim.com/atualizacao-da-norma-do-piso-tatil-ajuste-agora-mesmo-seu-projeto-e-evite-notificacoes-ou-interdicao-da-sua-obra",
  },
  {
    q: "No estado do Rio, qual lei de 2024 obrigou os projetos de moradia de interesse social a seguir o zoneamento bioclimático da NBR 15220-3?",
    kind: "fact",
    norm: "NBR 15220-3",
    fact: "/10.611/",
    source: "https://www.entreriosjornal.com/2024/12/moradias-de-interesse-social-deverao.html",
  },
  {
    q: "Na medição acústica de campo entre ambientes pela NBR 15575-4, qual parâmetro se determina e como ficam portas e janelas durante a medição?",
    kind: "fact",
    norm: "NBR 15575-4",
    fact: "/DnT,w/",
    source: "https://detect.eng.br/laudoacustico",
  },
  {
    q: "Área estritamente residencial urbana: qual o limite de ruído externo à noite pela NBR 10151?",
    kind: "fact",
    norm: "NBR 10151",
    fact: "45 dB",
    source: "https://risoengenharia.com.br/servicos/laudo-de-ruido",
  },
  {
    q: "e numa area mista predominantemente residencial, de dia, qual o nivel de criterio da NBR 10151?",
    kind: "fact",
    norm: "NBR 10151",
    fact: "55 dB",
    source: "https://risoengenharia.com.br/servicos/laudo-de-ruido",
  },
  {
    q: "A NBR 10152, de níveis de pressão sonora em ambientes internos, foi revisada em que ano? A versão de 1987 ainda vale?",
    kind: "fact",
    norm: "NBR 10152",
    fact: "2017",
    source: "https://www.premiered.com.br/post/dicas-essenciais-para-o-inverno",
  },
  {
    q: "Box de vidro do banheiro: de quanto em quanto tempo a norma de boxes recomenda a manutenção preventiva feita pela vidraçaria?",
    kind: "fact",
    norm: "NBR 14207",
    fact: "/anua/",
    source:
      "https://revistahaus.com.br/haus/imoveis/abnt-tem-normas-que-podem-impedir-acidentes-com-boxe-de-banheiro",
  },
  {
    q: "Qual norma brasileira regulamenta a renovação de ar em ambientes fechados com ar-condicionado?",
    kind: "fact",
    norm: "NBR 16401",
    fact: "/renovação/",
    source: "https://m.webarcondicionado.com.br/a-importancia-da-renovacao-do-ar-e-a-nbr-16401",
  },
  {
    q: "Qual a inclinação mínima da calha de beiral no sentido dos bocais?",
    kind: "fact",
    norm: "NBR 10844",
    fact: "0,5%",
    source: "https://nacionalmetais.com/o-que-nao-pode-faltar-na-instalacao-de-calhas-e-rufos",
  },
  {
    q: "Na sondagem SPT (NBR 6484), a resistência à penetração é medida a cada quantos metros de profundidade?",
    kind: "fact",
    norm: "NBR 6484",
    fact: "1 m",
    source:
      "https://perfuratrizefundacoes.com.br/sondagem-do-solo-e-essencial-para-conhecer-as-caracteristicas-do-terreno",
  },
  {
    q: "Qual edição da norma de desempenho habitacional trouxe os critérios atuais de desempenho térmico?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "2021",
    source: "https://harmonia.global/desempenho-termico-em-edificacoes-fundamentos-normas-e-solucoes",
  },
  {
    q: "O mestre quer fazer pilar de 12x12 numa casa de dois andares. Qual a menor dimensão de pilar que a NBR 6118 aceita sem majorar cargas?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "19 cm",
    source:
      "https://facilitandoaengenharia.com.br/2022/05/12/qual-a-dimensao-minima-de-um-pilar-de-concreto-armado",
  },
  {
    q: "Qual parte da NBR 15575 trata dos requisitos de desempenho dos sistemas hidrossanitários?",
    kind: "fact",
    norm: "NBR 15575-6",
    fact: "/hidrossanit/",
    source:
      "https://structurae.net/fr/litterature/article-de-revue/subsidios-para-cumprimento-dos-criterios-de-desempenho-de-sistemas-hidrossanitarios-conforme-a-nbr-15575-6",
  },
  {
    q: "Qual norma ABNT define como medir a qualidade do ar interior em ambientes climatizados (CO2, material particulado, fungos)?",
    kind: "fact",
    norm: "NBR 17037",
    fact: "/17037/",
    source: "https://engearconsultoria.com.br/analise-de-qualidade-do-ar-interior",
  },

  // ——— calc ———
  {
    q: "Casa com 6 moradores, considerando 200 litros por pessoa por dia e reserva para um dia de consumo: qual o volume mínimo da caixa d'água?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "1.200 L",
    source: "https://novomomento.com.br/dae-de-santa-barbara-alerta-para-a-importancia-da-caixa-dagua/",
  },
  {
    q: "Prédio com 1.000 m² de projeção em planta: quantos furos de sondagem no mínimo pela NBR 8036, contando um por 200 m²?",
    kind: "calc",
    norm: "NBR 8036",
    fact: "5",
    source: "https://www.sondarello.com.br/o-que-e-uma-sondagem-de-solo",
  },
  {
    q: "Ramal de ventilação com trecho horizontal de 3 m: com o aclive mínimo de 1%, quanto ele tem que subir de uma ponta à outra?",
    kind: "calc",
    norm: "NBR 8160",
    fact: "3 cm",
    source: "https://www.boloko.com.br/docs/diversos/ventilacao-de-esgoto",
  },
  {
    q: "Se eu encher a laje pro teste de estanqueidade na segunda de manhã, são quantos dias no mínimo até poder esvaziar?",
    kind: "calc",
    norm: "NBR 9574",
    fact: "3 dias",
    source: "https://www.imperfim.com/post/teste-estanqueidade-em-lajes",
  },
  {
    q: "Com as dimensões mínimas de cabina da NBR 12892 (0,90 m x 1,20 m), qual a área útil mínima do piso do elevador residencial?",
    kind: "calc",
    norm: "NBR 12892",
    fact: "1,08 m²",
    source:
      "https://acessplus.com.br/index.php/elevadores-residenciais-unifamiliares-ou-de-uso-por-pessoas-com-mobilidade-reduzida",
  },
  {
    q: "Reservatório superior 52 m acima do ponto de consumo mais baixo do prédio. Quantos m.c.a. a válvula redutora precisa tirar pra ficar no limite de pressão estática da norma?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "12 m.c.a.",
    source: "http://44.218.41.247/desajuste-nas-valvulas-redutoras-de-pressao-aumenta-consumo-d-agua-no-condominio",
  },
  {
    q: "Calha de beiral com 12 m de comprimento e a inclinação mínima de 0,5%: qual o desnível entre as duas pontas?",
    kind: "calc",
    norm: "NBR 10844",
    fact: "6 cm",
    source: "https://nacionalmetais.com/o-que-nao-pode-faltar-na-instalacao-de-calhas-e-rufos",
  },

  // ——— municipal ———
  {
    q: "Em Sete Lagoas, qual o volume mínimo de caixa d'água que o SAAE exige para uma casa com até 5 moradores?",
    kind: "municipal",
    source: "https://teclemidia.com/2017/11/29/saae-determina-criterios-para-instalacao-de-reservatorios-domiciliares",
  },
  {
    q: "Formiga-MG: o SAAE pede alguma caixa específica na ligação de esgoto? de que tamanho?",
    kind: "municipal",
    source: "https://saaeformiga.com.br/portal/pagina/ligacao-de-esgoto?theme=dark",
  },
  {
    q: "Quanto é a multa em Salto-SP para quem liga a água da chuva na rede de esgoto?",
    kind: "municipal",
    source: "https://saaesalto.sp.gov.br/2022/11/11/nao-ligue-a-agua-da-chuva-no-esgoto/",
  },
  {
    q: "Em Itajaí, o Semasa exige reservatório domiciliar com que capacidade mínima em relação ao consumo, e a que distância do passeio deve ficar a entrada?",
    kind: "municipal",
    source: "https://diariodacidade.com.br/?p=73835",
  },
  {
    q: "Maceió tem lei obrigando caixa de gordura em imóvel? Qual é e o que ela exige?",
    kind: "municipal",
    source: "https://aquiacontece.com.br/guia-orienta-sobre-instalacao-e-uso-de-caixas-de-gordura",
  },
  {
    q: "Mogi das Cruzes obriga as casas a terem caixa d'água? Qual decreto trata disso?",
    kind: "municipal",
    source: "https://www.asemana.com.br/vila-suissa-tera-pausa-no-abastecimento-de-agua-nesta-terca-feira-17/",
  },

  // ——— future ———
  {
    q: "Qual vai ser o valor da taxa de ART para obra residencial pequena em 2028?",
    kind: "future",
    source: "https://aeaabc.com.br/art/",
  },
  {
    q: "Tabela de valores de ART do CREA-RJ que vai valer a partir de janeiro de 2028: quanto custa a faixa de contrato até R$ 8 mil?",
    kind: "future",
    source: "https://novoportal.crea-rj.org.br/art/valores/",
  },
  {
    q: "Qual foi o custo médio do metro quadrado da construção na Paraíba pelo Sinapi em março de 2027?",
    kind: "future",
    source: "https://clickpb.com.br/paraiba/custo-construcao-civil.html",
  },
  {
    q: "Qual será o valor da UFP de Penápolis em 2028 e o valor do m² de construção residencial Média A para o IPTU daquele ano?",
    kind: "future",
    source: "https://www.penapolis.sp.gov.br/portal/leis_decretos/9793",
  },

  // ——— out ———
  {
    q: "Na Espanha, pelo Código Técnico de la Edificación, qual a altura mínima de uma barandilla quando o desnível passa de 6 m?",
    kind: "out",
    source:
      "https://www.comenza.com/cuales-son-los-principales-requerimientos-que-debe-cumplir-una-barandilla-para-asegurar-el-cumplimiento-normativo/",
  },
  {
    q: "Receita de bolo de cenoura com cobertura de chocolate: quantas cenouras e quanto tempo de forno?",
    kind: "out",
    source: "https://diariofemininocassilandia.com/bolo-de-cenoura-com-cobertura-de-chocolate",
  },
  {
    q: "Pelo código americano IRC, quantas polegadas acima do telhado o tubo de ventilação do esgoto tem que sair?",
    kind: "out",
    source: "http://www.homeownersnetwork.com/booktopic/vent-exterior-terminations/",
  },
  {
    q: "No código de encanamento de Chicago, a que distância de uma janela pode ficar o terminal de ventilação?",
    kind: "out",
    source: "https://codelibrary.amlegal.com/codes/chicago/latest/chicago_il/0-0-0-2692473",
  },
  {
    q: "Que exercícios ajudam a aliviar tendinite no ombro?",
    kind: "out",
    source: "https://melhorcomsaude.com.br/exercicios-alivio-da-tendinite-no-ombro/",
  },
  {
    q: "Em Portugal, qual a abertura máxima entre os elementos de uma guarda de varanda recomendada para crianças não passarem?",
    kind: "out",
    source: "http://visao.sapo.pt/queda-de-menino-de-quatro-anos-relanca-campanha=f710317",
  },
  {
    q: "Como se calcula o recobrimento mínimo cmin das armaduras pelo Eurocódigo 2?",
    kind: "out",
    source: "https://dlubal.com/pt/apoio-e-formacao/apoio/formulas/000996",
  },
  {
    q: "Na Alemanha, a que temperatura a água quente tem que chegar na torneira e em quantos segundos, pela portaria de água potável?",
    kind: "out",
    source:
      "https://pt.home-diary.net/7389310-the-prescribed-temperature-for-hot-water-according-to-the-drinking-water-ordinance",
  },
  {
    q: "Na Rússia, a que profundidade se enterra o cano de esgoto de uma casa particular por causa do congelamento do solo?",
    kind: "out",
    source:
      "https://optolov.ru/pt/kitchen/glubina-kanalizacii-v-chastnom-dome-pravilnaya-prokladka-kanalizacii-v.html",
  },
  {
    q: "No manual do aquecedor Ariston Velis, em que faixa de temperatura a bactéria Legionella se multiplica?",
    kind: "out",
    source: "https://manualslib.mx/manual/204923/Ariston-Velis-30.html?page=58",
  },
  {
    q: "O que significa concreto classe C 20/25 na norma europeia EN 206, usada em Gana?",
    kind: "out",
    source: "https://rcp.com.gh/what-is-c-20-25-concrete/",
  },
  {
    q: "Qual a altura da rede no vôlei de praia masculino e feminino?",
    kind: "out",
    source: "http://www.regrasdosesportes.com/regras-do-volei-de-praia/",
  },
  {
    q: "Vendi ações na bolsa este mês: até quanto de vendas fico isento de imposto de renda?",
    kind: "out",
    source: "https://vanin.com/noticias/bolsa-de-valores-operacoes-isentas-de-ir",
  },
];
