import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingApi, paymentsApi } from "#domain/contracts/payments";
import { projectsApi } from "#domain/contracts/projects";
import type { CheckoutInput } from "#domain/payments.schema";
import type { PlanId } from "#domain/plans";
import { billingCharge, billingCustomer, client as clientTable, job, notification, paymentEvent, planCheckout, project, studio, upgradeRequest, user } from "#server/db/schema";
import { ensureRecurringJobs } from "#server/jobs/handlers";
import { createAsaasGateway } from "#server/payments/asaas";
import type { PaymentGateway } from "#server/payments/gateway";
import { createTestContext, ownedStudioId, scopeOf, signUp, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, joinStudio } from "#server/test/studio";
import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { BILLING_SWEEP } from "./lifecycle";
import { RECONCILIATION } from "./reconciliation";
import { withoutSecrets } from "#server/payments/webhook-body";
import { startCheckout } from "./payments.service";

// The subscription's life against the fake Asaas (decision 091, decision 096, R-PAY-1 … R-PAY-4): the checkout
// (Pix, boleto, card page), webhooks stored by the route and applied by the job runner in any
// order and once, the grace period and the drop to Esboço's limits on the runner's clock, the
// cancellation at the end of the paid period, and the billing page of each studio only.

const CNPJ = "11.222.333/0001-81";
const DAY = 86_400_000;
let ctx: TestContext;
let fake: FakeAsaas;
let server: ServerType;

beforeAll(async () => {
  fake = await startFakeAsaas();
  // With NFS-e on (decision 096): every paid charge asks for its invoice.
  ctx = await createTestContext(fake.env({ PAYMENTS_NFSE_SERVICE_CODE: "01.07", PAYMENTS_NFSE_SERVICE_NAME: "Suporte técnico, manutenção e outros serviços em tecnologia da informação", PAYMENTS_NFSE_ISS: "2.5" }));
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

function body(plan: PlanId, method: CheckoutInput["method"] = "pix", extra: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    plan,
    method,
    name: "Estúdio Jequitibá Arquitetura Ltda.",
    cpfCnpj: CNPJ,
    email: "financeiro@jequitiba.arq.br",
    postalCode: "01310-100",
    address: "Avenida Paulista",
    addressNumber: "1000",
    complement: "sala 12",
    province: "Bela Vista",
    ...extra,
  };
}

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

async function checkoutRow(id: string) {
  const [row] = await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.id, id));
  return row!;
}

/** The job runner on a given clock, until nothing is due (R-PAY-2: webhooks are applied by jobs). */
async function runJobs(at: Date = new Date()) {
  const runner = ctx.jobRunner(() => at);
  let total = 0;
  for (let n = await runner.runDue(); n > 0; n = await runner.runDue()) total += n;
  return total;
}

/** The recurring sweep made due at `at` and run on that clock (tests drive time). */
async function sweepAt(at: Date) {
  await ensureRecurringJobs(ctx.database.db, at);
  await ctx.database.db.update(job).set({ runAt: at, status: "pendente", attempts: 0 }).where(eq(job.key, BILLING_SWEEP.key));
  await runJobs(at);
}

/** A studio whose first charge was paid by Pix: its plan on. */
async function subscribed(plan: PlanId = "avancado") {
  const who = await owner();
  const checkout = await who.client.answer(paymentsApi.checkout, { body: body(plan) });
  const row = await checkoutRow(checkout.id);
  await fake.pay(row.gatewayChargeId!, "pix");
  await runJobs();
  expect((await planOf(who.studioId)).plan).toBe(plan);
  return { ...who, checkout, row: await checkoutRow(checkout.id) };
}

