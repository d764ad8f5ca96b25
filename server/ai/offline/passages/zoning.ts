import type { Passage } from "#server/ai/offline/types";
import { ESTATUTO } from "./codes";

/** Zoning vocabulary, formulas and example values (zoning.json). Example values name their city. */

const NATAL = "Glossário do Plano Diretor de Natal";
const ARCHDAILY = "ArchDaily Brasil — TO, CA e TP";
const SP_LPUOS = "São Paulo — LPUOS, Lei 16.402/2016";
const SP_2004 = "São Paulo — zoneamento anterior, Lei 13.885/2004";
const MUNICIPAL = "Legislação urbanística municipal (varia por cidade e zona)";
const CONFIRM = "Confirme sempre os índices na lei municipal (plano diretor e lei de uso e ocupação do solo) do terreno.";

export const ZONING_PASSAGES: Passage[] = [
  {
    id: "zon-to",
    code: ARCHDAILY,
    title: "Taxa de ocupação (TO): definição e fórmula",
    topics: ["taxa de ocupação", "TO", "projeção", "projeção horizontal", "área ocupada", "lote", "terreno", "zoneamento", "índices urbanísticos"],
    text:
      "A taxa de ocupação (TO) é a razão entre a área da projeção horizontal da edificação e a área do lote: TO = área de projeção / área do lote. " +
      "Exemplo: num lote de 100 m² com TO de 60%, a projeção máxima é de 60 m². " +
      CONFIRM,
    source: "https://archdaily.com.br/br/976095/o-que-e-taxa-de-ocupacao-coeficiente-de-aproveitamento-e-taxa-de-permeabilidade",
  },
  {
    id: "zon-ca",
    code: ESTATUTO,
    title: "Coeficiente de aproveitamento (CA): básico, máximo e mínimo",
    topics: ["coeficiente de aproveitamento", "CA", "índice de aproveitamento", "IA", "área computável", "potencial construtivo", "quanto posso construir", "área construída máxima", "zoneamento"],
    text:
      "O coeficiente de aproveitamento (CA, ou índice de aproveitamento) relaciona a área edificável computável com a área do terreno (Estatuto da Cidade, art. 28, §1º): área computável máxima = CA × área do lote. " +
      "O CA básico vale para todos os terrenos e é o limite do que se constrói sem pagar outorga; o CA máximo só é alcançado em zonas adensáveis, pagando outorga onerosa; o CA mínimo define quando o lote está subutilizado. " +
      "Exemplo: lote de 100 m² com CA 1,5 permite 150 m² computáveis.",
    source: "https://www.legjur.com/legislacao/art/lei_00102572001-28",
  },
  {
    id: "zon-tp",
    code: ARCHDAILY,
    title: "Taxa de permeabilidade (TP)",
    topics: ["taxa de permeabilidade", "TP", "o que é taxa de permeabilidade", "área permeável", "solo permeável", "drenagem", "jardim", "zoneamento"],
    text:
      "A taxa de permeabilidade (TP) é a parcela mínima do lote que precisa continuar permeável, sem construção nem piso impermeável, para a água da chuva infiltrar: área permeável mínima = TP × área do lote. " +
      "O percentual é fixado pela lei de uso e ocupação do solo de cada município, em geral por zona. " +
      CONFIRM,
    source: "https://archdaily.com.br/br/976095/o-que-e-taxa-de-ocupacao-coeficiente-de-aproveitamento-e-taxa-de-permeabilidade",
  },
  {
    id: "zon-tp-exemplos",
    code: "Exemplos de São Paulo (Quota Ambiental, Lei 13.885/2004) e de Natal",
    title: "Taxa de permeabilidade em São Paulo e Natal (exemplos)",
    topics: ["TP de São Paulo", "TP de Natal", "São Paulo", "Natal", "ZER-1", "quota ambiental", "doações", "solo natural", "exemplo"],
    text:
      "Em São Paulo, a taxa de permeabilidade incide sobre a área que sobra depois das doações e pode cair até 50% com a Quota Ambiental, cuja área permeável deve ser de solo natural e descoberta. " +
      "Outros exemplos, válidos só para essas cidades: Natal exige ao menos 20% de área permeável; a ZER-1 de São Paulo (Lei 13.885/2004, revogada) pedia TP mínima de 0,30.",
    source: "https://www.arquiteturalegalsp.com.br/post/conceitos-basicos-parte-5-taxa-de-permeabilidade-e-quota-ambiental",
    weight: 0.6,
  },
  {
    id: "zon-recuo",
    code: NATAL,
    title: "Recuos frontal, lateral e de fundos",
    topics: ["recuo", "recuos", "afastamento", "recuo frontal", "recuo lateral", "recuo de fundos", "divisa", "beiral", "marquise", "zoneamento"],
    text:
      "Recuo é a menor distância entre a divisa do lote e a projeção horizontal da construção; pode ser frontal, lateral ou de fundos. " +
      "No glossário de Natal, beirais e marquises normalmente não entram no cálculo. " +
      "Os valores de recuo mudam conforme a zona e o município: consulte a lei local.",
    source: "glossário do Plano Diretor de Natal (texto oficial da Prefeitura do Natal)",
  },
  {
    id: "zon-gabarito",
    code: NATAL,
    title: "Gabarito: altura máxima da edificação",
    topics: ["gabarito", "quantos andares posso construir", "andares", "pavimentos", "altura máxima", "altura da edificação", "número de pavimentos", "limite de altura", "zoneamento"],
    text:
      "Gabarito é a altura máxima permitida para a edificação. " +
      "No glossário de Natal, é a distância vertical entre o meio-fio e o plano tangente ao topo do último elemento construtivo; em São Paulo, é expresso em metros por zona. " +
      CONFIRM,
    source: "glossário do Plano Diretor de Natal (texto oficial da Prefeitura do Natal)",
  },
  {
    id: "zon-outorga",
    code: ESTATUTO,
    title: "Outorga onerosa do direito de construir",
    topics: ["outorga onerosa", "OODC", "ODC", "solo criado", "construir acima do coeficiente", "contrapartida", "CA máximo", "CA básico", "direito de construir", "plano diretor", "comprar potencial construtivo", "instrumento urbanístico"],
    text:
      "A outorga onerosa do direito de construir permite edificar acima do CA básico, até o máximo, mediante contrapartida paga pelo beneficiário (Estatuto da Cidade, art. 28). " +
      "O plano diretor define onde ela se aplica; o CA básico pode ser único ou variar por zona, e os limites máximos consideram a infraestrutura existente e o aumento de densidade. " +
      "A área adicional que pode ser comprada é (CA máximo − CA básico) × área do lote; o instrumento também é chamado de solo criado, e o art. 29 trata da outorga onerosa de alteração de uso.",
    source: "https://www.legjur.com/legislacao/art/lei_00102572001-28",
  },
  {
    id: "zon-estatuto",
    code: ESTATUTO,
    title: "Estatuto da Cidade: instrumentos urbanísticos",
    topics: ["Estatuto da Cidade", "Lei 10.257", "operação urbana consorciada", "instrumentos urbanísticos", "plano diretor", "política urbana"],
    text:
      "O Estatuto da Cidade é a Lei 10.257, de 10/07/2001. " +
      "O art. 28 trata da outorga onerosa do direito de construir e define o CA; o art. 29, da outorga onerosa de alteração de uso; o art. 32, das operações urbanas consorciadas, conjuntos de intervenções coordenadas pelo poder público com participação privada.",
    source: "https://www.legjur.com/legislacao/art/lei_00102572001-28",
  },
  {
    id: "zon-solo-criado",
    code: "Solo criado e transferência do direito de construir",
    title: "Solo criado e transferência do direito de construir (a confirmar)",
    topics: ["solo criado", "transferência do direito de construir", "TDC", "potencial construtivo"],
    text:
      "Em linhas gerais (fonte não confirmada), o solo criado separa o direito de construir do direito de propriedade, ideia associada a Eros Grau; a transferência do direito de construir permite usar em outro lote o potencial construtivo de um imóvel.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/leis_2001/l10257.htm",
    uncertain: true,
  },
  {
    id: "zon-cota-parte",
    code: SP_LPUOS,
    title: "Cota parte em São Paulo (estimativa)",
    topics: ["cota parte", "fração mínima de terreno", "densidade", "unidades por terreno", "ZEU", "São Paulo"],
    text:
      "Em São Paulo, a cota parte é a fração mínima de terreno por unidade habitacional e controla a densidade. " +
      "Como exemplo aproximado (confirme no Quadro 3 vigente): na ZEU, no máximo 20 m² de terreno por unidade; na ZEUa, 40 m².",
    source: "https://saopaulo.sp.leg.br/zoneamento/?p=18",
    uncertain: true,
  },
  {
    id: "zon-quota-ambiental",
    code: SP_LPUOS,
    title: "Quota Ambiental de São Paulo",
    topics: ["quota ambiental", "QA", "drenagem", "microclima", "taxa de permeabilidade", "São Paulo"],
    text:
      "A Quota Ambiental da Lei 16.402/2016 (Quadro 3A) exige que o lote alcance uma pontuação de drenagem e microclima. " +
      "Com ela, a taxa de permeabilidade pode ser reduzida em até 50%.",
    source: "https://www.arquiteturalegalsp.com.br/post/conceitos-basicos-parte-5-taxa-de-permeabilidade-e-quota-ambiental",
  },
  {
    id: "zon-lpuos-sp",
    code: SP_LPUOS,
    title: "Lei de zoneamento de São Paulo (LPUOS) e onde achar os parâmetros",
    topics: ["zoneamento de São Paulo", "LPUOS", "Lei 16.402", "plano diretor estratégico", "PDE", "Quadro 3", "GeoSampa", "zonas"],
    text:
      "A Lei 16.402, de 22/03/2016, disciplina o parcelamento, o uso e a ocupação do solo em São Paulo, conforme o Plano Diretor Estratégico (Lei 16.050/2014). " +
      "Os conceitos estão no Quadro 1, os parâmetros de ocupação no Quadro 3, a TP e a Quota Ambiental no Quadro 3A, e os perímetros no GeoSampa. " +
      "São cerca de 35 zonas, com revisão em 2023.",
    source: "https://saopaulo.sp.leg.br/zoneamento/?p=18",
  },
  {
    id: "zon-sp-quadro3",
    code: SP_LPUOS,
    title: "Índices de ZEU, ZEUa e ZEUP em São Paulo (exemplo aproximado)",
    topics: ["ZEU", "ZEUa", "ZEUP", "eixo de estruturação", "CA máximo", "taxa de ocupação", "gabarito", "São Paulo"],
    text:
      "Exemplo de São Paulo, aproximado (valores do projeto de lei de 2015; confirme na lei vigente): a ZEU teria CA mínimo 0,5, básico 1 e máximo 4, TO de 0,85 em lotes até 500 m² e 0,7 acima disso, sem limite de gabarito e sem recuo frontal. " +
      "A ZEUa teria CA básico 1 e máximo 2, TO de 0,7 ou 0,5 e gabarito de 28 m; a ZEUP, CA de 0,5 a 2, TO de 0,85 ou 0,7 e gabarito de 28 m.",
    source: "https://saopaulo.sp.leg.br/zoneamento/?p=18",
    uncertain: true,
  },
  {
    id: "zon-sp-2004",
    code: SP_2004,
    title: "Índices do zoneamento anterior de São Paulo: ZER-1, ZPI e ZM-2 (exemplo)",
    topics: ["ZER-1", "ZPI", "ZM-2", "ZM-3", "zona residencial", "zona mista", "índices", "lote mínimo", "recuo frontal", "São Paulo"],
    text:
      "Exemplo do zoneamento anterior de São Paulo (Lei 13.885/2004, Subprefeitura Ipiranga): na ZER-1, CA básico e máximo 1, TO 0,5, TP 0,3, lote mínimo de 250 m², frente mínima de 10 m, gabarito de 10 m e recuo frontal de 5 m. " +
      "Na ZPI, CA máximo 1,5, TO 0,7 e TP 0,15; na ZM-2, CA máximo 2, TO 0,5, TP 0,15, lote mínimo de 125 m², gabarito de 25 m e recuo frontal de 5 m. " +
      "São valores de uma lei revogada, úteis só como exemplo.",
    source: "texto oficial da Lei municipal 13.885/2004 de São Paulo",
  },
  {
    id: "zon-zonas",
    code: "Zoneamento — siglas usuais (exemplos de São Paulo)",
    title: "Siglas de zonas: ZR/ZER, ZM, ZC, ZEU, ZPI, ZDE e ZCOR",
    topics: ["zona residencial", "ZER", "ZR", "zona mista", "ZM", "zona de centralidade", "ZC", "ZEU", "ZPI", "ZDE", "ZCOR", "tipos de zona", "siglas"],
    text:
      "Em São Paulo, a ZER admite somente uso residencial, em baixa densidade. " +
      "Em linhas gerais (descrições aproximadas, confirme na lei do município): a zona mista (ZM) combina moradia com comércio e serviços compatíveis; as zonas de centralidade (ZC) concentram comércio e serviços, com CA e TO maiores; a ZEU acompanha os eixos de transporte, com CA máximo de até 4. " +
      "ZPI, ZDE e ZCOR são, respectivamente, zonas predominantemente industriais, de desenvolvimento econômico e corredores.",
    source: "http://sao-paulo.estadao.com.br/noticias/geral,10-perguntas-e-respostas-sobre-a-nova-lei-de-zoneamento-de-sp,1699047",
    uncertain: true,
  },
  {
    id: "zon-zeis",
    code: "São Paulo — PDE, Lei 16.050/2014 (ZEIS)",
    title: "ZEIS 1 a 5: zonas especiais de interesse social em São Paulo",
    topics: ["ZEIS", "interesse social", "HIS", "habitação de interesse social", "favela", "regularização", "São Paulo"],
    text:
      "No Plano Diretor de São Paulo (Lei 16.050/2014): ZEIS 1 reúne favelas, loteamentos irregulares e HIS a regularizar; ZEIS 2, glebas ou lotes vazios ou subutilizados aptos a urbanizar; ZEIS 3, imóveis ociosos em áreas centrais com boa infraestrutura; ZEIS 4, glebas em área de mananciais para reassentamento; ZEIS 5, lotes vazios com infraestrutura para HIS/HMP por iniciativa privada. " +
      "A área de ZEIS passou de cerca de 140 km² para cerca de 180 km². " +
      "As cotas mínimas de HIS por ZEIS devem ser conferidas na lei.",
    source: "https://saopaulo.sp.leg.br/blog/especial-zoneamento-entenda-as-zonas-especiais-de-interesse-social",
  },
  {
    id: "zon-usos-sp",
    code: SP_LPUOS,
    title: "Categorias de uso residencial em São Paulo: R1, R2h, R2v, EHIS, EHMP",
    topics: ["categoria de uso", "uso residencial", "R1", "R2h", "R2v", "casas geminadas", "casas superpostas", "EHIS", "EHMP", "São Paulo"],
    text:
      "Em São Paulo, as categorias de uso residencial são: R1, uma unidade por lote; R2h-1, casas geminadas; R2h-2, casas superpostas; R2v, conjunto residencial vertical (edifício); EHIS, empreendimento de habitação de interesse social; EHMP, de habitação de mercado popular.",
    source: "https://saopaulo.sp.leg.br/zoneamento/?p=18",
  },
  {
    id: "zon-varandas-sp",
    code: "Código de Obras de São Paulo",
    title: "Varandas não computáveis em São Paulo (estimativa)",
    topics: ["varanda", "área não computável", "área computável", "código de obras", "São Paulo"],
    text:
      "Segundo exemplo de blog (a confirmar no Código de Obras vigente), em São Paulo varandas de até 10% da área total construída não entram na área computável.",
    source: "https://marcelosbarra.com/?p=1731",
    uncertain: true,
  },
  {
    id: "zon-municipal",
    code: MUNICIPAL,
    title: "Recuos, TO, CA, áreas mínimas e vagas: regras de cada município",
    topics: ["recuo", "afastamento", "recuo lateral", "recuo frontal", "taxa de ocupação da zona", "coeficiente da zona", "área mínima de quarto", "área mínima de dormitório", "área mínima dos cômodos", "pé-direito mínimo", "vagas de garagem", "vagas por apartamento", "vagas de estacionamento", "número de vagas", "vagas por unidade", "estacionamento exigido", "lote mínimo", "taxa de permeabilidade da zona", "índices da minha cidade", "gabarito", "código de obras", "lei de uso e ocupação do solo", "plano diretor", "prefeitura", "minha cidade"],
    text:
      "Recuos e afastamentos, taxa de ocupação, coeficiente de aproveitamento, taxa de permeabilidade, gabarito, lote mínimo, vagas de estacionamento e áreas mínimas dos cômodos não têm valor nacional: cada município os fixa, em geral por zona, no plano diretor, na lei de uso e ocupação do solo e no código de obras ou de edificações. " +
      "Para um terreno, consulte a zona do lote no mapa de zoneamento, os quadros de parâmetros da lei vigente e a certidão ou as informações básicas emitidas pela prefeitura. " +
      "Não use valores de outra cidade, nem de lei revogada.",
    source: "https://www.tetrisej.com.br/single-post/ZoneamentoCuritiba",
    weight: 1.1,
  },
  {
    id: "zon-bh",
    code: MUNICIPAL,
    title: "Belo Horizonte: onde estão os parâmetros urbanísticos",
    topics: ["Belo Horizonte", "BH", "plano diretor de Belo Horizonte", "Lei 11.181", "afastamento lateral", "afastamentos", "recuo", "coeficiente de aproveitamento", "taxa de ocupação", "zona", "ZM", "zoneamento"],
    text:
      "Em Belo Horizonte, o parcelamento, a ocupação e o uso do solo seguem o Plano Diretor, Lei 11.181/2019, em vigor desde fevereiro de 2020, que substituiu as leis de 1996 (7.165 e 7.166). " +
      "Afastamentos, coeficientes, taxas e alturas dependem da zona do lote: confira os parâmetros na lei e nas informações básicas do lote emitidas pela prefeitura.",
    source: "https://vlf.adv.br/noticia_aberta.php?id=714",
  },
  {
    id: "zon-curitiba",
    code: MUNICIPAL,
    title: "Curitiba: lei de zoneamento, uso e ocupação do solo",
    topics: ["Curitiba", "zoneamento de Curitiba", "Lei 15.511", "ZR-1", "ZR-2", "ZR-3", "ZR-4", "zona residencial", "taxa de ocupação", "coeficiente de aproveitamento", "altura", "recuo", "afastamento das divisas", "potencial construtivo"],
    text:
      "Em Curitiba, o zoneamento, o uso e a ocupação do solo seguem a Lei 15.511/2019, que substituiu a Lei 9.800/2000 e divide a cidade em eixos, zonas e setores especiais. " +
      "Em cada zona, os quadros da lei fixam taxa de ocupação, coeficiente de aproveitamento, altura, recuo do alinhamento predial, afastamento das divisas, taxa de permeabilidade e lote mínimo; o potencial adicional segue a lei de outorga onerosa e transferência do direito de construir.",
    source: "texto oficial da Lei municipal 15.511/2019 de Curitiba",
  },
  {
    id: "zon-campinas",
    code: MUNICIPAL,
    title: "Campinas: lei de parcelamento, ocupação e uso do solo",
    topics: ["Campinas", "LC 208", "lei complementar 208", "uso e ocupação do solo", "vagas de estacionamento", "afastamentos", "coeficiente de aproveitamento", "taxa de permeabilidade", "zona"],
    text:
      "Em Campinas, o parcelamento, a ocupação e o uso do solo seguem a Lei Complementar 208/2018, que define afastamentos, coeficiente de aproveitamento e demais parâmetros por zona. " +
      "Vagas de estacionamento, afastamentos e índices variam com a zona e o tipo de ocupação: consulte a lei e a prefeitura para o lote.",
    source: "https://bibliotecajuridica.campinas.sp.gov.br/index/visualizar/id/133605",
  },
  {
    id: "zon-porto-alegre",
    code: MUNICIPAL,
    title: "Porto Alegre: Código de Edificações e plano diretor",
    topics: ["Porto Alegre", "POA", "código de edificações de Porto Alegre", "LC 284", "PDDUA", "área mínima", "dormitório", "compartimentos", "pé-direito", "ventilação", "iluminação"],
    text:
      "Em Porto Alegre, as exigências dos compartimentos (áreas mínimas, pé-direito, iluminação e ventilação) estão no Código de Edificações, Lei Complementar 284/1992, e os índices de ocupação no Plano Diretor de Desenvolvimento Urbano Ambiental (PDDUA). " +
      "Confira o texto consolidado vigente antes de dimensionar um cômodo.",
    source: "texto oficial da Lei Complementar 284/1992 de Porto Alegre",
  },
  {
    id: "zon-calculo",
    code: "Zoneamento — fórmulas dos índices urbanísticos",
    title: "Como calcular o potencial do terreno: projeção, área computável e área permeável",
    topics: ["cálculo", "potencial construtivo", "quanto posso construir", "área máxima", "projeção máxima", "área permeável mínima", "outorga", "fórmula", "zoneamento", "terreno"],
    text:
      "Com a área do lote e os índices da zona: projeção máxima = TO × lote; área computável básica = CA básico × lote; área computável máxima (com outorga) = CA máximo × lote; área permeável mínima = TP × lote; área adicional sujeita a outorga = (CA máximo − CA básico) × lote. " +
      "Áreas não computáveis, como varandas e garagens, dependem do código de obras e da lei de uso e ocupação de cada município.",
    source: "https://archdaily.com.br/br/976095/o-que-e-taxa-de-ocupacao-coeficiente-de-aproveitamento-e-taxa-de-permeabilidade",
  },
];
