import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashApi, chargeAccountApi, chargeNfseApi, projectChargesApi } from "#domain/contracts/studio-charges";
import { feesApi } from "#domain/contracts/fees";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import type { NfseSettings } from "#domain/studio-charges.schema";
import { job, notification, studioCharge } from "#server/db/schema";
import { ensureRecurringJobs, jobHandlers } from "#server/jobs/handlers";
import { JobRunner } from "#server/jobs/runner";
import { createLogger } from "#server/lib/logger";
import { createAsaasGateway } from "#server/payments/asaas";
import { createTestContext, scopeOf, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject } from "#server/test/studio";
import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { createCharge, getChargeAccount, INVOICE_MAX_POLLS, invoicePollDelayMs, NFSE_ASAAS_AWAY, NFSE_NO_ANSWER, NO_CREDENTIALS_KEY_CONNECTED, NO_CREDENTIALS_KEY_DISCONNECTED, NO_CREDENTIALS_KEY_NFSE } from "./studio-charges.service";
import { STUDIO_RECONCILIATION } from "./studio-reconciliation";

// The NFS-e of each fee the client paid, in the studio's own name through its own Asaas account
// (R-PAY-12, decision 100): asked by the job runner once the webhook says paid, once per charge
// whatever the deliveries, read again until the city hall answers, and a refusal kept in pt-BR.

const CREDENTIALS_KEY = "1e".repeat(32);
let ctx: TestContext;
let fake: FakeAsaas;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  fake = await startFakeAsaas();
  ctx = await createTestContext({ CREDENTIALS_KEY, STUDIO_PAYMENTS_BASE_URL: fake.baseUrl });
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1", createServer: http.createServer });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fake.close();
  await ctx.close();
});

const FEES: FeeCalculationInput = {
  method: "valor-fixo",
  percentage: { costOrigin: "cub", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
  perSquareMetre: { area: 0, pricePerM2: 0 },
  fixed: { amount: 2_000_000 },
  stages: [{ stage: "estudo-preliminar", bps: 10_000, hours: 0 }],
  milestones: [
    { trigger: "assinatura", bps: 4_000 },
    { trigger: "estudo-preliminar", bps: 6_000 },
  ],
};

const NFSE: NfseSettings = { enabled: true, serviceId: null, serviceCode: "07.01", serviceName: "Engenharia, arquitetura e urbanismo", issBps: 350, retainIss: false };

/** The job runner at `at` (the invoice is read again an hour after it was asked). */
async function runJobs(at = new Date()) {
  const runner = ctx.jobRunner(() => at);
  for (let n = await runner.runDue(); n > 0; n = await runner.runDue());
}
const due = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
let counter = 0;
const key = () => `nfse-${Date.now()}-${counter++}`;

async function studio({ nfse = NFSE as NfseSettings | null, fiscalInfo = true } = {}) {
  const who = await signedInUser(ctx);
  const account = fake.addAccount({ fiscalInfo });
  const saved = await who.client.answer(chargeAccountApi.save, { body: { apiKey: account.apiKey, fineBps: 200, interestBps: 100, ...(nfse ? { nfse } : {}) } });
  const hook = fake.webhookOf(account.apiKey)!;
  fake.setWebhook(hook.url.replace(/^https?:\/\/[^/]+/, origin), hook.authToken, account.apiKey);
  const c = await addClient(who.client, { name: "Helena Prado", email: `helena.${counter++}@example.com`, document: "529.982.247-25" } as never);
  const project = await addProject(who.client, { name: "Casa Jacarandá", clientId: c.id } as never);
  await who.client.answer(feesApi.save, { params: { id: project.id }, body: FEES });
  return { ...who, account, saved, project, hook };
}

async function paidCharge(s: Awaited<ReturnType<typeof studio>>) {
  const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: due(), idempotencyKey: key() } });
  const gatewayId = fake.payments().find((p) => p.externalReference === charge.id)!.id as string;
  const paid = await fake.pay(gatewayId, "pix");
  expect(paid.status).toBe(200);
  return { charge, gatewayId, paid };
}

const listed = async (s: Awaited<ReturnType<typeof studio>>) => (await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } })).charges[0]!;

