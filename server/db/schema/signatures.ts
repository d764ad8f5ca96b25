import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, integer } from "drizzle-orm/pg-core";
import { projectDocument } from "./documents";
import { project } from "./projects";
import { studio } from "./studios";
import { user } from "./user";

/**
 * The studio's own account at a signature provider (decision 109, R-CONTRACT-7): ZapSign's API
 * token kept encrypted (AES-256-GCM with CREDENTIALS_KEY, server/payments/secrets.ts) and never
 * answered back; the secret of its webhook kept as a SHA-256 only.
 */
export const studioSignatureAccount = pgTable("studio_signature_account", {
  studioId: text("studio_id")
    .primaryKey()
    .references(() => studio.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: ["zapsign"] }).notNull().default("zapsign"),
  /** v1.iv.tag.ciphertext (server/payments/secrets.ts). */
  apiTokenEncrypted: text("api_token_encrypted").notNull(),
  /** The token's last 4 characters, to tell which token is saved. */
  apiTokenHint: text("api_token_hint").notNull(),
  webhookId: text("webhook_id"),
  webhookSecretSha256: text("webhook_secret_sha256").notNull(),
  connectedBy: text("connected_by").references(() => user.id, { onDelete: "set null" }),
  connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A document sent to the provider for signature (R-CONTRACT-7, R-CONTRACT-8): the version and the
 * SHA-256 of the PDF sent, the signer, the provider's ids and sign URL. "enviando" is the claim
 * taken before the provider is called (one live sending per version, decision 109); "enviada" once
 * the provider made it; "assinada" once its signed webhook was applied (the signed PDF then lives in
 * portal_signature, `signatureId`); "cancelada" when the studio disconnected the account first.
 */
export const providerSignature = pgTable(
  "provider_signature",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => projectDocument.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    provider: text("provider", { enum: ["zapsign"] }).notNull(),
    /** Null while "enviando". */
    providerDocumentToken: text("provider_document_token"),
    signUrl: text("sign_url"),
    signerName: text("signer_name").notNull(),
    signerEmail: text("signer_email").notNull(),
    signerCpf: text("signer_cpf").notNull(),
    status: text("status", { enum: ["enviando", "enviada", "assinada", "cancelada"] }).notNull().default("enviando"),
    signatureId: text("signature_id"),
    sentBy: text("sent_by").references(() => user.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp("signed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("provider_signature_token_idx").on(t.provider, t.providerDocumentToken),
    index("provider_signature_document_idx").on(t.documentId),
    // Two clicks, or a retry after a crash, never make two documents at the provider for one version.
    uniqueIndex("provider_signature_live_version_idx").on(t.documentId, t.version).where(sql`${t.status} <> 'cancelada'`),
  ],
);

/** Each signed webhook of a studio's provider account, stored once per document token (R-CONTRACT-8). */
export const providerSignatureEvent = pgTable(
  "provider_signature_event",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    providerDocumentToken: text("provider_document_token").notNull(),
    body: jsonb("body").notNull(),
    outcome: text("outcome").notNull().default("pending"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("provider_signature_event_once_idx").on(t.studioId, t.providerDocumentToken)],
);