describe("the checkout (R-PAY-1)", () => {
  it("by Pix: a monthly PIX subscription in cents, the QR code and copy-paste code, the billing data kept, and no plan until paid", async () => {
    expect(await (await new TestClient(ctx).get("/api/public-config")).json()).toMatchObject({ paymentsEnabled: true });
    const { client, studioId } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: body("premium", "pix") });
    expect(checkout).toMatchObject({ plan: "premium", cycle: "monthly", method: "pix", amountCents: 19_900, status: "open", boleto: null });
    expect(checkout.paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\//);
    expect(checkout.pix?.payload).toMatch(/^000201/);
    expect(checkout.pix?.imageBase64).toMatch(/^iVBOR/);
    const [sub] = fake.subscriptions().filter((s) => s.externalReference === checkout.id);
    expect(sub).toMatchObject({ value: 199, cycle: "MONTHLY", billingType: "PIX", status: "ACTIVE" });
    expect(fake.customers().find((c) => c.id === sub!.customer)).toMatchObject({ cpfCnpj: "11222333000181", externalReference: studioId, postalCode: "01310100", addressNumber: "1000" });
    const [customer] = await ctx.database.db.select().from(billingCustomer).where(eq(billingCustomer.studioId, studioId));
    expect(customer).toMatchObject({ name: "Estúdio Jequitibá Arquitetura Ltda.", cpfCnpj: "11222333000181", postalCode: "01310100", province: "Bela Vista", complement: "sala 12" });
    expect(await client.answer(paymentsApi.checkoutState, { params: { id: checkout.id } })).toEqual({ id: checkout.id, plan: "premium", status: "open", chargeStatus: "pending" });
    // The page coming back proves nothing: no webhook, no plan.
    expect((await planOf(studioId)).plan).toBe("esboco");
  });

  it("by boleto: the digitable line and the PDF link; by card: only the gateway's page, and no card field reaches the gateway", async () => {
    const a = await owner();
    const boleto = await a.client.answer(paymentsApi.checkout, { body: body("avancado", "boleto") });
    expect(boleto.pix).toBeNull();
    expect(boleto.boleto?.line).toMatch(/^\d{47}$/);
    expect(boleto.boleto?.url).toMatch(/\/b\/pdf\//);
    const b = await owner();
    const sent = { ...body("avancado", "card"), creditCardNumber: "4111111111111111", ccv: "123" } as CheckoutInput;
    const card = await b.client.answer(paymentsApi.checkout, { body: sent });
    expect(card).toMatchObject({ method: "card", pix: null, boleto: null });
    expect(card.paymentUrl).toMatch(/\/i\//);
    expect(fake.subscriptions().find((s) => s.externalReference === card.id)).toMatchObject({ billingType: "CREDIT_CARD" });
    expect(JSON.stringify(fake.requests.map((r) => r.body))).not.toMatch(/4111111111111111|creditCardNumber|ccv/);
  });

  it("another method for an unpaid checkout cancels its subscription and opens a new one", async () => {
    const { client } = await owner();
    const pix = await client.answer(paymentsApi.checkout, { body: body("premium", "pix") });
    const boleto = await client.answer(paymentsApi.checkout, { body: body("premium", "boleto") });
    expect(boleto.id).not.toBe(pix.id);
    expect((await checkoutRow(pix.id)).status).toBe("cancelled");
    expect(fake.subscriptions().find((s) => s.externalReference === pix.id)).toMatchObject({ deleted: true });
  });

  it("answers bad input with pt-BR field errors, and only the owner may pay", async () => {
    const { client, studioId } = await owner();
    const bad = await client.call(paymentsApi.checkout, { body: body("premium", "pix", { cpfCnpj: "111.111.111-12", postalCode: "123", email: "nao-e-email", province: "" }) });
    expect(bad.status).toBe(422);
    expect(bad.error?.fields).toEqual({
      cpfCnpj: "CPF ou CNPJ inválido: confira os números e os dígitos verificadores.",
      postalCode: "CEP inválido: são 8 números, ex.: 01310-100.",
      email: "Informe um e-mail válido, ex.: financeiro@estudio.com.br.",
      province: "Informe o bairro.",
    });
    const trial = await client.call(paymentsApi.checkout, { body: body("esboco") });
    expect(trial.error?.fields).toEqual({ plan: "O Esboço é o período de teste gratuito; escolha um plano pago." });
    const member = await owner();
    await joinStudio(ctx, member.userId, studioId, "admin");
    expect((await member.client.call(paymentsApi.checkout, { body: body("premium") })).status).toBe(403);
  });

  it("makes one subscription and one charge for twenty parallel clicks", async () => {
    const { client, studioId } = await owner();
    const [subs, charges] = [fake.subscriptions().length, fake.payments().length];
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.call(paymentsApi.checkout, { body: body("obra-prima") })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.data!.id)).size).toBe(1);
    expect([fake.subscriptions().length - subs, fake.payments().length - charges]).toEqual([1, 1]);
    expect(fake.customers().filter((c) => c.externalReference === studioId)).toHaveLength(1);
    expect(await ctx.database.db.select().from(planCheckout).where(eq(planCheckout.studioId, studioId))).toHaveLength(1);
    expect(await ctx.database.db.select().from(billingCharge).where(eq(billingCharge.studioId, studioId))).toHaveLength(1);
  });

  it("reuses what the gateway made when a retry follows a crash (looked up by the checkout's id)", async () => {
    const { client, studioId } = await owner();
    const first = await client.answer(paymentsApi.checkout, { body: body("premium") });
    // As if the process died after Asaas made the subscription but before our row said so.
    await ctx.database.db.update(planCheckout).set({ gatewaySubscriptionId: null, gatewayChargeId: null, paymentUrl: null, claimedUntil: null }).where(eq(planCheckout.id, first.id));
    await ctx.database.db.delete(billingCustomer).where(eq(billingCustomer.studioId, studioId));
    const [subscriptions, customers] = [fake.subscriptions().length, fake.customers().length];
    const retry = await client.answer(paymentsApi.checkout, { body: body("premium") });
    expect(retry.id).toBe(first.id);
    expect(retry.paymentUrl).toBe(first.paymentUrl);
    expect([fake.subscriptions().length, fake.customers().length]).toEqual([subscriptions, customers]);
  });

  it("holds no database transaction while the gateway answers: the checkout's row stays writable", async () => {
    const { userId } = await owner();
    const real = createAsaasGateway({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, webhookToken: fake.webhookToken });
    let wrote = false;
    const gateway: PaymentGateway = {
      ...real,
      async createSubscription(input) {
        // Another connection writes the same row while the gateway "answers": a lock held across
        // this call (a transaction with FOR UPDATE) would make it wait until the call ended — never.
        const write = ctx.database.db.update(planCheckout).set({ paymentUrl: null }).where(eq(planCheckout.id, input.externalReference));
        await Promise.race([write, new Promise((_, fail) => setTimeout(() => fail(new Error("uma transação prende a linha da compra durante a chamada ao gateway")), 5_000))]);
        wrote = true;
        return real.createSubscription(input);
      },
    };
    const checkout = await startCheckout({ db: ctx.database.db, scope: await scopeOf(ctx, userId), gateway, input: { ...body("premium"), cpfCnpj: "11222333000181", postalCode: "01310100" } });
    expect(wrote).toBe(true);
    expect(checkout).toMatchObject({ status: "open", plan: "premium" });
    expect(checkout.pix?.payload).toMatch(/^000201/);
  });

  it("a request crashed while holding the gateway calls is taken over once its claim runs out", async () => {
    const { client } = await owner();
    const first = await client.answer(paymentsApi.checkout, { body: body("avancado") });
    await ctx.database.db.update(planCheckout).set({ gatewaySubscriptionId: null, gatewayChargeId: null, claimedUntil: new Date(Date.now() - 1) }).where(eq(planCheckout.id, first.id));
    const retry = await client.answer(paymentsApi.checkout, { body: body("avancado") });
    expect(retry.id).toBe(first.id);
    expect((await checkoutRow(first.id)).claimedUntil).toBeNull();
  });
});

