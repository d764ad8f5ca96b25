import { and, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { formatMoney } from "#domain/budget";
import type { Billing } from "#domain/payments.schema";
import { DEFAULT_PLAN, GRACE_DAYS, planById, planOrDefault } from "#domain/plans";
import { isOwner } from "#domain/studios";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { billingCharge, paymentEvent, planChange, planCheckout, studio, studioMember, upgradeRequest, type BillingChargeStatus } from "#server/db/schema";
import type { JobHandlers } from "#server/jobs/runner";
import { scheduleJob } from "#server/jobs/schedule";
import { AppError, unauthorized } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import type { Mailer } from "#server/mail/mailer";
import { notify } from "#server/notifications/notify";
import { GatewayError, type Charge, type InvoiceSettings, type PaymentGateway } from "#server/payments/gateway";
import { invoiceJob, scheduleInvoiceCancellation } from "./invoices";
import { addCycle, addMonths, brasiliaMidnight, dayInBrazil } from "./dates";
import { applyScheduledChanges, cycleOn, dropScheduledChanges, scheduledChangeOf } from "./scheduled-changes";

export { addMonths, brasiliaMidnight, dayInBrazil };

/**
 * The subscription's life after the checkout (decision 091, R-PAY-2 … R-PAY-4): the webhook's
 * events applied by the job runner, the charges' history, the grace period, the drop to Esboço's
 * limits, and the owner's cancellation at the end of the paid period.
 */

type CheckoutRow = typeof planCheckout.$inferSelect;
const DAY_MS = 86_400_000;

/** The recurring sweep: grace periods and cancelled periods that ended (R-PAY-3). */
export const BILLING_SWEEP = { kind: "varrer-assinaturas", key: "varrer-assinaturas" } as const;
export const BILLING_SWEEP_EVERY_MS = 60 * 60_000;
/** The job that applies one stored webhook event (R-PAY-2). */
export const PAYMENT_EVENT_JOB = "aplicar-evento-de-pagamento";

/**
 * A charge's status only moves forward (R-PAY-2): the same events in any order end in the same
 * row. A payment after "overdue" still counts; "pending" after "paid" changes nothing.
 */
export const RANK: Record<BillingChargeStatus, number> = { pending: 0, overdue: 1, deleted: 2, paid: 3, refunded: 4 };

export function chargeStatusOf(charge: Charge): BillingChargeStatus {
  switch (charge.status) {
    case "confirmed":
    case "received":
    case "refund_pending":
      return "paid";
    case "overdue":
      return "overdue";
    case "refunded":
    case "chargeback":
      return "refunded";
    case "deleted":
      return "deleted";
    default:
      return "pending";
  }
}

/** Writes what the gateway says of a charge, never moving its status backwards (R-PAY-2). */
export async function recordCharge(
  db: Db | Tx,
  { gateway, checkout, charge, status, now }: { gateway: string; checkout: CheckoutRow; charge: Charge; status: BillingChargeStatus; now: Date },
): Promise<void> {
  const rank = (column: typeof billingCharge.status) =>
    sql`(case ${column} when 'pending' then 0 when 'overdue' then 1 when 'deleted' then 2 when 'paid' then 3 when 'refunded' then 4 else 0 end)`;
  const values = {
    status,
    method: charge.method,
    amountCents: charge.amountCents,
    dueDate: charge.dueDate,
    paidAt: status === "paid" || status === "refunded" ? now : null,
    receiptUrl: charge.paymentUrl,
    updatedAt: now,
  };
  await db
    .insert(billingCharge)
    .values({ gateway, gatewayChargeId: charge.id, studioId: checkout.studioId, checkoutId: checkout.id, ...values })
    .onConflictDoUpdate({
      target: [billingCharge.gateway, billingCharge.gatewayChargeId],
      set: { ...values, paidAt: sql`coalesce(${billingCharge.paidAt}, excluded.paid_at)` },
      setWhere: sql`${rank(billingCharge.status)} < ${RANK[status]}`,
    });
}

export interface PaymentJobDeps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  logger: Logger;
  gateway: PaymentGateway | undefined;
  /** NFS-e per paid charge (PAYMENTS_NFSE_*); undefined: none is asked for. */
  invoices?: InvoiceSettings;
}

