import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { studio } from "./studios";
import { user } from "./user";

/**
 * The studio's clause library (R-CONTRACT-3, decision 099): named clauses (title and text) every
 * member edits in the contract screen, inserted into each contract generated afterwards under
 * "Cláusulas do escritório". The contract keeps its own copy: editing the library changes no
 * contract already generated.
 */
export const contractClause = pgTable(
  "contract_clause",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    text: text("text").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contract_clause_studio_idx").on(t.studioId, t.createdAt)],
);
