import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { billingCharge, paymentEvent, planChange, planCheckout } from "#server/db/schema";
import type { JobHandlers } from "#server/jobs/runner";
import { scheduleJob } from "#server/jobs/schedule";
import { GatewayError, isPaid, type Charge, type PaymentGateway } from "#server/payments/gateway";
import { applyChangeCharge, applyCharge, chargeStatusOf, RANK, type Outcome, type PaymentJobDeps } from "./lifecycle";
import { resumePendingChange } from "./plan-change";

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
 *
 * The upgrades' difference charges (decision 104, revised 2026-12-05) carry no `subscription`, so
 * the subscriptions' lists never show them: each one still pending or overdue here, not recorded
 * at all, or paid in the last 90 days (a refund comes within weeks) is read by its id, or found by
 * its `externalReference` (the change's id), and Asaas ahead of us is applied by the same code as
 * its webhook (`applyChangeCharge`: paid ends a grace it started, overdue starts one, a refund
 * cancels its NFS-e). An upgrade whose request died after Asaas made its charge (the change still
 * `pending`, its claim run out) is finished as the owner's retry would finish it, so the plan the
 * studio paid for takes effect.
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
  /** Subscriptions or difference charges the gateway could not be asked about (tried again the next day). */
  failed: number;
  /** Upgrades' difference charges read (decision 104). */
  changeCharges: number;
  /** Upgrades left pending by a request that died, finished now. */
  resumed: number;
}

/** A stale pending change is looked up only this old: a request still making it finishes it itself. */
export const PENDING_CHANGE_AFTER_MS = 10 * 60_000;
/** …and for this long: Asaas makes no charge a month after it was asked. */
export const PENDING_CHANGE_FOR_MS = 30 * 24 * 60 * 60_000;
/** A paid difference charge is read again this long after it was paid: a refund comes within weeks. */
export const PAID_CHANGE_REREAD_MS = 90 * 24 * 60 * 60_000;

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

/** Of the charges carrying one change's id, the one it is: one paid first, else one not removed. */
function pick(found: Charge[]): Charge | undefined {
  return found.find((c) => isPaid(c.status) || c.status === "refund_pending" || c.status === "refunded" || c.status === "chargeback") ?? found.find((c) => c.status !== "deleted") ?? found[0];
}

/** The difference charge as the gateway has it: by its id when we stored it, else by the change's id. */
async function changeCharge(gateway: PaymentGateway, changeId: string, chargeId: string | null): Promise<Charge | undefined> {
  if (chargeId) {
    try {
      return await gateway.getCharge(chargeId);
    } catch (error) {
      if (!(error instanceof GatewayError && error.kind === "not_found")) throw error;
    }
  }
  return pick(await gateway.findCharges(changeId));
}

/**
 * The upgrades' difference charges (decision 104): those we hold as still open or do not hold at
 * all, those paid lately (a lost refund), and the upgrades a dead request left pending.
 */
async function reconcileChangeCharges(deps: PaymentJobDeps, gateway: PaymentGateway, report: ReconciliationReport, now: Date): Promise<void> {
  const { db } = deps;
  const rows = await db
    .select({ change: planChange, studioId: planCheckout.studioId })
    .from(planChange)
    .innerJoin(planCheckout, eq(planCheckout.id, planChange.checkoutId))
    .leftJoin(billingCharge, and(eq(billingCharge.gateway, planCheckout.gateway), eq(billingCharge.gatewayChargeId, planChange.gatewayChargeId)))
    .where(
      and(
        eq(planCheckout.gateway, gateway.name),
        eq(planChange.kind, "upgrade"),
        gt(planChange.prorationCents, 0),
        or(
          and(
            eq(planChange.status, "applied"),
            or(
              isNull(billingCharge.status),
              inArray(billingCharge.status, ["pending", "overdue"]),
              and(eq(billingCharge.status, "paid"), gt(billingCharge.paidAt, new Date(now.getTime() - PAID_CHANGE_REREAD_MS))),
            ),
          ),
          and(
            eq(planChange.status, "pending"),
            lt(planChange.createdAt, new Date(now.getTime() - PENDING_CHANGE_AFTER_MS)),
            gt(planChange.createdAt, new Date(now.getTime() - PENDING_CHANGE_FOR_MS)),
            or(isNull(planChange.claimedUntil), lt(planChange.claimedUntil, now)),
          ),
        ),
      ),
    );
  for (const { change, studioId } of rows) {
    let charge: Charge | undefined;
    try {
      charge = await changeCharge(gateway, change.id, change.gatewayChargeId);
      if (!charge) continue;
      report.changeCharges++;
      if (change.status === "pending") {
        // The request died after Asaas made the charge: the upgrade the owner asked is carried out now.
        const ended = await resumePendingChange({ db, gateway, id: change.id, now });
        if (ended?.status === "applied") {
          report.resumed++;
          await db
            .insert(paymentEvent)
            .values({
              gateway: gateway.name,
              eventId: `conciliacao:${charge.id}:mudanca-aplicada`,
              type: "reconciliation",
              gatewayType: "CONCILIACAO_MUDANCA_APLICADA",
              chargeId: charge.id,
              studioId,
              body: { charge: publicCharge(charge), change: change.id },
              outcome: "plan_activated",
              receivedAt: now,
            })
            .onConflictDoNothing();
        }
      }
    } catch {
      report.failed++;
      continue;
    }
    const [mine] = await db
      .select({ status: billingCharge.status })
      .from(billingCharge)
      .where(and(eq(billingCharge.gateway, gateway.name), eq(billingCharge.gatewayChargeId, charge.id)));
    const theirs = chargeStatusOf(charge);
    const held = mine?.status;
    if (held === theirs) continue;
    if (held === undefined || RANK[held] < RANK[theirs]) {
      const { outcome } = await applyChangeCharge(deps, gateway.name, charge, now);
      await record(deps, gateway.name, charge, studioId, { kind: "applied", outcome }, now);
      report.applied++;
    } else {
      await record(deps, gateway.name, charge, studioId, { kind: "flagged", ours: held }, now);
      report.flagged++;
    }
  }
}

export async function reconcileCharges(deps: PaymentJobDeps, now: Date): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { subscriptions: 0, charges: 0, applied: 0, flagged: 0, failed: 0, changeCharges: 0, resumed: 0 };
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
  await reconcileChangeCharges(deps, gateway, report, now);
  // Counts only: no ids or amounts in the log.
  if (report.applied || report.flagged || report.failed || report.resumed) deps.logger.warn({ reconciliation: report }, "conciliação de cobranças encontrou diferenças");
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
