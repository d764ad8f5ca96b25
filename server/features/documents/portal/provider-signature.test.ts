import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feesApi } from "#domain/contracts/fees";
import { portalApi, providerSignatureApi, publicPortalApi, signatureAccountApi } from "#domain/contracts/portal";
import { projectContractApi } from "#domain/contracts/service-contracts";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import { notification, portalSignature, providerSignature, providerSignatureEvent, studioSignatureAccount } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, joinStudio, setPlan } from "#server/test/studio";
import { startFakeZapSign, type FakeZapSign } from "#test-support/fake-zapsign";

// A contract signed through the studio's own ZapSign account, against the fake (decision 109,
// R-CONTRACT-7, R-CONTRACT-8): the token sealed and never answered, the contract sent with the
// client's data, the portal pointing at ZapSign, the signed webhook through the job runner once,
// a forged webhook refused, another studio's contract a 404, ZapSign's refusals in pt-BR.

const CREDENTIALS_KEY = "1e".repeat(32);
const ZAPSIGN_TOKEN = "zapsign-token-do-estudio-ana-0001";
let ctx: TestContext;
let fake: FakeZapSign;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  fake = await startFakeZapSign({ apiToken: ZAPSIGN_TOKEN });
  ctx = await createTestContext({ CREDENTIALS_KEY, SIGNATURE_PROVIDER_BASE_URL: fake.url });
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1", createServer: http.createServer });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fake.close();
  await ctx.close();
});

type Architect = Awaited<ReturnType<typeof signedInUser>>;

