import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { PlanChange, PlanChangeInput, PlanChangePreview } from "#domain/payments.schema";
import { CYCLE_LABELS, cyclePriceCents, type BillingCycle } from "#domain/plan-prices";
import { DEFAULT_PLAN, planOrDefault, type PlanId } from "#domain/plans";
import { prorate } from "./proration";
import { isOwner } from "#domain/studios";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { billingCustomer, planChange, planCheckout, studio } from "#server/db/schema";
import { AppError, unauthorized } from "#server/lib/errors";
import { GatewayError, type PaymentGateway } from "#server/payments/gateway";
import { addCycle, dayInBrazil } from "./dates";
import { recordCharge } from "./lifecycle";
import { subscriptionDescription } from "./payments.service";

/**
 * Plan changes of a running subscription (R-PAY-11, decision 104). An upgrade takes effect at
 * once: the subscription's value changes at the gateway (pending charges too), a one-off charge of
 * the difference for the days left is made (its `externalReference` is the change's id, so a retry
 * finds it instead of making another), and the studio's plan changes. A downgrade waits for the
 * next cycle: the value of the next charges changes now, the plan changes when the paid period
 * ends (the hourly sweep), and until then the owner may cancel it. As the checkout (R-PAY-2), no
 * database transaction is held across the gateway's calls: the row is written first, one request
 * claims it, the others wait for its answer. The same plan in the other cycle (monthly ↔ yearly) is
 * a switch at the next cycle, as a downgrade is (R-PAY-13, decision 116); an upgrade within a
 * yearly cycle is prorated by the days left of that year.
 */

type ChangeRow = typeof planChange.$inferSelect;
type CheckoutRow = typeof planCheckout.$inferSelect;

const CLAIM_MS = 30_000;
const WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function refuse(message: string): AppError {
  return new AppError("validation_error", 422, message, { plan: message });
}

function gatewayFailure(error: unknown): AppError {
  const facts = error instanceof GatewayError ? { gatewayKind: error.kind, gatewayStatus: error.status, gatewayCodes: error.details.map((d) => d.code) } : { err: error };
  return new AppError("payment_gateway_error", 502, "Não foi possível mudar o plano agora: o gateway de pagamento não respondeu como esperado. Tente de novo em alguns minutos.").logged(
    "falha no gateway ao mudar de plano",
    facts,
  );
}


/** The subscription a change applies to: paid, not cancelling, not granted by the team. */
async function activeSubscription(db: Db, scope: StudioScope): Promise<CheckoutRow> {
  if (!isOwner(scope.role)) throw new AppError("forbidden", 403, "Só o proprietário do estúdio pode mudar o plano.");
  const [account] = await db.select({ plan: studio.plan, grantedBy: studio.planGrantedBy }).from(studio).where(eq(studio.id, scope.studioId)).limit(1);
  if (!account) throw unauthorized();
  const [current] = await db
    .select()
    .from(planCheckout)
    .where(and(eq(planCheckout.studioId, scope.studioId), eq(planCheckout.status, "paid"), isNull(planCheckout.cancelRequestedAt)))
    .orderBy(desc(planCheckout.paidAt))
    .limit(1);
  if (!current || !current.gatewaySubscriptionId || !current.paidUntil || account.grantedBy || account.plan !== current.plan) {
    throw new AppError("conflict", 409, "O estúdio não tem uma assinatura ativa para mudar de plano. Assine um plano em Planos & Assinaturas.");
  }
  return current;
}

/**
 * The change's figures (R-PAY-11, R-PAY-13): which way, the prices in cents, the pro rata and its
 * date. Prices are per the subscription's cycle (a year's on the yearly one, decision 116); the
 * paid cycle runs from one cycle before the paid period's end to that end.
 */
