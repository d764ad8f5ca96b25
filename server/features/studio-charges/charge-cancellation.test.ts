import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feesApi } from "#domain/contracts/fees";
import { chargeAccountApi, chargeActionsApi, projectChargesApi } from "#domain/contracts/studio-charges";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import { REMINDER_DAYS_BEFORE } from "#domain/studio-charges";
import type { NfseSettings, StudioCharge } from "#domain/studio-charges.schema";
import { job, studioCharge, studioChargeEvent } from "#server/db/schema";
import { createTestContext, scopeOf, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, joinStudio } from "#server/test/studio";
import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { actOnCharge, BOLETO_NOT_REFUNDED } from "./charge-cancellation";

// Cancelling a charge not yet paid and refunding a paid one from Prancheta, against the fake Asaas
// (R-PAY-6, R-PAY-7, R-PAY-9, R-PAY-12; decision 100, revised 2026-12-06): one call to Asaas
// whatever the clicks, the status forward only (Asaas's later event changes nothing), the
// client's reminders dropped, a refunded fee's NFS-e cancelled, 409s and refusals in pt-BR with
// nothing changed, another studio's charge a 404 and a plain member a 403.

const CREDENTIALS_KEY = "2c".repeat(32);
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

async function runJobs(at = new Date()) {
  const runner = ctx.jobRunner(() => at);
  for (let n = await runner.runDue(); n > 0; n = await runner.runDue());
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let counter = 0;
const key = () => `acao-${Date.now()}-${counter++}`;

/** A studio whose Asaas account posts the events of its removals and refunds to this test's server. */
async function studio({ nfse = null as NfseSettings | null } = {}) {
  const who = await signedInUser(ctx);
  const account = fake.addAccount({ actionEvents: true });
  await who.client.answer(chargeAccountApi.save, { body: { apiKey: account.apiKey, fineBps: 200, interestBps: 100, ...(nfse ? { nfse } : {}) } });
  const hook = fake.webhookOf(account.apiKey)!;
  fake.setWebhook(hook.url.replace(/^https?:\/\/[^/]+/, origin), hook.authToken, account.apiKey);
  const email = `lucia.${counter++}@example.com`;
  const c = await addClient(who.client, { name: "Lúcia Ramos", email, document: "529.982.247-25" } as never);
  const project = await addProject(who.client, { name: "Casa Guapuruvu", clientId: c.id } as never);
  await who.client.answer(feesApi.save, { params: { id: project.id }, body: FEES });
  return { ...who, account, project, email };
}
type Studio = Awaited<ReturnType<typeof studio>>;

async function charge(s: Studio, { method = "pix" as "pix" | "boleto" | "link", dueDate = inDays(10), milestone = "assinatura" as "assinatura" | "estudo-preliminar" } = {}) {
  const made = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone, method, dueDate, idempotencyKey: key() } });
  const gatewayId = String(fake.payments().find((p) => p.externalReference === made.id)!.id);
  return { made, gatewayId };
}

async function paid(s: Studio, method: "pix" | "boleto" = "pix") {
  const c = await charge(s, { method });
  await fake.pay(c.gatewayId, method);
  await runJobs();
  expect((await rowOf(c.made.id)).status).toBe("paga");
  return c;
}

const rowOf = async (id: string) => (await ctx.database.db.select().from(studioCharge).where(eq(studioCharge.id, id)))[0]!;
const asked = (method: string, path: string) => fake.requests.filter((r) => r.method === method && r.path === path);
const listed = async (s: Studio, id: string) => (await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } })).charges.find((c) => c.id === id);

