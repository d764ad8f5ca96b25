import type { Passage } from "#server/ai/offline/types";

/** Share of construction cost by stage, and what to add to CUB × area (cost_distribution.json, cub.json). */

const TREVISAN = "Ricardo Trevisan — quanto custa cada etapa da obra (2016)";
const AGENDA = "Agenda da Obra — participação das etapas no custo";
const BARBOSA = "Barbosa Estrutural — custo de uma casa de 100 m² (2025)";
const COST_TOPICS = ["custo por etapa", "porcentagem", "percentual", "quanto custa cada etapa", "distribuição de custos", "percentual da obra", "orçamento", "cronograma físico-financeiro", "etapas da obra", "custo da obra"];

export const COST_PASSAGES: Passage[] = [
  {
    id: "custo-etapas-estrutura",
    code: TREVISAN,
    title: "Quanto custa cada etapa da obra: do projeto à cobertura",
    topics: [...COST_TOPICS, "fundação", "estrutura", "alvenaria", "cobertura", "telhado", "projetos", "aprovação", "movimento de terra", "canteiro"],
    text:
      "Em faixas publicadas para uma casa unifamiliar convencional (percentual do custo total): projetos e aprovações 5 a 12%; serviços preliminares e canteiro 2 a 4%; movimento de terra 0 a 3%; fundações 3 a 7%; estrutura 14 a 25%; alvenaria 3 a 6%; cobertura 5 a 10%. " +
      "São referências para estimativa preliminar, não um orçamento.",
    source: "https://ricardotrevisan.com/2016/05/27/quanto-custa-cada-etapa-da-obra-de-uma-casa/",
  },
  {
    id: "custo-etapas-acabamento",
    code: TREVISAN,
    title: "Quanto custa cada etapa da obra: instalações e acabamentos",
    topics: [...COST_TOPICS, "instalações hidráulicas", "instalações elétricas", "impermeabilização", "esquadrias", "revestimentos", "acabamentos", "pisos", "vidros", "pintura"],
    text:
      "Na mesma referência de casa unifamiliar: instalações hidráulicas e sanitárias 7 a 11%; instalações elétricas 5 a 7%; impermeabilização 2 a 4%; esquadrias 4 a 10%; revestimentos e acabamentos, incluindo pisos, 15 a 32%; vidros 1 a 3%; pintura 4 a 6%; serviços complementares e ligações definitivas 0,5 a 1%. " +
      "Revestimentos e acabamentos formam a maior faixa e a que mais varia com o padrão escolhido.",
    source: "https://ricardotrevisan.com/2016/05/27/quanto-custa-cada-etapa-da-obra-de-uma-casa/",
  },
  {
    id: "custo-etapas-agenda",
    code: AGENDA,
    title: "Participação das etapas no custo da obra (segunda tabela)",
    topics: [...COST_TOPICS, "fundação", "estrutura", "revestimentos", "isolamento térmico"],
    text:
      "Uma segunda tabela publicada, de autoria e ano não identificados, dá faixas parecidas: projeto e aprovação 5 a 12%, serviços preliminares 2 a 4%, fundação 3 a 7%, estrutura 14 a 22%, alvenaria 2 a 5%, cobertura 4 a 8%, instalações hidráulicas 7 a 11%, elétricas 5 a 7%. " +
      "Seguem impermeabilização e isolamento térmico 2 a 4%, esquadrias 4 a 10%, revestimentos e acabamentos 15 a 32%, vidros 1 a 2,5%, pintura 4 a 6% e serviços complementares 0,5 a 1%.",
    source: "https://pt.scribd.com/doc/58594679/Agenda-Da-Obra",
  },
  {
    id: "custo-etapas-nota",
    code: AGENDA,
    title: "Como usar as faixas de custo por etapa",
    topics: [...COST_TOPICS, "estimativa", "ponto médio", "normalizar", "tabela oficial"],
    text:
      "As faixas por etapa são independentes: somar todos os mínimos ou todos os máximos não dá 100%. " +
      "Para uma estimativa, tome o ponto médio de cada faixa e normalize o conjunto para 100%. " +
      "Não há tabela oficial da ABNT ou dos Sinduscon com essa distribuição.",
    source: "https://pt.scribd.com/doc/58594679/Agenda-Da-Obra",
  },
  {
    id: "custo-estrutura-concreto",
    code: "ABNT NBR 6118:2023",
    title: "Peso da estrutura de concreto no custo (estimativa)",
    topics: ["estrutura de concreto", "custo da estrutura", "percentual", "concreto armado", "orçamento"],
    text:
      "Como ordem de grandeza (estimativa de fonte secundária, confirme no orçamento), a estrutura de concreto representa cerca de 20% do custo total da obra.",
    source: "https://ronaldosa.lwsite.com.br/pt_BR/6118",
    uncertain: true,
  },
  {
    id: "custo-alem-do-cub",
    code: BARBOSA,
    title: "Do CUB ao custo total: o que somar (estimativas)",
    topics: ["custo total", "além do CUB", "custo final", "projetos", "aprovação", "taxas", "alvará", "habite-se", "ART", "RRT", "sondagem", "topografia", "orçamento"],
    text:
      "Estimativas de uma fonte de mercado (valores aproximados, confirme na fonte): os projetos de arquitetura e complementares somam de 5 a 12% do custo da obra direta; aprovação, taxas, ART/RRT, alvará e habite-se de 1 a 3%; sondagem e topografia de uma casa de cerca de 100 m², de R$ 4.000 a R$ 9.000 (2025). " +
      "Para fundações, elevadores, equipamentos, áreas externas, BDI e impostos não há percentual publicado confiável nesta base.",
    source: "https://barbosaestrutural.com.br/index.php/2025/08/20/custo-construcao-casa-100m2-2025",
    uncertain: true,
  },
  {
    id: "custo-final-casa",
    code: BARBOSA,
    title: "Custo final por m² de uma casa de 100 m² (estimativa 2025)",
    topics: ["quanto custa construir", "custo de construção de casa", "custo por m²", "casa de 100 m²", "econômico", "médio", "alto padrão", "preço da obra"],
    text:
      "Estimativa de uma fonte de mercado para 2025 (valor aproximado, confirme na fonte e com orçamento local): o custo final de uma casa de 100 m² ficaria entre R$ 2.200 e R$ 2.800/m² no padrão econômico, R$ 3.000 e R$ 4.200/m² no médio e R$ 5.000 e R$ 8.000/m² no alto.",
    source: "https://barbosaestrutural.com.br/index.php/2025/08/20/custo-construcao-casa-100m2-2025",
    uncertain: true,
  },
  {
    id: "custo-bdi",
    code: "TCU — estudo de taxas referenciais de BDI (2013)",
    title: "BDI: referência do TCU (percentuais não disponíveis)",
    topics: ["BDI", "benefícios e despesas indiretas", "lucro", "TCU", "obras públicas", "remuneração do construtor"],
    text:
      "O TCU publicou em 2013 um estudo sobre taxas referenciais de BDI para obras públicas (Acórdão 2.622/2013-Plenário). " +
      "Os percentuais desse estudo não constam desta base: consulte o acórdão antes de usar qualquer BDI.",
    source: "https://vdocuments.com.br/estudo-bdi-pe-a-417-do-tc-036076-2011-2.html",
  },
];
