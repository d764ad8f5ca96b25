import { index, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The studio's client book: one row per client of a user (architect or studio). Properties are
 * in English like the API; the columns keep the Portuguese names they were created with
 * (renaming them would be a migration for no gain).
 */
export const client = pgTable(
  "client",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("nome").notNull(),
    /** searchKey(name): the list's order (accents and case folded). */
    nameKey: text("nome_key").notNull(),
    /** searchKey(name) + "\n" + searchKey(email): what the search box matches (the newline keeps a term from spanning two fields). */
    searchKey: text("search_key").notNull(),
    email: text("email"),
    /** +55 E.164. */
    phone: text("telefone"),
    /** CPF (11 digits) or CNPJ (14 characters), without punctuation. */
    document: text("documento"),
    address: text("endereco"),
    notes: text("observacoes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads one user's clients in name order: page 1 is an index range, and a search
  // filters that user's rows only (thousands, not the whole table).
  (t) => [
    index("client_user_nome_idx").on(t.userId, t.nameKey, t.id),
    // Lets a project's foreign key name (client, user): a project can only be of its user's client.
    unique("client_id_user_unique").on(t.id, t.userId),
  ],
);
