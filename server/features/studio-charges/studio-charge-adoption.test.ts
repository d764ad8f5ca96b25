import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feesApi } from "#domain/contracts/fees";
import { chargeAccountApi, projectChargesApi } from "#domain/contracts/studio-charges";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import { job, notification, studioCharge, studioChargeEvent } from "#server/db/schema";
import { ensureRecurringJobs } from "#server/jobs/handlers";
import { createAsaasGateway } from "#server/payments/asaas";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject } from "#server/test/studio";
import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { STUDIO_RECONCILIATION, STUDIO_RECONCILIATION_EVERY_MS } from "./studio-reconciliation";

// A studio charge whose creation never got Asaas's answer, and Asaas's events that are not the
// row's own (R-PAY-6, R-PAY-7; decision 100, revised on 2026-12-05 in decision 113): the row adopts
// the charge Asaas made with our id — through its webhook, the daily reconciliation, or the same
// click again — instead of a second one being made; a second Asaas charge carrying our id never
// moves the row (its refund is not the row's refund).

const CREDENTIALS_KEY = "1e".repeat(32);
const HOUR = 60 * 60_000;
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

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
let counter = 0;
const key = () => `clique-conciliacao-${Date.now()}-${counter++}`;

async function runJobs(at: Date = new Date()) {
  const runner = ctx.jobRunner(() => at);
  for (let n = await runner.runDue(); n > 0; n = await runner.runDue());
}

/** The daily reconciliation's run at `at`, through the job runner as production runs it. */
async function reconcileAt(at: Date) {
  await ensureRecurringJobs(ctx.database.db, at);
  await ctx.database.db.update(job).set({ runAt: at, status: "pendente", attempts: 0 }).where(eq(job.key, STUDIO_RECONCILIATION.key));
  await runJobs(at);
}

/** A studio with its Asaas account connected (its webhook pointed at this test's server) and a project with saved fees. */
async function studioWithProject() {
  const who = await signedInUser(ctx);
  const account = fake.addAccount();
  await who.client.answer(chargeAccountApi.save, { body: { apiKey: account.apiKey, fineBps: 200, interestBps: 100 } });
  const hook = fake.webhookOf(account.apiKey)!;
  const liveHook = hook.url.replace(/^https?:\/\/[^/]+/, origin);
  fake.setWebhook(liveHook, hook.authToken, account.apiKey);
  const c = await addClient(who.client, { name: "Marina Duarte", email: `marina.${counter++}@example.com`, document: "529.982.247-25" } as never);
  const project = await addProject(who.client, { name: "Casa Ipê", clientId: c.id } as never);
  await who.client.answer(feesApi.save, { params: { id: project.id }, body: FEES });
  const gateway = createAsaasGateway({ baseUrl: fake.baseUrl, apiKey: account.apiKey, webhookToken: "-".repeat(32) });
  const [customer] = await gateway.findCustomers(c.id);
  return {
    ...who,
    account,
    project,
    clientId: c.id,
    token: hook.authToken,
    gateway,
    customerId: customer?.id ?? (await gateway.createCustomer({ name: "Marina Duarte", cpfCnpj: "52998224725", email: "m@example.com", externalReference: c.id })).id,
    /** Asaas's webhooks for this account lost (an outage longer than its retries), or delivered again. */
    webhooksLost: (lost: boolean) => fake.setWebhook(lost ? "http://127.0.0.1:9/perdido" : liveHook, hook.authToken, account.apiKey),
  };
}

type Studio = Awaited<ReturnType<typeof studioWithProject>>;

/**
 * What a click whose Asaas call timed out leaves (R-PAY-6): the row written first, without the
 * gateway's id, its claim run out; `made`: Asaas did make the charge with our id.
 */
async function timedOutCreation(s: Studio, { made, createdAt = new Date(Date.now() - HOUR), milestone = "anteprojeto" as const }: { made: boolean; createdAt?: Date; milestone?: "assinatura" | "estudo-preliminar" | "anteprojeto" }) {
  const row = {
    id: crypto.randomUUID(),
    studioId: s.studioId,
    projectId: s.project.id,
    clientId: s.clientId,
    idempotencyKey: key(),
    milestone,
    description: "Na entrega: Anteprojeto – Casa Ipê",
    amountCents: 1_400_000,
    method: "pix" as const,
    dueDate: tomorrow(),
    fineBps: 200,
    interestBps: 100,
    claimedUntil: new Date(createdAt.getTime() + 30_000),
    createdAt,
    updatedAt: createdAt,
  };
  await ctx.database.db.insert(studioCharge).values(row);
  const charge = made
    ? await s.gateway.createCharge({ customerId: s.customerId, method: "pix", amountCents: row.amountCents, dueDate: row.dueDate, description: row.description, externalReference: row.id, fineBps: 200, interestBps: 100 })
    : undefined;
  return { row, gatewayId: charge?.id };
}

