import { PROJECT_TYPE_IDS } from "#domain/projects";
import { z } from "#domain/zod";
import { COST_ORIGINS, FEE_COMPLEXITIES, FEE_METHODS, FEE_STAGE_IDS, type FeeStage } from "./fees";

/**
 * The fee calculation's contract (R-FEES-1…3, decision 090): the studio's hourly-cost inputs
 * (one per studio) and a project's calculation (one per project). Money in integer cents,
 * percentages in basis points (1% = 100), hours and areas with 2 decimals.
 */

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((x) => x.id) as [T["id"], ...T["id"][]];

/** Up to R$ 1 bilhão in cents. */
const MAX_CENTS = 100_000_000_000;
const cents = (label: string) =>
  z
    .number({ error: `${label}: informe um valor.` })
    .int(`${label}: valor em centavos inteiros.`)
    .min(0, `${label} não pode ser negativo.`)
    .max(MAX_CENTS, `${label}: valor alto demais.`);
/** Basis points: 0 to `maxPercent`% (× 100). */
const bps = (label: string, maxPercent = 100) =>
  z
    .number({ error: `${label}: informe um percentual.` })
    .int(`${label}: percentual com até 2 casas decimais.`)
    .min(0, `${label} não pode ser negativo.`)
    .max(maxPercent * 100, `${label} pode ser no máximo ${maxPercent}%.`);