export async function cancelAtGateway(gateway: PaymentGateway | undefined, subscriptionId: string | null): Promise<void> {
  if (!gateway || !subscriptionId) return;
  try {
    await gateway.cancelSubscription(subscriptionId);
  } catch (error) {
    if (!(error instanceof GatewayError && error.kind === "not_found")) throw error;
  }
}

async function owners(db: Db, studioId: string): Promise<string[]> {
  const rows = await db.select({ userId: studioMember.userId, role: studioMember.role }).from(studioMember).where(eq(studioMember.studioId, studioId));
  return rows.filter((r) => isOwner(r.role)).map((r) => r.userId);
}

const dateBR = (d: Date) => new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(d);

export type Outcome = "ignored" | "charge_recorded" | "plan_activated" | "renewed" | "grace_started";

/**
 * Applies one stored event (R-PAY-2). Idempotent and order-free: the charge's row only moves
 * forward; a paid charge turns the plan on (or keeps it, extending the paid period) whatever came
 * before it; "overdue" starts the grace period only for a subscription in good standing.
 */
async function applyEvent(deps: PaymentJobDeps, gatewayName: string, eventId: string, now: Date): Promise<void> {
  const { db, gateway } = deps;
  const [stored] = await db.select().from(paymentEvent).where(and(eq(paymentEvent.gateway, gatewayName), eq(paymentEvent.eventId, eventId)));
  if (!stored || !gateway) return;
  const charge = gateway.parseWebhook(JSON.stringify(stored.body))?.charge;
  const applied = charge?.subscriptionId
    ? await applyCharge(deps, gatewayName, charge, now)
    : charge?.externalReference
      ? await applyChangeCharge(deps, gatewayName, charge, now)
      : { outcome: "ignored" as Outcome, studioId: undefined };
  await db
    .update(paymentEvent)
    .set({ outcome: applied.outcome, ...(applied.studioId ? { studioId: applied.studioId } : {}) })
    .where(and(eq(paymentEvent.gateway, gatewayName), eq(paymentEvent.eventId, eventId)));
}

/** Records a charge as the gateway tells it, and says its status before and after (a payment told again must not act twice). */
async function recordChargeStatus(tx: Tx, gatewayName: string, checkout: CheckoutRow, charge: Charge, now: Date): Promise<{ prior: BillingChargeStatus | undefined; status: BillingChargeStatus }> {
  const statusNow = async () =>
    (await tx.select({ status: billingCharge.status }).from(billingCharge).where(and(eq(billingCharge.gateway, gatewayName), eq(billingCharge.gatewayChargeId, charge.id))))[0]?.status;
  const prior = await statusNow();
  await recordCharge(tx, { gateway: gatewayName, checkout, charge, status: chargeStatusOf(charge), now });
  return { prior, status: (await statusNow())! };
}

/**
 * One subscription charge as the gateway reports it, applied to ours: from a webhook's event, or
 * from the daily reconciliation when a webhook never came (decision 096).
 */
