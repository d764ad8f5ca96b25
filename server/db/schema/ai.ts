import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { ANSWER_SOURCES } from "#domain/ai.schema";
import { MESSAGE_ROLES, MESSAGE_STATUSES } from "#domain/chat.schema";
import { user } from "./user";
import { studio } from "./studios";

export const conversation = pgTable(
  "conversation",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversation_user_updated_idx").on(t.userId, t.updatedAt)],
);

export const message = pgTable(
  "message",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversation.id, { onDelete: "cascade" }),
    role: text("role", { enum: MESSAGE_ROLES }).notNull(),
    content: text("content").notNull(),
    /** Assistant only: a provider of the server's chain, or "user-key" (answered in the browser with the user's own key). */
    provider: text("provider", { enum: ANSWER_SOURCES }),
    model: text("model"),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("complete"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("message_conversation_created_idx").on(t.conversationId, t.createdAt),
    // The typed columns above only bind this code; these hold for any writer (a script, a
    // hand-run fix, an older process during a rolling deploy).
    check("message_role_check", sql.raw(`"role" in (${MESSAGE_ROLES.map((x) => `'${x}'`).join(", ")})`)),
    check("message_status_check", sql.raw(`"status" in (${MESSAGE_STATUSES.map((x) => `'${x}'`).join(", ")})`)),
    check("message_provider_check", sql.raw(`"provider" is null or "provider" in (${ANSWER_SOURCES.map((x) => `'${x}'`).join(", ")})`)),
  ],
);

/**
 * Text generations used per studio and period ("trial" or "YYYY-MM"), shared by its members;
 * offline answers are free.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.studioId, t.period] })],
);
