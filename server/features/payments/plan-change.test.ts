import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingApi, paymentsApi } from "#domain/contracts/payments";
import type { CheckoutInput } from "#domain/payments.schema";
import type { PlanId } from "#domain/plans";
import { billingCharge, job, paymentEvent, planChange, planCheckout, studio, user } from "#server/db/schema";
import { ensureRecurringJobs } from "#server/jobs/handlers";
import { createAsaasGateway } from "#server/payments/asaas";
import type { PaymentGateway } from "#server/payments/gateway";
import { createTestContext, ownedStudioId, scopeOf, signUp, TestClient, type TestContext } from "#server/test/harness";
import { joinStudio } from "#server/test/studio";
import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { BILLING_SWEEP, brasiliaMidnight, dayInBrazil } from "./lifecycle";
import { changePlan, previewPlanChange } from "./plan-change";
import { RECONCILIATION } from "./reconciliation";

// Plan changes with pro rata against the fake Asaas (R-PAY-11, decision 104): an upgrade now,
// charging the difference for the days left in a one-off charge, the subscription's value changed;
// a downgrade at the next cycle, shown and cancelable; one change per key, however many clicks.

let ctx: TestContext;
let fake: FakeAsaas;
let server: ServerType;
let seq = 0;

beforeAll(async () => {
  fake = await startFakeAsaas();
  ctx = await createTestContext(fake.env());
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1", createServer: http.createServer });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  fake.setWebhook(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhooks/asaas`);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fake.close();
  await ctx.close();
});

const gateway = () => createAsaasGateway({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, webhookToken: fake.webhookToken });
const key = () => `mudanca-${Date.now()}-${seq++}`;

function body(plan: PlanId): CheckoutInput {
  return {
    plan,
    method: "pix",
    name: "Estúdio Jequitibá Arquitetura Ltda.",
    cpfCnpj: "11.222.333/0001-81",
    email: "financeiro@jequitiba.arq.br",
    postalCode: "01310-100",
    address: "Avenida Paulista",
    addressNumber: "1000",
    province: "Bela Vista",
  };
}

async function runJobs(at: Date = new Date()) {
  const runner = ctx.jobRunner(() => at);
  for (let n = await runner.runDue(); n > 0; n = await runner.runDue());
}

async function sweepAt(at: Date) {
  await ensureRecurringJobs(ctx.database.db, at);
  await ctx.database.db.update(job).set({ runAt: at, status: "pendente", attempts: 0 }).where(eq(job.key, BILLING_SWEEP.key));
  await runJobs(at);
}

async function planOf(studioId: string) {
  const [row] = await ctx.database.db.select({ plan: studio.plan }).from(studio).where(eq(studio.id, studioId));
  return row!.plan;
}

async function checkoutRow(id: string) {
  const [row] = await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.id, id));
  return row!;
}

/** A studio whose first charge was paid: its plan on, its subscription running. */
async function subscribed(plan: PlanId) {
  const client = new TestClient(ctx);
  const { email } = await signUp(client);
  const [me] = await ctx.database.db.select().from(user).where(eq(user.email, email));
  const studioId = await ownedStudioId(ctx, me!.id);
  const checkout = await client.answer(paymentsApi.checkout, { body: body(plan) });
  await fake.pay((await checkoutRow(checkout.id)).gatewayChargeId!, "pix");
  await runJobs();
  expect(await planOf(studioId)).toBe(plan);
  return { client, userId: me!.id, studioId, row: await checkoutRow(checkout.id), scope: await scopeOf(ctx, me!.id) };
}