describe("cancelling a charge not yet paid (R-PAY-6, R-PAY-7, R-PAY-9)", () => {
  it("10 parallel clicks remove it at Asaas once; cancelada; PAYMENT_DELETED later changes nothing; the client gets no reminder", async () => {
    const s = await studio();
    const { made, gatewayId } = await charge(s);
    const reminders = () => ctx.database.db.select().from(job).where(like(job.key, `lembrete-cobranca:${made.id}:%`));
    expect(await reminders()).toHaveLength(2);

    const k = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.client.call(chargeActionsApi.cancel, { params: { id: made.id }, body: { idempotencyKey: k } })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.every((a) => a.data?.status === "cancelada")).toBe(true);
    expect(asked("DELETE", `/v3/payments/${gatewayId}`)).toHaveLength(1);
    expect(fake.payment(gatewayId)).toMatchObject({ deleted: true });

    // Asaas's own event arrives afterwards and is applied: the charge stays cancelada.
    await fake.settled();
    const deleted = fake.deliveries.filter((d) => d.paymentId === gatewayId && d.event === "PAYMENT_DELETED");
    expect(deleted.map((d) => d.status)).toEqual([200]);
    await runJobs();
    expect(await rowOf(made.id)).toMatchObject({ status: "cancelada", claimedUntil: null });
    const [request] = await ctx.database.db.select().from(studioChargeEvent).where(and(eq(studioChargeEvent.studioId, s.studioId), eq(studioChargeEvent.eventId, `pedido:${k}`)));
    expect(request).toMatchObject({ gatewayType: "PRANCHETA_CANCELAMENTO", outcome: "applied", body: { action: "cancelar", ours: made.id, by: s.userId } });

    // Another click (another dialog, another key): answered as it is, Asaas not asked again.
    expect((await s.client.answer(chargeActionsApi.cancel, { params: { id: made.id }, body: { idempotencyKey: key() } })).status).toBe("cancelada");
    expect(asked("DELETE", `/v3/payments/${gatewayId}`)).toHaveLength(1);

    // R-PAY-9: the reminders are dropped; on the reminder's morning nothing reaches the client.
    expect(await reminders()).toEqual([]);
    const before = ctx.mails.length;
    const morning = new Date(`${made.dueDate}T12:30:00Z`);
    morning.setUTCDate(morning.getUTCDate() - REMINDER_DAYS_BEFORE);
    await runJobs(morning);
    await runJobs(new Date(morning.getTime() + 5 * 86_400_000));
    expect(ctx.mails.slice(before).filter((m) => m.to === s.email)).toEqual([]);
    // The project still lists it, cancelada (the portal and the cash totals leave it out).
    expect(await listed(s, made.id)).toMatchObject({ status: "cancelada" });
  });

  it("an overdue charge can be cancelled; a paid one is a 409 in pt-BR and Asaas is not asked", async () => {
    const s = await studio();
    const overdue = await charge(s);
    await fake.expire(overdue.gatewayId);
    await runJobs();
    expect((await rowOf(overdue.made.id)).status).toBe("vencida");
    expect((await s.client.answer(chargeActionsApi.cancel, { params: { id: overdue.made.id }, body: { idempotencyKey: key() } })).status).toBe("cancelada");

    const done = await paid(s);
    const refused = await s.client.call(chargeActionsApi.cancel, { params: { id: done.made.id }, body: { idempotencyKey: key() } });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe("Esta cobrança já foi paga e não pode ser cancelada. Para devolver o valor ao cliente, use “Estornar”.");
    expect(asked("DELETE", `/v3/payments/${done.gatewayId}`)).toEqual([]);
    expect((await rowOf(done.made.id)).status).toBe("paga");
  });

  it("paid at Asaas before the cancel reached it (the webhook not yet here): 409, the row moves to paga, nothing removed", async () => {
    const s = await studio();
    const { made, gatewayId } = await charge(s);
    fake.loseWebhooks(true);
    try {
      await fake.pay(gatewayId, "pix");
    } finally {
      fake.loseWebhooks(false);
    }
    expect((await rowOf(made.id)).status).toBe("pendente");
    const refused = await s.client.call(chargeActionsApi.cancel, { params: { id: made.id }, body: { idempotencyKey: key() } });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toMatch(/acabou de pagar esta cobrança/);
    expect(asked("DELETE", `/v3/payments/${gatewayId}`)).toEqual([]);
    expect(await rowOf(made.id)).toMatchObject({ status: "paga", claimedUntil: null });
  });
});

