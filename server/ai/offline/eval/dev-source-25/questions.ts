import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The twenty-fifth blind development set by source (decision 082, R-AI-8), written 07/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use.
 *
 * Theme: apartment buildings and condominiums as an architect designing or renovating one sees
 * them — elevators (NBR 16858, NBR NM 313, platforms, when a city requires one), stairs and exits,
 * extinguishers, SPDA, gas networks and central GLP, water metering per unit (Lei 13.312), impact
 * noise between floors, balconies and guarda-corpos, facade changes (Código Civil art. 1.336),
 * the convention and its quorums (Lei 14.405), incorporação (Lei 4.591, memorial, NBR 12721 fração
 * ideal, CUB), building inspection (NBR 16747), garages and parking counts, and client questions.
 *
 * Publishers' kinds: condominium administrators and condominium-software pages, law firms and a
 * notaries' association, elevator makers and an elevator-consultancy column, an accessibility-
 * platform maker, fire-safety and extinguisher suppliers, gas-installation pages, an SPDA page,
 * engineering firms (acoustics, water metering, building inspection), a builder's CUB page, an
 * advisory office, regional news sites, a municipal chamber's law portal and the São Paulo city-law
 * portal; for the questions outside the base, Portuguese (a law firm, the courts' database, a home
 * forum), Argentine (law firms, the Chamber and the Senate, an administrator) and Colombian pages,
 * US county, city and inspectors' pages on guardrails, and a law firm's page on expelling a resident.
 *
 * Kinds: fact 30, calc 7, out 13, municipal 6, future 4.
 */
