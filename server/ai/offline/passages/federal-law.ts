import type { Passage } from "#server/ai/offline/types";
import { LEI12378, LEI12651, LEI6766 } from "./codes";

/**
 * Federal laws an architect meets at the lot and at the register: parcelling of urban land
 * (minimum lot and frontage, non-buildable strips), permanent preservation areas along rivers, and
 * the RRT. They hold in every city; a city may demand more, never less (decision 082). Cited by the
 * law's own text at planalto.gov.br.
 */

const CAU_TAXAS_2024 = "CAU/BR — Ato Declaratório nº 19 (valores de 2024)";
const CAU_RES184 = "CAU/BR — Resolução nº 184/2019 (RRT)";
const CAU_ANUIDADE = "CAU/BR — anuidade: reduções e isenção (regras divulgadas de 2016 a 2021)";
const LEI11888 = "Lei 11.888/2008 (assistência técnica para habitação de interesse social — ATHIS)";
const LEI10098 = "Lei 10.098/2000 (acessibilidade)";
const DEC5296 = "Decreto 5.296/2004 (regulamenta as Leis 10.048 e 10.098/2000)";
const DEC9451 = "Decreto 9.451/2018 (acessibilidade em edificação de uso privado multifamiliar, art. 58 da Lei 13.146/2015)";

