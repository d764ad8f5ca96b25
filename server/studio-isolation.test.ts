import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_STAGE_IDS } from "#domain/projects";
import { MATERIALS } from "#domain/materials-catalogue";
import { analyzeTopography } from "#domain/topography-analysis";
import { apiToken, billingCharge, studioCharge, client, contractClause, conversation, documentClientLink, generatedImage, message, notification, portalDelivery, portalLink, toolRun, presentation, project, projectDocument, storedFile, studioMember, planCheckout, upgradeRequest, webhookDelivery, webhookEndpoint, webhookEvent } from "./db/schema";
import { createTestContext, type TestContext } from "./test/harness";
import { join, person, studioOf, type Person } from "./test/people";
import { addClient, addProject, errorOf, setPlan } from "./test/studio";
import { tokenOf, type TokenClient } from "./test/api-token";
import { calendarApi } from "#domain/contracts/calendar";
import { clientMessagesApi } from "#domain/contracts/client-messages";
import { customTabsApi } from "#domain/contracts/custom-tabs";
import { projectDocumentsApi } from "#domain/contracts/documents";
import { billingApi } from "#domain/contracts/payments";
import { remindersApi } from "#domain/contracts/reminders";
import { contractClausesApi } from "#domain/contracts/service-contracts";
import { studioApi } from "#domain/contracts/studio";
import { cashApi } from "#domain/contracts/studio-charges";
import { webhooksApi } from "#domain/contracts/webhooks";

/**
 * R-STUDIO-5: another studio's ids are a 404 on every route — for someone who was never in the
 * studio, and for a member removed a moment ago (the scope is read on every request). The routes
 * come from the app itself, so a route added later with an `:id` must be given an id here, or
 * this test fails.
 */