describe("an upgrade mid-cycle (R-PAY-11)", () => {
  it("R$ 99,00 → R$ 199,00 on day 10 of a 30-day cycle: R$ 70,00 charged once, the plan on at once, the subscription at R$ 199,00", async () => {
    const { client, studioId, row, scope } = await subscribed("avancado");
    // The paid cycle is 01/04/2027 to 01/05/2027 (30 days); the change is on 10/04, 12:00 in Brasília.
    await ctx.database.db.update(planCheckout).set({ paidUntil: brasiliaMidnight("2027-05-01") }).where(eq(planCheckout.id, row.id));
    const now = new Date("2027-04-10T15:00:00Z");
    const preview = await previewPlanChange({ db: ctx.database.db, scope, plan: "premium", now });
    expect(preview).toEqual({ kind: "upgrade", fromPlan: "avancado", toPlan: "premium", fromCycle: "monthly", toCycle: "monthly", fromAmountCents: 9_900, toAmountCents: 19_900, prorationCents: 7_000, daysLeft: 21, daysInCycle: 30, effectiveDate: "2027-04-10" });

    const idempotencyKey = key();
    const change = await changePlan({ db: ctx.database.db, scope, gateway: gateway(), input: { plan: "premium", idempotencyKey }, now });
    expect(change).toMatchObject({ kind: "upgrade", status: "applied", prorationCents: 7_000, effectiveDate: "2027-04-10" });
    expect(change.paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\//);
    expect(await planOf(studioId)).toBe("premium");
    expect(await checkoutRow(row.id)).toMatchObject({ plan: "premium", amountCents: 19_900, status: "paid" });
    expect(fake.subscriptions().find((s) => s.id === row.gatewaySubscriptionId)).toMatchObject({ value: 199, deleted: false });
    const charges = () => fake.payments().filter((p) => p.externalReference === change.id);
    expect(charges()).toHaveLength(1);
    expect(charges()[0]).toMatchObject({ value: 70, dueDate: "2027-04-10", subscription: null, billingType: "PIX" });

    // The same key again (a double click, a retry): the same change, no second charge.
    const again = await changePlan({ db: ctx.database.db, scope, gateway: gateway(), input: { plan: "premium", idempotencyKey }, now });
    expect(again.id).toBe(change.id);
    expect(charges()).toHaveLength(1);
    // The same key for another plan is refused.
    await expect(changePlan({ db: ctx.database.db, scope, gateway: gateway(), input: { plan: "obra-prima", idempotencyKey }, now })).rejects.toMatchObject({ status: 409 });

    // The billing page lists the difference; paid through the webhook, it is paid there.
    const billing = await client.answer(billingApi.get);
    expect(billing).toMatchObject({ plan: "premium", subscribedPlan: "premium", state: "active", scheduledChange: null });
    expect(billing.charges.find((c) => c.id === charges()[0]!.id)).toMatchObject({ amountCents: 7_000, status: "pending" });
    await fake.pay(String(charges()[0]!.id), "pix");
    await runJobs();
    const [paid] = await ctx.database.db.select().from(billingCharge).where(eq(billingCharge.gatewayChargeId, String(charges()[0]!.id)));
    expect(paid).toMatchObject({ status: "paid", amountCents: 7_000, checkoutId: row.id });
    // The difference never extends the paid period.
    expect((await checkoutRow(row.id)).paidUntil!.toISOString()).toBe(brasiliaMidnight("2027-05-01").toISOString());
  });

  it("twenty parallel clicks with one key make one change and one charge at the gateway", async () => {
    const { client, row } = await subscribed("avancado");
    const idempotencyKey = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.call(paymentsApi.changePlan, { body: { plan: "obra-prima", idempotencyKey } })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.data!.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(fake.payments().filter((p) => p.externalReference === id)).toHaveLength(1);
    const updates = fake.requests.filter((r) => r.method === "PUT" && r.path === `/v3/subscriptions/${row.gatewaySubscriptionId}`);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.body).toMatchObject({ value: 299, updatePendingPayments: true });
    expect(await ctx.database.db.select().from(planChange).where(eq(planChange.checkoutId, row.id))).toHaveLength(1);
  });

  it("an unpaid difference past its due date starts the grace; paying it ends the grace", async () => {
    const { client, row, scope } = await subscribed("avancado");
    const change = await changePlan({ db: ctx.database.db, scope, gateway: gateway(), input: { plan: "premium", idempotencyKey: key() } });
    expect(change.prorationCents).toBeGreaterThan(0);
    const [charge] = fake.payments().filter((p) => p.externalReference === change.id);
    await fake.expire(String(charge!.id));
    await runJobs();
    expect(await checkoutRow(row.id)).toMatchObject({ status: "overdue" });
    expect((await client.answer(billingApi.get)).state).toBe("grace");
    await fake.pay(String(charge!.id), "boleto");
    await runJobs();
    expect(await checkoutRow(row.id)).toMatchObject({ status: "paid", graceEndsAt: null });
  });

  it("a refund (PAYMENT_REFUNDED) of the difference or of the subscription's charge is recorded on that charge only, in any order (R-PAY-2)", async () => {
    // Decision 113's revision (2026-12-05) checked this path: the difference carries no
    // `subscription`, so its events go by `externalReference` (the change's id) to applyChangeCharge;
    // the subscription's charge goes by its subscription to applyCharge. Neither is lost or taken for the other.
    const { studioId, row, scope } = await subscribed("avancado");
    const change = await changePlan({ db: ctx.database.db, scope, gateway: gateway(), input: { plan: "premium", idempotencyKey: key() } });
    const difference = String(fake.payments().find((p) => p.externalReference === change.id)!.id);
    const first = row.gatewayChargeId!;
    await fake.pay(difference, "pix");
    await runJobs();
    const statusOf = async (id: string) => (await ctx.database.db.select().from(billingCharge).where(eq(billingCharge.gatewayChargeId, id)))[0];
    expect(await statusOf(difference)).toMatchObject({ status: "paid", checkoutId: row.id, amountCents: change.prorationCents });
    const paidUntil = (await checkoutRow(row.id)).paidUntil!.toISOString();

    // The difference refunded: only its row moves; the subscription's paid charge stays paid.
    await gateway().refund(difference);
    const refunded = await fake.sendEvent("PAYMENT_REFUNDED", difference, fake.webhookToken);
    expect(refunded.status).toBe(200);
    await runJobs();
    expect(await statusOf(difference)).toMatchObject({ status: "refunded" });
    expect(await statusOf(first)).toMatchObject({ status: "paid" });
    // A late "received" of the difference does not move it back.
    expect((await fake.redeliver(fake.deliveries.find((d) => d.paymentId === difference && d.event === "PAYMENT_RECEIVED")!.eventId)).status).toBe(200);
    await runJobs();
    expect(await statusOf(difference)).toMatchObject({ status: "refunded" });

    // The subscription's charge refunded: its own row, the difference's untouched.
    await gateway().refund(first);
    expect((await fake.sendEvent("PAYMENT_REFUNDED", first, fake.webhookToken)).status).toBe(200);
    await runJobs();
    expect(await statusOf(first)).toMatchObject({ status: "refunded", checkoutId: row.id });
    expect(await statusOf(difference)).toMatchObject({ status: "refunded" });
    // Both stored and applied, none ignored; recorded only (decision 096: a refund does not end the plan).
    const events = await ctx.database.db.select().from(paymentEvent).where(eq(paymentEvent.gatewayType, "PAYMENT_REFUNDED"));
    expect(events.filter((e) => e.chargeId === difference || e.chargeId === first).map((e) => [e.chargeId, e.studioId, e.outcome]).sort()).toEqual(
      [
        [difference, studioId, "charge_recorded"],
        [first, studioId, "charge_recorded"],
      ].sort(),
    );
    expect(await planOf(studioId)).toBe("premium");
    expect((await checkoutRow(row.id)).paidUntil!.toISOString()).toBe(paidUntil);
  });
});

