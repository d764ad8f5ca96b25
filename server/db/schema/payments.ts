import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PLAN_IDS } from "#domain/plans";
import { studio } from "./studios";
import { user } from "./user";

/** A checkout's life: open until the gateway says its charge was paid (decision 091). */
export const PLAN_CHECKOUT_STATUSES = ["open", "paid", "cancelled"] as const;

/**
 * The studio as the gateway's customer: one per studio and gateway, so a second checkout (another
 * plan, a retry) reuses it instead of making another. No card data; the CPF/CNPJ lives at the gateway.
 */
export const billingCustomer = pgTable(
  "billing_customer",
  {
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    gatewayCustomerId: text("gateway_customer_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studioId, t.gateway] })],
);

/**
 * A studio's purchase of a paid plan (decision 091): its id is the idempotency key sent to the
 * gateway (`externalReference`), amounts in integer cents. At most one open checkout per studio
 * and plan, so twenty clicks share one row and, under its lock, one subscription.
 */
export const planCheckout = pgTable(
  "plan_checkout",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    plan: text("plan", { enum: PLAN_IDS }).notNull(),
    cycle: text("cycle", { enum: ["monthly", "yearly"] }).notNull().default("monthly"),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: PLAN_CHECKOUT_STATUSES }).notNull().default("open"),
    gateway: text("gateway").notNull(),
    gatewaySubscriptionId: text("gateway_subscription_id"),
    /** The first charge: its hosted page is where the payer pays. */
    gatewayChargeId: text("gateway_charge_id"),
    paymentUrl: text("payment_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("plan_checkout_open_uq").on(t.studioId, t.plan).where(sql`${t.status} = 'open'`),
    index("plan_checkout_subscription_idx").on(t.gatewaySubscriptionId),
  ],
);

/**
 * Every authenticated webhook, once per gateway event id (the same delivery twice is one row),
 * kept for audit with card, token and key fields removed; `outcome` says what it did.
 */
export const paymentEvent = pgTable(
  "payment_event",
  {
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    gatewayType: text("gateway_type").notNull(),
    chargeId: text("charge_id"),
    studioId: text("studio_id").references(() => studio.id, { onDelete: "set null" }),
    body: jsonb("body").notNull(),
    outcome: text("outcome").notNull().default("ignored"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] }), index("payment_event_studio_idx").on(t.studioId)],
);
