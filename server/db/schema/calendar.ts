import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { NOTIFICATION_LEADS } from "#domain/calendar";
import { AI_PROVIDER_IDS } from "#domain/ai.schema";
import { project } from "./projects";
import { studio } from "./studios";
import { user } from "./user";
import { apiToken } from "./api-tokens";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * An event of a studio's calendar (R-CAL-1): the spec's fields (titulo, data, horario, projeto,
 * notificacao) plus the time zone they were typed in, the instant they make (`inicio`, what
 * the ICS and the notification job use), and the preparation advice shown with it.
 */
export const calendarEvent = pgTable(
  "calendar_event",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id").references(() => project.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    /** The API token that created or last changed it, when it was not a person (R-API-2, decision 097). */
    createdByApiToken: text("created_by_api_token").references(() => apiToken.id, { onDelete: "set null" }),
    updatedByApiToken: text("updated_by_api_token").references(() => apiToken.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** "HH:MM", wall clock in `fuso`. */
    time: text("time").notNull(),
    timeZone: text("time_zone").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    notification: text("notification", { enum: NOTIFICATION_LEADS }).notNull(),
    /**
     * A recurring event repeats every this many months from `data` (a maintenance task of the
     * post-construction agenda, decision 080): the ICS writes it as an RRULE and the calendar's
     * range shows each occurrence. Null for a one-off event.
     */
    recurrenceMonths: integer("recurrence_months"),
    advice: text("advice"),
    adviceProvider: text("advice_provider", { enum: AI_PROVIDER_IDS }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("calendar_event_studio_date_idx").on(t.studioId, t.date, t.time),
    check("calendar_event_notification_check", oneOf("notification", NOTIFICATION_LEADS)),
    check("calendar_event_time_check", sql`"time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("calendar_event_recurrence_check", sql`"recurrence_months" is null or "recurrence_months" between 1 and 120`),
  ],
);

/**
 * A person's private subscription address to a studio's calendar (R-CAL-3). The address's token is
 * an HMAC of the row's id and `nonce` with the server's secret: nothing stored here is the token,
 * and "Gerar novo endereço" draws a new nonce, so the old address stops working.
 */
export const calendarFeed = pgTable(
  "calendar_feed",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feed_user_studio_uq").on(t.userId, t.studioId)],
);