describe("a downgrade at the next cycle (R-PAY-11)", () => {
  it("is scheduled for the paid period's end, shown on the billing page, cancelable, then applied by the sweep", async () => {
    const { client, studioId, row } = await subscribed("premium");
    const preview = await client.answer(paymentsApi.planChangePreview, { query: { plan: "avancado" } });
    expect(preview).toMatchObject({ kind: "downgrade", prorationCents: 0, effectiveDate: dayInBrazil(row.paidUntil!) });
    const change = await client.answer(paymentsApi.changePlan, { body: { plan: "avancado", idempotencyKey: key() } });
    expect(change).toMatchObject({ kind: "downgrade", status: "scheduled", paymentUrl: null, effectiveDate: dayInBrazil(row.paidUntil!) });
    expect(await planOf(studioId)).toBe("premium");
    expect(fake.subscriptions().find((s) => s.id === row.gatewaySubscriptionId)).toMatchObject({ value: 99 });
    expect(fake.payments().filter((p) => p.externalReference === change.id)).toHaveLength(0);
    expect(await client.answer(billingApi.get)).toMatchObject({ plan: "premium", scheduledChange: { id: change.id, plan: "avancado", effectiveDate: dayInBrazil(row.paidUntil!) }, nextChargeAmountCents: 9_900 });
    // Another change while one is scheduled: 409 until it is cancelled.
    expect((await client.call(paymentsApi.changePlan, { body: { plan: "obra-prima", idempotencyKey: key() } })).status).toBe(409);

    expect((await client.call(paymentsApi.cancelPlanChange, { params: { id: change.id } })).status).toBe(204);
    expect(fake.subscriptions().find((s) => s.id === row.gatewaySubscriptionId)).toMatchObject({ value: 199 });
    expect(await client.answer(billingApi.get)).toMatchObject({ scheduledChange: null, nextChargeAmountCents: 19_900 });
    expect((await client.call(paymentsApi.cancelPlanChange, { params: { id: change.id } })).status).toBe(409);

    const again = await client.answer(paymentsApi.changePlan, { body: { plan: "avancado", idempotencyKey: key() } });
    await sweepAt(new Date(row.paidUntil!.getTime() - 60_000));
    expect(await planOf(studioId)).toBe("premium");
    await sweepAt(new Date(row.paidUntil!.getTime() + 60_000));
    expect(await planOf(studioId)).toBe("avancado");
    expect(await checkoutRow(row.id)).toMatchObject({ plan: "avancado", amountCents: 9_900, status: "paid" });
    const [applied] = await ctx.database.db.select().from(planChange).where(eq(planChange.id, again.id));
    expect(applied!.status).toBe("applied");
  });

  it("ends with the subscription: cancelling the subscription drops the scheduled change", async () => {
    const { client, row } = await subscribed("premium");
    const change = await client.answer(paymentsApi.changePlan, { body: { plan: "avancado", idempotencyKey: key() } });
    expect((await client.call(paymentsApi.cancel)).status).toBe(204);
    const [dropped] = await ctx.database.db.select().from(planChange).where(eq(planChange.id, change.id));
    expect(dropped!.status).toBe("cancelled");
    expect(await client.answer(billingApi.get)).toMatchObject({ state: "cancelling", scheduledChange: null });
    expect(row.id).toBeTruthy();
  });
});