describe("webhooks applied by the job runner (R-PAY-2)", () => {
  it("stores the event and enqueues it; the job turns the plan on and closes pending upgrade requests", async () => {
    const { client, studioId } = await owner();
    await client.post("/api/plans/upgrade-requests", { plan: "premium" });
    const checkout = await client.answer(paymentsApi.checkout, { body: body("premium") });
    const delivery = await fake.pay((await checkoutRow(checkout.id)).gatewayChargeId!, "pix");
    expect(delivery.status).toBe(200);
    // Stored and queued, not yet applied.
    const [queued] = await ctx.database.db.select().from(paymentEvent).where(eq(paymentEvent.eventId, delivery.eventId));
    expect(queued).toMatchObject({ outcome: "pending" });
    expect((await planOf(studioId)).plan).toBe("esboco");
    await runJobs();
    expect(await planOf(studioId)).toEqual({ plan: "premium", grantedBy: null });
    const paid = await checkoutRow(checkout.id);
    expect(paid).toMatchObject({ status: "paid" });
    expect(paid.paidUntil!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect((await ctx.database.db.select().from(upgradeRequest).where(eq(upgradeRequest.studioId, studioId))).map((r) => r.status)).toEqual(["superseded"]);
    const [event] = await ctx.database.db.select().from(paymentEvent).where(eq(paymentEvent.eventId, delivery.eventId));
    expect(event).toMatchObject({ type: "charge.received", studioId, outcome: "plan_activated" });
    expect(await client.answer(paymentsApi.checkoutState, { params: { id: checkout.id } })).toMatchObject({ status: "paid", chargeStatus: "paid" });
    const again = await client.call(paymentsApi.checkout, { body: body("premium") });
    expect(again.error?.message).toBe("O estúdio já está no plano Projeto Premium.");
  });

  it("changes nothing when the same event arrives twice: 200 both times, one row, one job", async () => {
    const { client, studioId } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: body("avancado", "card") });
    const first = await fake.pay((await checkoutRow(checkout.id)).gatewayChargeId!, "card");
    await runJobs();
    const afterFirst = await checkoutRow(checkout.id);
    // The team moves the studio by hand meanwhile (support); a replay must not undo it.
    await ctx.database.db.update(studio).set({ plan: "premium" }).where(eq(studio.id, studioId));
    const second = await fake.redeliver(first.eventId);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await runJobs()).toBe(0);
    expect((await planOf(studioId)).plan).toBe("premium");
    expect((await checkoutRow(checkout.id)).paidAt).toEqual(afterFirst.paidAt);
    expect(await ctx.database.db.select().from(paymentEvent).where(eq(paymentEvent.eventId, first.eventId))).toHaveLength(1);
    expect(await ctx.database.db.select().from(job).where(eq(job.key, `pagamento:asaas:${first.eventId}`))).toHaveLength(1);
  });

  it("refuses a forged webhook (no token, another token) with 401 and stores nothing", async () => {
    const { client, studioId } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: body("premium") });
    const chargeId = (await checkoutRow(checkout.id)).gatewayChargeId!;
    fake.payment(chargeId)!.status = "RECEIVED";
    const forged = await fake.sendEvent("PAYMENT_RECEIVED", chargeId, "um-token-que-nao-e-o-nosso-0000000000");
    const anonymous = await fake.sendEvent("PAYMENT_RECEIVED", chargeId, undefined);
    expect([forged.status, anonymous.status]).toEqual([401, 401]);
    await runJobs();
    expect((await planOf(studioId)).plan).toBe("esboco");
    expect(await ctx.database.db.select().from(paymentEvent).where(eq(paymentEvent.chargeId, chargeId))).toEqual([]);
  });

  it("turns the plan on when PAYMENT_CONFIRMED comes after PAYMENT_OVERDUE, and a late PAYMENT_CREATED does not undo it", async () => {
    const { client, studioId } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: body("avancado", "card") });
    const chargeId = (await checkoutRow(checkout.id)).gatewayChargeId!;
    expect((await fake.refuseCard(chargeId)).status).toBe(200);
    expect((await fake.expire(chargeId)).status).toBe(200);
    await runJobs();
    expect((await planOf(studioId)).plan).toBe("esboco");
    expect(await client.answer(paymentsApi.checkoutState, { params: { id: checkout.id } })).toMatchObject({ status: "open", chargeStatus: "overdue" });
    await fake.pay(chargeId, "card");
    await runJobs();
    expect((await planOf(studioId)).plan).toBe("avancado");
    // The gateway's state before payment, delivered late: applied after, it changes nothing.
    const charge = fake.payment(chargeId)!;
    charge.status = "PENDING";
    await fake.sendEvent("PAYMENT_CREATED", chargeId, fake.webhookToken);
    charge.status = "OVERDUE";
    await fake.sendEvent("PAYMENT_OVERDUE", chargeId, fake.webhookToken);
    await runJobs();
    expect((await planOf(studioId)).plan).toBe("avancado");
    expect((await checkoutRow(checkout.id)).status).toBe("paid");
    const [row] = await ctx.database.db.select().from(billingCharge).where(eq(billingCharge.gatewayChargeId, chargeId));
    expect(row).toMatchObject({ status: "paid", amountCents: 9_900 });
  });

  it("an expired boleto keeps the plan off; the next click makes a new charge; the sweep ends the old one after the grace days", async () => {
    const { client, studioId } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: body("avancado", "boleto") });
    const row = await checkoutRow(checkout.id);
    await fake.expire(row.gatewayChargeId!);
    const learnt = new Date();
    await runJobs(learnt);
    expect((await planOf(studioId)).plan).toBe("esboco");
    expect((await client.answer(paymentsApi.checkoutState, { params: { id: checkout.id } })).chargeStatus).toBe("overdue");
    // Nothing ends before the grace days.
    await sweepAt(new Date(learnt.getTime() + 6 * DAY));
    expect((await checkoutRow(checkout.id)).status).toBe("open");
    await sweepAt(new Date(learnt.getTime() + 7 * DAY + 60_000));
    expect((await checkoutRow(checkout.id)).status).toBe("expired");
    expect(fake.subscriptions().find((s) => s.id === row.gatewaySubscriptionId)).toMatchObject({ deleted: true });
    const again = await client.answer(paymentsApi.checkout, { body: body("avancado", "boleto") });
    expect(again.id).not.toBe(checkout.id);
    expect(again.boleto?.line).toMatch(/^\d{47}$/);
  });
});

