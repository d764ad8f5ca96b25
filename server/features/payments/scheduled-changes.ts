import { and, asc, eq, inArray, isNull, lt, lte, ne, or } from "drizzle-orm";
import type { BillingCycle } from "#domain/plan-prices";
import type { PlanId } from "#domain/plans";
import type { Db, Tx } from "#server/db/client";
import { planChange, planCheckout, studio } from "#server/db/schema";
import { dayInBrazil } from "./dates";

/**
 * Scheduled downgrades (R-PAY-11, decision 104) as the sweep and the billing page see them: applied
 * when their date comes, dropped with their subscription, shown until then.
 */

/**
 * The sweep's part (R-PAY-11): a downgrade whose date came takes effect — the subscription's plan
 * and price, and the studio's plan (unless the team granted one since). A subscription that ended
 * meanwhile (cancelled, dropped to Esboço) cancels its scheduled change instead.
 */
export async function applyScheduledChanges(db: Db, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(planChange)
    .where(and(eq(planChange.status, "scheduled"), lte(planChange.effectiveAt, now), or(isNull(planChange.claimedUntil), lt(planChange.claimedUntil, now))));
  let changed = 0;
  for (const change of due) {
    const done = await db.transaction(async (tx) => {
      const [checkout] = await tx.select().from(planCheckout).where(eq(planCheckout.id, change.checkoutId)).for("update");
      const alive = checkout && (checkout.status === "paid" || checkout.status === "overdue") && !checkout.cancelRequestedAt;
      const [moved] = await tx
        .update(planChange)
        .set(alive ? { status: "applied", appliedAt: now } : { status: "cancelled", cancelledAt: now })
        .where(and(eq(planChange.id, change.id), eq(planChange.status, "scheduled")))
        .returning({ id: planChange.id });
      if (!moved || !alive) return false;
      await tx.update(planCheckout).set({ plan: change.toPlan, amountCents: change.toAmountCents, cycle: change.toCycle }).where(eq(planCheckout.id, checkout.id));
      await tx
        .update(studio)
        .set({ plan: change.toPlan, updatedAt: now })
        .where(and(eq(studio.id, change.studioId), eq(studio.plan, change.fromPlan), isNull(studio.planGrantedBy)));
      return true;
    });
    if (done) changed++;
  }
  return changed;
}

/** A scheduled change ends with its subscription (the owner cancelled it, or grace ran out). */
export async function dropScheduledChanges(db: Db | Tx, checkoutIds: string[], now: Date): Promise<void> {
  if (checkoutIds.length === 0) return;
  await db
    .update(planChange)
    .set({ status: "cancelled", cancelledAt: now })
    .where(and(inArray(planChange.checkoutId, checkoutIds), eq(planChange.status, "scheduled")));
}

export interface ScheduledChangeLine {
  id: string;
  kind: "downgrade" | "cycle";
  plan: PlanId;
  cycle: BillingCycle;
  effectiveDate: string;
  /** What each cycle costs from that date, in cents. */
  amountCents: number;
}

/** The billing page's line (R-PAY-11, R-PAY-13): the downgrade or cycle switch waiting for its date, if any. */
export async function scheduledChangeOf(db: Db, checkoutId: string | null): Promise<ScheduledChangeLine | null> {
  if (!checkoutId) return null;
  const [row] = await db
    .select()
    .from(planChange)
    .where(and(eq(planChange.checkoutId, checkoutId), eq(planChange.status, "scheduled"), ne(planChange.kind, "upgrade")))
    .limit(1);
  if (!row || row.kind === "upgrade") return null;
  return { id: row.id, kind: row.kind, plan: row.toPlan, cycle: row.toCycle, effectiveDate: dayInBrazil(row.effectiveAt), amountCents: row.toAmountCents };
}

/**
 * The cycle in force on a charge's due date (decision 116): a switch scheduled or applied on or
 * before that date gives its new cycle, one after it the old; none, the subscription's. So a
 * yearly charge paid before the sweep applies the switch still buys a year, and a month's charge
 * paid late after it still buys a month.
 */
export async function cycleOn(db: Db | Tx, checkout: { id: string; cycle: BillingCycle }, dueDate: string): Promise<BillingCycle> {
  const switches = await db
    .select({ fromCycle: planChange.fromCycle, toCycle: planChange.toCycle, effectiveAt: planChange.effectiveAt })
    .from(planChange)
    .where(and(eq(planChange.checkoutId, checkout.id), eq(planChange.kind, "cycle"), inArray(planChange.status, ["scheduled", "applied"])))
    .orderBy(asc(planChange.effectiveAt));
  const later = switches.find((s) => dayInBrazil(s.effectiveAt) > dueDate);
  if (later) return later.fromCycle;
  return switches.at(-1)?.toCycle ?? checkout.cycle;
}