const rowOf = async (id: string) => (await ctx.database.db.select().from(studioCharge).where(eq(studioCharge.id, id)))[0]!;
const listed = async (s: Studio) => (await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } })).charges;
const madeWith = (id: string) => fake.requests.filter((r) => r.method === "POST" && r.path === "/v3/payments" && (r.body as { externalReference?: string } | null)?.externalReference === id);
const lookedUp = (id: string) => fake.requests.filter((r) => r.method === "GET" && r.path === "/v3/payments" && r.query.externalReference === id);

describe("a charge whose creation timed out after Asaas made it (R-PAY-6)", () => {
  it("the daily reconciliation finds it by externalReference and the row adopts it: listed, Pix code, reminders, no second charge", async () => {
    const s = await studioWithProject();
    const now = new Date();
    const orphan = await timedOutCreation(s, { made: true });
    const never = await timedOutCreation(s, { made: false, milestone: "estudo-preliminar" });
    // Five minutes old: a request may still be making it; left to that request.
    const fresh = await timedOutCreation(s, { made: true, createdAt: new Date(now.getTime() - 5 * 60_000), milestone: "assinatura" });
    expect(await listed(s)).toEqual([]);

    await reconcileAt(now);
    expect(lookedUp(orphan.row.id)).toHaveLength(1);
    const adopted = await rowOf(orphan.row.id);
    expect(adopted).toMatchObject({ gatewayChargeId: orphan.gatewayId, status: "pendente", claimedUntil: null });
    expect(adopted.invoiceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\//);
    expect(adopted.pixPayload).toMatch(/^000201/);
    expect((await listed(s)).map((c) => [c.id, c.status, c.amountCents])).toEqual([[orphan.row.id, "pendente", 1_400_000]]);
    // The client is reminded of it as of any charge made (R-PAY-9).
    expect(await ctx.database.db.select({ key: job.key }).from(job).where(eq(job.key, `lembrete-cobranca:${orphan.row.id}:depois`))).toHaveLength(1);
    // Asaas never made the other one: nothing is invented, the row is left as it was.
    expect(await rowOf(never.row.id)).toMatchObject({ gatewayChargeId: null, status: "pendente" });
    expect(lookedUp(fresh.row.id)).toHaveLength(0);
    expect((await rowOf(fresh.row.id)).gatewayChargeId).toBeNull();
    // One charge at Asaas for the row, the one made before the timeout; the finding kept for the audit.
    expect(madeWith(orphan.row.id)).toHaveLength(1);
    const findings = () => ctx.database.db.select().from(studioChargeEvent).where(and(eq(studioChargeEvent.studioId, s.studioId), eq(studioChargeEvent.gatewayType, "CONCILIACAO_ADOTADA")));
    expect((await findings()).map((e) => e.chargeId)).toEqual([orphan.gatewayId]);

    // The next day: the fresh one is now looked up too; the adopted one is read again with every
    // Asaas charge carrying its id (a paid duplicate would be told), and nothing is made.
    await reconcileAt(new Date(now.getTime() + STUDIO_RECONCILIATION_EVERY_MS));
    expect((await rowOf(fresh.row.id)).gatewayChargeId).toBe(fresh.gatewayId);
    expect(lookedUp(orphan.row.id)).toHaveLength(2);
    expect(madeWith(orphan.row.id)).toHaveLength(1);
    expect(await findings()).toHaveLength(2);
  });

  it("the same click again (the retry path) answers the charge Asaas made instead of making another", async () => {
    const s = await studioWithProject();
    const orphan = await timedOutCreation(s, { made: true });
    const again = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: orphan.row.milestone, method: "pix", dueDate: orphan.row.dueDate, idempotencyKey: orphan.row.idempotencyKey } });
    expect(again.id).toBe(orphan.row.id);
    expect((await rowOf(orphan.row.id)).gatewayChargeId).toBe(orphan.gatewayId);
    expect(madeWith(orphan.row.id)).toHaveLength(1);
  });

  it("paid while its webhook was lost: the reconciliation adopts it as paga", async () => {
    const s = await studioWithProject();
    const orphan = await timedOutCreation(s, { made: true });
    // And a charge made normally, paid while the webhooks were lost too.
    const known = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "boleto", dueDate: tomorrow(), idempotencyKey: key() } });
    s.webhooksLost(true);
    try {
      await fake.pay(orphan.gatewayId!, "pix");
      await fake.pay((await rowOf(known.id)).gatewayChargeId!, "boleto");
    } finally {
      s.webhooksLost(false);
    }
    await runJobs();
    expect((await rowOf(known.id)).status).toBe("pendente");

    await reconcileAt(new Date());
    const adopted = await rowOf(orphan.row.id);
    expect(adopted).toMatchObject({ gatewayChargeId: orphan.gatewayId, status: "paga" });
    expect(adopted.paidAt).not.toBeNull();
    expect(await rowOf(known.id)).toMatchObject({ status: "paga" });
    expect((await listed(s)).map((c) => c.status).sort()).toEqual(["paga", "paga"]);
  });

  it("its webhook, arriving first, makes the row adopt it: not ignored, not left unlisted", async () => {
    const s = await studioWithProject();
    const orphan = await timedOutCreation(s, { made: true });
    expect((await fake.pay(orphan.gatewayId!, "pix")).status).toBe(200);
    await runJobs();
    expect(await rowOf(orphan.row.id)).toMatchObject({ gatewayChargeId: orphan.gatewayId, status: "paga" });
    expect((await listed(s)).map((c) => [c.id, c.status])).toEqual([[orphan.row.id, "paga"]]);
  });
});