describe("the studio's NFS-e settings (R-PAY-12)", () => {
  it("are saved with the account and answered; enabled without the city's service or the ISS is a pt-BR 422", async () => {
    const s = await studio();
    expect(s.saved.nfse).toEqual(NFSE);
    const again = await s.client.answer(chargeAccountApi.get);
    expect(again.nfse).toEqual(NFSE);
    const refused = await s.client.call(chargeAccountApi.save, { body: { fineBps: 200, interestBps: 100, nfse: { enabled: true, serviceId: null, serviceCode: null, serviceName: null, issBps: null, retainIss: false } } });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.error)).toMatch(/código do serviço municipal/);
    expect(JSON.stringify(refused.error)).toMatch(/alíquota do ISS/);
    const tooMuchIss = await s.client.call(chargeAccountApi.save, { body: { fineBps: 200, interestBps: 100, nfse: { ...NFSE, issBps: 600 } } });
    expect(tooMuchIss.status).toBe(422);
    // Only fine and interest: the NFS-e settings stay.
    expect((await s.client.answer(chargeAccountApi.save, { body: { fineBps: 100, interestBps: 100 } })).nfse).toEqual(NFSE);
  });
});

describe("the NFS-e of a received fee (R-PAY-12)", () => {
  it("paid → the job schedules one invoice in the studio's account; duplicate and later deliveries ask for no other; authorized → number and PDF on the project and the cash view", async () => {
    const s = await studio();
    const { charge, gatewayId, paid } = await paidCharge(s);
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(0);
    await runJobs();
    const asked = fake.invoices().filter((i) => i.payment === gatewayId);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ status: "SCHEDULED", value: 8000, municipalServiceCode: "07.01", municipalServiceName: "Engenharia, arquitetura e urbanismo", taxes: { iss: 3.5, retainIss: false } });
    expect(String(asked[0]!.serviceDescription)).toContain("Casa Jacarandá");
    // Asked with the studio's own key, not Prancheta's.
    const post = fake.requests.filter((r) => r.method === "POST" && r.path === "/v3/invoices").at(-1)!;
    expect(post.headers.access_token).toBe(s.account.apiKey);
    expect(await listed(s)).toMatchObject({ id: charge.id, status: "paga", nfse: { status: "agendada", number: null, pdfUrl: null, error: null } });

    // The same delivery again, a second "received" and a "confirmed": still one invoice.
    await fake.redeliver(paid.eventId);
    await fake.sendEvent("PAYMENT_RECEIVED", gatewayId, s.hook.authToken);
    await fake.sendEvent("PAYMENT_CONFIRMED", gatewayId, s.hook.authToken);
    await runJobs();
    await runJobs(new Date(Date.now() + 2 * 3_600_000));
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(1);

    fake.authorizeInvoice(String(asked[0]!.id));
    await runJobs(new Date(Date.now() + 4 * 3_600_000));
    const issued = await listed(s);
    expect(issued.nfse).toMatchObject({ status: "emitida", number: expect.stringMatching(/^\d+$/), pdfUrl: expect.stringMatching(/\.pdf$/), error: null });
    const cash = await s.client.answer(cashApi.list, { query: { status: "recebidas" } });
    expect(cash.charges.find((c) => c.id === charge.id)!.nfse).toMatchObject({ status: "emitida" });
    // Emitted: nothing is polled any more.
    const [pending] = await ctx.database.db.select().from(job).where(eq(job.key, `nota-fiscal-estudio:${charge.id}`));
    expect(pending!.status).toBe("concluido");
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(1);
  });

  it("a studio that did not enable it gets no invoice", async () => {
    const s = await studio({ nfse: null });
    expect(s.saved.nfse.enabled).toBe(false);
    const { gatewayId } = await paidCharge(s);
    await runJobs();
    expect(await listed(s)).toMatchObject({ status: "paga", nfse: null });
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(0);
  });

  it("an account without fiscal information at Asaas: the refusal is kept in pt-BR for the studio, not retried, not lost", async () => {
    const s = await studio({ fiscalInfo: false });
    const { charge, gatewayId } = await paidCharge(s);
    await runJobs();
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(0);
    const shown = await listed(s);
    expect(shown.nfse).toMatchObject({ status: "erro", number: null });
    expect(shown.nfse!.error).toMatch(/^O Asaas não agendou a nota fiscal: confira as informações fiscais/);
    expect(shown.nfse!.error).toMatch(/informações fiscais da empresa/);
    const [done] = await ctx.database.db.select().from(job).where(eq(job.key, `nota-fiscal-estudio:${charge.id}`));
    expect(done!.status).toBe("concluido");
  });

  it("an invoice the city hall refuses shows the city's reason", async () => {
    const s = await studio();
    const { charge, gatewayId } = await paidCharge(s);
    await runJobs();
    const [invoice] = fake.invoices().filter((i) => i.payment === gatewayId);
    fake.rejectInvoice(String(invoice!.id), "Código de serviço 07.01 não habilitado para o prestador.");
    await runJobs(new Date(Date.now() + 2 * 3_600_000));
    const [row] = await ctx.database.db.select().from(studioCharge).where(eq(studioCharge.id, charge.id));
    expect(row).toMatchObject({ nfseStatus: "erro", nfseError: "A prefeitura recusou a nota fiscal: Código de serviço 07.01 não habilitado para o prestador." });
  });

  it("another studio can neither see a studio's invoice nor ask it again; it is asked with the owner's own key only", async () => {
    const a = await studio({ fiscalInfo: false });
    const { charge, gatewayId } = await paidCharge(a);
    await runJobs();
    expect((await listed(a)).nfse!.status).toBe("erro");
    const b = await studio();
    // Through B's session: A's charge under A's project, and under B's own project.
    expect((await b.client.call(chargeNfseApi.retry, { params: { id: a.project.id, chargeId: charge.id } })).status).toBe(404);
    expect((await b.client.call(chargeNfseApi.retry, { params: { id: b.project.id, chargeId: charge.id } })).status).toBe(404);
    expect((await b.client.answer(cashApi.list, { query: { status: "todas" } })).charges.map((c) => c.id)).not.toContain(charge.id);
    expect((await listed(a)).nfse!.status).toBe("erro");
    expect((await invoiceJob(charge.id)).status).toBe("concluido");
    // A fixes its fiscal information and asks again: the invoice is asked in A's account, with A's key.
    fake.setFiscalInfo(a.account.apiKey, true);
    await a.client.answer(chargeNfseApi.retry, { params: { id: a.project.id, chargeId: charge.id } });
    await runJobs();
    const asked = fake.requests.filter((r) => r.method === "POST" && r.path === "/v3/invoices" && (r.body as { payment?: string } | null)?.payment === gatewayId);
    expect(asked.map((r) => r.headers.access_token)).toEqual([a.account.apiKey, a.account.apiKey]);
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(1);
  });
});

