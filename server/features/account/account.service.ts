import { eq } from "drizzle-orm";
import type { Me } from "../../../domain/account";
import type { PlanId } from "../../../domain/plans";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { unauthorized } from "../../lib/errors";

export async function getMe({ db, userId }: { db: Db; userId: string }): Promise<Me> {
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
  // The session outlived its user (deleted meanwhile).
  if (!row) throw unauthorized();
  return { ...row, plan: row.plan as PlanId, trialEndsAt: row.trialEndsAt.toISOString() };
}
