import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { planApiScope, scopeAllows } from "#domain/api-tokens";
import { planOrDefault } from "#domain/plans";
import { canManageMembers } from "#domain/studios";
import { WEBHOOK_ENDPOINTS_MAX, type WebhookEventType } from "#domain/webhooks";
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookDeliveryList, WebhookEndpoint, WebhookEndpointList } from "#domain/webhooks.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { studio, webhookAttempt, webhookDelivery, webhookEndpoint, webhookEvent } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import { scheduleDelivery } from "#server/webhooks/outbox";
import { newWebhookSecret, type SecretBox } from "#server/webhooks/secret-box";
import { refusedUrl } from "#server/webhooks/send";

export const webhookNotFound = () => new AppError("not_found", 404, "Webhook não encontrado.");
const deliveryNotFound = () => new AppError("not_found", 404, "Entrega não encontrada.");
const onlyManagers = () => new AppError("forbidden", 403, "Só o dono e os administradores do estúdio gerenciam as integrações.");

export interface WebhookServiceDeps {
  db: Db;
  box: SecretBox;
  allowPrivate: boolean;
}

/** Whether the studio's plan sells webhooks (the `webhooks` access of decision 097: Obra-Prima). */
function planHasWebhooks(plan: string): boolean {
  const widest = planApiScope(plan);
  return widest !== null && scopeAllows(widest, "webhooks");
}

function planRefusal(plan: string): AppError {
  return new AppError("forbidden", 403, `O plano ${planOrDefault(plan).name} não inclui webhooks. Eles fazem parte do plano Obra-Prima: veja em Planos.`);
}

async function studioPlan(db: Db, studioId: string): Promise<string> {
  const [row] = await db.select({ plan: studio.plan }).from(studio).where(eq(studio.id, studioId));
  return row?.plan ?? "esboco";
}

function checkUrl(url: string, allowPrivate: boolean): void {
  const why = refusedUrl(url, allowPrivate);
  if (why) throw new AppError("validation_error", 422, why, { url: why });
}

type EndpointRow = typeof webhookEndpoint.$inferSelect;

function toApi(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    secretPrefix: row.secretPrefix,
    active: row.active,
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function ownEndpoint(db: Db, studioId: string, id: string): Promise<EndpointRow> {
  const [row] = await db.select().from(webhookEndpoint).where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.studioId, studioId)));
  if (!row) throw webhookNotFound();
  return row;
}

/** Configurações → Integrações: the studio's endpoints, newest first (R-HOOK-1). */
export async function listWebhooks({ db, scope }: { db: Db; scope: StudioScope }): Promise<WebhookEndpointList> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const [plan, rows] = await Promise.all([
    studioPlan(db, scope.studioId),
    db.select().from(webhookEndpoint).where(eq(webhookEndpoint.studioId, scope.studioId)).orderBy(desc(webhookEndpoint.createdAt), desc(webhookEndpoint.id)),
  ]);
  return { endpoints: rows.map(toApi), available: planHasWebhooks(plan) };
}

