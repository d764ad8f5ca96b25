import { randomUUID } from "node:crypto";
import type { LookupAddress } from "node:dns";
import { and, eq, isNull, sql } from "drizzle-orm";
import { planApiScope, scopeAllows } from "#domain/api-tokens";
import { isOwner } from "#domain/studios";
import { WEBHOOK_SIGNATURE_HEADER, webhookRetryDelayMs } from "#domain/webhooks";
import type { WebhooksConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { studio, studioMember, webhookAttempt, webhookDelivery, webhookEndpoint, webhookEvent } from "#server/db/schema";
import type { JobHandlers } from "#server/jobs/runner";
import type { Logger } from "#server/lib/logger";
import type { Mailer } from "#server/mail/mailer";
import { notify } from "#server/notifications/notify";
import { scheduleDelivery, WEBHOOK_DELIVERY_JOB } from "./outbox";
import type { SecretBox } from "./secret-box";
import { sendWebhook } from "./send";
import { signatureHeader } from "./signing";

export interface WebhookJobDeps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  logger: Logger;
  config: WebhooksConfig;
  box: SecretBox;
  /** Tests resolve names themselves (a name that points at loopback). */
  resolve?: (hostname: string, options: { all: true; family: number }, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;
}

/** The body every attempt of an event sends, re-sends included: `{id, type, created_at, data}` (R-HOOK-3). */
export function eventBody(event: { id: string; type: string; createdAt: Date; data: unknown }): string {
  return JSON.stringify({ id: event.id, type: event.type, created_at: event.createdAt.toISOString(), data: event.data });
}

const dateTimeBR = (d: Date) => new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" }).format(d);

/**
 * One attempt of one delivery (R-HOOK-4): claimed by moving its count from n−1 to n, so a job run
 * twice sends once; the answer (or why there was none) is recorded; a 2xx delivers it and ends the
 * endpoint's run of failures; anything else schedules the next attempt after the backoff, and an
 * endpoint failing for longer than WEBHOOKS_DISABLE_AFTER_DAYS is disabled and its owners told
 * (R-HOOK-5).
 */
export async function attemptDelivery(deps: WebhookJobDeps, deliveryId: string, attempt: number, now: Date): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ delivery: webhookDelivery, endpoint: webhookEndpoint, event: webhookEvent, plan: studio.plan })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
    .innerJoin(studio, eq(studio.id, webhookDelivery.studioId))
    .where(eq(webhookDelivery.id, deliveryId));
  if (!row || row.delivery.status !== "pendente") return;
  // Already claimed for this attempt: by a run that recorded it (nothing to do), or by one that
  // died between the claim and the record, whose retry sends again (at least once; receivers
  // dedupe by the event id) instead of leaving the delivery pending for ever.
  const reclaimed = row.delivery.attempts === attempt;
  if (reclaimed) {
    const [recorded] = await db.select({ id: webhookAttempt.id }).from(webhookAttempt).where(and(eq(webhookAttempt.deliveryId, deliveryId), eq(webhookAttempt.number, attempt)));
    if (recorded) return;
  } else if (row.delivery.attempts !== attempt - 1) return;
  const widest = planApiScope(row.plan);
  if (!row.endpoint.active || !widest || !scopeAllows(widest, "webhooks")) {
    await db.update(webhookDelivery).set({ status: "falhou", nextAttemptAt: null }).where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.status, "pendente")));
    return;
  }
  // The secret first: a key that cannot open it fails this run before the claim, so the job's retry finds it unclaimed.
  const secret = deps.box.open(row.endpoint.secretCiphertext);
  if (!reclaimed) {
    const [claimed] = await db
      .update(webhookDelivery)
      .set({ attempts: attempt })
      .where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.attempts, attempt - 1), eq(webhookDelivery.status, "pendente")))
      .returning({ id: webhookDelivery.id });
    if (!claimed) return;
  }

  const body = eventBody(row.event);
  const timestamp = Math.floor(now.getTime() / 1000);
  const result = await sendWebhook({
    url: row.endpoint.url,
    body,
    headers: {
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, timestamp, body),
      "Prancheta-Event-Id": row.event.id,
      "Prancheta-Event-Type": row.event.type,
      "Prancheta-Delivery-Id": deliveryId,
    },
    allowPrivate: deps.config.allowPrivate,
    ...(deps.resolve ? { resolve: deps.resolve as never } : {}),
  });
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  await db.insert(webhookAttempt).values({
    id: randomUUID(),
    studioId: row.delivery.studioId,
    deliveryId,
    number: attempt,
    at: now,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    responseExcerpt: result.excerpt,
    error: result.error ?? (ok ? null : `O destino respondeu ${result.statusCode}.`),
  });
  // Never the secret, the body or the answer in the log: the endpoint and the outcome only.
  deps.logger.info({ webhookDelivery: deliveryId, endpoint: row.endpoint.id, attempt, status: result.statusCode, ms: result.durationMs }, ok ? "webhook entregue" : "webhook falhou");

  if (ok) {
    await db.update(webhookDelivery).set({ status: "entregue", deliveredAt: now, nextAttemptAt: null }).where(eq(webhookDelivery.id, deliveryId));
    await db.update(webhookEndpoint).set({ failingSince: null }).where(eq(webhookEndpoint.id, row.endpoint.id));
    return;
  }

  const [endpoint] = await db
    .update(webhookEndpoint)
    .set({ failingSince: sql`coalesce(${webhookEndpoint.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoint.id, row.endpoint.id))
    .returning({ failingSince: webhookEndpoint.failingSince });
  const failingFor = now.getTime() - (endpoint?.failingSince ?? now).getTime();
  if (failingFor >= deps.config.disableAfterMs) {
    const [disabled] = await db
      .update(webhookEndpoint)
      .set({ active: false, disabledAt: now, updatedAt: now })
      .where(and(eq(webhookEndpoint.id, row.endpoint.id), eq(webhookEndpoint.active, true), isNull(webhookEndpoint.disabledAt)))
      .returning({ id: webhookEndpoint.id, url: webhookEndpoint.url, failingSince: webhookEndpoint.failingSince });
    await db.update(webhookDelivery).set({ status: "falhou", nextAttemptAt: null }).where(eq(webhookDelivery.id, deliveryId));
    if (disabled) await tellOwners(deps, row.delivery.studioId, disabled.id, disabled.url, disabled.failingSince ?? now);
    return;
  }
  const delay = webhookRetryDelayMs(attempt);
  if (delay === null) {
    await db.update(webhookDelivery).set({ status: "falhou", nextAttemptAt: null }).where(eq(webhookDelivery.id, deliveryId));
    return;
  }
  const next = new Date(now.getTime() + delay);
  await db.transaction(async (tx) => {
    await tx.update(webhookDelivery).set({ nextAttemptAt: next }).where(eq(webhookDelivery.id, deliveryId));
    await scheduleDelivery(tx, deliveryId, attempt + 1, next);
  });
}

async function tellOwners(deps: WebhookJobDeps, studioId: string, endpointId: string, url: string, since: Date): Promise<void> {
  const members = await deps.db.select({ userId: studioMember.userId, role: studioMember.role }).from(studioMember).where(eq(studioMember.studioId, studioId));
  for (const m of members.filter((x) => isOwner(x.role))) {
    await notify(
      { db: deps.db, mailer: deps.mailer, baseUrl: deps.baseUrl },
      {
        studioId,
        userId: m.userId,
        kind: "integracao",
        title: "Webhook desativado por falhas seguidas",
        body: `O endereço ${url} não aceita as entregas desde ${dateTimeBR(since)}, e a Prancheta parou de enviar eventos para ele. Corrija o sistema que recebe os webhooks e reative o endpoint em Configurações → Integrações; as entregas que falharam podem ser reenviadas de lá.`,
        link: "/dashboard/configuracoes",
        key: `webhook-desativado:${endpointId}:${since.getTime()}`,
      },
    );
  }
}

export function webhookJobs(deps: WebhookJobDeps): JobHandlers {
  return {
    [WEBHOOK_DELIVERY_JOB]: async ({ job, now }) => {
      const payload = job.payload as { deliveryId?: unknown; attempt?: unknown };
      if (typeof payload.deliveryId !== "string" || typeof payload.attempt !== "number") return;
      await attemptDelivery(deps, payload.deliveryId, payload.attempt, now);
    },
  };
}
