import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { PORTAL_DECISIONS, PORTAL_EVENT_KINDS, type DeliveredDocument } from "#domain/portal";
import { PROJECT_STAGE_IDS } from "#domain/projects";
import { projectDocument } from "./documents";
import { project } from "./projects";
import { studio } from "./studios";
import { user } from "./user";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/** PDF bytes kept as they were shown or signed (PGlite and PostgreSQL both read bytea as Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The client portal's link of a project (R-PORTAL-1, decision 095): 32 random bytes, only their
 * SHA-256 kept, as the briefing's link (R-DOC-3); one active per project, valid for 90 days
 * unless revoked.
 */
export const portalLink = pgTable(
  "portal_link",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("portal_link_project_idx").on(t.projectId)],
);

/** A document the studio shares in the portal (R-PORTAL-1), and whether the client is asked to sign it (R-PORTAL-3). */
export const portalDocument = pgTable("portal_document", {
  documentId: text("document_id")
    .primaryKey()
    .references(() => projectDocument.id, { onDelete: "cascade" }),
  studioId: text("studio_id")
    .notNull()
    .references(() => studio.id, { onDelete: "cascade" }),
  projectId: text("project_id")
    .notNull()
    .references(() => project.id, { onDelete: "cascade" }),
  shared: boolean("shared").notNull(),
  forSignature: boolean("for_signature").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A document version's PDF exactly as the portal served it (R-PORTAL-3): rendered once per
 * version, so the bytes a client opens, signs and whose SHA-256 is recorded are the same ones.
 */
export const portalPdf = pgTable(
  "portal_pdf",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => projectDocument.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    sha256: text("sha256").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("portal_pdf_document_version_unique").on(t.documentId, t.version)],
);

/** A stage the studio marked "entregue", with the document versions delivered (R-PORTAL-2). */
export const portalDelivery = pgTable(
  "portal_delivery",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: PROJECT_STAGE_IDS }).notNull(),
    documents: jsonb("documents").$type<DeliveredDocument[]>().notNull(),
    deliveredBy: text("delivered_by").references(() => user.id, { onDelete: "set null" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("portal_delivery_project_idx").on(t.projectId), check("portal_delivery_stage_check", oneOf("stage", PROJECT_STAGE_IDS))],
);

/** The client's approval or request for changes of a delivery, with who, when, from where and which versions (R-PORTAL-2). */
export const portalDecision = pgTable(
  "portal_decision",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => portalDelivery.id, { onDelete: "cascade" }),
    decision: text("decision", { enum: PORTAL_DECISIONS }).notNull(),
    name: text("name").notNull(),
    comment: text("comment"),
    /** The versions in force when the client decided: a later version needs a new approval. */
    documents: jsonb("documents").$type<DeliveredDocument[]>().notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    linkId: text("link_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("portal_decision_delivery_idx").on(t.deliveryId), check("portal_decision_decision_check", oneOf("decision", PORTAL_DECISIONS))],
);

/**
 * A simple electronic signature (assinatura eletrônica simples, Lei 14.063/2020, art. 4º, I;
 * R-PORTAL-3): who typed what, the SHA-256 of exactly the PDF shown, when and from where, and
 * the signed PDF (the document with a certificate page appended).
 */
export const portalSignature = pgTable(
  "portal_signature",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => projectDocument.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    fullName: text("full_name").notNull(),
    cpf: text("cpf").notNull(),
    email: text("email").notNull(),
    typedSignature: text("typed_signature").notNull(),
    consent: text("consent").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    linkId: text("link_id").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
    signedPdf: bytea("signed_pdf").notNull(),
    signedPdfSha256: text("signed_pdf_sha256").notNull(),
    /** Null: the portal's own simple signature; "zapsign": signed at ZapSign (decision 109). */
    provider: text("provider", { enum: ["zapsign"] }),
  },
  (t) => [index("portal_signature_document_idx").on(t.documentId)],
);

/** The audit trail of what the client did in the portal: opened it, viewed a document or its PDF (R-PORTAL-3). */
export const portalEvent = pgTable(
  "portal_event",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    linkId: text("link_id").notNull(),
    kind: text("kind", { enum: PORTAL_EVENT_KINDS }).notNull(),
    documentId: text("document_id"),
    version: integer("version"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("portal_event_project_idx").on(t.projectId, t.createdAt), check("portal_event_kind_check", oneOf("kind", PORTAL_EVENT_KINDS))],
);
