import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { CYCLE_LABELS, cyclePriceCents, type BillingCycle } from "#domain/plan-prices";
import { DEFAULT_PLAN, planOrDefault, type PlanId } from "#domain/plans";
import type { Checkout, CheckoutInput, CheckoutState } from "#domain/payments.schema";
import { isOwner } from "#domain/studios";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { billingCharge, billingCustomer, paymentEvent, planCheckout, studio } from "#server/db/schema";
import { scheduleJob } from "#server/jobs/schedule";
import { AppError, unauthorized } from "#server/lib/errors";
import { GatewayError, type PaymentGateway } from "#server/payments/gateway";
import { storedWebhookBody } from "#server/payments/webhook-body";
import { cancelAtGateway, dayInBrazil, PAYMENT_EVENT_JOB, recordCharge } from "./lifecycle";

type CheckoutRow = typeof planCheckout.$inferSelect;

function refuse(message: string): AppError {
  return new AppError("validation_error", 422, message, { plan: message });
}

/** A gateway failure in words the owner can act on; the gateway's own codes go to the log only. */
function gatewayFailure(error: unknown): AppError {
  if (error instanceof GatewayError && error.kind === "invalid_document") {
    const message = "O gateway de pagamento recusou este CPF/CNPJ: confira os números.";
    return new AppError("validation_error", 422, message, { cpfCnpj: message }).logged("gateway recusou o documento", {
      gatewayStatus: error.status,
      gatewayCodes: error.details.map((d) => d.code),
    });
  }
  const facts = error instanceof GatewayError ? { gatewayKind: error.kind, gatewayStatus: error.status, gatewayCodes: error.details.map((d) => d.code) } : { err: error };
  return new AppError(
    "payment_gateway_error",
    502,
    "Não foi possível abrir o pagamento agora: o gateway não respondeu como esperado. Nada foi cobrado; tente de novo em alguns minutos.",
  ).logged("falha no gateway de pagamento", facts);
}

/** How long one request may hold a checkout's gateway calls before another may take over (R-PAY-2). */
export const CLAIM_MS = 30_000;
/** How long a parallel click waits for the request calling the gateway before answering 409. */
const WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Pix or the boleto of the first charge, as the owner chose; the hosted page is always there. */
async function present(gateway: PaymentGateway, row: CheckoutRow): Promise<Checkout> {
  let pix: Checkout["pix"] = null;
  let boleto: Checkout["boleto"] = null;
  if (row.gatewayChargeId && row.status === "open") {
    try {
      if (row.method === "pix") {
        const qr = await gateway.pixQrCode(row.gatewayChargeId);
        pix = { payload: qr.payload, imageBase64: qr.imageBase64 };
      } else if (row.method === "boleto") {
        const [line, charge] = await Promise.all([gateway.boletoLine(row.gatewayChargeId), gateway.getCharge(row.gatewayChargeId)]);
        boleto = { line: line.line, url: charge.boletoUrl };
      }
    } catch {
      // The hosted page still offers Pix and the boleto; these are a convenience.
    }
  }
  return {
    id: row.id,
    plan: row.plan,
    cycle: row.cycle,
    method: row.method,
    amountCents: row.amountCents,
    status: row.status,
    paymentUrl: row.paymentUrl,
    pix,
    boleto,
  };
}

type BillingData = Omit<CheckoutInput, "plan" | "method" | "cycle">;

/** The subscription's description at the gateway: the plan and its cycle ("mensal", "anual"). */
export function subscriptionDescription(plan: PlanId, cycle: BillingCycle): string {
  return `Prancheta — plano ${planOrDefault(plan).name} (${CYCLE_LABELS[cycle].toLowerCase()})`;
}

/**
 * The studio's customer at the gateway: ours if we have it, else the gateway's by our reference,
 * else a new one. Called only by the request holding the checkout's claim, outside any
 * transaction; the billing data given is kept for the next checkout and the NFS-e (R-PAY-1).
 */
async function ensureCustomer({ db, gateway, scope, billing }: { db: Db; gateway: PaymentGateway; scope: StudioScope; billing: BillingData }): Promise<string> {
  const data = {
    name: billing.name,
    cpfCnpj: billing.cpfCnpj,
    email: billing.email,
    postalCode: billing.postalCode,
    address: billing.address,
    addressNumber: billing.addressNumber,
    complement: billing.complement ?? null,
    province: billing.province,
  };
  const mine = and(eq(billingCustomer.studioId, scope.studioId), eq(billingCustomer.gateway, gateway.name));
  const [known] = await db.select({ id: billingCustomer.gatewayCustomerId }).from(billingCustomer).where(mine).limit(1);
  if (known) {
    await db.update(billingCustomer).set(data).where(mine);
    return known.id;
  }
  // A crash after the gateway made it but before we stored it: find it again by our reference.
  const [found] = await gateway.findCustomers(scope.studioId);
  const customer =
    found ??
    (await gateway.createCustomer({
      name: billing.name,
      cpfCnpj: billing.cpfCnpj,
      email: billing.email,
      externalReference: scope.studioId,
      postalCode: billing.postalCode,
      address: billing.address,
      addressNumber: billing.addressNumber,
      complement: billing.complement,
      province: billing.province,
    }));
  await db.insert(billingCustomer).values({ studioId: scope.studioId, gateway: gateway.name, gatewayCustomerId: customer.id, ...data }).onConflictDoNothing();
  const [stored] = await db.select({ id: billingCustomer.gatewayCustomerId }).from(billingCustomer).where(mine).limit(1);
  return stored!.id;
}

