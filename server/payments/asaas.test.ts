import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_ASAAS_WEBHOOK_TOKEN, startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { createAsaasGateway, toCents, toReais } from "./asaas";
import { GatewayError, type PaymentGateway } from "./gateway";

// PaymentGateway over the fake Asaas (decision 091): the adapter speaks Asaas's protocol and
// answers in our words, integer cents.

const CPF = "52998224725";
const CNPJ = "11222333000181";
let fake: FakeAsaas;
let gateway: PaymentGateway;
let hook: Server;
const bodies: { token: string | undefined; body: string }[] = [];

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function expectGatewayError(promise: Promise<unknown>, kind: GatewayError["kind"]) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(GatewayError);
  expect((error as GatewayError).kind).toBe(kind);
  return error as GatewayError;
}

beforeAll(async () => {
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      bodies.push({ token: req.headers["asaas-access-token"] as string | undefined, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  fake = await startFakeAsaas({ webhook: { url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/` } });
  gateway = createAsaasGateway({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, webhookToken: FAKE_ASAAS_WEBHOOK_TOKEN });
});

afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

describe("money on Asaas's wire", () => {
  it("sends decimal reais and reads back integer cents without binary noise", () => {
    expect(toReais(9990)).toBe(99.9);
    expect(toReais(1)).toBe(0.01);
    expect(toCents(19.9)).toBe(1990);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1234.56)).toBe(123456);
    expect(() => toReais(10.5)).toThrow(RangeError);
    expect(() => toReais(-1)).toThrow(RangeError);
  });
});

describe("the Asaas gateway", () => {
  it("authenticates with access_token and a User-Agent, and sends no body on GET", async () => {
    await gateway.findCustomers("ninguem");
    const last = fake.requests.at(-1)!;
    expect(last.headers.access_token).toBe(fake.apiKey);
    expect(last.headers["user-agent"]).toBe("Prancheta");
    expect(last.body).toBeNull();
    const wrongKey = createAsaasGateway({ baseUrl: fake.baseUrl, apiKey: "outra", webhookToken: FAKE_ASAAS_WEBHOOK_TOKEN });
    await expectGatewayError(wrongKey.findCustomers("x"), "unauthorized");
  });

  it("creates customers and finds them again by our reference across pages", async () => {
    const created = await gateway.createCustomer({ name: "Estúdio Traço", cpfCnpj: CNPJ, email: "financeiro@traco.test", externalReference: "studio-1" });
    expect(created).toMatchObject({ name: "Estúdio Traço", cpfCnpj: CNPJ, externalReference: "studio-1" });
    expect(fake.customers().at(-1)).toMatchObject({ notificationDisabled: true });
    // 105 of them: more than one page of 100.
    for (let i = 0; i < 104; i++) await gateway.createCustomer({ name: `Estúdio ${i}`, cpfCnpj: CPF, email: "x@y.test", externalReference: "studio-many" });
    await gateway.createCustomer({ name: "Último", cpfCnpj: CPF, email: "x@y.test", externalReference: "studio-many" });
    const found = await gateway.findCustomers("studio-many");
    expect(found).toHaveLength(105);
    expect(fake.requests.filter((r) => r.path === "/v3/customers" && r.method === "GET" && r.query.externalReference === "studio-many").map((r) => r.query.offset)).toEqual(["0", "100"]);
  });

  it("turns an invalid CPF into invalid_document, keeping Asaas's code for the log", async () => {
    const error = await expectGatewayError(gateway.createCustomer({ name: "X", cpfCnpj: "11111111112", email: "x@y.test", externalReference: "r" }), "invalid_document");
    expect(error.status).toBe(400);
    expect(error.details).toEqual([{ code: "invalid_cpfCnpj", description: "O CPF/CNPJ informado é inválido." }]);
  });

  it("creates a monthly subscription in cents and reads its first charge", async () => {
    const customer = await gateway.createCustomer({ name: "Estúdio Assinante", cpfCnpj: CPF, email: "a@b.test", externalReference: "studio-2" });
    const subscription = await gateway.createSubscription({ customerId: customer.id, method: "pix", amountCents: 19_900, cycle: "monthly", nextDueDate: tomorrow(), description: "Prancheta — Projeto Premium", externalReference: "checkout-1" });
    expect(subscription).toMatchObject({ customerId: customer.id, status: "active", method: "pix", amountCents: 19_900, cycle: "monthly", externalReference: "checkout-1" });
    expect(fake.requests.at(-1)!.body).toMatchObject({ billingType: "PIX", value: 199, cycle: "MONTHLY" });
    expect(await gateway.findSubscriptions("checkout-1")).toEqual([subscription]);
    const [charge] = await gateway.subscriptionCharges(subscription.id);
    expect(charge).toMatchObject({ subscriptionId: subscription.id, status: "pending", amountCents: 19_900, dueDate: tomorrow() });
    expect(charge!.paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\//);
    const qr = await gateway.pixQrCode(charge!.id);
    expect(qr.payload).toMatch(/^000201/);
    expect(qr.imageBase64.length).toBeGreaterThan(0);
    await gateway.cancelSubscription(subscription.id);
    expect(await gateway.findSubscriptions("checkout-1")).toEqual([]);
    await expectGatewayError(gateway.cancelSubscription(subscription.id), "not_found");
  });

  it("creates one-time charges: boleto with its line, a refused card, a refund", async () => {
    const customer = await gateway.createCustomer({ name: "Cliente do estúdio", cpfCnpj: CPF, email: "c@d.test", externalReference: "client-1" });
    const boleto = await gateway.createCharge({ customerId: customer.id, method: "boleto", amountCents: 150_050, dueDate: tomorrow(), description: "Etapa 2 — anteprojeto", externalReference: "fee-1" });
    expect(boleto).toMatchObject({ method: "boleto", amountCents: 150_050, status: "pending" });
    expect(boleto.boletoUrl).not.toBeNull();
    const line = await gateway.boletoLine(boleto.id);
    expect(line.line).toMatch(/^\d{47}$/);
    expect(line.line.endsWith("0000150050")).toBe(true);
    await expectGatewayError(gateway.boletoLine("pay_naoexiste"), "not_found");

    const refused = await expectGatewayError(
      gateway.createCharge({ customerId: customer.id, method: "card", amountCents: 9_900, dueDate: tomorrow(), description: "x", externalReference: "fee-2", cardToken: { token: "tok_recusado", remoteIp: "203.0.113.9" } }),
      "card_refused",
    );
    expect(refused.details[0]!.code).toBe("invalid_creditCard");
    expect(await gateway.findCharges("fee-2")).toEqual([]);

    const pix = await gateway.createCharge({ customerId: customer.id, method: "pix", amountCents: 10_000, dueDate: tomorrow(), description: "Etapa 1", externalReference: "fee-3" });
    await fake.pay(pix.id);
    expect((await gateway.getCharge(pix.id)).status).toBe("received");
    const partial = await gateway.refund(pix.id, { amountCents: 2_550, description: "Desconto combinado" });
    expect(partial.status).toBe("received");
    expect(fake.requests.at(-1)!.body).toEqual({ value: 25.5, description: "Desconto combinado" });
    expect((await gateway.refund(pix.id)).status).toBe("refunded");
    await expectGatewayError(gateway.refund(pix.id), "invalid_request");

    // "Excluir cobrança": the pending boleto removed (read back as deleted; again, not an error);
    // the paid Pix is refused (decision 100, revised 2026-12-06).
    await gateway.deleteCharge(boleto.id);
    expect(fake.requests.at(-1)).toMatchObject({ method: "DELETE", path: `/v3/payments/${boleto.id}`, status: 200 });
    expect((await gateway.getCharge(boleto.id)).status).toBe("deleted");
    await gateway.deleteCharge(boleto.id);
    await expectGatewayError(gateway.deleteCharge(pix.id), "invalid_request");
  });

  it("finds charges by our externalReference: GET /v3/payments?externalReference=, every page, the account's own only (R-PAY-6)", async () => {
    // What the retry and the daily reconciliation ask when a creation's answer never came (decision 113, 2026-12-05).
    const customer = await gateway.createCustomer({ name: "Cliente", cpfCnpj: CPF, email: "r@s.test", externalReference: "client-ref" });
    const made = await gateway.createCharge({ customerId: customer.id, method: "pix", amountCents: 123_456, dueDate: tomorrow(), description: "Parcela", externalReference: "cobranca-ref-1" });
    await gateway.createCharge({ customerId: customer.id, method: "pix", amountCents: 100, dueDate: tomorrow(), description: "Outra", externalReference: "cobranca-ref-2" });
    expect(await gateway.findCharges("cobranca-ref-1")).toEqual([expect.objectContaining({ id: made.id, amountCents: 123_456, externalReference: "cobranca-ref-1", status: "pending" })]);
    const asked = fake.requests.filter((r) => r.method === "GET" && r.path === "/v3/payments").at(-1)!;
    expect(asked.query).toMatchObject({ externalReference: "cobranca-ref-1", offset: "0", limit: "100" });
    expect(asked.body).toBeNull();
    // More than a page of them (a charge made again and again): all read.
    for (let i = 0; i < 101; i++) await gateway.createCharge({ customerId: customer.id, method: "pix", amountCents: 100, dueDate: tomorrow(), description: "Repetida", externalReference: "cobranca-ref-muitas" });
    expect(await gateway.findCharges("cobranca-ref-muitas")).toHaveLength(101);
    // Another account (a studio's own) does not see this account's charge, whatever the reference.
    const other = createAsaasGateway({ baseUrl: fake.baseUrl, apiKey: fake.addAccount().apiKey, webhookToken: FAKE_ASAAS_WEBHOOK_TOKEN });
    expect(await other.findCharges("cobranca-ref-1")).toEqual([]);
    expect(await gateway.findCharges("cobranca-ref-inexistente")).toEqual([]);
  });

  it("answers unavailable when the gateway cannot be reached", async () => {
    const nowhere = createAsaasGateway({ baseUrl: "http://127.0.0.1:9/v3", apiKey: "k", webhookToken: FAKE_ASAAS_WEBHOOK_TOKEN, timeoutMs: 2_000 });
    await expectGatewayError(nowhere.getCharge("pay_1"), "unavailable");
  });
});

describe("Asaas's webhooks", () => {
  it("verifies the asaas-access-token header and parses the delivery into our event", async () => {
    const customer = await gateway.createCustomer({ name: "Estúdio", cpfCnpj: CPF, email: "e@f.test", externalReference: "studio-3" });
    const charge = await gateway.createCharge({ customerId: customer.id, method: "any", amountCents: 9_900, dueDate: tomorrow(), description: "Plano", externalReference: "chk-9" });
    const delivery = await fake.pay(charge.id, "card");
    const sent = bodies.at(-1)!;
    expect(sent.body).toBe(delivery.body);
    expect(gateway.verifyWebhook(new Headers({ "asaas-access-token": sent.token! }))).toBe(true);
    expect(gateway.verifyWebhook(new Headers({ "asaas-access-token": "forjado-forjado-forjado-forjado-00" }))).toBe(false);
    expect(gateway.verifyWebhook(new Headers())).toBe(false);
    const event = gateway.parseWebhook(sent.body);
    expect(event).toEqual({
      id: delivery.eventId,
      type: "charge.confirmed",
      gatewayType: "PAYMENT_CONFIRMED",
      charge: expect.objectContaining({ id: charge.id, status: "confirmed", method: "card", amountCents: 9_900, externalReference: "chk-9" }),
    });
    expect(gateway.parseWebhook("não é json")).toBeNull();
    expect(gateway.parseWebhook(JSON.stringify({ event: "PAYMENT_RECEIVED" }))).toBeNull();
    expect(gateway.parseWebhook(JSON.stringify({ id: "evt_1", event: "ACCOUNT_STATUS_UPDATED" }))).toEqual({ id: "evt_1", type: "other", gatewayType: "ACCOUNT_STATUS_UPDATED", charge: null });
  });
});

describe("plan changes and webhooks (decisions 100, 104)", () => {
  it("updates a subscription's value: the next cycles, and pending charges only with updatePendingPayments", async () => {
    const customer = await gateway.createCustomer({ name: "Estúdio Aroeira", cpfCnpj: CNPJ, email: "a@example.com", externalReference: "estudio-aroeira" });
    const sub = await gateway.createSubscription({ customerId: customer.id, method: "pix", amountCents: 9_900, cycle: "monthly", nextDueDate: tomorrow(), description: "Plano", externalReference: "mudanca-1" });
    const [first] = await gateway.subscriptionCharges(sub.id);
    const updated = await gateway.updateSubscription(sub.id, { amountCents: 19_900, updatePendingPayments: false });
    expect(updated.amountCents).toBe(19_900);
    expect(fake.requests.at(-1)).toMatchObject({ method: "PUT", path: `/v3/subscriptions/${sub.id}`, body: { value: 199, updatePendingPayments: false } });
    expect((await gateway.getCharge(first!.id)).amountCents).toBe(9_900);
    await gateway.updateSubscription(sub.id, { amountCents: 29_900, updatePendingPayments: true });
    expect((await gateway.getCharge(first!.id)).amountCents).toBe(29_900);
    await expectGatewayError(gateway.updateSubscription("sub_naoexiste", { amountCents: 100, updatePendingPayments: true }), "not_found");
  });

  it("moves a subscription to the yearly cycle from a given next due date (decision 116)", async () => {
    const customer = await gateway.createCustomer({ name: "Estúdio Ipê", cpfCnpj: CNPJ, email: "i@example.com", externalReference: "estudio-ipe" });
    const sub = await gateway.createSubscription({ customerId: customer.id, method: "pix", amountCents: 9_900, cycle: "monthly", nextDueDate: tomorrow(), description: "Plano", externalReference: "ciclo-1" });
    const updated = await gateway.updateSubscription(sub.id, { amountCents: 99_000, cycle: "yearly", nextDueDate: "2031-03-05", updatePendingPayments: true });
    expect(updated).toMatchObject({ cycle: "yearly", amountCents: 99_000 });
    expect(fake.requests.at(-1)).toMatchObject({ method: "PUT", body: { value: 990, cycle: "YEARLY", nextDueDate: "2031-03-05", updatePendingPayments: true } });
    expect(fake.subscriptions().find((s) => s.id === sub.id)).toMatchObject({ cycle: "YEARLY", nextDueDate: "2031-03-05", value: 990 });
  });

  it("lists an account's webhooks without their tokens and removes one; removing it again is not an error", async () => {
    const account = fake.addAccount();
    const studio = createAsaasGateway({ baseUrl: fake.baseUrl, apiKey: account.apiKey, webhookToken: "-".repeat(32) });
    const a = await studio.registerWebhook({ url: "https://app.example.com/a", authToken: "a".repeat(32), email: "x@example.com", name: "A" });
    const b = await studio.registerWebhook({ url: "https://app.example.com/b", authToken: "b".repeat(32), email: "x@example.com", name: "B" });
    expect((await studio.listWebhooks()).map((w) => [w.id, w.url, w.name])).toEqual([
      [a.id, "https://app.example.com/a", "A"],
      [b.id, "https://app.example.com/b", "B"],
    ]);
    await studio.deleteWebhook(a.id);
    await studio.deleteWebhook(a.id);
    expect((await studio.listWebhooks()).map((w) => w.id)).toEqual([b.id]);
    // Another account sees none of them.
    expect(await gateway.listWebhooks()).toHaveLength(1);
  });

  it("cancels an invoice with the city hall too (POST /v3/invoices/{id}/cancel) and reads the cancellation's statuses", async () => {
    const customer = await gateway.createCustomer({ name: "Estúdio", cpfCnpj: CNPJ, email: "e@f.test", externalReference: "studio-nf" });
    const pix = await gateway.createCharge({ customerId: customer.id, method: "pix", amountCents: 19_900, dueDate: tomorrow(), description: "Plano", externalReference: "nf-1" });
    await fake.pay(pix.id);
    const settings = { serviceCode: "01.07", serviceName: "Licenciamento de software", issPercent: 2 };
    const scheduled = await gateway.scheduleInvoice({ chargeId: pix.id, amountCents: 19_900, effectiveDate: tomorrow(), description: "Plano", settings });
    expect(await gateway.cancelInvoice(scheduled.id)).toMatchObject({ id: scheduled.id, status: "cancelled" });
    expect(fake.requests.at(-1)).toMatchObject({ method: "POST", path: `/v3/invoices/${scheduled.id}/cancel`, body: { cancelOnlyOnAsaas: false }, status: 200 });
    await expectGatewayError(gateway.cancelInvoice(scheduled.id), "invalid_request");

    const issued = await gateway.scheduleInvoice({ chargeId: pix.id, amountCents: 19_900, effectiveDate: tomorrow(), description: "Plano", settings });
    fake.authorizeInvoice(issued.id);
    expect(await gateway.cancelInvoice(issued.id)).toMatchObject({ status: "cancelling", error: null });
    fake.denyInvoiceCancellation(issued.id, "Fora do prazo de cancelamento do município.");
    expect(await gateway.getInvoice(issued.id)).toMatchObject({ status: "cancellation_denied", error: "Fora do prazo de cancelamento do município." });
    await expectGatewayError(gateway.cancelInvoice("inv_naoexiste"), "not_found");
  });
});