/** A quantity typed with 2 decimals at most (m², hours). */
const twoDecimals = (label: string, max: number, unit: string) =>
  z
    .number({ error: `${label}: informe um número.` })
    .min(0, `${label} não pode ser negativo.`)
    .max(max, `${label} pode ser no máximo ${max.toLocaleString("pt-BR")} ${unit}.`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label}: use no máximo 2 casas decimais.`);

// ---------------------------------------------------------------------------------------------
// The studio's hourly cost

export const hourlyCostInputSchema = z
  .object({
    directMonthly: cents("Custos diretos mensais"),
    indirectMonthly: cents("Custos indiretos mensais"),
    productiveHours: twoDecimals("Horas produtivas por mês", 744, "horas").refine((h) => h > 0, "Horas produtivas por mês: informe um número maior que zero."),
    taxesBps: bps("Impostos", 50),
    profitBps: bps("Lucro", 100),
  })
  .meta({ id: "CustoHoraDoEscritorio", description: "O que forma o custo da hora do escritório: custos diretos e indiretos mensais (centavos), horas produtivas por mês, impostos e lucro (pontos-base)." });
export type HourlyCostInput = z.output<typeof hourlyCostInputSchema>;

/** The saved figures as the API answers them: zeros and `updatedAt` null while the studio has not saved any (no figure is assumed). */
export const studioFeeSettingsSchema = z
  .object({
    directMonthly: z.number().int(),
    indirectMonthly: z.number().int(),
    productiveHours: z.number(),
    taxesBps: z.number().int(),
    profitBps: z.number().int(),
    /** The hourly cost these figures give, in cents (0 without productive hours). */
    hourlyCost: z.number().int(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "CustoHoraDoEscritorioSalvo", description: "Os valores do escritório e o custo da hora que resultam; `updatedAt` nulo enquanto o escritório não os salvou." });
export type StudioFeeSettings = z.output<typeof studioFeeSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// A project's calculation

const stageShareSchema = z.object({
  stage: z.enum(FEE_STAGE_IDS, { error: "Etapa inválida." }),
  bps: bps("A parte da etapa"),
  /** Hours of the studio's work on the stage (the cost-of-service method). */
  hours: twoDecimals("As horas da etapa", 10_000, "horas"),
});

const milestoneSchema = z.object({
  trigger: z.enum(["assinatura", ...FEE_STAGE_IDS], { error: "Escolha quando a parcela vence." }),
  bps: bps("A parcela"),
});

const sumIs10000 = (parts: readonly { bps: number }[]) => parts.reduce((s, p) => s + p.bps, 0) === 10_000;

export const feeCalculationInputSchema = z
  .object({
    method: z.enum(ids(FEE_METHODS), { error: "Escolha o método de cálculo." }),
    percentage: z.object({
      costOrigin: z.enum(ids(COST_ORIGINS), { error: "Escolha de onde vem o custo da obra." }),
      constructionCost: cents("Custo da obra"),
      category: z.enum(PROJECT_TYPE_IDS, { error: "Escolha a categoria." }),
      complexity: z.enum(ids(FEE_COMPLEXITIES), { error: "Escolha a complexidade." }),
      percentBps: bps("O percentual sobre o custo da obra"),
    }),
    perSquareMetre: z.object({
      area: twoDecimals("A área", 1_000_000, "m²"),
      pricePerM2: cents("O valor do m²"),
    }),
    fixed: z.object({ amount: cents("O valor fixo") }),
    stages: z
      .array(stageShareSchema)
      .min(1, "Inclua ao menos uma etapa.")
      .max(FEE_STAGE_IDS.length, "Etapas demais.")
      .refine((s) => new Set(s.map((x) => x.stage)).size === s.length, "Cada etapa entra uma vez só.")
      .refine(sumIs10000, "As partes das etapas precisam somar 100%."),
    milestones: z
      .array(milestoneSchema)
      .min(1, "Inclua ao menos uma parcela.")
      .max(FEE_STAGE_IDS.length + 1, "Parcelas demais.")
      .refine((m) => new Set(m.map((x) => x.trigger)).size === m.length, "Cada parcela vence num momento diferente.")
      .refine(sumIs10000, "As parcelas precisam somar 100%."),
  })
  .superRefine((input, ctx) => {
    const included = new Set<FeeStage>(input.stages.map((s) => s.stage));
    input.milestones.forEach((m, i) => {
      if (m.trigger !== "assinatura" && !included.has(m.trigger)) {
        ctx.addIssue({ code: "custom", path: ["milestones", i, "trigger"], message: "A parcela vence na entrega de uma etapa que não está incluída." });
      }
    });
  })
  .meta({
    id: "CalculoDeHonorarios",
    description:
      "O método escolhido e os dados de cada método (percentual do custo da obra, custo do serviço, por m², valor fixo), as etapas incluídas com a parte de cada uma (pontos-base, somando 10 000) e as horas, e as parcelas ligadas às entregas.",
  });
export type FeeCalculationInput = z.output<typeof feeCalculationInputSchema>;

const amountLine = z.object({ cents: z.number().int() });

export const feeResultSchema = z
  .object({
    method: z.enum(ids(FEE_METHODS)),
    total: z.number().int(),
    /** The cost-of-service breakdown (always computed, so the screen can compare methods). */
    service: z.object({ hourlyCost: z.number().int(), hours: z.number(), cost: z.number().int(), profit: z.number().int(), taxes: z.number().int(), fee: z.number().int() }),
    byMethod: z.object({ "percentual-obra": amountLine, "custo-servico": amountLine, "por-m2": amountLine, "valor-fixo": amountLine }),
    stages: z.array(z.object({ stage: z.enum(FEE_STAGE_IDS), bps: z.number().int(), amount: z.number().int() })),
    milestones: z.array(z.object({ trigger: z.enum(["assinatura", ...FEE_STAGE_IDS]), label: z.string(), bps: z.number().int(), amount: z.number().int() })),
  })
  .meta({ id: "ResultadoDosHonorarios", description: "O total do método escolhido, o valor de cada método, a divisão por etapa e as parcelas, em centavos que somam o total exatamente." });
export type FeeResult = z.output<typeof feeResultSchema>;

export const feeCalculationSchema = z
  .object({
    projectId: z.string(),
    input: feeCalculationInputSchema,
    /** The studio's hourly-cost figures the calculation used (a copy: changing them later does not change a saved calculation). */
    hourlyCost: studioFeeSettingsSchema.omit({ hourlyCost: true, updatedAt: true }),
    result: feeResultSchema,
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "HonorariosDoProjeto", description: "O cálculo de honorários salvo de um projeto, com o custo da hora usado e o resultado." });
export type FeeCalculation = z.output<typeof feeCalculationSchema>;

/** `GET …/fees/basis`: what the project offers the calculation — its area, category and the budget's construction cost. */
export const feeBasisSchema = z
  .object({
    builtArea: z.number().nullable(),
    category: z.enum(PROJECT_TYPE_IDS),
    budget: z.object({ basic: z.number().int(), detailed: z.number().int(), documentId: z.string() }).nullable(),
  })
  .meta({ id: "BaseDosHonorarios", description: "A área construída e a categoria do projeto, e o custo da obra do seu orçamento (custo básico e total), quando há um." });
export type FeeBasis = z.output<typeof feeBasisSchema>;

/** `GET /api/projects/{id}/fees`: everything the page needs — the project's basis, the studio's hourly cost, the saved calculation (null before the first save). */
export const projectFeesSchema = z
  .object({
    basis: feeBasisSchema,
    hourlyCost: studioFeeSettingsSchema,
    calculation: feeCalculationSchema.nullable(),
  })
  .meta({ id: "HonorariosDoProjetoComBase", description: "A base do projeto (área, categoria, custo da obra do orçamento), o custo da hora do escritório e o cálculo salvo (nulo antes do primeiro)." });
export type ProjectFees = z.output<typeof projectFeesSchema>;
