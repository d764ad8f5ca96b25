import type { Passage } from "#server/ai/offline/types";

/** Professional practice: stage summaries, fees, briefing, memorial, approval documents (practice.json). */

const CAU = "CAU/BR — Tabelas de Honorários (Módulos I a III)";

export const PRACTICE_PASSAGES: Passage[] = [
  {
    id: "etapas-resumo",
    code: "ABNT NBR 13532:1995",
    title: "O que se faz em cada etapa do projeto (resumo aproximado)",
    topics: ["etapas do projeto", "o que é estudo preliminar", "o que é anteprojeto", "projeto legal", "projeto executivo", "levantamento", "partido arquitetônico", "licitação"],
    text:
      "Em resumo aproximado (as descrições são sínteses; confirme o conteúdo de cada etapa na norma): o levantamento (LV) reúne dados do terreno, da legislação e das condicionantes; o estudo de viabilidade (EV) verifica se o programa é técnica e legalmente viável; o estudo preliminar (EP) traz a concepção e o partido. " +
      "O anteprojeto (AP) define partido e elementos construtivos; o projeto legal (PL) é a documentação para aprovar na prefeitura e demais órgãos; o projeto básico (PB), opcional, serve a licitações; e o projeto para execução (PE) detalha tudo para a obra.",
    source: "https://amauriberton.com.br/etapas-do-projeto-de-arquitetura",
    uncertain: true,
  },
  {
    id: "etapas-16636",
    code: "ABNT NBR 16636-2:2017",
    title: "Sequência de etapas na NBR 16636 (a confirmar)",
    topics: ["etapas do projeto", "NBR 16636", "sequência", "projeto para licenciamentos"],
    text:
      "Na NBR 16636 a sequência provável (só o anteprojeto e o projeto para licenciamentos foram confirmados literalmente; confirme as demais na norma) é LV → PN → EV → EP → AP → PL → PE.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "honorarios-cau",
    code: CAU,
    title: "Tabelas de honorários do CAU/BR: módulos e base legal",
    topics: ["honorários", "quanto cobrar", "cobrar projeto", "tabela de honorários", "CAU", "remuneração", "preço do projeto", "valor do projeto", "Resolução 64", "Resolução 76", "Lei 12.378", "módulos", "base legal"],
    text:
      "O CAU/BR divulga tabelas indicativas de honorários em três módulos: I, remuneração do projeto arquitetônico de edificações (16/08/2013, aprovado pela Resolução CAU/BR nº 64, de 08/11/2013); II, projetos e serviços diversos; e III, execução de obras e outras atividades (ambos pela Resolução CAU/BR nº 76, de 10/04/2014). " +
      "A base legal é a Lei 12.378/2010, art. 28, XIV, e a base técnica é o Manual de Contratação do IAB (2011).",
    source: "https://transparencia.caubr.gov.br/resolucao76/",
  },
  {
    id: "honorarios-modalidades",
    code: CAU,
    title: "Como calcular honorários: as duas modalidades do CAU/BR",
    topics: ["honorários", "cálculo de honorários", "percentual sobre a obra", "custo do serviço", "modalidade", "quanto cobrar", "complexidade", "parcelamento"],
    text:
      "Na modalidade 1, o honorário é um percentual sobre o custo da obra (estimado, orçado ou contabilizado), com fator conforme área e tipologia, ajustado pela complexidade. " +
      "Na modalidade 2, calcula-se pelo custo do serviço: despesas, direitos autorais e lucro. " +
      "O Módulo I também trata de parcelamento e forma de pagamento.",
    source: "https://inbec.com.br/blog/cau-como-cobrar-projeto",
  },
  {
    id: "honorarios-revisao",
    code: CAU,
    title: "Nova tabela indicativa de honorários em elaboração",
    topics: ["honorários", "nova tabela", "consulta pública", "censo", "CAU"],
    text:
      "O CAU/BR prepara uma nova Tabela Indicativa de Honorários: fez uma pesquisa nacional entre 15/06 e 22/07/2022 e uma consulta pública entre 02/09 e 02/10/2022. " +
      "O II Censo dos arquitetos, de 2020, ouviu 41.897 profissionais. " +
      "Um manual do IAB traz percentuais por etapa, mas a tabela não identifica o tipo de serviço: confira no documento original antes de usar.",
    source: "CAU/BR — comunicados sobre a revisão da Tabela de Honorários (2022)",
  },
  {
    id: "honorarios-iab-es",
    code: "IAB-ES — Tabela de honorários (data não identificada)",
    title: "Honorários escalonados pelo CUB (tabela do IAB-ES)",
    topics: ["honorários", "CUB", "hora técnica", "residencial", "quanto cobrar por m²", "IAB", "Espírito Santo"],
    text:
      "Numa tabela do IAB-ES (data não identificada; confirme se está vigente), o projeto residencial até o executivo, sem impostos e despesas, é cobrado por faixas de área: os primeiros 100 m² a CUB/20 por m², os 150 m² seguintes a CUB/25 e o restante a CUB/30, usando o CUB médio do Espírito Santo. " +
      "Exemplo: 300 m² = 100 × CUB/20 + 150 × CUB/25 + 50 × CUB/30. " +
      "A hora técnica (visita ou consultoria) vale CUB/10.",
    source: "IAB-ES — tabela de honorários do instituto (data não identificada)",
    uncertain: true,
  },
  {
    id: "pn-definicao",
    code: "ABNT NBR 13532:1995",
    title: "Programa de necessidades e briefing: qual a diferença",
    topics: ["programa de necessidades", "briefing", "programa arquitetônico", "diferença", "necessidades do cliente"],
    text:
      "O programa de necessidades é a etapa que transforma as necessidades e expectativas dos usuários em exigências prescritivas ou de desempenho (NBR 13532, 4.4.3). " +
      "Também é chamado de programa arquitetônico e, no dia a dia, se confunde com o briefing, que é a conversa de levantamento com o cliente.",
    source: "https://www.projetou.com.br/posts/programa-de-necessidades/",
  },
  {
    id: "briefing-categorias",
    code: "Programa de necessidades (NBR 13532) e guias de briefing",
    title: "Roteiro de briefing residencial (referência, não normativa)",
    topics: ["briefing", "roteiro de briefing", "perguntas ao cliente", "entrevista", "família", "rotina", "ambientes", "orçamento", "prazo", "estilo", "terreno"],
    text:
      "Roteiro de referência (não é lista normativa; confirme e adapte com o cliente): usuários e família (quantas pessoas, idades, rotina, necessidades especiais); ambientes desejados (lista, dimensões aproximadas, ampliações futuras); atividades, fluxos, integração e privacidade; equipamentos e mobiliário. " +
      "Inclua ainda conforto (térmico, acústico, iluminação, ventilação), instalações especiais (ar-condicionado, aquecimento solar, automação), terreno e legislação (zoneamento, recuos, levantamento topográfico), estilo e referências, orçamento e prazo, e aspectos sociais e culturais.",
    source: "https://blog.blocksrvt.com/programa-de-necessidades",
    uncertain: true,
  },
  {
    id: "memorial-definicao",
    code: "Memorial descritivo — Lei 4.591/1964 e NBR 12721",
    title: "O que é o memorial descritivo",
    topics: ["memorial descritivo", "o que é memorial descritivo", "memorial", "especificações", "memorial de acabamentos", "incorporação", "projeto executivo", "contrato", "obrigatório", "Lei 4.591"],
    text:
      "O memorial descritivo acompanha o projeto e descreve materiais, serviços, normas adotadas, premissas e especificações, inclusive marca, modelo e cor; faz parte do projeto executivo. " +
      "Pela Lei 4.591/64, o projeto e o memorial descritivo integram o contrato (art. 48), e na incorporação imobiliária a lei (art. 53, IV) e a NBR 12721 exigem o memorial descritivo dos acabamentos. " +
      "Alguns escritórios separam o memorial da obra do memorial de acabamentos.",
    source: "https://karlalarissa.com.br/2022/06/05/memorial-descritivo",
  },
  {
    id: "memorial-secoes",
    code: "Memorial descritivo — modelos usuais",
    title: "Seções típicas de um memorial descritivo",
    topics: ["memorial descritivo", "seções do memorial", "modelo de memorial", "estrutura do memorial", "especificação", "quadro de áreas"],
    text:
      "Um memorial descritivo costuma trazer: identificação (obra, proprietário, endereço, áreas), objetivo, generalidades (materiais, serviços, projetos, ART/RRT) e normas adotadas. " +
      "Depois, serviços preliminares (descrição do imóvel, quadro de áreas com lote, área construída, taxa de ocupação e área permeável, alvará, instalações provisórias), locação, movimento de terra, fundações, estrutura, alvenaria, cobertura, esquadrias, revestimentos, pisos, pintura, instalações elétricas e hidrossanitárias, louças e metais e limpeza final.",
    source: "modelos usuais de memorial descritivo (prática de escritório)",
  },
  {
    id: "memorial-justificativo",
    code: "Memorial justificativo — terminologia de projeto",
    title: "Memorial justificativo: o que é e como difere do memorial descritivo",
    topics: ["memorial justificativo", "justificativa do projeto", "partido arquitetônico", "conceito", "memorial descritivo", "discriminação técnica", "diferença", "concurso de projeto", "TCC"],
    text:
      "O memorial justificativo explica a solução adotada: mostra como o projeto atende ao programa de necessidades e apresenta o partido arquitetônico definido no estudo preliminar, em texto impessoal e claro. " +
      "Costuma tratar de localização e zoneamento, terreno (topografia, insolação, ventos), conceito e partido, implantação, setorização e fluxos, sistema construtivo e materiais, conforto e sustentabilidade e aspectos econômicos. " +
      "Já o memorial descritivo e a discriminação técnica descrevem os materiais, onde se aplicam e como se executam.",
    source: "terminologia usual de projeto (prática de escritório)",
  },
  {
    id: "aprovacao-documentos-sp",
    code: "Código Sanitário do Estado de SP — Lei 10.083/1998",
    title: "Documentos para aprovar o projeto: exemplo de SP",
    topics: ["aprovação na prefeitura", "aprovação do projeto", "documentos", "alvará", "habite-se", "projeto legal", "prefeitura", "código sanitário"],
    text:
      "Como exemplo de São Paulo, o Código Sanitário estadual (Lei 10.083/1998, art. 31) pede no projeto apresentado: plantas de todos os pavimentos com o uso de cada compartimento, fachadas voltadas para vias públicas, cortes transversal e longitudinal, planta de locação, perfis do terreno, memoriais descritivos dos materiais e a solução de abastecimento de água e destino dos esgotos. " +
      "O habite-se é exigido pelo art. 28; confira as exigências do seu município.",
    source: "texto oficial da Lei estadual 10.083/1998 (Código Sanitário do Estado de São Paulo)",
  },
  {
    id: "mcmv-programa-minimo",
    code: "MCMV — especificações mínimas (DOU 06/10/2025)",
    title: "Programa mínimo da habitação social do Minha Casa Minha Vida (2025)",
    topics: ["Minha Casa Minha Vida", "MCMV", "habitação de interesse social", "HIS", "área mínima", "programa mínimo", "unidade habitacional"],
    text:
      "As especificações mínimas do MCMV publicadas em 06/10/2025 pedem unidade com área útil mínima de 40,00 m², sem contar a varanda, com varanda, sala, 1 dormitório de casal, 1 dormitório para 2 pessoas, cozinha, área de serviço e banheiro. " +
      "Elas não dispensam a NBR 15575, as demais normas e a legislação local, e não fixam área mínima por cômodo: ela resulta do mobiliário exigido.",
    source: "https://diaoficial.com/linkdo/2060620/2025_10_06_ASSINADO_do1?docid=25596&page=12&pageid=2060620",
  },
  {
    id: "mcmv-mobiliario",
    code: "MCMV — especificações mínimas (DOU 06/10/2025)",
    title: "MCMV 2025: mobiliário mínimo dos dormitórios e da cozinha",
    topics: ["MCMV", "dormitório", "quarto", "cama", "guarda-roupa", "circulação", "cozinha", "mobiliário mínimo", "dimensões"],
    text:
      "No dormitório de casal do MCMV cabem cama de 1,40 × 1,90 m, mesa de cabeceira de 0,50 × 0,50 m e guarda-roupa de 1,60 × 0,50 m, com circulação mínima de 0,50 m. " +
      "O dormitório para 2 pessoas recebe 2 camas de 0,80 × 1,90 m, com 0,80 m entre elas, mesa de cabeceira e guarda-roupa iguais. " +
      "A cozinha tem largura mínima de 1,80 m e acomoda pia de 1,20 × 0,50 m, fogão de 0,55 × 0,60 m e geladeira.",
    source: "https://diaoficial.com/linkdo/2060620/2025_10_06_ASSINADO_do1?docid=25596&page=12&pageid=2060620",
  },
];