describe("who may change and what (R-PAY-11)", () => {
  it("the owner only, with a subscription; Esboço and the same plan refused in pt-BR; another studio's change is 404", async () => {
    const { client, studioId } = await subscribed("avancado");
    const admin = new TestClient(ctx);
    const { email } = await signUp(admin);
    const [adminUser] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    await joinStudio(ctx, adminUser!.id, studioId, "admin");
    expect((await admin.call(paymentsApi.changePlan, { body: { plan: "premium", idempotencyKey: key() } })).status).toBe(403);
    const esboco = await client.call(paymentsApi.planChangePreview, { query: { plan: "esboco" } });
    expect(esboco.status).toBe(422);
    expect(esboco.error?.fields?.plan).toContain("cancele a assinatura");
    expect((await client.call(paymentsApi.planChangePreview, { query: { plan: "avancado" } })).status).toBe(422);
    const badKey = await client.call(paymentsApi.changePlan, { body: { plan: "premium", idempotencyKey: "x" } });
    expect(badKey.status).toBe(422);

    // A studio without a subscription has nothing to change.
    const other = new TestClient(ctx);
    await signUp(other);
    expect((await other.call(paymentsApi.planChangePreview, { query: { plan: "premium" } })).status).toBe(409);

    const premium = await subscribed("premium");
    const scheduled = await premium.client.answer(paymentsApi.changePlan, { body: { plan: "avancado", idempotencyKey: key() } });
    expect((await client.call(paymentsApi.cancelPlanChange, { params: { id: scheduled.id } })).status).toBe(404);
  });
});

