import { formatMoney, toCents } from "#domain/budget";
import type { Passage } from "#server/ai/offline/types";
import { NBR12721 } from "./codes";

/** NBR 12721 and the CUB/m²: what it is, the standard projects, what it leaves out, values. */

const CHECK_LATEST =
  "O CUB é publicado todo mês: use estes números só como referência e confira o valor mais recente no Sinduscon do seu estado.";

const UNVERIFIED = "Valores não confirmados na publicação do próprio sindicato.";

const RESIDENTIAL = ["R1-B", "R1-N", "R1-A", "RP1Q", "PP4-B", "PP4-N", "R8-B", "R8-N", "R8-A", "R16-N", "R16-A", "PIS"];
const COMMERCIAL = ["CAL8-N", "CAL8-A", "CSL8-N", "CSL8-A", "CSL16-N", "CSL16-A", "GI"];
const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
const MONTH_NAMES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
/**
 * Sinduscon-RO's table of jan/2025 as a third party transcribed it: the only copy the domain facts
 * hold. Not checked against the union's publication, so its passages are uncertain and say so.
 */
const RO_TRANSCRIPTION = "Sinduscon-RO — tabela do CUB/m² de jan/2025, em transcrição de terceiros (github.com/ReiJardim/huggingface_audio), não conferida na publicação do sindicato";

const STATES: Record<string, string> = { SP: "São Paulo", RO: "Rondônia", RS: "Rio Grande do Sul", CE: "Ceará" };

/** The most recent month in the base (update it with the tables). */
export const LATEST_MONTH = "2025-12";

export interface CubTable {
  uf: string;
  /** "2025-12" */
  month: string;
  /** How the source labels the payroll regime. */
  regime: string;
  values: Record<string, number>;
  source: string;
  /**
   * Read from a copy (a blog, a file-sharing host) and not found on the Sinduscon's own page: the
   * passage is marked uncertain and says so (decision 078).
   */
  unverified?: boolean;
}

/** Reais as money is written everywhere else (domain/budget.ts); the CUB calculations use it too. */
export const brl = (reais: number) => formatMoney(toCents(reais));

/** "2025-12" → { short: "dez/2025", long: "dezembro de 2025" } (the CUB calculations use it too). */
export function monthLabel(month: string): { short: string; long: string } {
  const [year, mm] = month.split("-");
  const i = Number(mm) - 1;
  return { short: `${MONTHS[i]}/${year}`, long: `${MONTH_NAMES[i]} de ${year}` };
}

/** Two passages per published table: residential projects, then commercial and industrial. */
function tablePassages(t: CubTable): Passage[] {
  const { short, long } = monthLabel(t.month);
  const code = `Sinduscon-${t.uf} — CUB/m² (${short}${t.regime === "desonerado" ? ", desonerado" : ""})`;
  const regime = t.regime === "não informado" ? "regime não informado pela fonte" : `regime ${t.regime}`;
  const state = STATES[t.uf] ?? t.uf;
  const topics = ["CUB", "CUB/m²", "custo unitário básico", "valor do CUB", "custo por m²", "preço do metro quadrado", "custo de construção", t.uf, state, short, long, t.regime];
  const list = (codes: string[]) =>
    codes.filter((c) => t.values[c] !== undefined).map((c) => `${c} ${brl(t.values[c] as number)}`).join("; ");
  // Residential tables are asked about most, and the latest month should come first.
  const recency = t.month === LATEST_MONTH ? 0.3 : t.month.startsWith("2025") ? 0.1 : 0;
  const group = (kind: string, codes: string[], extra: string[]): Passage => ({
    id: `cub-${t.uf.toLowerCase()}-${t.month}-${t.regime === "desonerado" ? "des-" : ""}${kind}`,
    code,
    title: `CUB/m² de ${state} (${t.uf}), ${long}: projetos ${kind === "res" ? "residenciais" : "comerciais e galpão"}`,
    topics: [...topics, ...extra],
    text: `Valores do CUB/m² divulgados pelo Sinduscon-${t.uf} para ${long} (${regime}), projetos ${kind === "res" ? "residenciais" : "comerciais e galpão industrial"}: ${list(codes)}. ${t.unverified ? `${UNVERIFIED} ` : ""}${CHECK_LATEST}`,
    source: t.source,
    ...(t.unverified ? { uncertain: true } : {}),
    // A question that names no regime means the onerado (standard) table.
    weight: (kind === "res" ? 1.1 : 0.9) + recency - (t.regime === "desonerado" ? 0.15 : 0),
  });
  return [
    group("res", RESIDENTIAL, ["residencial", "casa", "residência", "apartamento", "prédio", "R1-N", "R8-N"]),
    group("com", COMMERCIAL, ["comercial", "sala comercial", "loja", "galpão", "industrial", "CSL", "CAL"]),
  ];
}

