import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentsApi } from "#domain/contracts/payments";
import { billingCustomer, paymentEvent, planCheckout, studio, upgradeRequest, user } from "#server/db/schema";
import { createTestContext, ownedStudioId, signUp, TestClient, type TestContext } from "#server/test/harness";
import { joinStudio } from "#server/test/studio";
import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { withoutSecrets } from "./payments.service";

// The plan checkout and the gateway's webhook against the fake Asaas (decision 091): the plan turns
// on only when the webhook says paid; the same event twice changes nothing; a forged one is
// refused; twenty clicks at once make one subscription.

const CNPJ = "11.222.333/0001-81";
let ctx: TestContext;
let fake: FakeAsaas;
let server: ServerType;

beforeAll(async () => {
  fake = await startFakeAsaas();
  ctx = await createTestContext(fake.env());
  // The app on a loopback port, so the fake delivers its webhooks over HTTP as Asaas does.
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1", createServer: http.createServer });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  fake.setWebhook(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhooks/asaas`);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fake.close();
  await ctx.close();
});

async function owner() {
  const client = new TestClient(ctx);
  const { email } = await signUp(client);
  const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
  return { client, userId: row!.id, studioId: await ownedStudioId(ctx, row!.id) };
}

async function planOf(studioId: string) {
  const [row] = await ctx.database.db.select({ plan: studio.plan, grantedBy: studio.planGrantedBy }).from(studio).where(eq(studio.id, studioId));
  return row!;
}

