import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientsApi } from "#domain/contracts/clients";
import { feesApi } from "#domain/contracts/fees";
import { projectProposalApi } from "#domain/contracts/proposals";
import { projectsApi } from "#domain/contracts/projects";
import { projectContractApi } from "#domain/contracts/service-contracts";
import { v1ClientsApi } from "#domain/contracts/public-api";
import { webhooksApi } from "#domain/contracts/webhooks";
import type { PlanId } from "#domain/plans";
import { WEBHOOK_SIGNATURE_HEADER, type WebhookEventType } from "#domain/webhooks";
import { job, webhookDelivery, webhookEndpoint, webhookEvent } from "#server/db/schema";
import { tokenOf } from "#server/test/api-token";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { join, person } from "#server/test/people";
import { addClient, addProject, setPlan } from "#server/test/studio";
import { refusedAddress } from "#server/webhooks/address";
import { sendWebhook } from "#server/webhooks/send";
import { verifySignature } from "#server/webhooks/signing";
import { startWebhookReceiver, type WebhookReceiver } from "#test-support/webhook-receiver";

/** Two installs: a hosted one (HTTPS to public addresses only) and a self-hosted one that allows its own network. */
let hosted: TestContext;
let selfHosted: TestContext;
let receiver: WebhookReceiver;
beforeAll(async () => {
  // One after the other, with room: two template copies at once overran the hook's time on a busy machine.
  hosted = await createTestContext();
  selfHosted = await createTestContext({ WEBHOOKS_ALLOW_PRIVATE: "1" });
  receiver = await startWebhookReceiver();
}, 120_000);
afterAll(async () => {
  await Promise.all([hosted.close(), selfHosted.close(), receiver.close()]);
});

async function owner(ctx: TestContext, plan: PlanId) {
  const signedIn = await signedInUser(ctx);
  await setPlan(ctx, signedIn.userId, plan);
  return signedIn;
}

async function register(client: TestClient, url: string, events: WebhookEventType[] = ["projeto.etapa_alterada"]) {
  return client.answer(webhooksApi.create, { body: { url, events, description: "ERP do escritório" } });
}

/** The runner's clock `ms` from now: jobs are due on the wall clock they were scheduled by. */
const inMs = (ms: number) => () => new Date(Date.now() + ms);

describe("Integrações → webhooks: who may (R-HOOK-1)", () => {
  it("only Obra-Prima: Premium's list says unavailable and a create is a pt-BR 403", async () => {
    const { client } = await owner(hosted, "premium");
    expect((await client.answer(webhooksApi.list)).available).toBe(false);
    const refused = await client.call(webhooksApi.create, { body: { url: "https://erp.exemplo.com.br/hooks", events: ["cliente.criado"] } });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe("O plano Projeto Premium não inclui webhooks. Eles fazem parte do plano Obra-Prima: veja em Planos.");
    const { client: top } = await owner(hosted, "obra-prima");
    expect((await top.answer(webhooksApi.list)).available).toBe(true);
  });

  it("the secret is answered once, kept encrypted, and never listed again", async () => {
    const { client } = await owner(hosted, "obra-prima");
    const created = await register(client, "https://erp.exemplo.com.br/hooks");
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await client.answer(webhooksApi.list);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(listed.endpoints[0]!.secretPrefix).toBe(created.secret.slice(0, 12));
    const [row] = await hosted.database.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, created.endpoint.id));
    expect(row!.secretCiphertext).not.toContain(created.secret.slice(6));
    expect(row!.secretCiphertext).toMatch(/^v1\./);
  });

  it("a member gets 403; another studio's endpoint and delivery ids are 404", async () => {
    const ana = await person(hosted, "Ana Dona");
    await setPlan(hosted, ana.me.id, "obra-prima");
    const endpoint = (await register(ana.client, "https://erp.exemplo.com.br/a")).endpoint;
    const bia = await person(hosted, "Bia Membro");
    await join(hosted, ana, bia, "member");
    expect((await bia.client.call(webhooksApi.list)).status).toBe(403);
    expect((await bia.client.call(webhooksApi.create, { body: { url: "https://x.exemplo.com.br", events: ["cliente.criado"] } })).status).toBe(403);

    const { client: outsider } = await owner(hosted, "obra-prima");
    const id = endpoint.id;
    expect((await outsider.call(webhooksApi.update, { params: { id }, body: { active: false } })).status).toBe(404);
    expect((await outsider.call(webhooksApi.remove, { params: { id } })).status).toBe(404);
    expect((await outsider.call(webhooksApi.deliveries, { params: { id } })).status).toBe(404);
    expect((await outsider.call(webhooksApi.resend, { params: { id, deliveryId: crypto.randomUUID() } })).status).toBe(404);
    expect((await ana.client.call(webhooksApi.list)).data?.endpoints.map((e) => e.active)).toEqual([true]);
  });
});