/** The published tables the base holds (the CUB × area calculation reads them too). */
export const TABLES: CubTable[] = [
  {
    uf: "SP", month: "2025-12", regime: "onerado",
    values: { "R1-B": 2086.96, "R1-N": 2553.84, "R1-A": 3094.09, "PP4-B": 1946.01, "PP4-N": 2379.86, "R8-B": 1854.41, "R8-N": 2123.87, "R8-A": 2494.46, "R16-N": 2064.25, "R16-A": 2703.92, PIS: 1444.84, RP1Q: 2266.79, "CAL8-N": 2463.57, "CAL8-A": 2607.07, "CSL8-N": 2124.84, "CSL8-A": 2287.77, "CSL16-N": 2833.87, "CSL16-A": 2992.14, GI: 1204.17 },
    source: "https://portaldori.com.br/2026/01/15",
  },
  {
    uf: "SP", month: "2025-12", regime: "desonerado",
    values: { "R1-B": 1990.71, "R1-N": 2418.13, "R1-A": 2946.81, "PP4-B": 1864.89, "PP4-N": 2302.87, "R8-B": 1778.19, "R8-N": 2015.9, "R8-A": 2380.62, "R16-N": 1960.33, "R16-A": 2575.97, PIS: 1379.3, "CAL8-N": 2342.89, "CAL8-A": 2485.25, "CSL8-N": 2016.28, "CSL8-A": 2176.31, "CSL16-N": 2689.39, "CSL16-A": 2898.53 },
    source: "https://portaldori.com.br/2026/01/15",
  },
  {
    uf: "SP", month: "2025-10", regime: "onerado",
    values: { "R1-B": 2074.98, "R1-N": 2538.83, "R1-A": 3076.48, "PP4-B": 1934.62, "PP4-N": 2366.63, "R8-B": 1844.24, "R8-N": 2111.61, "R8-A": 2481.34, "R16-N": 2052.34, "R16-A": 2688.26, PIS: 1435.99, RP1Q: 2253.65, "CAL8-N": 2448.83, "CAL8-A": 2591.32, "CSL8-N": 2112.97, "CSL8-A": 2275.22, "CSL16-N": 2817.29, "CSL16-A": 2975.82, GI: 1198.96 },
    source: "https://portaldori.com.br/author/portaldori/page/19",
  },
  {
    uf: "SP", month: "2024-04", regime: "onerado",
    values: { "R1-B": 1922.27, "R1-N": 2355.17, "R1-A": 2858.09, "PP4-B": 1791.04, "PP4-N": 2198.57, "R8-B": 1710.79, "R8-N": 1962.69, "R8-A": 2309.09, "R16-N": 1906.62, "R16-A": 2502.84, PIS: 1325.16, RP1Q: 2092, "CAL8-N": 2275.71, "CAL8-A": 2405.2, "CSL8-N": 1969.22, "CSL8-A": 2118.94, "CSL16-N": 2624.88, "CSL16-A": 2773.53, GI: 1118.72 },
    source: "https://portaldori.com.br/ultimas-noticias/page/23/",
  },
  {
    uf: "RO", month: "2025-01", regime: "não informado",
    values: { "R1-B": 2212.3, "R1-N": 2459.86, "R1-A": 3281.19, "PP4-B": 2200.85, "PP4-N": 2492.49, "R8-B": 2123.53, "R8-N": 2193.78, "R8-A": 2709.78, "R16-N": 2170.38, "R16-A": 2896.45, PIS: 1538.68, RP1Q: 2062.53, "CAL8-N": 2821.92, "CAL8-A": 3072.03, "CSL8-N": 2242.69, "CSL8-A": 2454.41, "CSL16-N": 3012.86, "CSL16-A": 3271.83, GI: 1230.49 },
    source: RO_TRANSCRIPTION,
    unverified: true,
  },
  {
    uf: "RS", month: "2020-12", regime: "não informado",
    values: { "R1-B": 1625.17, "R1-N": 2074.23, "R1-A": 2658.64, "PP4-B": 1541.98, "PP4-N": 2028.74, "R8-B": 1474.45, "R8-N": 1766.32, "R8-A": 2195.31, "R16-N": 1720.49, "R16-A": 2253.54, PIS: 1190.55, RP1Q: 1695.35, "CAL8-N": 2172.09, "CAL8-A": 2433.97, "CSL8-N": 1755.6, "CSL8-A": 2023.78, "CSL16-N": 2365.25, "CSL16-A": 2720.98, GI: 921.28 },
    source: "Sinduscon-RS — tabela do CUB/m² de dez/2020 (valores não conferidos na publicação do sindicato, sinduscon-rs.com.br)",
    unverified: true,
  },
  {
    uf: "RS", month: "2019-01", regime: "não informado",
    values: { "R1-B": 1443.38, "R1-N": 1820.31, "R1-A": 2285.43, "PP4-B": 1319.87, "PP4-N": 1749.31, "R8-B": 1255.63, "R8-N": 1511.57, "R8-A": 1853.08, "R16-N": 1468.9, "R16-A": 1904.55, PIS: 1029.9, RP1Q: 1512.14, "CAL8-N": 1808.36, "CAL8-A": 1993.67, "CSL8-N": 1500.72, "CSL8-A": 1719, "CSL16-N": 2007.09, "CSL16-A": 2294.98, GI: 795.59 },
    source: "Sinduscon-RS — tabela do CUB/m² de jan/2019 (valores não conferidos na publicação do sindicato, sinduscon-rs.com.br)",
    unverified: true,
  },
  {
    uf: "CE", month: "2021-07", regime: "não informado",
    values: { "R1-B": 1379.88, "R1-N": 1669.37, "R1-A": 2014.76, "PP4-B": 1303.56, "PP4-N": 1595.43, "R8-B": 1252.14, "R8-N": 1405.52, "R8-A": 1683.49, "R16-N": 1361.14, "R16-A": 1803.42, PIS: 957.02, RP1Q: 1443.55, "CAL8-N": 1614.83, "CAL8-A": 1707.41, "CSL8-N": 1413.53, "CSL8-A": 1523.7, "CSL16-N": 1900.32, "CSL16-A": 2047.24, GI: 807.48 },
    source: "Sinduscon-CE — relatório do CUB/m² de jul/2021 (valores não conferidos na publicação do sindicato)",
    unverified: true,
  },
];