function figures(current: CheckoutRow, plan: PlanId, now: Date, cycle: BillingCycle = current.cycle): PlanChangePreview {
  const target = planOrDefault(plan);
  if (plan === DEFAULT_PLAN) throw refuse("Para voltar ao Esboço, cancele a assinatura: o plano atual vale até o fim do período pago.");
  if (!target.isActive || target.price === null) throw refuse(`O plano ${target.name} ainda não está disponível.`);
  const switching = cycle !== current.cycle;
  if (switching && plan !== current.plan) {
    const message = `Mude uma coisa de cada vez: primeiro o plano, depois a cobrança ${CYCLE_LABELS[cycle].toLowerCase()} (ou o contrário).`;
    throw new AppError("validation_error", 422, message, { cycle: message });
  }
  if (!switching && plan === current.plan) throw refuse(`O estúdio já está no plano ${target.name} com cobrança ${CYCLE_LABELS[cycle].toLowerCase()}.`);
  const toAmountCents = cyclePriceCents(target, cycle)!;
  const cycleEnd = dayInBrazil(current.paidUntil!);
  const { daysLeft, daysInCycle, amountCents } = prorate({
    fromCents: current.amountCents,
    toCents: switching ? current.amountCents : toAmountCents,
    cycleStart: addCycle(cycleEnd, current.cycle, -1),
    cycleEnd,
    today: dayInBrazil(now),
  });
  const kind = switching ? "cycle" : toAmountCents > current.amountCents ? "upgrade" : "downgrade";
  return {
    kind,
    fromPlan: current.plan,
    toPlan: plan,
    fromCycle: current.cycle,
    toCycle: cycle,
    fromAmountCents: current.amountCents,
    toAmountCents,
    prorationCents: kind === "upgrade" ? amountCents : 0,
    daysLeft,
    daysInCycle,
    effectiveDate: kind === "upgrade" ? dayInBrazil(now) : cycleEnd,
  };
}

export async function previewPlanChange({ db, scope, plan, cycle, now = new Date() }: { db: Db; scope: StudioScope; plan: PlanId; cycle?: BillingCycle; now?: Date }): Promise<PlanChangePreview> {
  return figures(await activeSubscription(db, scope), plan, now, cycle);
}

function present(row: ChangeRow): PlanChange {
  return {
    id: row.id,
    kind: row.kind,
    fromPlan: row.fromPlan,
    toPlan: row.toPlan,
    fromCycle: row.fromCycle,
    toCycle: row.toCycle,
    fromAmountCents: row.fromAmountCents,
    toAmountCents: row.toAmountCents,
    prorationCents: row.prorationCents,
    daysLeft: row.daysLeft,
    daysInCycle: row.daysInCycle,
    effectiveDate: dayInBrazil(row.effectiveAt),
    status: row.status,
    paymentUrl: row.paymentUrl,
  };
}

async function claim(db: Db, id: string, status: "pending" | "scheduled"): Promise<boolean> {
  const now = new Date();
  const taken = await db
    .update(planChange)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(planChange.id, id), eq(planChange.status, status), or(isNull(planChange.claimedUntil), lt(planChange.claimedUntil, now))))
    .returning({ id: planChange.id });
  return taken.length > 0;
}

/**
 * Changes the subscription's plan (R-PAY-11): the owner's key per click makes a retry, a double
 * click or twenty parallel ones one change, one value update and at most one charge.
 */
export async function changePlan({ db, scope, gateway, input, now = new Date() }: { db: Db; scope: StudioScope; gateway: PaymentGateway; input: PlanChangeInput; now?: Date }): Promise<PlanChange> {
  if (!isOwner(scope.role)) throw new AppError("forbidden", 403, "Só o proprietário do estúdio pode mudar o plano.");
  const byKey = and(eq(planChange.studioId, scope.studioId), eq(planChange.idempotencyKey, input.idempotencyKey));
  let [row] = await db.select().from(planChange).where(byKey);
  if (!row) {
    const current = await activeSubscription(db, scope);
    const f = figures(current, input.plan, now, input.cycle);
    await db
      .insert(planChange)
      .values({
        id: randomUUID(),
        studioId: scope.studioId,
        checkoutId: current.id,
        requestedBy: scope.userId,
        idempotencyKey: input.idempotencyKey,
        kind: f.kind,
        fromPlan: f.fromPlan,
        toPlan: f.toPlan,
        fromCycle: f.fromCycle,
        toCycle: f.toCycle,
        fromAmountCents: f.fromAmountCents,
        toAmountCents: f.toAmountCents,
        prorationCents: f.prorationCents,
        daysLeft: f.daysLeft,
        daysInCycle: f.daysInCycle,
        effectiveAt: f.kind === "upgrade" ? now : current.paidUntil!,
      })
      .onConflictDoNothing();
    [row] = await db.select().from(planChange).where(byKey);
    if (!row) throw new AppError("conflict", 409, "Já há uma mudança de plano agendada ou em andamento. Cancele-a antes de pedir outra.");
  }
  if (row.toPlan !== input.plan || (input.cycle && row.toCycle !== input.cycle)) throw new AppError("conflict", 409, "Esta chave já foi usada para outra mudança de plano. Recarregue a página.");

  const started = Date.now();
  for (;;) {
    const [fresh] = await db.select().from(planChange).where(eq(planChange.id, row.id));
    if (!fresh || fresh.status !== "pending") return present(fresh ?? row);
    if (!(await claim(db, fresh.id, "pending"))) {
      if (Date.now() - started > WAIT_MS) throw new AppError("conflict", 409, "A mudança de plano ainda está sendo feita. Tente de novo em alguns segundos.");
      await sleep(100);
      continue;
    }
    try {
      return present(await carryOut(db, gateway, fresh, now));
    } catch (error) {
      await db.update(planChange).set({ claimedUntil: null }).where(eq(planChange.id, fresh.id));
      if (error instanceof AppError) throw error;
      throw gatewayFailure(error);
    }
  }
}