let ctx: TestContext;
let ana: Person;
let removed: Person;
let outsider: Person;
const ids: Record<string, string> = {};
let projectStage: string;
/** The public API (decision 097) is reached with a token of the person's own studio, not a session. */
const tokens: Partial<Record<"outsider" | "removed", TokenClient>> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await person(ctx, "Ana Souza");
  await setPlan(ctx, ana.me.id, "premium");
  removed = await person(ctx, "Bruno Lima");
  await join(ctx, ana, removed);
  const carla = await person(ctx, "Carla Dias");
  await join(ctx, ana, carla);
  outsider = await person(ctx, "Davi Rocha");

  const c = await addClient(ana.client, { name: "Cliente do estúdio da Ana" });
  const p = await addProject(ana.client, { name: "Casa da Ana", clientId: c.id });
  projectStage = p.stage;
  const invitation = await ana.client.answer(studioApi.invite, { body: { email: "pendente@exemplo.com.br", role: "member" } });
  const members = (await studioOf(ana)).members;
  // The chat is personal: Ana's conversation, inserted as the chat stores it.
  const conversationId = randomUUID();
  const answerId = randomUUID();
  const db = ctx.database.db;
  await db.insert(conversation).values({ id: conversationId, userId: ana.me.id, title: "Recuos" });
  await db.insert(message).values([
    { id: randomUUID(), conversationId, role: "user", content: "Qual o recuo?" },
    { id: answerId, conversationId, role: "assistant", content: "Depende…", status: "streaming" },
  ]);
  const briefing = await ana.client.answer(projectDocumentsApi.open, { params: { id: p.id }, body: { kind: "briefing" } });
  const budget = await ana.client.answer(projectDocumentsApi.open, { params: { id: p.id }, body: { kind: "orcamento" } });
  const anaToken = await tokenOf(ctx, ana.client, "escrita");
  // A webhook of the studio and one delivery of it (R-HOOK-1): written as the outbox writes them,
  // the plan of webhooks (Obra-Prima) granted for the create only.
  await setPlan(ctx, ana.me.id, "obra-prima");
  const anaWebhook = await ana.client.answer(webhooksApi.create, { body: { url: "https://erp.exemplo.com.br/hooks", events: ["cliente.criado"] } });
  await setPlan(ctx, ana.me.id, "premium");
  const webhookEventId = `evt_${randomUUID()}`;
  await db.insert(webhookEvent).values({ id: webhookEventId, studioId: ana.me.studio.id, type: "cliente.criado", data: {} });
  await db.insert(webhookDelivery).values({ id: randomUUID(), studioId: ana.me.studio.id, endpointId: anaWebhook.endpoint.id, eventId: webhookEventId });
  // An image of the studio, as an upload records it (the bytes are not needed for a 404).
  const fileId = randomUUID();
  await db.insert(storedFile).values({ id: fileId, studioId: ana.me.studio.id, purpose: "referencia", mime: "image/png", size: 68, originalName: "fachada.png", storageKey: fileId, createdBy: ana.me.id });
  // A generated image of the studio (R-IMG-2), as a generation records it (no provider needed for a 404).
  const imageFileId = randomUUID();
  const imageId = randomUUID();
  await db.insert(storedFile).values({ id: imageFileId, studioId: ana.me.studio.id, purpose: "imagem-gerada", mime: "image/png", size: 68, originalName: "prancheta.png", storageKey: imageFileId, createdBy: ana.me.id });
  await db.insert(generatedImage).values({ id: imageId, studioId: ana.me.studio.id, createdBy: ana.me.id, prompt: "Fachada", fileId: imageFileId, model: "gpt-image-1", size: "1024x1024" });
  // A presentation of the studio, as a finished render leaves it (no PDF needed for a 404).
  const presentationId = randomUUID();
  await db.insert(presentation).values({ id: presentationId, studioId: ana.me.studio.id, projectId: p.id, title: "Casa da Ana", template: "minimalista", content: { slides: [], text: null, images: [] }, status: "pronta", progress: 100 });
  const [request] = await db.insert(upgradeRequest).values({ id: randomUUID(), studioId: ana.me.studio.id, requestedBy: ana.me.id, plan: "obra-prima" }).returning();
  // A client's message of the studio (R-MSG-1), recorded as the page records it.
  const clientMessage = await ana.client.answer(clientMessagesApi.create, { body: { clientId: c.id, projectId: p.id, channel: "whatsapp", tone: "cordial", message: "Qual o prazo?" } });
  // Ana's own reminder (R-REM-1): personal, so a colleague's id is a 404 too.
  const reminder = await ana.client.answer(remindersApi.create, { body: { titulo: "Protocolar na prefeitura", data: "2030-01-10" } });
  // Ana's own custom tab (R-TAB-1): personal too.
  const customTab = await ana.client.answer(customTabsApi.create, { body: { nomeAba: "Obra da Ana", atalhos: "https://abnt.org.br" } });
  // A clause of the studio's library (R-CONTRACT-3).
  const clause = await ana.client.answer(contractClausesApi.create, { body: { title: "Visitas à obra", text: "Duas por etapa." } });
  const calendarEvent = await ana.client.answer(calendarApi.create, { body: { title: "Reunião da Ana", date: "2030-01-10", time: "10:00", projectId: p.id } });
  const notificationId = randomUUID();
  await db.insert(notification).values({ id: notificationId, studioId: ana.me.studio.id, userId: ana.me.id, kind: "evento", title: "Evento: Reunião da Ana", body: "10/01/2030", key: `teste:${notificationId}` });
  const toolRunId = randomUUID();
  await db.insert(toolRun).values({ id: toolRunId, studioId: ana.me.studio.id, createdBy: ana.me.id, tool: "materiais", inputs: { estilo: "moderno" }, text: "Análise", provider: "offline", status: "pronta" });
  // A survey's run with its drawing: another studio's id is a 404 although the drawing exists.
  const surveyRunId = randomUUID();
  const { analysis, drawing } = analyzeTopography([
    { x: 0, y: 0, z: 10 },
    { x: 20, y: 0, z: 12 },
    { x: 0, y: 20, z: 14 },
    { x: 20, y: 20, z: 15 },
  ]);
  await db.insert(toolRun).values({ id: surveyRunId, studioId: ana.me.studio.id, createdBy: ana.me.id, tool: "topografia", inputs: {}, computed: { ...analysis, drawing }, text: "Análise", provider: "offline", status: "pronta" });
  expect((await ana.client.get(`/api/tools/topografia/runs/${surveyRunId}/drawing`)).status).toBe(200);
  // The studio's subscription and its charge (R-PAY-4), as the checkout and its webhook leave them.
  const checkoutId = randomUUID();
  await db.insert(planCheckout).values({ id: checkoutId, studioId: ana.me.studio.id, requestedBy: ana.me.id, plan: "premium", amountCents: 19_900, gateway: "asaas", status: "paid", method: "pix", paidAt: new Date() });
  await db.insert(billingCharge).values({ gateway: "asaas", gatewayChargeId: "pay_da_ana", studioId: ana.me.studio.id, checkoutId, status: "paid", method: "pix", amountCents: 19_900, dueDate: "2026-12-03", receiptUrl: "https://www.asaas.com/i/da-ana" });
  // A charge of the studio to its client (R-PAY-6), as a created charge leaves it.
  const studioChargeId = randomUUID();
  await db.insert(studioCharge).values({ id: studioChargeId, studioId: ana.me.studio.id, projectId: p.id, clientId: c.id, idempotencyKey: "isolamento-da-ana", milestone: "assinatura", description: "Na assinatura do contrato – Casa da Ana", amountCents: 500_000, method: "pix", dueDate: "2030-01-10", fineBps: 200, interestBps: 100, gatewayChargeId: "pay_cliente_da_ana", invoiceUrl: "https://www.asaas.com/i/cliente-da-ana" });
  Object.assign(ids, {
    "/api/tools/topografia/runs": surveyRunId,
    // A tool's history is the studio's: another studio's run id in the tool's place is a 404 too.
    "/api/tools": toolRunId,
    "/api/tools/runs": toolRunId,
    "/api/calendar/events": calendarEvent.id,
    "/api/notifications": notificationId,
    "/api/custom-tabs": customTab.id,
    "/api/reminders": reminder.id,
    "/api/client-messages": clientMessage.id,
    "/api/clients": c.id,
    "/api/contract-clauses": clause.id,
    "/api/projects": p.id,
    // Cancelling or refunding another studio's charge (R-PAY-7) is a 404 like any other id.
    "/api/charges": studioChargeId,
    "/api/documents": briefing.id,
    "/api/conversations": conversationId,
    "/api/chat/answers": answerId,
    "/api/studio/invitations": invitation.id,
    "/api/studio/members": members.find((m) => m.email === carla.email)!.id,
    "/api/admin/upgrade-requests": request!.id,
    "/api/files": fileId,
    "/api/presentations": presentationId,
    "/api/images": imageId,
    "/api/studio/api-tokens": anaToken.id,
    "/api/studio/webhooks": anaWebhook.endpoint.id,
    "/api/v1/clients": c.id,
    "/api/v1/projects": p.id,
    "/api/v1/documents": briefing.id,
    "/api/v1/budgets": budget.id,
  });

  // Bruno could read the studio's client a moment ago; then he is removed.
  expect((await removed.client.get(`/api/clients/${c.id}`)).status).toBe(200);
  const brunoMember = members.find((m) => m.email === removed.email)!;
  expect((await ana.client.delete(`/api/studio/members/${brunoMember.id}`)).status).toBe(204);
  // Each with a write token of their own studio, on a plan that sells the API.
  for (const [who, p] of [["outsider", outsider], ["removed", removed]] as const) {
    await setPlan(ctx, p.me.id, "premium");
    tokens[who] = await tokenOf(ctx, p.client, "escrita");
  }
}, 120_000);
afterAll(async () => ctx?.close());