const CONCEPT_PASSAGES: Passage[] = [
  {
    id: "cub-definicao",
    code: NBR12721,
    title: "O que é o CUB/m² e para que serve",
    topics: ["CUB", "CUB/m²", "custo unitário básico", "o que é CUB", "definição do CUB", "significado do CUB", "CUB mensal", "Sinduscon", "custo por metro quadrado", "orçamento preliminar", "incorporação", "reajuste de contrato", "Lei 4.591", "sindicatos da construção", "sindicato da construção", "divulgação do CUB", "até o dia 5"],
    text:
      "O CUB/m² (Custo Unitário Básico) é o custo por metro quadrado de construção de um projeto-padrão, calculado pelos Sinduscon de cada estado segundo a NBR 12721 (item 3.9). " +
      "A Lei 4.591/1964 (art. 54) obriga os sindicatos estaduais da indústria da construção a divulgá-lo todo mês, até o dia 5. " +
      "Serve à incorporação imobiliária, ao reajuste de contratos, a orçamentos preliminares, a perícias e à aferição indireta feita pela Receita Federal.",
    source: "https://cbic.org.br/en_US/industria-da-construcao-avalia-processo-para-atualizacao-da-nbr-127212006/",
    weight: 2,
  },
  {
    id: "nbr12721-edicao",
    code: NBR12721,
    title: "NBR 12721: edição em vigor e série histórica do CUB",
    topics: ["NBR 12721", "edição", "série histórica", "incorporação imobiliária", "memorial descritivo dos acabamentos", "quadros de áreas", "CUB"],
    text:
      "A NBR 12721 está na 2ª edição, de 28/08/2006, válida desde 01/02/2007; o CUB de fevereiro de 2007 foi o primeiro calculado com os novos projetos-padrão, numa série que não se compara com a anterior. " +
      "Na incorporação, a norma exige o memorial descritivo dos acabamentos (Lei 4.591/64, art. 53, IV) e os quadros de áreas do seu Anexo A. " +
      "Sua origem é a PNB-140 de 1965, e a CBIC acompanha a revisão em curso.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "cub-padroes",
    code: NBR12721,
    title: "Projetos-padrão do CUB: R1, PP-4, R8, R16, PIS, RP1Q, CAL, CSL e GI",
    topics: ["projeto-padrão", "padrão baixo", "padrão normal", "padrão alto", "R1-B", "R1-N", "R1-A", "R8-N", "R16-N", "PIS", "RP1Q", "GI", "CAL-8", "CSL-8", "CSL-16", "tipos de CUB", "padrões de acabamento", "padrão médio", "quantos pavimentos", "pavimentos-tipo", "R16", "R8", "significado das siglas"],
    text:
      "Os projetos-padrão da NBR 12721 são: residenciais de padrão baixo (R1-B, PP4-B, R8-B e PIS), padrão normal (R1-N, PP4-N, R8-N e R16-N) e padrão alto (R1-A, R8-A e R16-A); comerciais de padrão normal e alto (CAL-8, CSL-8 e CSL-16); e ainda a residência popular RP1Q e o galpão industrial GI. " +
      "O número indica os pavimentos-tipo (R1 = 1 pavimento, R8 = 8 pavimentos, R16 = 16 pavimentos) e a letra final, o padrão de acabamento: B baixo, N normal, A alto. " +
      "A norma não usa o termo padrão médio: os três padrões são baixo, normal e alto.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "cub-r1",
    code: NBR12721,
    title: "CUB das casas térreas: R1-B, R1-N, R1-A e RP1Q",
    topics: ["R1-B", "R1-N", "R1-A", "RP1Q", "casa térrea", "residência unifamiliar", "casa", "padrão de acabamento", "dormitórios"],
    text:
      "O R1-B é uma casa térrea de padrão baixo com 2 dormitórios, sala, banheiro, cozinha e área para tanque. " +
      "O R1-N tem 3 dormitórios (1 suíte), banheiro social, sala, circulação, cozinha, área de serviço com banheiro e varanda/abrigo para carro. " +
      "O R1-A tem 4 dormitórios (uma suíte com closet e outro quarto com banheiro), salas de estar, jantar e íntima e área de serviço completa, com 224 m² de área real e 210 m² de área equivalente; o RP1Q é a casa popular de 1 dormitório, sala, banheiro e cozinha.",
    source: "https://www.floriparealestate.com.br/post/tipos-de-cub-residenciais",
  },
  {
    id: "cub-multifamiliar-baixo",
    code: NBR12721,
    title: "CUB dos prédios de padrão baixo e interesse social: PIS, PP4-B e R8-B",
    topics: ["PIS", "PP4-B", "R8-B", "interesse social", "prédio popular", "habitação social", "multifamiliar", "padrão baixo"],
    text:
      "O PIS é um prédio de interesse social com térreo e 4 pavimentos-tipo, 4 apartamentos de 2 dormitórios por andar, guarita e central de medição. " +
      "O PP4-B (prédio popular de padrão baixo) tem térreo e 3 pavimentos-tipo com 4 apartamentos de 2 dormitórios por andar e 16 vagas descobertas. " +
      "O R8-B tem térreo, 7 pavimentos-tipo com elevador, 4 apartamentos de 2 dormitórios por andar e 32 vagas descobertas. Descrição a confirmar na NBR 12721.",
    source: RO_TRANSCRIPTION,
    uncertain: true,
  },
  {
    id: "cub-multifamiliar-normal-alto",
    code: NBR12721,
    title: "CUB dos prédios de padrão normal e alto: PP4-N, R8-N, R8-A, R16-N e R16-A",
    topics: ["PP4-N", "R8-N", "R8-A", "R16-N", "R16-A", "edifício residencial", "apartamento", "multifamiliar", "padrão normal", "padrão alto"],
    text:
      "O PP4-N tem pilotis e 4 pavimentos-tipo com 4 apartamentos de 3 dormitórios (1 suíte) por andar; o R8-N tem garagem com 64 vagas, pilotis e 8 pavimentos-tipo com a mesma planta de apartamento. " +
      "O R16-N repete esse apartamento em 16 pavimentos, com 128 vagas. " +
      "Os de padrão alto, R8-A (48 vagas) e R16-A (96 vagas), têm 2 apartamentos por andar com 4 dormitórios, suíte com closet, três salas e área de serviço completa. Descrição a confirmar na NBR 12721.",
    source: RO_TRANSCRIPTION,
    uncertain: true,
  },
  {
    id: "cub-comerciais",
    code: NBR12721,
    title: "CUB comercial e industrial: CAL-8, CSL-8, CSL-16 e GI",
    topics: ["CAL-8", "CSL-8", "CSL-16", "GI", "comercial", "edifício comercial", "salas comerciais", "lojas", "galpão", "industrial", "andar livre"],
    text:
      "O CAL-8 é um edifício comercial de andares livres: garagem com 64 vagas, térreo com hall e lojas e 8 pavimentos corridos com sanitário por andar. " +
      "O CSL-8 tem a mesma base, mas com 8 salas por andar, cada uma com sanitário; o CSL-16 dobra para 16 pavimentos e 128 vagas. " +
      "Cada um existe nos padrões normal (N) e alto (A); o GI é um galpão industrial com área administrativa, 2 banheiros, vestiário e depósito. Descrição a confirmar na NBR 12721.",
    source: RO_TRANSCRIPTION,
    uncertain: true,
  },
  {
    id: "cub-nao-incluido",
    code: NBR12721,
    title: "O que o CUB não inclui",
    topics: ["o que o CUB não inclui", "itens não incluídos", "fundações", "elevador", "projetos", "impostos", "BDI", "remuneração do construtor", "terreno", "custo total da obra", "CUB", "não inclui", "não entra", "fica de fora", "lucro", "playground", "piscina", "paisagismo", "ar-condicionado", "8.3.5"],
    text:
      "Pela NBR 12721 (seção 8.3.5), o CUB deixa de fora fundações, submuramentos, paredes-diafragma, tirantes e rebaixamento de lençol; elevadores; equipamentos como fogões, aquecedores, bombas, ar-condicionado, calefação e exaustão; playground, urbanização, piscinas, quadras e paisagismo. " +
      "Também ficam fora as obras complementares, os impostos, taxas e emolumentos de cartório, os projetos (arquitetônico, estrutural, de instalações e especiais), o terreno e a remuneração do construtor e do incorporador, ou seja, o BDI (lucro e despesas indiretas). " +
      "Por isso o custo final da obra é sempre maior que CUB × área.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "cub-area-equivalente",
    code: NBR12721,
    title: "Custo global pelo CUB: área equivalente, não área real",
    topics: ["área equivalente", "área real", "custo global", "custo da obra pelo CUB", "como usar o CUB", "CUB vezes área", "multiplicar o CUB", "parcelas adicionais", "coeficiente de equivalência", "orçamento pelo CUB"],
    text:
      "Pela NBR 12721, o custo global da construção é a área equivalente multiplicada pelo CUB do projeto-padrão mais parecido com a obra, somada às parcelas adicionais do que o CUB não inclui (fundações, elevadores, equipamentos, projetos, playground e outras). " +
      "Área equivalente é uma área virtual cujo custo de construção equivale ao da área real correspondente: áreas de padrão diferente, como garagens e varandas, são convertidas antes de multiplicar. " +
      "Multiplicar a área real construída pelo CUB é um erro clássico; os coeficientes de conversão de cada tipo de área devem ser conferidos na norma.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    weight: 1.2,
  },
  {
    id: "cub-composicao",
    code: "Sinduscon-MG, Sinduscon-SP e Sinduscon-Rio — composição do CUB",
    title: "Composição do CUB: mão de obra, materiais e despesas",
    topics: ["composição do CUB", "mão de obra", "materiais", "despesas administrativas", "equipamentos", "percentual", "CUB"],
    text:
      "No R8-N de Belo Horizonte, a mão de obra pesa cerca de 55%, os materiais cerca de 40 a 41% e despesas administrativas mais equipamentos cerca de 4%. " +
      "Em São Paulo (dez/2017, projeto-padrão não identificado na fonte), a mão de obra era 61,58% e os materiais 35,2%. " +
      "No Rio (out/2016), o CUB representativo de R$ 1.382,58 somava materiais R$ 533,36, mão de obra R$ 793,74, despesas administrativas R$ 52,01 e equipamentos R$ 3,47. " +
      "São composições antigas, e o CUB é publicado todo mês: confira a do mês no Sinduscon do seu estado.",
    source: "sinduscon-mg.org.br",
  },
  {
    id: "cub-ce-composicao",
    code: "Sinduscon-CE — CUB/m² (jul/2021)",
    title: "Composição do CUB R1-B do Ceará (jul/2021)",
    topics: ["composição do CUB", "R1-B", "Ceará", "CE", "materiais", "mão de obra"],
    text:
      "No Ceará, em julho de 2021, o CUB R1-B de R$ 1.379,88 se compunha de materiais R$ 638,31, mão de obra R$ 666,99, despesas administrativas R$ 71,80 e equipamentos R$ 2,78. " +
      CHECK_LATEST,
    source: "Sinduscon-CE — relatório do CUB/m² de jul/2021 (não conferido na publicação do sindicato)",
  },
  {
    id: "cub-desonerado",
    code: "Sinduscon-JF — desoneração da folha",
    title: "CUB desonerado: para quem vale (a confirmar)",
    topics: ["CUB desonerado", "desoneração da folha", "onerado", "CNAE", "CUB"],
    text:
      "O CUB desonerado considera a desoneração da folha de pagamento (Lei 12.546/2011, art. 7º, alterado pela Lei 12.844/2013). " +
      "Segundo nota do Sinduscon-JF (a confirmar), vale apenas para empresas dos grupos CNAE 412, 432, 433 e 439, os da desoneração; nos demais casos, usa-se o CUB onerado.",
    // The domain facts read it in a Sinduscon-JF note copied on a file-sharing host, which is not
    // cited; the law it rests on is.
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2011/lei/l12546.htm",
    uncertain: true,
  },
  {
    id: "cub-acabamentos",
    code: "Floripa Real Estate — tipos de CUB residenciais",
    title: "Acabamento por padrão do CUB: exemplo da pintura (estimativa)",
    topics: ["padrão de acabamento", "pintura", "PVA", "acrílica", "massa corrida", "padrão baixo", "padrão normal", "padrão alto"],
    text:
      "Como exemplo aproximado (fonte de mercado, confirme no memorial do projeto-padrão): no padrão baixo a pintura é PVA, no normal PVA sobre massa corrida e no alto acrílica.",
    source: "https://www.floriparealestate.com.br/post/tipos-de-cub-residenciais",
    uncertain: true,
  },
  {
    id: "cub-parciais",
    code: "Sinduscon da Grande Florianópolis — CUB/m² (set/2024)",
    title: "CUB médio residencial da Grande Florianópolis (SC), setembro de 2024",
    topics: ["CUB", "CUB médio", "Santa Catarina", "SC", "Florianópolis", "Grande Florianópolis", "set/2024", "setembro de 2024", "residencial", "desonerado", "variação"],
    text:
      "O CUB médio residencial da Grande Florianópolis (SC) em setembro de 2024 foi de R$ 2.846,12 por m² (desonerado, R$ 2.652,12), alta de 0,16% no mês e de 3,32% em 12 meses. " +
      CHECK_LATEST,
    source: "https://www.aecweb.com.br/revista/noticias/cub-sc-valor-variacao/25480",
    weight: 0.9,
  },
  {
    id: "cub-sp-2024-10-r8n",
    code: "Sinduscon-SP — CUB/m² (out/2024)",
    title: "CUB representativo de São Paulo (R8-N), outubro de 2024",
    topics: ["CUB", "CUB representativo", "R8-N", "SP", "São Paulo", "out/2024", "outubro de 2024", "valor do CUB", "custo por m²", "prédio", "apartamento"],
    text:
      "Em outubro de 2024, o CUB representativo da construção paulista (projeto-padrão R8-N) ficou em R$ 2.032,00 por m², segundo o Sinduscon-SP. " +
      "A alta foi de 0,37% no mês, 3,78% no ano e 3,91% em 12 meses. " +
      CHECK_LATEST,
    source: "https://sincomavi.org.br/?p=12725",
    weight: 0.9,
  },
  {
    id: "cub-sp-2025-09-r8n",
    code: "Sinduscon-SP — CUB/m² (set/2025)",
    title: "CUB representativo de São Paulo (R8-N), setembro de 2025",
    topics: ["CUB", "CUB representativo", "R8-N", "SP", "São Paulo", "set/2025", "setembro de 2025", "desonerado", "valor do CUB", "custo por m²", "prédio", "apartamento"],
    text:
      "Em setembro de 2025, o CUB representativo da construção paulista (R8-N) fechou em R$ 2.108,47 por m² e, nas obras com desoneração da folha, em R$ 2.001,00. " +
      "A alta foi de 0,17% no mês, 3,38% no ano e 4,15% em 12 meses. " +
      CHECK_LATEST,
    source: "http://apemec.com.br/cub-sobe-017-em-setembro/",
    weight: 0.9,
  },
  {
    id: "cub-sp-2025-12-r8n",
    code: "Sinduscon-SP — CUB/m² (dez/2025)",
    title: "CUB representativo de São Paulo (R8-N) e variação de 2025",
    topics: ["CUB", "CUB representativo", "R8-N", "SP", "São Paulo", "dez/2025", "dezembro de 2025", "variação anual", "acumulado", "2025"],
    text:
      "Em dezembro de 2025, o CUB representativo paulista (R8-N) fechou em R$ 2.123,87 por m² (desonerado, R$ 2.015,90), com alta de 0,31% no mês e de 4,14% no ano. " +
      "Em 2025, a mão de obra subiu 5,17% e os materiais 2,56%. " +
      CHECK_LATEST,
    source: "https://correiodobrasil.com.br/a/precos-construcao-mais-altos-constata-pesquisa",
    weight: 0.8,
  },
  {
    id: "cub-es-2024-09-medio",
    code: "Sinduscon-ES — CUB/m² (set/2024)",
    title: "CUB médio do Espírito Santo (ES), setembro de 2024",
    topics: ["CUB", "CUB médio", "Espírito Santo", "ES", "Vitória", "set/2024", "setembro de 2024", "desonerado", "valor do CUB", "custo por m²"],
    text:
      "Em setembro de 2024, o CUB médio do Espírito Santo foi de R$ 2.544,56 por m² (desonerado, R$ 2.428,46), alta de 0,12% no mês e 3,38% no ano, segundo o Sinduscon-ES. " +
      CHECK_LATEST,
    source: "https://sinduscon-es.com.br/v2/cgi-bin-mobile/sinduscon_informa.asp?idnews=1958&menu2=29",
    weight: 0.9,
  },
  {
    id: "cub-rn-2023-10-r8n",
    code: "Sinduscon-RN — CUB/m² (out/2023)",
    title: "CUB R8-N do Rio Grande do Norte (RN), outubro de 2023",
    topics: ["CUB", "R8-N", "Rio Grande do Norte", "RN", "Natal", "out/2023", "outubro de 2023", "valor do CUB", "custo por m²"],
    text:
      "O CUB R8-N do Rio Grande do Norte em outubro de 2023 foi de R$ 1.960,19 por m², segundo o Sinduscon-RN. " +
      CHECK_LATEST,
    source: "https://www.omossoroense.com.br/custos-da-construcao-civil-registram-leve-queda-no-rn/",
    weight: 0.9,
  },
  {
    id: "cub-mg-r8n",
    code: "Sinduscon-MG — CUB/m² (mar/2019 e ago/2024)",
    title: "CUB R8-N de Minas Gerais (MG): março de 2019 e o índice de agosto de 2024",
    topics: ["CUB", "R8-N", "Minas Gerais", "MG", "Belo Horizonte", "mar/2019", "março de 2019", "ago/2024", "agosto de 2024", "índice"],
    text:
      "O CUB R8-N de Minas Gerais em março de 2019 foi de R$ 1.420,58 por m². " +
      "Em agosto de 2024, o Sinduscon-MG divulgou o R8-N como índice (331,693 pontos; desonerado, 212,037 pontos), não em reais. " +
      CHECK_LATEST,
    source: "https://escola.acesu.com.br/custo-unitario-basico-de-construcao-de-agosto-registra-variacoes-estaveis-aponta-sinduscon-mg/",
    weight: 0.8,
  },
  {
    id: "cub-lacunas",
    code: "Sinduscons estaduais — CUB/m² (lacunas da base)",
    title: "CUB do Paraná, Rio de Janeiro e Minas Gerais: tabelas recentes não disponíveis",
    topics: ["CUB Paraná", "PR", "Curitiba", "Rio de Janeiro", "RJ", "Minas Gerais", "MG", "Belo Horizonte", "CUB atual", "CUB"],
    text:
      "Esta base não tem tabelas recentes do CUB em reais para o Paraná, o Rio de Janeiro e Minas Gerais: do Rio há só o CUB representativo de out/2016 e, de Minas, o índice de 2024. " +
      "Para esses estados, consulte a tabela do mês no site do Sinduscon local.",
    source: "https://escola.acesu.com.br/custo-unitario-basico-de-construcao-de-agosto-registra-variacoes-estaveis-aponta-sinduscon-mg/",
  },
  {
    id: "cub-sinapi",
    code: "SINAPI (IBGE/CAIXA) — custo médio/m² (ago/2021)",
    title: "SINAPI: custo médio do m² por estado (ago/2021)",
    topics: ["SINAPI", "IBGE", "CAIXA", "custo médio", "custo por m²", "Brasil", "obras públicas"],
    text:
      "O SINAPI (IBGE/CAIXA) usa metodologia diferente da do CUB. " +
      "Em agosto de 2021, o custo médio por m² foi: SC R$ 1.666,84, RJ R$ 1.611,26, SP R$ 1.554,99, PR R$ 1.531,32, RS R$ 1.460,53, MG R$ 1.445,48 e média Brasil R$ 1.463,11. " +
      "São valores antigos: consulte a publicação mensal mais recente.",
    source: "https://controle.correiosc.com.br/?p=32793",
  },
];

