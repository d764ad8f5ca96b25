import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { DEFAULT_PLAN, PLANS, planOrDefault, type Plan, type PlanId } from "#domain/plans";
import type { Db } from "#server/db/client";
import { aiUsage } from "#server/db/schema";
import { AppError, unauthorized } from "#server/lib/errors";
import { hitStatement, retryAfterOf, userRateLimited, type Limit } from "#server/lib/rate-limit";

/** The trial's allowance lasts the whole trial; paid plans count per calendar month (UTC). */
export function usagePeriod(plan: PlanId, now: Date): string {
  if (plan === DEFAULT_PLAN) return "trial";
  return monthPeriod(now);
}

const monthPeriod = (now: Date) => now.toISOString().slice(0, 7);

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

/** Each plan's text allowance as a SQL `case` over `planId` (null: unlimited), from PLANS. */
function allowanceOf(planId: SQL): SQL {
  const branches = PLANS.map((p) => sql`when ${p.id} then ${p.quotas.textGenerationsPerMonth}::int`);
  return sql`case ${planId} ${sql.join(branches, sql` `)} end`;
}

/**
 * Takes one text generation from the studio's plan, shared by its members (R-STUDIO-3),
 * atomically: the conditional upsert only counts while under the limit, so two concurrent
 * requests — from one member or several — cannot both take the last unit. Returns undefined
 * when the allowance is used up.
 *
 * One statement, plan and all (issue 20: fewer queries before a chat's first token): the plan's
 * allowance and period are worked out in SQL from PLANS and usagePeriod, with the same rules as
 * the TypeScript below that reads the answer (an unknown plan counts as the default one; the
 * default plan's allowance ends with the trial).
 */
/**
 * Writes made in the quota's statement when the request goes on (decision 102): `steps(when)`
 * returns CTEs (`name as (insert … select … where ${when})`) whose values are placeholders, filled
 * from `params`, so that the whole statement is prepared once under a name (decision 115). `name`
 * names the steps' SQL (one name per text: letters, digits and underscores).
 */
export interface AlongWrites {
  name: string;
  steps: (when: SQL) => SQL;
  params: Record<string, unknown>;
}

type QuotaRow = { plan: string; trial_ends_at: string | Date; taken: number | null; hits?: number; window_started_at?: string | Date; along?: boolean };

const p = sql.placeholder;

/**
 * The quota's statement for one shape (with or without the limit's hit, with which writes), its
 * values as placeholders: `quota_studio`, `quota_now`, `quota_month`, `limit_key`, `limit_window`,
 * `limit_max`, and the writes' own.
 */
function quotaStatement(shape: { limited: boolean; along: AlongWrites | undefined; evenWithoutUnit: boolean }): SQL {
  const { limited, along, evenWithoutUnit } = shape;
  const known = sql.join(PLANS.map((plan) => sql`${plan.id}`), sql`, `);
  const at = sql`${p("quota_now")}::timestamptz`;
  const studioId = p("quota_studio");
  // Within the limit (or without one): a CTE's insert runs whether or not it is read, so the
  // quota's insert is what must depend on the hit.
  const hitCte = limited ? sql`hit as (${hitStatement({ key: p("limit_key"), windowSeconds: p("limit_window") })}),` : sql``;
  const withinLimit = limited ? sql`and (select count from hit) <= ${p("limit_max")}` : sql``;
  const hitColumns = limited ? sql`, (select count from hit) as hits, (select window_started_at from hit) as window_started_at` : sql``;
  const when = sql`(exists (select 1 from account) ${withinLimit} and (exists (select 1 from taken) or ${sql.raw(evenWithoutUnit ? "true" : "false")}))`;
  const alongSteps = along ? sql`, ${along.steps(when)}` : sql``;
  const alongColumn = along ? sql`, ${when} as along` : sql``;
  return sql`
    with ${hitCte} account as (
      select plan, trial_ends_at, case when plan in (${known}) then plan else ${DEFAULT_PLAN} end as effective
      from studio where id = ${studioId}
    ), rule as (
      select ${allowanceOf(sql`effective`)} as allowance,
             case when effective = ${DEFAULT_PLAN} then ${usagePeriod(DEFAULT_PLAN, new Date(0))} else ${p("quota_month")} end as period,
             (effective = ${DEFAULT_PLAN} and trial_ends_at <= ${at}) as trial_ended
      from account
    ), taken as (
      insert into ai_usage (studio_id, period, count)
      select ${studioId}, period, 1 from rule where not trial_ended and (allowance is null or allowance > 0) ${withinLimit}
      on conflict (studio_id, period) do update set count = ai_usage.count + 1
        where (select allowance from rule) is null or ai_usage.count < (select allowance from rule)
      returning count
    )${alongSteps}
    select plan, trial_ends_at, (select count from taken) as taken ${hitColumns} ${alongColumn} from account`;
}

