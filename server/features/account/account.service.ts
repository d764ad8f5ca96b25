import { eq } from "drizzle-orm";
import type { Me } from "#domain/account";
import { planOrDefault } from "#domain/plans";
import type { Db } from "#server/db/client";
import { user } from "#server/db/schema";
import { unauthorized } from "#server/lib/errors";

/** The user's account, or null when the row is gone (a session that outlived its user). */
export async function findMe({ db, userId }: { db: Db; userId: string }): Promise<Me | null> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      company: user.company,
      plan: user.plan,
      trialEndsAt: user.trialEndsAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  // The column is plain text: a row written before a plan was renamed or withdrawn still answers
  // with a plan the contract (and the browser's parse) knows, the same one quotas apply.
  return { ...row, plan: planOrDefault(row.plan).id, trialEndsAt: row.trialEndsAt.toISOString() };
}

/** The signed-in user's account; 401 when the session outlived its user (deleted meanwhile). */
export async function getMe({ db, userId }: { db: Db; userId: string }): Promise<Me> {
  const me = await findMe({ db, userId });
  if (!me) throw unauthorized();
  return me;
}
