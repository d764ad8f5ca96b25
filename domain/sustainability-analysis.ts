import { placeIsCity, type RuleCity } from "./city-rules";
import { parseDecimalBR } from "./projects";
import type { AnalysisTable, ToolAnalysis } from "./tool-analysis";

/**
 * Sustainability tool ("sustentabilidade", issue 18 item 2): passive strategies by climate,
 * strategies by priority, the certifications that fit the budget, rainwater harvesting sizing
 * and water/energy savings labelled as estimates.
 *
 * Facts come from shared/domain-facts/sustainability.json and nbr.json (NBR 15220, 15527, 15575,
 * 16401, 16783), each with its source. Where the facts have no figure (savings of dual-flush or
 * aerators, a runoff coefficient, consumption per person) the text says so instead of inventing.
 */

// ---------------------------------------------------------------------------------------------
// Sources

const S = {
  nbr15527: "ABNT NBR 15527:2019 — https://asisengenharia.com.br/index.php/2019/10/18/",
  nbr15220:
    "ABNT NBR 15220-3:2005 (zoneamento bioclimático; revisão 2024 com 12 zonas) — texto oficial da norma — ABNT, abntcatalogo.com.br",
  nbr15575: "ABNT NBR 15575:2013, Emenda 1:2021 (desempenho térmico) — https://labeee.ufsc.br/NBR15575-2020",
  nbr16401: "ABNT NBR 16401:2008 (ar-condicionado: conforto e qualidade do ar) — texto oficial da norma — ABNT, abntcatalogo.com.br",
  nbr16783: "ABNT NBR 16783:2019 (fontes alternativas não potáveis; conteúdo pouco verificado) — https://asisengenharia.com.br/index.php/2019/10/18/",
  nbr16280: "ABNT NBR 16280:2020 (plano de reforma com descarte de resíduos) — http://legalengenharia.com/2019/07/03/",
  sabesp: "SABESP via Ecocasa (consumo residencial de água) — https://www.ecocasa.com.br/afinal-quanto-posso-economizar-com-agua-da-chuva/?amp=1",
  abrasol: "Abrasol (chuveiro elétrico na conta de energia) — https://hubimobiliario.com/independentemente-da-obrigatoriedade-",
  abrava: "Abrava, 2001 (aquecimento solar) — http://economia.estadao.com.br/noticias/geral,aquecedor-solar-reduz-consumo-de-energia,20010504p12538",
  leiSolarSp: "São Paulo, Lei municipal 14.459/2007 — https://hubimobiliario.com/independentemente-da-obrigatoriedade-",
  leed: "LEED (USGBC / GBC Brasil) — https://www.projetou.com.br/posts/certificacao-leed/",
  aqua: "AQUA-HQE (Fundação Vanzolini) — https://verdiarquitetura.com.br/atuacao/aqua/",
  casaAzul: "Selo Casa Azul CAIXA — https://verdiarquitetura.com.br/atuacao/selo-casa-azul-cef/",
  edge: "EDGE (IFC/Banco Mundial) — https://condominiosustentavel.eco.br/interna/blog/como-funciona-a-certificacao-de-edificios-verdes",
  edgeBrasil: "EDGE no Brasil (custo adicional) — https://www.plurale.com.br/site/noticias-detalhes.php?cod=20939",
  pbe: "PBE Edifica / Procel Edifica (Inmetro, Eletrobras) — https://www.gov.br/mme/pt-br/assuntos/ee/indices-minimos-de-ee/eficiencia-energetica-das-edificacoes",
  pbePublico: "ENCE classe A em prédios públicos federais — https://lade.ufms.br/oi/duvidas/obrigatoriedade-da-etiquetagem",
  quotaAmbiental:
    "São Paulo: taxa de permeabilidade e Quota Ambiental (Lei 16.402/2016) — https://www.arquiteturalegalsp.com.br/post/conceitos-basicos-parte-5-taxa-de-permeabilidade-e-quota-ambiental",
  permeabilidade: "Taxa de permeabilidade: lei de uso e ocupação do solo do município do projeto",
} as const;
type SourceKey = keyof typeof S;

