import { apportion, baseCost, computeBudget, type Bps, type Cents } from "#domain/budget";
import { budgetInput } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";
import { PROJECT_STAGES, type ProjectStage } from "#domain/projects";

/**
 * The studio's fee (honorários, R-FEES-*), pure and in integer cents like the budget's arithmetic
 * (domain/budget.ts), so the screen, a proposal and a test of the same calculation agree to the
 * cent. Four methods (decision 090):
 *
 * - percentual-obra: a percentage of the construction cost — the first modality of CAU/BR's
 *   fee tables (Módulo I, Res. CAU/BR 64/2013). The percentage is the studio's own: no figure
 *   of the tables could be confirmed in a CAU publication, so none is offered as a default.
 * - custo-servico: hours per stage × the studio's hourly cost, with taxes and profit — the
 *   tables' second modality (the cost of the service: direct and indirect costs, taxes, profit).
 * - por-m2 and valor-fixo: what studios also quote.
 *
 * Percentages are basis points (1% = 100 bps), hours and areas have 2 decimals, money is cents;
 * each multiplication is done on integers and rounded once (half up, as Math.round).
 */

export type { Bps, Cents };

export const FEE_METHODS = [
  { id: "percentual-obra", label: "Percentual do custo da obra", formula: "Honorários = custo da obra × percentual" },
  {
    id: "custo-servico",
    label: "Custo do serviço (horas)",
    formula: "Custo da hora = (custos diretos + custos indiretos) ÷ horas produtivas; honorários = horas × custo da hora × (1 + lucro) ÷ (1 − impostos)",
  },
  { id: "por-m2", label: "Valor por m²", formula: "Honorários = área × valor do m²" },
  { id: "valor-fixo", label: "Valor fixo", formula: "Honorários = valor combinado" },
] as const;
export type FeeMethod = (typeof FEE_METHODS)[number]["id"];

/** What CAU's tables say of themselves, shown beside the percentage method (decision 090's sources). */
export const FEE_TABLES_NOTE =
  "As Tabelas de Honorários do CAU/BR (Módulo I, Resolução CAU/BR nº 64/2013; Módulos II e III, Resolução CAU/BR nº 76/2014) são referência, não obrigação: o percentual aqui é o do escritório.";
export const FEE_TABLES_SOURCES = [
  { label: "CAU/BR, Resolução nº 76/2014 (Módulos II e III)", url: "https://transparencia.caubr.gov.br/resolucao76/" },
  { label: "CAU/RS, Tabela de Honorários", url: "https://www.caurs.gov.br/tabela-honorarios" },
] as const;

/** How complex the design is: the studio's own percentage may differ by category and complexity. */
export const FEE_COMPLEXITIES = [
  { id: "baixa", label: "Baixa" },
  { id: "media", label: "Média" },
  { id: "alta", label: "Alta" },
] as const;
export type FeeComplexity = (typeof FEE_COMPLEXITIES)[number]["id"];

/** Where the construction cost of the percentage method comes from. */
export const COST_ORIGINS = [
  { id: "cub", label: "Orçamento: custo básico", description: "CUB × área equivalente, do orçamento do projeto" },
  { id: "orcamento", label: "Orçamento: total", description: "O total do orçamento detalhado (itens fora do CUB e BDI incluídos)" },
  { id: "informado", label: "Informado pelo escritório", description: "Um valor digitado" },
] as const;
export type CostOrigin = (typeof COST_ORIGINS)[number]["id"];

/** The design stages of NBR 13531/13532 and NBR 16636 a proposal can include (domain/projects.ts). */
export const FEE_STAGES = PROJECT_STAGES.filter((s) => s.code !== null).map(({ id, label, code }) => ({ id, label, code: code! }));
export type FeeStage = Extract<ProjectStage, (typeof FEE_STAGES)[number]["id"]>;
export const FEE_STAGE_IDS = FEE_STAGES.map((s) => s.id) as [FeeStage, ...FeeStage[]];

export function feeStageLabel(id: FeeStage): string {
  return FEE_STAGES.find((s) => s.id === id)?.label ?? id;
}

const round = Math.round;
/** A number typed with 2 decimals (m², hours) as an integer of hundredths. */
const hundredths = (n: number) => round(n * 100);

// ---------------------------------------------------------------------------------------------
// (a) Percentage of the construction cost

/** The construction cost the budget gives: its basic cost (CUB × área equivalente) and, detailed, its total. */
export function constructionCostFromBudget(content: BudgetContent): { basic: Cents; detailed: Cents } {
  const totals = computeBudget(budgetInput(content));
  return { basic: totals.base, detailed: totals.total };
}

/** CUB (R$/m²) × área equivalente (m²), in cents: the budget's own `baseCost`. */
export function constructionCostFromCub(cubPerM2: number, equivalentArea: number): Cents {
  return baseCost(cubPerM2, equivalentArea);
}

/** custo da obra × percentual, rounded once. */
export function percentOfCost(constructionCost: Cents, percentBps: Bps): Cents {
  return round((constructionCost * percentBps) / 10_000);
}

// ---------------------------------------------------------------------------------------------
// (b) Cost of the service

/** The studio's monthly figures behind its hourly cost (kept per studio, all editable). */
export interface HourlyCostInputs {
  /** Pró-labore, salaries and their charges, per month. */
  directMonthly: Cents;
  /** Rent, software, accounting, equipment, transport…, per month. */
  indirectMonthly: Cents;
  /** Hours a month the studio bills to projects (2 decimals). */
  productiveHours: number;
  /** Taxes on what is billed (Simples, ISS…). */
  taxesBps: Bps;
  profitBps: Bps;
}

