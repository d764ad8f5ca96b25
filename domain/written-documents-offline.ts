import { isAnswered, QUESTIONNAIRES } from "./briefing";
import type { WrittenKind } from "./documents";
import { formatArea, programmeTotals, roomTotal } from "./needs-program";
import { normLabel, normsFor } from "./norms";
import type { ProjectFacts } from "./project-facts";
import { CONSTRUCTION_STANDARDS, PROJECT_STAGES, PROJECT_TYPES, type ConstructionStandard } from "./projects";
import type { RichBlock } from "./rich-text.schema";
import { blocksToPlainText, bullets, paragraph, subheading, table } from "./rich-text";
import { toComplete, WRITTEN_SECTIONS } from "./written-documents";
import type { WrittenContent } from "./written-documents.schema";

/**
 * The offline generator of the written documents (R-DOC-6): without an AI provider, every section
 * is written from the project's stored data and standard wording for its finish standard, and
 * what only the architect knows is marked "[completar: …]". It never prints a number that is not
 * in the project's data (or a norm's code and edition).
 */

const percent = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const label = <T extends { id: string; label: string }>(list: readonly T[], id: string) => list.find((x) => x.id === id)?.label ?? id;

const typeLabel = (f: ProjectFacts) => label(PROJECT_TYPES, f.project.type).toLowerCase();
const standardLabel = (f: ProjectFacts) => label(CONSTRUCTION_STANDARDS, f.project.standard).toLowerCase();

function address(f: ProjectFacts): string {
  const { address: street, city, state } = f.landPlot;
  const place = [street, [city, state].filter(Boolean).join("/")].filter(Boolean).join(", ");
  return place || toComplete("endereço do terreno");
}

/** The briefing's answered questions, "Pergunta: resposta", in the questionnaire's order. */
function briefingAnswers(f: ProjectFacts, part?: "objetiva" | "subjetiva"): string[] {
  if (!f.briefing) return [];
  const questionnaire = QUESTIONNAIRES[f.briefing.questionnaire];
  return questionnaire.questions
    .filter((q) => (!part || q.part === part) && isAnswered(f.briefing?.answers[q.id]))
    .map((q) => `${q.label}: ${f.briefing!.answers[q.id]!.trim().replace(/\s+/g, " ")}`);
}

/** Built area: the project's, or the programme's estimate said as such; else to complete. */
function builtArea(f: ProjectFacts): string {
  if (f.project.builtArea !== null) return formatArea(f.project.builtArea);
  if (f.programme && f.programme.rooms.length > 0) return `${formatArea(programmeTotals(f.programme).builtArea)} (estimada pelo programa de necessidades)`;
  return toComplete("área construída");
}

/** Finish wording per standard (CUB's baixo / normal / alto): descriptions, never brands or prices. */
const FINISHES: Record<ConstructionStandard, Record<string, string>> = {
  baixo: {
    revestimentos: "Pisos cerâmicos de uso comum nas áreas internas, rodapés do mesmo material, paredes com reboco e pintura; áreas molhadas com revestimento cerâmico até a altura necessária.",
    esquadrias: "Esquadrias de alumínio ou aço com pintura, vidros comuns, portas internas de madeira semioca com pintura.",
    loucas: "Louças brancas de linha básica e metais cromados simples.",
    pintura: "Tinta látex PVA nas áreas internas secas e acrílica nas áreas externas e molhadas.",
    cobertura: "Telhado com estrutura de madeira e telhas cerâmicas ou de fibrocimento, com calhas e rufos em chapa galvanizada.",
  },
  normal: {
    revestimentos: "Porcelanato ou cerâmica de boa qualidade nas áreas sociais e íntimas, revestimento cerâmico nas áreas molhadas até o forro, forro de gesso nas áreas indicadas em projeto.",
    esquadrias: "Esquadrias de alumínio com pintura eletrostática, vidros conforme a função (temperado nas portas e boxes), portas internas de madeira com acabamento em laca ou verniz.",
    loucas: "Louças de linha intermediária, bacias com caixa acoplada e metais cromados de fecho cerâmico.",
    pintura: "Massa corrida e tinta acrílica nas áreas internas; textura ou tinta acrílica nas fachadas.",
    cobertura: "Laje ou estrutura de madeira tratada com telhas cerâmicas ou metálicas termoacústicas, calhas e rufos conforme o projeto.",
  },
  alto: {
    revestimentos: "Porcelanatos de grandes formatos ou pedras naturais nas áreas sociais, madeira ou vinílico de alto padrão nas áreas íntimas, revestimentos especiais nas áreas molhadas e forros de gesso com iluminação embutida.",
    esquadrias: "Esquadrias de alumínio de linha superior com vidros laminados ou insulados, portas internas de madeira maciça ou com acabamento especial e ferragens de alto desempenho.",
    loucas: "Louças e metais de linha superior, com bacias de caixa acoplada ou embutida e misturadores monocomando.",
    pintura: "Massa corrida, selador e tinta acrílica premium nas áreas internas; acabamentos especiais nas fachadas conforme o projeto.",
    cobertura: "Cobertura em laje impermeabilizada ou telhas termoacústicas, com isolamento térmico, calhas e rufos dimensionados pelo projeto.",
  },
};

