import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feesApi } from "#domain/contracts/fees";
import { publicPortalApi, portalApi } from "#domain/contracts/portal";
import { cashApi, chargeAccountApi, projectChargesApi } from "#domain/contracts/studio-charges";
import { webhooksApi } from "#domain/contracts/webhooks";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import { dateBr, REMINDER_DAYS_BEFORE } from "#domain/studio-charges";
import type { ChargeInput } from "#domain/studio-charges.schema";
import { client, studio, studioCharge, studioChargeEvent, studioGatewayAccount, webhookEvent } from "#server/db/schema";
import { createTestContext, scopeOf, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, joinStudio, setPlan } from "#server/test/studio";
import { verifySignature } from "#server/webhooks/signing";
import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { startWebhookReceiver, type WebhookReceiver } from "#test-support/webhook-receiver";
import { createCharge } from "./studio-charges.service";

// The studio charging its clients through its own Asaas account, against the fake (decision 100,
// R-PAY-5 … R-PAY-10): the key sealed and never answered, Pix and boleto charges of a fees
// milestone, 20 parallel clicks → one charge, webhooks by the studio's token through the job
// runner in any order and once, another studio's charge a 404, the CSV and the portal's list.

const CREDENTIALS_KEY = "0f".repeat(32);
let ctx: TestContext;
let fake: FakeAsaas;
let receiver: WebhookReceiver;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  fake = await startFakeAsaas();
  receiver = await startWebhookReceiver();
  // Loopback webhooks allowed: the studio's "cobranca.paga" goes to this test's receiver.
  ctx = await createTestContext({ CREDENTIALS_KEY, STUDIO_PAYMENTS_BASE_URL: fake.baseUrl, WEBHOOKS_ALLOW_PRIVATE: "1" });
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1", createServer: http.createServer });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fake.close();
  await receiver.close();
  await ctx.close();
});

