import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PLAN_IDS } from "#domain/plans";
import { user } from "./auth";

/** A user's request to move to a paid plan; the team follows up by hand (no billing yet). */
export const upgradeRequest = pgTable(
  "upgrade_request",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: PLAN_IDS }).notNull(),
    /** Only "pending" for now; the follow-up states (contacted, done) join the list when the team's side lands. */
    status: text("status", { enum: ["pending"] }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("upgrade_request_user_id_idx").on(t.userId),
    // At most one pending request per user and plan, even when two clicks race.
    uniqueIndex("upgrade_request_pending_uq").on(t.userId, t.plan).where(sql`${t.status} = 'pending'`),
  ],
);
