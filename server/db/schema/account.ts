import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./user";

/**
 * A requested change of the sign-in e-mail (R-PROFILE-1): the link sent to the new address
 * carries a token whose SHA-256 is kept here. The account keeps its old e-mail until the link is
 * opened; one pending change per person (a new request replaces it).
 */
export const emailChange = pgTable(
  "email_change",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Lower-cased, as sign-up stores e-mails. */
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_change_expires_idx").on(t.expiresAt)],
);
