import { and, count, eq, gt, sql } from "drizzle-orm";
import type { PlanUsage } from "#domain/account";
import { DEFAULT_PLAN, type Plan } from "#domain/plans";
import { usagePeriod } from "#server/ai/quota";
import type { Db } from "#server/db/client";
import { preparedPerDatabase } from "#server/db/prepared";
import { aiUsage, imageUsage, project, studioInvitation, studioMember } from "#server/db/schema";

/** Images count per calendar month (UTC), whatever the plan (R-IMG-3). */
const imagePeriod = (now: Date) => now.toISOString().slice(0, 7);

/** The first day of the next month (UTC): when a paid plan's monthly allowances start again. */
export function nextRenewal(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/**
 * How much of the studio's plan is used (R-PLAN-5): the period's text generations and images,
 * the projects, and the seats (members plus open invitations) — the same counts the quotas
 * enforce (server/ai/quota.ts, the images, projects and invitations services), in one statement.
 */
export async function planUsage(db: Db, studioId: string, plan: Plan, now = new Date()): Promise<PlanUsage> {
  const [row] = await usageStatement(db).execute({ studioId, textPeriod: usagePeriod(plan.id, now), imagePeriod: imagePeriod(now), now: now.toISOString() });
  const q = plan.quotas;
  return {
    texts: { used: row?.texts ?? 0, limit: q.textGenerationsPerMonth },
    images: { used: row?.images ?? 0, limit: q.imageGenerationsPerMonth },
    projects: { used: row?.projects ?? 0, limit: q.projects },
    seats: { used: row?.seats ?? 0, limit: q.users },
    // The trial's allowance does not renew: it ends with the trial (trialEndsAt).
    renewsAt: plan.id === DEFAULT_PLAN ? null : nextRenewal(now).toISOString(),
  };
}

/**
 * planUsage's statement, prepared once per database under a name: the account is read on every
 * page load (/api/session), and its five counts were built by Drizzle and planned each time
 * (decision 115).
 */
const usageStatement = preparedPerDatabase((db) => {
  const one = <T>(q: T) => sql`(${q})`;
  const studioId = sql.placeholder("studioId");
  const texts = db.select({ n: aiUsage.count }).from(aiUsage).where(and(eq(aiUsage.studioId, studioId), eq(aiUsage.period, sql.placeholder("textPeriod"))));
  const images = db.select({ n: imageUsage.count }).from(imageUsage).where(and(eq(imageUsage.studioId, studioId), eq(imageUsage.period, sql.placeholder("imagePeriod"))));
  const projects = db.select({ n: count() }).from(project).where(eq(project.studioId, studioId));
  const members = db.select({ n: count() }).from(studioMember).where(eq(studioMember.studioId, studioId));
  const invited = db
    .select({ n: count() })
    .from(studioInvitation)
    .where(and(eq(studioInvitation.studioId, studioId), eq(studioInvitation.status, "pending"), gt(studioInvitation.expiresAt, sql.placeholder("now"))));
  return db
    .select({
      texts: sql<number | null>`${one(texts)}`.mapWith(Number),
      images: sql<number | null>`${one(images)}`.mapWith(Number),
      projects: sql<number>`${one(projects)}`.mapWith(Number),
      seats: sql<number>`${one(members)} + ${one(invited)}`.mapWith(Number),
    })
    .from(sql`(select 1) as one`)
    .prepare("prancheta_plan_usage");
});
