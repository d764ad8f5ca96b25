import { eq } from "drizzle-orm";
import type { Me } from "../../../domain/account";
import type { PlanId } from "../../../domain/plans";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { AppError } from "../../lib/errors";

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
  if (!row) throw new AppError("unauthorized", 401, "Faça login para continuar.");
  return { ...row, plan: row.plan as PlanId, trialEndsAt: row.trialEndsAt.toISOString() };
}