/**
 * Finishes an upgrade whose request died after Asaas made its difference charge (the daily
 * reconciliation, decision 104 revised 2026-12-05): the change is still `pending`, its claim ran
 * out, and the charge carrying its id exists at the gateway (found by the caller). It is carried
 * out as the owner's retry with the same key would: the subscription's value set again (safe to
 * repeat), the charge found by `externalReference` (never made twice), then applied. Answers the
 * row as it ends, or null when another request holds it now.
 */
export async function resumePendingChange({ db, gateway, id, now }: { db: Db; gateway: PaymentGateway; id: string; now: Date }): Promise<ChangeRow | null> {
  if (!(await claim(db, id, "pending"))) return null;
  const [fresh] = await db.select().from(planChange).where(eq(planChange.id, id));
  try {
    if (!fresh || fresh.status !== "pending") return fresh ?? null;
    return await carryOut(db, gateway, fresh, now);
  } catch (error) {
    await db.update(planChange).set({ claimedUntil: null }).where(and(eq(planChange.id, id), eq(planChange.status, "pending")));
    // The subscription ended meanwhile: carryOut cancelled the change; the caller reads it.
    if (error instanceof AppError && error.status === 409) {
      const [after] = await db.select().from(planChange).where(eq(planChange.id, id));
      return after ?? null;
    }
    throw error;
  }
}

/** The gateway's part, by the request holding the claim; every call is safe to repeat. */
async function carryOut(db: Db, gateway: PaymentGateway, change: ChangeRow, now: Date): Promise<ChangeRow> {
  const [checkout] = await db.select().from(planCheckout).where(eq(planCheckout.id, change.checkoutId));
  if (!checkout?.gatewaySubscriptionId || checkout.status !== "paid" || checkout.cancelRequestedAt) {
    await db.update(planChange).set({ status: "cancelled", cancelledAt: now, claimedUntil: null }).where(eq(planChange.id, change.id));
    throw new AppError("conflict", 409, "A assinatura mudou enquanto o pedido era feito (cancelada ou em atraso). Recarregue a página.");
  }
  // The next cycles at the new price; charges already generated and pending follow (Asaas's
  // updatePendingPayments): the paid current cycle is not touched.
  if (change.kind === "cycle") {
    await setCycleAtGateway(gateway, checkout, { cycle: change.toCycle, amountCents: change.toAmountCents, plan: change.toPlan });
  } else {
    await gateway.updateSubscription(checkout.gatewaySubscriptionId, { amountCents: change.toAmountCents, description: subscriptionDescription(change.toPlan, checkout.cycle), updatePendingPayments: true });
  }
  if (change.kind !== "upgrade") {
    const [scheduled] = await db.update(planChange).set({ status: "scheduled", claimedUntil: null }).where(eq(planChange.id, change.id)).returning();
    return scheduled!;
  }
  let charge = null;
  if (change.prorationCents > 0) {
    const [customer] = await db
      .select({ id: billingCustomer.gatewayCustomerId })
      .from(billingCustomer)
      .where(and(eq(billingCustomer.studioId, change.studioId), eq(billingCustomer.gateway, gateway.name)));
    if (!customer) throw new AppError("conflict", 409, "Os dados de cobrança do estúdio não foram encontrados. Assine de novo em Planos & Assinaturas.");
    // A request that died after Asaas made the charge: found by our id, not made twice.
    const [found] = await gateway.findCharges(change.id);
    charge =
      found ??
      (await gateway.createCharge({
        customerId: customer.id,
        method: checkout.method,
        amountCents: change.prorationCents,
        dueDate: dayInBrazil(now),
        description: `Prancheta — diferença do plano ${planOrDefault(change.fromPlan).name} para o ${planOrDefault(change.toPlan).name} (${change.daysLeft} de ${change.daysInCycle} dias)`,
        externalReference: change.id,
      }));
  }
  return db.transaction(async (tx) => {
    const [applied] = await tx
      .update(planChange)
      .set({ status: "applied", appliedAt: now, gatewayChargeId: charge?.id ?? null, paymentUrl: charge?.paymentUrl ?? null, claimedUntil: null })
      .where(and(eq(planChange.id, change.id), eq(planChange.status, "pending")))
      .returning();
    if (!applied) {
      const [other] = await tx.select().from(planChange).where(eq(planChange.id, change.id));
      return other!;
    }
    const [moved] = await tx.update(planCheckout).set({ plan: change.toPlan, amountCents: change.toAmountCents }).where(eq(planCheckout.id, checkout.id)).returning();
    await tx.update(studio).set({ plan: change.toPlan, updatedAt: now }).where(and(eq(studio.id, change.studioId), isNull(studio.planGrantedBy)));
    if (charge) await recordCharge(tx, { gateway: gateway.name, checkout: moved!, charge, status: "pending", now });
    return applied;
  });
}

