import { and, eq, gt, sql } from "drizzle-orm";
import { DEFAULT_PLAN, planOrDefault, type Plan, type PlanId } from "#domain/plans";
import type { Db } from "#server/db/client";
import { aiUsage, studio } from "#server/db/schema";
import { AppError, unauthorized } from "#server/lib/errors";

/** The trial's allowance lasts the whole trial; paid plans count per calendar month (UTC). */
export function usagePeriod(plan: PlanId, now: Date): string {
  if (plan === DEFAULT_PLAN) return "trial";
  return now.toISOString().slice(0, 7);
}

export interface Reservation {
  /** Gives the unit back (the answer ended up coming from the free offline base). */
  release(): Promise<void>;
}

export function quotaExceeded(plan: Plan, trialEnded = false): AppError {
  if (trialEnded) {
    return new AppError(
      "quota_exceeded",
      402,
      `Seu período de teste do plano ${plan.name} terminou. Conheça os planos em /dashboard/planos para continuar com respostas avançadas.`,
    );
  }
  const limit = plan.quotas.textGenerationsPerMonth ?? 0;
  const when = plan.id === DEFAULT_PLAN ? "durante o período de teste" : "neste mês";
  return new AppError(
    "quota_exceeded",
    402,
    `Você usou as ${limit} gerações de texto com IA do plano ${plan.name} ${when}. ` +
      "Conheça os planos em /dashboard/planos para continuar com respostas avançadas.",
  );
}

/**
 * Takes one text generation from the studio's plan, shared by its members (R-STUDIO-3),
 * atomically: the conditional upsert only counts while under the limit, so two concurrent
 * requests — from one member or several — cannot both take the last unit. Returns undefined
 * when the allowance is used up.
 */
export async function reserveTextGeneration({ db, studioId, now = new Date() }: { db: Db; studioId: string; now?: Date }): Promise<
  { reservation: Reservation; plan: Plan } | { reservation: undefined; plan: Plan; trialEnded: boolean }
> {
  const [account] = await db.select({ plan: studio.plan, trialEndsAt: studio.trialEndsAt }).from(studio).where(eq(studio.id, studioId)).limit(1);
  if (!account) throw unauthorized();
  const plan = planOrDefault(account.plan);
  // The free plan's allowance lasts only as long as the trial.
  const trialEnded = plan.id === DEFAULT_PLAN && account.trialEndsAt.getTime() <= now.getTime();
  const limit = plan.quotas.textGenerationsPerMonth;
  if (limit === 0 || trialEnded) return { reservation: undefined, plan, trialEnded };
  const period = usagePeriod(plan.id, now);

  const rows = await db
    .insert(aiUsage)
    .values({ studioId, period, count: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.studioId, aiUsage.period],
      set: { count: sql`${aiUsage.count} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${aiUsage.count} < ${limit}` }),
    })
    .returning({ count: aiUsage.count });
  if (rows.length === 0) return { reservation: undefined, plan, trialEnded: false };

  return {
    plan,
    reservation: {
      release: async () => {
        await db
          .update(aiUsage)
          .set({ count: sql`${aiUsage.count} - 1` })
          .where(and(eq(aiUsage.studioId, studioId), eq(aiUsage.period, period), gt(aiUsage.count, 0)));
      },
    },
  };
}

/** Generations used in the current period (for tests and, later, the plans page). */
export async function usedTextGenerations({ db, studioId, plan, now = new Date() }: { db: Db; studioId: string; plan: PlanId; now?: Date }) {
  const [row] = await db
    .select({ count: aiUsage.count })
    .from(aiUsage)
    .where(and(eq(aiUsage.studioId, studioId), eq(aiUsage.period, usagePeriod(plan, now))));
  return row?.count ?? 0;
}
