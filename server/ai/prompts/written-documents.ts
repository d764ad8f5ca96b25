import { briefingAsText } from "#domain/briefing";
import { budgetSlide } from "#domain/budget-defaults";
import { toneInstruction, type AiTone } from "#domain/profile";
import type { WrittenKind } from "#domain/documents";
import { formatArea, programmeTotals, roomTotal } from "#domain/needs-program";
import { normLabel, normsFor } from "#server/ai/offline/norms";
import type { ProjectFacts } from "#domain/project-facts";
import { CONSTRUCTION_STANDARDS, PROJECT_STAGES, PROJECT_TYPES } from "#domain/projects";
import type { RichBlock } from "#domain/rich-text.schema";
import { blocksToMarkdown, blocksToPlainText } from "#domain/rich-text";
import type { SectionSpec } from "#domain/written-documents";

/**
 * The server's prompts for the written documents (R-DOC-6): one request per section, the
 * project's stored data as the only source of facts, Markdown back (parsed by
 * parseSectionMarkdown). Figures the data lacks are "[completar: …]"; the tables of areas are
 * appended by the server from the data, so the model is told not to write them.
 */

const RULES = [
  "Responda em português do Brasil.",
  "Escreva apenas o corpo da seção pedida, em Markdown simples: parágrafos, listas, negrito e itálico. Não repita o título da seção, não use HTML nem blocos de código.",
  "Use somente os dados do projeto informados. Não invente números, áreas, nomes, endereços, marcas, preços nem edições de normas: quando faltar um dado, escreva [completar: o que falta].",
  "Não escreva o quadro de áreas nem a tabela de ambientes: o sistema os acrescenta a partir dos dados.",
].join("\n");

/**
 * The concept and the presentation go to the client (decision 074): the briefing's private
 * answers inform them but are never quoted.
 */
const PRIVATE_RULE =
  "O briefing serve de base, não de texto: não copie respostas. Não mencione o orçamento do cliente (faixa de valores), saúde, idade ou outros detalhes da família; use-os só como condicionantes sem nomeá-los.";

export const WRITTEN_SYSTEM_PROMPT: Record<WrittenKind, string> = {
  memorial: `Você é um arquiteto brasileiro redigindo o memorial descritivo de uma obra, em linguagem técnica e impessoal, seguindo a prática brasileira e as normas da ABNT.\n${RULES}`,
  justificativa: `Você é um arquiteto brasileiro redigindo o memorial justificativo de um projeto: explica as decisões diante do programa, do terreno, da legislação e do partido, em texto impessoal e claro.\n${RULES}`,
  conceito: `Você é um arquiteto brasileiro escrevendo o conceito de um projeto: a ideia central, ideias norteadoras, paleta de materiais e cores, ligados ao briefing do cliente.\n${RULES}\n${PRIVATE_RULE}`,
  apresentacao: `Você é um arquiteto brasileiro escrevendo para o cliente um texto curto e acolhedor que apresenta o projeto, sem jargão técnico.\n${RULES}\n${PRIVATE_RULE}`,
};

/** The system prompt of a kind, with the person's tone (R-PROFILE-4: formal or cordial). */
export function writtenSystemPrompt(kind: WrittenKind, tone: AiTone): string {
  return `${WRITTEN_SYSTEM_PROMPT[kind]}\n${toneInstruction(tone)}`;
}

const label = <T extends { id: string; label: string }>(list: readonly T[], id: string) => list.find((x) => x.id === id)?.label ?? id;
const MAX_PART = 3_500;
const cap = (text: string, max = MAX_PART) => (text.length <= max ? text : `${text.slice(0, max)}\n(… cortado por tamanho)`);