export const FEDERAL_LAW_PASSAGES: Passage[] = [
  {
    id: "lei6766-lote-minimo",
    code: LEI6766,
    item: "art. 4º, II",
    title: "Lote mínimo pela lei federal: 125 m² e 5 m de frente",
    topics: ["lote mínimo", "área mínima do lote", "testada mínima", "frente mínima", "loteamento", "parcelamento do solo", "desmembramento", "lei federal", "Lei 6.766", "lei de parcelamento"],
    text:
      "Nos loteamentos, a lei federal de parcelamento do solo exige lotes de pelo menos 125 m² com frente mínima de 5 m, salvo urbanização específica ou conjuntos habitacionais de interesse social aprovados pelo poder público. " +
      "É um piso nacional: a lei municipal pode exigir lotes maiores, nunca menores fora dessas exceções.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l6766.htm",
  },
  {
    id: "lei6766-faixa-nao-edificavel",
    code: LEI6766,
    item: "art. 4º, III, III-A e III-B (Leis 13.913/2019 e 14.285/2021)",
    title: "Faixa não edificável junto a rodovias, ferrovias e águas",
    topics: ["faixa não edificável", "non aedificandi", "faixa de domínio", "rodovia", "ferrovia", "margem de rio", "loteamento", "Lei 6.766", "lei federal", "Lei 13.913", "13.913", "Lei 14.285", "reduzir a faixa", "5 m"],
    text:
      "Ao longo das faixas de domínio público das rodovias, o loteamento reserva faixa não edificável de no mínimo 15 m de cada lado, que a lei municipal ou distrital que aprovar o instrumento de planejamento territorial pode reduzir até 5 m de cada lado (redação da Lei 13.913/2019); junto às ferrovias, a reserva é de no mínimo 15 m de cada lado da faixa de domínio. " +
      "Ao longo de águas correntes e dormentes, desde a Lei 14.285/2021, em área urbana consolidada a faixa não edificável segue a lei municipal ou distrital que definir as faixas marginais, indicada em diagnóstico socioambiental do município; fora dela, valem as APPs do Código Florestal.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l6766.htm",
  },
  {
    id: "lei12651-app-rio-menos-10",
    code: LEI12651,
    item: "art. 4º, I",
    title: "APP de rio com menos de 10 m de largura: faixa de 30 m em cada margem",
    topics: ["APP", "área de preservação permanente", "mata ciliar", "margem de rio", "faixa marginal", "curso d'água", "córrego", "rio", "Código Florestal", "lei federal", "largura do rio"],
    text:
      "Para um curso d'água natural perene ou intermitente com menos de 10 m de largura, a faixa marginal de Área de Preservação Permanente tem no mínimo 30 m, em zona rural ou urbana, medida a partir da borda da calha do leito regular. " +
      "A faixa cresce com a largura do rio; construir nela depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-rio-10-50",
    code: LEI12651,
    item: "art. 4º, I",
    title: "APP de rio de 10 a 50 m de largura: faixa de 50 m em cada margem",
    topics: ["APP", "área de preservação permanente", "mata ciliar", "margem de rio", "faixa marginal", "curso d'água", "córrego", "rio", "Código Florestal", "lei federal", "largura do rio"],
    text:
      "Para um curso d'água natural perene ou intermitente de 10 a 50 m de largura, a faixa marginal de Área de Preservação Permanente tem no mínimo 50 m, em zona rural ou urbana, medida a partir da borda da calha do leito regular. " +
      "A faixa cresce com a largura do rio; construir nela depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-rio-50-200",
    code: LEI12651,
    item: "art. 4º, I",
    title: "APP de rio de 50 a 200 m de largura: faixa de 100 m em cada margem",
    topics: ["APP", "área de preservação permanente", "mata ciliar", "margem de rio", "faixa marginal", "curso d'água", "córrego", "rio", "Código Florestal", "lei federal", "largura do rio"],
    text:
      "Para um curso d'água natural perene ou intermitente de 50 a 200 m de largura, a faixa marginal de Área de Preservação Permanente tem no mínimo 100 m, em zona rural ou urbana, medida a partir da borda da calha do leito regular. " +
      "A faixa cresce com a largura do rio; construir nela depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-rio-200-600",
    code: LEI12651,
    item: "art. 4º, I",
    title: "APP de rio de 200 a 600 m de largura: faixa de 200 m em cada margem",
    topics: ["APP", "área de preservação permanente", "mata ciliar", "margem de rio", "faixa marginal", "curso d'água", "córrego", "rio", "Código Florestal", "lei federal", "largura do rio"],
    text:
      "Para um curso d'água natural perene ou intermitente de 200 a 600 m de largura, a faixa marginal de Área de Preservação Permanente tem no mínimo 200 m, em zona rural ou urbana, medida a partir da borda da calha do leito regular. " +
      "A faixa cresce com a largura do rio; construir nela depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-rio-acima-600",
    code: LEI12651,
    item: "art. 4º, I",
    title: "APP de rio com mais de 600 m de largura: faixa de 500 m em cada margem",
    topics: ["APP", "área de preservação permanente", "mata ciliar", "margem de rio", "faixa marginal", "curso d'água", "córrego", "rio", "Código Florestal", "lei federal", "largura do rio"],
    text:
      "Para um curso d'água natural perene ou intermitente com mais de 600 m de largura, a faixa marginal de Área de Preservação Permanente tem no mínimo 500 m, em zona rural ou urbana, medida a partir da borda da calha do leito regular. " +
      "A faixa cresce com a largura do rio; construir nela depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-nascentes-lagos",
    code: LEI12651,
    item: "art. 4º, II e IV",
    title: "APP em nascentes e no entorno de lagos e lagoas",
    topics: ["APP", "nascente", "olho d'água", "lago", "lagoa", "entorno", "Código Florestal", "área de preservação permanente"],
    text:
      "No entorno de nascentes e olhos d'água perenes, a APP é um raio mínimo de 50 m. " +
      "No entorno de lagos e lagoas naturais, a faixa mínima é de 30 m em zona urbana; em zona rural, 100 m, ou 50 m para corpos d'água de até 20 ha de superfície.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei6766-loteamento-desmembramento",
    code: LEI6766,
    item: "art. 2º",
    title: "Loteamento e desmembramento: a diferença pela lei federal",
    topics: ["loteamento", "desmembramento", "o que é desmembramento", "o que é loteamento", "diferença entre loteamento e desmembramento", "parcelamento do solo", "dividir gleba em lotes", "divisão de gleba", "gleba", "lote", "infraestrutura básica", "abertura de vias", "Lei 6.766", "lei federal"],
    text:
      "O parcelamento do solo urbano se faz por loteamento ou por desmembramento. Loteamento é a subdivisão de gleba em lotes destinados à edificação com abertura de novas vias de circulação e logradouros públicos, ou prolongamento, modificação ou ampliação das existentes. " +
      "Desmembramento é a subdivisão de gleba em lotes com aproveitamento do sistema viário existente, sem abrir, prolongar, modificar ou ampliar vias e logradouros. " +
      "Lote é o terreno servido de infraestrutura básica (drenagem, iluminação pública, esgoto, água, energia e vias) com as dimensões que o plano diretor ou a lei municipal definem para a zona.",
    source: "https://app.habitacao.sp.gov.br/ManualGraprohab/11DefinicoesLegais.html",
  },
  {
    id: "lei6766-areas-publicas",
    code: LEI6766,
    item: "art. 4º, I e § 1º",
    title: "Áreas públicas do loteamento: proporcionais à densidade, definidas pelo município",
    topics: ["áreas públicas", "área institucional", "área verde", "sistema de circulação", "equipamento comunitário", "espaços livres de uso público", "percentual de áreas públicas", "doação de área", "loteamento", "Lei 6.766", "35%"],
    text:
      "No loteamento, as áreas de circulação, de equipamentos urbanos e comunitários e os espaços livres de uso público são proporcionais à densidade de ocupação prevista pelo plano diretor ou pela lei municipal para a zona. " +
      "A lei federal não fixa mais um percentual: a Lei 9.785/1999 retirou o mínimo de 35% da gleba da redação original, e cabe ao município definir os percentuais exigidos.",
    source: "https://migalhas.com.br/amp/depeso/383550/percentual-de-areas-publicas-nos-loteamentos",
  },
  {
    id: "lei6766-parcelamento-proibido",
    code: LEI6766,
    item: "art. 3º, parágrafo único",
    title: "Onde a lei federal proíbe lotear: declividade de 30% ou mais, alagadiços, aterro nocivo",
    topics: ["parcelamento proibido", "não pode lotear", "loteamento em encosta", "declividade do terreno", "terreno íngreme", "30%", "alagadiço", "área de inundação", "aterro", "condições geológicas", "Lei 6.766", "lei federal", "parcelamento do solo"],
    text:
      "A lei federal não permite parcelar o solo em terrenos com declividade igual ou superior a 30%, salvo se atendidas exigências específicas das autoridades competentes. " +
      "Também é vedado parcelar terrenos alagadiços ou sujeitos a inundações antes das obras de escoamento, terrenos aterrados com material nocivo à saúde sem saneamento prévio, terrenos cujas condições geológicas não aconselham edificar e áreas de preservação ecológica ou com poluição que impeça condições sanitárias suportáveis, até a sua correção. " +
      "O parcelamento urbano só é admitido em zona urbana, de expansão urbana ou de urbanização específica definida pelo plano diretor ou por lei municipal.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l6766.htm",
  },
  {
    id: "lei12651-app-encosta-topo",
    code: LEI12651,
    item: "art. 4º, V e IX",
    title: "APP em encostas acima de 45° e em topos de morro (altura de 100 m, inclinação média acima de 25°)",
    topics: ["APP", "área de preservação permanente", "encosta", "declividade", "45 graus", "topo de morro", "morro", "montanha", "serra", "terreno íngreme", "Código Florestal", "lei federal"],
    text:
      "São Áreas de Preservação Permanente as encostas, ou partes delas, com declividade superior a 45°, equivalente a 100% na linha de maior declive. " +
      "Também o são os topos de morros, montes, montanhas e serras com altura mínima de 100 m e inclinação média maior que 25°. " +
      "Construir ou suprimir vegetação nelas depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-reserva-legal",
    code: LEI12651,
    item: "art. 12",
    title: "Reserva Legal do imóvel rural: 80%, 35% ou 20% na Amazônia Legal e 20% nas demais regiões",
    topics: ["reserva legal", "RL", "imóvel rural", "percentual de reserva legal", "Amazônia Legal", "cerrado", "campos gerais", "vegetação nativa", "Código Florestal", "sítio", "chácara", "fazenda", "lei federal"],
    text:
      "Todo imóvel rural mantém uma área de vegetação nativa como Reserva Legal, além das APPs. " +
      "Na Amazônia Legal, o mínimo é 80% da área do imóvel em área de florestas, 35% em área de cerrado e 20% em campos gerais; nas demais regiões do país, 20%. " +
      "Em caso de fracionamento do imóvel, conta a área anterior ao fracionamento.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12378-rrt",
    code: LEI12378,
    item: "art. 45",
    title: "RRT: o Registro de Responsabilidade Técnica do arquiteto",
    topics: ["RRT", "registro de responsabilidade técnica", "responsabilidade técnica", "CAU", "ART", "autoria", "o que é RRT", "emitir RRT", "lei do RRT", "lei que criou o RRT"],
    text:
      "Todo trabalho de arquitetura e urbanismo de competência privativa ou compartilhada fica sujeito ao Registro de Responsabilidade Técnica (RRT), feito no CAU. " +
      "O RRT define, para os efeitos legais, os responsáveis técnicos pelo projeto, pela execução ou pelo serviço; é o equivalente, para arquitetos, da ART dos engenheiros no CREA.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2007-2010/2010/lei/l12378.htm",
  },
  {
    id: "lei12378-atribuicoes",
    code: LEI12378,
    item: "arts. 2º e 3º",
    title: "Atribuições do arquiteto e urbanista: atividades e campos de atuação",
    topics: ["atribuições do arquiteto", "o que o arquiteto pode fazer", "arquiteto pode assinar", "projeto estrutural", "estruturas", "interiores", "paisagismo", "topografia", "campo de atuação", "Resolução CAU/BR 21", "CREA", "CAU", "lei da profissão", "regulamenta a profissão", "exercício da arquitetura", "lei do CAU"],
    text:
      "A Lei 12.378/2010, que regulamenta o exercício da arquitetura e urbanismo e criou o CAU, dá ao arquiteto e urbanista atividades como projeto, especificação, direção, execução e fiscalização de obra, vistoria, perícia, laudo, orçamento e ensino, nos campos da arquitetura e urbanismo, arquitetura de interiores, paisagismo, patrimônio, planejamento urbano e regional, topografia, tecnologia dos materiais, sistemas construtivos e estruturais, conforto ambiental e meio ambiente. " +
      "A Resolução CAU/BR nº 21/2012 detalha essas atividades e inclui o projeto de estruturas; o sistema Confea/Crea contesta essa resolução, e a lei manda resolver divergências entre os conselhos por resolução conjunta (art. 3º, § 4º).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2007-2010/2010/lei/l12378.htm",
  },
  {
    id: "cau-rrt-taxa",
    code: CAU_TAXAS_2024,
    title: "Taxa de RRT e anuidade do CAU: valor por ano",
    topics: ["taxa de RRT", "valor do RRT", "quanto custa o RRT", "preço do RRT", "anuidade", "anuidade do CAU", "taxa do CAU", "CAU", "RRT", "INPC", "reajuste"],
    text:
      "A taxa de RRT (art. 49 da Lei 12.378/2010) e a anuidade do CAU são reajustadas todo 1º de janeiro pelo INPC acumulado. " +
      "Em 2024, pelo Ato Declaratório nº 19 do CAU/BR, a taxa de RRT foi de R$ 119,61 e a anuidade de R$ 697,76, com reajuste de 3,85%. " +
      "Cada ano tem o seu valor, fixado por ato declaratório do CAU/BR: o do ano corrente está no CAU do seu estado.",
    source: "https://caupr.gov.br/?p=38285",
  },
  {
    id: "cau-rrt-extemporaneo",
    code: CAU_RES184,
    title: "RRT extemporâneo (fora do prazo): taxas e multa",
    topics: ["RRT extemporâneo", "RRT fora do prazo", "multa do RRT", "auto de infração", "fiscalização do CAU", "RRT atrasado", "regularizar RRT", "CAU", "RRT"],
    text:
      "O RRT registrado fora do prazo é o RRT extemporâneo, que o CAU analisa antes de deferir. " +
      "Desde 30/04/2020, pela Resolução CAU/BR nº 184/2019, o pedido espontâneo do profissional não tem multa: paga-se uma taxa de RRT no pedido e outra após o deferimento. " +
      "Se o registro vier depois de um auto de infração da fiscalização, paga-se a taxa de RRT no pedido e, após o deferimento, multa de 300% do valor do RRT.",
    source: "https://www.causp.gov.br/confira-as-novas-regras-para-a-emissao-do-rrt-extemporaneo-sem-multa/",
  },
  {
    id: "cau-rrt-prazos",
    code: CAU_RES184,
    title: "Prazo para registrar o RRT",
    topics: ["prazo do RRT", "quando emitir o RRT", "quando fazer o RRT", "RRT de execução", "RRT de projeto", "RRT antes da obra", "CAU", "RRT"],
    text:
      "O RRT de execução de obra é registrado antes do início da atividade. " +
      "O de projeto é registrado até a conclusão da atividade, a publicação ou a apresentação das peças gráficas. " +
      "Nas demais atividades, o prazo é de até 30 dias corridos do início, desde que antes do término previsto; fora desses prazos, o registro vira RRT extemporâneo.",
    source: "https://transparencia.causp.gov.br/?p=25218",
  },
  {
    id: "codigo-civil-618-solidez",
    code: "Código Civil — Lei 10.406/2002",
    item: "art. 618",
    title: "Responsabilidade do construtor pela solidez da obra: 5 anos",
    topics: ["garantia da obra", "garantia legal", "prazo de garantia", "garantia da estrutura", "solidez e segurança", "responsabilidade do construtor", "empreiteiro", "empreitada", "vício", "defeito", "problema de solidez", "processar o empreiteiro", "processar o construtor", "ação contra o construtor", "código civil", "618"],
    text:
      "Pelo art. 618 do Código Civil, nos contratos de empreitada de edifícios ou de outras construções consideráveis, o empreiteiro de materiais e execução responde por 5 anos, prazo irredutível, pela solidez e segurança do trabalho, em razão tanto dos materiais como do solo. " +
      "O dono da obra perde esse direito se não propuser a ação contra o empreiteiro nos 180 dias seguintes ao aparecimento do vício ou defeito. " +
      "Esse prazo legal não se confunde com os prazos de garantia por sistema que a NBR 15575 recomenda nem com a vida útil de projeto (VUP).",
    source: "https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm",
  },
  {
    id: "codigo-civil-205-prescricao-vicios",
    code: "Código Civil — Lei 10.406/2002",
    item: "art. 205, como o STJ o aplica",
    title: "Indenização por defeitos de construção: prescreve em 10 anos, segundo o STJ",
    topics: ["prescrição", "prazo de prescrição", "prazo prescricional", "prescreve", "indenização", "indenização por defeito", "defeito de construção", "defeitos de construção", "vício construtivo", "vícios construtivos", "vícios de construção", "processar a construtora", "ação contra a construtora", "ação de indenização", "STJ", "art. 205", "artigo 205", "10 anos", "dez anos"],
    text:
      "Para o STJ, a ação em que o dono da obra ou o comprador do imóvel pede indenização pelos prejuízos de defeitos de construção prescreve no prazo geral de 10 anos do art. 205 do Código Civil, porque nem o Código Civil nem o CDC fixam prazo próprio para essa pretensão. " +
      "Ele não se confunde com os 5 anos de garantia de solidez e segurança do art. 618 nem com os 180 dias do parágrafo único desse artigo; o prazo de cada caso depende dos fatos, e quem o define é o advogado.",
    source: "https://jusvital.com.br/qual-o-prazo-para-pedir-indenizacao-por-defeito-na-construcao-de-imovel",
  },
  // Added 03/12/2026 (decision 082, coverage): the Código Florestal's other APPs, the reservoirs'
  // strips, the city's power over urban river strips (Lei 14.285/2021) and the lotting's register
  // deadline. The law's own text at planalto.gov.br, each figure cross-checked on a second page
  // (the law quoted by smartlex.net.br and by the ebook at expressao.com.br; Lei 14.285 by
  // migalhas.com.br and a law firm's note).
  {
    id: "lei12651-app-reservatorio-artificial",
    code: LEI12651,
    item: "art. 4º, III e §§ 1º e 4º; art. 5º",
    title: "APP no entorno de reservatório artificial (represa, açude): faixa da licença ambiental",
    topics: ["APP", "área de preservação permanente", "reservatório artificial", "represa", "barragem", "barramento", "açude", "hidrelétrica", "abastecimento público", "lago artificial", "Código Florestal", "lei federal"],
    text:
      "No entorno de reservatório d'água artificial formado por barramento ou represamento de curso d'água natural, a APP é a faixa definida na licença ambiental do empreendimento. " +
      "Se o reservatório for de geração de energia ou de abastecimento público, essa faixa fica entre 30 m e 100 m em área rural e entre 15 m e 30 m em área urbana (art. 5º). " +
      "Reservatório artificial que não decorra de barramento ou represamento de curso d'água natural não tem APP, e as acumulações de água, naturais ou artificiais, com superfície inferior a 1 hectare dispensam a faixa de proteção dos lagos e reservatórios.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-veredas-mangues-chapadas",
    code: LEI12651,
    item: "art. 4º, VI, VII, VIII, X e XI",
    title: "APP em veredas (50 m), restingas, manguezais, bordas de chapada (100 m) e acima de 1.800 m de altitude",
    topics: ["APP", "área de preservação permanente", "vereda", "brejo", "restinga", "duna", "manguezal", "mangue", "tabuleiro", "chapada", "borda de chapada", "altitude", "Código Florestal", "lei federal"],
    text:
      "Também são Áreas de Preservação Permanente as restingas, como fixadoras de dunas ou estabilizadoras de mangues, e os manguezais, em toda a sua extensão. " +
      "Nas bordas dos tabuleiros ou chapadas, a APP vai até a linha de ruptura do relevo, em faixa nunca inferior a 100 m em projeção horizontal. " +
      "Nas veredas, a APP é a faixa marginal de no mínimo 50 m em projeção horizontal, a partir do espaço permanentemente brejoso e encharcado. " +
      "São ainda APP as áreas em altitude superior a 1.800 m, qualquer que seja a vegetação.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-area-urbana-consolidada",
    code: LEI12651,
    item: "art. 4º, § 10, e art. 3º, XXVI (Lei 14.285/2021)",
    title: "APP de rio em área urbana consolidada: a lei municipal pode definir a faixa (Lei 14.285/2021)",
    topics: ["APP urbana", "APP em área urbana", "área urbana consolidada", "faixa marginal", "rio na cidade", "córrego urbano", "lei municipal", "Lei 14.285", "Tema 1010", "STJ", "Código Florestal", "lei federal"],
    text:
      "Desde a Lei 14.285/2021, em área urbana consolidada a lei municipal ou distrital pode definir faixas marginais de cursos d'água diferentes das do art. 4º, I, do Código Florestal, ouvidos os conselhos estaduais e municipais de meio ambiente, sem ocupar áreas de risco de desastre e observando os planos de recursos hídricos, de bacia, de drenagem ou de saneamento. " +
      "Área urbana consolidada é a que está no perímetro urbano, tem sistema viário implantado, quadras e lotes predominantemente edificados, uso urbano e ao menos dois equipamentos de infraestrutura (drenagem, esgoto, água, energia e iluminação pública, coleta de lixo). " +
      "Sem essa lei municipal valem as faixas do Código Florestal, que o STJ (Tema 1.010, 2021) já havia mandado aplicar em área urbana, no lugar da faixa não edificável da Lei 6.766.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei6766-registro-180-dias",
    code: LEI6766,
    item: "art. 18",
    title: "Registro do loteamento aprovado: em até 180 dias, sob pena de caducidade",
    topics: ["registro do loteamento", "registro de imóveis", "cartório", "caducidade", "prazo para registrar", "loteamento aprovado", "desmembramento aprovado", "documentos do registro", "Lei 6.766", "lei federal"],
    text:
      "Aprovado o projeto de loteamento ou de desmembramento, o loteador deve submetê-lo ao registro imobiliário dentro de 180 dias, sob pena de caducidade da aprovação. " +
      "O pedido vai com o título de propriedade ou a certidão da matrícula, o histórico dos títulos dos últimos 20 anos, as certidões negativas de tributos, de ações reais (10 anos) e de ações penais, a cópia do ato de aprovação com o termo de verificação das obras (ou o cronograma com garantia) e o exemplar do contrato-padrão de venda.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l6766.htm",
  },
  {
    id: "lei11888-athis",
    code: LEI11888,
    item: "art. 2º",
    title: "ATHIS: assistência técnica pública e gratuita para famílias com renda de até 3 salários mínimos",
    topics: ["ATHIS", "assistência técnica", "habitação de interesse social", "moradia", "baixa renda", "projeto gratuito", "arquiteto de graça", "reforma", "regularização fundiária", "Lei 11.888", "CAU", "lei federal"],
    text:
      "A Lei 11.888/2008 garante às famílias com renda mensal de até 3 salários mínimos, em área urbana ou rural, assistência técnica pública e gratuita de arquitetura, urbanismo e engenharia para a própria moradia de interesse social. " +
      "O direito cobre o projeto, o acompanhamento e a execução da obra de edificação, reforma, ampliação ou regularização fundiária. " +
      "Quem presta o serviço é o poder público, em geral pelo programa habitacional da prefeitura, que seleciona as famílias e paga os profissionais.",
    source: "https://caubr.gov.br/moradiadigna/?page_id=279",
  },
  {
    id: "cau-anuidade-reducoes",
    code: CAU_ANUIDADE,
    title: "Anuidade do CAU: 50% para recém-formados e para quem tem mais de 30 anos de formado; isenção com 40 anos de contribuição",
    topics: ["anuidade", "anuidade do CAU", "desconto na anuidade", "redução da anuidade", "recém-formado", "isenção da anuidade", "anos de formado", "anos de contribuição", "CREA", "CAU"],
    text:
      "O arquiteto e urbanista com até 2 anos de formado (contados da colação de grau) paga 50% da anuidade do CAU, e o que tem mais de 30 anos de formado também paga 50%. " +
      "Fica isento quem completou 40 anos de contribuição, somado o período pago ao CREA. " +
      "A anuidade é recolhida no CAU do estado de residência do profissional (ou da sede da empresa), com desconto para pagamento à vista no início do ano; o CAU/BR criou em 2021 descontos adicionais para o início de carreira, e o valor do ano e as condições vigentes estão no CAU do seu estado.",
    source: "https://caubr.gov.br/aviso-prazo-para-desconto-de-10-na-anuidade-sera-prorrogado-ate-1502/",
  },
  {
    id: "dec9451-unidades-adaptaveis",
    code: DEC9451,
    item: "arts. 2º a 6º",
    title: "Prédio residencial multifamiliar: todas as unidades adaptáveis",
    topics: ["unidade adaptável", "unidades adaptáveis", "unidade internamente acessível", "apartamento acessível", "apartamentos acessíveis", "edificação de uso privado multifamiliar", "prédio residencial", "condomínio residencial", "incorporação", "conversão", "adaptação razoável", "Decreto 9.451", "LBI art. 58", "acessibilidade"],
    text:
      "O Decreto 9.451, de 26/07/2018, regulamenta o art. 58 da Lei Brasileira de Inclusão para edificações de uso privado multifamiliar, isto é, com duas ou mais unidades residenciais, mesmo que num só pavimento; vale para os projetos protocolados na prefeitura desde janeiro de 2020, 18 meses depois da publicação. " +
      "Todas as unidades (100%) devem ser adaptáveis: sua planta deve permitir virar unidade internamente acessível, com mudanças de layout, de dimensões internas ou do número de ambientes, sem mexer na estrutura nem nas instalações prediais. " +
      "O comprador pode pedir por escrito, até o início da obra, a conversão da unidade adaptável em internamente acessível, sem custo adicional, escolhendo os itens do Anexo I (vão das portas, largura dos corredores, desníveis, entre outros, pela NBR 9050). " +
      "Unidades com mais de um pavimento preveem espaço para instalar equipamento de transporte vertical, e as áreas de uso comum seguem a NBR 9050.",
    source: "https://sinduscon-mg.org.br/saiba-mais-sobre-o-decreto-no-9-4512018-sobre-acessibilidade-em-edificacoes-que-entra-em-vigor-hoje-2701",
  },
  {
    id: "dec9451-tres-por-cento",
    code: DEC9451,
    item: "art. 7º",
    title: "Alvenaria estrutural ou parede de concreto: 3% de unidades internamente acessíveis",
    topics: ["3%", "percentual de unidades acessíveis", "quantos apartamentos acessíveis", "unidade internamente acessível", "alvenaria estrutural", "parede de concreto", "paredes de concreto", "impressão 3D", "sistema construtivo", "Decreto 9.451", "acessibilidade"],
    text:
      "Pelo Decreto 9.451/2018, o empreendimento cujo sistema construtivo não permite alterar a planta depois de pronto — alvenaria estrutural, paredes de concreto, impressão 3D ou equivalente — pode deixar de ter todas as unidades adaptáveis, desde que garanta no mínimo 3% das unidades internamente acessíveis. " +
      "Essas unidades não podem ficar restritas ao pavimento térreo.",
    source: "https://sinduscon-mg.org.br/saiba-mais-sobre-o-decreto-no-9-4512018-sobre-acessibilidade-em-edificacoes-que-entra-em-vigor-hoje-2701",
  },
  {
    id: "dec5296-sanitarios-acessiveis",
    code: DEC5296,
    item: "art. 22",
    title: "Sanitários acessíveis em edificações de uso público e coletivo: entrada independente",
    topics: ["sanitário acessível", "banheiro acessível", "banheiro PCD", "sanitário PCD", "entrada independente", "cabine", "cada pavimento", "por pavimento", "cada sexo", "uso público", "uso coletivo", "Decreto 5.296", "Lei 10.098", "acessibilidade"],
    text:
      "Pelo Decreto 5.296/2004, a construção, ampliação ou reforma de edificações de uso público ou coletivo deve dispor de sanitários acessíveis. " +
      "Nas de uso público a construir, eles ficam na razão de no mínimo uma cabine para cada sexo em cada pavimento, com entrada independente dos sanitários coletivos; nas já existentes, pelo menos um banheiro acessível por pavimento, também com entrada independente. " +
      "Nas de uso coletivo com banheiros de uso público, o sanitário acessível tem entrada independente dos demais: não pode ficar dentro do banheiro coletivo. " +
      "Em todos os casos valem as medidas da NBR 9050, e a lei federal prevalece sobre regras estaduais ou municipais menos exigentes.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2004-2006/2004/decreto/d5296.htm",
  },
  {
    id: "dec5296-acessos-areas-comuns",
    code: DEC5296,
    item: "arts. 18, 19 e 23",
    title: "Acesso sem barreiras e áreas comuns acessíveis; 2% da lotação para cadeira de rodas",
    topics: ["acesso acessível", "entrada acessível", "quantos acessos", "área comum", "áreas de uso comum", "uso privado multifamiliar", "uso coletivo", "uso público", "piscina", "salão de festas", "garagem", "teatro", "cinema", "auditório", "estádio", "cadeira de rodas", "lotação", "Decreto 5.296", "Lei 10.098", "acessibilidade"],
    text:
      "O Decreto 5.296/2004 pede que edificações de uso privado multifamiliar e as de uso coletivo construídas, ampliadas ou reformadas liguem por rota acessível todas as partes de uso comum ou abertas ao público — acessos, piscinas, salões de festas, saunas, banheiros, quadras, portarias, estacionamentos e garagens —, pelas normas de acessibilidade da ABNT. " +
      "Nas edificações de uso público construídas, ampliadas ou reformadas, pelo menos um dos acessos ao interior, ligado a todas as dependências e serviços, fica livre de barreiras. " +
      "Teatros, cinemas, auditórios, estádios, ginásios, casas de espetáculos e salas de conferência reservam pelo menos 2% da lotação para pessoas em cadeira de rodas.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2004-2006/2004/decreto/d5296.htm",
  },
  {
    id: "lei10098-elevador-edificio-privado",
    code: LEI10098,
    item: "arts. 13 e 14",
    title: "Prédio de uso privado: elevador acessível, ou preparado para um",
    topics: ["elevador", "elevador acessível", "elevador adaptado", "cabine do elevador", "porta do elevador", "preparar para elevador", "prédio sem elevador", "percurso acessível", "rota acessível", "até a rua", "calçada", "andares", "prédio de três andares", "edifício de uso privado", "prédio residencial", "condomínio", "Lei 10.098", "acessibilidade"],
    text:
      "Pela Lei 10.098/2000, o edifício de uso privado obrigado a ter elevador é construído com percurso acessível que ligue as unidades ao exterior e às dependências de uso comum, percurso acessível até a via pública (a calçada), os anexos de uso comum e os edifícios vizinhos, e cabine e porta do elevador acessíveis a pessoas com deficiência ou mobilidade reduzida. " +
      "O edifício novo com mais de um pavimento (andar) além do de acesso que não é obrigado a ter elevador — salvo a casa unifamiliar — traz no projeto as especificações que facilitem instalar depois um elevador adaptado, e seus demais elementos de uso comum seguem os requisitos de acessibilidade. " +
      "Quando o elevador é obrigatório, e a partir de quantos pavimentos, diz a lei do município; as medidas da cabine e da porta vêm da NBR 9050 e das normas de elevadores.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l10098.htm",
  },
];