/** A body each route accepts, so the request reaches the scoping rather than a 422. */
const BODIES: Record<string, unknown> = {
  "PUT /api/calendar/events/:id": { title: "Outro", date: "2030-01-11", time: "11:00" },
  "PUT /api/custom-tabs/:id": { name: "Alterada", blocks: [], links: [], notes: null },
  "PATCH /api/clients/:id": { notes: "alterado" },
  "PATCH /api/projects/:id": { name: "Alterado" },
  "POST /api/projects/:id/stage": { stage: PROJECT_STAGE_IDS.at(-1) },
  "POST /api/v1/projects/:id/stage": { stage: PROJECT_STAGE_IDS.at(-1) },
  "POST /api/projects/:id/documents": { kind: "briefing" },
  "PUT /api/documents/:id": { baseVersion: 1, content: { questionnaire: "residencial", answers: { moradores: "9" }, followUps: [] } },
  "PATCH /api/studio/members/:id": { role: "admin" },
  "POST /api/projects/:id/references": { url: "https://www.archdaily.com.br/br/1", title: "Casa no campo" },
  // Another studio's document is a 404 before the target project is even looked at.
  "POST /api/documents/:id/duplicate": { projectId: "00000000-0000-4000-8000-000000000000" },
  "POST /api/documents/:id/generate": { baseVersion: 1, allowOffline: true },
  "POST /api/documents/:id/client-link/email": { url: `http://localhost:3000/briefing-cliente/${"a".repeat(43)}` },
  "POST /api/documents/:id/sections/:key/rewrite": { allowOffline: true },
  "PUT /api/presentations/:id": { title: "Outra", template: "executivo", content: {} },
  "POST /api/projects/:id/materials": { materialId: MATERIALS[0]!.id },
  "PUT /api/projects/:id/fees": {
    method: "valor-fixo",
    percentage: { costOrigin: "informado", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
    perSquareMetre: { area: 0, pricePerM2: 0 },
    fixed: { amount: 1_000_000 },
    stages: [{ stage: "estudo-preliminar", bps: 10_000, hours: 0 }],
    milestones: [{ trigger: "assinatura", bps: 10_000 }],
  },
  "POST /api/documents/:id/proposal-state": { action: "enviar", version: 1 },
  "PUT /api/projects/:id/portal/documents": { documents: [] },
  "POST /api/projects/:id/portal/deliveries": { stage: "anteprojeto", documentIds: ["00000000-0000-4000-8000-000000000000"] },
  "PATCH /api/reminders/:id": { done: true },
  "PATCH /api/studio/webhooks/:id": { active: false },
  "POST /api/projects/:id/charges": { milestone: "assinatura", method: "pix", dueDate: "2030-01-10", idempotencyKey: "isolamento-0001" },
  "POST /api/charges/:id/cancel": { idempotencyKey: "isolamento-0002" },
  "POST /api/charges/:id/refund": { idempotencyKey: "isolamento-0003" },
  "PUT /api/projects/:id/rrt": { rrtNumber: "1234567" },
  "PUT /api/projects/:id/contract/payment-terms": { fineBps: 200, interestBps: 100, sendReminders: true },
  "PUT /api/contract-clauses/:id": { title: "Outra", text: "Outro texto." },
  "PATCH /api/client-messages/:id": { reply: "Respondido" },
  "POST /api/client-messages/:id/suggestions": { tone: "formal" },
};

function idRoutes() {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of ctx.app.routes) {
    if (method === "ALL" || !path.startsWith("/api/") || path.startsWith("/api/auth/") || !path.includes("/:")) continue;
    if (path.includes(":token")) continue; // An invitation link is its own secret, opened before joining.
    // A studio's webhook address is authenticated by that studio's token, not a session (R-PAY-7: 401 otherwise, tested in studio-charges.test.ts).
    if (path.includes(":studioId")) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

function idFor(path: string): string {
  const prefix = path.slice(0, path.indexOf("/:"));
  const id = ids[prefix];
  if (!id) throw new Error(`A rota ${path} tem um :id e este teste não tem um registro de outro estúdio para ela: acrescente-o em beforeAll.`);
  return id;
}

describe("another studio's ids", () => {
  it("covers every :id route of the app", () => {
    const routes = idRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const route of routes) expect(() => idFor(route.path), route.path).not.toThrow();
  });

  for (const who of ["outsider", "removed"] as const) {
    it(`are a 404 on every :id route for ${who === "outsider" ? "someone never in the studio" : "a member removed a moment ago"}`, async () => {
      const p = who === "outsider" ? outsider : removed;
      for (const route of idRoutes()) {
        const path = route.path.replace(/:[A-Za-z]+/, idFor(route.path));
        const key = `${route.method} ${route.path}`;
        const body = route.method === "GET" ? undefined : (BODIES[key] ?? {});
        const res = route.path.startsWith("/api/v1/") ? await tokens[who]!.request(route.method, path, body) : await p.client.request(route.method, path, body);
        expect(res.status, `${key} → ${res.status} ${await res.clone().text()}`).toBe(404);
        expect((await errorOf(res)).message, key).toMatch(/não encontrad/);
      }
    }, 120_000);
  }

  it("the billing page shows each studio its own charges only (R-PAY-4)", async () => {
    const mine = await ana.client.answer(billingApi.get);
    expect(mine.charges.map((c) => c.id)).toEqual(["pay_da_ana"]);
    for (const p of [outsider, removed]) {
      const theirs = await p.client.answer(billingApi.get);
      expect(theirs).toMatchObject({ charges: [], state: "none", checkoutId: null });
    }
  });

  it("the cash view and its CSV show each studio its own charges only (R-PAY-8)", async () => {
    const mine = await ana.client.answer(cashApi.list);
    expect(mine.charges.map((c) => c.projectName)).toEqual(["Casa da Ana"]);
    for (const p of [outsider, removed]) {
      expect((await p.client.answer(cashApi.list)).charges).toEqual([]);
      expect(await (await p.client.get("/api/charges/csv")).text()).not.toContain("Casa da Ana");
    }
  });

  it("left everything of the studio as it was", async () => {
    const db = ctx.database.db;
    const [c] = await db.select().from(client).where(eq(client.id, ids["/api/clients"]!));
    expect(c).toMatchObject({ notes: null, updatedBy: ana.me.id });
    const [d] = await db.select().from(projectDocument).where(eq(projectDocument.id, ids["/api/documents"]!));
    expect(d?.version).toBe(1);
    expect(await db.select().from(documentClientLink).where(eq(documentClientLink.documentId, ids["/api/documents"]!))).toEqual([]);
    // No portal link or delivery was made for the studio's project by anyone outside it (R-PORTAL-1).
    expect(await db.select().from(portalLink).where(eq(portalLink.projectId, ids["/api/projects"]!))).toEqual([]);
    expect(await db.select().from(portalDelivery).where(eq(portalDelivery.projectId, ids["/api/projects"]!))).toEqual([]);
    const [p] = await db.select().from(project).where(eq(project.id, ids["/api/projects"]!));
    expect(p).toMatchObject({ name: "Casa da Ana", stage: projectStage, rrtNumber: null });
    const [kept] = await db.select().from(contractClause).where(eq(contractClause.id, ids["/api/contract-clauses"]!));
    expect(kept).toMatchObject({ title: "Visitas à obra", text: "Duas por etapa." });
    const [m] = await db.select().from(studioMember).where(eq(studioMember.id, ids["/api/studio/members"]!));
    expect(m).toMatchObject({ role: "member" });
    const [r] = await db.select().from(upgradeRequest).where(eq(upgradeRequest.id, ids["/api/admin/upgrade-requests"]!));
    expect(r).toMatchObject({ status: "pending" });
    expect((await studioOf(ana)).invitations.map((i) => i.id)).toEqual([ids["/api/studio/invitations"]]);
    const [answer] = await db.select().from(message).where(eq(message.id, ids["/api/chat/answers"]!));
    expect(answer).toMatchObject({ status: "streaming" });
    const [pres] = await db.select().from(presentation).where(eq(presentation.id, ids["/api/presentations"]!));
    expect(pres).toMatchObject({ title: "Casa da Ana", template: "minimalista", status: "pronta" });
    const [token] = await db.select().from(apiToken).where(eq(apiToken.id, ids["/api/studio/api-tokens"]!));
    expect(token?.revokedAt).toBeNull();
    const [hook] = await db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, ids["/api/studio/webhooks"]!));
    expect(hook?.active).toBe(true);
    expect(await db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, ids["/api/studio/webhooks"]!))).toHaveLength(1);
    expect(await db.select().from(studioCharge).where(eq(studioCharge.projectId, ids["/api/projects"]!))).toHaveLength(1);
    // Neither cancelled nor refunded by another studio's request.
    const [charge] = await db.select().from(studioCharge).where(eq(studioCharge.id, ids["/api/charges"]!));
    expect(charge).toMatchObject({ status: "pendente" });
  });
});
