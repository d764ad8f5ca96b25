import { plural, theClient, verb, you, youVerb } from "#domain/addressing";
import {
  accessibilityRequirements,
  answerOf,
  answersFor,
  clause,
  INSTALLATIONS,
  installationsAsked,
  isPrivate,
  leadSentence,
  roomCountsSentence,
  routineSentences,
  siteSentences,
  answeredYes,
  type InstallationSection,
  type SectionRef,
} from "./briefing-facts";
import { budgetSlide } from "#domain/budget-defaults";
import type { WrittenKind } from "#domain/documents";
import { MATERIAL_CATEGORIES, MATERIALS, type MaterialCategoryId } from "#domain/materials-catalogue";
import { formatArea, programmeTotals, roomTotal, roomWithQuantity } from "#domain/needs-program";
import { normLabel, normsFor } from "./norms";
import type { ProjectFacts } from "#domain/project-facts";
import { CONSTRUCTION_STANDARDS, PROJECT_STAGES, PROJECT_TYPES, type ConstructionStandard } from "#domain/projects";
import type { RichBlock } from "#domain/rich-text.schema";
import { blocksToPlainText, bullets, paragraph, subheading, table } from "#domain/rich-text";
import { toComplete, WRITTEN_SECTIONS } from "#domain/written-documents";
import type { WrittenContent } from "#domain/written-documents.schema";

/**
 * The offline generator of the written documents (R-DOC-6, decision 074): without an AI provider,
 * every section is written from what the project holds — the briefing's answers (through the
 * table in briefing-facts.ts, as sentences, never "Pergunta: resposta"), the lot and its
 * parameters, the programme, the specified materials (in the section of their category, with
 * their norm), the studio's responsible architect and CAU, the budget — plus standard wording for
 * its finish standard where nothing was specified. "[completar: …]" is left only for a decision
 * the project does not hold yet. It never prints a number that is not in the project's data (or a
 * norm's code and edition). The concept and the presentation never carry the client's budget,
 * health or family details.
 */

const percent = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const meters = (n: number) => `${percent.format(n)} m`;
const label = <T extends { id: string; label: string }>(list: readonly T[], id: string) => list.find((x) => x.id === id)?.label ?? id;

const typeLabel = (f: ProjectFacts) => label(PROJECT_TYPES, f.project.type).toLowerCase();
const standardLabel = (f: ProjectFacts) => label(CONSTRUCTION_STANDARDS, f.project.standard).toLowerCase();
/** "dd/MM/aaaa" from "aaaa-mm-dd". */
const dayBR = (iso: string) => iso.split("-").reverse().join("/");

function address(f: ProjectFacts): string {
  const { address: street, city, state } = f.landPlot;
  const place = [street, [city, state].filter(Boolean).join("/")].filter(Boolean).join(", ");
  return place || toComplete("endereço do terreno");
}

const cityOf = (f: ProjectFacts) => [f.landPlot.city, f.landPlot.state].filter(Boolean).join("/") || null;

/** Built area: the project's, or the programme's estimate said as such; else to complete. */
function builtArea(f: ProjectFacts): string {
  if (f.project.builtArea !== null) return formatArea(f.project.builtArea);
  if (f.programme && f.programme.rooms.length > 0) return `${formatArea(programmeTotals(f.programme).builtArea)} (estimada pelo programa de necessidades)`;
  return toComplete("área construída");
}

/** Finish wording per standard (CUB's baixo / normal / alto): descriptions, never brands or prices. Used only where nothing is specified. */
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

// ---------- Materials: each in the memorial section of its category ----------

type Material = ProjectFacts["materials"][number];

/** The memorial section of each catalogue category. */
const MATERIAL_SECTION: Record<MaterialCategoryId, string> = {
  pisos: "revestimentos",
  "revestimentos-parede": "revestimentos",
  fachada: "revestimentos",
  forros: "revestimentos",
  bancadas: "revestimentos",
  "paisagismo-externo": "revestimentos",
  coberturas: "cobertura",
  isolamento: "cobertura",
  esquadrias: "esquadrias",
  vidros: "esquadrias",
  tintas: "pintura",
  "loucas-metais": "loucas-metais",
  iluminacao: "instalacoes-eletricas",
  impermeabilizacao: "impermeabilizacao",
  "estrutura-vedacao": "alvenaria",
  energia: "instalacoes-eletricas",
};

