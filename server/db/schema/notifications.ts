import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS } from "#domain/notifications.schema";
import { studio } from "./studios";
import { user } from "./user";

/**
 * What Mensagens → Notificações lists (R-NOTIF-1): one row per notice to one person in one studio
 * — an event's lead time, a reminder's day, a project's deadline. `chave` makes a retried job
 * write it once.
 */
export const notification = pgTable(
  "notification",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path in the app (`/dashboard/calendario?data=…`). */
    link: text("link"),
    key: text("key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When its e-mail went: a job retried after SMTP failed sends it then, and never twice. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notification_key_uq").on(t.key),
    index("notification_user_studio_created_idx").on(t.userId, t.studioId, t.createdAt),
  ],
);