const FEES: FeeCalculationInput = {
  method: "valor-fixo",
  percentage: { costOrigin: "cub", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
  perSquareMetre: { area: 0, pricePerM2: 0 },
  fixed: { amount: 3_500_000 },
  stages: [
    { stage: "estudo-preliminar", bps: 5_000, hours: 0 },
    { stage: "anteprojeto", bps: 5_000, hours: 0 },
  ],
  milestones: [
    { trigger: "assinatura", bps: 3_000 },
    { trigger: "estudo-preliminar", bps: 3_000 },
    { trigger: "anteprojeto", bps: 4_000 },
  ],
};

async function runJobs() {
  const runner = ctx.jobRunner(() => new Date());
  for (let n = await runner.runDue(); n > 0; n = await runner.runDue());
}

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
let keyCounter = 0;
const key = () => `clique-${Date.now()}-${keyCounter++}`;

/** A studio with its Asaas account connected, a client with a CPF and a project with saved fees. */
async function studioWithProject({ document = "529.982.247-25" }: { document?: string | null } = {}) {
  const who = await signedInUser(ctx);
  const account = fake.addAccount();
  const saved = await who.client.answer(chargeAccountApi.save, { body: { apiKey: account.apiKey, fineBps: 200, interestBps: 100 } });
  // The webhook the studio's account registered, pointed at this test's loopback server.
  const hook = fake.webhookOf(account.apiKey)!;
  fake.setWebhook(hook.url.replace(/^https?:\/\/[^/]+/, origin), hook.authToken, account.apiKey);
  const email = `marina.${keyCounter++}@example.com`;
  const c = await addClient(who.client, { name: "Marina Duarte", email, phone: "(41) 99876-5432", ...(document ? { document } : {}) } as never);
  const project = await addProject(who.client, { name: "Casa Ipê", clientId: c.id } as never);
  await who.client.answer(feesApi.save, { params: { id: project.id }, body: FEES });
  return { ...who, account, saved, project, clientId: c.id, hook, email };
}

describe("the studio's Asaas account (R-PAY-5)", () => {
  it("keeps the key sealed, answers only its last 4 characters, registers the webhook with a token of the studio, and only owner or admin may", async () => {
    const s = await studioWithProject();
    expect(s.saved).toMatchObject({ available: true, connected: true, mode: "chave-propria", environment: "sandbox", apiKeyHint: s.account.apiKey.slice(-4), fineBps: 200, interestBps: 100 });
    expect(JSON.stringify(s.saved)).not.toContain(s.account.apiKey);
    const [row] = await ctx.database.db.select().from(studioGatewayAccount).where(eq(studioGatewayAccount.studioId, s.studioId));
    expect(row!.apiKeyEncrypted).not.toContain(s.account.apiKey.slice(11));
    expect(row!.webhookTokenSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(s.hook.url).toMatch(new RegExp(`/api/charges/webhooks/asaas/${s.studioId}$`));
    expect(s.hook.authToken!.length).toBeGreaterThanOrEqual(32);
    // A key Asaas refuses: 422 in pt-BR, nothing saved.
    const other = await signedInUser(ctx);
    const refused = await other.client.call(chargeAccountApi.save, { body: { apiKey: "$aact_hmlg_chave_que_nao_existe_0000", fineBps: 200, interestBps: 100 } });
    expect(refused.status).toBe(422);
    expect(refused.error?.fields?.apiKey).toMatch(/recusou esta chave/);
    // A fine over 2%: 422.
    expect((await other.client.call(chargeAccountApi.save, { body: { apiKey: s.account.apiKey, fineBps: 1_000, interestBps: 100 } })).status).toBe(422);
    // A plain member: 403.
    const member = await signedInUser(ctx);
    await joinStudio(ctx, member.userId, s.studioId, "member");
    expect((await member.client.call(chargeAccountApi.get)).status).toBe(403);
  });
});

describe("reconnecting the studio's Asaas account (R-PAY-5)", () => {
  it("leaves one webhook: the earlier one is removed from the same account, from an earlier account, and on disconnecting", async () => {
    const who = await signedInUser(ctx);
    const account = fake.addAccount();
    const save = (apiKey: string) => who.client.answer(chargeAccountApi.save, { body: { apiKey, fineBps: 200, interestBps: 100 } });
    await save(account.apiKey);
    const [first] = fake.webhooksOf(account.apiKey);
    expect(fake.webhooksOf(account.apiKey)).toHaveLength(1);
    // The same key again (a new token): one webhook, the new one, whose token the server accepts.
    await save(account.apiKey);
    const hooks = fake.webhooksOf(account.apiKey);
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.id).not.toBe(first!.id);
    expect(hooks[0]!.authToken).not.toBe(first!.authToken);
    const [row] = await ctx.database.db.select().from(studioGatewayAccount).where(eq(studioGatewayAccount.studioId, who.studioId));
    expect(row!.webhookTokenSha256).toBe(createHash("sha256").update(hooks[0]!.authToken!).digest("hex"));
    expect(fake.requests.filter((r) => r.method === "DELETE" && r.path === `/v3/webhooks/${first!.id}`)).toHaveLength(1);
    // Another account: the first account's webhook to us goes too.
    const second = fake.addAccount();
    await save(second.apiKey);
    expect(fake.webhooksOf(account.apiKey)).toHaveLength(0);
    expect(fake.webhooksOf(second.apiKey)).toHaveLength(1);
    // A webhook of the account that is not ours stays.
    fake.setWebhook("https://erp.example.com/asaas", "token-de-outro-sistema-0000000000000000", second.apiKey);
    await save(second.apiKey);
    expect(fake.webhooksOf(second.apiKey).map((h) => h.url)).toEqual(["https://erp.example.com/asaas", expect.stringMatching(new RegExp(`/api/charges/webhooks/asaas/${who.studioId}$`))]);
    // Disconnecting removes ours.
    expect((await who.client.call(chargeAccountApi.remove)).status).toBe(204);
    expect(fake.webhooksOf(second.apiKey).map((h) => h.url)).toEqual(["https://erp.example.com/asaas"]);
  });
});

describe("charges to the client (R-PAY-6)", () => {
  it("Pix: the milestone's amount in cents, QR code and copy-paste code, fine and interest sent to Asaas", async () => {
    const s = await studioWithProject();
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } });
    expect(charge).toMatchObject({ amountCents: 1_050_000, method: "pix", status: "pendente", fineBps: 200, interestBps: 100, boletoLine: null });
    expect(charge.pixPayload).toMatch(/^000201/);
    expect(charge.pixImage).toMatch(/^iVBOR/);
    expect(charge.invoiceUrl).toMatch(/\/i\//);
    expect(charge.whatsappUrl).toBe("https://wa.me/5541998765432");
    expect(charge.whatsappText).toContain("R$ 10.500,00");
    const sent = fake.payments().find((p) => p.externalReference === charge.id);
    expect(sent).toMatchObject({ value: 10_500, billingType: "PIX", fine: { value: 2, type: "PERCENTAGE" }, interest: { value: 1 } });
    expect(fake.customers().find((c) => c.id === sent!.customer)).toMatchObject({ cpfCnpj: "52998224725", name: "Marina Duarte" });
  });

  it("boleto: the digitable line and the PDF; a payment link: the hosted page", async () => {
    const s = await studioWithProject();
    const boleto = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "estudo-preliminar", method: "boleto", dueDate: tomorrow(), idempotencyKey: key() } });
    expect(boleto).toMatchObject({ amountCents: 1_050_000, method: "boleto", pixPayload: null });
    expect(boleto.boletoLine).toMatch(/^\d{47}$/);
    expect(boleto.boletoUrl).toMatch(/\/b\/pdf\//);
    const link = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "anteprojeto", method: "link", dueDate: tomorrow(), idempotencyKey: key() } });
    expect(link).toMatchObject({ amountCents: 1_400_000, method: "link" });
    expect(fake.payments().find((p) => p.externalReference === link.id)).toMatchObject({ billingType: "UNDEFINED" });
  });

  it("refuses in pt-BR a client without CPF/CNPJ, an invalid one, a past due date, and a milestone the fees lack", async () => {
    const s = await studioWithProject({ document: null });
    const base = { milestone: "assinatura" as const, method: "pix" as const, dueDate: tomorrow() };
    const missing = await s.client.call(projectChargesApi.create, { params: { id: s.project.id }, body: { ...base, idempotencyKey: key() } });
    expect(missing.status).toBe(422);
    expect(missing.error?.fields?.cpfCnpj).toMatch(/CPF ou o CNPJ do cliente/);
    const invalid = await s.client.call(projectChargesApi.create, { params: { id: s.project.id }, body: { ...base, cpfCnpj: "111.111.111-11", idempotencyKey: key() } });
    expect(invalid.status).toBe(422);
    expect(invalid.error?.fields?.cpfCnpj).toMatch(/dígitos verificadores/);
    const past = await s.client.call(projectChargesApi.create, { params: { id: s.project.id }, body: { ...base, cpfCnpj: "529.982.247-25", dueDate: "2020-01-02", idempotencyKey: key() } });
    expect(past.error?.fields?.dueDate).toMatch(/antes de hoje/);
    const lacking = await s.client.call(projectChargesApi.create, { params: { id: s.project.id }, body: { ...base, milestone: "projeto-executivo", cpfCnpj: "529.982.247-25", idempotencyKey: key() } });
    expect(lacking.error?.fields?.milestone).toMatch(/não está nos honorários/);
    expect(fake.payments().filter((p) => String(p.description).includes("Casa Ipê") && p.customer === undefined)).toEqual([]);
  });

  it("the CPF/CNPJ typed in the dialog wins over the client's stored one, and is kept on the client once Asaas took it", async () => {
    const s = await studioWithProject({ document: "529.982.247-25" });
    const made = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "link", dueDate: tomorrow(), cpfCnpj: "11.222.333/0001-81", idempotencyKey: key() } });
    const payment = fake.payments().find((p) => p.externalReference === made.id)!;
    expect(fake.customers().find((c) => c.id === payment.customer)).toMatchObject({ cpfCnpj: "11222333000181" });
    const [stored] = await ctx.database.db.select({ document: client.document }).from(client).where(eq(client.id, s.clientId));
    expect(stored!.document?.replace(/\D/g, "")).toBe("11222333000181");
  });

  it("a charge Asaas never made (its call failed) is neither listed nor counted as money to receive", async () => {
    const s = await studioWithProject();
    await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } });
    const before = await s.client.answer(cashApi.list, { query: { status: "todas" } });
    // What a timeout or a 5xx of Asaas leaves: the row written first, no gateway charge.
    await ctx.database.db.insert(studioCharge).values({
      id: crypto.randomUUID(),
      studioId: s.studioId,
      projectId: s.project.id,
      clientId: s.clientId,
      idempotencyKey: key(),
      milestone: "anteprojeto",
      description: "Na entrega: Anteprojeto – Casa Ipê",
      amountCents: 1_400_000,
      method: "pix",
      dueDate: tomorrow(),
      fineBps: 200,
      interestBps: 100,
    });
    expect(await s.client.answer(cashApi.list, { query: { status: "todas" } })).toEqual(before);
    expect((await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } })).charges).toHaveLength(1);
  });

  it("a slow Asaas outlasting the claim does not let a second click make a second charge (the claim is held while the call is in flight)", async () => {
    const s = await studioWithProject();
    // Asaas takes 1,5 s to make the charge; the claim lasts 0,3 s: without holding it, the second
    // click would take it over at 0,7 s, find nothing by our id yet, and make a second charge.
    fake.slowCharges(1_500, s.account.apiKey);
    try {
      const deps = { db: ctx.database.db, credentialsKey: Buffer.from(CREDENTIALS_KEY, "hex"), asaasBaseUrl: fake.baseUrl, baseUrl: origin };
      const scope = await scopeOf(ctx, s.userId);
      const input: ChargeInput = { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key(), cpfCnpj: null };
      const first = createCharge({ deps, scope, projectId: s.project.id, input, claimMs: 300 });
      await new Promise((resolve) => setTimeout(resolve, 700));
      const second = createCharge({ deps, scope, projectId: s.project.id, input, claimMs: 300 });
      const [a, b] = await Promise.all([first, second]);
      expect(b.id).toBe(a.id);
      expect(fake.payments().filter((p) => p.externalReference === a.id)).toHaveLength(1);
      expect(fake.requests.filter((r) => r.method === "POST" && r.path === "/v3/payments" && (r.body as { externalReference?: string } | null)?.externalReference === a.id)).toHaveLength(1);
    } finally {
      fake.slowCharges(0, s.account.apiKey);
    }
  });

  it("20 parallel clicks with one idempotency key make one charge at the gateway and one row", async () => {
    const s = await studioWithProject();
    const body = { milestone: "assinatura" as const, method: "boleto" as const, dueDate: tomorrow(), idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.client.call(projectChargesApi.create, { params: { id: s.project.id }, body })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.data!.id)).size).toBe(1);
    const id = answers[0]!.data!.id;
    expect(fake.payments().filter((p) => p.externalReference === id)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.method === "POST" && r.path === "/v3/payments" && (r.body as { externalReference?: string }).externalReference === id)).toHaveLength(1);
    const [{ n }] = (await ctx.database.db.select({ n: count() }).from(studioCharge).where(eq(studioCharge.studioId, s.studioId))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("another studio's project or charge list is a 404", async () => {
    const s = await studioWithProject();
    const other = await studioWithProject();
    expect((await other.client.call(projectChargesApi.list, { params: { id: s.project.id } })).status).toBe(404);
    expect((await other.client.call(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } })).status).toBe(404);
  });

  it("follows the fees' plans: Esboço after its trial gets the fees' pt-BR 403 and nothing reaches the gateway", async () => {
    const s = await studioWithProject();
    await ctx.database.db.update(studio).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(studio.id, s.studioId));
    const before = fake.payments().length;
    const refused = await s.client.call(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } });
    expect([refused.status, refused.error?.message]).toEqual([403, expect.stringContaining("Veja os planos em /dashboard/planos.")]);
    expect(fake.payments().length).toBe(before);
    expect(await ctx.database.db.select().from(studioCharge).where(eq(studioCharge.projectId, s.project.id))).toEqual([]);
  });
});