/** Water heating belongs to the plumbing; structure materials (no wall use) to the structure. */
function materialSection(m: Material): string {
  const known = MATERIALS.find((x) => x.name === m.name);
  const category = known?.category ?? MATERIAL_CATEGORIES.find((c) => c.label === m.category)?.id;
  if (!category) return "revestimentos";
  if (category === "energia" && known && /aquecedor|bomba-de-calor/.test(known.id)) return "instalacoes-hidrossanitarias";
  if (category === "estrutura-vedacao" && known && known.applications.includes("estrutura") && !known.applications.includes("parede-interna")) return "estrutura";
  return MATERIAL_SECTION[category];
}

const materialsIn = (f: ProjectFacts, section: string) => f.materials.filter((m) => materialSection(m) === section);
const materialLine = (m: Material) => `${m.name}${m.note ? ` (${m.note})` : ""}${m.norm ? `, conforme ${m.norm}` : ""}.`;

/** The section's specified materials as a list, or the standard's wording when none is specified (never both: the stock text would contradict them). */
function specifiedOrStandard(f: ProjectFacts, section: string, finishKey: string | null): RichBlock[] {
  const specified = materialsIn(f, section);
  if (specified.length > 0) return [paragraph("Materiais especificados para o projeto:"), bullets(specified.map(materialLine))];
  return finishKey ? [paragraph(finish(f, finishKey))] : [];
}

// ---------- Facts as sentences ----------

/** Answers with writers of their own here (installations, accessibility, routine, site, counts…), not a lead sentence. */
const OWN_WRITER = new Set(["orcamento", "financiamento", "prazo", "moradores", "idades", "rotina", "acessibilidade", "pets", "terreno", "topografia", "levantamento-topografico", "instalacoes-especiais", "referencias", "dormitorios", "suites", "banheiros", "lavabo", "home-office", "vagas-garagem", "area-servico", "area-gourmet", "piscina", "estoque", "copa"]);

/** Lead sentences of the answers that inform a section; private ones only where allowed. */
function answerSentences(f: ProjectFacts, ref: SectionRef, { allowPrivate, except = [] }: { allowPrivate: boolean; except?: readonly string[] }): string[] {
  return answersFor(f.briefing, ref)
    .filter((id) => !OWN_WRITER.has(id) && (allowPrivate || !isPrivate(id)) && !except.includes(id))
    .flatMap((id) => {
      const s = leadSentence(id, answerOf(f.briefing, id)!, f.client);
      return s ? [s] : [];
    });
}

function lotParameters(f: ProjectFacts): string[] {
  const p = f.landPlot;
  const out: string[] = [];
  if (p.occupancyRate !== null) out.push(`taxa de ocupação máxima de ${percent.format(p.occupancyRate)} %`);
  if (p.floorAreaRatio !== null) out.push(`coeficiente de aproveitamento ${percent.format(p.floorAreaRatio)}`);
  if (p.permeability !== null) out.push(`taxa de permeabilidade mínima de ${percent.format(p.permeability)} %`);
  if (p.frontSetback !== null) out.push(`recuo frontal de ${meters(p.frontSetback)}`);
  if (p.sideSetback !== null) out.push(`recuos laterais de ${meters(p.sideSetback)}`);
  if (p.rearSetback !== null) out.push(`recuo de fundos de ${meters(p.rearSetback)}`);
  if (p.maxHeight !== null) out.push(`altura máxima de ${meters(p.maxHeight)}`);
  return out;
}

function parametersSentence(f: ProjectFacts): string | null {
  const params = lotParameters(f);
  if (params.length === 0) return null;
  const p = f.landPlot;
  const source = p.parametersSource ? ` (fonte: ${p.parametersSource}${p.parametersConsultedOn ? `, consultada em ${dayBR(p.parametersConsultedOn)}` : ""})` : "";
  return `Parâmetros urbanísticos do lote${source}: ${params.join(", ")}.`;
}

const lotSize = (f: ProjectFacts) => (f.landPlot.frontage !== null && f.landPlot.depth !== null ? `${meters(f.landPlot.frontage)} de frente por ${meters(f.landPlot.depth)} de fundo` : null);

function lotSentence(f: ProjectFacts): string {
  const area = f.landPlot.area ?? f.programme?.lot.area ?? null;
  const size = lotSize(f);
  const parts = [area !== null ? `O lote tem ${formatArea(area)}` : `O lote tem ${toComplete("área do lote")}`, size ? ` (${size})` : "", f.landPlot.topography ? `, topografia descrita como "${f.landPlot.topography}"` : ""];
  return `${parts.join("")}.`;
}

const siteOf = (f: ProjectFacts, topics?: string[]) => siteSentences(answerOf(f.briefing, "terreno")).filter((s) => !topics || topics.includes(s.topic)).map((s) => s.text);