describe("asking again for an invoice in erro (R-PAY-12)", () => {
  it("after the studio fixes the cause: one invoice at Asaas whatever the clicks, repeated or racing", async () => {
    const s = await studio({ fiscalInfo: false });
    const { charge, gatewayId } = await paidCharge(s);
    await runJobs();
    expect((await listed(s)).nfse!.status).toBe("erro");
    fake.setFiscalInfo(s.account.apiKey, true);
    const params = { id: s.project.id, chargeId: charge.id };
    const racing = await Promise.all(Array.from({ length: 5 }, () => s.client.call(chargeNfseApi.retry, { params })));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(racing.map((r) => r.data?.nfse?.status)).toEqual(Array(5).fill("agendada"));
    await runJobs();
    const invoices = () => fake.invoices().filter((i) => i.payment === gatewayId);
    expect(invoices()).toHaveLength(1);
    expect(invoices()[0]).toMatchObject({ status: "SCHEDULED", externalReference: charge.id });
    // Again while it is with the city hall: answered as it is, nothing asked.
    expect((await s.client.answer(chargeNfseApi.retry, { params })).nfse).toMatchObject({ status: "agendada", error: null });
    await runJobs();
    expect(invoices()).toHaveLength(1);
    fake.authorizeInvoice(String(invoices()[0]!.id));
    await runJobs(new Date(Date.now() + 3_600_000));
    expect((await s.client.answer(chargeNfseApi.retry, { params })).nfse).toMatchObject({ status: "emitida", number: expect.stringMatching(/^\d+$/) });
    await runJobs(new Date(Date.now() + 2 * 3_600_000));
    expect(invoices()).toHaveLength(1);
  });

  it("refused by the city hall: a new invoice is asked (the refused one stays ERROR at Asaas, one alive)", async () => {
    const s = await studio();
    const { charge, gatewayId } = await paidCharge(s);
    await runJobs();
    const [first] = fake.invoices().filter((i) => i.payment === gatewayId);
    fake.rejectInvoice(String(first!.id), "Inscrição municipal inválida.");
    await runJobs(new Date(Date.now() + 3_600_000));
    expect((await listed(s)).nfse!.status).toBe("erro");
    await s.client.answer(chargeNfseApi.retry, { params: { id: s.project.id, chargeId: charge.id } });
    await runJobs(new Date(Date.now() + 3_600_000));
    const all = fake.invoices().filter((i) => i.payment === gatewayId);
    expect(all.map((i) => i.status)).toEqual(["ERROR", "SCHEDULED"]);
    expect((await listed(s)).nfse).toMatchObject({ status: "agendada", error: null });
  });

  it("given up on while still in progress at Asaas: the same invoice is taken up again, no second one", async () => {
    const s = await studio();
    const { charge, gatewayId } = await paidCharge(s);
    await runJobs();
    // The state the bounded polling leaves (tested above), without its twenty looks.
    await ctx.database.db.update(studioCharge).set({ nfseStatus: "erro", nfseError: NFSE_NO_ANSWER }).where(eq(studioCharge.id, charge.id));
    await s.client.answer(chargeNfseApi.retry, { params: { id: s.project.id, chargeId: charge.id } });
    await runJobs(new Date(Date.now() + 3_600_000));
    const all = fake.invoices().filter((i) => i.payment === gatewayId);
    expect(all).toHaveLength(1);
    fake.authorizeInvoice(String(all[0]!.id));
    await runJobs(new Date(Date.now() + 4 * 3_600_000));
    expect((await listed(s)).nfse).toMatchObject({ status: "emitida", error: null });
  });

  it("a charge whose invoice is not in erro is a pt-BR 409; an unknown charge or project a 404", async () => {
    const s = await studio({ nfse: null });
    const { charge } = await paidCharge(s);
    await runJobs();
    const none = await s.client.call(chargeNfseApi.retry, { params: { id: s.project.id, chargeId: charge.id } });
    expect(none.status).toBe(409);
    expect(JSON.stringify(none.error)).toMatch(/não tem nota fiscal com erro/);
    expect((await s.client.call(chargeNfseApi.retry, { params: { id: s.project.id, chargeId: randomUUID() } })).status).toBe(404);
    expect((await s.client.call(chargeNfseApi.retry, { params: { id: randomUUID(), chargeId: charge.id } })).status).toBe(404);
  });
});