export async function applyCharge(deps: PaymentJobDeps, gatewayName: string, charge: Charge, now: Date): Promise<{ outcome: Outcome; studioId: string | undefined }> {
  const { db, gateway } = deps;
  if (!charge.subscriptionId) return { outcome: "ignored", studioId: undefined };
  let superseded: { subscriptionId: string | null }[] = [];
  const after = await db.transaction(async (tx) => {
    const [checkout] = await tx
      .select()
      .from(planCheckout)
      .where(and(eq(planCheckout.gateway, gatewayName), eq(planCheckout.gatewaySubscriptionId, charge.subscriptionId!)))
      .for("update");
    if (!checkout) return { outcome: "ignored" as Outcome, checkout: undefined };
    const { prior, status } = await recordChargeStatus(tx, gatewayName, checkout, charge, now);
    let outcome: Outcome = "charge_recorded";
    // Its NFS-e, asked by a job in the same transaction as the payment that calls for it: once,
    // when the charge becomes paid (the same payment told again must not restart or repeat it).
    if (status === "paid" && prior !== "paid" && deps.invoices) await scheduleJob(tx, invoiceJob(gatewayName, charge.id, dayInBrazil(now), now));
    // Refunded: its NFS-e is cancelled, likewise once (decision 096, revised 2026-12-05).
    if (status === "refunded" && prior !== "refunded") await scheduleInvoiceCancellation(tx, deps, gatewayName, charge.id, now);

    if (status === "paid" && checkout.status !== "cancelled" && planById(checkout.plan)?.isActive) {
      // A charge buys one cycle from its due date: a month, or a year (decision 116), the cycle in
      // force on that date even when a switch's date has not been swept yet.
      const periodEnd = brasiliaMidnight(addCycle(charge.dueDate, await cycleOn(tx, checkout, charge.dueDate)));
      const paidUntil = checkout.paidUntil && checkout.paidUntil > periodEnd ? checkout.paidUntil : periodEnd;
      const turningOn = checkout.status === "open" || checkout.status === "downgraded" || checkout.status === "expired";
      // A subscription already gone at the gateway (expired or downgraded) renews no more: the plan lasts the paid period.
      const ended = checkout.status === "downgraded" || checkout.status === "expired";
      await tx
        .update(planCheckout)
        .set({
          status: "paid",
          paidAt: checkout.paidAt ?? now,
          paidUntil,
          graceEndsAt: null,
          endedAt: null,
          ...(ended ? { cancelRequestedAt: checkout.cancelRequestedAt ?? now } : {}),
        })
        .where(eq(planCheckout.id, checkout.id));
      if (turningOn) {
        // Paid, not granted: planGrantedBy stays null (the admin grant remains for support).
        await tx.update(studio).set({ plan: checkout.plan, planGrantedAt: now, planGrantedBy: null, updatedAt: now }).where(eq(studio.id, checkout.studioId));
        await tx
          .update(upgradeRequest)
          .set({ status: "superseded" })
          .where(and(eq(upgradeRequest.studioId, checkout.studioId), eq(upgradeRequest.status, "pending")));
        outcome = "plan_activated";
        // Another plan's subscription still running (an upgrade from one paid plan to another):
        // it ends now, so the studio is not charged twice (cancelled at the gateway below).
        superseded = await tx
          .update(planCheckout)
          .set({ status: "cancelled", endedAt: now, cancelRequestedAt: now })
          .where(and(eq(planCheckout.studioId, checkout.studioId), ne(planCheckout.id, checkout.id), inArray(planCheckout.status, ["paid", "overdue"])))
          .returning({ subscriptionId: planCheckout.gatewaySubscriptionId });
      } else {
        outcome = "renewed";
      }
    } else if (status === "overdue" && checkout.status === "paid" && !checkout.cancelRequestedAt) {
      await tx
        .update(planCheckout)
        .set({ status: "overdue", graceEndsAt: new Date(now.getTime() + GRACE_DAYS * DAY_MS) })
        .where(eq(planCheckout.id, checkout.id));
      outcome = "grace_started";
    }
    // An open checkout's first charge overdue (a boleto that expired) stays open for GRACE_DAYS: a
    // late payment still turns the plan on; a new click makes a new charge; the sweep ends it.
    return { outcome, checkout };
  });
  const checkout = after.checkout;
  if (!checkout) return { outcome: after.outcome, studioId: undefined };
  for (const old of superseded) await cancelAtGateway(gateway, old.subscriptionId);
  if (after.outcome === "grace_started") await graceNotice(deps, checkout, charge, now);
  return { outcome: after.outcome, studioId: checkout.studioId };
}

/** Each owner is told a charge went unpaid and when the grace ends (R-PAY-3): once per charge. */
async function graceNotice(deps: PaymentJobDeps, checkout: CheckoutRow, charge: Charge, now: Date): Promise<void> {
  const { db } = deps;
  {
    const plan = planOrDefault(checkout.plan);
    const graceEnd = new Date(now.getTime() + GRACE_DAYS * DAY_MS);
    for (const userId of await owners(db, checkout.studioId)) {
      await notify(
        { db, mailer: deps.mailer, baseUrl: deps.baseUrl },
        {
          studioId: checkout.studioId,
          userId,
          kind: "cobranca",
          title: `Pagamento do plano ${plan.name} em atraso`,
          body: `A cobrança de ${formatMoney(charge.amountCents)} com vencimento em ${dateBR(brasiliaMidnight(charge.dueDate))} não foi paga. O plano continua ativo até ${dateBR(graceEnd)}; depois, o estúdio passa aos limites do Esboço, sem perder nenhum dado. Pague pela página de cobrança.`,
          link: "/dashboard/configuracoes/assinatura",
          key: `cobranca-atrasada:${charge.id}`,
        },
      );
    }
  }
}