/** The studio's open checkout of a plan, if any. */
async function openCheckout(db: Db, studioId: string, plan: PlanId): Promise<CheckoutRow | undefined> {
  const [open] = await db
    .select()
    .from(planCheckout)
    .where(and(eq(planCheckout.studioId, studioId), eq(planCheckout.plan, plan), eq(planCheckout.status, "open")))
    .limit(1);
  return open;
}

/** True when an open checkout's first charge went overdue or was removed at the gateway. */
async function firstChargeLapsed(db: Db, row: CheckoutRow): Promise<boolean> {
  if (!row.gatewayChargeId) return false;
  const [charge] = await db
    .select({ status: billingCharge.status })
    .from(billingCharge)
    .where(and(eq(billingCharge.gateway, row.gateway), eq(billingCharge.gatewayChargeId, row.gatewayChargeId)));
  return charge?.status === "overdue" || charge?.status === "deleted";
}

/** Takes the right to call the gateway for this row (R-PAY-2); false when another request holds it. */
async function claim(db: Db, id: string): Promise<boolean> {
  const now = new Date();
  const taken = await db
    .update(planCheckout)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(planCheckout.id, id), eq(planCheckout.status, "open"), or(isNull(planCheckout.claimedUntil), lt(planCheckout.claimedUntil, now))))
    .returning({ id: planCheckout.id });
  return taken.length > 0;
}

/**
 * Opens (or reopens) the purchase of `plan` (decision 091, R-PAY-1, R-PAY-2): the studio's owner
 * only; the price in integer cents from the catalogue; a monthly subscription at the gateway, or a
 * yearly one at the discounted price (R-PAY-13, decision 116), paid by the method chosen, whose
 * first charge is due today. One open checkout per studio and plan is
 * the idempotency key: its id is the subscription's `externalReference`, so a retry after a crash
 * finds what was made. No database transaction is held during the gateway's calls: the row is
 * written first, one request claims it (a lease) and calls the gateway, then writes the answer;
 * parallel clicks wait for that answer. Choosing another method or cycle abandons the unpaid
 * checkout (its subscription cancelled) for a new one. The plan does not change here: only a paid charge's
 * webhook turns it on.
 */