describe("refunding a paid charge (R-PAY-6, R-PAY-7, R-PAY-12)", () => {
  it("parallel clicks refund it once, in full: estornada; PAYMENT_REFUNDED later changes nothing; its issued NFS-e is cancelled", async () => {
    const s = await studio({ nfse: NFSE });
    const { made, gatewayId } = await paid(s);
    const invoice = fake.invoices().find((i) => i.payment === gatewayId)!;
    fake.authorizeInvoice(String(invoice.id));
    await runJobs(new Date(Date.now() + 60 * 60_000));
    expect((await listed(s, made.id))?.nfse).toMatchObject({ status: "emitida" });

    const k = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => s.client.call(chargeActionsApi.refund, { params: { id: made.id }, body: { idempotencyKey: k } })));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(answers.every((a) => a.data?.status === "estornada")).toBe(true);
    const refunds = asked("POST", `/v3/payments/${gatewayId}/refund`);
    expect(refunds).toHaveLength(1);
    // The whole amount: no `value` sent.
    expect(refunds[0]!.body).not.toHaveProperty("value");
    expect(fake.payment(gatewayId)).toMatchObject({ status: "REFUNDED", refunds: [{ value: 8000 }] });

    await fake.settled();
    expect(fake.deliveries.filter((d) => d.paymentId === gatewayId && d.event === "PAYMENT_REFUNDED").map((d) => d.status)).toEqual([200]);
    await runJobs();
    // The invoice's cancellation asked once, through decision 113's job.
    expect(asked("POST", `/v3/invoices/${String(invoice.id)}/cancel`)).toHaveLength(1);
    expect(await listed(s, made.id)).toMatchObject({ status: "estornada", nfse: { status: "cancelando" } });
    expect((await s.client.answer(chargeActionsApi.refund, { params: { id: made.id }, body: { idempotencyKey: key() } })).status).toBe("estornada");
    expect(asked("POST", `/v3/payments/${gatewayId}/refund`)).toHaveLength(1);
  });

  it("a pending charge is a 409 in pt-BR; a cancelled one too; Asaas is not asked", async () => {
    const s = await studio();
    const { made, gatewayId } = await charge(s);
    const pending = await s.client.call(chargeActionsApi.refund, { params: { id: made.id }, body: { idempotencyKey: key() } });
    expect(pending.status).toBe(409);
    expect(pending.error?.message).toBe("Esta cobrança ainda não foi paga: não há o que estornar. Para que o cliente não a pague mais, use “Cancelar cobrança”.");
    await s.client.answer(chargeActionsApi.cancel, { params: { id: made.id }, body: { idempotencyKey: key() } });
    const cancelled = await s.client.call(chargeActionsApi.refund, { params: { id: made.id }, body: { idempotencyKey: key() } });
    expect(cancelled.status).toBe(409);
    expect(cancelled.error?.message).toMatch(/foi cancelada/);
    expect(asked("POST", `/v3/payments/${gatewayId}/refund`)).toEqual([]);
  });

  it("a paid boleto, or a payment link the client paid by boleto: a pt-BR 422 saying what to do, Asaas not asked to refund; Asaas away: a 502, then the same key works", async () => {
    const s = await studio();
    const boleto = await paid(s, "boleto");
    const refused = await s.client.call(chargeActionsApi.refund, { params: { id: boleto.made.id }, body: { idempotencyKey: key() } });
    expect(refused.status).toBe(422);
    expect(refused.error?.message).toBe(BOLETO_NOT_REFUNDED);
    expect(refused.error?.message).toMatch(/^A Prancheta não estorna pagamentos por boleto: .* Devolva o valor ao cliente por Pix ou transferência, .* Nada mudou na cobrança\.$/);
    expect(await rowOf(boleto.made.id)).toMatchObject({ status: "paga", claimedUntil: null });
    expect(fake.payment(boleto.gatewayId)).toMatchObject({ status: "RECEIVED", refunds: null });
    expect(asked("POST", `/v3/payments/${boleto.gatewayId}/refund`)).toEqual([]);

    // A payment link (the client chooses) paid by boleto: what Asaas reports paid decides, not the method asked.
    const t = await studio();
    const link = await charge(t, { method: "link" });
    await fake.pay(link.gatewayId, "boleto");
    await runJobs();
    expect(await rowOf(link.made.id)).toMatchObject({ method: "link", status: "paga" });
    const linkRefused = await t.client.call(chargeActionsApi.refund, { params: { id: link.made.id }, body: { idempotencyKey: key() } });
    expect(linkRefused.status).toBe(422);
    expect(linkRefused.error?.message).toBe(BOLETO_NOT_REFUNDED);
    expect(asked("POST", `/v3/payments/${link.gatewayId}/refund`)).toEqual([]);
    expect(await rowOf(link.made.id)).toMatchObject({ status: "paga", claimedUntil: null });

    const pix = await charge(s, { milestone: "estudo-preliminar" });
    const k = key();
    fake.outage(1);
    const away = await s.client.call(chargeActionsApi.cancel, { params: { id: pix.made.id }, body: { idempotencyKey: k } });
    expect(away.status).toBe(502);
    expect(away.error?.message).toMatch(/^Não foi possível cancelar a cobrança agora: o Asaas não respondeu\. Nada mudou/);
    expect(await rowOf(pix.made.id)).toMatchObject({ status: "pendente", claimedUntil: null });
    expect(fake.payment(pix.gatewayId)).toMatchObject({ deleted: false });
    expect((await s.client.answer(chargeActionsApi.cancel, { params: { id: pix.made.id }, body: { idempotencyKey: k } })).status).toBe("cancelada");
    expect(asked("DELETE", `/v3/payments/${pix.gatewayId}`)).toHaveLength(1);
  });
});