/**
 * The one-off charge of an upgrade's difference (R-PAY-11, decision 104), found by its
 * `externalReference` (the change's id): recorded like the subscription's charges (forward only),
 * its NFS-e asked once paid; unpaid past its due date it starts the same grace as a renewal, and
 * paid during the grace it ends it (when no other charge of the subscription is still overdue).
 * It never extends the paid period: that is the subscription's charges' part.
 */
export async function applyChangeCharge(deps: PaymentJobDeps, gatewayName: string, charge: Charge, now: Date): Promise<{ outcome: Outcome; studioId: string | undefined }> {
  const { db } = deps;
  const after = await db.transaction(async (tx) => {
    const [change] = await tx.select({ checkoutId: planChange.checkoutId }).from(planChange).where(eq(planChange.id, charge.externalReference!));
    if (!change) return { outcome: "ignored" as Outcome, checkout: undefined };
    const [checkout] = await tx.select().from(planCheckout).where(and(eq(planCheckout.id, change.checkoutId), eq(planCheckout.gateway, gatewayName))).for("update");
    if (!checkout) return { outcome: "ignored" as Outcome, checkout: undefined };
    const { prior, status } = await recordChargeStatus(tx, gatewayName, checkout, charge, now);
    let outcome: Outcome = "charge_recorded";
    if (status === "refunded" && prior !== "refunded") await scheduleInvoiceCancellation(tx, deps, gatewayName, charge.id, now);
    if (status === "paid" && prior !== "paid") {
      if (deps.invoices) await scheduleJob(tx, invoiceJob(gatewayName, charge.id, dayInBrazil(now), now));
      if (checkout.status === "overdue") {
        const [stillOverdue] = await tx
          .select({ id: billingCharge.gatewayChargeId })
          .from(billingCharge)
          .where(and(eq(billingCharge.checkoutId, checkout.id), eq(billingCharge.status, "overdue")))
          .limit(1);
        if (!stillOverdue) await tx.update(planCheckout).set({ status: "paid", graceEndsAt: null }).where(eq(planCheckout.id, checkout.id));
      }
    } else if (status === "overdue" && checkout.status === "paid" && !checkout.cancelRequestedAt) {
      await tx
        .update(planCheckout)
        .set({ status: "overdue", graceEndsAt: new Date(now.getTime() + GRACE_DAYS * DAY_MS) })
        .where(eq(planCheckout.id, checkout.id));
      outcome = "grace_started";
    }
    return { outcome, checkout };
  });
  if (!after.checkout) return { outcome: after.outcome, studioId: undefined };
  if (after.outcome === "grace_started") await graceNotice(deps, after.checkout, charge, now);
  return { outcome: after.outcome, studioId: after.checkout.studioId };
}

/**
 * The sweep (R-PAY-3), on the runner's clock: a grace period that ran out drops the studio to
 * Esboço's limits (its subscription cancelled at the gateway, nothing deleted: over the limits it
 * reads but does not add); a cancelled subscription's paid period that ended does the same. A
 * plan someone on the team granted since is left alone.
 */