const finish = (f: ProjectFacts, key: string) => `${FINISHES[f.project.standard][key] ?? ""} (Redação padrão para o padrão ${standardLabel(f)}: ajuste ao projeto.)`;

/** The quadro de áreas: lot, built area and the lot's limits, all from stored data. */
function areasTable(f: ProjectFacts): RichBlock {
  const lotArea = f.landPlot.area ?? f.programme?.lot.area ?? null;
  const lot = f.programme?.lot;
  return table(
    ["Item", "Valor"],
    [
      ["Área do lote", lotArea !== null ? formatArea(lotArea) : toComplete("área do lote")],
      ["Área construída", builtArea(f)],
      ["Taxa de ocupação do projeto", toComplete("taxa de ocupação do projeto")],
      ...(lot?.occupancyRate != null ? [["Taxa de ocupação máxima permitida", `${percent.format(lot.occupancyRate)} %`]] : []),
      ["Taxa permeável do projeto", toComplete("taxa permeável do projeto")],
      ...(lot?.permeability != null ? [["Taxa de permeabilidade mínima exigida", `${percent.format(lot.permeability)} %`]] : []),
    ],
  );
}

function programmeTable(f: ProjectFacts): RichBlock[] {
  const programme = f.programme;
  if (!programme || programme.rooms.length === 0) return [];
  const totals = programmeTotals(programme);
  return [
    subheading("Ambientes (programa de necessidades)"),
    table(
      ["Setor", "Ambiente", "Qtd", "m² unitário", "m² total"],
      [
        ...programme.rooms.map((r) => [r.sector, r.name, String(r.quantity), formatArea(r.unitArea), formatArea(roomTotal(r))]),
        ["", "Área útil", "", "", formatArea(totals.usefulArea)],
      ],
    ),
  ];
}

/**
 * The tables built only from stored data, which the server appends after the AI's text so that
 * no figure is the model's: the memorial's quadro de áreas and programme, the justification's
 * areas by sector.
 */
export function dataBlocks(kind: WrittenKind, key: string, facts: ProjectFacts): RichBlock[] {
  if (kind === "memorial" && key === "descricao-imovel") return [subheading("Quadro de áreas"), areasTable(facts), ...programmeTable(facts)];
  if (kind === "justificativa" && key === "organizacao-funcional" && facts.programme && facts.programme.rooms.length > 0) {
    const totals = programmeTotals(facts.programme);
    return [table(["Setor", "Área útil"], totals.bySector.map((s) => [s.sector, formatArea(s.area)]))];
  }
  return [];
}

function conceptText(f: ProjectFacts): string | null {
  const declaration = f.concept?.sections.find((s) => s.key === "declaracao");
  const text = declaration ? blocksToPlainText(declaration.blocks).trim() : "";
  return text || null;
}

type Writer = (f: ProjectFacts) => RichBlock[];