describe("renewal, grace and downgrade (R-PAY-3)", () => {
  it("a paid renewal extends the paid period", async () => {
    const { row } = await subscribed("avancado");
    const { paymentId } = await fake.renew(row.gatewaySubscriptionId!);
    await fake.pay(paymentId, "pix");
    await runJobs();
    const renewed = await checkoutRow(row.id);
    expect(renewed.status).toBe("paid");
    expect(renewed.paidUntil!.getTime() - row.paidUntil!.getTime()).toBeGreaterThan(27 * DAY);
  });

  it("an overdue renewal starts 7 days of grace (banner state, notice and e-mail); after them Esboço's limits, no row lost", async () => {
    const { client, studioId, row } = await subscribed("avancado");
    const customer = await addClient(client, { name: "Lúcia Amaral" });
    for (const name of ["Casa Jequitibá", "Loja Ipê", "Sala Aroeira"]) await addProject(client, { name, clientId: customer.id });
    const counted = async () => {
      const [projects] = await ctx.database.db.select({ n: count() }).from(project).where(eq(project.studioId, studioId));
      const [clients] = await ctx.database.db.select({ n: count() }).from(clientTable).where(eq(clientTable.studioId, studioId));
      return { projects: projects!.n, clients: clients!.n };
    };
    const before = await counted();
    expect(before).toEqual({ projects: 3, clients: 1 });

    const { paymentId } = await fake.renew(row.gatewaySubscriptionId!);
    const mailsBefore = ctx.mails.length;
    await fake.expire(paymentId);
    const t0 = new Date();
    await runJobs(t0);
    const grace = await checkoutRow(row.id);
    expect(grace.status).toBe("overdue");
    expect(grace.graceEndsAt!.getTime() - t0.getTime()).toBe(7 * DAY);
    expect((await planOf(studioId)).plan).toBe("avancado");
    const billing = await client.answer(billingApi.get);
    expect(billing).toMatchObject({ state: "grace", plan: "avancado", graceEndsAt: grace.graceEndsAt!.toISOString() });
    expect(billing.charges.map((c) => c.status)).toEqual(["overdue", "paid"]);
    const notices = await ctx.database.db.select().from(notification).where(and(eq(notification.studioId, studioId), eq(notification.kind, "cobranca")));
    expect(notices.map((n) => n.title)).toEqual(["Pagamento do plano Projeto Avançado em atraso"]);
    expect(notices[0]!.body).toContain("R$ 99,00");
    expect(ctx.mails.length - mailsBefore).toBe(1);

    await sweepAt(new Date(t0.getTime() + 6 * DAY));
    expect((await planOf(studioId)).plan).toBe("avancado");
    await sweepAt(new Date(t0.getTime() + 7 * DAY + 60_000));
    expect((await planOf(studioId)).plan).toBe("esboco");
    expect((await checkoutRow(row.id)).status).toBe("downgraded");
    expect(fake.subscriptions().find((s) => s.id === row.gatewaySubscriptionId)).toMatchObject({ deleted: true });
    expect((await client.answer(billingApi.get)).state).toBe("downgraded");
    // Nothing deleted or hidden: every row still there and listed; adding over Esboço's limit is refused.
    expect(await counted()).toEqual(before);
    expect(await client.answer(projectsApi.list, { query: {} })).toHaveLength(3);
    const more = await client.call(projectsApi.create, { body: { name: "Casa Nova", clientId: customer.id, type: "residencial" } });
    expect(more.status).toBe(402);
    // Subscribing again: the page waits for the new first payment.
    await client.answer(paymentsApi.checkout, { body: body("avancado") });
    expect((await client.answer(billingApi.get)).state).toBe("awaiting");
  });

  it("the owner cancels: no new charge, the plan lasts the paid period, then Esboço", async () => {
    const { client, studioId, row } = await subscribed("premium");
    const member = await owner();
    await joinStudio(ctx, member.userId, studioId, "admin");
    expect((await member.client.call(paymentsApi.cancel)).status).toBe(403);
    expect((await client.call(paymentsApi.cancel)).status).toBe(204);
    expect(fake.subscriptions().find((s) => s.id === row.gatewaySubscriptionId)).toMatchObject({ deleted: true });
    const billing = await client.answer(billingApi.get);
    expect(billing).toMatchObject({ state: "cancelling", nextChargeDate: null, paidUntil: row.paidUntil!.toISOString() });
    expect((await client.call(paymentsApi.cancel)).status).toBe(409);
    await sweepAt(new Date(row.paidUntil!.getTime() - 60_000));
    expect((await planOf(studioId)).plan).toBe("premium");
    await sweepAt(new Date(row.paidUntil!.getTime() + 60_000));
    expect((await planOf(studioId)).plan).toBe("esboco");
    expect((await client.answer(billingApi.get)).state).toBe("none");
  });

  it("an upgrade from one paid plan to another ends the first subscription once the new one is paid", async () => {
    const { client, studioId, row } = await subscribed("avancado");
    const premium = await client.answer(paymentsApi.checkout, { body: body("premium", "boleto") });
    expect(fake.subscriptions().find((s) => s.id === row.gatewaySubscriptionId)).toMatchObject({ deleted: false });
    await fake.pay((await checkoutRow(premium.id)).gatewayChargeId!, "boleto");
    await runJobs();
    expect((await planOf(studioId)).plan).toBe("premium");
    expect((await checkoutRow(row.id)).status).toBe("cancelled");
    expect(fake.subscriptions().find((s) => s.id === row.gatewaySubscriptionId)).toMatchObject({ deleted: true });
    expect(await client.answer(billingApi.get)).toMatchObject({ state: "active", subscribedPlan: "premium", nextChargeAmountCents: 19_900 });
  });

  it("a plan granted by support is not dropped by the sweep and shows as such", async () => {
    const { client, studioId, userId, row } = await subscribed("avancado");
    const { paymentId } = await fake.renew(row.gatewaySubscriptionId!);
    await fake.expire(paymentId);
    const t0 = new Date();
    await runJobs(t0);
    await ctx.database.db.update(studio).set({ plan: "obra-prima", planGrantedBy: userId, planGrantedAt: t0 }).where(eq(studio.id, studioId));
    await sweepAt(new Date(t0.getTime() + 8 * DAY));
    expect((await planOf(studioId)).plan).toBe("obra-prima");
    expect(await client.answer(billingApi.get)).toMatchObject({ state: "granted", grantedBySupport: true });
  });
});