export async function startCheckout({
  db,
  scope,
  gateway,
  input,
  now = new Date(),
}: {
  db: Db;
  scope: StudioScope;
  gateway: PaymentGateway;
  input: CheckoutInput & { cpfCnpj: string; postalCode: string };
  now?: Date;
}): Promise<Checkout> {
  const { plan, method, cycle = "monthly", ...billing } = input;
  if (!isOwner(scope.role)) throw new AppError("forbidden", 403, "Só o proprietário do estúdio pode mudar o plano.");
  const target = planOrDefault(plan);
  const [account] = await db.select({ plan: studio.plan }).from(studio).where(eq(studio.id, scope.studioId)).limit(1);
  if (!account) throw unauthorized();
  if (!target.isActive || target.price === null) throw refuse(`O plano ${target.name} ainda não está disponível.`);
  if (plan === DEFAULT_PLAN) throw refuse("O Esboço é o período de teste gratuito; escolha um plano pago.");
  if (plan === account.plan) throw refuse(`O estúdio já está no plano ${target.name}.`);
  // The catalogue's prices are whole reais a month (R-PLAN-1): cents from here on, a year's with its discount.
  const amountCents = cyclePriceCents(target, cycle)!;

  const started = Date.now();
  for (;;) {
    let open = await openCheckout(db, scope.studioId, plan);
    if (!open) {
      await db
        .insert(planCheckout)
        .values({ id: randomUUID(), studioId: scope.studioId, requestedBy: scope.userId, plan, method, cycle, amountCents, gateway: gateway.name })
        .onConflictDoNothing();
      open = await openCheckout(db, scope.studioId, plan);
      if (!open) throw new AppError("conflict", 409, `O pagamento do plano ${target.name} acabou de ser confirmado. Recarregue a página.`);
    }
    const same = (row: CheckoutRow) => row.method === method && row.cycle === cycle;
    if (open.gatewaySubscriptionId && open.gatewayChargeId && same(open) && !(await firstChargeLapsed(db, open))) return present(gateway, open);
    if (!(await claim(db, open.id))) {
      if (Date.now() - started > WAIT_MS) throw new AppError("conflict", 409, "O pagamento ainda está sendo preparado. Tente de novo em alguns segundos.");
      await sleep(100);
      continue;
    }
    const release = () => db.update(planCheckout).set({ claimedUntil: null }).where(eq(planCheckout.id, open.id));
    try {
      const [row] = await db.select().from(planCheckout).where(eq(planCheckout.id, open.id));
      if (!row || row.status !== "open") continue;
      const lapsed = await firstChargeLapsed(db, row);
      if ((!same(row) || lapsed) && row.gatewaySubscriptionId) {
        // Another method or cycle, or a first charge past its due date (a boleto that expired): the unpaid
        // checkout's subscription goes, a new checkout with a new first charge comes.
        await cancelAtGateway(gateway, row.gatewaySubscriptionId);
        await db
          .update(planCheckout)
          .set({ status: lapsed ? "expired" : "cancelled", endedAt: now, claimedUntil: null })
          .where(and(eq(planCheckout.id, row.id), eq(planCheckout.status, "open")));
        continue;
      }
      // Nothing made at the gateway yet: the row takes the cycle (and its price) asked now.
      if (!row.gatewaySubscriptionId && row.cycle !== cycle) await db.update(planCheckout).set({ cycle, amountCents }).where(eq(planCheckout.id, row.id));
      const customerId = await ensureCustomer({ db, gateway, scope, billing });
      const wanted = { method, cycle, amountCents: row.cycle === cycle ? row.amountCents : amountCents };
      // A request that died after the gateway made the subscription left it under our reference, maybe
      // with another cycle, value or method (decision 116): only one made as this checkout asks now is
      // kept; any other is cancelled, or the row would say yearly while the gateway bills monthly.
      const found = await gateway.findSubscriptions(row.id);
      const existing = found.find((s) => s.status === "active" && s.method === wanted.method && s.cycle === wanted.cycle && s.amountCents === wanted.amountCents);
      for (const other of found) if (other !== existing) await cancelAtGateway(gateway, other.id);
      const subscription =
        existing ??
        (await gateway.createSubscription({
          customerId,
          ...wanted,
          nextDueDate: dayInBrazil(now),
          description: subscriptionDescription(plan, cycle),
          externalReference: row.id,
        }));
      const [first] = await gateway.subscriptionCharges(subscription.id);
      const [updated] = await db
        .update(planCheckout)
        .set({ method, gatewaySubscriptionId: subscription.id, gatewayChargeId: first?.id ?? null, paymentUrl: first?.paymentUrl ?? null, claimedUntil: null })
        .where(eq(planCheckout.id, row.id))
        .returning();
      if (first) await recordCharge(db, { gateway: gateway.name, checkout: updated!, charge: first, status: "pending", now });
      return present(gateway, updated!);
    } catch (error) {
      await release();
      if (error instanceof AppError) throw error;
      throw gatewayFailure(error);
    }
  }
}

/** The checkout's state for the dialog's polling (R-PAY-1); another studio's id is 404. */
export async function checkoutState({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<CheckoutState> {
  const [row] = await db
    .select({ id: planCheckout.id, plan: planCheckout.plan, status: planCheckout.status, chargeStatus: billingCharge.status })
    .from(planCheckout)
    .leftJoin(billingCharge, and(eq(billingCharge.gateway, planCheckout.gateway), eq(billingCharge.gatewayChargeId, planCheckout.gatewayChargeId)))
    .where(and(eq(planCheckout.id, id), eq(planCheckout.studioId, scope.studioId)))
    .limit(1);
  if (!row) throw new AppError("not_found", 404, "Compra não encontrada.");
  return { id: row.id, plan: row.plan, status: row.status, chargeStatus: row.chargeStatus ?? null };
}

/**
 * One authenticated webhook (the route checked its token), R-PAY-2: stored once by the gateway's
 * event id with its body minus secrets, and in the same transaction a job to apply it, so the
 * answer is quick and a failure while applying is retried by the job runner. A second delivery
 * of the same event stores nothing, enqueues nothing, and still answers 200.
 */
export async function receiveWebhook({ db, gateway, rawBody, now = new Date() }: { db: Db; gateway: PaymentGateway; rawBody: string; now?: Date }): Promise<{ processed: boolean }> {
  const event = gateway.parseWebhook(rawBody);
  if (!event) {
    const message = "Corpo de evento que o gateway não envia.";
    throw new AppError("validation_error", 422, message, { event: message });
  }
  // Card data and tokens never stored (decision 091): server/payments/webhook-body.ts.
  const body = storedWebhookBody(rawBody);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvent)
      .values({ gateway: gateway.name, eventId: event.id, type: event.type, gatewayType: event.gatewayType, chargeId: event.charge?.id ?? null, body, receivedAt: now, outcome: "pending" })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvent.eventId });
    if (!stored) return { processed: false };
    await scheduleJob(tx, { kind: PAYMENT_EVENT_JOB, key: `pagamento:${gateway.name}:${event.id}`, runAt: now, payload: { gateway: gateway.name, eventId: event.id }, maxAttempts: 10 });
    return { processed: true };
  });
}
