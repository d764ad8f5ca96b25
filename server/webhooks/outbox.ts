import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { planApiScope, scopeAllows } from "#domain/api-tokens";
import type { WebhookEventType } from "#domain/webhooks";
import type { Db, Tx } from "#server/db/client";
import { studio, webhookDelivery, webhookEndpoint, webhookEvent } from "#server/db/schema";
import { scheduleJob } from "#server/jobs/schedule";

export const WEBHOOK_DELIVERY_JOB = "entregar-webhook";

/** The job of one attempt of a delivery: one key per attempt, so a retry never overwrites the one running. */
export const deliveryJobKey = (deliveryId: string, attempt: number) => `webhook:${deliveryId}:${attempt}`;

export async function scheduleDelivery(tx: Db | Tx, deliveryId: string, attempt: number, runAt: Date): Promise<void> {
  // maxAttempts 2: the runner retries only a crash (a worker gone); the webhook's own backoff is the next job (R-HOOK-4).
  await scheduleJob(tx, { kind: WEBHOOK_DELIVERY_JOB, key: deliveryJobKey(deliveryId, attempt), runAt, payload: { deliveryId, attempt }, maxAttempts: 2 });
}

/**
 * Records an event of a studio in the caller's transaction (the outbox, R-HOOK-2): the event, one
 * delivery per active endpoint subscribed to its type, and each delivery's first job. A rolled-back
 * change sends nothing; a committed one is sent by the job runner even if this process stops now.
 * Only while the studio's plan includes webhooks (decision 097's `webhooks` access): one statement
 * when the studio has no endpoint for the type, which is what most changes cost.
 */
export async function emitWebhookEvent(tx: Db | Tx, input: { studioId: string; type: WebhookEventType; data: Record<string, unknown>; now?: Date }): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoint.id, plan: studio.plan })
    .from(webhookEndpoint)
    .innerJoin(studio, eq(studio.id, webhookEndpoint.studioId))
    .where(and(eq(webhookEndpoint.studioId, input.studioId), eq(webhookEndpoint.active, true), sql`${webhookEndpoint.events} @> ${JSON.stringify([input.type])}::jsonb`));
  const widest = endpoints[0] ? planApiScope(endpoints[0].plan) : null;
  if (!widest || !scopeAllows(widest, "webhooks")) return;
  const now = input.now ?? new Date();
  const eventId = `evt_${randomUUID()}`;
  await tx.insert(webhookEvent).values({ id: eventId, studioId: input.studioId, type: input.type, data: input.data, createdAt: now });
  for (const endpoint of endpoints) {
    const id = randomUUID();
    await tx.insert(webhookDelivery).values({ id, studioId: input.studioId, endpointId: endpoint.id, eventId, nextAttemptAt: now, createdAt: now });
    await scheduleDelivery(tx, id, 1, now);
  }
}