/** The installations the briefing asks for in one memorial section, with the specified material's norm when the project lists it. */
function installationSentences(f: ProjectFacts, section: InstallationSection): string[] {
  const { found, other } = installationsAsked(answerOf(f.briefing, "instalacoes-especiais"));
  const lines = found
    .filter(({ installation }) => installation.section === section)
    .map(({ installation, where }) => {
      const material = installation.material ? f.materials.find((m) => m.name === installation.material) : undefined;
      return `${installation.memorial(where)}${material?.norm ? ` Sistema especificado: ${material.name}, conforme ${material.norm}.` : ""}`;
    });
  if (section === "instalacoes-eletricas" && other.length > 0) lines.push(`Demais instalações pedidas no briefing, com pontos e circuitos previstos no projeto: ${other.map(clause).join("; ")}.`);
  return lines;
}

const sustainabilityItems = (f: ProjectFacts) => {
  const asked = installationsAsked(answerOf(f.briefing, "instalacoes-especiais")).found.flatMap(({ installation }) => (installation.sustainability ? [installation.sustainability] : []));
  // A system specified without being asked in the briefing still counts.
  for (const m of f.materials) {
    const i = INSTALLATIONS.find((x) => x.material === m.name);
    if (i?.sustainability && !asked.includes(i.sustainability)) asked.push(i.sustainability);
  }
  return asked;
};