/** Short names for the "Fonte" column; the full source (with its address) goes to `sources`. */
const SHORT: Record<SourceKey, string> = {
  nbr15527: "NBR 15527:2019",
  nbr15220: "NBR 15220-3",
  nbr15575: "NBR 15575",
  nbr16401: "NBR 16401:2008",
  nbr16783: "NBR 16783:2019 (incerto)",
  nbr16280: "NBR 16280:2020",
  sabesp: "SABESP",
  abrasol: "Abrasol",
  abrava: "Abrava (2001)",
  leiSolarSp: "Lei SP 14.459/2007",
  leed: "GBC Brasil",
  aqua: "Fundação Vanzolini",
  casaAzul: "CAIXA",
  edge: "IFC/GBCI",
  edgeBrasil: "Plurale",
  pbe: "Inmetro/Procel",
  pbePublico: "IN de 05/06/2014",
  quotaAmbiental: "LPUOS de São Paulo",
  permeabilidade: "Lei municipal",
};

/** Sources that are one city's rule: their rows show only for a project in it (decision 078). */
const CITY_OF: Partial<Record<SourceKey, RuleCity>> = { leiSolarSp: "São Paulo", quotaAmbiental: "São Paulo" };

// ---------------------------------------------------------------------------------------------
// Formatting and parsing

const fmt = (n: number, digits: number) =>
  new Intl.NumberFormat("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
const fmtUpTo = (n: number, digits: number) => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: digits }).format(n);
const pct = (share: number) => `${fmt(share * 100, 1)}%`;

/** "100 m²" → 100, "1.400 mm" → 1400, "120,5" → 120.5; no number → null. */
export function parseMeasure(text: string | undefined): number | null {
  const m = /\d[\d.,]*/.exec(text ?? "");
  if (!m) return null;
  const n = parseDecimalBR(m[0].replace(/[.,]$/, ""));
  return n !== null && Number.isFinite(n) ? n : null;
}

// ---------------------------------------------------------------------------------------------
// Rainwater (NBR 15527)

/**
 * Typical runoff coefficient used when none is typed. sustainability.json says the coefficient
 * "não foi verificado em fonte": it is shown as an adopted, unverified value.
 */
export const DEFAULT_RUNOFF_COEFFICIENT = 0.8;
/** Share of residential water used by toilets (SABESP, sustainability.json "agua"). */
export const TOILET_SHARE = 0.41;
/**
 * Consumption per person per day, only to turn a number of people into a flushing demand when no
 * demand is typed. Not in the domain facts: shown as "[incerto]" wherever it is used.
 */
export const UNCERTAIN_LITRES_PER_PERSON_DAY = 150;

export interface RainwaterInput {
  roofArea: number;
  annualRainfallMm: number;
  runoffCoefficient?: number;
  dailyDemandLitres?: number;
  people?: number;
}

export interface RainwaterSizing {
  roofArea: number;
  annualRainfallMm: number;
  runoffCoefficient: number;
  /** True when the coefficient is the default (typical value, not verified in a source). */
  coefficientAssumed: boolean;
  /** area × rainfall × C, in m³ per year. */
  annualVolumeM3: number;
  /** The annual volume spread over 365 days, in litres per day. */
  dailySupplyLitres: number;
  dailyDemandLitres: number | null;
  /** True when the demand came from people × an uncertain consumption per person. */
  demandEstimated: boolean;
  /** Supply / demand, capped at 1; null without a demand. */
  demandCoveredShare: number | null;
  reservoirLitres: number;
  reservoirMethod: "pratico-alemao" | "pratico-ingles";
  /** The method in words, with the formula. */
  methodDescription: string;
  notes: string[];
}

