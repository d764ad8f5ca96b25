import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_ASAAS_API_KEY, FAKE_ASAAS_WEBHOOK_TOKEN, asaasToday, brCodeCrc, startFakeAsaas, type FakeAsaas } from "./fake-asaas";

// The fake's own protocol, spoken raw (decision 091): what a client written from Asaas's reference
// would send and expect. The adapter's tests (server/payments/asaas.test.ts) use it through PaymentGateway.

const CPF = "52998224725";
let fake: FakeAsaas;
let hookServer: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

async function api(method: string, path: string, body?: unknown, key = FAKE_ASAAS_API_KEY) {
  const response = await fetch(`${fake.baseUrl}${path}`, {
    method,
    headers: { access_token: key, "Content-Type": "application/json", "User-Agent": "teste" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  hookServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, "127.0.0.1", resolve));
  fake = await startFakeAsaas();
});

afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => hookServer.close(() => resolve()));
});

describe("fake Asaas: the REST protocol", () => {
  it("refuses a request without the API key in access_token (401) and a GET with a body (403)", async () => {
    expect((await api("GET", "/customers", undefined, "outra-chave")).status).toBe(401);
    // fetch will not send a GET with a body; node:http will.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${fake.baseUrl}/customers`, { method: "GET", headers: { access_token: FAKE_ASAAS_API_KEY, "Content-Type": "application/json", "Content-Length": "2" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end("{}");
    });
    expect(status).toBe(403);
  });

  it("answers a CPF whose check digits fail with Asaas's error body", async () => {
    const { status, json } = await api("POST", "/customers", { name: "Estúdio Teste", cpfCnpj: "52998224724" });
    expect(status).toBe(400);
    expect(json).toEqual({ errors: [{ code: "invalid_cpfCnpj", description: "O CPF/CNPJ informado é inválido." }] });
  });

  it("allows a second customer with the same CPF, as Asaas does, and lists with its pagination shape", async () => {
    for (let i = 0; i < 3; i++) expect((await api("POST", "/customers", { name: `Cliente ${i}`, cpfCnpj: CPF, externalReference: "studio-pag" })).status).toBe(200);
    const first = await api("GET", "/customers?externalReference=studio-pag&limit=2&offset=0");
    expect(first.json).toMatchObject({ object: "list", hasMore: true, totalCount: 3, limit: 2, offset: 0 });
    expect((first.json!.data as unknown[]).length).toBe(2);
    const second = await api("GET", "/customers?externalReference=studio-pag&limit=2&offset=2");
    expect(second.json).toMatchObject({ hasMore: false, totalCount: 3, offset: 2 });
    expect((second.json!.data as unknown[]).length).toBe(1);
  });

  it("creates a subscription whose first charge exists at once, and refuses a past due date", async () => {
    const customer = (await api("POST", "/customers", { name: "Estúdio Assinante", cpfCnpj: CPF })).json!;
    const past = await api("POST", "/subscriptions", { customer: customer.id, billingType: "PIX", value: 99, nextDueDate: "2020-01-01", cycle: "MONTHLY" });
    expect(past).toEqual({ status: 400, json: { errors: [{ code: "invalid_nextDueDate", description: "A data de vencimento não pode ser inferior à hoje" }] } });
    const noValue = await api("POST", "/subscriptions", { customer: customer.id, billingType: "PIX", nextDueDate: tomorrow(), cycle: "MONTHLY" });
    expect(noValue.json).toEqual({ errors: [{ code: "invalid_value", description: "O campo value deve ser informado" }] });
    const { status, json } = await api("POST", "/subscriptions", { customer: customer.id, billingType: "PIX", value: 199.9, nextDueDate: tomorrow(), cycle: "MONTHLY", externalReference: "chk-1" });
    expect(status).toBe(200);
    expect(json).toMatchObject({ object: "subscription", status: "ACTIVE", value: 199.9, cycle: "MONTHLY" });
    expect(String(json!.id)).toMatch(/^sub_/);
    const charges = await api("GET", `/subscriptions/${String(json!.id)}/payments`);
    expect(charges.json).toMatchObject({ object: "list", totalCount: 1 });
    expect((charges.json!.data as Record<string, unknown>[])[0]).toMatchObject({ object: "payment", subscription: json!.id, status: "PENDING", value: 199.9, dueDate: tomorrow() });
  });

  it("computes the BR Code's CRC16 as the Pix manual's example has it", () => {
    // The Banco Central's static example (Manual de Padrões para Iniciação do Pix), whose CRC is 1D3D.
    expect(brCodeCrc("00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304")).toBe("1D3D");
  });

  it("compares due dates with today in Brasília, where 01:10 UTC is still the day before", () => {
    expect(asaasToday(new Date("2026-12-04T01:10:00Z"))).toBe("2026-12-03");
    expect(asaasToday(new Date("2026-12-04T03:00:00Z"))).toBe("2026-12-04");
  });

  it("gives a Pix charge its QR code and a boleto its line; refuses a card token the issuer declines", async () => {
    const customer = (await api("POST", "/customers", { name: "Cliente", cpfCnpj: CPF })).json!;
    const pix = (await api("POST", "/payments", { customer: customer.id, billingType: "PIX", value: 10.5, dueDate: tomorrow() })).json!;
    const qr = await api("GET", `/payments/${String(pix.id)}/pixQrCode`);
    expect(qr.status).toBe(200);
    expect(Object.keys(qr.json!).sort()).toEqual(["description", "encodedImage", "expirationDate", "payload"]);
    expect(String(qr.json!.payload)).toMatch(/^000201.*br\.gov\.bcb\.pix/);
    const payload = String(qr.json!.payload);
    // The amount as its own field (54, length 05: "10.50") and the CRC16 of everything before it.
    expect(payload).toContain("540510.50");
    expect(payload.slice(-8, -4)).toBe("6304");
    expect(payload.slice(-4)).toBe(brCodeCrc(payload.slice(0, -4)));
    // A real QR code PNG, not a 1×1 placeholder: the signature, then IHDR's width and height.
    const png = Buffer.from(String(qr.json!.encodedImage), "base64");
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(png.readUInt32BE(16)).toBeGreaterThan(100);
    expect(png.readUInt32BE(20)).toBe(png.readUInt32BE(16));
    const boleto = (await api("POST", "/payments", { customer: customer.id, billingType: "BOLETO", value: 10.5, dueDate: tomorrow() })).json!;
    const line = await api("GET", `/payments/${String(boleto.id)}/identificationField`);
    expect(String(line.json!.identificationField)).toMatch(/^\d{47}$/);
    expect(String(line.json!.barCode)).toMatch(/^\d{44}$/);
    const refused = await api("POST", "/payments", { customer: customer.id, billingType: "CREDIT_CARD", value: 10.5, dueDate: tomorrow(), creditCardToken: "tok_recusado", remoteIp: "127.0.0.1" });
    expect(refused.status).toBe(400);
    expect((refused.json!.errors as { code: string }[])[0]!.code).toBe("invalid_creditCard");
    expect((await api("GET", "/payments/pay_naoexiste")).status).toBe(404);
  });

  it("sends webhooks in Asaas's envelope with the asaas-access-token header, and resends the same bytes", async () => {
    const { port } = hookServer.address() as AddressInfo;
    const registered = await api("POST", "/webhooks", { name: "Prancheta", url: `http://127.0.0.1:${port}/hook`, email: "time@prancheta.test", enabled: true, interrupted: false, authToken: FAKE_ASAAS_WEBHOOK_TOKEN, sendType: "SEQUENTIALLY", events: ["PAYMENT_RECEIVED"] });
    expect(registered.json).toMatchObject({ hasAuthToken: true });
    expect((await api("POST", "/webhooks", { url: "http://x", authToken: "curto" })).status).toBe(400);
    const customer = (await api("POST", "/customers", { name: "Cliente", cpfCnpj: CPF })).json!;
    const pix = (await api("POST", "/payments", { customer: customer.id, billingType: "PIX", value: 99, dueDate: tomorrow() })).json!;
    const delivery = await fake.pay(String(pix.id));
    expect(delivery.status).toBe(200);
    const last = received.at(-1)!;
    expect(last.headers["asaas-access-token"]).toBe(FAKE_ASAAS_WEBHOOK_TOKEN);
    const event = JSON.parse(last.body) as Record<string, unknown>;
    expect(event).toMatchObject({ event: "PAYMENT_RECEIVED", payment: { object: "payment", id: pix.id, status: "RECEIVED" } });
    expect(String(event.id)).toMatch(/^evt_[0-9a-f]{32}&\d+$/);
    await fake.redeliver(delivery.eventId);
    expect(received.at(-1)!.body).toBe(last.body);
    // A refund of a received Pix: the payment carries its refunds and turns REFUNDED.
    const refunded = await api("POST", `/payments/${String(pix.id)}/refund`, {});
    expect(refunded.json).toMatchObject({ status: "REFUNDED", refunds: [{ status: "DONE", value: 99 }] });
    expect((await api("POST", `/payments/${String(pix.id)}/refund`, {})).status).toBe(400);
  });

  it("removes a charge (\"Excluir cobrança\") and refunds one (\"Estornar cobrança\") as Asaas does, and posts their events to an account that asked for them", async () => {
    const { port } = hookServer.address() as AddressInfo;
    const studio = fake.addAccount({ actionEvents: true });
    fake.setWebhook(`http://127.0.0.1:${port}/acoes`, FAKE_ASAAS_WEBHOOK_TOKEN, studio.apiKey);
    const eventsOf = (id: unknown) => received.filter((r) => r.body.includes(String(id))).map((r) => (JSON.parse(r.body) as { event: string }).event);
    const customer = (await api("POST", "/customers", { name: "Cliente", cpfCnpj: CPF }, studio.apiKey)).json!;
    const make = async (billingType: string) => (await api("POST", "/payments", { customer: customer.id, billingType, value: 250, dueDate: tomorrow() }, studio.apiKey)).json!;

    // Removed while pending: {deleted, id}, then read with deleted: true; again a 404; another account's a 404.
    const open = await make("PIX");
    expect((await api("DELETE", `/payments/${String(open.id)}`, undefined, FAKE_ASAAS_API_KEY)).status).toBe(404);
    expect(await api("DELETE", `/payments/${String(open.id)}`, undefined, studio.apiKey)).toEqual({ status: 200, json: { deleted: true, id: open.id } });
    expect((await api("GET", `/payments/${String(open.id)}`, undefined, studio.apiKey)).json).toMatchObject({ id: open.id, deleted: true });
    expect((await api("DELETE", `/payments/${String(open.id)}`, undefined, studio.apiKey)).status).toBe(404);
    await fake.settled();
    expect(eventsOf(open.id)).toEqual(["PAYMENT_DELETED"]);

    // A paid one is not removed; it is refunded, in parts then whole, each with its event.
    const pix = await make("PIX");
    await fake.pay(String(pix.id));
    const notRemoved = await api("DELETE", `/payments/${String(pix.id)}`, undefined, studio.apiKey);
    expect(notRemoved).toMatchObject({ status: 400, json: { errors: [{ code: "invalid_action" }] } });
    expect((await api("POST", `/payments/${String(pix.id)}/refund`, { value: 50 }, studio.apiKey)).json).toMatchObject({ status: "RECEIVED" });
    expect((await api("POST", `/payments/${String(pix.id)}/refund`, {}, studio.apiKey)).json).toMatchObject({ status: "REFUNDED", refunds: [{ value: 50 }, { value: 200 }] });
    await fake.settled();
    expect(eventsOf(pix.id)).toEqual(["PAYMENT_RECEIVED", "PAYMENT_PARTIALLY_REFUNDED", "PAYMENT_REFUNDED"]);

    // A boleto received is not refunded through the API: a 400 that says so, the payment untouched.
    const boleto = await make("BOLETO");
    await fake.pay(String(boleto.id), "boleto");
    const refused = await api("POST", `/payments/${String(boleto.id)}/refund`, {}, studio.apiKey);
    expect(refused).toMatchObject({ status: 400, json: { errors: [{ code: "invalid_action", description: expect.stringMatching(/boleto/) }] } });
    expect(fake.payment(String(boleto.id))).toMatchObject({ status: "RECEIVED", refunds: null });

    // The main account (no actionEvents) gets no event of its own refunds, as before.
    const before = received.length;
    const mainCustomer = (await api("POST", "/customers", { name: "Cliente", cpfCnpj: CPF })).json!;
    const mine = (await api("POST", "/payments", { customer: mainCustomer.id, billingType: "PIX", value: 10, dueDate: tomorrow() })).json!;
    expect((await api("DELETE", `/payments/${String(mine.id)}`)).status).toBe(200);
    await fake.settled();
    expect(received.length).toBe(before);
  });

  it("cancels invoices as \"Cancelar uma nota fiscal\" does: a scheduled one at once, an issued one through the city hall, a refusal as a 400", async () => {
    const customer = (await api("POST", "/customers", { name: "Cliente", cpfCnpj: CPF })).json!;
    const pix = (await api("POST", "/payments", { customer: customer.id, billingType: "PIX", value: 120, dueDate: tomorrow() })).json!;
    const ask = async () =>
      (await api("POST", "/invoices", { payment: pix.id, serviceDescription: "Honorários", value: 120, effectiveDate: tomorrow(), municipalServiceCode: "07.01", municipalServiceName: "Arquitetura", taxes: { retainIss: false, iss: 2 } })).json!;
    const scheduled = await ask();
    const cancelled = await api("POST", `/invoices/${String(scheduled.id)}/cancel`, { cancelOnlyOnAsaas: false });
    expect(cancelled).toMatchObject({ status: 200, json: { object: "invoice", id: scheduled.id, status: "CANCELED" } });
    expect((await api("POST", `/invoices/${String(scheduled.id)}/cancel`, {})).json).toMatchObject({ errors: [{ code: "invalid_action" }] });

    const issued = await ask();
    fake.authorizeInvoice(String(issued.id));
    expect((await api("POST", `/invoices/${String(issued.id)}/cancel`, { cancelOnlyOnAsaas: "sim" })).status).toBe(400);
    expect((await api("POST", `/invoices/${String(issued.id)}/cancel`)).json).toMatchObject({ status: "PROCESSING_CANCELLATION" });
    fake.denyInvoiceCancellation(String(issued.id), "Prazo de cancelamento encerrado.");
    expect((await api("GET", `/invoices/${String(issued.id)}`)).json).toMatchObject({ status: "CANCELLATION_DENIED", statusDescription: "Prazo de cancelamento encerrado." });
    expect((await api("POST", `/invoices/${String(issued.id)}/cancel`)).json).toMatchObject({ status: "PROCESSING_CANCELLATION" });
    fake.confirmInvoiceCancellation(String(issued.id));
    expect((await api("GET", `/invoices/${String(issued.id)}`)).json).toMatchObject({ status: "CANCELED" });

    // A city that does not cancel through Asaas; another account's invoice is a 404.
    const refused = await ask();
    fake.authorizeInvoice(String(refused.id));
    fake.setInvoiceCancellation(FAKE_ASAAS_API_KEY, false);
    try {
      const answer = await api("POST", `/invoices/${String(refused.id)}/cancel`, { cancelOnlyOnAsaas: false });
      expect(answer.status).toBe(400);
      expect((answer.json!.errors as { code: string; description: string }[])[0]).toMatchObject({ code: "invalid_action", description: expect.stringContaining("prefeitura") });
    } finally {
      fake.setInvoiceCancellation(FAKE_ASAAS_API_KEY, true);
    }
    expect((await api("POST", `/invoices/${String(refused.id)}/cancel`, {}, fake.addAccount().apiKey)).status).toBe(404);
  });

  it("loses every webhook while told to: each delivery recorded with status 0, none received", async () => {
    const customer = (await api("POST", "/customers", { name: "Cliente", cpfCnpj: CPF })).json!;
    const pix = (await api("POST", "/payments", { customer: customer.id, billingType: "PIX", value: 5, dueDate: tomorrow() })).json!;
    const before = received.length;
    fake.loseWebhooks(true);
    try {
      expect((await fake.pay(String(pix.id))).status).toBe(0);
    } finally {
      fake.loseWebhooks(false);
    }
    expect(received.length).toBe(before);
    expect(fake.payment(String(pix.id))).toMatchObject({ status: "RECEIVED" });
  });
});
