import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { billingCharge, paymentEvent, planCheckout } from "#server/db/schema";
import type { JobHandlers } from "#server/jobs/runner";
import { scheduleJob } from "#server/jobs/schedule";
import type { Charge } from "#server/payments/gateway";
import { applyCharge, chargeStatusOf, RANK, type Outcome, type PaymentJobDeps } from "./lifecycle";

/**
 * The daily reconciliation (decision 096, R-PAY-2): webhooks can be lost (an outage on either
 * side longer than the gateway's retries), so once a day every live subscription's charges are
 * read from the gateway and compared with ours.
 * - The gateway ahead of us (a payment we never heard of, an overdue we missed): applied as its
 *   webhook would have been, so the plan turns on or the grace starts as if the event had come.
 * - Ours ahead of the gateway (we say paid, it says pending or removed): nothing is changed — a
 *   status never moves back (R-PAY-2) — and the difference is flagged for the team.
 * Each finding is stored beside the webhook events (`payment_event`, type `reconciliation`), so
 * the audit shows what the reconciliation did and why, without any secret (a charge's public
 * fields only).
 */

export const RECONCILIATION = { kind: "conciliar-cobrancas", key: "conciliar-cobrancas" } as const;
export const RECONCILIATION_EVERY_MS = 24 * 60 * 60_000;

export interface ReconciliationReport {
  subscriptions: number;
  charges: number;
  /** Charges the gateway had ahead of us, applied now. */
  applied: number;
  /** Charges where ours is ahead of the gateway's: flagged, not changed. */
  flagged: number;
  /** Subscriptions the gateway could not be asked about (tried again the next day). */
  failed: number;
}

type Finding = { kind: "applied"; outcome: Outcome } | { kind: "flagged"; ours: string };

/** What a stored finding keeps of a charge: what the billing page shows, nothing else. */
function publicCharge(charge: Charge) {
  const { id, subscriptionId, status, method, amountCents, dueDate } = charge;
  return { id, subscriptionId, status, method, amountCents, dueDate };
}

async function record(deps: PaymentJobDeps, gateway: string, charge: Charge, studioId: string, finding: Finding, now: Date): Promise<void> {
  const gatewayStatus = chargeStatusOf(charge);
  await deps.db
    .insert(paymentEvent)
    .values({
      gateway,
      // One row per charge and status reached: tomorrow's run finds the same difference and adds nothing.
      eventId: `conciliacao:${charge.id}:${finding.kind === "applied" ? gatewayStatus : `${finding.ours}>${gatewayStatus}`}`,
      type: "reconciliation",
      gatewayType: finding.kind === "applied" ? "CONCILIACAO_APLICADA" : "CONCILIACAO_DIVERGENTE",
      chargeId: charge.id,
      studioId,
      body: { charge: publicCharge(charge), ...(finding.kind === "flagged" ? { ours: finding.ours } : {}) },
      outcome: finding.kind === "applied" ? finding.outcome : "flagged",
      receivedAt: now,
    })
    .onConflictDoNothing();
}

export async function reconcileCharges(deps: PaymentJobDeps, now: Date): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { subscriptions: 0, charges: 0, applied: 0, flagged: 0, failed: 0 };
  const { db, gateway } = deps;
  if (!gateway) return report;
  const live = await db
    .select({ id: planCheckout.id, studioId: planCheckout.studioId, subscriptionId: planCheckout.gatewaySubscriptionId })
    .from(planCheckout)
    .where(and(eq(planCheckout.gateway, gateway.name), inArray(planCheckout.status, ["open", "paid", "overdue"]), isNotNull(planCheckout.gatewaySubscriptionId)));
  for (const checkout of live) {
    report.subscriptions++;
    let charges: Charge[];
    try {
      charges = await gateway.subscriptionCharges(checkout.subscriptionId!);
    } catch {
      report.failed++;
      continue;
    }
    const ours = new Map(
      (
        await db
          .select({ id: billingCharge.gatewayChargeId, status: billingCharge.status })
          .from(billingCharge)
          .where(and(eq(billingCharge.gateway, gateway.name), eq(billingCharge.checkoutId, checkout.id)))
      ).map((row) => [row.id, row.status]),
    );
    for (const charge of charges) {
      report.charges++;
      const theirs = chargeStatusOf(charge);
      const mine = ours.get(charge.id);
      if (mine === theirs) continue;
      if (mine === undefined || RANK[mine] < RANK[theirs]) {
        const { outcome } = await applyCharge(deps, gateway.name, charge, now);
        await record(deps, gateway.name, charge, checkout.studioId, { kind: "applied", outcome }, now);
        report.applied++;
      } else {
        await record(deps, gateway.name, charge, checkout.studioId, { kind: "flagged", ours: mine }, now);
        report.flagged++;
      }
    }
  }
  // Counts only: no ids or amounts in the log.
  if (report.applied || report.flagged || report.failed) deps.logger.warn({ reconciliation: report }, "conciliação de cobranças encontrou diferenças");
  return report;
}

export function reconciliationJobs(deps: PaymentJobDeps): JobHandlers {
  return {
    async [RECONCILIATION.kind]({ now }) {
      // The next run first, as the sweep does: a failing run is tried again the next day.
      await scheduleJob(deps.db, { ...RECONCILIATION, runAt: new Date(now.getTime() + RECONCILIATION_EVERY_MS) });
      await reconcileCharges(deps, now);
    },
  };
}