const joinList = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`);

/** The concept's declaration: the concept document's, or "Casa X: " and the concept's body. */
function conceptStatement(f: ProjectFacts): string | null {
  const stored = storedConcept(f);
  if (stored) return stored;
  const body = conceptBody(f);
  return body ? `${f.project.name}: ${body}.` : null;
}

function storedConcept(f: ProjectFacts): string | null {
  const declaration = f.concept?.sections.find((s) => s.key === "declaracao");
  const stored = declaration ? blocksToPlainText(declaration.blocks).trim() : "";
  return stored && !stored.includes("[completar") ? stored : null;
}

/** The answers conceptBody says: the feeling (the first answered of these) and the style. */
function conceptAnswers(f: ProjectFacts): string[] {
  const feeling = ["sensacoes", "experiencia-cliente"].find((id) => answerOf(f.briefing, id));
  return [...(feeling ? [feeling] : []), ...(answerOf(f.briefing, "estilo") ? ["estilo"] : [])];
}

/** "uma casa de 180,00 m² em Curitiba/PR que traduz …, no estilo …": from what the client said of feeling and style (never budget, health, family). */
function conceptBody(f: ProjectFacts): string | null {
  const feeling = answerOf(f.briefing, "sensacoes") ?? answerOf(f.briefing, "experiencia-cliente");
  const style = answerOf(f.briefing, "estilo");
  if (!feeling && !style) return null;
  const what = f.project.type === "residencial" ? "uma casa" : `um projeto ${typeLabel(f)}`;
  const size = f.project.builtArea !== null ? ` de ${formatArea(f.project.builtArea)}` : "";
  const where = cityOf(f) ? ` em ${cityOf(f)}` : "";
  return `${what}${size}${where}${feeling ? ` que traduz ${clause(feeling)}` : ""}${style ? `${feeling ? "," : ""} no estilo ${clause(style)}` : ""}`;
}

/** The closing block: city and date, signature line, the responsible architect and the CAU. */
function closing(f: ProjectFacts): RichBlock[] {
  const city = f.studio.city ?? cityOf(f) ?? toComplete("cidade");
  return [
    paragraph(`${city}, ${dayBR(f.today)}.`),
    paragraph("_______________________________________"),
    paragraph(f.studio.responsibleArchitect || toComplete("nome do responsável técnico")),
    paragraph(f.studio.cau ? `CAU ${f.studio.cau}` : toComplete("registro no CAU")),
    ...(f.studio.name ? [paragraph(f.studio.name)] : []),
  ];
}

/** The quadro de áreas: lot, built area and the lot's limits, all from stored data. */
function areasTable(f: ProjectFacts): RichBlock {
  const lotArea = f.landPlot.area ?? f.programme?.lot.area ?? null;
  const occupancy = f.landPlot.occupancyRate ?? f.programme?.lot.occupancyRate ?? null;
  const permeability = f.landPlot.permeability ?? f.programme?.lot.permeability ?? null;
  return table(
    ["Item", "Valor"],
    [
      ["Área do lote", lotArea !== null ? formatArea(lotArea) : toComplete("área do lote")],
      ["Área construída", builtArea(f)],
      ["Taxa de ocupação do projeto", toComplete("taxa de ocupação do projeto")],
      ...(occupancy != null ? [["Taxa de ocupação máxima permitida", `${percent.format(occupancy)} %`]] : []),
      ["Taxa permeável do projeto", toComplete("taxa permeável do projeto")],
      ...(permeability != null ? [["Taxa de permeabilidade mínima exigida", `${percent.format(permeability)} %`]] : []),
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

type Writer = (f: ProjectFacts) => RichBlock[];
const paragraphs = (texts: string[]) => texts.filter(Boolean).map((t) => paragraph(t));

const MEMORIAL: Record<string, Writer> = {
  identificacao: (f) => [
    bullets([
      `Obra: ${f.project.name} (${typeLabel(f)}, padrão ${standardLabel(f)})`,
      `Proprietário: ${f.client.name}`,
      `Endereço: ${address(f)}`,
      `Autor do projeto: ${f.author.name || f.studio.responsibleArchitect || toComplete("autor do projeto")}${f.studio.name ? ` — ${f.studio.name}` : ""}`,
      `Responsável técnico: ${f.studio.responsibleArchitect || toComplete("nome do responsável técnico")}, CAU ${f.studio.cau ?? toComplete("registro no CAU")}`,
      `ART/RRT: ${f.project.rrtNumber ? `RRT nº ${f.project.rrtNumber}` : toComplete("número da ART/RRT")}`,
    ]),
  ],
  objetivo: (f) => [
    paragraph(
      `Este memorial descreve os materiais, os serviços e os padrões de acabamento da obra ${f.project.name}, de uso ${typeLabel(f)} e padrão ${standardLabel(f)}, e integra o contrato e o conjunto de projetos. Em caso de divergência, prevalecem os projetos específicos e as especificações aprovadas pelo proprietário.`,
    ),
    ...paragraphs(answerSentences(f, "memorial/objetivo", { allowPrivate: true })),
  ],
  "descricao-imovel": (f) => {
    const size = lotSize(f);
    return [
      paragraph(
        `O terreno situa-se em ${address(f)}${f.landPlot.zoning ? `, na zona ${f.landPlot.zoning}` : ""}${size ? `, com ${size}` : ""}${f.landPlot.topography ? `, e topografia descrita como "${f.landPlot.topography}"` : ""}. A edificação proposta é de uso ${typeLabel(f)}, com área construída de ${builtArea(f)}${f.programme?.lot.floors ? ` em ${plural(f.programme.lot.floors, "pavimento", "pavimentos")}` : ""}.`,
      ),
      ...paragraphs([parametersSentence(f) ?? "", ...siteOf(f), ...answerSentences(f, "memorial/descricao-imovel", { allowPrivate: true })]),
      ...(f.programme && f.programme.rooms.length > 0 ? [] : [paragraph(toComplete("descrição dos pavimentos e ambientes"))]),
      ...dataBlocks("memorial", "descricao-imovel", f),
    ];
  },
  aprovacao: (f) => [
    paragraph("A obra só será iniciada após a aprovação do projeto na prefeitura e nos demais órgãos competentes, com o alvará de construção mantido no canteiro durante toda a execução."),
    ...paragraphs(answerSentences(f, "memorial/aprovacao", { allowPrivate: true })),
  ],
  generalidades: (f) => [
    paragraph("Os serviços seguirão os projetos, este memorial e as normas técnicas da ABNT aplicáveis, entre elas:"),
    bullets(normsFor(f.project.type).map((n) => `${normLabel(n)} — ${n.title}`)),
    paragraph("Materiais equivalentes (\"ou similar\") só serão aceitos com aprovação por escrito do autor do projeto e do proprietário. Ao final, será entregue o projeto conforme construído (as built)."),
  ],
  "servicos-preliminares": (f) => [
    paragraph("Limpeza do terreno, instalação de tapume e barracão de obra, ligações provisórias de água e energia e locação da obra conforme o projeto, com conferência das medidas do terreno."),
    ...paragraphs(siteOf(f, ["vegetacao"]).map((s) => `${s} Proteger durante toda a obra, sem depósito de material nem tráfego sobre as raízes.`)),
    ...paragraphs(answerSentences(f, "memorial/servicos-preliminares", { allowPrivate: true })),
  ],
  "movimento-terra": (f) => {
    const topography = answerOf(f.briefing, "topografia");
    const survey = answeredYes(f.briefing, "levantamento-topografico");
    const flat = /plano/i.test(topography ?? f.landPlot.topography ?? "");
    return [
      paragraph(
        `Cortes, aterros e compactação conforme ${survey ? "o levantamento topográfico existente" : "o levantamento topográfico"}${f.landPlot.topography || topography ? ` (terreno ${clause(f.landPlot.topography ?? topography!)})` : ""} e o projeto de implantação${flat ? "; por ser plano, o movimento de terra se limita à regularização e à compactação do platô" : ", que define os volumes e o destino do material"}.`,
      ),
    ];
  },
  fundacoes: () => [paragraph(`O tipo de fundação será definido pelo projeto estrutural a partir da sondagem do solo: ${toComplete("tipo de fundação conforme sondagem")}.`)],
  estrutura: (f) => {
    const specified = materialsIn(f, "estrutura");
    return specified.length > 0
      ? [paragraph("Sistema estrutural executado conforme o projeto estrutural e a ABNT NBR 6118:2023:"), bullets(specified.map(materialLine))]
      : [paragraph(`Sistema estrutural: ${toComplete("sistema estrutural")}, executado conforme o projeto estrutural e a ABNT NBR 6118:2023.`)];
  },
  alvenaria: (f) => {
    const specified = materialsIn(f, "alvenaria");
    return [
      paragraph(specified.length > 0 ? "Vedações assentadas a prumo e nível, com vergas e contravergas sobre e sob os vãos, em:" : `Vedações em ${toComplete("tipo de bloco ou painel")}, assentadas a prumo e nível, com vergas e contravergas sobre e sob os vãos.`),
      ...(specified.length > 0 ? [bullets(specified.map(materialLine))] : []),
      ...paragraphs(answerSentences(f, "memorial/alvenaria", { allowPrivate: true })),
    ];
  },
  cobertura: (f) => specifiedOrStandard(f, "cobertura", "cobertura"),
  impermeabilizacao: (f) => {
    const specified = materialsIn(f, "impermeabilizacao");
    return specified.length > 0
      ? [paragraph("Impermeabilização das vigas baldrame, das áreas molhadas e das lajes expostas conforme a ABNT NBR 9575:2010, com:"), bullets(specified.map(materialLine))]
      : [paragraph(`Impermeabilização das vigas baldrame, das áreas molhadas e das lajes expostas conforme a ABNT NBR 9575:2010, com o sistema ${toComplete("sistema de impermeabilização")}.`)];
  },
  esquadrias: (f) => specifiedOrStandard(f, "esquadrias", "esquadrias"),
  revestimentos: (f) => {
    const pets = answerOf(f.briefing, "pets");
    return [
      ...specifiedOrStandard(f, "revestimentos", "revestimentos"),
      ...(pets ? [paragraph(`Animais na casa (${clause(pets)}): pisos resistentes a riscos e de limpeza fácil nas áreas que eles usam, e revestimentos laváveis até meia altura nas áreas externas de convívio.`)] : []),
    ];
  },
  pintura: (f) => specifiedOrStandard(f, "pintura", "pintura"),
  "instalacoes-eletricas": (f) => {
    const specified = materialsIn(f, "instalacoes-eletricas").filter((m) => !INSTALLATIONS.some((i) => i.material === m.name && installationsAsked(answerOf(f.briefing, "instalacoes-especiais")).found.some((x) => x.installation.id === i.id)));
    return [
      paragraph("Entrada de energia conforme a concessionária, quadros de distribuição com disjuntores e dispositivo DR, circuitos, tomadas e iluminação conforme o projeto elétrico e a ABNT NBR 5410:2004."),
      ...(installationSentences(f, "instalacoes-eletricas").length > 0 ? [paragraph("Instalações especiais:"), bullets(installationSentences(f, "instalacoes-eletricas"))] : []),
      ...(specified.length > 0 ? [paragraph("Equipamentos especificados:"), bullets(specified.map(materialLine))] : []),
      ...paragraphs(answerSentences(f, "memorial/instalacoes-eletricas", { allowPrivate: true })),
    ];
  },
  "instalacoes-hidrossanitarias": (f) => {
    const specified = materialsIn(f, "instalacoes-hidrossanitarias").filter((m) => !INSTALLATIONS.some((i) => i.material === m.name && installationsAsked(answerOf(f.briefing, "instalacoes-especiais")).found.some((x) => x.installation.id === i.id)));
    const special = installationSentences(f, "instalacoes-hidrossanitarias");
    return [
      paragraph("Água fria e quente, esgoto sanitário e águas pluviais conforme os projetos hidrossanitários e as ABNT NBR 5626:2020, NBR 8160:1999 e NBR 10844:1989."),
      ...(special.length > 0 ? [paragraph("Instalações especiais:"), bullets(special)] : []),
      ...(specified.length > 0 ? [paragraph("Equipamentos especificados:"), bullets(specified.map(materialLine))] : []),
    ];
  },
  "loucas-metais": (f) => specifiedOrStandard(f, "loucas-metais", "loucas"),
  acessibilidade: (f) => {
    const needs = accessibilityRequirements(answerOf(f.briefing, "acessibilidade"));
    return needs.length > 0
      ? [paragraph("Requisitos de acessibilidade do projeto, conforme a ABNT NBR 9050:2020:"), bullets(needs.map((n) => `${n[0]!.toUpperCase()}${n.slice(1)}.`))]
      : [paragraph("Rotas, portas, rampas e banheiros das áreas de uso comum atendem à ABNT NBR 9050:2020 onde ela se aplica.")];
  },
  "limpeza-final": () => [paragraph("Ao final, retirada de todo o entulho, limpeza geral e verificação do funcionamento das instalações, esquadrias e equipamentos, com a entrega do manual de uso, operação e manutenção conforme a ABNT NBR 14037:2011.")],
  encerramento: closing,
};

const JUSTIFICATIVA: Record<string, Writer> = {
  "localizacao-zoneamento": (f) => [
    paragraph(`O terreno localiza-se em ${address(f)}, ${f.landPlot.zoning ? `na zona ${f.landPlot.zoning} da lei de uso e ocupação do solo` : `em zona ${toComplete("zona da lei de uso e ocupação")}`}.`),
    paragraph(parametersSentence(f) ? `${parametersSentence(f)} O projeto foi desenhado dentro desses limites.` : toComplete("parâmetros urbanísticos que orientaram o projeto")),
    ...paragraphs(answerSentences(f, "justificativa/localizacao-zoneamento", { allowPrivate: true })),
  ],
  terreno: (f) => {
    const site = siteOf(f);
    return [
      paragraph(lotSentence(f)),
      ...(site.length > 0 ? [bullets(site)] : [paragraph(toComplete("vegetação, insolação e ventos, e como orientaram o projeto"))]),
    ];
  },
  conceito: (f) => [paragraph(conceptStatement(f) ?? toComplete("conceito do projeto (veja o documento de conceito)"))],
  partido: (f) => {
    const floors = f.programme?.lot.floors;
    const lines = [
      floors ? `Partido em ${plural(floors, "pavimento", "pavimentos")}${floors === 1 ? ", sem escadas entre os ambientes de uso diário" : ""}.` : "",
      ...answerSentences(f, "justificativa/partido", { allowPrivate: false }),
    ].filter(Boolean);
    return lines.length > 0 ? paragraphs(lines) : [paragraph(toComplete("geometria, volumetria e referências do partido adotado, e por quê"))];
  },
  implantacao: (f) => {
    const p = f.landPlot;
    const setbacks = [p.frontSetback !== null ? `recuo frontal de ${meters(p.frontSetback)}` : "", p.sideSetback !== null ? `laterais de ${meters(p.sideSetback)}` : "", p.rearSetback !== null ? `fundos de ${meters(p.rearSetback)}` : ""].filter(Boolean);
    const cars = Number(answerOf(f.briefing, "vagas-garagem") ?? "");
    const lines = [
      setbacks.length > 0 ? `A edificação respeita os recuos da lei (${setbacks.join(", ")}).` : "",
      ...siteOf(f, ["orientacao", "vizinhos", "vegetacao"]),
      Number.isFinite(cars) && cars > 0 ? `Acesso de veículos pela frente do lote, com garagem para ${plural(cars, "carro", "carros")}.` : "",
    ].filter(Boolean);
    return lines.length > 0 ? [bullets(lines)] : [paragraph(toComplete("posição no lote, recuos, acessos e orientação solar"))];
  },
  "organizacao-funcional": (f) => {
    const rooms = f.programme?.rooms.length ?? 0;
    const lines = [
      roomCountsSentence(f.briefing),
      ...routineSentences(answerOf(f.briefing, "rotina")),
      ...accessibilityRequirements(answerOf(f.briefing, "acessibilidade")).map((n) => `Acessibilidade: ${n}.`),
      ...answerSentences(f, "justificativa/organizacao-funcional", { allowPrivate: false }),
    ].filter((s): s is string => Boolean(s));
    return [
      paragraph(rooms > 0 ? `O programa de necessidades reúne ${plural(rooms, "ambiente", "ambientes")}, organizados por setores (${joinList(programmeTotals(f.programme!).bySector.map((s) => s.sector.toLowerCase()))}).` : toComplete("setorização, fluxos e atendimento ao programa de necessidades")),
      ...(lines.length > 0 ? [bullets(lines)] : []),
      ...dataBlocks("justificativa", "organizacao-funcional", f),
    ];
  },
  "sistema-construtivo": (f) => {
    const structure = materialsIn(f, "estrutura");
    const walls = materialsIn(f, "alvenaria");
    const roof = materialsIn(f, "cobertura");
    const lines = [
      `Estrutura: ${structure.length > 0 ? structure.map((m) => m.name.toLowerCase()).join(", ") : toComplete("sistema estrutural")}.`,
      ...(walls.length > 0 ? [`Vedações: ${walls.map((m) => m.name.toLowerCase()).join(", ")}.`] : []),
      ...(roof.length > 0 ? [`Cobertura: ${roof.map((m) => m.name.toLowerCase()).join(", ")}.`] : []),
      ...(materialsIn(f, "revestimentos").length > 0 ? [`Acabamentos: ${materialsIn(f, "revestimentos").map((m) => `${m.name.toLowerCase()}${m.note ? ` (${m.note.toLowerCase()})` : ""}`).join("; ")}.`] : []),
    ];
    return [paragraph("Sistema construtivo e materiais, escolhidos pelo desempenho, pela manutenção e pelo custo no padrão " + standardLabel(f) + ":"), bullets(lines)];
  },
  "conforto-sustentabilidade": (f) => {
    const items = sustainabilityItems(f);
    const lines = [
      ...answerSentences(f, "justificativa/conforto-sustentabilidade", { allowPrivate: false }),
      ...siteOf(f, ["orientacao"]).map((s) => `${s} A implantação aproveita essa orientação para a luz natural e o sol nos ambientes de permanência prolongada.`),
      ...(items.length > 0 ? [`Uso racional de água e energia: ${joinList(items)}.`] : []),
    ];
    return lines.length > 0 ? [bullets(lines)] : [paragraph(`Conforto térmico, acústico e luminoso, ventilação natural e uso racional de água e energia: ${toComplete("estratégias adotadas")}.`)];
  },
  "aspectos-economicos": (f) => {
    const budget = f.budget ? budgetSlide(f.budget) : null;
    const financed = answeredYes(f.briefing, "financiamento");
    return [
      paragraph(`O projeto adota o padrão de acabamento ${standardLabel(f)} com área construída de ${builtArea(f)}.`),
      // The figures named as on the slide, and what they leave out (decision 068).
      ...(budget ? [paragraph("Estimativa de custo do orçamento do projeto:"), bullets(budget.items.map((l) => `${l.label}: ${l.value}`)), paragraph(budget.note)] : [paragraph(toComplete("estimativa de custo (faça o orçamento do projeto)"))]),
      ...(financed ? [paragraph("A obra terá financiamento bancário: o projeto atende ao desempenho mínimo da ABNT NBR 15575:2013 que o financiamento exige.")] : []),
      ...(sustainabilityItems(f).length > 0 ? [paragraph(`Os sistemas de ${joinList(sustainabilityItems(f))} aumentam o investimento inicial e reduzem o custo de operação da casa.`)] : []),
    ];
  },
  encerramento: closing,
};

/** What the concept and the presentation may say of the briefing: never budget, health or family. */
/** `except`: answers another part of the text already says. */
const publicSentences = (f: ProjectFacts, ref: SectionRef, except: readonly string[] = []) => answerSentences(f, ref, { allowPrivate: false, except });

const interiorMaterials = (f: ProjectFacts) => f.materials.filter((m) => ["revestimentos", "esquadrias", "pintura", "loucas-metais"].includes(materialSection(m)));

const CONCEITO: Record<string, Writer> = {
  declaracao: (f) => [paragraph(conceptStatement(f) ?? `${toComplete("a ideia central do projeto, em uma frase")} — um projeto ${typeLabel(f)} de padrão ${standardLabel(f)}.`)],
  "ideias-norteadoras": (f) => {
    const sustain = sustainabilityItems(f);
    const site = siteOf(f, ["orientacao", "vegetacao"]);
    const ideas = [
      ...publicSentences(f, "conceito/ideias-norteadoras"),
      ...(site.length > 0 ? [`Tirar partido do terreno — ${site.map((s) => s.replace(/\.$/, "").toLowerCase()).join("; ")}.`] : []),
      ...(sustain.length > 0 ? [`Sustentabilidade: ${joinList(sustain)}.`] : []),
    ];
    return ideas.length > 0 ? [bullets(ideas.slice(0, 5))] : [bullets([toComplete("ideia norteadora 1"), toComplete("ideia norteadora 2"), toComplete("ideia norteadora 3")])];
  },
  paleta: (f) => {
    const taste = publicSentences(f, "conceito/paleta");
    const chosen = interiorMaterials(f);
    const lines = [...taste, ...(chosen.length > 0 ? [`Materiais especificados: ${chosen.map((m) => m.name.toLowerCase()).join(", ")}.`] : [])];
    return lines.length > 0 ? [bullets(lines)] : [paragraph(`Materiais e cores coerentes com o padrão ${standardLabel(f)}: ${toComplete("materiais, texturas e cores propostos")}.`)];
  },
  "relacao-briefing": (f) => {
    const asked = [
      ...publicSentences(f, "conceito/relacao-briefing"),
      roomCountsSentence(f.briefing),
      ...(sustainabilityItems(f).length > 0 ? [`Instalações pedidas, previstas no projeto: ${joinList(sustainabilityItems(f))}.`] : []),
    ].filter((s): s is string => Boolean(s));
    // Without rooms or installations asked, the taste the client described is what the concept answers.
    const lines = asked.length > 0 ? asked : publicSentences(f, "conceito/paleta");
    if (lines.length > 0) return [paragraph(`O conceito parte do que ${you(f.client)} nos ${youVerb(f.client, "contou", "contaram")}:`), bullets(lines)];
    return [paragraph(toComplete(f.briefing && Object.values(f.briefing.answers).some((a) => (a ?? "").trim()) ? "como o conceito responde ao briefing" : "o briefing ainda não tem respostas"))];
  },
  referencias: (f) => {
    if (f.references.length > 0) return [bullets(f.references.map((r) => `${r.title} — ${r.url}${r.note ? ` (${r.note})` : ""}`))];
    const fromBriefing = answerOf(f.briefing, "referencias");
    return fromBriefing ? [paragraph(`Referências que ${theClient(f.client)} ${verb(f.client, "indicou", "indicaram")} no briefing:`), bullets(fromBriefing.split(/\s+(?=https?:)|[,;]\s*/).filter(Boolean))] : [paragraph(toComplete("referências visuais (salve-as em Pesquisa de referências)"))];
  },
};

/** "Com a sua aprovação" / "Com a aprovação de vocês" / "Com a aprovação da senhora" … */
function approval(f: ProjectFacts): string {
  const pronoun = you(f.client);
  if (pronoun === "você") return "Com a sua aprovação";
  if (pronoun === "vocês") return "Com a aprovação de vocês";
  return `Com a aprovação d${pronoun}`;
}

const APRESENTACAO: Record<string, Writer> = {
  apresentacao: (f) => {
    const stored = storedConcept(f);
    const body = conceptBody(f);
    const opening = `${f.client.name}, este é o projeto ${f.project.name}, pensado a partir do que ${you(f.client)} nos ${youVerb(f.client, "contou", "contaram")}`;
    return [
      paragraph(
        stored ? `${opening}. ${stored}` : body ? `${opening}: ${body}.` : `${opening}. ${toComplete("a ideia central do projeto, em palavras simples")}`,
      ),
    ];
  },
  proposta: (f) => {
    // "dormitório (2)", never a bare "dormitório" for two bedrooms (R-CLIENT-3).
    const rooms = f.programme?.rooms.map((r) => roomWithQuantity({ name: r.name.toLowerCase(), quantity: r.quantity })) ?? [];
    const chosen = interiorMaterials(f);
    // The opening already said the feeling and the style when it was written from them.
    const opened = storedConcept(f) ? [] : conceptAnswers(f);
    const lines = [
      ...publicSentences(f, "apresentacao/proposta", opened),
      ...siteOf(f, ["orientacao", "vegetacao"]),
      ...(chosen.length > 0 ? [`Materiais: ${chosen.map((m) => m.name.toLowerCase()).join(", ")}.`] : []),
      ...(sustainabilityItems(f).length > 0 ? [`Mais conforto com menos gasto: ${joinList(sustainabilityItems(f))}.`] : []),
    ];
    return [
      paragraph(rooms.length > 0 ? `A proposta reúne ${joinList(rooms)}.` : toComplete("os ambientes principais")),
      ...(lines.length > 0 ? [bullets(lines)] : [paragraph(toComplete("como será viver ou trabalhar no espaço: luz, materiais, conforto"))]),
    ];
  },
  "proximos-passos": (f) => {
    const index = PROJECT_STAGES.findIndex((s) => s.id === f.project.stage);
    const stage = PROJECT_STAGES[index];
    const next = PROJECT_STAGES[index + 1];
    const moving = answerOf(f.briefing, "prazo");
    return [
      paragraph(
        `O projeto está na etapa de ${stage ? stage.label.toLowerCase() : f.project.stage}.${next ? ` ${approval(f)}, seguimos para a etapa de ${next.label.toLowerCase()}: ${next.description.replace(/\.$/, "").toLowerCase()}.` : ""}${moving ? ` O cronograma considera o prazo que ${you(f.client)} nos ${youVerb(f.client, "deu", "deram")}: ${clause(moving)}.` : ""}`,
      ),
    ];
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
