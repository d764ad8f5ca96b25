import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { WEBHOOK_DELIVERY_STATUSES_DOMAIN, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "#domain/webhooks";
import { studio } from "./studios";
import { user } from "./user";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

export const WEBHOOK_DELIVERY_STATUSES = WEBHOOK_DELIVERY_STATUSES_DOMAIN;

/**
 * A studio's webhook endpoint (R-HOOK-1, decision 101): an HTTPS URL and the events it hears.
 * The signing secret must be usable to sign, so it is kept encrypted (AES-256-GCM under a key
 * from the server's environment, server/webhooks/secret-box.ts), never hashed and never sent again.
 */
export const webhookEndpoint = pgTable(
  "webhook_endpoint",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: jsonb("events").$type<WebhookEventType[]>().notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url: the secret encrypted (never logged, never answered twice). */
    secretCiphertext: text("secret_ciphertext").notNull(),
    /** The secret's first characters, to tell it apart. */
    secretPrefix: text("secret_prefix").notNull(),
    active: boolean("active").notNull().default(true),
    /** The first failure of the current run of failures; cleared by a success (R-HOOK-5). */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    /** Set when the endpoint was disabled for failing too long (and its owner told). */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoint_studio_idx").on(t.studioId, t.createdAt)],
);

/**
 * Something that happened in a studio, written in the transaction of the change itself (the
 * outbox, R-HOOK-2): its id is the `id` every delivery of it carries, re-sends included.
 */
export const webhookEvent = pgTable(
  "webhook_event",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    type: text("type", { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_event_studio_idx").on(t.studioId, t.createdAt), check("webhook_event_type_check", oneOf("type", WEBHOOK_EVENT_TYPES))],
);

/** One event to one endpoint: sent by the job runner, retried with backoff (R-HOOK-4). */
export const webhookDelivery = pgTable(
  "webhook_delivery",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => webhookEvent.id, { onDelete: "cascade" }),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pendente"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The re-sent delivery this one repeats (the same event id), when it is a "Reenviar". */
    resentFrom: text("resent_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_delivery_endpoint_idx").on(t.endpointId, t.createdAt),
    index("webhook_delivery_studio_idx").on(t.studioId),
    check("webhook_delivery_status_check", oneOf("status", WEBHOOK_DELIVERY_STATUSES)),
  ],
);

/** Each try of a delivery (R-HOOK-4): what the receiver answered, how long it took, or why none was made. */
export const webhookAttempt = pgTable(
  "webhook_attempt",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDelivery.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    /** The answer's first characters (WEBHOOK_RESPONSE_EXCERPT_CHARS). */
    responseExcerpt: text("response_excerpt").notNull().default(""),
    /** Why there was no answer (refused address, timeout, TLS), in pt-BR. */
    error: text("error"),
  },
  (t) => [index("webhook_attempt_delivery_idx").on(t.deliveryId, t.number)],
);
