import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { AI_PROVIDER_IDS } from "#domain/ai.schema";
import { studio } from "./studios";
import { user } from "./user";

/**
 * A person's own tab in a studio (R-TAB-1): named in the sidebar, with content blocks (ordered, in
 * `blocos`) and links (`links`, http/https only, checked by the domain schema before they land).
 */
export const customTab = pgTable(
  "custom_tab",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    blocks: jsonb("blocks").notNull().default([]),
    links: jsonb("links").notNull().default([]),
    notes: text("notes"),
    /** The sidebar's order. */
    position: integer("position").notNull().default(0),
    advice: text("advice"),
    adviceProvider: text("advice_provider", { enum: AI_PROVIDER_IDS }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("custom_tab_user_studio_idx").on(t.userId, t.studioId, t.position)],
);
