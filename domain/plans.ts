/**
 * Plan identifiers. The full catalogue (prices, quotas, comparison rows) grows here with the
 * plans issue; accounts already need the ids and the trial length.
 */
export const PLAN_IDS = ["esboco", "avancado", "premium", "obra-prima", "legado"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const DEFAULT_PLAN: PlanId = "esboco";

/** Free trial length for new accounts (spec §9). */
export const TRIAL_DAYS = 7;

export function trialEndFrom(signUp: Date): Date {
  return new Date(signUp.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}
