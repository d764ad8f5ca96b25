import { eq } from "drizzle-orm";
import type { Me } from "#domain/account";
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
  return { ...row, trialEndsAt: row.trialEndsAt.toISOString() };
}

/** The signed-in user's account; 401 when the session outlived its user (deleted meanwhile). */
export async function getMe({ db, userId }: { db: Db; userId: string }): Promise<Me> {
  const me = await findMe({ db, userId });
  if (!me) throw unauthorized();
  return me;
}
