import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PLAN_IDS } from "#domain/plans";
import { studio } from "./studios";
import { user } from "./user";

/**
 * A checkout's life (decision 091, R-PAY-3): `open` until the gateway says its first charge was
 * paid; then the subscription's: `paid` (active), `overdue` (a charge went unpaid: the grace
 * period), `downgraded` (grace ran out: Esboço's limits), `cancelled` (ended by the owner at the
 * end of the paid period, or an open checkout abandoned for another method), `expired` (its first
 * charge went overdue before being paid).
 */
export const PLAN_CHECKOUT_STATUSES = ["open", "paid", "overdue", "downgraded", "cancelled", "expired"] as const;
export type PlanCheckoutStatus = (typeof PLAN_CHECKOUT_STATUSES)[number];

/** How the owner chose to pay (R-PAY-1): the card only on the gateway's hosted page. */
export const CHECKOUT_METHODS = ["pix", "boleto", "card", "any"] as const;

/** A charge as the billing page shows it (R-PAY-4): pendente, paga, vencida, estornada, removida. */
export const BILLING_CHARGE_STATUSES = ["pending", "paid", "overdue", "refunded", "deleted"] as const;
export type BillingChargeStatus = (typeof BILLING_CHARGE_STATUSES)[number];

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
    /** Who is billed, as given in the checkout (R-PAY-1): the NFS-e's taker. */
    name: text("name"),
    cpfCnpj: text("cpf_cnpj"),
    email: text("email"),
    postalCode: text("postal_code"),
    address: text("address"),
    addressNumber: text("address_number"),
    complement: text("complement"),
    province: text("province"),
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
    method: text("method", { enum: CHECKOUT_METHODS }).notNull().default("any"),
    /**
     * While set and in the future, one request is calling the gateway for this row (R-PAY-2):
     * the others wait for its answer instead of creating a second subscription; no database
     * transaction stays open during those calls.
     */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The end of the period paid for: the latest paid charge's due date plus one cycle. */
    paidUntil: timestamp("paid_until", { withTimezone: true }),
    /** When a charge went unpaid: the day the plan drops to Esboço's limits (R-PAY-3). */
    graceEndsAt: timestamp("grace_ends_at", { withTimezone: true }),
    /** The owner cancelled: no new charge; the plan lasts until `paidUntil` (R-PAY-4). */
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
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

/**
 * Each charge of a studio's subscription as the gateway last told us (R-PAY-4), for the billing
 * page's history. Webhooks arrive in any order: a status only moves forward (pending → overdue →
 * paid → refunded), so the same events in any order end in the same row.
 */
/** The NFS-e's states; `cancelling` while the city hall answers a cancellation (a refunded charge, decision 096). */
export const INVOICE_STATUSES = ["scheduled", "processing", "authorized", "error", "cancelling", "cancelled"] as const;

export const billingCharge = pgTable(
  "billing_charge",
  {
    gateway: text("gateway").notNull(),
    gatewayChargeId: text("gateway_charge_id").notNull(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    checkoutId: text("checkout_id")
      .notNull()
      .references(() => planCheckout.id, { onDelete: "cascade" }),
    status: text("status", { enum: BILLING_CHARGE_STATUSES }).notNull(),
    method: text("method", { enum: CHECKOUT_METHODS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** yyyy-MM-dd, the gateway's due date. */
    dueDate: text("due_date").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The gateway's page for this charge: where it is paid, and its receipt once paid. */
    receiptUrl: text("receipt_url"),
    /** The NFS-e asked of the gateway once the charge was paid (decision 096); null: none asked. */
    invoiceId: text("invoice_id"),
    invoiceStatus: text("invoice_status", { enum: INVOICE_STATUSES }),
    /** The city's number and the invoice's PDF, once the city hall authorized it. */
    invoiceNumber: text("invoice_number"),
    invoiceUrl: text("invoice_url"),
    /** Why the invoice is `error`: the city hall's refusal, or a cancellation refused (pt-BR). */
    invoiceError: text("invoice_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.gatewayChargeId] }), index("billing_charge_studio_idx").on(t.studioId, t.dueDate)],
);

/**
 * A plan change of a running subscription (R-PAY-11, decision 104): an upgrade takes effect at
 * once and charges the difference for the days left (`prorationCents`, a one-off charge whose
 * `externalReference` is this row's id); a downgrade waits for the next cycle (`scheduled` until
 * `effectiveAt`) and can be cancelled. The owner's `idempotencyKey` is unique per studio; one
 * change at a time per subscription.
 */
export const PLAN_CHANGE_STATUSES = ["pending", "scheduled", "applied", "cancelled"] as const;
export type PlanChangeStatus = (typeof PLAN_CHANGE_STATUSES)[number];

export const planChange = pgTable(
  "plan_change",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    checkoutId: text("checkout_id")
      .notNull()
      .references(() => planCheckout.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").notNull(),
    /** `cycle`: the same plan, monthly ↔ yearly, at the next cycle (decision 116). */
    kind: text("kind", { enum: ["upgrade", "downgrade", "cycle"] }).notNull(),
    fromPlan: text("from_plan", { enum: PLAN_IDS }).notNull(),
    toPlan: text("to_plan", { enum: PLAN_IDS }).notNull(),
    /** The subscription's cycle before and after the change: the same unless `kind` is `cycle` (decision 116). */
    fromCycle: text("from_cycle", { enum: ["monthly", "yearly"] }).notNull().default("monthly"),
    toCycle: text("to_cycle", { enum: ["monthly", "yearly"] }).notNull().default("monthly"),
    fromAmountCents: integer("from_amount_cents").notNull(),
    toAmountCents: integer("to_amount_cents").notNull(),
    /** The difference for the days left (0 for a downgrade), and how it was computed. */
    prorationCents: integer("proration_cents").notNull(),
    daysLeft: integer("days_left").notNull(),
    daysInCycle: integer("days_in_cycle").notNull(),
    status: text("status", { enum: PLAN_CHANGE_STATUSES }).notNull().default("pending"),
    /** When it takes effect: now for an upgrade, the paid period's end for a downgrade. */
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
    /** The one-off charge of the difference, once made. */
    gatewayChargeId: text("gateway_charge_id"),
    paymentUrl: text("payment_url"),
    /** While in the future, one request is calling the gateway for this row (as the checkout's, R-PAY-2). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("plan_change_key_uq").on(t.studioId, t.idempotencyKey),
    uniqueIndex("plan_change_open_uq").on(t.checkoutId).where(sql`${t.status} in ('pending', 'scheduled')`),
    index("plan_change_charge_idx").on(t.gatewayChargeId),
  ],
);
