/**
 * The CUB/m² values bundled with the product (R-BUDGET-1), copied from
 * shared/domain-facts/cub.json (NBR 12721:2006; each table with its Sinduscon, month, regime and
 * source). Generated once from that file; a value is never shown without its month and source,
 * and the architect types the current month's value when the bundled one is old or missing.
 */

export const CUB_NORM = "NBR 12721:2006";

/** The standard designs ("projetos-padrão"): residential, commercial and others, with their finish level. */
export const CUB_CODES = [
  {
    code: "R1-B",
    type: "residencial",
    finish: "baixo",
    name: "Residência unifamiliar padrão baixo"
  },
  {
    code: "R1-N",
    type: "residencial",
    finish: "normal",
    name: "Residência unifamiliar padrão normal"
  },
  {
    code: "R1-A",
    type: "residencial",
    finish: "alto",
    name: "Residência unifamiliar padrão alto"
  },
  {
    code: "RP1Q",
    type: "residencial",
    finish: "popular",
    name: "Residência unifamiliar popular"
  },
  {
    code: "PIS",
    type: "residencial",
    finish: "baixo",
    name: "Residência multifamiliar — Projeto de interesse social"
  },
  {
    code: "PP4-B",
    type: "residencial",
    finish: "baixo",
    name: "Residência multifamiliar — Prédio popular padrão baixo"
  },
  {
    code: "PP4-N",
    type: "residencial",
    finish: "normal",
    name: "Residência multifamiliar — Prédio popular padrão normal"
  },
  {
    code: "R8-B",
    type: "residencial",
    finish: "baixo",
    name: "Residência multifamiliar padrão baixo"
  },
  {
    code: "R8-N",
    type: "residencial",
    finish: "normal",
    name: "Residência multifamiliar padrão normal"
  },
  {
    code: "R8-A",
    type: "residencial",
    finish: "alto",
    name: "Residência multifamiliar padrão alto"
  },
  {
    code: "R16-N",
    type: "residencial",
    finish: "normal",
    name: "Residência multifamiliar padrão normal (16 pavimentos)"
  },
  {
    code: "R16-A",
    type: "residencial",
    finish: "alto",
    name: "Residência multifamiliar padrão alto (16 pavimentos)"
  },
  {
    code: "CAL8-N",
    type: "comercial",
    finish: "normal",
    name: "Edifício comercial andares livres"
  },
  {
    code: "CAL8-A",
    type: "comercial",
    finish: "alto",
    name: "Edifício comercial andares livres — padrão alto"
  },
  {
    code: "CSL8-N",
    type: "comercial",
    finish: "normal",
    name: "Edifício comercial com lojas e salas"
  },
  {
    code: "CSL8-A",
    type: "comercial",
    finish: "alto",
    name: "Edifício comercial com lojas e salas — padrão alto"
  },
  {
    code: "CSL16-N",
    type: "comercial",
    finish: "normal",
    name: "Edifício comercial com lojas e salas (16 pavimentos)"
  },
  {
    code: "CSL16-A",
    type: "comercial",
    finish: "alto",
    name: "Edifício comercial com lojas e salas (16 pavimentos) — padrão alto"
  },
  {
    code: "GI",
    type: "industrial",
    finish: "-",
    name: "Galpão industrial"
  }
] as const;

export type CubCode = (typeof CUB_CODES)[number]["code"];

export type CubRegime = "onerado" | "desonerado" | "nao-informado";

export interface CubTable {
  uf: string;
  entity: string;
  /** aaaa-mm */
  month: string;
  regime: CubRegime;
  values: Partial<Record<CubCode, number>>;
  source: string;
}

