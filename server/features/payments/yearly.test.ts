import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingApi, paymentsApi } from "#domain/contracts/payments";
import type { CheckoutInput } from "#domain/payments.schema";
import type { BillingCycle } from "#domain/plan-prices";
import type { PlanId } from "#domain/plans";
import { job, planChange, planCheckout, studio, user } from "#server/db/schema";
import { ensureRecurringJobs } from "#server/jobs/handlers";
import { createAsaasGateway } from "#server/payments/asaas";
import { createTestContext, ownedStudioId, scopeOf, signUp, TestClient, type TestContext } from "#server/test/harness";
import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { addCycle } from "./dates";
import { BILLING_SWEEP, brasiliaMidnight, dayInBrazil } from "./lifecycle";
import { startCheckout } from "./payments.service";
import { changePlan, previewPlanChange } from "./plan-change";

// The yearly cycle against the fake Asaas (R-PAY-13, decision 116): a YEARLY subscription at ten
// monthly prices, a paid charge buying a year, renewals a year apart, the same grace; a switch of
// cycle at the next cycle; an upgrade within a yearly cycle prorated by the days of that year.

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
const key = () => `ciclo-${Date.now()}-${seq++}`;

function body(plan: PlanId, cycle?: BillingCycle): CheckoutInput {
  return {
    plan,
    method: "pix",
    ...(cycle ? { cycle } : {}),
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

async function owner() {
  const client = new TestClient(ctx);
  const { email } = await signUp(client);
  const [me] = await ctx.database.db.select().from(user).where(eq(user.email, email));
  return { client, userId: me!.id, studioId: await ownedStudioId(ctx, me!.id) };
}

/** A studio whose first charge was paid: its plan on, its subscription running on `cycle`. */
async function subscribed(plan: PlanId, cycle: BillingCycle) {
  const who = await owner();
  const checkout = await who.client.answer(paymentsApi.checkout, { body: body(plan, cycle) });
  await fake.pay((await checkoutRow(checkout.id)).gatewayChargeId!, "pix");
  await runJobs();
  expect(await planOf(who.studioId)).toBe(plan);
  return { ...who, row: await checkoutRow(checkout.id), scope: await scopeOf(ctx, who.userId) };
}

const subscriptionOf = (id: string | null) => fake.subscriptions().find((s) => s.id === id)!;

describe("the yearly checkout (R-PAY-13)", () => {
  it("makes a YEARLY subscription at ten monthly prices; paid, the plan is on for a year; a renewal adds another year", async () => {
    const { client, userId, studioId } = await owner();
    // One instant, given to the checkout and read here: a run crossing midnight in Brasília still agrees on "today".
    const now = new Date();
    const today = dayInBrazil(now);
    const input = { ...body("avancado", "yearly"), cpfCnpj: "11222333000181", postalCode: "01310100" };
    const checkout = await startCheckout({ db: ctx.database.db, scope: await scopeOf(ctx, userId), gateway: gateway(), input, now });
    expect(checkout).toMatchObject({ plan: "avancado", cycle: "yearly", amountCents: 99_000, status: "open" });
    const row = await checkoutRow(checkout.id);
    expect(subscriptionOf(row.gatewaySubscriptionId)).toMatchObject({ cycle: "YEARLY", value: 990, billingType: "PIX", description: "Prancheta — plano Projeto Avançado (anual)" });
    const [first] = fake.payments().filter((p) => p.subscription === row.gatewaySubscriptionId);
    expect(first).toMatchObject({ value: 990, dueDate: today });
    // The next charge Asaas will generate is a year after the first.
    expect(subscriptionOf(row.gatewaySubscriptionId).nextDueDate).toBe(addCycle(today, "yearly"));
    expect(await planOf(studioId)).toBe("esboco");

    await fake.pay(String(first!.id), "pix");
    await runJobs();
    expect(await planOf(studioId)).toBe("avancado");
    const paid = await checkoutRow(checkout.id);
    expect(paid.paidUntil!.toISOString()).toBe(brasiliaMidnight(addCycle(today, "yearly")).toISOString());
    expect(await client.answer(billingApi.get)).toMatchObject({
      state: "active",
      cycle: "yearly",
      nextChargeDate: addCycle(today, "yearly"),
      nextChargeAmountCents: 99_000,
    });

    const { paymentId } = await fake.renew(row.gatewaySubscriptionId!);
    expect(fake.payment(paymentId)).toMatchObject({ value: 990, dueDate: addCycle(today, "yearly") });
    await fake.pay(paymentId, "pix");
    await runJobs();
    expect((await checkoutRow(checkout.id)).paidUntil!.toISOString()).toBe(brasiliaMidnight(addCycle(today, "yearly", 2)).toISOString());
  });

  it("twenty parallel yearly clicks make one subscription and one charge; asking monthly after it replaces the unpaid one", async () => {
    const { client, studioId } = await owner();
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.call(paymentsApi.checkout, { body: body("premium", "yearly") })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.data!.id)).size).toBe(1);
    const row = await checkoutRow(answers[0]!.data!.id);
    const subs = fake.subscriptions().filter((s) => s.externalReference === row.id);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ cycle: "YEARLY", value: 1990 });
    expect(fake.payments().filter((p) => p.subscription === row.gatewaySubscriptionId)).toHaveLength(1);

    // The same plan, monthly: the unpaid yearly subscription goes, a monthly one comes.
    const monthly = await client.answer(paymentsApi.checkout, { body: body("premium") });
    expect(monthly).toMatchObject({ cycle: "monthly", amountCents: 19_900 });
    expect(monthly.id).not.toBe(row.id);
    expect(subscriptionOf(row.gatewaySubscriptionId)).toMatchObject({ deleted: true });
    expect(subscriptionOf((await checkoutRow(monthly.id)).gatewaySubscriptionId)).toMatchObject({ cycle: "MONTHLY", value: 199 });
    expect(await planOf(studioId)).toBe("esboco");
  });

  it("a MONTHLY subscription a died request left under the checkout's reference is cancelled; the yearly checkout makes its own; the month's charge buys no year", async () => {
    const { client, studioId } = await owner();
    const monthly = await client.answer(paymentsApi.checkout, { body: body("avancado") });
    const left = await checkoutRow(monthly.id);
    const [monthCharge] = fake.payments().filter((p) => p.subscription === left.gatewaySubscriptionId);
    expect(subscriptionOf(left.gatewaySubscriptionId)).toMatchObject({ cycle: "MONTHLY", value: 99 });
    // The request died after Asaas made the subscription, before the row kept its id.
    await ctx.database.db.update(planCheckout).set({ gatewaySubscriptionId: null, gatewayChargeId: null, paymentUrl: null }).where(eq(planCheckout.id, left.id));

    const yearly = await client.answer(paymentsApi.checkout, { body: body("avancado", "yearly") });
    expect(yearly).toMatchObject({ id: left.id, cycle: "yearly", amountCents: 99_000 });
    const row = await checkoutRow(left.id);
    expect(row).toMatchObject({ cycle: "yearly", amountCents: 99_000 });
    const live = fake.subscriptions().filter((s) => s.externalReference === left.id && s.deleted !== true);
    expect(live).toEqual([expect.objectContaining({ id: row.gatewaySubscriptionId, cycle: "YEARLY", value: 990, billingType: "PIX", status: "ACTIVE" })]);
    expect(subscriptionOf(left.gatewaySubscriptionId)).toMatchObject({ deleted: true });
    expect(fake.payments().filter((p) => p.subscription === row.gatewaySubscriptionId)).toEqual([expect.objectContaining({ id: row.gatewayChargeId, value: 990 })]);

    // The month's charge paid all the same: not the checkout's subscription, it buys no year.
    await fake.pay(String(monthCharge!.id), "pix");
    await runJobs();
    expect(await planOf(studioId)).toBe("esboco");
    expect(await checkoutRow(left.id)).toMatchObject({ status: "open", paidUntil: null });
  });

  it("an overdue yearly renewal starts the same 7 days of grace, then Esboço's limits", async () => {
    const { studioId, row } = await subscribed("avancado", "yearly");
    const { paymentId } = await fake.renew(row.gatewaySubscriptionId!);
    await fake.expire(paymentId);
    const t0 = new Date();
    await runJobs(t0);
    const grace = await checkoutRow(row.id);
    expect(grace.status).toBe("overdue");
    expect(grace.graceEndsAt!.getTime() - t0.getTime()).toBe(7 * 86_400_000);
    await sweepAt(new Date(grace.graceEndsAt!.getTime() + 60_000));
    expect(await planOf(studioId)).toBe("esboco");
    expect(subscriptionOf(row.gatewaySubscriptionId)).toMatchObject({ deleted: true });
  });
});

