import { agree, greeting, theClient } from "#domain/addressing";
import { formatMoney } from "#domain/budget";
import { formatDocument } from "#domain/br-documents";
import { addDays, dayBR } from "#domain/days";
import { FEE_METHODS, FEE_STAGES, feeStageLabel, type FeeStage } from "#domain/fees/fees";
import type { FeeResult } from "#domain/fees/fees.schema";
import type { ProjectFacts } from "#domain/project-facts";
import { PROJECT_TYPES } from "#domain/projects";
import { bullets, paragraph, richParagraph, subheading, table } from "#domain/rich-text";
import type { RichBlock } from "#domain/rich-text.schema";
import { toComplete } from "#domain/written-documents";
import type { WrittenSection } from "#domain/written-documents.schema";
import type { ProposalContent } from "#domain/proposals/proposal.schema";
import { PROPOSAL_VALIDITY_DAYS } from "#domain/proposals/proposal-state";

/**
 * The "Proposta de serviços" built from what the project holds (R-PROP-1, decision 094): the fee
 * calculation saved on the project (method, total, the split by NBR 16636 stage and the payments
 * tied to stage deliveries, all in cents that sum to the total), the client (agreeing with their
 * kind and form of address, R-CLIENT-3), the studio (name, CAU, responsible architect; the brand
 * is the export's) and the project (type, area, city). What the project does not hold (revisions
 * and deadlines per stage, who pays the RRT, a missing CAU or area) is a "[completar: …]" the
 * export check lists (decision 071), never a figure made up.
 *
 * The content follows CAU/RJ's guidance for proposals (validity, schedule by stage, payments tied
 * to deliveries, what is in and out of scope, how changes alter price and deadline) and item
 * 4.2.10 of CAU's Code of Ethics (products, scope, stages, deadlines, fee and payment), as
 * shared/domain-facts/fees-contracts-payments.md records them.
 */

/** The fee as a saved calculation gives it: its result (the stages and milestones in cents). */
export type ProposalFees = Pick<FeeResult, "method" | "total" | "stages" | "milestones">;

/** What each stage usually delivers: a reference to adjust, not a norm's list (decision 094). */
export const STAGE_DELIVERABLES: Record<FeeStage, readonly string[]> = {
  levantamento: ["Levantamento dos dados do terreno, da legislação urbanística e das condicionantes do projeto"],
  programa: ["Programa de necessidades: ambientes, áreas e relações entre eles"],
  viabilidade: ["Estudo da viabilidade técnica e legal do programa no terreno"],
  "estudo-preliminar": ["Implantação no terreno", "Plantas, cortes e fachadas do partido arquitetônico", "Imagens ou perspectivas do estudo"],
  anteprojeto: ["Plantas, cortes e fachadas com os elementos construtivos definidos", "Memorial justificativo"],
  "projeto-legal": ["Desenhos e documentos exigidos para a aprovação na prefeitura e nos demais órgãos"],
  "projeto-executivo": ["Plantas, cortes, fachadas e detalhes para a execução da obra", "Memorial descritivo com a especificação de materiais e acabamentos"],
};

export const DELIVERABLES_NOTE =
  "Produtos usuais de cada etapa, tomados como referência das etapas da ABNT NBR 16636-2:2017 e da ABNT NBR 13532:1995; ajuste-os ao que foi combinado.";

/** 3334 → "33,34%". */
export function sharePercent(bps: number): string {
  return `${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(bps / 100)}%`;
}

export const stageCode = (id: FeeStage) => FEE_STAGES.find((s) => s.id === id)?.code ?? "";
export const stageName = (id: FeeStage) => `${feeStageLabel(id)} (${stageCode(id)})`;

export function projectLine(facts: ProjectFacts): string {
  const type = PROJECT_TYPES.find((t) => t.id === facts.project.type)?.label.toLowerCase() ?? facts.project.type;
  const area = facts.project.builtArea !== null ? `${new Intl.NumberFormat("pt-BR").format(facts.project.builtArea)} m²` : toComplete("área construída");
  const { city, state } = facts.landPlot;
  const place = city ? (state ? `${city}/${state}` : city) : toComplete("cidade da obra");
  return `Projeto ${type}, com cerca de ${area} de área construída, em ${place}.`;
}

export function architectLine(facts: ProjectFacts): string {
  const who = facts.studio.responsibleArchitect ?? toComplete("arquiteto responsável");
  const cau = facts.studio.cau ? `CAU ${facts.studio.cau}` : toComplete("número do CAU");
  return `${who}, ${cau}`;
}

/**
 * The studio as a party (decision 105): its razão social, with the name it goes by when that
 * differs, and its CNPJ as Configurações holds them; `document` is null when no CNPJ is stored.
 */
export function studioParty(facts: ProjectFacts): { name: string; document: string | null } {
  const trade = facts.studio.name.trim();
  const legal = facts.studio.legalName?.trim() || null;
  const name = legal ? (trade && trade !== legal ? `${legal} (${trade})` : legal) : trade || toComplete("nome do escritório");
  return { name, document: facts.studio.cnpj ? `CNPJ ${formatDocument(facts.studio.cnpj)}` : null };
}

/** The proposal's closing line with the razão social and CNPJ, when either is stored; nothing is marked to complete. */
function legalLine(facts: ProjectFacts): RichBlock[] {
  if (!facts.studio.legalName?.trim() && !facts.studio.cnpj) return [];
  const party = studioParty(facts);
  return [paragraph(party.document ? `${party.name}, ${party.document}` : party.name)];
}