const MEMORIAL: Record<string, Writer> = {
  identificacao: (f) => [
    bullets([
      `Obra: ${f.project.name} (${typeLabel(f)}, padrão ${standardLabel(f)})`,
      `Proprietário: ${f.client.name}`,
      `Endereço: ${address(f)}`,
      `Autor do projeto: ${f.author.name || toComplete("autor do projeto")}${f.studio.name ? ` — ${f.studio.name}` : ""}`,
      `Responsável técnico: ${toComplete("nome e registro no CAU/CREA")}`,
      `ART/RRT: ${toComplete("número da ART/RRT")}`,
    ]),
  ],
  objetivo: (f) => [
    paragraph(
      `Este memorial descreve os materiais, os serviços e os padrões de acabamento da obra ${f.project.name}, de uso ${typeLabel(f)} e padrão ${standardLabel(f)}, e integra o contrato e o conjunto de projetos. Em caso de divergência, prevalecem os projetos específicos e as especificações aprovadas pelo proprietário.`,
    ),
  ],
  "descricao-imovel": (f) => [
    paragraph(
      `O terreno situa-se em ${address(f)}${f.landPlot.zoning ? `, na zona ${f.landPlot.zoning}` : ""}${f.landPlot.topography ? `, com topografia descrita como "${f.landPlot.topography}"` : ""}. A edificação proposta é de uso ${typeLabel(f)}.`,
    ),
    ...(f.programme && f.programme.rooms.length > 0 ? [] : [paragraph(toComplete("descrição dos pavimentos e ambientes"))]),
    ...dataBlocks("memorial", "descricao-imovel", f),
  ],
  aprovacao: () => [paragraph("A obra só será iniciada após a aprovação do projeto na prefeitura e nos demais órgãos competentes, com o alvará de construção mantido no canteiro durante toda a execução.")],
  generalidades: (f) => [
    paragraph("Os serviços seguirão os projetos, este memorial e as normas técnicas da ABNT aplicáveis, entre elas:"),
    bullets(normsFor(f.project.type).map((n) => `${normLabel(n)} — ${n.title}`)),
    paragraph("Materiais equivalentes (\"ou similar\") só serão aceitos com aprovação por escrito do autor do projeto e do proprietário. Ao final, será entregue o projeto conforme construído (as built)."),
  ],
  "servicos-preliminares": () => [paragraph("Limpeza do terreno, instalação de tapume e barracão de obra, ligações provisórias de água e energia e locação da obra conforme o projeto, com conferência das medidas do terreno.")],
  "movimento-terra": (f) => [
    paragraph(`Cortes, aterros e compactação conforme o levantamento topográfico${f.landPlot.topography ? ` (terreno: ${f.landPlot.topography})` : ""} e o projeto de implantação. ${toComplete("volumes e destino do material")}`),
  ],
  fundacoes: () => [paragraph(`O tipo de fundação será definido pelo projeto estrutural a partir da sondagem do solo: ${toComplete("tipo de fundação conforme sondagem")}.`)],
  estrutura: () => [paragraph(`Sistema estrutural: ${toComplete("sistema estrutural")}, executado conforme o projeto estrutural e a ABNT NBR 6118:2023.`)],
  alvenaria: () => [paragraph(`Vedações em ${toComplete("tipo de bloco ou painel")}, assentadas a prumo e nível, com vergas e contravergas sobre e sob os vãos.`)],
  cobertura: (f) => [paragraph(finish(f, "cobertura"))],
  impermeabilizacao: () => [paragraph(`Impermeabilização das vigas baldrame, das áreas molhadas e das lajes expostas conforme a ABNT NBR 9575:2010, com o sistema ${toComplete("sistema de impermeabilização")}.`)],
  esquadrias: (f) => [paragraph(finish(f, "esquadrias"))],
  revestimentos: (f) => [
    paragraph(finish(f, "revestimentos")),
    ...(f.materials.length > 0
      ? [paragraph("Materiais especificados para o projeto:"), bullets(f.materials.map((m) => `${m.name} (${m.category})${m.norm ? ` — ${m.norm}` : ""}${m.note ? `: ${m.note}` : ""}`))]
      : []),
    paragraph(toComplete("especificação por ambiente")),
  ],
  pintura: (f) => [paragraph(finish(f, "pintura"))],
  "instalacoes-eletricas": () => [paragraph("Entrada de energia conforme a concessionária, quadros de distribuição com disjuntores e dispositivo DR, circuitos, tomadas e iluminação conforme o projeto elétrico e a ABNT NBR 5410:2004.")],
  "instalacoes-hidrossanitarias": () => [paragraph("Água fria e quente, esgoto sanitário e águas pluviais conforme os projetos hidrossanitários e as ABNT NBR 5626:2020, NBR 8160:1999 e NBR 10844:1989.")],
  "loucas-metais": (f) => [paragraph(finish(f, "loucas"))],
  "limpeza-final": () => [paragraph("Ao final, retirada de todo o entulho, limpeza geral e verificação do funcionamento das instalações, esquadrias e equipamentos, com a entrega do manual de uso, operação e manutenção conforme a ABNT NBR 14037:2011.")],
};