describe("webhooks of the studio's account (R-PAY-7)", () => {
  it("paid → paga after the job; the same delivery twice and an overdue after it change nothing; a forged one is 401 and stores nothing", async () => {
    const s = await studioWithProject();
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } });
    const gatewayId = fake.payments().find((p) => p.externalReference === charge.id)!.id as string;
    const paid = await fake.pay(gatewayId, "pix");
    expect(paid.status).toBe(200);
    // Stored, not yet applied: the job runner applies it.
    expect((await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } })).charges[0]!.status).toBe("pendente");
    await runJobs();
    expect((await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } })).charges[0]).toMatchObject({ status: "paga" });
    expect((await fake.redeliver(paid.eventId)).status).toBe(200);
    // Out of order: "overdue" after "received" does not move it back.
    expect((await fake.sendEvent("PAYMENT_OVERDUE", gatewayId, s.hook.authToken)).status).toBe(200);
    await runJobs();
    const [row] = await ctx.database.db.select().from(studioCharge).where(eq(studioCharge.id, charge.id));
    expect(row).toMatchObject({ status: "paga" });
    expect(row!.paidAt).not.toBeNull();
    const events = await ctx.database.db.select().from(studioChargeEvent).where(eq(studioChargeEvent.studioId, s.studioId));
    expect(events.filter((e) => e.eventId === paid.eventId)).toHaveLength(1);
    // Forged: another token, or another studio's token on this studio's address.
    const other = await studioWithProject();
    expect((await fake.sendEvent("PAYMENT_RECEIVED", gatewayId, "token-falso-com-mais-de-trinta-e-dois-caracteres")).status).toBe(401);
    expect((await fake.sendEvent("PAYMENT_RECEIVED", gatewayId, other.hook.authToken)).status).toBe(401);
    expect((await fake.sendEvent("PAYMENT_RECEIVED", gatewayId, undefined)).status).toBe(401);
    expect(await ctx.database.db.select().from(studioChargeEvent).where(and(eq(studioChargeEvent.studioId, s.studioId)))).toHaveLength(events.length);
  });

  it("a link paid by card: the webhook carries the card, the stored event does not (decision 091)", async () => {
    const s = await studioWithProject();
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "link", dueDate: tomorrow(), idempotencyKey: key() } });
    const gatewayId = fake.payments().find((p) => p.externalReference === charge.id)!.id as string;
    const paid = await fake.pay(gatewayId, "card");
    expect(paid.status).toBe(200);
    await runJobs();
    const sent = (JSON.parse(paid.body) as { payment: { creditCard: { creditCardToken: string } } }).payment.creditCard;
    expect(sent).toMatchObject({ creditCardNumber: "8829", creditCardBrand: "MASTERCARD" });
    expect(sent.creditCardToken).toMatch(/^[0-9a-f-]{36}$/);
    const [stored] = await ctx.database.db.select().from(studioChargeEvent).where(and(eq(studioChargeEvent.studioId, s.studioId), eq(studioChargeEvent.eventId, paid.eventId)));
    expect(stored!.body).toMatchObject({ event: "PAYMENT_CONFIRMED", payment: { id: gatewayId, status: "CONFIRMED", billingType: "CREDIT_CARD" } });
    const text = JSON.stringify(stored!.body);
    expect(text).not.toContain(sent.creditCardToken);
    expect(text).not.toMatch(/creditCard|MASTERCARD/);
    expect((await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } })).charges[0]).toMatchObject({ status: "paga" });
  });

  it("overdue first and paid later ends paga (any order)", async () => {
    const s = await studioWithProject();
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "boleto", dueDate: tomorrow(), idempotencyKey: key() } });
    const gatewayId = fake.payments().find((p) => p.externalReference === charge.id)!.id as string;
    await fake.expire(gatewayId);
    await runJobs();
    expect((await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } })).charges[0]!.status).toBe("vencida");
    await fake.pay(gatewayId, "boleto");
    await runJobs();
    expect((await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } })).charges[0]!.status).toBe("paga");
  });
});