describe("a server without CREDENTIALS_KEY (R-PAY-12): said, never a silent no-op", () => {
  it("the paid fee's invoice is marked erro with the reason in pt-BR, nothing asked of Asaas", async () => {
    const s = await studio();
    const { charge, gatewayId } = await paidCharge(s);
    // The same database, a job worker whose server lost the key.
    const config = { ...ctx.config, studioPayments: { ...ctx.config.studioPayments, credentialsKey: undefined } };
    const logger = createLogger("silent");
    const runner = new JobRunner({ db: ctx.database.db, handlers: jobHandlers({ db: ctx.database.db, mailer: { send: () => undefined, drain: async () => {}, deliver: async () => {} }, config, logger }), logger, clock: () => new Date() });
    for (let n = await runner.runDue(); n > 0; n = await runner.runDue());
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(0);
    expect((await listed(s)).nfse).toEqual({ status: "erro", number: null, pdfUrl: null, error: NO_CREDENTIALS_KEY_NFSE });
    const [done] = await ctx.database.db.select().from(job).where(eq(job.key, `nota-fiscal-estudio:${charge.id}`));
    expect(done!.status).toBe("concluido");
  });

  it("the account view says why, connected or not; charging is a 503 in pt-BR", async () => {
    const s = await studio();
    const scope = await scopeOf(ctx, s.userId);
    const deps = { db: ctx.database.db, credentialsKey: undefined, asaasBaseUrl: fake.baseUrl, baseUrl: "http://localhost" };
    expect(await getChargeAccount({ deps, scope })).toMatchObject({ available: false, connected: true, unavailableReason: NO_CREDENTIALS_KEY_CONNECTED });
    expect((await s.client.answer(chargeAccountApi.get)).unavailableReason).toBeNull();
    await expect(createCharge({ deps, scope, projectId: s.project.id, input: { milestone: "assinatura", method: "pix", dueDate: due(), cpfCnpj: null, idempotencyKey: key() } })).rejects.toMatchObject({ status: 503, message: NO_CREDENTIALS_KEY_CONNECTED });
    const bare = await createTestContext({});
    try {
      const who = await signedInUser(bare);
      expect(await who.client.answer(chargeAccountApi.get)).toMatchObject({ available: false, connected: false, unavailableReason: NO_CREDENTIALS_KEY_DISCONNECTED });
    } finally {
      await bare.close();
    }
  });
});