const JUSTIFICATIVA: Record<string, Writer> = {
  "localizacao-zoneamento": (f) => [
    paragraph(`O terreno localiza-se em ${address(f)}, ${f.landPlot.zoning ? `na zona ${f.landPlot.zoning} da lei de uso e ocupação do solo` : `em zona ${toComplete("zona da lei de uso e ocupação")}`}. ${toComplete("parâmetros urbanísticos que orientaram o projeto")}`),
  ],
  terreno: (f) => [
    paragraph(
      `${f.landPlot.area !== null ? `O lote tem ${formatArea(f.landPlot.area)}` : `O lote tem ${toComplete("área do lote")}`}${f.landPlot.topography ? ` e topografia descrita como "${f.landPlot.topography}"` : ""}. ${toComplete("vegetação, insolação e ventos, e como orientaram o projeto")}`,
    ),
  ],
  conceito: (f) => [paragraph(conceptText(f) ?? toComplete("conceito do projeto (veja o documento de conceito)"))],
  partido: () => [paragraph(toComplete("geometria, volumetria e referências do partido adotado, e por quê"))],
  implantacao: () => [paragraph(toComplete("posição no lote, recuos, acessos e orientação solar"))],
  "organizacao-funcional": (f) => [
    paragraph(
      f.programme && f.programme.rooms.length > 0
        ? `O programa de necessidades reúne ${f.programme.rooms.length === 1 ? "1 ambiente" : `${f.programme.rooms.length} ambientes`}, organizados por setores e fluxos. ${toComplete("como a setorização e os fluxos foram resolvidos")}`
        : toComplete("setorização, fluxos e atendimento ao programa de necessidades"),
    ),
    ...dataBlocks("justificativa", "organizacao-funcional", f),
  ],
  "sistema-construtivo": () => [paragraph(toComplete("sistema construtivo e materiais, com as razões técnicas e de custo"))],
  "conforto-sustentabilidade": () => [paragraph(`Conforto térmico, acústico e luminoso, ventilação natural e uso racional de água e energia: ${toComplete("estratégias adotadas")}.`)],
  "aspectos-economicos": (f) => [paragraph(`O projeto adota o padrão de acabamento ${standardLabel(f)} com área construída de ${builtArea(f)}. ${toComplete("decisões que controlam o custo da obra e da manutenção")}`)],
};

const CONCEITO: Record<string, Writer> = {
  declaracao: (f) => [paragraph(`${toComplete("a ideia central do projeto, em uma frase")} — para ${f.client.name}, em um projeto ${typeLabel(f)} de padrão ${standardLabel(f)}.`)],
  "ideias-norteadoras": () => [bullets([toComplete("ideia norteadora 1"), toComplete("ideia norteadora 2"), toComplete("ideia norteadora 3")])],
  paleta: (f) => {
    const taste = briefingAnswers(f, "subjetiva");
    return [
      ...(taste.length > 0 ? [paragraph("O que o cliente disse sobre gostos e estilo:"), bullets(taste)] : []),
      paragraph(`Materiais e cores coerentes com o padrão ${standardLabel(f)}: ${toComplete("materiais, texturas e cores propostos")}.`),
    ];
  },
  "relacao-briefing": (f) => {
    const answers = briefingAnswers(f, "objetiva").slice(0, 12);
    return answers.length > 0 ? [paragraph("Respostas do briefing que o conceito atende:"), bullets(answers), paragraph(toComplete("como o conceito responde a cada uma"))] : [paragraph(toComplete("o briefing ainda não tem respostas"))];
  },
  referencias: (f) =>
    f.references.length > 0 ? [bullets(f.references.map((r) => `${r.title} — ${r.url}${r.note ? ` (${r.note})` : ""}`)), paragraph(toComplete("o que cada referência inspira"))] : [paragraph(toComplete("referências visuais (salve-as em Pesquisa de referências)"))],
};

const APRESENTACAO: Record<string, Writer> = {
  apresentacao: (f) => [paragraph(`${f.client.name}, este é o projeto ${f.project.name}: um projeto ${typeLabel(f)} pensado a partir do que você nos contou. ${conceptText(f) ?? toComplete("a ideia central do projeto, em palavras simples")}`)],
  proposta: (f) => {
    const rooms = f.programme?.rooms.map((r) => r.name) ?? [];
    return [
      paragraph(rooms.length > 0 ? `A proposta reúne ${rooms.join(", ")}.` : toComplete("os ambientes principais")),
      paragraph(toComplete("como será viver ou trabalhar no espaço: luz, materiais, conforto")),
    ];
  },
  "proximos-passos": (f) => {
    const stage = PROJECT_STAGES.find((s) => s.id === f.project.stage);
    return [paragraph(`O projeto está na etapa de ${stage ? stage.label.toLowerCase() : f.project.stage}. ${toComplete("o que vem a seguir e o que esperamos do cliente")}`)];
  },
};

const WRITERS: Record<WrittenKind, Record<string, Writer>> = { memorial: MEMORIAL, justificativa: JUSTIFICATIVA, conceito: CONCEITO, apresentacao: APRESENTACAO };

/** One section offline, its data tables included. An unknown key is only to complete. */
export function offlineSection(kind: WrittenKind, key: string, facts: ProjectFacts): RichBlock[] {
  const write = WRITERS[kind][key];
  return write ? write(facts) : [paragraph(toComplete("texto da seção"))];
}

export function offlineDraft(kind: WrittenKind, facts: ProjectFacts): WrittenContent {
  return { sections: WRITTEN_SECTIONS[kind].map((s) => ({ key: s.key, title: s.title, blocks: offlineSection(kind, s.key, facts) })) };
}