describe("the studio's own webhooks hear a charge paid (R-HOOK-7)", () => {
  it("paid through Asaas's webhook → one signed cobranca.paga, in the change's transaction; a repeat or a later overdue sends no other", async () => {
    const s = await studioWithProject();
    await setPlan(ctx, s.userId, "obra-prima");
    const hook = await s.client.answer(webhooksApi.create, { body: { url: receiver.url, events: ["cobranca.paga"] } });
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } });
    const gatewayId = fake.payments().find((p) => p.externalReference === charge.id)!.id as string;
    const eventsOf = () => ctx.database.db.select().from(webhookEvent).where(and(eq(webhookEvent.studioId, s.studioId), eq(webhookEvent.type, "cobranca.paga")));
    // Overdue first: not paid, no event.
    await fake.expire(gatewayId);
    await runJobs();
    expect(await eventsOf()).toEqual([]);

    const paid = await fake.pay(gatewayId, "pix");
    expect(paid.status).toBe(200);
    const before = receiver.received.length;
    await runJobs();
    const [row] = await ctx.database.db.select().from(studioCharge).where(eq(studioCharge.id, charge.id));
    const events = await eventsOf();
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      charge: { id: charge.id, description: charge.description, amountCents: 1_050_000, method: "pix", dueDate: charge.dueDate, milestone: "assinatura", paidAt: row!.paidAt!.toISOString() },
      project: { id: s.project.id },
      client: { id: s.clientId },
    });
    // Delivered by the job runner, signed with the endpoint's secret.
    const delivered = receiver.received.slice(before);
    expect(delivered).toHaveLength(1);
    expect(verifySignature(hook.secret, String(delivered[0]!.headers["prancheta-signature"]), delivered[0]!.body)).toBe(true);
    expect(JSON.parse(delivered[0]!.body)).toMatchObject({ id: events[0]!.id, type: "cobranca.paga", data: { charge: { id: charge.id } } });

    // The same delivery again, a second "received" and a late overdue: the charge stays paga, no new event.
    expect((await fake.redeliver(paid.eventId)).status).toBe(200);
    expect((await fake.sendEvent("PAYMENT_RECEIVED", gatewayId, s.hook.authToken)).status).toBe(200);
    expect((await fake.sendEvent("PAYMENT_OVERDUE", gatewayId, s.hook.authToken)).status).toBe(200);
    await runJobs();
    expect(await eventsOf()).toHaveLength(1);
    expect(receiver.received.length).toBe(before + 1);
  });
});