describe("the daily reconciliation of the upgrades' difference charges (decision 104, revised 2026-12-05)", () => {
  const MINUTE = 60_000;

  async function reconcileAt(at: Date) {
    await ensureRecurringJobs(ctx.database.db, at);
    await ctx.database.db.update(job).set({ runAt: at, status: "pendente", attempts: 0 }).where(eq(job.key, RECONCILIATION.key));
    await runJobs(at);
  }

  const chargeRow = async (id: string) => (await ctx.database.db.select().from(billingCharge).where(eq(billingCharge.gatewayChargeId, id)))[0];
  const findings = (chargeId: string) =>
    ctx.database.db.select().from(paymentEvent).where(and(eq(paymentEvent.chargeId, chargeId), eq(paymentEvent.type, "reconciliation")));

  /** Runs `act` with every webhook of the fake lost (an outage longer than Asaas's retries). */
  async function lost<T>(act: () => Promise<T>): Promise<T> {
    fake.loseWebhooks(true);
    try {
      return await act();
    } finally {
      fake.loseWebhooks(false);
    }
  }

  it("a difference whose webhooks are all lost: overdue starts the grace, paid ends it, once; a second run and a late webhook change nothing", async () => {
    const { client, studioId, row, scope } = await subscribed("avancado");
    const change = await changePlan({ db: ctx.database.db, scope, gateway: gateway(), input: { plan: "premium", idempotencyKey: key() } });
    const difference = String(fake.payments().find((p) => p.externalReference === change.id)!.id);
    expect(await chargeRow(difference)).toMatchObject({ status: "pending", amountCents: change.prorationCents });

    // Overdue at Asaas, its PAYMENT_OVERDUE lost: the reconciliation starts the grace as the webhook would.
    expect((await lost(() => fake.expire(difference))).status).toBe(0);
    await runJobs();
    expect(await checkoutRow(row.id)).toMatchObject({ status: "paid" });
    await reconcileAt(new Date());
    expect(await chargeRow(difference)).toMatchObject({ status: "overdue" });
    expect(await checkoutRow(row.id)).toMatchObject({ status: "overdue" });
    expect((await client.answer(billingApi.get)).state).toBe("grace");

    // Paid at Asaas, its PAYMENT_RECEIVED lost too: paid here, the grace over, the plan the upgrade's.
    await lost(() => fake.pay(difference, "pix"));
    await reconcileAt(new Date(Date.now() + MINUTE));
    expect(await chargeRow(difference)).toMatchObject({ status: "paid", checkoutId: row.id });
    expect(await checkoutRow(row.id)).toMatchObject({ status: "paid", graceEndsAt: null, plan: "premium", amountCents: 19_900 });
    expect(await planOf(studioId)).toBe("premium");
    const found = await findings(difference);
    expect(found.map((f) => [f.gatewayType, f.outcome, f.studioId]).sort()).toEqual([
      ["CONCILIACAO_APLICADA", "charge_recorded", studioId],
      ["CONCILIACAO_APLICADA", "grace_started", studioId],
    ]);
    const paidUntil = (await checkoutRow(row.id)).paidUntil!.toISOString();

    // The next day's run finds nothing new; the webhook delivered late changes nothing either.
    await reconcileAt(new Date(Date.now() + 24 * 60 * MINUTE));
    expect(await findings(difference)).toHaveLength(2);
    const late = fake.deliveries.find((d) => d.paymentId === difference && d.event === "PAYMENT_RECEIVED")!;
    expect((await fake.redeliver(late.eventId)).status).toBe(200);
    await runJobs();
    expect(await chargeRow(difference)).toMatchObject({ status: "paid" });
    expect(await checkoutRow(row.id)).toMatchObject({ status: "paid", graceEndsAt: null, paidUntil: new Date(paidUntil) });
    const [event] = await ctx.database.db.select().from(paymentEvent).where(eq(paymentEvent.eventId, late.eventId));
    expect(event).toMatchObject({ outcome: "charge_recorded", studioId });
    expect(await findings(difference)).toHaveLength(2);
  });

  it("a difference refunded or removed at Asaas with its webhook lost is recorded so, found by the change's id when we never stored it", async () => {
    const { row, scope } = await subscribed("avancado");
    const change = await changePlan({ db: ctx.database.db, scope, gateway: gateway(), input: { plan: "premium", idempotencyKey: key() } });
    const difference = String(fake.payments().find((p) => p.externalReference === change.id)!.id);
    await fake.pay(difference, "pix");
    await runJobs();
    expect(await chargeRow(difference)).toMatchObject({ status: "paid" });
    // Refunded at Asaas (its refund answers no webhook here), and our row of it lost besides.
    await gateway().refund(difference);
    await ctx.database.db.delete(billingCharge).where(eq(billingCharge.gatewayChargeId, difference));
    await ctx.database.db.update(planChange).set({ gatewayChargeId: null }).where(eq(planChange.id, change.id));
    await reconcileAt(new Date());
    expect(await chargeRow(difference)).toMatchObject({ status: "refunded", checkoutId: row.id, amountCents: change.prorationCents });
    expect(await findings(difference)).toEqual([expect.objectContaining({ gatewayType: "CONCILIACAO_APLICADA", outcome: "charge_recorded" })]);
    await reconcileAt(new Date(Date.now() + MINUTE));
    expect(await findings(difference)).toHaveLength(1);
  });

  it("an upgrade whose request died after Asaas made its charge is finished: the plan changes, the charge is recorded, nothing is made twice", async () => {
    const { studioId, row, scope } = await subscribed("avancado");
    const real = gateway();
    // The charge is made at Asaas, then the answer never comes back (the process died, a timeout).
    const dying: PaymentGateway = {
      ...real,
      async createCharge(input) {
        await real.createCharge(input);
        throw new Error("conexão perdida depois de o Asaas criar a cobrança");
      },
    };
    await expect(changePlan({ db: ctx.database.db, scope, gateway: dying, input: { plan: "premium", idempotencyKey: key() } })).rejects.toMatchObject({ status: 502 });
    const [pending] = await ctx.database.db.select().from(planChange).where(eq(planChange.checkoutId, row.id));
    expect(pending).toMatchObject({ status: "pending", gatewayChargeId: null });
    expect(await planOf(studioId)).toBe("avancado");
    const made = fake.payments().filter((p) => p.externalReference === pending!.id);
    expect(made).toHaveLength(1);

    // A request may still be finishing it for ten minutes: not touched before.
    await reconcileAt(new Date(Date.now() + 5 * MINUTE));
    expect((await ctx.database.db.select().from(planChange).where(eq(planChange.id, pending!.id)))[0]!.status).toBe("pending");

    await reconcileAt(new Date(Date.now() + 11 * MINUTE));
    const [applied] = await ctx.database.db.select().from(planChange).where(eq(planChange.id, pending!.id));
    expect(applied).toMatchObject({ status: "applied", gatewayChargeId: made[0]!.id });
    expect(await planOf(studioId)).toBe("premium");
    expect(await checkoutRow(row.id)).toMatchObject({ plan: "premium", amountCents: 19_900 });
    expect(await chargeRow(String(made[0]!.id))).toMatchObject({ status: "pending", checkoutId: row.id });
    expect(fake.payments().filter((p) => p.externalReference === pending!.id)).toHaveLength(1);
    expect(await findings(String(made[0]!.id))).toEqual([expect.objectContaining({ gatewayType: "CONCILIACAO_MUDANCA_APLICADA", outcome: "plan_activated", studioId })]);

    // Again: nothing more.
    await reconcileAt(new Date(Date.now() + 24 * 60 * MINUTE));
    expect(fake.payments().filter((p) => p.externalReference === pending!.id)).toHaveLength(1);
    expect(await findings(String(made[0]!.id))).toHaveLength(1);
  });
});