describe("refunds of a row's charge and of a second Asaas charge with its id (R-PAY-7)", () => {
  it("the second charge's payment and refund never move the row; the row's own refund does", async () => {
    const s = await studioWithProject();
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } });
    const own = (await rowOf(charge.id)).gatewayChargeId!;
    await fake.pay(own, "pix");
    await runJobs();
    expect((await rowOf(charge.id)).status).toBe("paga");

    // A second charge at Asaas carrying the row's id (a retry that made one more while Asaas was slow).
    const second = await s.gateway.createCharge({ customerId: s.customerId, method: "pix", amountCents: charge.amountCents, dueDate: charge.dueDate, description: charge.description, externalReference: charge.id });
    await fake.pay(second.id, "pix");
    await s.gateway.refund(second.id);
    const refundedSecond = await fake.sendEvent("PAYMENT_REFUNDED", second.id, s.token);
    expect(refundedSecond.status).toBe(200);
    await runJobs();
    expect(await rowOf(charge.id)).toMatchObject({ gatewayChargeId: own, status: "paga" });
    const [event] = await ctx.database.db.select().from(studioChargeEvent).where(and(eq(studioChargeEvent.studioId, s.studioId), eq(studioChargeEvent.eventId, refundedSecond.eventId)));
    expect(event!.outcome).toBe("duplicada");
    // The reconciliation does not take it for the row's either.
    await reconcileAt(new Date());
    expect(await rowOf(charge.id)).toMatchObject({ gatewayChargeId: own, status: "paga" });

    // The row's own charge refunded: estornada.
    await s.gateway.refund(own);
    expect((await fake.sendEvent("PAYMENT_REFUNDED", own, s.token)).status).toBe(200);
    await runJobs();
    expect(await rowOf(charge.id)).toMatchObject({ gatewayChargeId: own, status: "estornada" });
  });
});