const invoiceJob = async (chargeId: string) => (await ctx.database.db.select().from(job).where(eq(job.key, `nota-fiscal-estudio:${chargeId}`)))[0]!;

describe("an invoice the city hall does not answer (R-PAY-12): read again with backoff, bounded, then marked and told", () => {
  it("reads it again at growing intervals, at most INVOICE_MAX_POLLS times; then erro in pt-BR, the owner notified once, nothing more polled", async () => {
    const s = await studio();
    const { charge, gatewayId } = await paidCharge(s);
    let at = Date.now();
    await runJobs(new Date(at));
    const [invoice] = fake.invoices().filter((i) => i.payment === gatewayId);
    const reads = () => fake.requests.filter((r) => r.method === "GET" && r.path === `/v3/invoices/${String(invoice!.id)}`).length;
    const gaps: number[] = [];
    for (let n = 0; n < INVOICE_MAX_POLLS; n++) {
      const waiting = await invoiceJob(charge.id);
      expect(waiting.status).toBe("pendente");
      gaps.push(waiting.runAt.getTime() - at);
      at = waiting.runAt.getTime();
      await runJobs(new Date(at - 1));
      expect(reads()).toBe(n);
      await runJobs(new Date(at));
      expect(reads()).toBe(n + 1);
    }
    expect(gaps).toEqual(Array.from({ length: INVOICE_MAX_POLLS }, (_, n) => invoicePollDelayMs(n)));
    expect(gaps[0]).toBe(5 * 60_000);
    expect(gaps.at(-1)).toBe(6 * 3_600_000);
    expect((await listed(s)).nfse).toEqual({ status: "erro", number: null, pdfUrl: null, error: NFSE_NO_ANSWER });
    expect((await invoiceJob(charge.id)).status).toBe("concluido");
    await runJobs(new Date(at + 30 * 86_400_000));
    expect(reads()).toBe(INVOICE_MAX_POLLS);
    const notices = await ctx.database.db.select().from(notification).where(eq(notification.userId, s.userId));
    expect(notices.filter((n) => n.kind === "cobranca")).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^Nota fiscal não emitida: /), body: expect.stringContaining(NFSE_NO_ANSWER), link: `/dashboard/projetos/${s.project.id}` }),
    ]);
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(1);
  });

  it("Asaas away through every attempt of the job: the last one marks it erro and tells the studio, not left in progress", async () => {
    const s = await studio();
    const { charge, gatewayId } = await paidCharge(s);
    let at = Date.now();
    fake.outage(1_000);
    try {
      for (let attempt = 1; ; attempt++) {
        await runJobs(new Date(at));
        const row = await invoiceJob(charge.id);
        if (row.status !== "pendente") break;
        expect(attempt).toBeLessThan(row.maxAttempts);
        expect((await listed(s)).nfse!.status).toBe("agendada");
        at = row.runAt.getTime();
      }
    } finally {
      fake.outage(0);
    }
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(0);
    expect((await listed(s)).nfse).toMatchObject({ status: "erro", error: NFSE_ASAAS_AWAY });
    expect((await invoiceJob(charge.id)).status).toBe("concluido");
    const notices = await ctx.database.db.select().from(notification).where(eq(notification.userId, s.userId));
    expect(notices.filter((n) => n.kind === "cobranca" && n.body.includes(NFSE_ASAAS_AWAY))).toHaveLength(1);
  });
});