describe("the daily reconciliation (R-PAY-2, decision 096)", () => {
  const webhookUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhooks/asaas`;

  /** The gateway's events for `act` never reach us (an outage longer than its retries). */
  async function lost<T>(act: () => Promise<T>): Promise<T> {
    fake.setWebhook("http://127.0.0.1:9/perdido");
    try {
      return await act();
    } finally {
      fake.setWebhook(webhookUrl());
    }
  }

  async function reconcileAt(at: Date) {
    await ensureRecurringJobs(ctx.database.db, at);
    await ctx.database.db.update(job).set({ runAt: at, status: "pendente", attempts: 0 }).where(eq(job.key, RECONCILIATION.key));
    await runJobs(at);
  }

  const findings = (chargeId: string) =>
    ctx.database.db.select().from(paymentEvent).where(and(eq(paymentEvent.chargeId, chargeId), eq(paymentEvent.type, "reconciliation")));

  it("a first payment whose webhook never came turns the plan on, once", async () => {
    const { client, studioId } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: body("premium") });
    const row = await checkoutRow(checkout.id);
    expect((await lost(() => fake.pay(row.gatewayChargeId!, "pix"))).status).toBe(0);
    await runJobs();
    expect((await planOf(studioId)).plan).toBe("esboco");

    await reconcileAt(new Date());
    expect((await planOf(studioId)).plan).toBe("premium");
    expect((await checkoutRow(checkout.id)).status).toBe("paid");
    const [finding] = await findings(row.gatewayChargeId!);
    expect(finding).toMatchObject({ studioId, gatewayType: "CONCILIACAO_APLICADA", outcome: "plan_activated" });
    // What is kept of the charge: its public fields, no customer or payment page.
    expect(Object.keys((finding!.body as { charge: object }).charge).sort()).toEqual(["amountCents", "dueDate", "id", "method", "status", "subscriptionId"]);

    await reconcileAt(new Date(Date.now() + DAY));
    expect(await findings(row.gatewayChargeId!)).toHaveLength(1);
  });

  it("a renewal paid while webhooks were lost extends the paid period", async () => {
    const { row } = await subscribed("avancado");
    const { paymentId } = await fake.renew(row.gatewaySubscriptionId!);
    await runJobs();
    await lost(() => fake.pay(paymentId, "pix"));
    await runJobs();
    const [before] = await ctx.database.db.select().from(billingCharge).where(eq(billingCharge.gatewayChargeId, paymentId));
    expect(before!.status).toBe("pending");

    await reconcileAt(new Date());
    const [after] = await ctx.database.db.select().from(billingCharge).where(eq(billingCharge.gatewayChargeId, paymentId));
    expect(after!.status).toBe("paid");
    expect((await checkoutRow(row.id)).paidUntil!.getTime()).toBeGreaterThan(row.paidUntil!.getTime());
    expect(await findings(paymentId)).toEqual([expect.objectContaining({ outcome: "renewed" })]);
  });

  it("ours ahead of the gateway is flagged, never moved back", async () => {
    const { row, studioId } = await subscribed("avancado");
    const { paymentId } = await fake.renew(row.gatewaySubscriptionId!);
    await runJobs();
    await ctx.database.db.update(billingCharge).set({ status: "paid" }).where(eq(billingCharge.gatewayChargeId, paymentId));

    await reconcileAt(new Date());
    const [charge] = await ctx.database.db.select().from(billingCharge).where(eq(billingCharge.gatewayChargeId, paymentId));
    expect(charge!.status).toBe("paid");
    expect(await findings(paymentId)).toEqual([expect.objectContaining({ studioId, gatewayType: "CONCILIACAO_DIVERGENTE", outcome: "flagged", body: expect.objectContaining({ ours: "paid" }) })]);
  });
});

describe("the NFS-e of each paid charge (decision 096)", () => {
  const chargeRow = async (id: string) => (await ctx.database.db.select().from(billingCharge).where(eq(billingCharge.gatewayChargeId, id)))[0]!;

  it("is asked of the gateway once paid, polled until the city hall authorizes it, and shown on the billing page", async () => {
    const { client, row } = await subscribed("premium");
    const chargeId = row.gatewayChargeId!;
    const asked = fake.invoices().filter((i) => i.payment === chargeId);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      status: "SCHEDULED",
      value: 199,
      municipalServiceCode: "01.07",
      taxes: { retainIss: false, iss: 2.5, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
      serviceDescription: expect.stringContaining("plano Projeto Premium"),
    });
    expect(await chargeRow(chargeId)).toMatchObject({ invoiceId: asked[0]!.id, invoiceStatus: "scheduled", invoiceUrl: null });
    let page = await client.answer(billingApi.get);
    expect(page.charges.find((c) => c.id === chargeId)?.invoice).toEqual({ status: "scheduled", number: null, url: null, error: null });

    // The same payment told twice asks for nothing more.
    const [delivery] = fake.deliveries.filter((d) => d.paymentId === chargeId && d.event === "PAYMENT_RECEIVED");
    await fake.redeliver(delivery!.eventId);
    await runJobs();
    expect(fake.invoices().filter((i) => i.payment === chargeId)).toHaveLength(1);
    // Nor does another event about the same paid charge restart the invoice's job (its polls go on).
    const [waiting] = await ctx.database.db.select().from(job).where(eq(job.key, `nota-fiscal:asaas:${chargeId}`));
    expect(waiting).toMatchObject({ status: "pendente", payload: expect.objectContaining({ polls: 1 }) });
    await fake.sendEvent("PAYMENT_RECEIVED", chargeId, fake.webhookToken);
    await runJobs();
    const [still] = await ctx.database.db.select().from(job).where(eq(job.key, `nota-fiscal:asaas:${chargeId}`));
    expect(still).toMatchObject({ status: "pendente", runAt: waiting!.runAt, payload: expect.objectContaining({ polls: 1 }) });

    fake.authorizeInvoice(asked[0]!.id as string);
    await runJobs(new Date(Date.now() + 61 * 60_000));
    page = await client.answer(billingApi.get);
    expect(page.charges.find((c) => c.id === chargeId)?.invoice).toEqual({ status: "authorized", number: expect.stringMatching(/^\d+$/), url: expect.stringMatching(/\/notas\/.+\.pdf$/), error: null });
  });

  it("a retry after a crash between asking and storing finds the first invoice instead of asking twice", async () => {
    const { row } = await subscribed("avancado");
    const chargeId = row.gatewayChargeId!;
    await ctx.database.db.update(billingCharge).set({ invoiceId: null, invoiceStatus: null }).where(eq(billingCharge.gatewayChargeId, chargeId));
    await ctx.database.db.update(job).set({ runAt: new Date(), status: "pendente", attempts: 0 }).where(eq(job.key, `nota-fiscal:asaas:${chargeId}`));
    await runJobs();
    expect(fake.invoices().filter((i) => i.payment === chargeId)).toHaveLength(1);
    expect((await chargeRow(chargeId)).invoiceStatus).toBe("scheduled");
  });
});

describe("a refunded charge's NFS-e is cancelled (decision 096, revised 2026-12-05)", () => {
  const HOUR = 60 * 60_000;
  const chargeRow = async (id: string) => (await ctx.database.db.select().from(billingCharge).where(eq(billingCharge.gatewayChargeId, id)))[0]!;
  const gateway = () => createAsaasGateway({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, webhookToken: fake.webhookToken });
  const cancels = (invoiceId: unknown) => fake.requests.filter((r) => r.method === "POST" && r.path === `/v3/invoices/${String(invoiceId)}/cancel`);
  const invoiceOf = (chargeId: string) => fake.invoices().find((i) => i.payment === chargeId)!;

  /** A paid charge whose NFS-e the city hall authorized. */
  async function issued() {
    const who = await subscribed("premium");
    const chargeId = who.row.gatewayChargeId!;
    fake.authorizeInvoice(String(invoiceOf(chargeId).id));
    await runJobs(new Date(Date.now() + HOUR + 60_000));
    expect(await chargeRow(chargeId)).toMatchObject({ invoiceStatus: "authorized" });
    return { ...who, chargeId, invoiceId: String(invoiceOf(chargeId).id) };
  }

  /** Asaas refunds the charge and posts PAYMENT_REFUNDED; the job runner applies it. */
  async function refund(chargeId: string) {
    await gateway().refund(chargeId);
    expect((await fake.sendEvent("PAYMENT_REFUNDED", chargeId, fake.webhookToken)).status).toBe(200);
    await runJobs();
  }

  it("an issued invoice: cancelled through the city hall (em cancelamento, then cancelada on the billing page), asked once whatever the deliveries", async () => {
    const { client, chargeId, invoiceId } = await issued();
    await refund(chargeId);
    expect(invoiceOf(chargeId)).toMatchObject({ status: "PROCESSING_CANCELLATION" });
    expect(cancels(invoiceId).map((r) => r.body)).toEqual([{ cancelOnlyOnAsaas: false }]);
    expect(await chargeRow(chargeId)).toMatchObject({ status: "refunded", invoiceStatus: "cancelling", invoiceError: null });
    expect((await client.answer(billingApi.get)).charges.find((c) => c.id === chargeId)).toMatchObject({ status: "refunded", invoice: { status: "cancelling", error: null } });

    // The same refund told again asks nothing more.
    const [told] = fake.deliveries.filter((d) => d.paymentId === chargeId && d.event === "PAYMENT_REFUNDED");
    await fake.redeliver(told!.eventId);
    await runJobs();
    expect(cancels(invoiceId)).toHaveLength(1);

    fake.confirmInvoiceCancellation(invoiceId);
    await runJobs(new Date(Date.now() + 2 * HOUR));
    expect(await chargeRow(chargeId)).toMatchObject({ invoiceStatus: "cancelled" });
    expect((await client.answer(billingApi.get)).charges.find((c) => c.id === chargeId)?.invoice).toMatchObject({ status: "cancelled" });
    expect(cancels(invoiceId)).toHaveLength(1);
  });

  it("a scheduled invoice not yet issued is cancelled at once, and no other is asked", async () => {
    const { row } = await subscribed("avancado");
    const chargeId = row.gatewayChargeId!;
    expect(await chargeRow(chargeId)).toMatchObject({ invoiceStatus: "scheduled" });
    await refund(chargeId);
    expect(invoiceOf(chargeId)).toMatchObject({ status: "CANCELED" });
    expect(await chargeRow(chargeId)).toMatchObject({ invoiceStatus: "cancelled" });
    // The issuing job's next reads stop; nothing is asked again.
    await runJobs(new Date(Date.now() + 3 * HOUR));
    expect(fake.invoices().filter((i) => i.payment === chargeId)).toHaveLength(1);
    expect(await chargeRow(chargeId)).toMatchObject({ invoiceStatus: "cancelled" });
  });

  it("a cancellation Asaas refuses is recorded as error with its reason in pt-BR, and the owner is told once", async () => {
    const { studioId, userId, chargeId, invoiceId } = await issued();
    const notices = () => ctx.database.db.select().from(notification).where(and(eq(notification.studioId, studioId), eq(notification.kind, "cobranca")));
    fake.setInvoiceCancellation(fake.apiKey, false);
    try {
      await refund(chargeId);
      // The job run again (a lease that ran out): the city still refuses; told no more.
      await ctx.database.db.update(job).set({ runAt: new Date(), status: "pendente", attempts: 0 }).where(eq(job.key, `cancelar-nota-fiscal:asaas:${chargeId}`));
      await runJobs();
    } finally {
      fake.setInvoiceCancellation(fake.apiKey, true);
    }
    const row = await chargeRow(chargeId);
    expect(row).toMatchObject({ status: "refunded", invoiceStatus: "error" });
    expect(row.invoiceError).toMatch(/^O Asaas não cancelou a nota fiscal nº \d+\. O Asaas respondeu: A prefeitura do seu município não permite o cancelamento/);
    const told = (await notices()).filter((n) => n.title.includes("não cancelada"));
    expect(told).toEqual([expect.objectContaining({ userId, title: `Nota fiscal nº ${row.invoiceNumber} não cancelada`, link: "/dashboard/configuracoes/assinatura" })]);
    expect(told[0]!.body).toContain("A equipe da Prancheta foi avisada");
    expect(cancels(invoiceId)).toHaveLength(2);
    expect(invoiceOf(chargeId)).toMatchObject({ id: invoiceId, status: "AUTHORIZED" });
  });

  it("the reconciliation finding a refund whose webhook was lost cancels the invoice; a city hall's denial is an error with its reason", async () => {
    const { chargeId, invoiceId } = await issued();
    // Refunded at Asaas (no webhook is sent for it here): only the daily reconciliation sees it.
    await gateway().refund(chargeId);
    await ensureRecurringJobs(ctx.database.db, new Date());
    await ctx.database.db.update(job).set({ runAt: new Date(), status: "pendente", attempts: 0 }).where(eq(job.key, RECONCILIATION.key));
    await runJobs();
    expect(await chargeRow(chargeId)).toMatchObject({ status: "refunded", invoiceStatus: "cancelling" });
    fake.denyInvoiceCancellation(invoiceId, "Nota fiscal com mais de 30 dias: o município não permite o cancelamento.");
    await runJobs(new Date(Date.now() + 2 * HOUR));
    const after = await chargeRow(chargeId);
    expect(after).toMatchObject({ invoiceStatus: "error" });
    expect(after.invoiceError).toBe(`A prefeitura recusou o cancelamento da nota fiscal nº ${after.invoiceNumber}: Nota fiscal com mais de 30 dias: o município não permite o cancelamento.`);
    expect(cancels(invoiceId)).toHaveLength(1);
  });
});

describe("the billing page (R-PAY-4)", () => {
  it("shows the next charge, the method and the history in cents; another studio sees none of it (404 on its checkout)", async () => {
    const a = await subscribed("avancado");
    const billing = await a.client.answer(billingApi.get);
    expect(billing).toMatchObject({ paymentsEnabled: true, plan: "avancado", state: "active", method: "pix", nextChargeAmountCents: 9_900, grantedBySupport: false });
    expect(billing.nextChargeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(billing.charges).toHaveLength(1);
    expect(billing.charges[0]).toMatchObject({ amountCents: 9_900, status: "paid" });
    expect(billing.charges[0]!.receiptUrl).toMatch(/\/i\//);

    const b = await owner();
    expect(await b.client.answer(billingApi.get)).toMatchObject({ state: "none", charges: [], checkoutId: null });
    expect((await b.client.call(paymentsApi.checkoutState, { params: { id: a.checkout.id } })).status).toBe(404);
    expect((await b.client.call(paymentsApi.cancel)).status).toBe(409);
    expect((await a.client.answer(billingApi.get)).state).toBe("active");
  });
});

describe("stored bodies", () => {
  it("a card payment's webhook carries the card; what is stored of it does not (decision 091)", async () => {
    const { client } = await owner();
    const checkout = await client.answer(paymentsApi.checkout, { body: body("avancado", "card") });
    const chargeId = (await checkoutRow(checkout.id)).gatewayChargeId!;
    const delivery = await fake.pay(chargeId, "card");
    await runJobs();
    // As Asaas's own events: the last 4 digits, the brand and the token that charges the card again.
    const sent = (JSON.parse(delivery.body) as { payment: { creditCard: { creditCardNumber: string; creditCardBrand: string; creditCardToken: string } } }).payment.creditCard;
    expect(sent).toMatchObject({ creditCardNumber: "8829", creditCardBrand: "MASTERCARD" });
    expect(sent.creditCardToken).toMatch(/^[0-9a-f-]{36}$/);
    const [stored] = await ctx.database.db.select().from(paymentEvent).where(eq(paymentEvent.eventId, delivery.eventId));
    expect(stored!.body).toMatchObject({ event: "PAYMENT_CONFIRMED", payment: { id: chargeId, status: "CONFIRMED", billingType: "CREDIT_CARD" } });
    const text = JSON.stringify(stored!.body);
    expect(text).not.toContain(sent.creditCardToken);
    expect(text).not.toMatch(/creditCard|MASTERCARD/);
  });

  it("keep card and token fields out", () => {
    expect(withoutSecrets({ id: "evt", payment: { id: "pay_1", value: 10, creditCard: { creditCardNumber: "8829", creditCardToken: "tok" }, refunds: [{ value: 1, authToken: "x" }] } })).toEqual({
      id: "evt",
      payment: { id: "pay_1", value: 10, refunds: [{ value: 1 }] },
    });
  });
});

describe("without PAYMENTS_*", () => {
  it("has no payment routes (404); the billing page says payment online is off; upgrade requests work as before", async () => {
    const off = await createTestContext();
    try {
      const client = new TestClient(off);
      await signUp(client);
      expect((await client.call(paymentsApi.checkout, { body: body("premium") })).status).toBe(404);
      const hook = await new TestClient(off).post("/api/payments/webhooks/asaas", { id: "evt_1", event: "PAYMENT_RECEIVED" }, { "asaas-access-token": fake.webhookToken });
      expect(hook.status).toBe(404);
      expect(await client.answer(billingApi.get)).toMatchObject({ paymentsEnabled: false, state: "none", plan: "esboco" });
      expect((await client.post("/api/plans/upgrade-requests", { plan: "premium" })).status).toBe(201);
    } finally {
      await off.close();
    }
  });
});
