import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { DEFAULT_PLAN, planById, planOrDefault, type PlanId } from "#domain/plans";
import type { UpgradeRequest } from "#domain/plans.schema";
import { isOwner } from "#domain/studios";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { studio, upgradeRequest } from "#server/db/schema";
import { AppError, unauthorized } from "#server/lib/errors";

type Row = typeof upgradeRequest.$inferSelect;

function toApi(row: Row): UpgradeRequest {
  return { id: row.id, plan: row.plan, status: "pending", createdAt: row.createdAt.toISOString() };
}

function refuse(message: string): AppError {
  return new AppError("validation_error", 422, message, { plan: message });
}

/**
 * Records that the studio wants `plan`; only its owner decides the plan (R-STUDIO-2). A second
 * request for a plan already pending returns the existing one (`created: false`): the unique
 * partial index makes that hold under races too.
 */
export async function requestUpgrade({ db, scope, plan }: { db: Db; scope: StudioScope; plan: PlanId }) {
  if (!isOwner(scope.role)) throw new AppError("forbidden", 403, "Só o proprietário do estúdio pode mudar o plano.");
  const { studioId } = scope;
  const target = planOrDefault(plan);
  const [account] = await db.select({ plan: studio.plan }).from(studio).where(eq(studio.id, studioId)).limit(1);
  if (!account) throw unauthorized();
  if (!target.isActive) throw refuse(`O plano ${target.name} ainda não está disponível.`);
  if (plan === DEFAULT_PLAN) throw refuse("O Esboço é o período de teste gratuito; escolha um plano pago.");
  if (plan === account.plan) throw refuse(`O estúdio já está no plano ${target.name}.`);
  const current = planOrDefault(account.plan);
  // "Fazer upgrade" asks for more, never less (a downgrade would leave seats and projects over the plan).
  if ((target.price ?? 0) < (current.price ?? 0)) throw refuse(`O estúdio já tem o plano ${current.name}, acima do ${target.name}.`);

  const [inserted] = await db
    .insert(upgradeRequest)
    .values({ id: randomUUID(), studioId, requestedBy: scope.userId, plan })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { request: toApi(inserted), created: true };

  const [existing] = await db
    .select()
    .from(upgradeRequest)
    .where(and(eq(upgradeRequest.studioId, studioId), eq(upgradeRequest.plan, plan), eq(upgradeRequest.status, "pending")))
    .limit(1);
  return { request: toApi(existing!), created: false };
}

export async function listUpgradeRequests({ db, scope }: { db: Db; scope: StudioScope }): Promise<UpgradeRequest[]> {
  const rows = await db
    .select()
    .from(upgradeRequest)
    .where(and(eq(upgradeRequest.studioId, scope.studioId), eq(upgradeRequest.status, "pending")))
    .orderBy(desc(upgradeRequest.createdAt));
  // A pending request for a plan the catalogue no longer has cannot be shown or granted as
  // such; the team follows it up from the table, the user's list leaves it out.
  return rows.filter((row) => planById(row.plan) !== undefined).map(toApi);
}