/** Registers an endpoint: HTTPS to a public address, within the plan; its secret is answered this once (R-HOOK-1). */
export async function createWebhook({ deps, scope, input }: { deps: WebhookServiceDeps; scope: StudioScope; input: { url: string; description: string; events: WebhookEventType[] } }): Promise<CreatedWebhookEndpoint> {
  const { db } = deps;
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const plan = await studioPlan(db, scope.studioId);
  if (!planHasWebhooks(plan)) throw planRefusal(plan);
  checkUrl(input.url, deps.allowPrivate);
  const [existing] = await db.select({ n: count() }).from(webhookEndpoint).where(eq(webhookEndpoint.studioId, scope.studioId));
  if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) {
    const message = `O estúdio pode ter no máximo ${WEBHOOK_ENDPOINTS_MAX} webhooks: exclua um que não use mais.`;
    throw new AppError("validation_error", 422, message, { url: message });
  }
  const secret = newWebhookSecret();
  const now = new Date();
  const [row] = await db
    .insert(webhookEndpoint)
    .values({
      id: randomUUID(),
      studioId: scope.studioId,
      url: input.url,
      description: input.description,
      events: input.events,
      secretCiphertext: deps.box.seal(secret),
      secretPrefix: secret.slice(0, 12),
      createdBy: scope.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { endpoint: toApi(row!), secret };
}

/** Changes an endpoint; turning it on again starts its count of failures afresh (R-HOOK-5). */
export async function updateWebhook({ deps, scope, id, input }: { deps: WebhookServiceDeps; scope: StudioScope; id: string; input: { url?: string | undefined; description?: string | undefined; events?: WebhookEventType[] | undefined; active?: boolean | undefined } }): Promise<WebhookEndpoint> {
  const { db } = deps;
  if (!canManageMembers(scope.role)) throw onlyManagers();
  await ownEndpoint(db, scope.studioId, id);
  if (input.url !== undefined) checkUrl(input.url, deps.allowPrivate);
  if (input.active) {
    const plan = await studioPlan(db, scope.studioId);
    if (!planHasWebhooks(plan)) throw planRefusal(plan);
  }
  const [row] = await db
    .update(webhookEndpoint)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.active !== undefined ? { active: input.active, ...(input.active ? { disabledAt: null, failingSince: null } : {}) } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.studioId, scope.studioId)))
    .returning();
  if (!row) throw webhookNotFound();
  return toApi(row);
}

export async function deleteWebhook({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const deleted = await db.delete(webhookEndpoint).where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.studioId, scope.studioId))).returning({ id: webhookEndpoint.id });
  if (deleted.length === 0) throw webhookNotFound();
}

async function deliveriesOf(db: Db, studioId: string, where: ReturnType<typeof eq>, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .select({ d: webhookDelivery, type: webhookEvent.type })
    .from(webhookDelivery)
    .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
    .where(and(eq(webhookDelivery.studioId, studioId), where))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(limit);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempt)
        .where(and(eq(webhookAttempt.studioId, studioId), inArray(webhookAttempt.deliveryId, rows.map((r) => r.d.id))))
        .orderBy(desc(webhookAttempt.number))
    : [];
  return rows.map(({ d, type }) => ({
    id: d.id,
    eventId: d.eventId,
    type,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    resentFrom: d.resentFrom,
    attemptsLog: attempts
      .filter((a) => a.deliveryId === d.id)
      .map((a) => ({ number: a.number, at: a.at.toISOString(), statusCode: a.statusCode, durationMs: a.durationMs, responseExcerpt: a.responseExcerpt, error: a.error })),
  }));
}

/** An endpoint's 50 latest deliveries with their attempts (R-HOOK-4). */
export async function listDeliveries({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<WebhookDeliveryList> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  await ownEndpoint(db, scope.studioId, id);
  return { deliveries: await deliveriesOf(db, scope.studioId, eq(webhookDelivery.endpointId, id), 50) };
}

/** "Reenviar": a new delivery of the same event (the same `id` in the body), sent now (R-HOOK-4). */
export async function resendDelivery({ db, scope, id, deliveryId }: { db: Db; scope: StudioScope; id: string; deliveryId: string }): Promise<WebhookDelivery> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const endpoint = await ownEndpoint(db, scope.studioId, id);
  const plan = await studioPlan(db, scope.studioId);
  if (!planHasWebhooks(plan)) throw planRefusal(plan);
  const [original] = await db
    .select({ eventId: webhookDelivery.eventId })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.endpointId, endpoint.id), eq(webhookDelivery.studioId, scope.studioId)));
  if (!original) throw deliveryNotFound();
  if (!endpoint.active) throw new AppError("conflict", 409, "Este webhook está desativado: ative-o antes de reenviar.");
  const newId = randomUUID();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(webhookDelivery).values({ id: newId, studioId: scope.studioId, endpointId: endpoint.id, eventId: original.eventId, nextAttemptAt: now, resentFrom: deliveryId, createdAt: now });
    await scheduleDelivery(tx, newId, 1, now);
  });
  return (await deliveriesOf(db, scope.studioId, eq(webhookDelivery.id, newId), 1))[0]!;
}