/**
 * The quota's statement of each shape, built once per database and prepared under a name, as the
 * session read is (decisions 089, 115): Drizzle does not build its SQL on each question, and
 * PostgreSQL parses and plans it once per connection. Drizzle's `execute` of raw SQL cannot be
 * named, so the statement goes through the session's own `prepareQuery`, as `execute` does.
 */
const quotaStatements = new WeakMap<Db, Map<string, { execute(params: Record<string, unknown>): Promise<unknown> }>>();
function preparedQuota(db: Db, shape: { limited: boolean; along: AlongWrites | undefined; evenWithoutUnit: boolean }) {
  const name = `prancheta_quota${shape.limited ? "_limited" : ""}${shape.along ? `_${shape.along.name}${shape.evenWithoutUnit ? "_offline" : ""}` : ""}`;
  let byName = quotaStatements.get(db);
  if (!byName) {
    byName = new Map();
    quotaStatements.set(db, byName);
  }
  let prepared = byName.get(name);
  if (!prepared) {
    prepared = db._.session.prepareQuery(new PgDialect().sqlToQuery(quotaStatement(shape)), undefined, name, false);
    byName.set(name, prepared);
  }
  return prepared;
}

/**
 * Takes one text generation from the studio's plan, shared by its members (R-STUDIO-3),
 * atomically: the conditional upsert only counts while under the limit, so two concurrent
 * requests — from one member or several — cannot both take the last unit. Returns undefined
 * when the allowance is used up.
 *
 * One statement, plan and all (issue 20: fewer queries before a chat's first token): the plan's
 * allowance and period are worked out in SQL from PLANS and usagePeriod, with the same rules as
 * the TypeScript below that reads the answer (an unknown plan counts as the default one; the
 * default plan's allowance ends with the trial). Prepared under a name (decision 115).
 */
export async function reserveTextGeneration({
  db,
  studioId,
  now = new Date(),
  rateLimit,
  along,
}: {
  db: Db;
  studioId: string;
  now?: Date;
  /**
   * Also counts one hit of this limit, in the same statement (the chat's question: one round
   * trip less before its first token). Over it, nothing is taken and the 429 is thrown.
   */
  rateLimit?: Limit;
  /**
   * Writes made in the same statement, only when the request goes on (decision 102): their CTEs'
   * `when` holds exactly when this call returns instead of throwing — within the limit, and a
   * unit taken or `evenWithoutUnit` (the offline answer stands in). The chat's first question
   * stores its exchange this way, one round trip less before its first token. `along` in the
   * answer says whether they ran.
   */
  along?: AlongWrites & { evenWithoutUnit: boolean };
}): Promise<({ reservation: Reservation; plan: Plan } | { reservation: undefined; plan: Plan; trialEnded: boolean }) & { along: boolean }> {
  const statement = preparedQuota(db, { limited: rateLimit !== undefined, along, evenWithoutUnit: along?.evenWithoutUnit ?? false });
  // Both drivers return `{ rows }` for a statement without Drizzle's fields.
  const result = (await statement.execute({
    quota_studio: studioId,
    quota_now: now.toISOString(),
    quota_month: monthPeriod(now),
    ...(rateLimit ? { limit_key: rateLimit.key, limit_window: rateLimit.windowSeconds, limit_max: rateLimit.max } : {}),
    ...along?.params,
  })) as { rows: QuotaRow[] };
  const account = result.rows[0];
  if (!account) throw unauthorized();
  if (rateLimit) {
    const retryAfter = retryAfterOf({ count: account.hits ?? 0, window_started_at: account.window_started_at ?? now }, rateLimit);
    if (retryAfter) throw userRateLimited(retryAfter);
  }
  const plan = planOrDefault(account.plan);
  const stored = account.along === true;
  // The free plan's allowance lasts only as long as the trial.
  const trialEnded = plan.id === DEFAULT_PLAN && new Date(account.trial_ends_at).getTime() <= now.getTime();
  if (plan.quotas.textGenerationsPerMonth === 0 || trialEnded) return { reservation: undefined, plan, trialEnded, along: stored };
  if (account.taken === null) return { reservation: undefined, plan, trialEnded: false, along: stored };
  const period = usagePeriod(plan.id, now);

  return {
    plan,
    along: stored,
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
