import type { Plan } from "./plans";

/**
 * What a paid plan costs per billing cycle (R-PAY-13, decision 116), in integer cents: monthly, or
 * yearly with a discount the team sets here once. The catalogue (domain/plans.ts) keeps the
 * monthly price in whole reais; everything charged or shown per cycle comes from this module.
 */
export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** The discount of the yearly cycle: a year costs 10 months, so 2 months are free. */
export const YEARLY_MONTHS_CHARGED = 10;

/** Months in each cycle: the paid period a paid charge buys. */
export const CYCLE_MONTHS: Record<BillingCycle, number> = { monthly: 1, yearly: 12 };

/** "Mensal" / "Anual", as Planos, the checkout and the billing page say it. */
export const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: "Mensal", yearly: "Anual" };

/** The monthly price in cents; null for a plan not on sale (Legado). */
export function monthlyCents(plan: Pick<Plan, "price">): number | null {
  return plan.price === null ? null : Math.round(plan.price * 100);
}

/** What one cycle of the plan costs, in cents: the monthly price, or YEARLY_MONTHS_CHARGED of them a year. */
export function cyclePriceCents(plan: Pick<Plan, "price">, cycle: BillingCycle): number | null {
  const monthly = monthlyCents(plan);
  if (monthly === null) return null;
  return cycle === "yearly" ? monthly * YEARLY_MONTHS_CHARGED : monthly;
}

export interface YearlyOffer {
  /** The year's price, charged once a year. */
  yearlyCents: number;
  /** The year's price over 12 months, to the nearest centavo (half up): "equivale a R$ X/mês". */
  perMonthCents: number;
  /** Twelve monthly charges minus the year's price: "economize R$ Y por ano". */
  savingCents: number;
}

/** The yearly cycle's figures for a paid plan; null for the trial (free) and a plan not on sale. */
export function yearlyOffer(plan: Pick<Plan, "price">): YearlyOffer | null {
  const monthly = monthlyCents(plan);
  if (monthly === null || monthly === 0) return null;
  const yearlyCents = monthly * YEARLY_MONTHS_CHARGED;
  // Half up in integers: floor((2·y + 12) / 24) = round(y / 12).
  const perMonthCents = Math.floor((2 * yearlyCents + 12) / 24);
  return { yearlyCents, perMonthCents, savingCents: monthly * 12 - yearlyCents };
}