export const DEV_SOURCE_25: readonly EvalQuestion[] = [
  // ——— fact ———
  {
    q: "A Lei 13.312, que obriga hidrômetro individual nos novos condomínios, passou a valer quanto tempo depois de publicada?",
    kind: "fact",
    norm: "Lei 13.312",
    fact: "5 anos",
    source: "https://predialbr.com.br/blog/nova-lei-obriga-a-individualizacao-dos-hidrometros",
  },
  {
    q: "a lei 13.312 da medicao individual de agua alterou qual lei de saneamento",
    kind: "fact",
    norm: "Lei 13.312",
    fact: "/11.445/",
    source: "http://rsoassessoria.com.br/individualizada",
  },
  {
    q: "O síndico de um prédio dos anos 90 me perguntou se a Lei 13.312 obriga o condomínio dele a individualizar a água. A lei vale para quais edificações?",
    kind: "fact",
    norm: "Lei 13.312",
    fact: "/novas edificações/",
    source: "https://blog.seuconsumo.com/lei-13-312/",
  },
  {
    q: "Além da Lei 13.312, o novo marco legal do saneamento também repete a exigência de medição individualizada nas novas edificações condominiais. Qual é a lei desse marco?",
    kind: "fact",
    norm: "Lei 13.312",
    fact: "/14.026/",
    source: "https://jpcarmello.com21.com.br/?p=186",
  },
  {
    q: "Qual artigo do Código Civil impede o morador de fechar a varanda com vidro sem aprovação do condomínio?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1.336/",
    source: "https://danielrosa.adv.br/condominios",
  },
  {
    q: "o que exatamente o inciso III do art 1336 do codigo civil proibe o condomino de alterar",
    kind: "fact",
    norm: "Código Civil",
    fact: "/forma e a cor da fachada/",
    source: "https://horacampinas.com.br/o-que-e-alteracao-de-fachada-por-renato-ferraz-sampaio-savy",
  },
  {
    q: "Para efeito da proibição de alterar a fachada, fachada do condomínio é só a frente do prédio ou inclui outras faces?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/laterais/",
    source: "https://conectivacondominios.com.br/?p=10113",
  },
  {
    q: "Se o síndico não convoca a assembleia para votar a individualização da água, que parcela dos condôminos pode convocá-la?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1/4/",
    source: "https://sonarengenharia.com/individualizacao",
  },
  {
    q: "Qual o quórum do Código Civil para alterar a convenção de condomínio?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/2/3/",
    source: "https://centralpaulista.com.br/noticia/alteracao-da-convencao-de-condominio-quando-e-preciso/",
  },
  {
    q: "Depois que a assembleia aprova a alteração da convenção, onde ela precisa ser registrada para valer perante terceiros?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/Registro de Imóveis/",
    source: "https://thiagobezerra.adv.br/alteracao-da-convencao-de-condominio-como-aprovar-e-registrar-mudancas",
  },
  {
    q: "Um cliente quer transformar um prédio residencial em comercial (retrofit). Depois da Lei 14.405/2022, qual quórum a mudança de destinação exige?",
    kind: "fact",
    norm: "Lei 14.405",
    fact: "/2/3/",
    source: "https://cmpremium.com.br/quoruns-de-assembleias-condominiais-o-que-mudou-e-o-que-voce-precisa-saber",
  },
  {
    q: "Qual artigo da Lei 4.591 diz que a incorporadora só pode negociar as unidades depois de arquivar os documentos da incorporação?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/32/",
    source: "http://legalle.com.br/o-memorial-de-incorporacao/",
  },
  {
    q: "onde o memorial de incorporacao tem de ser registrado antes de vender apartamento na planta",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/Cartório de Registro de Imóveis/",
    source: "https://www.camilacordeiro.com.br/breves-consideracoes-sobre-o-memorial-de-incorporacao-imobiliaria",
  },
  {
    q: "Vender unidades de incorporação sem o registro exigido pela Lei 4.591 pode ser infração penal? De que tipo?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/economia popular/",
    source:
      "https://anoregpr.org.br/registros-sobre-registros/sobre-o-registro-das-incorporacoes-instituicoes-e-convencoes-de-condominio-sqq",
  },
  {
    q: "Como a NBR 12721 define a fração ideal de uma unidade autônoma?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/parte ideal do terreno/",
    source: "https://oliveiraedansiguer.adv.br/fracao-ideal-calculo-importancia-e-processo/",
  },
  {
    q: "Laudo de inspeção predial pela NBR 16747: a inspeção é feita com ensaios ou de que forma o profissional avalia a edificação?",
    kind: "fact",
    norm: "NBR 16747",
    fact: "/sensorial/",
    source: "https://wlopesengenharia.com/2021/09/29",
  },
  {
    q: "A NBR 16858-1 de elevadores novos foi publicada em 2020 mas teve a vigência adiada. A partir de que ano passou a valer?",
    kind: "fact",
    norm: "NBR 16858",
    fact: "2024",
    source: "https://revistaadnormas.com/2024/07/09/o-que-muda-com-a-nova-norma-para-os-elevadores",
  },
  {
    q: "em que ano a abnt publicou a nbr 16858 de elevadores de passageiros",
    kind: "fact",
    norm: "NBR 16858",
    fact: "2020",
    source:
      "https://www.conselhoemrevista.inf.br/post/elevadores-de-passageiros-requisitos-das-novas-normas-t%C3%A9cnicas-da-abnt",
  },
  {
    q: "Qual é a norma de acessibilidade para elevadores de passageiros (a NBR NM 313) e de que ano ela é?",
    kind: "fact",
    norm: "NBR NM 313",
    fact: "2007",
    source: "https://premiumelevadores.com.br/blog/descubra-tudo-sobre-a-norma-de-acessibilidade-para-elevadores",
  },
  {
    q: "Prédio antigo sem espaço para elevador: vou prever uma plataforma elevatória vertical no hall. Qual norma rege a plataforma?",
    kind: "fact",
    norm: "NBR ISO 9386-1",
    fact: "/9386-1/",
    source: "https://mercuryplataformas.com.br/elevadores-normas-acessibilidade",
  },
  {
    q: "Pela NBR 15597, de quanto em quanto tempo o limitador de velocidade do elevador do condomínio deve ser aferido?",
    kind: "fact",
    norm: "NBR 15597",
    fact: "/dois anos/",
    source: "https://www.mmelevadores.com.br/produtos-e-solucoes/normas-e-decretos",
  },
  {
    q: "A Lei 10.098, que dá as regras de acessibilidade e trata do elevador em prédios de uso coletivo, é de que ano?",
    kind: "fact",
    norm: "Lei 10.098",
    fact: "2000",
    source: "https://ncmesquitaadvocacia.com.br/elevador-residencial-o-guia-completo-para-sindicos-e-moradores",
  },
  {
    q: "Vizinhos reclamam do barulho de passos do andar de cima. Como funciona o contrapiso flutuante contra ruído de impacto, que sistema ele forma?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/massa-mola-massa/",
    source: "https://targaengenharia.com/chega-de-ruido-conheca-o-contrapiso-flutuante/",
  },
  {
    q: "guarda-corpo de sacada pela nbr 14718: qual o material mais usado hoje",
    kind: "fact",
    norm: "NBR 14718",
    fact: "/alumínio/",
    source: "https://blog.esafesquadrias.com.br/?p=626",
  },
  {
    q: "Escada de emergência do prédio residencial: qual a profundidade mínima do piso do degrau?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "28 cm",
    source: "https://consultfire.com.br/nbr-9077-saida-de-emergencia",
  },
  {
    q: "Que tipo de extintor devo prever na garagem do condomínio?",
    kind: "fact",
    norm: "NBR 12693",
    fact: "/pó químico seco/",
    source: "https://alternativaincendios.com.br/extintores-em-condominios",
  },
  {
    q: "qual extintor e indicado para fogo classe A (papel, madeira, tecido) nas areas comuns do predio",
    kind: "fact",
    norm: "NBR 12693",
    fact: "/água pressurizada/",
    source: "https://gocil.com.br/?p=14867",
  },
  {
    q: "O térreo do prédio terá um restaurante com gás canalizado. Qual NBR trata da rede de distribuição interna de gás para uso não residencial?",
    kind: "fact",
    norm: "NBR 15358",
    fact: "/não residencial/",
    source: "https://www.conexaomt.com.br/noticia/gas-em-condominios-quais-sao-as-regras",
  },
  {
    q: "De que trata a NBR 15923, citada para as instalações de gás dos condomínios?",
    kind: "fact",
    norm: "NBR 15923",
    fact: "/inspeção/",
    source:
      "https://www.unitycobrancas.com.br/instalacoes-de-gas-nos-condominios-normas-e-seguranca-para-o-glp-e-o-gas-natural/",
  },
  {
    q: "Pela NBR 5419, com que frequência o SPDA (para-raios) do condomínio precisa de inspeção visual?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "/seis meses/",
    source: "https://mgmadministradora.com.br/manutencao-de-para-raio",
  },

  // ——— calc ———
  {
    q: "A Lei 13.312 foi publicada em julho de 2016 com vacância de cinco anos. A partir de que ano a medição individualizada de água passou a ser obrigatória nos novos condomínios?",
    kind: "calc",
    norm: "Lei 13.312",
    fact: "2021",
    source:
      "https://www.machadomeyer.com.br/pt/inteligencia-juridica/publicacoes-ij/imobiliario/condominios-em-todo-pais-terao-hidrometro-individualizado",
  },
  {
    q: "Usando o CUB/SC residencial de padrão médio divulgado em outubro de 2025, R$ 2.999,38/m², quanto dá a estimativa de custo de um prédio de 150 m² de área equivalente?",
    kind: "calc",
    norm: "Sinduscon-SC",
    fact: "R$ 449.907,00",
    source:
      "https://www.eraldoconstrucoes.com.br/cub-sc-de-outubro-2025-aumento-moderado-reflete-estabilidade-no-custo-da-construcao-civil-em-santa-catarina",
  },
  {
    q: "Comprador de apartamento na planta pagou R$ 180.000,00 a uma incorporadora que vendeu sem memorial registrado. Se aplicada a multa de 50% do valor pago, quanto ela dá?",
    kind: "calc",
    norm: "Lei 4.591",
    fact: "R$ 90.000,00",
    source: "https://confiartimoveis.com/a-importancia-do-memorial-de-incorporacao/",
  },
  {
    q: "Escada de emergência com altura máxima de degrau de 17 cm: quantos degraus no mínimo para vencer um piso a piso de 2,89 m?",
    kind: "calc",
    norm: "NBR 9077",
    fact: "17 degraus",
    source: "https://consultfire.com.br/nbr-9077-saida-de-emergencia",
  },
  {
    q: "SPDA de prédio residencial com condutores de descida a cada 15 m: quantas descidas no mínimo num perímetro de 120 m?",
    kind: "calc",
    norm: "NBR 5419",
    fact: "8",
    source: "https://mgmadministradora.com.br/manutencao-de-para-raio",
  },
  {
    q: "Condomínio com 36 apartamentos de frações ideais iguais quer alterar a convenção. Quantos condôminos, no mínimo, precisam votar a favor?",
    kind: "calc",
    norm: "Código Civil",
    fact: "24",
    source: "https://thiagobezerra.adv.br/alteracao-da-convencao-de-condominio-como-aprovar-e-registrar-mudancas",
  },
  {
    q: "o limitador de velocidade do elevador foi aferido em marco de 2024. pela nbr 15597, em que ano vence a proxima afericao",
    kind: "calc",
    norm: "NBR 15597",
    fact: "2026",
    source: "https://www.mmelevadores.com.br/produtos-e-solucoes/normas-e-decretos",
  },

  // ——— municipal ———
  {
    q: "Projeto de prédio residencial em Belo Horizonte: a partir de que desnível entre a unidade e o acesso o elevador passa a ser obrigatório?",
    kind: "municipal",
    source: "https://renatomelo.com/blog/quando-passa-a-ser-necessaria-a-utilizacao-de-elevador-em-edificacoes",
  },
  {
    q: "em barra de sao francisco (es) quantas vagas de garagem um apartamento de 90 m2 precisa ter no predio",
    kind: "municipal",
    source: "https://spl.barradesaofrancisco.es.leg.br/Arquivo/Documents/legislacao/html/L10342021.html",
  },
  {
    q: "Em São Paulo, o Código de Obras exige medição individualizada só de água ou também de energia e gás nas unidades do condomínio?",
    kind: "municipal",
    source: "https://jpcarmello.com21.com.br/?p=186",
  },
  {
    q: "Na cidade de São Paulo, posso usar um elevador de uso específico como dispositivo de acessibilidade num prédio existente? O que a prefeitura exige?",
    kind: "municipal",
    source:
      "http://legislacao.prefeitura.sp.gov.br/leis/resolucao-secretaria-da-habitacao-e-desenvolvimento-urbano-cpa-10-de-5-de-agosto-de-2003/consolidado",
  },
  {
    q: "Em Porto Alegre, a lei municipal obriga responsável técnico e ART na instalação do elevador do condomínio?",
    kind: "municipal",
    source:
      "https://www.conselhoemrevista.inf.br/post/elevadores-de-passageiros-requisitos-das-novas-normas-t%C3%A9cnicas-da-abnt",
  },
  {
    q: "No Rio de Janeiro, a lei municipal já exigia hidrômetro individual em prédio novo antes da lei federal? O que ela pede para o licenciamento?",
    kind: "municipal",
    source:
      "https://www.machadomeyer.com.br/pt/inteligencia-juridica/publicacoes-ij/imobiliario/condominios-em-todo-pais-terao-hidrometro-individualizado",
  },

  // ——— future ———
  {
    q: "O PL 976/23, que obriga elevador em prédio residencial com dois ou mais pavimentos além do térreo, já virou lei? Qual será o prazo para os prédios se adaptarem?",
    kind: "future",
    source:
      "https://www.elevtechnology.com.br/post/at%C3%A9-quantos-andares-%C3%A9-obrigat%C3%B3rio-ter-um-elevador-no-brasil",
  },
  {
    q: "Qual vai ser o CUB/SC residencial de março de 2027? Quero corrigir o orçamento da incorporação.",
    kind: "future",
    source: "https://blog.valenbrasil.com/cub-santa-catarina-2025",
  },
  {
    q: "qual sera o cub medio de santa catarina em janeiro de 2028",
    kind: "future",
    source: "https://stage.nsctotal.com.br/noticias/custo-da-construcao-civil-subiu-020-este-mes-comparado-com-agosto",
  },
  {
    q: "Quando o PL 4.108/15, que reserva vagas de garagem para pessoas com deficiência nos condomínios residenciais, for sancionado, a partir de que data vai valer?",
    kind: "future",
    source:
      "http://conexaoto.com.br/2017/08/22/aprovado-parecer-de-dorinha-favoravel-a-pl-que-reserva-vagas-para-pessoas-com-deficiencia-em-condominios",
  },

  // ——— out ———
  {
    q: "Em Portugal, em quantos anos prescrevem as quotas de condomínio em atraso?",
    kind: "out",
    source: "https://www.carloscanaes.pt/tag/condominio/",
  },
  {
    q: "em portugal, obras inovadoras nas partes comuns do predio precisam de que maioria na assembleia de condominos",
    kind: "out",
    source:
      "http://www.dgsi.pt/jtrp.nsf/56a6e7121657f91e80257cda00381fdf/3e6b8a1752cecde880257e4900564c05?OpenDocument",
  },
  {
    q: "Na Câmara Municipal de Lisboa, até que inclinação é admitida a rampa de acesso ao estacionamento em lotes pequenos?",
    kind: "out",
    source: "https://forumdacasa.com/?CommentID=23591",
  },
  {
    q: "Na Argentina, qual artigo do Código Civil y Comercial define o direito real de propiedad horizontal?",
    kind: "out",
    source: "https://farinaabogados.com.ar/?p=349",
  },
  {
    q: "A antiga lei argentina de propiedad horizontal, a Ley 13.512, é de que ano?",
    kind: "out",
    source:
      "https://estudiovuotto.com.ar/evolucion-normativa-del-sistema-de-propiedad-horizontal-nuevo-ordenamiento-legal-y-perspectivas-futuras",
  },
  {
    q: "como se constitui o consorcio de propietarios e o reglamento de copropiedad de um edificio na argentina",
    kind: "out",
    source: "http://www.hcdn.gob.ar/proyectos/proyectoTP.jsp?exp=5913-D-2014",
  },
  {
    q: "O que propõe o projeto de reforma da lei argentina de propiedad horizontal para simplificar as asambleas do consorcio?",
    kind: "out",
    source: "https://administrar.com.ar/blog/proyecto-de-ley-de-reformas-a-la-ley-13512-de-propiedad-horizontal.html",
  },
  {
    q: "Na Colômbia, qual lei rege a propiedad horizontal dos edifícios de apartamentos?",
    kind: "out",
    source: "http://www.comotramitar.com/tag/ley-675-propiedad-horizontal/",
  },
  {
    q: "Pelo International Residential Code americano, qual a altura mínima do guarda-corpo de uma varanda residencial?",
    kind: "out",
    source: "https://www.jeffco.us/2088/Guards",
  },
  {
    q: "Em Lorain, Ohio, a partir de que altura do chão a varanda precisa de guardrail e com que espaçamento entre balaústres?",
    kind: "out",
    source: "https://cityoflorain.org/FAQ.aspx?QID=83",
  },
  {
    q: "What is the minimum guardrail height for a second-floor condo balcony under the IRC?",
    kind: "out",
    source: "https://forum.nachi.org/t/guardrail-height-question/43042",
  },
  {
    q: "Os EUA exigem que o corrimão da escada do deck fique entre quantas polegadas acima do bocel do degrau?",
    kind: "out",
    source: "http://b-designed.org/outdoor-furniture/5712.html",
  },
  {
    q: "Tem um morador antissocial no prédio que o cliente administra. O condomínio pode expulsá-lo da unidade?",
    kind: "out",
    source: "https://www.sampaiomartins.adv.br/post/expulsao-do-condomino-antissocial-parte-2",
  },
];