describe("SSRF: where a webhook may not go (R-HOOK-6)", () => {
  const refusedUrls = [
    ["http://erp.exemplo.com.br/hooks", "A URL do webhook deve começar com https://."],
    ["https://127.0.0.1/hooks", "127.0.0.1"],
    ["https://10.1.2.3/hooks", "10.1.2.3"],
    ["https://169.254.169.254/latest/meta-data", "169.254.169.254"],
    ["https://[::1]/hooks", "::1"],
    ["https://[::ffff:127.0.0.1]/hooks", "127.0.0.1"],
    ["https://100.64.0.1/hooks", "100.64.0.1"],
    ["https://[fd00::1]/hooks", "fd00::1"],
    ["https://localhost:8443/hooks", "nome de rede local"],
  ] as const;

  it.each(refusedUrls)("registering %s is a 422 on the url field", async (url, why) => {
    const { client } = await owner(hosted, "obra-prima");
    const refused = await client.call(webhooksApi.create, { body: { url, events: ["cliente.criado"] } });
    expect(refused.status).toBe(422);
    expect(refused.error?.fields?.url).toContain(why);
  });

  it("judges IPv4 and IPv6 alike, an IPv4 inside an IPv6 by the IPv4", () => {
    for (const address of ["127.0.0.1", "10.0.0.1", "172.16.5.4", "192.168.0.10", "169.254.169.254", "100.64.1.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "198.18.0.1", "::1", "::", "fe80::1", "fc00::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "64:ff9b::a9fe:a9fe", "2002:7f00:1::1", "2001:db8::1"]) {
      expect(refusedAddress(address), address).not.toBeNull();
    }
    for (const address of ["8.8.8.8", "200.160.2.3", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2804:14c::1"]) {
      expect(refusedAddress(address), address).toBeNull();
    }
  });

  it("refuses at send time too: an IP literal, and a name that resolves to loopback, never get a connection", async () => {
    const before = receiver.received.length;
    const port = new URL(receiver.url).port;
    const direct = await sendWebhook({ url: `https://127.0.0.1:${port}/x`, body: "{}", headers: {}, allowPrivate: false });
    expect(direct).toMatchObject({ statusCode: null });
    expect(direct.error).toContain("127.0.0.1");
    // A public-looking name whose DNS answer is loopback (or turns to it: DNS rebinding) is refused by the connection's own lookup.
    const resolve = ((_host: string, _o: unknown, cb: (e: null, a: { address: string; family: number }[]) => void) => cb(null, [{ address: "127.0.0.1", family: 4 }])) as never;
    const named = await sendWebhook({ url: `https://erp.exemplo.com.br:${port}/x`, body: "{}", headers: {}, allowPrivate: false, resolve });
    expect(named.statusCode).toBeNull();
    expect(named.error).toMatch(/^Endereço não permitido: erp\.exemplo\.com\.br aponta para um endereço não permitido: o endereço 127\.0\.0\.1/);
    const mapped = ((_h: string, _o: unknown, cb: (e: null, a: { address: string; family: number }[]) => void) => cb(null, [{ address: "::ffff:127.0.0.1", family: 6 }])) as never;
    expect((await sendWebhook({ url: `https://erp.exemplo.com.br:${port}/x`, body: "{}", headers: {}, allowPrivate: false, resolve: mapped })).error).toContain("127.0.0.1");
    expect(receiver.received.length).toBe(before);
  });
});

describe("deliveries (R-HOOK-2…R-HOOK-5)", () => {
  async function studioWithHook(events: WebhookEventType[] = ["projeto.etapa_alterada"]) {
    const signedIn = await owner(selfHosted, "obra-prima");
    const created = await register(signedIn.client, receiver.url, events);
    const c = await addClient(signedIn.client, { name: "Cliente dos Webhooks" });
    const p = await addProject(signedIn.client, { name: "Casa do Lago", clientId: c.id });
    return { ...signedIn, ...created, project: p };
  }

  it("a stage change is delivered signed: HMAC-SHA256 over `t.body`, the body {id, type, created_at, data}", async () => {
    const { client, secret, endpoint, project } = await studioWithHook();
    receiver.received.length = 0;
    await client.answer(projectsApi.changeStage, { params: { id: project.id }, body: { stage: "estudo-preliminar" } });
    expect(receiver.received).toHaveLength(0);
    expect(await selfHosted.jobRunner(inMs(0)).runDue()).toBeGreaterThanOrEqual(1);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    const header = String(got.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, header, got.body)).toBe(true);
    expect(verifySignature(secret, header, got.body.replace("estudo-preliminar", "obra"))).toBe(false);
    expect(verifySignature("whsec_outro", header, got.body)).toBe(false);
    const body = JSON.parse(got.body) as { id: string; type: string; created_at: string; data: { project: { id: string }; stage: string; previous: string } };
    expect(Object.keys(body)).toEqual(["id", "type", "created_at", "data"]);
    expect(body).toMatchObject({ type: "projeto.etapa_alterada", data: { project: { id: project.id }, stage: "estudo-preliminar" } });
    expect(body.id).toMatch(/^evt_/);
    expect(got.headers["prancheta-event-id"]).toBe(body.id);

    const list = await client.answer(webhooksApi.deliveries, { params: { id: endpoint.id } });
    expect(list.deliveries).toHaveLength(1);
    expect(list.deliveries[0]).toMatchObject({ eventId: body.id, type: "projeto.etapa_alterada", status: "entregue", attempts: 1 });
    expect(list.deliveries[0]!.attemptsLog[0]).toMatchObject({ number: 1, statusCode: 200, responseExcerpt: '{"recebido":true}', error: null });
  });

  it("a 500 is retried after the backoff, then delivered; each attempt is recorded", async () => {
    const { client, endpoint, project } = await studioWithHook();
    receiver.received.length = 0;
    receiver.answers.push({ status: 500, body: `Erro interno ${"x".repeat(2000)}` });
    await client.answer(projectsApi.changeStage, { params: { id: project.id }, body: { stage: "anteprojeto" } });
    await selfHosted.jobRunner(inMs(0)).runDue();
    expect(receiver.received).toHaveLength(1);
    let [delivery] = (await client.answer(webhooksApi.deliveries, { params: { id: endpoint.id } })).deliveries;
    expect(delivery).toMatchObject({ status: "pendente", attempts: 1 });
    expect(delivery!.attemptsLog[0]!.statusCode).toBe(500);
    expect(delivery!.attemptsLog[0]!.responseExcerpt).toHaveLength(500);
    expect(delivery!.attemptsLog[0]!.error).toBe("O destino respondeu 500.");
    const wait = new Date(delivery!.nextAttemptAt!).getTime() - new Date(delivery!.attemptsLog[0]!.at).getTime();
    expect(wait).toBe(60_000);
    // Not before the backoff…
    await selfHosted.jobRunner(inMs(30_000)).runDue();
    expect(receiver.received).toHaveLength(1);
    // …and after it, the same event again.
    await selfHosted.jobRunner(inMs(61_000)).runDue();
    expect(receiver.received).toHaveLength(2);
    expect(JSON.parse(receiver.received[1]!.body).id).toBe(JSON.parse(receiver.received[0]!.body).id);
    [delivery] = (await client.answer(webhooksApi.deliveries, { params: { id: endpoint.id } })).deliveries;
    expect(delivery).toMatchObject({ status: "entregue", attempts: 2 });
    expect(delivery!.attemptsLog.map((a) => a.statusCode)).toEqual([200, 500]);
    const [row] = await selfHosted.database.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, endpoint.id));
    expect(row!.failingSince).toBeNull();
  });

  it("a run that died between its claim and its record is sent again by the retry, not left pending", async () => {
    const { client, endpoint, project } = await studioWithHook();
    receiver.received.length = 0;
    await client.answer(projectsApi.changeStage, { params: { id: project.id }, body: { stage: "anteprojeto" } });
    // What a crash right after the claim leaves: attempt 1 taken, no attempt recorded.
    await selfHosted.database.db.update(webhookDelivery).set({ attempts: 1 }).where(eq(webhookDelivery.endpointId, endpoint.id));
    await selfHosted.jobRunner(inMs(0)).runDue();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = (await client.answer(webhooksApi.deliveries, { params: { id: endpoint.id } })).deliveries;
    expect(delivery).toMatchObject({ status: "entregue", attempts: 1 });
    expect(delivery!.attemptsLog.map((a) => a.number)).toEqual([1]);
  });

  it("Reenviar sends the same event id again, as a new delivery", async () => {
    const { client, endpoint, project, secret } = await studioWithHook();
    await client.answer(projectsApi.changeStage, { params: { id: project.id }, body: { stage: "projeto-legal" } });
    await selfHosted.jobRunner(inMs(0)).runDue();
    const [first] = (await client.answer(webhooksApi.deliveries, { params: { id: endpoint.id } })).deliveries;
    receiver.received.length = 0;
    const resent = await client.answer(webhooksApi.resend, { params: { id: endpoint.id, deliveryId: first!.id } });
    expect(resent).toMatchObject({ eventId: first!.eventId, status: "pendente", resentFrom: first!.id });
    expect(resent.id).not.toBe(first!.id);
    await selfHosted.jobRunner(inMs(0)).runDue();
    expect(receiver.received).toHaveLength(1);
    const body = JSON.parse(receiver.received[0]!.body) as { id: string };
    expect(body.id).toBe(first!.eventId);
    expect(verifySignature(secret, String(receiver.received[0]!.headers["prancheta-signature"]), receiver.received[0]!.body)).toBe(true);
    // A job run twice (a lease that ran out) sends once.
    await selfHosted.jobRunner(inMs(0)).runDue();
    expect(receiver.received).toHaveLength(1);
  });

  it("an endpoint failing for WEBHOOKS_DISABLE_AFTER_DAYS is disabled and its owner told", async () => {
    const { client, endpoint, project, userId } = await studioWithHook();
    const db = selfHosted.database.db;
    await db.update(webhookEndpoint).set({ failingSince: new Date(Date.now() - 3 * 24 * 60 * 60_000 - 60_000) }).where(eq(webhookEndpoint.id, endpoint.id));
    receiver.answers.push({ status: 503, body: "manutenção" });
    const mailsBefore = selfHosted.mails.length;
    await client.answer(projectsApi.changeStage, { params: { id: project.id }, body: { stage: "obra" } });
    await selfHosted.jobRunner(inMs(0)).runDue();
    const [listed] = (await client.answer(webhooksApi.list)).endpoints;
    expect(listed).toMatchObject({ active: false });
    expect(listed!.disabledAt).not.toBeNull();
    const [delivery] = (await client.answer(webhooksApi.deliveries, { params: { id: endpoint.id } })).deliveries;
    expect(delivery!.status).toBe("falhou");
    const mail = selfHosted.mails.slice(mailsBefore).find((m) => m.subject.includes("Webhook desativado"));
    expect(mail?.text).toContain(receiver.url);
    expect(userId).toBeTruthy();
    // Disabled: the next change sends nothing, and Reenviar asks to turn it on first.
    await client.answer(projectsApi.changeStage, { params: { id: project.id }, body: { stage: "pos-obra" } });
    expect((await client.call(webhooksApi.resend, { params: { id: endpoint.id, deliveryId: delivery!.id } })).status).toBe(409);
    const on = await client.answer(webhooksApi.update, { params: { id: endpoint.id }, body: { active: true } });
    expect(on).toMatchObject({ active: true, disabledAt: null, failingSince: null });
  });

  it("a generated proposal's and contract's version 1 is a saved version like the next ones (R-HOOK-8)", async () => {
    const { client, studioId, endpoint, project } = await studioWithHook(["documento.versao_salva"]);
    const db = selfHosted.database.db;
    await client.answer(feesApi.save, {
      params: { id: project.id },
      body: {
        method: "valor-fixo",
        percentage: { costOrigin: "informado", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
        perSquareMetre: { area: 0, pricePerM2: 0 },
        fixed: { amount: 2_000_000 },
        stages: [{ stage: "estudo-preliminar", bps: 10_000, hours: 0 }],
        milestones: [{ trigger: "assinatura", bps: 10_000 }],
      },
    });
    const versionEvents = async () =>
      (await db.select().from(webhookEvent).where(and(eq(webhookEvent.studioId, studioId), eq(webhookEvent.type, "documento.versao_salva"))).orderBy(asc(webhookEvent.createdAt))).map(
        (e) => e.data as { document: { id: string; kind: string; projectId: string }; version: number; source: string },
      );
    const proposal = await client.answer(projectProposalApi.generate, { params: { id: project.id } });
    expect(proposal.version).toBe(1);
    expect(await versionEvents()).toEqual([{ document: { id: proposal.id, kind: "proposta", projectId: project.id }, version: 1, source: "usuario" }]);
    const again = await client.answer(projectProposalApi.generate, { params: { id: project.id } });
    expect(again.version).toBe(2);
    const contract = await client.answer(projectContractApi.generate, { params: { id: project.id } });
    expect(contract.version).toBe(1);
    expect((await versionEvents()).map((e) => [e.document.kind, e.version])).toEqual([
      ["proposta", 1],
      ["proposta", 2],
      ["contrato", 1],
    ]);
    expect((await versionEvents())[2]!.document).toEqual({ id: contract.id, kind: "contrato", projectId: project.id });
    // Each one has its delivery to the endpoint.
    expect(await db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpoint.id))).toHaveLength(3);
  });

  it("only what the endpoint subscribed to, only while the plan has webhooks, and only what committed", async () => {
    const { client, userId, studioId, endpoint, project } = await studioWithHook(["cliente.criado"]);
    const db = selfHosted.database.db;
    const deliveriesOf = async () => db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpoint.id));
    // The setup's own client ("Cliente dos Webhooks") was the first event.
    expect(await deliveriesOf()).toHaveLength(1);
    await client.answer(projectsApi.changeStage, { params: { id: project.id }, body: { stage: "estudo-preliminar" } });
    expect(await deliveriesOf()).toHaveLength(1);
    const created = await client.answer(clientsApi.create, { body: { name: "Marina Lopes" } });
    const [event] = await db.select().from(webhookEvent).where(eq(webhookEvent.studioId, studioId)).orderBy(desc(webhookEvent.createdAt)).limit(1);
    expect(event).toMatchObject({ type: "cliente.criado", data: { client: { id: created.id, name: "Marina Lopes" } } });
    const delivery = (await deliveriesOf()).find((d) => d.eventId === event!.id);
    expect(await db.select().from(job).where(eq(job.key, `webhook:${delivery!.id}:1`))).toHaveLength(1);
    // A token's write is an event too.
    const token = await tokenOf(selfHosted, client, "escrita");
    await token.answer(v1ClientsApi.create, { body: { name: "Via API" } });
    expect(await deliveriesOf()).toHaveLength(3);
    // A refused create (422) writes nothing.
    expect((await client.call(clientsApi.create, { body: { name: "" } })).status).toBe(422);
    expect(await deliveriesOf()).toHaveLength(3);
    // A downgrade stops them at once.
    await setPlan(selfHosted, userId, "premium");
    await client.answer(clientsApi.create, { body: { name: "Depois do rebaixamento" } });
    expect(await deliveriesOf()).toHaveLength(3);
  });
});