export const CUB_TABLES: readonly CubTable[] = [
  {
    uf: "SP",
    entity: "Sinduscon-SP",
    month: "2025-12",
    regime: "onerado",
    values: {
      "R1-B": 2086.96,
      "R1-N": 2553.84,
      "R1-A": 3094.09,
      "PP4-B": 1946.01,
      "PP4-N": 2379.86,
      "R8-B": 1854.41,
      "R8-N": 2123.87,
      "R8-A": 2494.46,
      "R16-N": 2064.25,
      "R16-A": 2703.92,
      PIS: 1444.84,
      RP1Q: 2266.79,
      "CAL8-N": 2463.57,
      "CAL8-A": 2607.07,
      "CSL8-N": 2124.84,
      "CSL8-A": 2287.77,
      "CSL16-N": 2833.87,
      "CSL16-A": 2992.14,
      GI: 1204.17
    },
    source: "https://portaldori.com.br/2026/01/15 (matéria de 15/01/2026 sobre o CUB/SP de dez/2025)"
  },
  {
    uf: "SP",
    entity: "Sinduscon-SP",
    month: "2025-12",
    regime: "desonerado",
    values: {
      "R1-B": 1990.71,
      "R1-N": 2418.13,
      "R1-A": 2946.81,
      "PP4-B": 1864.89,
      "PP4-N": 2302.87,
      "R8-B": 1778.19,
      "R8-N": 2015.9,
      "R8-A": 2380.62,
      "R16-N": 1960.33,
      "R16-A": 2575.97,
      PIS: 1379.3,
      "CAL8-N": 2342.89,
      "CAL8-A": 2485.25,
      "CSL8-N": 2016.28,
      "CSL8-A": 2176.31,
      "CSL16-N": 2689.39,
      "CSL16-A": 2898.53
    },
    source: "https://portaldori.com.br/2026/01/15"
  },
  {
    uf: "SP",
    entity: "Sinduscon-SP",
    month: "2025-10",
    regime: "onerado",
    values: {
      "R1-B": 2074.98,
      "R1-N": 2538.83,
      "R1-A": 3076.48,
      "PP4-B": 1934.62,
      "PP4-N": 2366.63,
      "R8-B": 1844.24,
      "R8-N": 2111.61,
      "R8-A": 2481.34,
      "R16-N": 2052.34,
      "R16-A": 2688.26,
      PIS: 1435.99,
      RP1Q: 2253.65,
      "CAL8-N": 2448.83,
      "CAL8-A": 2591.32,
      "CSL8-N": 2112.97,
      "CSL8-A": 2275.22,
      "CSL16-N": 2817.29,
      "CSL16-A": 2975.82,
      GI: 1198.96
    },
    source: "https://portaldori.com.br/author/portaldori/page/19"
  },
  {
    uf: "SP",
    entity: "Sinduscon-SP",
    month: "2024-04",
    regime: "onerado",
    values: {
      "R1-B": 1922.27,
      "R1-N": 2355.17,
      "R1-A": 2858.09,
      "PP4-B": 1791.04,
      "PP4-N": 2198.57,
      "R8-B": 1710.79,
      "R8-N": 1962.69,
      "R8-A": 2309.09,
      "R16-N": 1906.62,
      "R16-A": 2502.84,
      PIS: 1325.16,
      RP1Q: 2092.0,
      "CAL8-N": 2275.71,
      "CAL8-A": 2405.2,
      "CSL8-N": 1969.22,
      "CSL8-A": 2118.94,
      "CSL16-N": 2624.88,
      "CSL16-A": 2773.53,
      GI: 1118.72
    },
    source: "https://portaldori.com.br/ultimas-noticias/page/23/"
  },
  {
    uf: "RO",
    entity: "Sinduscon-RO",
    month: "2025-01",
    regime: "nao-informado",
    values: {
      "R1-B": 2212.3,
      "R1-N": 2459.86,
      "R1-A": 3281.19,
      "PP4-B": 2200.85,
      "PP4-N": 2492.49,
      "R8-B": 2123.53,
      "R8-N": 2193.78,
      "R8-A": 2709.78,
      "R16-N": 2170.38,
      "R16-A": 2896.45,
      PIS: 1538.68,
      RP1Q: 2062.53,
      "CAL8-N": 2821.92,
      "CAL8-A": 3072.03,
      "CSL8-N": 2242.69,
      "CSL8-A": 2454.41,
      "CSL16-N": 3012.86,
      "CSL16-A": 3271.83,
      GI: 1230.49
    },
    source: "Sinduscon-RO — tabela do CUB/m² de jan/2025 (valores não conferidos na publicação do sindicato; transcrição de terceiros, github.com/ReiJardim/huggingface_audio)"
  },
  {
    uf: "RS",
    entity: "Sinduscon-RS",
    month: "2020-12",
    regime: "nao-informado",
    values: {
      "R1-B": 1625.17,
      "R1-N": 2074.23,
      "R1-A": 2658.64,
      "PP4-B": 1541.98,
      "PP4-N": 2028.74,
      "R8-B": 1474.45,
      "R8-N": 1766.32,
      "R8-A": 2195.31,
      "R16-N": 1720.49,
      "R16-A": 2253.54,
      PIS: 1190.55,
      RP1Q: 1695.35,
      "CAL8-N": 2172.09,
      "CAL8-A": 2433.97,
      "CSL8-N": 1755.6,
      "CSL8-A": 2023.78,
      "CSL16-N": 2365.25,
      "CSL16-A": 2720.98,
      GI: 921.28
    },
    source: "Sinduscon-RS — tabela do CUB/m² de dez/2020 (valores não conferidos na publicação do sindicato, sinduscon-rs.com.br)"
  },
  {
    uf: "RS",
    entity: "Sinduscon-RS",
    month: "2019-01",
    regime: "nao-informado",
    values: {
      "R1-B": 1443.38,
      "R1-N": 1820.31,
      "R1-A": 2285.43,
      "PP4-B": 1319.87,
      "PP4-N": 1749.31,
      "R8-B": 1255.63,
      "R8-N": 1511.57,
      "R8-A": 1853.08,
      "R16-N": 1468.9,
      "R16-A": 1904.55,
      PIS: 1029.9,
      RP1Q: 1512.14,
      "CAL8-N": 1808.36,
      "CAL8-A": 1993.67,
      "CSL8-N": 1500.72,
      "CSL8-A": 1719.0,
      "CSL16-N": 2007.09,
      "CSL16-A": 2294.98,
      GI: 795.59
    },
    source: "Sinduscon-RS — tabela do CUB/m² de jan/2019 (valores não conferidos na publicação do sindicato, sinduscon-rs.com.br)"
  },
  {
    uf: "CE",
    entity: "Sinduscon-CE",
    month: "2021-07",
    regime: "nao-informado",
    values: {
      "R1-B": 1379.88,
      "R1-N": 1669.37,
      "R1-A": 2014.76,
      "PP4-B": 1303.56,
      "PP4-N": 1595.43,
      "R8-B": 1252.14,
      "R8-N": 1405.52,
      "R8-A": 1683.49,
      "R16-N": 1361.14,
      "R16-A": 1803.42,
      PIS: 957.02,
      RP1Q: 1443.55,
      "CAL8-N": 1614.83,
      "CAL8-A": 1707.41,
      "CSL8-N": 1413.53,
      "CSL8-A": 1523.7,
      "CSL16-N": 1900.32,
      "CSL16-A": 2047.24,
      GI: 807.48
    },
    source: "Sinduscon-CE — relatório do CUB/m² de jul/2021 (valores não conferidos na publicação do sindicato)"
  }
];

/** What the CUB does not include (NBR 12721:2006, 8.3.5, the footnote every Sinduscon table prints). */
export const CUB_EXCLUDES: readonly string[] = [
  "Fundações, submuramentos, paredes-diafragma, tirantes e rebaixamento de lençol freático",
  "Elevador(es)",
  "Equipamentos e instalações: fogões, aquecedores, bombas de recalque, incineração, ar-condicionado, calefação, ventilação e exaustão, outros",
  "Playground (quando não classificado como área construída)",
  "Obras e serviços complementares",
  "Urbanização, recreação (piscinas, campos de esporte), ajardinamento, instalação e regulamentação do condomínio",
  "Outros serviços (discriminados no Anexo A, quadro III, da NBR 12721)",
  "Impostos, taxas e emolumentos cartoriais",
  "Projetos: arquitetônico, estrutural, de instalações e especiais",
  "Remuneração do construtor",
  "Remuneração do incorporador"
];
export const CUB_EXCLUDES_SOURCE = "NBR 12721:2006, seção 8.3.5 (nota das tabelas dos Sinduscon)";
