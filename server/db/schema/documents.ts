import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { DOCUMENT_KIND_IDS, VERSION_SOURCE_IDS } from "#domain/documents";
import { apiToken } from "./api-tokens";
import { user } from "./user";
import { studio } from "./studios";
import { project } from "./projects";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A project's document of one kind (R-DOC-1): the content lives in its versions; `version` is the
 * latest one's number, the value a save must name as its base (the stale-save check). It carries
 * the studio as well as the project so that every query filters by the scope directly.
 */
export const projectDocument = pgTable(
  "project_document",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: DOCUMENT_KIND_IDS }).notNull(),
    version: integer("version").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    /** The API token that created or last changed it, when it was not a person (R-API-2, decision 097). */
    createdByApiToken: text("created_by_api_token").references(() => apiToken.id, { onDelete: "set null" }),
    updatedByApiToken: text("updated_by_api_token").references(() => apiToken.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One document per kind per project: "Criar" on a project that has one opens it.
    unique("project_document_project_kind_unique").on(t.projectId, t.kind),
    // The recent lists ("Briefings Recentes"), newest first.
    index("project_document_studio_kind_updated_idx").on(t.studioId, t.kind, t.updatedAt),
    check("project_document_kind_check", oneOf("kind", DOCUMENT_KIND_IDS)),
  ],
);

/** Every saved content of a document; never changed, never deleted except with the document. */
export const documentVersion = pgTable(
  "document_version",
  {
    id: text("id").primaryKey(),
    documentId: text("document_id")
      .notNull()
      .references(() => projectDocument.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    content: jsonb("content").notNull(),
    source: text("source", { enum: VERSION_SOURCE_IDS }).notNull(),
    /** The member who saved or restored it; null for AI, offline and client versions, or once the account is gone. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** The API token that saved it (a BIM import through the public API), shown "via API: <name>". */
    apiTokenId: text("api_token_id").references(() => apiToken.id, { onDelete: "set null" }),
    provider: text("provider"),
    model: text("model"),
    /** The client link that wrote it (source "cliente"). */
    clientLinkId: text("client_link_id"),
    restoredFrom: integer("restored_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two saves from the same base cannot both become version n + 1.
    unique("document_version_document_number_unique").on(t.documentId, t.number),
    check("document_version_source_check", oneOf("source", VERSION_SOURCE_IDS)),
  ],
);

/**
 * A link that lets a client answer a briefing without signing in (R-DOC-3): 32 random bytes, only
 * their SHA-256 kept; valid for 30 days unless revoked.
 */
export const documentClientLink = pgTable(
  "document_client_link",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    documentId: text("document_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("document_client_link_document_idx").on(t.documentId),
    foreignKey({ name: "document_client_link_document_fk", columns: [t.documentId], foreignColumns: [projectDocument.id] }).onDelete("cascade"),
  ],
);
