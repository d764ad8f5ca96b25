import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "./user";
import { studio } from "./studios";
import { apiToken } from "./api-tokens";
import { ADDRESS_FORM_IDS, CLIENT_KIND_IDS } from "#domain/addressing";

/**
 * The studio's client book: one row per client of a studio. Properties are
 * in English like the API; the columns keep the Portuguese names they were created with
 * (renaming them would be a migration for no gain).
 */
export const client = pgTable(
  "client",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    /** Who created it and who changed it last (R-STUDIO-6); null once that account is deleted. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    /** The API token that created or last changed it, when it was not a person (R-API-2, decision 097). */
    createdByApiToken: text("created_by_api_token").references(() => apiToken.id, { onDelete: "set null" }),
    updatedByApiToken: text("updated_by_api_token").references(() => apiToken.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** searchKey(name): the list's order (accents and case folded). */
    nameKey: text("name_key").notNull(),
    /** searchKey(name) + "\n" + searchKey(email): what the search box matches (the newline keeps a term from spanning two fields). */
    searchKey: text("search_key").notNull(),
    email: text("email"),
    /** +55 E.164. */
    phone: text("phone"),
    /** CPF (11 digits) or CNPJ (14 characters), without punctuation. */
    document: text("document"),
    address: text("address"),
    notes: text("notes"),
    /** Woman, man, couple or company (R-CLIENT-3): what every template agrees with; null for clients stored before it was asked. */
    kind: text("kind", { enum: CLIENT_KIND_IDS }),
    /** Informal (by name, "você") or formal ("a senhora"); null reads as informal. */
    addressForm: text("address_form", { enum: ADDRESS_FORM_IDS }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads one studio's clients in name order: page 1 is an index range, and a search
  // filters that studio's rows only (thousands, not the whole table).
  (t) => [
    index("client_studio_name_idx").on(t.studioId, t.nameKey, t.id),
    // Lets a project's foreign key name (client, studio): a project can only be of its studio's client.
    unique("client_id_studio_unique").on(t.id, t.studioId),
    check("client_kind_check", sql.raw(`"kind" in (${CLIENT_KIND_IDS.map((v) => `'${v}'`).join(", ")})`)),
    check("client_address_form_check", sql.raw(`"address_form" in (${ADDRESS_FORM_IDS.map((v) => `'${v}'`).join(", ")})`)),
  ],
);