describe("switching the cycle at the next cycle (R-PAY-13)", () => {
  it("monthly → yearly: scheduled for the paid period's end, the gateway on YEARLY from then; the yearly charge buys a year, even paid before the sweep", async () => {
    const { client, studioId, row } = await subscribed("premium", "monthly");
    const end = dayInBrazil(row.paidUntil!);
    const preview = await client.answer(paymentsApi.planChangePreview, { query: { plan: "premium", cycle: "yearly" } });
    expect(preview).toMatchObject({ kind: "cycle", fromCycle: "monthly", toCycle: "yearly", fromAmountCents: 19_900, toAmountCents: 199_000, prorationCents: 0, effectiveDate: end });

    const idempotencyKey = key();
    const change = await client.answer(paymentsApi.changePlan, { body: { plan: "premium", cycle: "yearly", idempotencyKey } });
    expect(change).toMatchObject({ kind: "cycle", status: "scheduled", paymentUrl: null, effectiveDate: end, toCycle: "yearly" });
    // The same key again is the same change; nothing is charged now.
    expect((await client.answer(paymentsApi.changePlan, { body: { plan: "premium", cycle: "yearly", idempotencyKey } })).id).toBe(change.id);
    expect(fake.payments().filter((p) => p.externalReference === change.id)).toHaveLength(0);
    // Asaas generates the next charge on the paid period's end, at the year's price, then yearly.
    expect(subscriptionOf(row.gatewaySubscriptionId)).toMatchObject({ cycle: "YEARLY", value: 1990, nextDueDate: end, description: "Prancheta — plano Projeto Premium (anual)" });
    expect(await client.answer(billingApi.get)).toMatchObject({
      cycle: "monthly",
      scheduledChange: { id: change.id, kind: "cycle", plan: "premium", cycle: "yearly", effectiveDate: end },
      nextChargeDate: end,
      nextChargeAmountCents: 199_000,
    });
    expect(await checkoutRow(row.id)).toMatchObject({ cycle: "monthly", amountCents: 19_900 });

    // The charge of the paid period's end comes and is paid early, before the sweep applies the switch: a year.
    const { paymentId } = await fake.renew(row.gatewaySubscriptionId!);
    expect(fake.payment(paymentId)).toMatchObject({ value: 1990, dueDate: end });
    expect(subscriptionOf(row.gatewaySubscriptionId).nextDueDate).toBe(addCycle(end, "yearly"));
    await fake.pay(paymentId, "pix");
    await runJobs();
    expect((await checkoutRow(row.id)).paidUntil!.toISOString()).toBe(brasiliaMidnight(addCycle(end, "yearly")).toISOString());

    await sweepAt(new Date(row.paidUntil!.getTime() + 60_000));
    expect(await checkoutRow(row.id)).toMatchObject({ plan: "premium", cycle: "yearly", amountCents: 199_000, status: "paid" });
    expect(await planOf(studioId)).toBe("premium");
    const [applied] = await ctx.database.db.select().from(planChange).where(eq(planChange.id, change.id));
    expect(applied!.status).toBe("applied");
    expect(await client.answer(billingApi.get)).toMatchObject({ cycle: "yearly", scheduledChange: null });
  });

  it("yearly → monthly with the next charge already generated: that charge at the month's price, cancelable back to the year's", async () => {
    const { client, row } = await subscribed("avancado", "yearly");
    const end = dayInBrazil(row.paidUntil!);
    // Asaas generated the next charge ahead of its due date.
    const { paymentId } = await fake.renew(row.gatewaySubscriptionId!);
    const change = await client.answer(paymentsApi.changePlan, { body: { plan: "avancado", cycle: "monthly", idempotencyKey: key() } });
    expect(change).toMatchObject({ kind: "cycle", status: "scheduled", fromAmountCents: 99_000, toAmountCents: 9_900, effectiveDate: end });
    expect(fake.payment(paymentId)).toMatchObject({ value: 99, dueDate: end });
    expect(subscriptionOf(row.gatewaySubscriptionId)).toMatchObject({ cycle: "MONTHLY", value: 99, nextDueDate: addCycle(end, "monthly") });
    // Another change while one waits: 409; the plan and the cycle at once: 422 in pt-BR.
    expect((await client.call(paymentsApi.changePlan, { body: { plan: "premium", idempotencyKey: key() } })).status).toBe(409);

    expect((await client.call(paymentsApi.cancelPlanChange, { params: { id: change.id } })).status).toBe(204);
    expect(fake.payment(paymentId)).toMatchObject({ value: 990 });
    expect(subscriptionOf(row.gatewaySubscriptionId)).toMatchObject({ cycle: "YEARLY", value: 990, nextDueDate: addCycle(end, "yearly") });
    expect(await client.answer(billingApi.get)).toMatchObject({ cycle: "yearly", scheduledChange: null, nextChargeAmountCents: 99_000 });

    const both = await client.call(paymentsApi.planChangePreview, { query: { plan: "premium", cycle: "monthly" } });
    expect(both.status).toBe(422);
    expect(both.error?.fields?.cycle).toContain("uma coisa de cada vez");
    expect((await client.call(paymentsApi.planChangePreview, { query: { plan: "avancado", cycle: "yearly" } })).status).toBe(422);
  });
});

