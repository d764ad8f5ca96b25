import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters, in the database so that several processes share one limit. */
export const rateLimit = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});