describe("the plan checkout", () => {
  it("opens a monthly subscription in cents with a payment page and Pix, and the plan stays until paid", async () => {
    expect(await (await new TestClient(ctx).get("/api/public-config")).json()).toMatchObject({ paymentsEnabled: true });
    const { client, studioId } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: { plan: "premium", cpfCnpj: CNPJ } });
    expect(checkout).toMatchObject({ plan: "premium", cycle: "monthly", amountCents: 19_900, status: "open" });
    expect(checkout.paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\//);
    expect(checkout.pix?.payload).toMatch(/^000201/);
    const [sub] = fake.subscriptions().filter((s) => s.externalReference === checkout.id);
    expect(sub).toMatchObject({ value: 199, cycle: "MONTHLY", billingType: "UNDEFINED", status: "ACTIVE" });
    expect(fake.customers().find((c) => c.id === sub!.customer)).toMatchObject({ cpfCnpj: "11222333000181", externalReference: studioId });
    // The page coming back proves nothing: no webhook, no plan.
    expect((await planOf(studioId)).plan).toBe("esboco");
  });

  it("turns the plan on when the gateway confirms the payment, and closes pending upgrade requests", async () => {
    const { client, studioId } = await owner();
    await client.post("/api/plans/upgrade-requests", { plan: "premium" });
    const checkout = await client.answer(paymentsApi.checkout, { body: { plan: "premium", cpfCnpj: CNPJ } });
    const [row] = await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.id, checkout.id));
    const delivery = await fake.pay(row!.gatewayChargeId!, "pix");
    expect(delivery.status).toBe(200);
    expect(await planOf(studioId)).toEqual({ plan: "premium", grantedBy: null });
    const [paid] = await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.id, checkout.id));
    expect(paid).toMatchObject({ status: "paid" });
    expect(paid!.paidAt).not.toBeNull();
    const requests = await ctx.database.db.select().from(upgradeRequest).where(eq(upgradeRequest.studioId, studioId));
    expect(requests.map((r) => r.status)).toEqual(["superseded"]);
    const [event] = await ctx.database.db.select().from(paymentEvent).where(eq(paymentEvent.eventId, delivery.eventId));
    expect(event).toMatchObject({ gateway: "asaas", type: "charge.received", gatewayType: "PAYMENT_RECEIVED", studioId, outcome: "plan_activated" });
    // A new checkout for the plan the studio now has is refused.
    const again = await client.call(paymentsApi.checkout, { body: { plan: "premium", cpfCnpj: CNPJ } });
    expect(again.status).toBe(422);
    expect(again.error?.message).toBe("O estúdio já está no plano Projeto Premium.");
  });

  it("changes nothing when the same event arrives twice, and answers 200 both times", async () => {
    const { client, studioId } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: { plan: "avancado", cpfCnpj: CNPJ } });
    const [row] = await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.id, checkout.id));
    const first = await fake.pay(row!.gatewayChargeId!, "card");
    const [afterFirst] = await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.id, checkout.id));
    // The team moves the studio by hand meanwhile (support); a replay must not undo it.
    await ctx.database.db.update(studio).set({ plan: "premium" }).where(eq(studio.id, studioId));
    const second = await fake.redeliver(first.eventId);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await planOf(studioId)).plan).toBe("premium");
    const [afterSecond] = await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.id, checkout.id));
    expect(afterSecond!.paidAt).toEqual(afterFirst!.paidAt);
    expect(await ctx.database.db.select().from(paymentEvent).where(eq(paymentEvent.eventId, first.eventId))).toHaveLength(1);
  });

  it("refuses a forged webhook (no token, another token) with 401 and stores nothing", async () => {
    const { client, studioId } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: { plan: "premium", cpfCnpj: CNPJ } });
    const [row] = await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.id, checkout.id));
    fake.payment(row!.gatewayChargeId!)!.status = "RECEIVED";
    const forged = await fake.sendEvent("PAYMENT_RECEIVED", row!.gatewayChargeId!, "um-token-que-nao-e-o-nosso-0000000000");
    const anonymous = await fake.sendEvent("PAYMENT_RECEIVED", row!.gatewayChargeId!, undefined);
    expect([forged.status, anonymous.status]).toEqual([401, 401]);
    expect((await planOf(studioId)).plan).toBe("esboco");
    expect(await ctx.database.db.select().from(paymentEvent).where(eq(paymentEvent.chargeId, row!.gatewayChargeId!))).toEqual([]);
  });

  it("keeps the plan on whatever order events come in, and off for a refused card or an expired boleto", async () => {
    const { client, studioId } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: { plan: "avancado", cpfCnpj: CNPJ } });
    const [row] = await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.id, checkout.id));
    const chargeId = row!.gatewayChargeId!;
    expect((await fake.refuseCard(chargeId)).status).toBe(200);
    expect((await fake.expire(chargeId)).status).toBe(200);
    expect((await planOf(studioId)).plan).toBe("esboco");
    await fake.pay(chargeId, "boleto");
    expect((await planOf(studioId)).plan).toBe("avancado");
    // A late PAYMENT_CREATED, or an OVERDUE sent after the payment, does not undo it.
    const late = await fake.sendEvent("PAYMENT_CREATED", chargeId, fake.webhookToken);
    expect(late.status).toBe(200);
    expect((await planOf(studioId)).plan).toBe("avancado");
    const types = await ctx.database.db.select({ type: paymentEvent.type, outcome: paymentEvent.outcome }).from(paymentEvent).where(eq(paymentEvent.chargeId, chargeId)).orderBy(paymentEvent.receivedAt);
    expect(types).toEqual([
      { type: "charge.card_refused", outcome: "ignored" },
      { type: "charge.overdue", outcome: "ignored" },
      { type: "charge.received", outcome: "plan_activated" },
      { type: "charge.created", outcome: "ignored" },
    ]);
  });

  it("reuses what the gateway made when a retry follows a crash (looked up by the checkout's id)", async () => {
    const { client, studioId } = await owner();
    const first = await client.answer(paymentsApi.checkout, { body: { plan: "premium", cpfCnpj: CNPJ } });
    // As if the process died after Asaas made the subscription but before our row said so.
    await ctx.database.db.update(planCheckout).set({ gatewaySubscriptionId: null, gatewayChargeId: null, paymentUrl: null }).where(eq(planCheckout.id, first.id));
    await ctx.database.db.delete(billingCustomer).where(eq(billingCustomer.studioId, studioId));
    const subscriptions = fake.subscriptions().length;
    const customers = fake.customers().length;
    const retry = await client.answer(paymentsApi.checkout, { body: { plan: "premium", cpfCnpj: CNPJ } });
    expect(retry.id).toBe(first.id);
    expect(retry.paymentUrl).toBe(first.paymentUrl);
    expect([fake.subscriptions().length, fake.customers().length]).toEqual([subscriptions, customers]);
  });

  it("makes one subscription for twenty parallel clicks", async () => {
    const { client, studioId } = await owner();
    const before = fake.subscriptions().length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.call(paymentsApi.checkout, { body: { plan: "obra-prima", cpfCnpj: CNPJ } })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.data!.id)).size).toBe(1);
    expect(fake.subscriptions().length - before).toBe(1);
    expect(await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.studioId, studioId))).toHaveLength(1);
    expect(await ctx.database.db.select().from(billingCustomer).where(eq(billingCustomer.studioId, studioId))).toHaveLength(1);
  });

  it("answers bad input with pt-BR field errors, and only the owner may pay", async () => {
    const { client, studioId } = await owner();
    const badDocument = await client.call(paymentsApi.checkout, { body: { plan: "premium", cpfCnpj: "111.111.111-12" } });
    expect(badDocument.status).toBe(422);
    expect(badDocument.error?.fields).toEqual({ cpfCnpj: "CPF ou CNPJ inválido: confira os números e os dígitos verificadores." });
    const trial = await client.call(paymentsApi.checkout, { body: { plan: "esboco", cpfCnpj: CNPJ } });
    expect(trial.error?.fields).toEqual({ plan: "O Esboço é o período de teste gratuito; escolha um plano pago." });
    const member = await owner();
    await joinStudio(ctx, member.userId, studioId, "admin");
    const fromAdmin = await member.client.call(paymentsApi.checkout, { body: { plan: "premium", cpfCnpj: CNPJ } });
    expect(fromAdmin.status).toBe(403);
  });

  it("keeps card and token fields out of the stored webhook body", () => {
    expect(withoutSecrets({ id: "evt", payment: { id: "pay_1", value: 10, creditCard: { creditCardNumber: "8829", creditCardToken: "tok" }, refunds: [{ value: 1, authToken: "x" }] } })).toEqual({
      id: "evt",
      payment: { id: "pay_1", value: 10, refunds: [{ value: 1 }] },
    });
  });
});

describe("without PAYMENTS_*", () => {
  it("has no payment routes (404), and upgrade requests work as before", async () => {
    const off = await createTestContext();
    try {
      const client = new TestClient(off);
      await signUp(client);
      const checkout = await client.call(paymentsApi.checkout, { body: { plan: "premium", cpfCnpj: CNPJ } });
      expect(checkout.status).toBe(404);
      const hook = await new TestClient(off).post("/api/payments/webhooks/asaas", { id: "evt_1", event: "PAYMENT_RECEIVED" }, { "asaas-access-token": fake.webhookToken });
      expect(hook.status).toBe(404);
      expect((await client.post("/api/plans/upgrade-requests", { plan: "premium" })).status).toBe(201);
    } finally {
      await off.close();
    }
  });
});