describe("an upgrade within a yearly cycle (R-PAY-13)", () => {
  it("charges the difference of the years' prices for the days left of the year, and keeps the yearly cycle", async () => {
    const { studioId, row, scope } = await subscribed("avancado", "yearly");
    // The paid year is 01/04/2027 to 01/04/2028 (366 days: February 2028 has 29); the change is on 10/04/2027.
    await ctx.database.db.update(planCheckout).set({ paidUntil: brasiliaMidnight("2028-04-01") }).where(eq(planCheckout.id, row.id));
    const now = new Date("2027-04-10T15:00:00Z");
    const preview = await previewPlanChange({ db: ctx.database.db, scope, plan: "premium", now });
    // (R$ 1.990,00 − R$ 990,00) × 357 / 366 = R$ 975,4098… → R$ 975,41.
    expect(preview).toEqual({
      kind: "upgrade",
      fromPlan: "avancado",
      toPlan: "premium",
      fromCycle: "yearly",
      toCycle: "yearly",
      fromAmountCents: 99_000,
      toAmountCents: 199_000,
      prorationCents: 97_541,
      daysLeft: 357,
      daysInCycle: 366,
      effectiveDate: "2027-04-10",
    });
    const change = await changePlan({ db: ctx.database.db, scope, gateway: gateway(), input: { plan: "premium", idempotencyKey: key() }, now });
    expect(change).toMatchObject({ kind: "upgrade", status: "applied", prorationCents: 97_541 });
    expect(await planOf(studioId)).toBe("premium");
    expect(await checkoutRow(row.id)).toMatchObject({ plan: "premium", cycle: "yearly", amountCents: 199_000 });
    expect(subscriptionOf(row.gatewaySubscriptionId)).toMatchObject({ cycle: "YEARLY", value: 1990, description: "Prancheta — plano Projeto Premium (anual)" });
    expect(fake.payments().filter((p) => p.externalReference === change.id)).toEqual([expect.objectContaining({ value: 975.41, subscription: null })]);
  });
});
