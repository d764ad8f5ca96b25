import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { DEFAULT_PLAN, planById, planOrDefault, type PlanId } from "#domain/plans";
import type { Checkout } from "#domain/payments.schema";
import { isOwner } from "#domain/studios";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { billingCustomer, paymentEvent, planCheckout, studio, upgradeRequest, user } from "#server/db/schema";
import { AppError, unauthorized } from "#server/lib/errors";
import { GatewayError, isPaid, type PaymentGateway } from "#server/payments/gateway";

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

/** yyyy-MM-dd in Brasília's calendar: the first charge is due the day the owner clicks. */
function todayInBrazil(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

function toApi(row: CheckoutRow, pix: Checkout["pix"]): Checkout {
  return { id: row.id, plan: row.plan, cycle: row.cycle, amountCents: row.amountCents, status: row.status, paymentUrl: row.paymentUrl, pix };
}

/** The studio's customer at the gateway: ours if we have it, else the gateway's by our reference, else a new one. */
async function ensureCustomer({ tx, gateway, scope, cpfCnpj }: { tx: Tx; gateway: PaymentGateway; scope: StudioScope; cpfCnpj: string }): Promise<string> {
  const [known] = await tx
    .select({ id: billingCustomer.gatewayCustomerId })
    .from(billingCustomer)
    .where(and(eq(billingCustomer.studioId, scope.studioId), eq(billingCustomer.gateway, gateway.name)))
    .limit(1);
  if (known) return known.id;
  const [who] = await tx
    .select({ studioName: studio.name, email: user.email })
    .from(studio)
    .innerJoin(user, eq(user.id, scope.userId))
    .where(eq(studio.id, scope.studioId))
    .limit(1);
  if (!who) throw unauthorized();
  // A crash after the gateway made it but before we stored it: find it again by our reference.
  const [found] = await gateway.findCustomers(scope.studioId);
  const customer = found ?? (await gateway.createCustomer({ name: who.studioName, cpfCnpj, email: who.email, externalReference: scope.studioId }));
  await tx.insert(billingCustomer).values({ studioId: scope.studioId, gateway: gateway.name, gatewayCustomerId: customer.id }).onConflictDoNothing();
  return customer.id;
}

/**
 * Opens (or reopens) the purchase of `plan` (decision 091): the studio's owner only; the price in
 * integer cents from the catalogue; a monthly subscription at the gateway whose first charge is
 * due today. One open checkout per studio and plan, and the gateway calls run under its row's
 * lock, so parallel clicks share one subscription; the checkout's id is the subscription's
 * `externalReference`, so a retry after a crash finds it instead of making another. The plan
 * does not change here: only a paid charge's webhook turns it on.
 */
export async function startCheckout({
  db,
  scope,
  gateway,
  plan,
  cpfCnpj,
  now = new Date(),
}: {
  db: Db;
  scope: StudioScope;
  gateway: PaymentGateway;
  plan: PlanId;
  cpfCnpj: string;
  now?: Date;
}): Promise<Checkout> {
  if (!isOwner(scope.role)) throw new AppError("forbidden", 403, "Só o proprietário do estúdio pode mudar o plano.");
  const target = planOrDefault(plan);
  const [account] = await db.select({ plan: studio.plan }).from(studio).where(eq(studio.id, scope.studioId)).limit(1);
  if (!account) throw unauthorized();
  if (!target.isActive || target.price === null) throw refuse(`O plano ${target.name} ainda não está disponível.`);
  if (plan === DEFAULT_PLAN) throw refuse("O Esboço é o período de teste gratuito; escolha um plano pago.");
  if (plan === account.plan) throw refuse(`O estúdio já está no plano ${target.name}.`);
  // The catalogue's prices are whole reais a month (R-PLAN-1): cents from here on.
  const amountCents = Math.round(target.price * 100);

  await db
    .insert(planCheckout)
    .values({ id: randomUUID(), studioId: scope.studioId, requestedBy: scope.userId, plan, cycle: "monthly", amountCents, gateway: gateway.name })
    .onConflictDoNothing();

  let row: CheckoutRow;
  try {
    row = await db.transaction(async (tx) => {
      const [open] = await tx
        .select()
        .from(planCheckout)
        .where(and(eq(planCheckout.studioId, scope.studioId), eq(planCheckout.plan, plan), eq(planCheckout.status, "open")))
        .for("update");
      if (!open) throw new AppError("conflict", 409, `O pagamento do plano ${target.name} acabou de ser confirmado. Recarregue a página.`);
      if (open.gatewaySubscriptionId && open.gatewayChargeId) return open;
      const customerId = await ensureCustomer({ tx, gateway, scope, cpfCnpj });
      const [existing] = await gateway.findSubscriptions(open.id);
      const subscription =
        existing ??
        (await gateway.createSubscription({
          customerId,
          method: "any",
          amountCents: open.amountCents,
          cycle: "monthly",
          nextDueDate: todayInBrazil(now),
          description: `Prancheta — plano ${target.name} (mensal)`,
          externalReference: open.id,
        }));
      const [first] = await gateway.subscriptionCharges(subscription.id);
      const [updated] = await tx
        .update(planCheckout)
        .set({ gatewaySubscriptionId: subscription.id, gatewayChargeId: first?.id ?? null, paymentUrl: first?.paymentUrl ?? null })
        .where(eq(planCheckout.id, open.id))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw gatewayFailure(error);
  }

  let pix: Checkout["pix"] = null;
  if (row.gatewayChargeId) {
    try {
      const qr = await gateway.pixQrCode(row.gatewayChargeId);
      pix = { payload: qr.payload, imageBase64: qr.imageBase64 };
    } catch {
      // The hosted page still offers Pix; the code is a convenience.
      pix = null;
    }
  }
  return toApi(row, pix);
}

/** Field names whose values are never kept: card data, tokens, keys (decision 091). */
const SECRET_KEY = /card|token|cvv|ccv|secret|password|api_?key|access/i;

/** The webhook's body for audit: every field named like a secret dropped, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) continue;
    out[key] = withoutSecrets(inner);
  }
  return out;
}

/**
 * One authenticated webhook (the route checked its token): stored once by the gateway's event id
 * (a second delivery of the same event changes nothing), then acted on. A paid charge of an open
 * checkout's subscription turns the plan on and closes the studio's pending upgrade requests;
 * every other event is kept for audit only. Events may arrive in any order: only "paid" acts,
 * and a checkout already paid is not paid again.
 */
export async function receiveWebhook({ db, gateway, rawBody, now = new Date() }: { db: Db; gateway: PaymentGateway; rawBody: string; now?: Date }): Promise<{ processed: boolean }> {
  const event = gateway.parseWebhook(rawBody);
  if (!event) {
    const message = "Corpo de evento que o gateway não envia.";
    throw new AppError("validation_error", 422, message, { event: message });
  }
  let body: unknown;
  try {
    body = withoutSecrets(JSON.parse(rawBody));
  } catch {
    body = {};
  }
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvent)
      .values({ gateway: gateway.name, eventId: event.id, type: event.type, gatewayType: event.gatewayType, chargeId: event.charge?.id ?? null, body, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvent.eventId });
    if (!stored) return { processed: false };

    const charge = event.charge;
    if (!charge?.subscriptionId || !isPaid(charge.status)) return { processed: true };
    const [checkout] = await tx
      .select()
      .from(planCheckout)
      .where(and(eq(planCheckout.gateway, gateway.name), eq(planCheckout.gatewaySubscriptionId, charge.subscriptionId)))
      .for("update");
    if (!checkout) return { processed: true };
    await tx.update(paymentEvent).set({ studioId: checkout.studioId }).where(and(eq(paymentEvent.gateway, gateway.name), eq(paymentEvent.eventId, event.id)));
    if (checkout.status !== "open" || !planById(checkout.plan)?.isActive) return { processed: true };
    await tx.update(planCheckout).set({ status: "paid", paidAt: now }).where(eq(planCheckout.id, checkout.id));
    // Paid, not granted: planGrantedBy stays null (the admin grant remains for support).
    await tx.update(studio).set({ plan: checkout.plan, planGrantedAt: now, planGrantedBy: null, updatedAt: now }).where(eq(studio.id, checkout.studioId));
    await tx
      .update(upgradeRequest)
      .set({ status: "superseded" })
      .where(and(eq(upgradeRequest.studioId, checkout.studioId), eq(upgradeRequest.status, "pending")));
    await tx.update(paymentEvent).set({ outcome: "plan_activated" }).where(and(eq(paymentEvent.gateway, gateway.name), eq(paymentEvent.eventId, event.id)));
    return { processed: true };
  });
}
