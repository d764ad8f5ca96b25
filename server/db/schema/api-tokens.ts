import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { API_TOKEN_SCOPES } from "#domain/api-tokens";
import { studio } from "./studios";
import { user } from "./user";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A studio's API token (R-API-1, decision 097): the studio acts through it, never a person. Only
 * the token's SHA-256 is kept (the text is shown once, when it is made); `prefix` is its first
 * characters, for people to tell tokens apart. A revoked token keeps its row, so that what it
 * wrote still says "via API: <name>".
 */
export const apiToken = pgTable(
  "api_token",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: API_TOKEN_SCOPES }).notNull(),
    prefix: text("prefix").notNull(),
    /** Hex SHA-256 of the whole token: what a request's Bearer is looked up by. */
    hash: text("hash").notNull(),
    /** Who made it (an owner or an admin); null once that account is deleted. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per token (R-API-2), not on every request. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_token_hash_uq").on(t.hash),
    index("api_token_studio_idx").on(t.studioId, t.createdAt),
    check("api_token_scope_check", oneOf("scope", API_TOKEN_SCOPES)),
  ],
);

/**
 * A create's answer kept under its Idempotency-Key for 24 hours (R-API-3): the same key with the
 * same body answers the same again; with another body, 422. Per token.
 */
export const apiIdempotency = pgTable(
  "api_idempotency",
  {
    tokenId: text("token_id")
      .notNull()
      .references(() => apiToken.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The route and the SHA-256 of the body it came with. */
    request: text("request").notNull(),
    status: integer("status").notNull(),
    body: jsonb("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "api_idempotency_pk", columns: [t.tokenId, t.key] }), index("api_idempotency_created_idx").on(t.createdAt)],
);