/**
 * Rainwater harvesting estimate. NBR 15527:2019 no longer has a reservoir sizing method (nbr.json:
 * the 2007 edition had Rippl, Azevedo Neto, the German, English and Australian practical methods
 * and simulation). Rippl needs monthly rainfall, which the tool does not ask for, so the reservoir
 * follows the practical methods of the 2007 edition that need only annual figures:
 * German (6% of the smaller of the annual volume captured and the annual demand) when a demand is
 * known; English (5% of rainfall × roof area) otherwise. Returns null for non-positive inputs.
 */
export function rainwaterSizing(input: RainwaterInput): RainwaterSizing | null {
  const { roofArea, annualRainfallMm } = input;
  if (!(roofArea > 0) || !(annualRainfallMm > 0) || !Number.isFinite(roofArea) || !Number.isFinite(annualRainfallMm)) return null;
  const typedC = input.runoffCoefficient;
  const coefficientAssumed = !(typedC !== undefined && typedC > 0 && typedC <= 1);
  const c = coefficientAssumed ? DEFAULT_RUNOFF_COEFFICIENT : typedC!;
  // 1 mm of rain on 1 m² is 1 litre.
  const annualLitres = roofArea * annualRainfallMm * c;
  const dailySupplyLitres = annualLitres / 365;

  let dailyDemandLitres: number | null = null;
  let demandEstimated = false;
  if (input.dailyDemandLitres !== undefined && input.dailyDemandLitres > 0) dailyDemandLitres = input.dailyDemandLitres;
  else if (input.people !== undefined && input.people > 0) {
    dailyDemandLitres = input.people * UNCERTAIN_LITRES_PER_PERSON_DAY * TOILET_SHARE;
    demandEstimated = true;
  }

  const notes: string[] = [
    "Estimativa: volume captável = área de cobertura (m²) × precipitação anual (mm) × coeficiente de escoamento (1 mm em 1 m² = 1 litro).",
    coefficientAssumed
      ? `Coeficiente de escoamento adotado ${fmt(c, 2)} (valor típico, não verificado em fonte): informe o do material da cobertura se o tiver.`
      : `Coeficiente de escoamento informado: ${fmt(c, 2)}.`,
    "A NBR 15527:2019 não traz mais método de dimensionamento do reservatório; o método usado aqui constava da edição de 2007 e serve como estimativa preliminar.",
    "Oferta e parcela atendida são médias anuais: nos meses secos a oferta cai e o reservatório é que sustenta a demanda.",
    "Água de chuva só para usos não potáveis, com tubulação separada e identificada, sem conexão com a água potável (NBR 15527, NBR 5626).",
  ];
  if (demandEstimated) {
    notes.push(
      `Demanda estimada para as descargas: pessoas × ${UNCERTAIN_LITRES_PER_PERSON_DAY} L/pessoa/dia [incerto, não verificado em fonte] × 41% (parcela das bacias sanitárias no consumo residencial, SABESP; estimativa, não confirmada em fonte primária). Informe a demanda real no campo da demanda, se a tiver.`,
    );
  }

  let reservoirLitres: number;
  let reservoirMethod: RainwaterSizing["reservoirMethod"];
  let methodDescription: string;
  if (dailyDemandLitres !== null) {
    const annualDemand = dailyDemandLitres * 365;
    reservoirLitres = 0.06 * Math.min(annualLitres, annualDemand);
    reservoirMethod = "pratico-alemao";
    methodDescription = "Método prático alemão (NBR 15527:2007): 6% do menor valor entre o volume captável anual e a demanda anual";
  } else {
    // The English practical method uses rainfall × area without the runoff coefficient.
    reservoirLitres = 0.05 * annualRainfallMm * roofArea;
    reservoirMethod = "pratico-ingles";
    methodDescription = "Método prático inglês (NBR 15527:2007): 5% de precipitação anual (mm) × área de cobertura (m²)";
  }

  return {
    roofArea,
    annualRainfallMm,
    runoffCoefficient: c,
    coefficientAssumed,
    annualVolumeM3: annualLitres / 1000,
    dailySupplyLitres,
    dailyDemandLitres,
    demandEstimated,
    demandCoveredShare: dailyDemandLitres === null ? null : Math.min(1, dailySupplyLitres / dailyDemandLitres),
    reservoirLitres,
    reservoirMethod,
    methodDescription,
    notes,
  };
}

