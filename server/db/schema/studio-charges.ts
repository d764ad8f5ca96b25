import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { client } from "./clients";
import { project } from "./projects";
import { studio } from "./studios";
import { user } from "./user";

/**
 * The studio's own Asaas account (decision 100, R-PAY-5): the studio charges its clients in its own
 * name with its own API key, kept encrypted (AES-256-GCM with CREDENTIALS_KEY) and never answered
 * back; its webhook token is kept as a SHA-256 only (compared, never read). Fine and interest are
 * basis points of the amount (200 = 2%; interest a month).
 */
export const studioGatewayAccount = pgTable("studio_gateway_account", {
  studioId: text("studio_id")
    .primaryKey()
    .references(() => studio.id, { onDelete: "cascade" }),
  gateway: text("gateway").notNull().default("asaas"),
  /** "chave-propria": the studio's own API key (decision 100's choice over sub-accounts). */
  mode: text("mode", { enum: ["chave-propria"] }).notNull().default("chave-propria"),
  /** iv.tag.ciphertext, base64url each (server/payments/secrets.ts). */
  apiKeyEncrypted: text("api_key_encrypted").notNull(),
  /** The key's last 4 characters, to tell which key is saved. */
  apiKeyHint: text("api_key_hint").notNull(),
  environment: text("environment", { enum: ["producao", "sandbox"] }).notNull(),
  webhookTokenSha256: text("webhook_token_sha256").notNull(),
  fineBps: integer("fine_bps").notNull().default(200),
  interestBps: integer("interest_bps").notNull().default(100),
  /**
   * R-PAY-12: the NFS-e of each received fee, issued by the studio's own account: the city's
   * service (Asaas's id or the city's code), its description and the ISS in basis points (500 = 5%).
   */
  nfseEnabled: boolean("nfse_enabled").notNull().default(false),
  nfseServiceId: text("nfse_service_id"),
  nfseServiceCode: text("nfse_service_code"),
  nfseServiceName: text("nfse_service_name"),
  nfseIssBps: integer("nfse_iss_bps"),
  nfseRetainIss: boolean("nfse_retain_iss").notNull().default(false),
  connectedBy: text("connected_by").references(() => user.id, { onDelete: "set null" }),
  connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const STUDIO_CHARGE_METHODS = ["pix", "boleto", "link"] as const;
/** pendente → vencida → cancelada → paga → estornada: a status only moves forward (R-PAY-7). */
export const STUDIO_CHARGE_STATUSES = ["pendente", "vencida", "cancelada", "paga", "estornada"] as const;
export type StudioChargeStatus = (typeof STUDIO_CHARGE_STATUSES)[number];
/** The NFS-e of a received fee (R-PAY-12); `cancelando` while the city hall cancels a refunded fee's (decision 113). */
export const STUDIO_NFSE_STATUSES = ["agendada", "processando", "emitida", "erro", "cancelando", "cancelada"] as const;

/**
 * A charge from the studio to its client for one milestone of the project's fees (R-PAY-6). The
 * row is written before the gateway is called: its id is the gateway's `externalReference`, the
 * request's idempotency key is unique per studio, and `claimed_until` lets one request at a time
 * call the gateway (as the plan checkout does, decision 096). Amounts in integer cents.
 */
export const studioCharge = pgTable(
  "studio_charge",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    clientId: text("client_id").references(() => client.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The fees' milestone: "assinatura" or a stage id (domain/fees). */
    milestone: text("milestone").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    method: text("method", { enum: STUDIO_CHARGE_METHODS }).notNull(),
    /** yyyy-MM-dd. */
    dueDate: text("due_date").notNull(),
    fineBps: integer("fine_bps").notNull(),
    interestBps: integer("interest_bps").notNull(),
    /** R-PAY-9: whether the client gets the reminders, as the signed contract said when the charge was made (else true). */
    sendReminders: boolean("send_reminders").notNull().default(true),
    status: text("status", { enum: STUDIO_CHARGE_STATUSES }).notNull().default("pendente"),
    gatewayChargeId: text("gateway_charge_id"),
    invoiceUrl: text("invoice_url"),
    boletoUrl: text("boleto_url"),
    boletoLine: text("boleto_line"),
    pixPayload: text("pix_payload"),
    pixImage: text("pix_image"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** R-PAY-12: the NFS-e of this fee at the studio's gateway; `nfse_error` is the pt-BR reason shown to the studio. */
    nfseId: text("nfse_id"),
    nfseStatus: text("nfse_status", { enum: STUDIO_NFSE_STATUSES }),
    nfseNumber: text("nfse_number"),
    nfsePdfUrl: text("nfse_pdf_url"),
    nfseError: text("nfse_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("studio_charge_idem_idx").on(t.studioId, t.idempotencyKey),
    uniqueIndex("studio_charge_gateway_idx").on(t.studioId, t.gatewayChargeId),
    index("studio_charge_project_idx").on(t.projectId),
    index("studio_charge_studio_idx").on(t.studioId, t.dueDate),
  ],
);

/** Each webhook event of a studio's own account, stored once by its id (R-PAY-7), minus secrets. */
export const studioChargeEvent = pgTable(
  "studio_charge_event",
  {
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    gatewayType: text("gateway_type").notNull(),
    chargeId: text("charge_id"),
    body: jsonb("body").notNull(),
    outcome: text("outcome").notNull().default("pending"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studioId, t.eventId] })],
);
