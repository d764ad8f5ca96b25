import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PLAN_IDS } from "#domain/plans";
import { user } from "./user";
import { studio } from "./studios";

/** "superseded": another request of the same studio was granted first (closed, not granted). */
export const UPGRADE_REQUEST_STATUSES = ["pending", "granted", "superseded"] as const;

/**
 * A studio's request to move to a paid plan; someone of the team grants it on /dashboard/admin
 * (no payment provider yet).
 */
export const upgradeRequest = pgTable(
  "upgrade_request",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    /** Who asked (the studio's owner); null once that account is deleted. */
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    plan: text("plan", { enum: PLAN_IDS }).notNull(),
    status: text("status", { enum: UPGRADE_REQUEST_STATUSES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    grantedAt: timestamp("granted_at", { withTimezone: true }),
    grantedBy: text("granted_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("upgrade_request_studio_idx").on(t.studioId),
    // The admin page's list.
    index("upgrade_request_status_created_idx").on(t.status, t.createdAt),
    // At most one pending request per studio and plan, even when two clicks race.
    uniqueIndex("upgrade_request_pending_uq").on(t.studioId, t.plan).where(sql`${t.status} = 'pending'`),
  ],
);