function rainwaterTable(r: RainwaterSizing): AnalysisTable {
  const rows: string[][] = [
    ["Área de cobertura", `${fmtUpTo(r.roofArea, 2)} m²`],
    ["Precipitação média anual", `${fmtUpTo(r.annualRainfallMm, 1)} mm`],
    ["Coeficiente de escoamento", `${fmt(r.runoffCoefficient, 2)}${r.coefficientAssumed ? " (adotado)" : ""}`],
    ["Volume captável por ano", `${fmt(r.annualVolumeM3, 1)} m³`],
    ["Oferta média diária", `${fmt(r.dailySupplyLitres, 1)} L/dia`],
  ];
  if (r.dailyDemandLitres !== null) {
    rows.push(
      ["Demanda não potável", `${fmt(r.dailyDemandLitres, 1)} L/dia${r.demandEstimated ? " (estimativa incerta)" : ""}`],
      ["Parcela da demanda atendida", `${pct(r.demandCoveredShare ?? 0)} (média anual)`],
    );
  }
  const litres = Math.round(r.reservoirLitres);
  rows.push(["Reservatório sugerido", `${fmt(litres, 0)} L (${fmt(litres / 1000, 2)} m³) — ${r.methodDescription}`]);
  if (r.dailyDemandLitres === null) rows.push(["Parcela da demanda atendida", "Informe a demanda (L/dia) ou o número de pessoas para estimar"]);
  return { title: "Aproveitamento de água de chuva — NBR 15527 (estimativa)", columns: ["Item", "Valor"], rows, notes: r.notes };
}

// ---------------------------------------------------------------------------------------------
// Strategies by climate (NBR 15220-3 examples in nbr.json)

export const CLIMATE_LABELS: Record<string, string> = {
  tropical: "tropical",
  subtropical: "subtropical",
  semiarido: "semiárido",
  temperado: "temperado",
  equatorial: "equatorial",
};

type Row = [string, string, SourceKey];

/**
 * nbr.json gives the NBR 15220-3 (2005) guidelines of ZB1 (coldest, South), ZB6 and ZB8 (hot and
 * humid, North and Northeast); each climate borrows the example of the zone it resembles, and
 * every table reminds that the municipality's zone decides.
 */