export async function sweepSubscriptions(deps: PaymentJobDeps, now: Date): Promise<number> {
  const { db } = deps;
  // Downgrades whose date came first (R-PAY-11): a renewal due the same day is at the new price already.
  const scheduled = await applyScheduledChanges(db, now);
  const due = await db
    .select()
    .from(planCheckout)
    .where(
      and(
        inArray(planCheckout.status, ["overdue", "paid"]),
        sql`((${planCheckout.status} = 'overdue' and ${planCheckout.graceEndsAt} <= ${now}) or (${planCheckout.status} = 'paid' and ${planCheckout.cancelRequestedAt} is not null and ${planCheckout.paidUntil} <= ${now}))`,
      ),
    );
  let changed = 0;
  // Open checkouts whose first charge has been overdue for GRACE_DAYS: their subscription goes.
  const lapsed = await db
    .select({ checkout: planCheckout })
    .from(planCheckout)
    .innerJoin(billingCharge, and(eq(billingCharge.gateway, planCheckout.gateway), eq(billingCharge.gatewayChargeId, planCheckout.gatewayChargeId)))
    .where(and(eq(planCheckout.status, "open"), eq(billingCharge.status, "overdue"), lte(billingCharge.updatedAt, new Date(now.getTime() - GRACE_DAYS * DAY_MS))));
  for (const { checkout } of lapsed) {
    const [expired] = await db
      .update(planCheckout)
      .set({ status: "expired", endedAt: now })
      .where(and(eq(planCheckout.id, checkout.id), eq(planCheckout.status, "open"), or(isNull(planCheckout.claimedUntil), lt(planCheckout.claimedUntil, now))))
      .returning({ id: planCheckout.id });
    if (!expired) continue;
    changed++;
    await cancelAtGateway(deps.gateway, checkout.gatewaySubscriptionId);
  }
  for (const checkout of due) {
    const next = checkout.status === "overdue" ? ("downgraded" as const) : ("cancelled" as const);
    const moved = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(planCheckout)
        .set({ status: next, endedAt: now })
        .where(and(eq(planCheckout.id, checkout.id), eq(planCheckout.status, checkout.status)))
        .returning({ id: planCheckout.id });
      if (!updated) return false;
      await dropScheduledChanges(tx, [checkout.id], now);
      await tx
        .update(studio)
        .set({ plan: DEFAULT_PLAN, updatedAt: now })
        .where(and(eq(studio.id, checkout.studioId), eq(studio.plan, checkout.plan), isNull(studio.planGrantedBy)));
      return true;
    });
    if (!moved) continue;
    changed++;
    if (next === "downgraded") {
      await cancelAtGateway(deps.gateway, checkout.gatewaySubscriptionId);
      const plan = planOrDefault(checkout.plan);
      for (const userId of await owners(db, checkout.studioId)) {
        await notify(
          { db, mailer: deps.mailer, baseUrl: deps.baseUrl },
          {
            studioId: checkout.studioId,
            userId,
            kind: "cobranca",
            title: `O estúdio voltou aos limites do Esboço`,
            body: `O pagamento do plano ${plan.name} não foi feito em ${GRACE_DAYS} dias. Nenhum dado foi apagado: tudo continua visível, mas o que passa dos limites do Esboço fica só para leitura. Assine de novo em Planos para voltar.`,
            link: "/dashboard/planos",
            key: `plano-rebaixado:${checkout.id}`,
          },
        );
      }
    }
  }
  return changed + scheduled;
}

export function paymentJobs(deps: PaymentJobDeps): JobHandlers {
  return {
    async [PAYMENT_EVENT_JOB]({ job, now }) {
      const { gateway, eventId } = job.payload as { gateway?: unknown; eventId?: unknown };
      if (typeof gateway !== "string" || typeof eventId !== "string") return;
      await applyEvent(deps, gateway, eventId, now);
    },
    async [BILLING_SWEEP.kind]({ now }) {
      // The next run first: a failing sweep is tried again at its next time and never stops.
      await scheduleJob(deps.db, { ...BILLING_SWEEP, runAt: new Date(now.getTime() + BILLING_SWEEP_EVERY_MS) });
      await sweepSubscriptions(deps, now);
    },
  };
}


/**
 * The owner cancels (R-PAY-4): the gateway's subscription ends now (no new charge), the plan lasts
 * until the end of the period paid for, then the sweep drops the studio to Esboço's limits.
 */
export async function cancelSubscription({ db, scope, gateway, now = new Date() }: { db: Db; scope: StudioScope; gateway: PaymentGateway; now?: Date }): Promise<void> {
  if (!isOwner(scope.role)) throw new AppError("forbidden", 403, "Só o proprietário do estúdio pode cancelar a assinatura.");
  const [current] = await db
    .select()
    .from(planCheckout)
    .where(and(eq(planCheckout.studioId, scope.studioId), inArray(planCheckout.status, ["paid", "overdue"]), isNull(planCheckout.cancelRequestedAt)))
    .orderBy(desc(planCheckout.paidAt))
    .limit(1);
  if (!current) throw new AppError("conflict", 409, "O estúdio não tem assinatura ativa para cancelar.");
  try {
    await cancelAtGateway(gateway, current.gatewaySubscriptionId);
  } catch (error) {
    throw new AppError("payment_gateway_error", 502, "Não foi possível cancelar agora: o gateway não respondeu. Nada mudou; tente de novo em alguns minutos.").logged("falha ao cancelar assinatura", {
      err: error,
    });
  }
  await db.update(planCheckout).set({ cancelRequestedAt: now }).where(eq(planCheckout.id, current.id));
  // A downgrade waiting for the next cycle has no next cycle any more (R-PAY-11).
  await dropScheduledChanges(db, [current.id], now);
}

