import type { Passage } from "#server/ai/offline/types";

/** Share of construction cost by stage, and what to add to CUB × area (cost_distribution.json, cub.json). */

const TREVISAN = "Ricardo Trevisan — quanto custa cada etapa da obra (2016)";
const AGENDA = "Agenda da Obra — participação das etapas no custo";
const BARBOSA = "Barbosa Estrutural — custo de uma casa de 100 m² (2025)";
const TCU_BDI = "TCU — Acórdão 2.622/2013-Plenário (BDI de referência)";
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
    source: "Agenda da Obra — tabela publicada (autoria e ano não identificados)",
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
    source: "Agenda da Obra — tabela publicada (autoria e ano não identificados)",
  },
  {
    id: "custo-estrutura-concreto",
    code: "ABNT NBR 6118:2023",
    title: "Peso da estrutura de concreto no custo (estimativa)",
    topics: ["estrutura de concreto", "custo da estrutura", "percentual", "concreto armado", "orçamento"],
    text:
      "Como ordem de grandeza (estimativa de fonte secundária, confirme no orçamento), a estrutura de concreto representa cerca de 20% do custo total da obra.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "custo-alem-do-cub",
    code: BARBOSA,
    title: "Do CUB ao custo total: o que somar (estimativas)",
    topics: ["custo total", "além do CUB", "custo final", "projetos", "aprovação", "taxas", "alvará", "habite-se", "ART", "RRT", "sondagem", "topografia", "orçamento"],
    text:
      "Estimativas de uma fonte de mercado (valores aproximados, confirme na fonte): os projetos de arquitetura e complementares somam de 5 a 12% do custo da obra direta; aprovação, taxas, ART/RRT, alvará e habite-se de 1 a 3%; sondagem e topografia de uma casa de cerca de 100 m², de R$ 4.000 a R$ 9.000 (2025). " +
      "Para fundações, elevadores, equipamentos, áreas externas e impostos não há percentual publicado confiável nesta base; para o BDI, há as referências do TCU (Acórdão 2.622/2013).",
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
    code: TCU_BDI,
    title: "O que é BDI (benefícios e despesas indiretas) e como ele entra no preço",
    topics: ["BDI", "o que é BDI", "benefícios e despesas indiretas", "bonificações e despesas indiretas", "LDI", "lucro", "preço de venda", "custo direto", "TCU", "obras públicas", "remuneração do construtor", "taxa de BDI"],
    text:
      "BDI significa benefícios e despesas indiretas (também se lê bonificações e despesas indiretas): é a taxa aplicada sobre o custo direto da obra para cobrir administração central, seguros, garantias, riscos, despesas financeiras, tributos sobre o faturamento e o lucro do construtor. " +
      "O preço de venda é o custo direto multiplicado por (1 + BDI). " +
      "O TCU fixou faixas de referência de BDI por tipo de obra pública no Acórdão 2.622/2013-Plenário, com 1º quartil, média e 3º quartil; o BDI não está incluído no CUB.",
    source: "https://www.piquet.adv.br/midia/bdi-referencial-na-pratica-quando-o-tcu-adota-um-percentual-mais-elevado/",
    weight: 1.2,
  },
  {
    id: "custo-bdi-formula-tcu",
    code: TCU_BDI,
    title: "Fórmula do BDI do TCU e parcelas de referência para edificações",
    topics: ["BDI", "fórmula do BDI", "cálculo do BDI", "como calcular o BDI", "administração central", "risco", "seguro", "garantia", "despesas financeiras", "lucro", "PIS", "COFINS", "ISS", "CPRB", "quartil", "Acórdão 2622", "edificações"],
    text:
      "No Acórdão 2.622/2013 do TCU, BDI = [(1 + AC + S + R + G) × (1 + DF) × (1 + L)] / (1 − I) − 1, com AC administração central, S+G seguros e garantias, R risco, DF despesas financeiras, L lucro e I tributos sobre o faturamento (PIS 0,65%, COFINS 3,00%, ISS municipal de 2% a 5% e CPRB de 4,5% quando há desoneração). " +
      "Para construção e reforma de edifícios, as parcelas médias de referência são AC 4,00%, S+G 0,80%, R 1,27%, DF 1,23% e L 7,40% (1º quartil: 3,00%, 0,80%, 0,97%, 0,59% e 6,16%; 3º quartil: 5,50%, 1,00%, 1,27%, 1,39% e 8,96%). " +
      "Com ISS de 3% e sem CPRB, essas parcelas dão BDI de cerca de 19,85%, 23,54% e 27,54%; são referências para obras públicas, e uma construtora privada deve recalcular com os próprios tributos.",
    source: "texto oficial do Acórdão 2.622/2013-Plenário no portal do TCU",
  },
];
