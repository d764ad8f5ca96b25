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
  "clausula_contrato",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    title: text("titulo").notNull(),
    text: text("texto").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clausula_contrato_studio_idx").on(t.studioId, t.createdAt)],
);
