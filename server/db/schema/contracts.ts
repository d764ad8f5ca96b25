import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { projectDocument } from "./documents";
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

/**
 * A contract's payment terms (R-PAY-6, R-PAY-9; decision 100's revision of 2026-12-06): the fine on
 * a late instalment (basis points, at most 2%, CDC art. 52 § 1º), the interest a month (at most
 * 1%) and whether the client gets the charge reminders. One row per contract version at which the
 * terms were set (generation or the editor's form, each a new version whose payment clause states
 * them), so a signed version's terms are the latest row at or below it. Locked once the contract
 * is signed.
 */
export const contractPaymentTerms = pgTable(
  "contract_payment_terms",
  {
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => projectDocument.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fineBps: integer("fine_bps").notNull(),
    interestBps: integer("interest_bps").notNull(),
    sendReminders: boolean("send_reminders").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.version] }),
    check("contract_payment_terms_fine_check", sql`${t.fineBps} between 0 and 200`),
    check("contract_payment_terms_interest_check", sql`${t.interestBps} between 0 and 100`),
  ],
);
