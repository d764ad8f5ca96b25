import { asc, eq, sql } from "drizzle-orm";
import type { Me } from "#domain/account";
import { planOrDefault } from "#domain/plans";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { preparedPerDatabase } from "#server/db/prepared";
import { studio, studioMember, user } from "#server/db/schema";
import { unauthorized } from "#server/lib/errors";
import { planUsage } from "./plan-usage";

/**
 * The user's account as the session sees it: the person, the active studio (its plan and trial,
 * shared by its members) and their other studios; null when the row is gone (a session that
 * outlived its user).
 */
export async function findMe({ db, scope, adminEmails }: { db: Db; scope: StudioScope; adminEmails: readonly string[] }): Promise<Me | null> {
  // One statement: the person with each studio they belong to (none when the user row is gone).
  const studios = await studiosOfUser(db).execute({ userId: scope.userId });
  const active = studios.find((s) => s.id === scope.studioId);
  if (!active) return null;
  const plan = planOrDefault(active.plan);
  return {
    id: scope.userId,
    name: active.userName,
    email: active.email,
    company: active.company,
    // The column is plain text: a row written before a plan was renamed or withdrawn still answers
    // with a plan the contract (and the browser's parse) knows, the same one quotas apply.
    plan: plan.id,
    trialEndsAt: active.trialEndsAt.toISOString(),
    planGrantedAt: active.planGrantedAt?.toISOString() ?? null,
    studio: { id: active.id, name: active.name, role: active.role },
    studios: studios.map((s) => ({ id: s.id, name: s.name, role: s.role })),
    isAdmin: adminEmails.includes(active.email.toLowerCase()),
    usage: await planUsage(db, active.id, plan),
  };
}

/** The signed-in user's account; 401 when the session outlived its user (deleted meanwhile). */
export async function getMe(deps: { db: Db; scope: StudioScope; adminEmails: readonly string[] }): Promise<Me> {
  const me = await findMe(deps);
  if (!me) throw unauthorized();
  return me;
}

/** findMe's statement, prepared once per database under a name: every page load reads it (decision 115). */
const studiosOfUser = preparedPerDatabase((db) =>
  db
    .select({
      userName: user.name,
      email: user.email,
      company: user.company,
      id: studio.id,
      name: studio.name,
      role: studioMember.role,
      plan: studio.plan,
      trialEndsAt: studio.trialEndsAt,
      planGrantedAt: studio.planGrantedAt,
    })
    .from(studioMember)
    .innerJoin(studio, eq(studio.id, studioMember.studioId))
    .innerJoin(user, eq(user.id, studioMember.userId))
    .where(eq(studioMember.userId, sql.placeholder("userId")))
    .orderBy(asc(studio.name), asc(studio.id))
    .prepare("prancheta_me_studios"),
);