const BY_CLIMATE: Record<string, { zone: string; rows: Row[] }> = {
  equatorial: {
    zone: "em geral ZB8 (Norte e Nordeste)",
    rows: [
      ["Ventilação cruzada permanente", "Calor e umidade o ano todo: a troca de ar retira calor e umidade", "nbr15220"],
      ["Aberturas grandes e sombreadas", "Ventilar sem deixar o sol entrar", "nbr15220"],
      ["Paredes e cobertura leves e refletoras", "Pouca massa e cores claras não acumulam calor para a noite", "nbr15220"],
    ],
  },
  tropical: {
    zone: "em geral ZB6 a ZB8, conforme o município",
    rows: [
      ["Sombreamento das aberturas (brises, beirais, varandas)", "Barrar o sol direto nas horas quentes", "nbr15220"],
      ["Ventilação cruzada", "Na ZB8 a diretriz é ventilação cruzada permanente", "nbr15220"],
      ["Cobertura refletora ou isolada", "A cobertura recebe a maior carga de sol (ZB8: leve refletora; ZB6: leve isolada)", "nbr15220"],
      ["Verificar o desempenho térmico (procedimento simplificado ou simulação)", "Exigência da NBR 15575 para habitações", "nbr15575"],
    ],
  },
  semiarido: {
    zone: "clima quente e seco; confirme a zona do município (ZB6/ZB7)",
    rows: [
      ["Massa térmica (paredes pesadas)", "Amortece a grande variação entre dia e noite", "nbr15220"],
      ["Resfriamento evaporativo", "Útil com ar seco (diretriz citada para a ZB6)", "nbr15220"],
      ["Aberturas médias e sombreadas, ventilação seletiva", "Ventilar nas horas frescas e fechar nas quentes", "nbr15220"],
      ["Cobertura leve isolada", "Reduz o ganho de calor pela cobertura", "nbr15220"],
    ],
  },
  subtropical: {
    zone: "em geral ZB1 a ZB3 (Sul)",
    rows: [
      ["Aberturas médias que recebam sol no inverno", "Aquecimento solar passivo nos meses frios", "nbr15220"],
      ["Cobertura leve isolada", "Reduz perdas de calor no inverno e ganhos no verão", "nbr15220"],
      ["Vedações internas pesadas", "Guardam o calor do dia (diretriz da ZB1)", "nbr15220"],
      ["Sombreamento móvel no verão", "Deixa o sol entrar no inverno e o barra no verão", "nbr15220"],
    ],
  },
  temperado: {
    zone: "no Brasil, regiões frias de altitude ou do Sul (ZB1/ZB2)",
    rows: [
      ["Aquecimento solar passivo (aberturas voltadas ao sol de inverno)", "Diretriz da ZB1, a zona mais fria", "nbr15220"],
      ["Cobertura leve isolada e paredes com bom isolamento", "Conter a perda de calor", "nbr15220"],
      ["Vedações internas pesadas", "Inércia térmica para guardar o calor do dia", "nbr15220"],
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Strategies by priority

export const PRIORITY_LABELS: Record<string, string> = {
  agua: "água",
  energia: "energia",
  materiais: "materiais",
  residuos: "resíduos",
  confortotermico: "conforto térmico",
  biodiversidade: "biodiversidade",
  abrangente: "abrangente",
};

const BY_PRIORITY: Record<string, Row[]> = {
  agua: [
    ["Água de chuva nas descargas", "As bacias sanitárias respondem por cerca de 41% do consumo residencial (SABESP; estimativa); a água de chuva serve a usos não potáveis", "sabesp"],
    ["Captação e reservação de água de chuva", "Tubulação separada e identificada, sem conexão cruzada com a potável; estudo de viabilidade preliminar recomendado", "nbr15527"],
    ["Reúso de água cinza", "Outra fonte não potável, também separada e identificada (norma pouco verificada na nossa base)", "nbr16783"],
    ["Bacias de duplo acionamento e arejadores", "Atacam a maior parcela do consumo (bacias ≈ 41%, SABESP; estimativa); a economia das peças não tem número verificado na nossa base", "sabesp"],
  ],
  energia: [
    ["Aquecimento solar de água", "O chuveiro elétrico pesa cerca de 25% na conta das famílias (Abrasol); aquecedores solares podem reduzir a conta em até 35% (Abrava, 2001)", "abrava"],
    ["Etiqueta PBE Edifica (ENCE)", "Avalia envoltória, iluminação e ar-condicionado (e, em residências, aquecimento de água e ventilação)", "pbe"],
    ["Envoltória adequada à zona bioclimática", "Sombreamento, cobertura e aberturas reduzem a carga de ar-condicionado", "nbr15220"],
    ["Infraestrutura de aquecimento solar em São Paulo", "Obrigatória em edifícios com até 3 banheiros por unidade; com 4 ou mais, o sistema deve funcionar na entrega", "leiSolarSp"],
  ],
  materiais: [
    ["Reduzir a energia incorporada nos materiais", "Um dos três indicadores do EDGE (redução mínima de 20% frente à linha de base local)", "edge"],
    ["Materiais e processos de menor impacto", "Categoria do AQUA-HQE (família eco-construção)", "aqua"],
    ["Conservação de recursos materiais", "Categoria do Selo Casa Azul", "casaAzul"],
  ],
  residuos: [
    ["Gestão de resíduos do canteiro", "O AQUA-HQE avalia o canteiro (eco-construção) e os resíduos (eco-gestão)", "aqua"],
    ["Plano de descarte em reformas", "O plano de reforma inclui o descarte de resíduos e os responsáveis", "nbr16280"],
    ["Conservação de recursos materiais", "Categoria do Selo Casa Azul", "casaAzul"],
  ],
  confortotermico: [
    ["Diretrizes da zona bioclimática", "Tamanho e proteção das aberturas, tipo de parede e de cobertura", "nbr15220"],
    ["Avaliação de desempenho térmico", "Procedimento simplificado (nível mínimo) ou simulação (PHFT e carga térmica)", "nbr15575"],
    ["Ar-condicionado dimensionado para conforto e qualidade do ar", "Partes 2 e 3 da NBR 16401", "nbr16401"],
  ],
  biodiversidade: [
    ["Área permeável de solo natural", "A taxa de permeabilidade da lei do município é um mínimo: solo natural e descoberto além dele ajuda a drenagem e a vegetação", "permeabilidade"],
    ["Quota Ambiental (município de São Paulo)", "Em São Paulo, a Quota Ambiental pede solo natural descoberto e pode reduzir a TP em até 50%", "quotaAmbiental"],
    ["Relação com o entorno e o terreno", "Categoria 'espaço sustentável' do LEED e 'relação com o entorno' do AQUA-HQE", "leed"],
    ["Qualidade urbana", "Categoria do Selo Casa Azul", "casaAzul"],
  ],
};
BY_PRIORITY.abrangente = [BY_PRIORITY.agua![0]!, BY_PRIORITY.energia![0]!, BY_PRIORITY.confortotermico![0]!, BY_PRIORITY.materiais![0]!, BY_PRIORITY.residuos![0]!];

// ---------------------------------------------------------------------------------------------
// Certifications by budget

export const BUDGET_LEVELS = ["restrito", "moderado", "amplo", "semrestrição"] as const;
export const BUDGET_LABELS: Record<string, string> = {
  restrito: "restrito",
  moderado: "moderado",
  amplo: "amplo",
  semrestrição: "sem restrição",
};

interface Certification {
  name: string;
  issuer: string;
  levels: string;
  /** Lowest budget level it is offered from (index in BUDGET_LEVELS): the product's judgement of effort. */
  minBudget: number;
  residentialOnly?: boolean;
  cost: string;
  source: SourceKey;
  costSource?: SourceKey;
}

const CERTIFICATIONS: Certification[] = [
  {
    name: "PBE Edifica (ENCE) / Selo Procel Edificações",
    issuer: "Inmetro e Eletrobras/Procel",
    levels: "Classes A a E, em projeto e na edificação construída",
    minBudget: 0,
    cost: "Custo não informado na nossa base",
    source: "pbe",
  },
  {
    name: "Selo Casa Azul CAIXA",
    issuer: "CAIXA",
    levels: "Bronze, Prata, Ouro e Diamante",
    minBudget: 0,
    residentialOnly: true,
    cost: "Voluntário, para projetos financiados pela CAIXA; taxas reduzidas em Prata e Ouro",
    source: "casaAzul",
  },
  {
    name: "EDGE",
    issuer: "IFC/Banco Mundial, certificado pelo GBCI",
    levels: "EDGE Certified, EDGE Advanced e EDGE Zero Carbon",
    minBudget: 1,
    cost: "Custo adicional de 1 a 3% da obra",
    source: "edge",
    costSource: "edgeBrasil",
  },
  {
    name: "AQUA-HQE",
    issuer: "Fundação Vanzolini",
    levels: "Passa, Bom, Muito Bom, Excelente e Excepcional",
    minBudget: 2,
    cost: "Custo não informado na nossa base; auditorias nas fases de programa, concepção, obra e operação",
    source: "aqua",
  },
  {
    name: "LEED",
    issuer: "USGBC / GBC Brasil",
    levels: "Certified, Silver, Gold e Platinum (mínimo de 40 de 110 pontos)",
    minBudget: 2,
    cost: "Estimativa de blog: obra 5 a 7% mais cara [incerto]",
    source: "leed",
  },
];

// ---------------------------------------------------------------------------------------------
// Analysis

/** dailyDemand: litres a day of non-potable use, typed by the architect (else estimated from people). */
export type SustainabilityInputs = Record<string, string> & { roofArea?: string; rainfall?: string; people?: string; dailyDemand?: string };

export function analyzeSustainability(inputs: SustainabilityInputs): ToolAnalysis {
  const tables: AnalysisTable[] = [];
  const warnings: string[] = [];
  const used = new Set<SourceKey>();
  const place = inputs.localizacao;
  const rowsOf = (rows: Row[]) =>
    rows.filter(([, , src]) => !CITY_OF[src] || placeIsCity(place, CITY_OF[src]!)).map(([a, b, src]) => {
      used.add(src);
      return [a, b, SHORT[src]];
    });

  // Climate
  const climate = inputs.clima?.trim() ?? "";
  const byClimate = BY_CLIMATE[climate];
  if (byClimate) {
    tables.push({
      title: `Estratégias passivas para o clima ${CLIMATE_LABELS[climate]}`,
      columns: ["Estratégia", "Por quê", "Fonte"],
      rows: rowsOf(byClimate.rows),
      notes: [
        `Zona bioclimática provável: ${byClimate.zone}. A zona do município (NBR 15220-3) é que define as diretrizes; a revisão de 2024 passou a 12 zonas e classifica todos os municípios.`,
      ],
    });
  } else {
    warnings.push(
      climate
        ? `Clima "${climate}" não reconhecido: escolha um clima da lista para ver as estratégias passivas.`
        : "Escolha o clima para ver as estratégias passivas (ventilação, sombreamento, massa térmica).",
    );
    used.add("nbr15220");
  }

  // Priority
  const typedPriority = inputs.intencaoPrioritaria?.trim() ?? "";
  const priority = typedPriority in BY_PRIORITY ? typedPriority : "abrangente";
  if (typedPriority && !(typedPriority in BY_PRIORITY)) warnings.push(`Prioridade "${typedPriority}" não reconhecida: mostramos a visão abrangente.`);
  else if (!typedPriority) warnings.push("Sem intenção prioritária escolhida: mostramos a visão abrangente.");
  tables.push({
    title: `Estratégias para a prioridade: ${PRIORITY_LABELS[priority]}`,
    columns: ["Estratégia", "Detalhe", "Fonte"],
    rows: rowsOf(BY_PRIORITY[priority]!),
  });

  // Certifications
  const budgetText = inputs.orcamento?.trim() ?? "";
  const budgetIndex = (BUDGET_LEVELS as readonly string[]).indexOf(budgetText);
  if (budgetIndex < 0) {
    warnings.push(
      budgetText
        ? `Orçamento "${budgetText}" não reconhecido: escolha uma faixa da lista. Mostramos todas as certificações.`
        : "Escolha o orçamento para filtrar as certificações. Mostramos todas.",
    );
  }
  const type = inputs.tipoObra?.trim() ?? "";
  const residential = type === "" || type.startsWith("residencial");
  const certs = CERTIFICATIONS.filter((c) => (budgetIndex < 0 || c.minBudget <= budgetIndex) && (!c.residentialOnly || residential));
  for (const c of certs) {
    used.add(c.source);
    if (c.costSource) used.add(c.costSource);
  }
  const certNotes = [
    "O enquadramento por orçamento é um critério do Prancheta (complexidade e exigências de cada processo); custos só aparecem onde há fonte.",
  ];
  if (type === "institucional") {
    certNotes.push("Prédios públicos federais novos e retrofits precisam de ENCE classe A (instrução normativa de 05/06/2014).");
    used.add("pbePublico");
  }
  if (!residential) certNotes.push("O Selo Casa Azul não aparece: é voltado a habitação.");
  tables.push({
    title: budgetIndex >= 0 ? `Certificações para o orçamento ${BUDGET_LABELS[budgetText]}` : "Certificações",
    columns: ["Certificação", "Emissor", "Níveis", "Custo", "Fonte"],
    rows: certs.map((c) => [c.name, c.issuer, c.levels, c.cost, [SHORT[c.source], c.costSource ? SHORT[c.costSource] : ""].filter(Boolean).join("; ")]),
    notes: certNotes,
  });

  // Rainwater
  const roofArea = parseMeasure(inputs.roofArea);
  const rainfall = parseMeasure(inputs.rainfall);
  const people = parseMeasure(inputs.people);
  const dailyDemand = parseMeasure(inputs.dailyDemand);
  const sizing =
    roofArea && rainfall ? rainwaterSizing({ roofArea, annualRainfallMm: rainfall, people: people ?? undefined, dailyDemandLitres: dailyDemand ?? undefined }) : null;
  if (sizing) {
    tables.push(rainwaterTable(sizing));
    used.add("nbr15527");
    if (sizing.demandEstimated) used.add("sabesp");
  } else {
    const missing = [!roofArea ? "a área de cobertura em m² (ex.: 120)" : "", !rainfall ? "a precipitação média anual do local em mm (ex.: 1.400)" : ""].filter(Boolean);
    warnings.push(`Para dimensionar o aproveitamento de água de chuva, informe ${missing.join(" e ")}${people || dailyDemand ? "" : "; a demanda não potável (L/dia) ou o número de pessoas permite calcular a parcela atendida"}.`);
  }

  // Savings (estimates)
  const savings: string[][] = [];
  if (sizing?.demandEstimated && sizing.demandCoveredShare !== null) {
    savings.push([
      "Água de chuva nas descargas",
      `Cerca de ${pct(sizing.demandCoveredShare * TOILET_SHARE)} da água potável da casa (estimativa)`,
      `Descargas ≈ 41% do consumo residencial (SABESP; estimativa) × ${pct(sizing.demandCoveredShare)} da demanda atendida pela chuva; demanda por pessoa incerta`,
    ]);
  } else {
    savings.push([
      "Água de chuva nas descargas",
      "Até cerca de 41% da água potável da casa (estimativa, limite superior)",
      "Parcela das bacias sanitárias no consumo residencial (SABESP; estimativa), se a chuva cobrir toda a demanda das descargas",
    ]);
  }
  savings.push(
    ["Bacias de duplo acionamento e arejadores", "Não quantificado [incerto]", "A nossa base não tem fonte verificada para a economia dessas peças"],
    ["Aquecimento solar de água", "Até 35% da conta de energia (estimativa, limite superior)", "Abrava (2001); o chuveiro elétrico pesa cerca de 25% da conta (Abrasol)"],
  );
  used.add("sabesp");
  used.add("abrava");
  used.add("abrasol");
  tables.push({
    title: "Economia de água e energia (estimativas)",
    columns: ["Medida", "Estimativa", "Premissas e fonte"],
    rows: savings,
    notes: ["Estimativas de ordem de grandeza: a economia real depende do uso, dos equipamentos e do clima local."],
  });

  const order = Object.keys(S) as SourceKey[];
  return { tables, warnings, sources: order.filter((k) => used.has(k)).map((k) => S[k]) };
}

/** The offline answer: the computed analysis, then what to do with it. */
export function sustainabilityOfflineText(analysis: ToolAnalysis, inputs: SustainabilityInputs): string {
  const description = inputs.descricaoProjeto?.trim();
  return [
    "## Sustentabilidade",
    "Esta é a base offline do Prancheta: estratégias, certificações e estimativas calculadas a partir dos dados informados e das fontes citadas. Com um provedor de IA configurado, a resposta detalha estes pontos sem contradizer as tabelas.",
    description ? `\n**Projeto:** ${description}` : "",
    "",
    "### Próximos passos",
    "- Confirme a zona bioclimática do município na NBR 15220-3 e ajuste aberturas, sombreamento e vedações a ela.",
    "- Para a água de chuva, use a precipitação média do local (série histórica) e faça o estudo de viabilidade que a NBR 15527:2019 recomenda.",
    "- Antes de escolher uma certificação, consulte o emissor sobre custos e prazos atuais.",
  ]
    .filter((line, i, all) => line !== "" || all[i - 1] !== "")
    .join("\n");
}