describe("reminders (R-PAY-9)", () => {
  it("e-mails the client REMINDER_DAYS_BEFORE days before the due date while the charge is open; a paid charge gets nothing", async () => {
    const s = await studioWithProject();
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const open = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "boleto", dueDate: due, idempotencyKey: key() } });
    const paid = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "anteprojeto", method: "pix", dueDate: due, idempotencyKey: key() } });
    await fake.pay(fake.payments().find((p) => p.externalReference === paid.id)!.id as string, "pix");
    await runJobs();
    const before = ctx.mails.length;
    const runAt = async (at: Date) => {
      const runner = ctx.jobRunner(() => at);
      for (let n = await runner.runDue(); n > 0; n = await runner.runDue());
      return ctx.mails.slice(before).filter((m) => m.to === s.email);
    };
    // 09:00 in Brasília (12:00 UTC) on the due date minus REMINDER_DAYS_BEFORE; half an hour later on the runner's clock.
    const reminderDay = new Date(`${due}T12:30:00Z`);
    reminderDay.setUTCDate(reminderDay.getUTCDate() - REMINDER_DAYS_BEFORE);
    expect(await runAt(new Date(reminderDay.getTime() - 86_400_000))).toEqual([]);
    const sent = await runAt(reminderDay);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: `Lembrete: cobrança de R$ 10.500,00 vence em ${dateBr(due)}` });
    expect(sent[0]!.text).toContain(open.invoiceUrl!);
    expect(sent[0]!.fromName).toMatch(/ via Prancheta$/);
    // Once: the same day again sends nothing more.
    expect(await runAt(new Date(reminderDay.getTime() + 60 * 60_000))).toHaveLength(1);
  });

  it("e-mails the client after the due date while unpaid, in the studio's name; a paid charge sends nothing", async () => {
    const s = await studioWithProject();
    const due = tomorrow();
    const open = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "boleto", dueDate: due, idempotencyKey: key() } });
    const paid = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "anteprojeto", method: "pix", dueDate: due, idempotencyKey: key() } });
    await fake.pay(fake.payments().find((p) => p.externalReference === paid.id)!.id as string, "pix");
    await runJobs();
    const before = ctx.mails.length;
    // The runner's clock two days after the due date: the "after" reminders are due.
    const later = new Date(`${due}T15:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    const runner = ctx.jobRunner(() => later);
    for (let n = await runner.runDue(); n > 0; n = await runner.runDue());
    const sent = ctx.mails.slice(before).filter((m) => m.to === s.email);
    expect(sent).toHaveLength(1);
    const [y, m, d] = due.split("-");
    expect(sent[0]).toMatchObject({ subject: `Cobrança vencida em ${d}/${m}/${y}: Na assinatura do contrato – Casa Ipê` });
    expect(sent[0]!.text).toContain("R$ 10.500,00");
    expect(sent[0]!.text).toContain(open.invoiceUrl!);
    expect(sent[0]!.fromName).toMatch(/ via Prancheta$/);
  });
});

describe("the cash view, its CSV and the portal (R-PAY-8, R-PAY-10)", () => {
  it("totals received, to receive and overdue; the CSV with pt-BR headers, ';', 1234,56 and dd/MM/yyyy; the portal lists the charges", async () => {
    const s = await studioWithProject();
    const due = tomorrow();
    const a = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: due, idempotencyKey: key() } });
    await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "anteprojeto", method: "boleto", dueDate: due, idempotencyKey: key() } });
    await fake.pay(fake.payments().find((p) => p.externalReference === a.id)!.id as string, "pix");
    await runJobs();
    const view = await s.client.answer(cashApi.list, { query: { status: "todas" } });
    expect(view.totals).toEqual({ receivedCents: 1_050_000, toReceiveCents: 1_400_000, overdueCents: 0 });
    expect(view.charges).toHaveLength(2);
    const csv = await s.client.call(cashApi.csv, { query: { status: "todas" } });
    expect(csv.res.headers.get("content-type")).toMatch(/^text\/csv/);
    const text = (await csv.res.text()).replace(/^\uFEFF/, "");
    const [y, m, d] = due.split("-");
    expect(text.split("\r\n")).toEqual([
      "Projeto;Cliente;Descrição;Forma;Vencimento;Valor (R$);Situação;Pago em",
      expect.stringMatching(new RegExp(`^Casa Ipê;Marina Duarte;Na assinatura do contrato – Casa Ipê;Pix;${d}/${m}/${y};10500,00;Paga;\\d{2}/\\d{2}/\\d{4}$`)),
      `Casa Ipê;Marina Duarte;Na entrega: Anteprojeto – Casa Ipê;Boleto;${d}/${m}/${y};14000,00;Pendente;`,
      "",
    ]);
    // Another studio sees none of them.
    const other = await signedInUser(ctx);
    expect((await other.client.answer(cashApi.list, { query: { status: "todas" } })).charges).toEqual([]);
    // The portal, by the link's token.
    const link = await s.client.answer(portalApi.createLink, { params: { id: s.project.id } });
    const token = link.url.split("/").pop()!;
    const portal = await new TestClient(ctx).answer(publicPortalApi.charges, { params: { token } });
    expect(portal.charges.map((c) => [c.amountCents, c.status, c.method])).toEqual([
      [1_050_000, "paga", "pix"],
      [1_400_000, "pendente", "boleto"],
    ]);
    expect(portal.charges[1]!.boletoLine).toMatch(/^\d{47}$/);
    expect(portal.charges[0]!.pixPayload).toMatch(/^000201/);
  });
});