/**
 * The owner cancels a scheduled downgrade (R-PAY-11): the next charges go back to the current
 * plan's price at the gateway, then the row is cancelled. Another studio's id is a 404.
 */
export async function cancelPlanChange({ db, scope, gateway, id, now = new Date() }: { db: Db; scope: StudioScope; gateway: PaymentGateway; id: string; now?: Date }): Promise<void> {
  if (!isOwner(scope.role)) throw new AppError("forbidden", 403, "Só o proprietário do estúdio pode mudar o plano.");
  const [row] = await db.select().from(planChange).where(and(eq(planChange.id, id), eq(planChange.studioId, scope.studioId)));
  if (!row) throw new AppError("not_found", 404, "Mudança de plano não encontrada.");
  if (row.status !== "scheduled") throw new AppError("conflict", 409, "Esta mudança de plano já foi aplicada ou cancelada.");
  if (!(await claim(db, row.id, "scheduled"))) throw new AppError("conflict", 409, "A mudança de plano está sendo aplicada agora. Recarregue a página.");
  try {
    const [checkout] = await db.select().from(planCheckout).where(eq(planCheckout.id, row.checkoutId));
    if (checkout?.gatewaySubscriptionId && (checkout.status === "paid" || checkout.status === "overdue")) {
      if (row.kind === "cycle") await setCycleAtGateway(gateway, checkout, { cycle: checkout.cycle, amountCents: checkout.amountCents, plan: checkout.plan });
      else await gateway.updateSubscription(checkout.gatewaySubscriptionId, { amountCents: checkout.amountCents, description: subscriptionDescription(checkout.plan, checkout.cycle), updatePendingPayments: true });
    }
    await db.update(planChange).set({ status: "cancelled", cancelledAt: now, claimedUntil: null }).where(eq(planChange.id, row.id));
  } catch (error) {
    await db.update(planChange).set({ claimedUntil: null }).where(eq(planChange.id, row.id));
    throw gatewayFailure(error);
  }
}

/**
 * Puts the subscription on `cycle` from the paid period's end (decision 116): the value and the
 * cycle of the charges generated from then on, a charge already generated for that date at the
 * new value (`updatePendingPayments`), and the next due date Asaas will generate — the paid
 * period's end, or a cycle after the latest charge it already generated from that date on. Safe
 * to repeat.
 */
async function setCycleAtGateway(gateway: PaymentGateway, checkout: CheckoutRow, to: { cycle: BillingCycle; amountCents: number; plan: PlanId }): Promise<void> {
  const periodEnd = dayInBrazil(checkout.paidUntil!);
  const ahead = (await gateway.subscriptionCharges(checkout.gatewaySubscriptionId!))
    .filter((c) => c.dueDate >= periodEnd && c.status !== "deleted")
    .map((c) => c.dueDate)
    .sort();
  const latest = ahead.at(-1);
  await gateway.updateSubscription(checkout.gatewaySubscriptionId!, {
    amountCents: to.amountCents,
    cycle: to.cycle,
    nextDueDate: latest ? addCycle(latest, to.cycle) : periodEnd,
    description: subscriptionDescription(to.plan, to.cycle),
    updatePendingPayments: true,
  });
}
