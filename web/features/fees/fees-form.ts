import { parseDecimalBR } from "#domain/projects";
import { z } from "#domain/zod";
import { feeCalculationInputSchema, hourlyCostInputSchema, type FeeCalculationInput, type HourlyCostInput } from "#domain/fees/fees.schema";

/**
 * The fee page's forms (R-FEES-1…3): what the inputs hold — money as typed in reais ("540.000,00"),
 * percentages as typed ("7,35"), hours and m² ("12,5") — read as the API's cents, basis points and
 * numbers, then checked by the API's own schemas, so the page and the route refuse the same things
 * with the same pt-BR messages under the same field paths.
 */

/** "1.234,56" (reais) → 123456 cents; blank → null and anything else → NaN, which the API schema refuses with its message. */
export function centsFromText(text: string): number | null {
  const n = parseDecimalBR(text);
  return n === null || Number.isNaN(n) ? n : Math.round(n * 100 * 1e6) / 1e6;
}

/** "7,35" (%) → 735 basis points, with the same null/NaN rule. */
export function bpsFromText(text: string): number | null {
  const n = parseDecimalBR(text);
  return n === null || Number.isNaN(n) ? n : Math.round(n * 100 * 1e6) / 1e6;
}

/** 123456 cents → "1.234,56" (what the money inputs show). */
export function centsToText(cents: number): string {
  return new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** 735 bps → "7,35"; 2000 → "20". */
export function bpsToText(bps: number): string {
  return new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 }).format(bps / 100);
}

/** 12.5 → "12,5" (hours, m²). */
export function decimalToText(n: number): string {
  return new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2, useGrouping: false }).format(n);
}

const money = z.string().transform(centsFromText);
const percent = z.string().transform(bpsFromText);
const decimal = z.string().transform(parseDecimalBR);

export const hourlyCostFormSchema = z
  .object({ directMonthly: money, indirectMonthly: money, productiveHours: decimal, taxesBps: percent, profitBps: percent })
  .transform((form) => form as unknown as z.input<typeof hourlyCostInputSchema>)
  .pipe(hourlyCostInputSchema);
export type HourlyCostFormValues = z.input<typeof hourlyCostFormSchema>;

export function hourlyCostFormValues(figures: HourlyCostInput): HourlyCostFormValues {
  const blankIfZero = (text: string, n: number) => (n === 0 ? "" : text);
  return {
    directMonthly: blankIfZero(centsToText(figures.directMonthly), figures.directMonthly),
    indirectMonthly: blankIfZero(centsToText(figures.indirectMonthly), figures.indirectMonthly),
    productiveHours: blankIfZero(decimalToText(figures.productiveHours), figures.productiveHours),
    taxesBps: blankIfZero(bpsToText(figures.taxesBps), figures.taxesBps),
    profitBps: blankIfZero(bpsToText(figures.profitBps), figures.profitBps),
  };
}

export const feeFormSchema = z
  .object({
    method: z.string(),
    percentage: z.object({ costOrigin: z.string(), constructionCost: money, category: z.string(), complexity: z.string(), percentBps: percent }),
    perSquareMetre: z.object({ area: decimal, pricePerM2: money }),
    fixed: z.object({ amount: money }),
    stages: z.array(z.object({ stage: z.string(), bps: percent, hours: decimal })),
    milestones: z.array(z.object({ trigger: z.string(), bps: percent })),
  })
  // Only the chosen method's inputs must be filled: another method's blank input counts as 0
  // (its amount is then R$ 0,00 in the comparison), and a blank stage's hours as 0 h.
  .transform((form) => {
    const zeroIfBlank = (n: number | null, method: string) => (n === null && form.method !== method ? 0 : n);
    return {
      ...form,
      percentage: {
        ...form.percentage,
        constructionCost: zeroIfBlank(form.percentage.constructionCost, "percentual-obra"),
        percentBps: zeroIfBlank(form.percentage.percentBps, "percentual-obra"),
      },
      perSquareMetre: { area: zeroIfBlank(form.perSquareMetre.area, "por-m2"), pricePerM2: zeroIfBlank(form.perSquareMetre.pricePerM2, "por-m2") },
      fixed: { amount: zeroIfBlank(form.fixed.amount, "valor-fixo") },
      stages: form.stages.map((s) => ({ ...s, hours: zeroIfBlank(s.hours, "custo-servico") })),
    };
  })
  // The selects' strings are typed as the API's values here only to be checked as such next.
  .transform((form) => form as unknown as z.input<typeof feeCalculationInputSchema>)
  .pipe(feeCalculationInputSchema);
export type FeeFormValues = z.input<typeof feeFormSchema>;

export function feeFormValues(input: FeeCalculationInput): FeeFormValues {
  return {
    method: input.method,
    percentage: { ...input.percentage, constructionCost: centsToText(input.percentage.constructionCost), percentBps: bpsToText(input.percentage.percentBps) },
    perSquareMetre: { area: decimalToText(input.perSquareMetre.area), pricePerM2: centsToText(input.perSquareMetre.pricePerM2) },
    fixed: { amount: centsToText(input.fixed.amount) },
    stages: input.stages.map((s) => ({ stage: s.stage, bps: bpsToText(s.bps), hours: decimalToText(s.hours) })),
    milestones: input.milestones.map((m) => ({ trigger: m.trigger, bps: bpsToText(m.bps) })),
  };
}