const INPUT: FeeCalculationInput = {
  method: "valor-fixo",
  percentage: { costOrigin: "informado", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
  perSquareMetre: { area: 180, pricePerM2: 15_000 },
  fixed: { amount: 3_500_000 },
  stages: [
    { stage: "estudo-preliminar", bps: 5_000, hours: 0 },
    { stage: "anteprojeto", bps: 5_000, hours: 0 },
  ],
  milestones: [
    { trigger: "assinatura", bps: 5_000 },
    { trigger: "anteprojeto", bps: 5_000 },
  ],
};

async function runJobs() {
  const runner = ctx.jobRunner(() => new Date());
  for (let n = await runner.runDue(); n > 0; n = await runner.runDue());
}

/** The fake posts where the server registered the webhook (BASE_URL): here, this test's listening app. */
function deliverToThisServer() {
  for (const w of fake.webhooks) w.url = w.url.replace(/^https?:\/\/[^/]+/, origin);
}

async function contractProject(architect: Architect, client: { email?: string; document?: string } = { email: "marina@example.com", document: "529.982.247-25" }) {
  await setPlan(ctx, architect.userId, "avancado");
  const c = await addClient(architect.client, { name: "Marina Souza", kind: "pessoa_feminina", ...client } as never);
  const project = await addProject(architect.client, { name: "Casa Araucária", clientId: c.id, standard: "alto", builtArea: 180 } as never);
  await architect.client.answer(feesApi.save, { params: { id: project.id }, body: INPUT });
  const contract = await architect.client.answer(projectContractApi.generate, { params: { id: project.id } });
  return { project, contract };
}

async function connected(apiToken = ZAPSIGN_TOKEN): Promise<Architect> {
  const ana = await signedInUser(ctx);
  const saved = await ana.client.answer(signatureAccountApi.save, { body: { apiToken } });
  expect(saved).toMatchObject({ connected: true, apiTokenHint: apiToken.slice(-4), providerLabel: "ZapSign" });
  deliverToThisServer();
  return ana;
}

describe("the studio's ZapSign account (R-CONTRACT-7)", () => {
  it("is tried at ZapSign, sealed, answered only by its last 4 characters, and disconnected", async () => {
    const ana = await connected();
    const [row] = await ctx.database.db.select().from(studioSignatureAccount).where(eq(studioSignatureAccount.studioId, ana.studioId));
    expect(row!.apiTokenEncrypted).not.toContain(ZAPSIGN_TOKEN);
    expect(JSON.stringify(await ana.client.answer(signatureAccountApi.get))).not.toContain(ZAPSIGN_TOKEN);
    // The webhook registered with a secret header of ours, never the token.
    const hook = fake.webhooks.at(-1)!;
    expect(hook.url).toContain(`/api/signatures/webhooks/zapsign/${ana.studioId}`);
    expect(hook.headers[0]!.name).toBe("Authorization");
    expect(hook.headers[0]!.value).not.toContain(ZAPSIGN_TOKEN);

    expect((await ana.client.call(signatureAccountApi.remove)).status).toBe(204);
    expect(await ana.client.answer(signatureAccountApi.get)).toMatchObject({ connected: false, apiTokenHint: null });
  });

  it("refuses a token ZapSign refuses (422 in pt-BR), and a member who is not owner or admin (403)", async () => {
    const bia = await signedInUser(ctx);
    const refused = await bia.client.call(signatureAccountApi.save, { body: { apiToken: "token-que-a-zapsign-nao-conhece" } });
    expect(refused.status).toBe(422);
    expect(refused.error?.fields?.apiToken).toMatch(/ZapSign recusou este token/);
    const member = await signedInUser(ctx);
    await joinStudio(ctx, member.userId, bia.studioId, "member");
    expect((await member.client.call(signatureAccountApi.get)).status).toBe(403);
  });
});

describe("the contract through ZapSign (R-CONTRACT-7, R-CONTRACT-8)", () => {
  it("sends the contract, the client signs at ZapSign, the webhook stores ZapSign's PDF once and the studio hears of it", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    const sent = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(sent).toMatchObject({ status: "enviada", providerLabel: "ZapSign", signerName: "Marina Souza" });
    const doc = fake.documents.find((d) => d.externalId === sent.id)!;
    expect(doc.signers[0]).toMatchObject({ name: "Marina Souza", email: "marina@example.com", cpf: "52998224725" });
    expect(doc.pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The same version again: the same sending, nothing new at ZapSign.
    const again = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(again.id).toBe(sent.id);
    expect(fake.documents.filter((d) => d.externalId === sent.id)).toHaveLength(1);

    // The portal offers ZapSign's page instead of the simple signature.
    const token = /\/portal\/([\w-]{43})$/.exec((await ana.client.answer(portalApi.createLink, { params: { id: project.id } })).url)![1]!;
    const visitor = new TestClient(ctx, "203.0.113.9");
    const view = await visitor.answer(publicPortalApi.get, { params: { token } });
    expect(view.documents.find((d) => d.id === contract.id)).toMatchObject({ forSignature: true, providerSignUrl: sent.signUrl });
    const page = await visitor.answer(publicPortalApi.document, { params: { token, documentId: contract.id } });
    const simple = await visitor.call(publicPortalApi.sign, {
      params: { token, documentId: contract.id },
      body: { fullName: "Marina Souza", cpf: "529.982.247-25", email: "marina@example.com", signature: "Marina Souza", consent: true, pdfSha256: page.pdf.sha256 },
    });
    expect(simple.status).toBe(422);
    expect(simple.error?.message).toMatch(/Assinar pela ZapSign/);

    const deliveries = await fake.sign(doc.token, new Date("2026-12-03T18:30:00Z"));
    expect(deliveries.filter((d) => d.url.includes(ana.studioId)).map((d) => d.status)).toEqual([200]);
    await runJobs();
    const studioView = await ana.client.answer(portalApi.get, { params: { id: project.id } });
    const shown = studioView.documents.find((d) => d.id === contract.id)!;
    expect(shown.providerSignature).toMatchObject({ status: "assinada" });
    expect(shown.signatures).toHaveLength(1);
    expect(shown.signatures[0]).toMatchObject({ fullName: "Marina Souza", provider: "zapsign", signedAt: "2026-12-03T18:30:00.000Z", valid: true });
    // ZapSign's own signed file, as it served it.
    const pdf = await ana.client.get(`/api/projects/${project.id}/portal/signatures/${shown.signatures[0]!.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).toString("latin1")).toContain("% ZapSign: assinado por Marina Souza");
    const notices = await ctx.database.db.select().from(notification).where(and(eq(notification.studioId, ana.studioId), eq(notification.kind, "portal")));
    expect(notices.some((n) => n.title.startsWith("Marina Souza assinou: "))).toBe(true);

    // The same webhook again: 200, nothing new.
    expect((await fake.redeliver(doc.token)).filter((d) => d.url.includes(ana.studioId)).map((d) => d.status)).toEqual([200]);
    await runJobs();
    expect(await ctx.database.db.select().from(portalSignature).where(eq(portalSignature.documentId, contract.id))).toHaveLength(1);
    expect(await ctx.database.db.select().from(providerSignatureEvent).where(eq(providerSignatureEvent.studioId, ana.studioId))).toHaveLength(1);
  });

  it("refuses a forged webhook, or one with another studio's secret, before storing anything", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    const sent = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    const doc = fake.documents.find((d) => d.externalId === sent.id)!;
    const body = JSON.stringify({ event_type: "doc_signed", token: doc.token, status: "signed", signed_file: `${fake.url}/files/${doc.token}/signed.pdf`, signers: [] });
    const post = (authorization?: string) =>
      fetch(`${origin}/api/signatures/webhooks/zapsign/${ana.studioId}`, { method: "POST", headers: { "Content-Type": "application/json", ...(authorization ? { Authorization: authorization } : {}) }, body });
    expect((await post()).status).toBe(401);
    expect((await post("Bearer segredo-inventado")).status).toBe(401);
    // Bia's own secret, valid for her studio only.
    fake.addAccount("zapsign-token-do-estudio-bia-0002");
    const bia = await connected("zapsign-token-do-estudio-bia-0002");
    const biaSecret = fake.webhooks.filter((w) => w.url.includes(bia.studioId)).at(-1)!.headers[0]!.value;
    expect((await post(biaSecret)).status).toBe(401);
    expect(await ctx.database.db.select().from(providerSignatureEvent).where(eq(providerSignatureEvent.studioId, ana.studioId))).toHaveLength(0);
    const [row] = await ctx.database.db.select().from(providerSignature).where(eq(providerSignature.id, sent.id));
    expect(row!.status).toBe("enviada");
  });

  it("refuses a signed file that is not a PDF, and keeps the contract unsigned", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    const sent = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    fake.serveSignedFileAs(Buffer.from("<html>não é PDF</html>"));
    try {
      await fake.sign(fake.documents.find((d) => d.externalId === sent.id)!.token);
      await runJobs();
    } finally {
      fake.serveSignedFileAs(null);
    }
    const [row] = await ctx.database.db.select().from(providerSignature).where(eq(providerSignature.id, sent.id));
    expect(row!.status).toBe("enviada");
    expect(await ctx.database.db.select().from(portalSignature).where(eq(portalSignature.documentId, contract.id))).toHaveLength(0);
  });

  it("is a 404 for another studio's project or contract, and says what is missing or what ZapSign refused in pt-BR", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    const bruno = await signedInUser(ctx);
    expect((await bruno.client.call(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } })).status).toBe(404);
    const other = await contractProject(bruno);
    expect((await ana.client.call(providerSignatureApi.send, { params: { id: project.id, documentId: other.contract.id }, body: { confirmGaps: true } })).status).toBe(404);

    const noCpf = await contractProject(ana, { email: "marina@example.com" });
    const missing = await ana.client.call(providerSignatureApi.send, { params: { id: noCpf.project.id, documentId: noCpf.contract.id }, body: { confirmGaps: true } });
    expect(missing.status).toBe(422);
    expect(missing.error?.fields?.cpf).toMatch(/CPF do cliente/);

    fake.failNext(400, { signers: ["Informe um endereço de email válido: marina@example"] });
    const refused = await ana.client.call(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(refused.status).toBe(422);
    expect(refused.error?.message).toMatch(/^A ZapSign recusou o envio: Informe um endereço de email válido/);

    fake.failNext(401, { detail: "API token não encontrado." });
    const token = await ana.client.call(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(token.status).toBe(502);
    expect(token.error?.message).toMatch(/recusou o token do estúdio/);

    fake.failNext(503, { detail: "Serviço indisponível." });
    const down = await ana.client.call(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(down.status).toBe(502);
    expect(down.error?.message).toMatch(/a ZapSign não respondeu/);

    // Without the account: a 409 that says where to connect it.
    const carla = await signedInUser(ctx);
    const hers = await contractProject(carla);
    const none = await carla.client.call(providerSignatureApi.send, { params: { id: hers.project.id, documentId: hers.contract.id }, body: { confirmGaps: true } });
    expect(none.status).toBe(409);
    expect(none.error?.message).toMatch(/Configurações → Integrações/);
  });
  it("asks before sending a contract with gaps, and two clicks at once make one document at ZapSign", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    const asked = await ana.client.call(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: {} });
    expect(asked.status).toBe(409);
    expect(asked.error?.code).toBe("document_has_gaps");
    expect(await ctx.database.db.select().from(providerSignature).where(eq(providerSignature.documentId, contract.id))).toHaveLength(0);

    const before = fake.documents.length;
    const both = await Promise.all([0, 1].map(() => ana.client.call(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } })));
    // The second click either finds the first still waiting for ZapSign (409) or already made (the
    // same sending): which one depends on timing, never two documents.
    const made = both.filter((r) => r.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((r) => r.data!.id)).size).toBe(1);
    for (const r of both.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.error?.message).toMatch(/já está sendo enviado à ZapSign/);
    }
    expect(fake.documents.length).toBe(before + 1);
    // Once made, the same version answers the same sending.
    const again = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(again.id).toBe(made[0]!.data!.id);
    expect(fake.documents.length).toBe(before + 1);
  });

  it("leaves nothing behind when ZapSign fails, so the next try sends", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    fake.failNext(503, { detail: "Serviço indisponível." });
    expect((await ana.client.call(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } })).status).toBe(502);
    expect(await ctx.database.db.select().from(providerSignature).where(eq(providerSignature.documentId, contract.id))).toHaveLength(0);
    const sent = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(sent.status).toBe("enviada");
  });

  it("trusts ZapSign, not the webhook's body: a forged 'signed' with the secret applies nothing, and an unknown document stores nothing", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    const sent = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    const doc = fake.documents.find((d) => d.externalId === sent.id)!;
    const secret = fake.webhooks.filter((w) => w.url.includes(ana.studioId)).at(-1)!.headers[0]!.value;
    const post = (body: unknown) =>
      fetch(`${origin}/api/signatures/webhooks/zapsign/${ana.studioId}`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: secret }, body: JSON.stringify(body) });
    // A document this studio never sent: answered, nothing stored.
    const unknown = await post({ event_type: "doc_signed", token: "documento-que-nao-existe", status: "signed", signed_file: `${fake.url}/files/x/signed.pdf`, signers: [] });
    expect(await unknown.json()).toEqual({ processed: false });
    // The real document, still unsigned at ZapSign, with a body that says it is signed.
    const forged = await post({ event_type: "doc_signed", token: doc.token, status: "signed", signed_file: "http://169.254.169.254/latest/meta-data", signers: [{ name: "Outra Pessoa", signed_at: "2026-12-01T10:00:00Z", status: "signed" }] });
    expect(await forged.json()).toEqual({ processed: true });
    await runJobs();
    const events = await ctx.database.db.select().from(providerSignatureEvent).where(eq(providerSignatureEvent.studioId, ana.studioId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: "nao-assinado", body: { event_type: "doc_signed", token: doc.token } });
    const [row] = await ctx.database.db.select().from(providerSignature).where(eq(providerSignature.id, sent.id));
    expect(row!.status).toBe("enviada");
    // When the client really signs, ZapSign's delivery applies it, with ZapSign's signer and time.
    await fake.sign(doc.token, new Date("2026-12-03T19:00:00Z"));
    await runJobs();
    const [signed] = await ctx.database.db.select().from(portalSignature).where(eq(portalSignature.documentId, contract.id));
    expect(signed).toMatchObject({ fullName: "Marina Souza", provider: "zapsign" });
    expect(signed!.signedAt.toISOString()).toBe("2026-12-03T19:00:00.000Z");
  });

  it("takes a redelivery after a refused file, and never follows a redirect for the signed file", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    const sent = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    const doc = fake.documents.find((d) => d.externalId === sent.id)!;
    fake.redirectSignedFileTo(`${fake.url}/files/${doc.token}/original.pdf`);
    try {
      await fake.sign(doc.token);
      await runJobs();
    } finally {
      fake.redirectSignedFileTo(null);
    }
    const [refused] = await ctx.database.db.select().from(providerSignatureEvent).where(eq(providerSignatureEvent.providerDocumentToken, doc.token));
    expect(refused!.outcome).toBe("arquivo-recusado");
    expect(await ctx.database.db.select().from(portalSignature).where(eq(portalSignature.documentId, contract.id))).toHaveLength(0);
    // ZapSign delivers again (or support asks it to): now the file comes, and the signature is kept.
    await fake.redeliver(doc.token);
    await runJobs();
    const [applied] = await ctx.database.db.select().from(providerSignatureEvent).where(eq(providerSignatureEvent.providerDocumentToken, doc.token));
    expect(applied!.outcome).toBe("aplicado");
    expect(await ctx.database.db.select().from(portalSignature).where(eq(portalSignature.documentId, contract.id))).toHaveLength(1);
  });

  it("on disconnecting, removes the webhook at ZapSign and cancels what was not signed, so the portal offers its own signature", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    const sent = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(fake.webhooks.filter((w) => w.url.includes(ana.studioId))).toHaveLength(1);
    // Every member learns from the portal whether the contract can go through ZapSign.
    const member = await signedInUser(ctx);
    await joinStudio(ctx, member.userId, ana.studioId, "member");
    expect((await member.client.answer(portalApi.get, { params: { id: project.id } })).signatureProviderConnected).toBe(true);
    expect((await ana.client.call(signatureAccountApi.remove)).status).toBe(204);
    expect(fake.webhooks.filter((w) => w.url.includes(ana.studioId))).toHaveLength(0);
    const studioView = await ana.client.answer(portalApi.get, { params: { id: project.id } });
    expect(studioView.documents.find((d) => d.id === contract.id)!.providerSignature).toMatchObject({ id: sent.id, status: "cancelada" });
    expect(studioView.signatureProviderConnected).toBe(false);
    // Withdrawn at ZapSign too (its soft delete), so its e-mailed link leads nowhere new.
    expect(fake.documents.find((d) => d.externalId === sent.id)!.deletedAt).not.toBeNull();
    const token = /\/portal\/([\w-]{43})$/.exec((await ana.client.answer(portalApi.createLink, { params: { id: project.id } })).url)![1]!;
    const visitor = new TestClient(ctx, "203.0.113.10");
    const view = await visitor.answer(publicPortalApi.get, { params: { token } });
    expect(view.documents.find((d) => d.id === contract.id)).toMatchObject({ forSignature: true, providerSignUrl: null });
    // Reconnected, the contract goes again as a new sending.
    await ana.client.answer(signatureAccountApi.save, { body: { apiToken: ZAPSIGN_TOKEN } });
    deliverToThisServer();
    const again = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(again.id).not.toBe(sent.id);
    expect(again.status).toBe("enviada");
  });

  it("on reconnecting, removes the previous webhook at ZapSign", async () => {
    const ana = await connected();
    await ana.client.answer(signatureAccountApi.save, { body: { apiToken: ZAPSIGN_TOKEN } });
    expect(fake.webhooks.filter((w) => w.url.includes(ana.studioId))).toHaveLength(1);
  });
  it("on disconnecting, records a contract the client signed at ZapSign whose webhook never came, instead of cancelling it", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    const sent = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    const doc = fake.documents.find((d) => d.externalId === sent.id)!;
    // The webhook is lost (its address unreachable): only ZapSign knows the client signed.
    for (const w of fake.webhooks.filter((x) => x.url.includes(ana.studioId))) w.url = `${origin}/nao-existe/perdido`;
    await fake.sign(doc.token, new Date("2026-12-03T20:00:00Z"));
    // ZapSign down: nothing is disconnected, nothing cancelled.
    fake.failNext(503, { detail: "Serviço indisponível." });
    const down = await ana.client.call(signatureAccountApi.remove);
    expect(down.status).toBe(502);
    expect(down.error?.message).toMatch(/nada foi desconectado/);
    expect(await ana.client.answer(signatureAccountApi.get)).toMatchObject({ connected: true });
    expect((await ana.client.call(signatureAccountApi.remove)).status).toBe(204);
    const shown = (await ana.client.answer(portalApi.get, { params: { id: project.id } })).documents.find((d) => d.id === contract.id)!;
    expect(shown.providerSignature).toMatchObject({ id: sent.id, status: "assinada" });
    expect(shown.signatures).toHaveLength(1);
    expect(shown.signatures[0]).toMatchObject({ fullName: "Marina Souza", provider: "zapsign", signedAt: "2026-12-03T20:00:00.000Z" });
    expect(doc.deletedAt).toBeNull();
    // Signed: the same version is not sent again.
    await ana.client.answer(signatureAccountApi.save, { body: { apiToken: ZAPSIGN_TOKEN } });
    const again = await ana.client.call(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(again.status).toBe(201);
    expect(again.data!.status).toBe("assinada");
  });

  it("on connecting another ZapSign account, settles what the previous one sent", async () => {
    const ana = await connected();
    const { project, contract } = await contractProject(ana);
    const sent = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    fake.addAccount("zapsign-token-da-outra-conta-0003");
    await ana.client.answer(signatureAccountApi.save, { body: { apiToken: "zapsign-token-da-outra-conta-0003" } });
    const [row] = await ctx.database.db.select().from(providerSignature).where(eq(providerSignature.id, sent.id));
    expect(row!.status).toBe("cancelada");
    expect(fake.documents.find((d) => d.externalId === sent.id)!.deletedAt).not.toBeNull();
    // The contract goes again through the new account.
    deliverToThisServer();
    const again = await ana.client.answer(providerSignatureApi.send, { params: { id: project.id, documentId: contract.id }, body: { confirmGaps: true } });
    expect(fake.documents.find((d) => d.externalId === again.id)!.apiToken).toBe("zapsign-token-da-outra-conta-0003");
  });
});