describe("the clock given to the action", () => {
  it("a lease left by a request that died is free once it lapses on that clock, not the machine's: the cancellation goes through", async () => {
    const s = await studio();
    const { made, gatewayId } = await charge(s);
    // A request that died holding the charge: its lease runs a minute past the machine's clock.
    await ctx.database.db.update(studioCharge).set({ claimedUntil: new Date(Date.now() + 60_000) }).where(eq(studioCharge.id, made.id));
    const deps = { db: ctx.database.db, credentialsKey: Buffer.from(CREDENTIALS_KEY, "hex"), asaasBaseUrl: fake.baseUrl, baseUrl: origin };
    const later = new Date(Date.now() + 2 * 60_000);
    const done = await actOnCharge({ deps, scope: await scopeOf(ctx, s.userId), chargeId: made.id, action: "cancelar", input: { idempotencyKey: key() }, now: later });
    expect(done.status).toBe("cancelada");
    expect(fake.payment(gatewayId)).toMatchObject({ deleted: true });
    expect(await rowOf(made.id)).toMatchObject({ status: "cancelada", claimedUntil: null });
  });
});

describe("who may, and whose charge (R-PAY-6)", () => {
  it("another studio's charge is a 404; a plain member a 403; a key used for another charge a 409 — Asaas never asked", async () => {
    const s = await studio();
    const { made, gatewayId } = await charge(s);
    const other = await studio();
    for (const route of [chargeActionsApi.cancel, chargeActionsApi.refund]) {
      const answer = await other.client.call(route, { params: { id: made.id }, body: { idempotencyKey: key() } });
      expect(answer.status).toBe(404);
      expect(answer.error?.message).toBe("Cobrança não encontrada.");
    }
    const member = await signedInUser(ctx);
    await joinStudio(ctx, member.userId, s.studioId, "member");
    const forbidden = await member.client.call(chargeActionsApi.cancel, { params: { id: made.id }, body: { idempotencyKey: key() } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.error?.message).toBe("Só o proprietário ou um administrador do estúdio pode cancelar ou estornar cobranças.");
    // An admin may.
    const admin = await signedInUser(ctx);
    await joinStudio(ctx, admin.userId, s.studioId, "admin");

    const k = key();
    const second = await charge(s, { milestone: "estudo-preliminar" });
    const done: StudioCharge = await admin.client.answer(chargeActionsApi.cancel, { params: { id: second.made.id }, body: { idempotencyKey: k } });
    expect(done.status).toBe("cancelada");
    const reused = await s.client.call(chargeActionsApi.cancel, { params: { id: made.id }, body: { idempotencyKey: k } });
    expect(reused.status).toBe(409);
    expect(reused.error?.message).toMatch(/chave de idempotência já foi usada/);
    expect(asked("DELETE", `/v3/payments/${gatewayId}`)).toEqual([]);
    expect((await rowOf(made.id)).status).toBe("pendente");
  });
});