describe("what only the studio can fix, and what a lost webhook hid (R-PAY-7, decision 113)", () => {
  const noticesOf = async (s: Studio) =>
    (await ctx.database.db.select().from(notification).where(and(eq(notification.studioId, s.studioId), eq(notification.userId, s.userId)))).filter((n) => n.key.startsWith("cobranca-duplicada:"));

  it("a second Asaas charge the client paid is told to the owner once, by its webhook; the reconciliation adds nothing", async () => {
    const s = await studioWithProject();
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } });
    const own = (await rowOf(charge.id)).gatewayChargeId!;
    await fake.pay(own, "pix");
    const second = await s.gateway.createCharge({ customerId: s.customerId, method: "pix", amountCents: charge.amountCents, dueDate: charge.dueDate, description: charge.description, externalReference: charge.id });
    // Not paid yet: nothing to tell.
    await runJobs();
    expect(await noticesOf(s)).toEqual([]);
    await fake.pay(second.id, "pix");
    await runJobs();
    const told = await noticesOf(s);
    expect(told.map((n) => [n.kind, n.title, n.link])).toEqual([["cobranca", `Pagamento em duplicidade: ${charge.description}`, `/dashboard/projetos/${s.project.id}`]]);
    expect(told[0]!.body).toContain("O cliente pagou R$ 10.500,00 numa segunda cobrança do Asaas");
    expect(told[0]!.body).toContain("Estorne a segunda no Asaas");
    // The fee stays with the first charge, and the daily run finds the same duplicate: no second notice.
    await reconcileAt(new Date());
    expect(await rowOf(charge.id)).toMatchObject({ gatewayChargeId: own, status: "paga" });
    expect(await noticesOf(s)).toHaveLength(1);
  });

  it("with its webhook lost, the reconciliation finds the paid duplicate and tells the owner", async () => {
    const s = await studioWithProject();
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } });
    const second = await s.gateway.createCharge({ customerId: s.customerId, method: "pix", amountCents: charge.amountCents, dueDate: charge.dueDate, description: charge.description, externalReference: charge.id });
    s.webhooksLost(true);
    try {
      await fake.pay(second.id, "pix");
    } finally {
      s.webhooksLost(false);
    }
    await runJobs();
    expect(await noticesOf(s)).toEqual([]);
    await reconcileAt(new Date());
    expect((await noticesOf(s)).map((n) => n.key)).toEqual([`cobranca-duplicada:${second.id}:${s.userId}`]);
    // Our charge is still the first one, still open.
    expect(await rowOf(charge.id)).toMatchObject({ status: "pendente" });
    expect((await rowOf(charge.id)).gatewayChargeId).not.toBe(second.id);
  });

  it("a paid charge refunded while the webhooks were lost is estornada after the next reconciliation", async () => {
    const s = await studioWithProject();
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } });
    const own = (await rowOf(charge.id)).gatewayChargeId!;
    await fake.pay(own, "pix");
    await runJobs();
    expect((await rowOf(charge.id)).status).toBe("paga");
    s.webhooksLost(true);
    try {
      await s.gateway.refund(own);
    } finally {
      s.webhooksLost(false);
    }
    await runJobs();
    expect((await rowOf(charge.id)).status).toBe("paga");
    await reconcileAt(new Date());
    expect((await rowOf(charge.id)).status).toBe("estornada");
    const events = await ctx.database.db.select().from(studioChargeEvent).where(and(eq(studioChargeEvent.studioId, s.studioId), eq(studioChargeEvent.gatewayType, "CONCILIACAO_APLICADA")));
    expect(events.map((e) => e.eventId)).toEqual([`conciliacao:${own}:estornada`]);
  });

  it("ours ahead of Asaas (paga here, PENDING there) is flagged as a divergence, never moved back, once", async () => {
    const s = await studioWithProject();
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: tomorrow(), idempotencyKey: key() } });
    const own = (await rowOf(charge.id)).gatewayChargeId!;
    // Our row says paga while Asaas still has the charge open (no payment there).
    await ctx.database.db.update(studioCharge).set({ status: "paga", paidAt: new Date() }).where(eq(studioCharge.id, charge.id));
    expect(fake.payment(own)).toMatchObject({ status: "PENDING" });
    const divergences = async () => ctx.database.db.select().from(studioChargeEvent).where(and(eq(studioChargeEvent.studioId, s.studioId), eq(studioChargeEvent.gatewayType, "CONCILIACAO_DIVERGENTE")));
    await reconcileAt(new Date());
    expect((await rowOf(charge.id)).status).toBe("paga");
    const found = await divergences();
    expect(found).toEqual([expect.objectContaining({ eventId: `conciliacao:${own}:paga>pendente`, chargeId: own, outcome: "flagged" })]);
    expect(found[0]!.body).toMatchObject({ charge: { id: own, status: "pending", amountCents: charge.amountCents }, ours: charge.id, held: "paga" });
    // The next day's run finds the same difference and adds nothing.
    await reconcileAt(new Date(Date.now() + STUDIO_RECONCILIATION_EVERY_MS));
    expect(await divergences()).toHaveLength(1);
    expect((await rowOf(charge.id)).status).toBe("paga");
  });
});