const num = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
function lotParametersText(f: ProjectFacts): string {
  const p = f.landPlot;
  const parts = [
    p.frontage !== null && p.depth !== null ? `dimensões ${num.format(p.frontage)} × ${num.format(p.depth)} m` : null,
    p.occupancyRate !== null ? `taxa de ocupação máxima ${num.format(p.occupancyRate)} %` : null,
    p.floorAreaRatio !== null ? `coeficiente de aproveitamento ${num.format(p.floorAreaRatio)}` : null,
    p.permeability !== null ? `taxa de permeabilidade mínima ${num.format(p.permeability)} %` : null,
    p.frontSetback !== null ? `recuo frontal ${num.format(p.frontSetback)} m` : null,
    p.sideSetback !== null ? `recuos laterais ${num.format(p.sideSetback)} m` : null,
    p.rearSetback !== null ? `recuo de fundos ${num.format(p.rearSetback)} m` : null,
    p.maxHeight !== null ? `altura máxima ${num.format(p.maxHeight)} m` : null,
    p.parametersSource ? `fonte ${p.parametersSource}${p.parametersConsultedOn ? `, consultada em ${p.parametersConsultedOn.split("-").reverse().join("/")}` : ""}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join("; ") : "não informados";
}

/** The project's stored data as plain text: the only facts the model may use. */
export function factsAsText(f: ProjectFacts): string {
  const plot = f.landPlot;
  const lines = [
    `Projeto: ${f.project.name}`,
    `Cliente: ${f.client.name}`,
    `Tipo: ${label(PROJECT_TYPES, f.project.type)}; padrão de acabamento: ${label(CONSTRUCTION_STANDARDS, f.project.standard)}; etapa: ${label(PROJECT_STAGES, f.project.stage)}`,
    `Área construída: ${f.project.builtArea !== null ? formatArea(f.project.builtArea) : "não informada"}`,
    `Terreno: endereço ${plot.address ?? "não informado"}; cidade ${plot.city ?? "não informada"}${plot.state ? `/${plot.state}` : ""}; área ${plot.area !== null ? formatArea(plot.area) : "não informada"}; zoneamento ${plot.zoning ?? "não informado"}; topografia ${plot.topography ?? "não informada"}`,
    `Parâmetros do lote: ${lotParametersText(f)}`,
    `Escritório: ${f.studio.name || "não informado"}; responsável técnico: ${f.studio.responsibleArchitect || "não informado"}; CAU: ${f.studio.cau ?? "não informado"}; cidade do escritório: ${f.studio.city ?? "não informada"}; autor: ${f.author.name || "não informado"}; data de hoje: ${f.today.split("-").reverse().join("/")}`,
  ];
  if (f.budget) {
    const budget = budgetSlide(f.budget);
    lines.push("", "Orçamento do projeto (estimativa pelo CUB, NBR 12721):", budget.items.map((l) => `- ${l.label}: ${l.value}`).join("\n"), budget.note);
  }
  if (f.briefing) lines.push("", "Briefing (respostas do cliente):", cap(briefingAsText(f.briefing, f.client.kind)));
  if (f.programme && f.programme.rooms.length > 0) {
    const totals = programmeTotals(f.programme);
    const rooms = f.programme.rooms.map((r) => `- ${r.sector ? `${r.sector}: ` : ""}${r.name} (${r.quantity} × ${formatArea(r.unitArea)} = ${formatArea(roomTotal(r))})`).join("\n");
    lines.push("", `Programa de necessidades (área útil ${formatArea(totals.usefulArea)}):`, cap(rooms));
  }
  if (f.concept) lines.push("", "Conceito:", cap(f.concept.sections.map((s) => `${s.title}: ${blocksToPlainText(s.blocks)}`).join("\n"), 2_000));
  if (f.materials.length > 0) lines.push("", "Materiais especificados pelo escritório:", f.materials.map((m) => `- ${m.name} (${m.category})${m.norm ? ` — ${m.norm}` : ""}${m.note ? ` — ${m.note}` : ""}`).join("\n"));
  if (f.references.length > 0) lines.push("", "Referências salvas:", f.references.slice(0, 15).map((r) => `- ${r.title}${r.note ? ` (${r.note})` : ""}`).join("\n"));
  return lines.join("\n");
}

/** The prompt of one section: what it holds, the project's data, and for a rewrite the current text and the architect's wish. */
export function sectionPrompt({ kind, section, facts, instruction, current }: { kind: WrittenKind; section: SectionSpec; facts: ProjectFacts; instruction?: string; current?: RichBlock[] }): string {
  const parts = [`Seção: ${section.title}`, `O que a seção deve conter: ${section.brief}`, "", "Dados do projeto:", factsAsText(facts)];
  if (kind === "memorial") parts.push("", "Normas aplicáveis (cite com a edição indicada):", normsFor(facts.project.type).map((n) => `- ${normLabel(n)} — ${n.title}`).join("\n"));
  if (current && current.length > 0) parts.push("", "Texto atual da seção (reescreva-o):", cap(blocksToMarkdown(current), 2_500));
  if (instruction) parts.push("", `Pedido do arquiteto: ${instruction}`);
  return parts.join("\n").slice(0, 10_000);
}