/** The billing page (R-PAY-4): the studio's plan, its subscription and every charge, this studio's only. */
export async function billingOverview({ db, scope, paymentsEnabled }: { db: Db; scope: StudioScope; paymentsEnabled: boolean }): Promise<Billing> {
  const [account] = await db.select({ plan: studio.plan, grantedBy: studio.planGrantedBy }).from(studio).where(eq(studio.id, scope.studioId)).limit(1);
  if (!account) throw unauthorized();
  const checkouts = await db
    .select()
    .from(planCheckout)
    .where(and(eq(planCheckout.studioId, scope.studioId), ne(planCheckout.status, "expired")))
    .orderBy(desc(planCheckout.createdAt));
  // The subscription in force, else the latest checkout waiting for its first payment, else one that grace ended.
  const current =
    checkouts.find((c) => c.status === "paid" || c.status === "overdue") ?? checkouts.find((c) => c.status === "open") ?? checkouts.find((c) => c.status === "downgraded");
  const charges = await db
    .select()
    .from(billingCharge)
    .where(eq(billingCharge.studioId, scope.studioId))
    .orderBy(desc(billingCharge.dueDate), desc(billingCharge.updatedAt))
    .limit(120);
  const plan = planById(account.plan)?.id ?? DEFAULT_PLAN;
  let state: Billing["state"] = "none";
  if (account.grantedBy) state = "granted";
  else if (current?.status === "open") state = "awaiting";
  else if (current?.status === "paid") state = current.cancelRequestedAt ? "cancelling" : "active";
  else if (current?.status === "overdue") state = "grace";
  else if (current?.status === "downgraded") state = "downgraded";
  let nextChargeDate: string | null = null;
  if (current && (state === "active" || state === "grace" || state === "awaiting")) {
    const open = charges.filter((c) => c.checkoutId === current.id && (c.status === "pending" || c.status === "overdue")).map((c) => c.dueDate).sort();
    nextChargeDate = open[0] ?? (current.paidUntil ? dayInBrazil(current.paidUntil) : null);
  }
  const scheduledChange = state === "active" || state === "grace" ? await scheduledChangeOf(db, current?.id ?? null) : null;
  let nextChargeAmountCents = nextChargeDate ? (current?.amountCents ?? null) : null;
  // The next cycle is charged at the scheduled change's price (its value was changed at the gateway).
  if (nextChargeAmountCents !== null && scheduledChange && nextChargeDate && nextChargeDate >= scheduledChange.effectiveDate) {
    nextChargeAmountCents = scheduledChange.amountCents;
  }
  return {
    paymentsEnabled,
    plan,
    state,
    grantedBySupport: account.grantedBy !== null,
    checkoutId: current?.id ?? null,
    subscribedPlan: current?.plan ?? null,
    cycle: current?.cycle ?? null,
    method: current?.method ?? null,
    paidUntil: current?.paidUntil?.toISOString() ?? null,
    graceEndsAt: current?.status === "overdue" ? (current.graceEndsAt?.toISOString() ?? null) : null,
    nextChargeDate,
    nextChargeAmountCents,
    scheduledChange: scheduledChange && { id: scheduledChange.id, kind: scheduledChange.kind, plan: scheduledChange.plan, cycle: scheduledChange.cycle, effectiveDate: scheduledChange.effectiveDate },
    charges: charges.map((c) => ({
      id: c.gatewayChargeId,
      dueDate: c.dueDate,
      amountCents: c.amountCents,
      status: c.status,
      method: c.method,
      paidAt: c.paidAt?.toISOString() ?? null,
      receiptUrl: c.receiptUrl,
      invoice: c.invoiceStatus ? { status: c.invoiceStatus, number: c.invoiceNumber, url: c.invoiceUrl, error: c.invoiceError } : null,
    })),
  };
}
