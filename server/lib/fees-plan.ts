import { eq } from "drizzle-orm";
import { feesLockReason } from "#domain/fees/fees-plan";
import type { Db, Tx } from "#server/db/client";
import { studio } from "#server/db/schema";
import { AppError } from "./errors";

/**
 * Saving fees needs a plan that includes them (decision 090, plans), and so does what is made
 * from them: the proposal (decision 094), the contract (decision 099) and the charges to the
 * client (decision 100). A pt-BR 403 naming those plans and Planos, as the detailed budget's rule
 * answers (decision 054). Reads are never gated, so what a studio saved stays visible after a
 * downgrade or the trial's end.
 */
export async function assertFeesPlan({ db, studioId, now = new Date() }: { db: Db | Tx; studioId: string; now?: Date }): Promise<void> {
  const [row] = await db.select({ plan: studio.plan, trialEndsAt: studio.trialEndsAt }).from(studio).where(eq(studio.id, studioId));
  const reason = row ? feesLockReason(row.plan, row.trialEndsAt, now) : null;
  if (reason) throw new AppError("forbidden", 403, `${reason} Veja os planos em /dashboard/planos.`);
}