/** (diretos + indiretos) ÷ horas produtivas, in cents per hour, rounded once. */
export function hourlyCost(inputs: Pick<HourlyCostInputs, "directMonthly" | "indirectMonthly" | "productiveHours">): Cents {
  const hours = hundredths(inputs.productiveHours);
  if (hours <= 0) return 0;
  return round(((inputs.directMonthly + inputs.indirectMonthly) * 100) / hours);
}

export interface ServiceFee {
  hourlyCost: Cents;
  /** Σ hours of the stages. */
  hours: number;
  /** horas × custo da hora. */
  cost: Cents;
  /** custo × lucro. */
  profit: Cents;
  /** What the taxes take of the fee: fee − cost − profit. */
  taxes: Cents;
  fee: Cents;
}

/**
 * Hours × hourly cost, plus profit on that cost, grossed up so the taxes on the billed amount
 * leave the cost and profit whole: fee = (cost + profit) ÷ (1 − taxes).
 */
export function serviceFee(inputs: HourlyCostInputs, stageHours: readonly number[]): ServiceFee {
  const rate = hourlyCost(inputs);
  const hoursH = stageHours.reduce((s, h) => s + hundredths(h), 0);
  const cost = round((hoursH * rate) / 100);
  const profit = round((cost * inputs.profitBps) / 10_000);
  const fee = inputs.taxesBps >= 10_000 ? 0 : round(((cost + profit) * 10_000) / (10_000 - inputs.taxesBps));
  return { hourlyCost: rate, hours: hoursH / 100, cost, profit, taxes: fee - cost - profit, fee };
}

// ---------------------------------------------------------------------------------------------
// (c) per m², (d) fixed

/** área (m², 2 decimals) × valor do m² (cents), rounded once. */
export function perSquareMetre(area: number, pricePerM2: Cents): Cents {
  return round((hundredths(area) * pricePerM2) / 100);
}

// ---------------------------------------------------------------------------------------------
// Stages and payments

/** Equal shares (bps) for `n` stages, summing to exactly 10 000 (the first ones take the rest). */
export function equalShares(n: number): Bps[] {
  return n <= 0 ? [] : apportion(10_000, Array.from({ length: n }, () => 1));
}

/**
 * The fee split by shares that sum to 10 000 bps: each part is the floor of its exact share, and
 * the cents left go one by one to the largest remainders (ties: the first listed) — the budget's
 * `apportion` — so the parts sum to the total exactly, the same way every time.
 */
export function splitByShares(total: Cents, shares: readonly Bps[]): Cents[] {
  return apportion(total, shares);
}

/** When a payment falls due: when the contract is signed, or when a stage is delivered. */
export type MilestoneTrigger = "assinatura" | FeeStage;

export function milestoneLabel(trigger: MilestoneTrigger): string {
  return trigger === "assinatura" ? "Na assinatura do contrato" : `Na entrega: ${feeStageLabel(trigger)}`;
}

/** One payment per included stage, at its delivery, with the stage's share: the schedule a calculation starts with. */
export function milestonesFromStages(stages: readonly { stage: FeeStage; bps: Bps }[]): { trigger: MilestoneTrigger; bps: Bps }[] {
  return stages.map((s) => ({ trigger: s.stage, bps: s.bps }));
}

// ---------------------------------------------------------------------------------------------
// The whole calculation

export interface FeeInput {
  method: FeeMethod;
  percentage: { constructionCost: Cents; percentBps: Bps };
  perSquareMetre: { area: number; pricePerM2: Cents };
  fixed: { amount: Cents };
  stages: readonly { stage: FeeStage; bps: Bps; hours: number }[];
  milestones: readonly { trigger: MilestoneTrigger; bps: Bps }[];
}

export interface FeeTotals {
  method: FeeMethod;
  total: Cents;
  service: ServiceFee;
  byMethod: Record<FeeMethod, { cents: Cents }>;
  stages: { stage: FeeStage; bps: Bps; amount: Cents }[];
  milestones: { trigger: MilestoneTrigger; label: string; bps: Bps; amount: Cents }[];
}

/**
 * Every method's amount (so the screen can compare them), the chosen one as the total, split by
 * the included stages' shares and by the payment milestones; both splits sum to the total.
 */
export function computeFees(input: FeeInput, hourly: HourlyCostInputs): FeeTotals {
  const service = serviceFee(hourly, input.stages.map((s) => s.hours));
  const byMethod: Record<FeeMethod, { cents: Cents }> = {
    "percentual-obra": { cents: percentOfCost(input.percentage.constructionCost, input.percentage.percentBps) },
    "custo-servico": { cents: service.fee },
    "por-m2": { cents: perSquareMetre(input.perSquareMetre.area, input.perSquareMetre.pricePerM2) },
    "valor-fixo": { cents: input.fixed.amount },
  };
  const total = byMethod[input.method].cents;
  const stageParts = splitByShares(total, input.stages.map((s) => s.bps));
  const paymentParts = splitByShares(total, input.milestones.map((m) => m.bps));
  return {
    method: input.method,
    total,
    service,
    byMethod,
    stages: input.stages.map((s, i) => ({ stage: s.stage, bps: s.bps, amount: stageParts[i]! })),
    milestones: input.milestones.map((m, i) => ({ trigger: m.trigger, label: milestoneLabel(m.trigger), bps: m.bps, amount: paymentParts[i]! })),
  };
}

/** The shares hours give (the cost-of-service method's natural split), summing to 10 000 bps. */
export function sharesFromHours(hours: readonly number[]): Bps[] {
  return apportion(10_000, hours.map(hundredths));
}