/** What a proposal or a contract leaves out (R-PROP-1, R-CONTRACT-1): the stages not included, by name, and the usual exclusions. */
export function exclusions(included: readonly FeeStage[]): string[] {
  const excluded = FEE_STAGES.filter((s) => !included.includes(s.id));
  return [
    ...(excluded.length > 0 ? [`As etapas não listadas no escopo: ${excluded.map((s) => stageName(s.id)).join(", ")}`] : []),
    "Projetos complementares (estrutura, fundações, instalações elétricas, hidrossanitárias e outras)",
    "Levantamento topográfico, sondagem do solo e outros levantamentos técnicos",
    "Taxas, emolumentos e custos de aprovação na prefeitura e nos demais órgãos",
    "Acompanhamento e administração da obra",
  ];
}

/** The fee, its split by stage and the payments, in cents with total rows (decision 090): the proposal's and the contract's. */
export function feeBlocks(fees: ProposalFees, payer: string): RichBlock[] {
  const method = FEE_METHODS.find((m) => m.id === fees.method)?.label ?? fees.method;
  return [
    richParagraph([{ text: "Honorários: ", bold: true }, { text: `${formatMoney(fees.total)} (${method.toLowerCase()}).` }]),
    subheading("Divisão por etapa"),
    table(
      ["Etapa", "Parte", "Valor", "Pagamento"],
      [
        ...fees.stages.map((s) => {
          const due = fees.milestones.find((m) => m.trigger === s.stage);
          return [stageName(s.stage), sharePercent(s.bps), formatMoney(s.amount), due ? `${formatMoney(due.amount)} na entrega da etapa` : "—"];
        }),
        ["Total", "100%", formatMoney(fees.total), ""],
      ],
    ),
    subheading("Parcelas"),
    table(
      ["Parcela", "Vencimento", "Parte", "Valor"],
      [...fees.milestones.map((m, i) => [`${i + 1}ª`, m.label, sharePercent(m.bps), formatMoney(m.amount)]), ["Total", "", "100%", formatMoney(fees.total)]],
    ),
    paragraph(`As parcelas são pagas ${payer} ${toComplete("forma de pagamento (Pix, boleto, transferência)")}.`),
  ];
}

const section = (key: string, title: string, blocks: RichBlock[]): WrittenSection => ({ key, title, blocks });

/** The proposal's sections and validity (30 days from `facts.today` unless `validUntil` is given). */
export function buildProposal(facts: ProjectFacts, fees: ProposalFees, validUntil: string = addDays(facts.today, PROPOSAL_VALIDITY_DAYS)): ProposalContent {
  const client = facts.client;
  const studioName = facts.studio.name.trim() || toComplete("nome do escritório");
  const included = fees.stages.map((s) => s.stage);
  const payer = agree(client, ["pela contratante", "pelo contratante", "pelos contratantes"]);

  const sections: WrittenSection[] = [
    section("apresentacao", "Apresentação", [
      paragraph(greeting(client)),
      paragraph(
        `${studioName} apresenta ${agree(client, ["à", "ao", "aos"])} ${theClient(client).replace(/^(a|o|os) /, "")} ${client.name} esta proposta de serviços de arquitetura para o projeto ${facts.project.name}.`,
      ),
      paragraph(projectLine(facts)),
      richParagraph([{ text: "Responsável técnico: ", bold: true }, { text: architectLine(facts) }]),
    ]),
    section("escopo", "Escopo: etapas incluídas", [
      ...fees.stages.flatMap((s) => [subheading(stageName(s.stage)), bullets([...STAGE_DELIVERABLES[s.stage]])]),
      richParagraph([{ text: DELIVERABLES_NOTE, italic: true }]),
    ]),
    section("revisoes-prazos", "Revisões e prazos por etapa", [
      table(
        ["Etapa", "Revisões incluídas", "Prazo"],
        fees.stages.map((s) => [stageName(s.stage), toComplete(`revisões do ${feeStageLabel(s.stage).toLowerCase()}`), toComplete(`prazo do ${feeStageLabel(s.stage).toLowerCase()}`)]),
      ),
      paragraph(`Os prazos contam a partir da aprovação da etapa anterior e da entrega, ${payer}, das informações que a etapa pede.`),
    ]),
    section("nao-incluido", "O que não está incluído", [
      paragraph("Não fazem parte desta proposta, salvo acordo por escrito:"),
      bullets(exclusions(included)),
    ]),
    section("honorarios", "Honorários e forma de pagamento", feeBlocks(fees, payer)),
    section("alteracoes", "Alterações de escopo", [
      paragraph(
        "Mudanças pedidas depois da aprovação de uma etapa, e revisões além das incluídas, alteram o escopo: antes de serem feitas, o escritório apresenta por escrito o valor e o novo prazo, que valem depois de aceitos.",
      ),
    ]),
    section("rrt", "RRT", [
      paragraph(
        `O Registro de Responsabilidade Técnica (RRT) de cada atividade desta proposta é emitido no SICCAU, do Conselho de Arquitetura e Urbanismo (CAU), por ${architectLine(facts)}.`,
      ),
      paragraph(`A taxa do RRT é paga por ${toComplete("quem paga a taxa do RRT: o escritório ou o contratante")}.`),
    ]),
    section("assinatura", "Escritório", [
      paragraph(studioName),
      // The razão social and CNPJ, when Configurações has them (decision 105).
      ...legalLine(facts),
      paragraph(architectLine(facts)),
      paragraph(`${facts.studio.city ?? facts.landPlot.city ?? toComplete("cidade")}, ${dayBR(facts.today)}.`),
    ]),
  ];
  return { validUntil, sections };
}
