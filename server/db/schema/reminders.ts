import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { REMINDER_PRIORITIES } from "#domain/reminders";
import { AI_PROVIDER_IDS } from "#domain/ai.schema";
import { studio } from "./studios";
import { user } from "./user";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A person's reminder in a studio (R-REM-1): the lembretes tool's fields, its prioritisation
 * advice, and its state — done, or snoozed to a later day (`adiado_ate`, the day it is due again).
 */
export const reminder = pgTable(
  "reminder",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    date: date("date", { mode: "string" }).notNull(),
    priority: text("priority", { enum: REMINDER_PRIORITIES }).notNull(),
    timeZone: text("time_zone").notNull(),
    snoozedUntil: date("snoozed_until", { mode: "string" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    advice: text("advice"),
    adviceProvider: text("advice_provider", { enum: AI_PROVIDER_IDS }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reminder_user_studio_date_idx").on(t.userId, t.studioId, t.date),
    check("reminder_priority_check", oneOf("priority", REMINDER_PRIORITIES)),
  ],
);
