import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { DEFAULT_PLAN, planById, planOrDefault, type PlanId } from "#domain/plans";
import type { UpgradeRequest } from "#domain/plans.schema";
import type { Db } from "#server/db/client";
import { upgradeRequest, user } from "#server/db/schema";
import { AppError, unauthorized } from "#server/lib/errors";

type Row = typeof upgradeRequest.$inferSelect;

function toApi(row: Row): UpgradeRequest {
  return { id: row.id, plan: row.plan, status: row.status, createdAt: row.createdAt.toISOString() };
}

function refuse(message: string): AppError {
  return new AppError("validation_error", 422, message, { plan: message });
}

/**
 * Records that the user wants `plan`. A second request for a plan already pending returns the
 * existing one (`created: false`): the unique partial index makes that hold under races too.
 */
export async function requestUpgrade({ db, userId, plan }: { db: Db; userId: string; plan: PlanId }) {
  const target = planOrDefault(plan);
  const [account] = await db.select({ plan: user.plan }).from(user).where(eq(user.id, userId)).limit(1);
  if (!account) throw unauthorized();
  if (!target.isActive) throw refuse(`O plano ${target.name} ainda não está disponível.`);
  if (plan === DEFAULT_PLAN) throw refuse("O Esboço é o período de teste gratuito; escolha um plano pago.");
  if (plan === account.plan) throw refuse(`Você já está no plano ${target.name}.`);

  const [inserted] = await db
    .insert(upgradeRequest)
    .values({ id: randomUUID(), userId, plan })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { request: toApi(inserted), created: true };

  const [existing] = await db
    .select()
    .from(upgradeRequest)
    .where(and(eq(upgradeRequest.userId, userId), eq(upgradeRequest.plan, plan), eq(upgradeRequest.status, "pending")))
    .limit(1);
  return { request: toApi(existing!), created: false };
}

export async function listUpgradeRequests({ db, userId }: { db: Db; userId: string }): Promise<UpgradeRequest[]> {
  const rows = await db
    .select()
    .from(upgradeRequest)
    .where(and(eq(upgradeRequest.userId, userId), eq(upgradeRequest.status, "pending")))
    .orderBy(desc(upgradeRequest.createdAt));
  // A pending request for a plan the catalogue no longer has cannot be shown or granted as
  // such; the team follows it up from the table, the user's list leaves it out.
  return rows.filter((row) => planById(row.plan) !== undefined).map(toApi);
}