describe("the provider's links stored and shown (R-PAY-6, R-PAY-12): https only", () => {
  it("a payment page, boleto or invoice PDF on plain http elsewhere than the fake's loopback is not kept; https is", async () => {
    const s = await studio();
    try {
      fake.linksAt("http://pagamentos.example.com");
      const made = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "boleto", dueDate: due(), idempotencyKey: key() } });
      expect(made).toMatchObject({ invoiceUrl: null, boletoUrl: null });
      const gatewayId = fake.payments().find((p) => p.externalReference === made.id)!.id as string;
      expect(String(fake.payment(gatewayId)!.invoiceUrl)).toMatch(/^http:\/\/pagamentos\.example\.com\//);
      await fake.pay(gatewayId, "boleto");
      await runJobs();
      const [invoice] = fake.invoices().filter((i) => i.payment === gatewayId);
      fake.authorizeInvoice(String(invoice!.id));
      await runJobs(new Date(Date.now() + 3_600_000));
      const [row] = await ctx.database.db.select().from(studioCharge).where(eq(studioCharge.id, made.id));
      expect(row).toMatchObject({ invoiceUrl: null, boletoUrl: null, nfseStatus: "emitida", nfsePdfUrl: null });

      fake.linksAt("https://pagamentos.example.com");
      const safe = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "estudo-preliminar", method: "boleto", dueDate: due(), idempotencyKey: key() } });
      expect(safe.invoiceUrl).toMatch(/^https:\/\/pagamentos\.example\.com\/i\//);
      expect(safe.boletoUrl).toMatch(/^https:\/\/pagamentos\.example\.com\/b\/pdf\//);
    } finally {
      fake.linksAt(null);
    }
  });
});