/** Months held elsewhere in this file as isolated values (cub-parciais and siblings). */
export const PARTIAL_MONTHS: Record<string, string[]> = {
  SP: ["2024-10", "2025-09"],
  SC: ["2024-09"],
  ES: ["2024-09"],
  RN: ["2023-10"],
  MG: ["2019-03"],
};

/** Which states and months the base holds, so a question about another month can be told so. */
function coveragePassage(): Passage {
  const byUf = new Map<string, Set<string>>();
  for (const t of TABLES) (byUf.get(t.uf) ?? byUf.set(t.uf, new Set()).get(t.uf))?.add(t.month);
  for (const [uf, months] of Object.entries(PARTIAL_MONTHS)) for (const m of months) (byUf.get(uf) ?? byUf.set(uf, new Set()).get(uf))?.add(m);
  const list = [...byUf.entries()]
    .map(([uf, months]) => `${uf} (${[...months].sort().map((m) => monthLabel(m).short).join(", ")})`)
    .join("; ");
  return {
    id: "cub-meses-disponiveis",
    code: "Sinduscons estaduais — CUB/m² (meses disponíveis nesta base)",
    title: "CUB: quais meses e estados esta base tem, e quando sai o CUB de um mês",
    topics: ["CUB", "CUB futuro", "próximo CUB", "CUB do mês", "CUB deste mês", "CUB de 2026", "CUB de 2027", "2026", "2027", "2028", "ainda não divulgado", "ainda não publicado", "meses disponíveis", "Paraná", "Rio de Janeiro", "Bahia", "Pernambuco", "Goiás", "Distrito Federal", "CUB médio Brasil", "CBIC"],
    text:
      `Cada Sinduscon publica o CUB de um mês no início do mês seguinte, e a CBIC calcula a partir deles o CUB médio Brasil: o CUB de um mês ainda em curso, ou de um mês futuro, ainda não existe. ` +
      `Esta base guarda valores só destes estados e meses: ${list}. ` +
      `Para qualquer outro mês ou estado, consulte a tabela do mês no site do Sinduscon local.`,
    source: "https://oincorporador.com.br/o-que-e-o-cub-e-como-ele-e-calculado/",
    weight: 0.9,
  };
}

export const CUB_PASSAGES: Passage[] = [...CONCEPT_PASSAGES, coveragePassage(), ...TABLES.flatMap(tablePassages)];
