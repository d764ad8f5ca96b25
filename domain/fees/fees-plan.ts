import { DEFAULT_PLAN, planOrDefault, PLANS, type PlanId } from "#domain/plans";

/**
 * Which plans include "Calcular honorários" (R-FEES-1…3, decision 090's plans section): every
 * paid plan, and Esboço while its 7-day trial lasts (R-PROD-4), so an architect can try it before
 * paying. Legado is listed as the other rules list it (nobody is on it until it is on sale).
 * Only saving is gated: reading a saved calculation stays allowed after a downgrade.
 */
export const FEES_PLANS: readonly PlanId[] = ["avancado", "premium", "obra-prima", "legado"];

/** "Projeto Avançado, Projeto Premium e Obra-Prima": the plans on sale that include fees, by the catalogue's names. */
function feesPlanNames(): string {
  const names = PLANS.filter((p) => p.isActive && FEES_PLANS.includes(p.id)).map((p) => p.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : (names[0] ?? "");
}

export const FEES_PLAN_MESSAGE = `O cálculo de honorários faz parte dos planos ${feesPlanNames()}, e do teste gratuito de 7 dias do Esboço.`;

/** Whether a studio on `planId`, whose trial ends at `trialEndsAt`, may save fees at `now`. */
export function feesIncluded(planId: string, trialEndsAt: Date, now: Date): boolean {
  const plan = planOrDefault(planId);
  if (FEES_PLANS.includes(plan.id)) return true;
  return plan.id === DEFAULT_PLAN && trialEndsAt.getTime() > now.getTime();
}

/**
 * Why saving fees is refused, in pt-BR (the server's 403 and the page's notice say the same), or
 * null when the plan includes it.
 */
export function feesLockReason(planId: string, trialEndsAt: Date, now: Date): string | null {
  if (feesIncluded(planId, trialEndsAt, now)) return null;
  const plan = planOrDefault(planId);
  const why =
    plan.id === DEFAULT_PLAN
      ? `Seu período de teste do plano ${plan.name} terminou, e o cálculo de honorários faz parte dos planos ${feesPlanNames()}.`
      : FEES_PLAN_MESSAGE;
  return `${why} Os cálculos já salvos continuam visíveis.`;
}