describe("a refunded fee's NFS-e is cancelled (R-PAY-12; decision 113, revised 2026-12-05)", () => {
  const HOUR = 3_600_000;
  const invoiceOf = (gatewayId: string) => fake.invoices().find((i) => i.payment === gatewayId)!;
  const cancels = (invoiceId: unknown) => fake.requests.filter((r) => r.method === "POST" && r.path === `/v3/invoices/${String(invoiceId)}/cancel`);
  const studioGateway = (s: Awaited<ReturnType<typeof studio>>) => createAsaasGateway({ baseUrl: fake.baseUrl, apiKey: s.account.apiKey, webhookToken: "-".repeat(32) });

  /** Asaas refunds the fee in the studio's account and posts PAYMENT_REFUNDED to the studio's webhook. */
  async function refund(s: Awaited<ReturnType<typeof studio>>, gatewayId: string) {
    await studioGateway(s).refund(gatewayId);
    const told = await fake.sendEvent("PAYMENT_REFUNDED", gatewayId, s.hook.authToken);
    expect(told.status).toBe(200);
    await runJobs();
    return told;
  }

  /** A fee paid, its invoice issued by the city hall. */
  async function issued() {
    const s = await studio();
    const { charge, gatewayId } = await paidCharge(s);
    await runJobs();
    const invoiceId = String(invoiceOf(gatewayId).id);
    fake.authorizeInvoice(invoiceId);
    await runJobs(new Date(Date.now() + HOUR));
    expect((await listed(s)).nfse).toMatchObject({ status: "emitida" });
    return { s, charge, gatewayId, invoiceId };
  }

  it("an issued invoice: cancelled with the city hall, cancelando then cancelada on the project and the cash view, asked once whatever the deliveries", async () => {
    const { s, charge, gatewayId, invoiceId } = await issued();
    const told = await refund(s, gatewayId);
    expect(cancels(invoiceId)).toEqual([expect.objectContaining({ body: { cancelOnlyOnAsaas: false }, status: 200 })]);
    expect(cancels(invoiceId)[0]!.headers.access_token).toBe(s.account.apiKey);
    expect(await listed(s)).toMatchObject({ status: "estornada", nfse: { status: "cancelando", error: null } });

    await fake.redeliver(told.eventId);
    await fake.sendEvent("PAYMENT_REFUNDED", gatewayId, s.hook.authToken);
    await runJobs();
    expect(cancels(invoiceId)).toHaveLength(1);

    fake.confirmInvoiceCancellation(invoiceId);
    await runJobs(new Date(Date.now() + 2 * HOUR));
    expect((await listed(s)).nfse).toMatchObject({ status: "cancelada", error: null });
    const cash = await s.client.answer(cashApi.list, { query: { status: "todas" } });
    expect(cash.charges.find((c) => c.id === charge.id)).toMatchObject({ status: "estornada", nfse: { status: "cancelada" } });
    expect(cancels(invoiceId)).toHaveLength(1);
    // Cancelled: the invoice is not asked again either.
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(1);
  });

  it("an invoice still agendada (not yet issued) is cancelled at once; none is asked after", async () => {
    const s = await studio();
    const { gatewayId } = await paidCharge(s);
    await runJobs();
    expect((await listed(s)).nfse).toMatchObject({ status: "agendada" });
    await refund(s, gatewayId);
    expect(invoiceOf(gatewayId)).toMatchObject({ status: "CANCELED" });
    expect((await listed(s)).nfse).toMatchObject({ status: "cancelada" });
    await runJobs(new Date(Date.now() + 5 * HOUR));
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(1);
    expect((await listed(s)).nfse).toMatchObject({ status: "cancelada" });
  });

  it("refused by Asaas: erro with the reason and what to do in pt-BR, the managers told once; asking again cancels it, not a new invoice", async () => {
    const { s, charge, gatewayId, invoiceId } = await issued();
    fake.setInvoiceCancellation(s.account.apiKey, false);
    await refund(s, gatewayId);
    const failed = (await listed(s)).nfse!;
    expect(failed.status).toBe("erro");
    expect(failed.error).toMatch(/^O Asaas não cancelou a nota fiscal nº \d+\. O Asaas respondeu: A prefeitura do seu município não permite o cancelamento/);
    expect(failed.error).toContain("A cobrança continua estornada. Cancele a nota no portal da prefeitura ou no Asaas");
    const notices = () =>
      ctx.database.db
        .select()
        .from(notification)
        .where(and(eq(notification.userId, s.userId), eq(notification.kind, "cobranca")));
    const told = async () => (await notices()).filter((n) => n.title.startsWith("Nota fiscal não cancelada"));
    expect(await told()).toEqual([expect.objectContaining({ link: `/dashboard/projetos/${s.project.id}`, body: failed.error })]);
    await runJobs(new Date(Date.now() + HOUR));
    expect(await told()).toHaveLength(1);

    // The city now cancels through Asaas: "Pedir o cancelamento de novo", racing clicks, one request.
    fake.setInvoiceCancellation(s.account.apiKey, true);
    const params = { id: s.project.id, chargeId: charge.id };
    const racing = await Promise.all(Array.from({ length: 4 }, () => s.client.call(chargeNfseApi.retry, { params })));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(racing.map((r) => r.data?.nfse?.status)).toEqual(Array(4).fill("cancelando"));
    await runJobs();
    expect(cancels(invoiceId)).toHaveLength(2);
    expect(fake.invoices().filter((i) => i.payment === gatewayId)).toHaveLength(1);
    fake.confirmInvoiceCancellation(invoiceId);
    await runJobs(new Date(Date.now() + 2 * HOUR));
    expect((await listed(s)).nfse).toMatchObject({ status: "cancelada", error: null });
    // Cancelled: asking again answers it as it is.
    expect((await s.client.answer(chargeNfseApi.retry, { params })).nfse).toMatchObject({ status: "cancelada" });
    expect(cancels(invoiceId)).toHaveLength(2);
  });

  it("the city hall denies it: erro with the city's reason; the studio's reconciliation finding a lost refund cancels too", async () => {
    const { s, gatewayId, invoiceId } = await issued();
    await refund(s, gatewayId);
    fake.denyInvoiceCancellation(invoiceId, "Prazo para cancelamento encerrado.");
    await runJobs(new Date(Date.now() + HOUR));
    expect((await listed(s)).nfse).toMatchObject({ status: "erro", error: expect.stringMatching(/^A prefeitura recusou o cancelamento da nota fiscal nº \d+: Prazo para cancelamento encerrado\. A cobrança continua estornada/) });

    // Another fee, refunded at Asaas with no webhook reaching us: the daily reconciliation sees it.
    const other = await issued();
    await studioGateway(other.s).refund(other.gatewayId);
    await ensureRecurringJobs(ctx.database.db, new Date());
    await ctx.database.db.update(job).set({ runAt: new Date(), status: "pendente", attempts: 0 }).where(eq(job.key, STUDIO_RECONCILIATION.key));
    await runJobs();
    expect(await listed(other.s)).toMatchObject({ status: "estornada", nfse: { status: "cancelando" } });
    expect(cancels(other.invoiceId)).toHaveLength(1);
  });
});
