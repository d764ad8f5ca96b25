import { sql } from "drizzle-orm";
import { check, foreignKey, index, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { MESSAGE_CHANNELS, REPLY_TONES } from "#domain/messages";
import { AI_PROVIDER_IDS } from "#domain/ai.schema";
import { client } from "./clients";
import { project } from "./projects";
import { studio } from "./studios";
import { user } from "./user";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A client's message the architect recorded (R-MSG-1): the question half of the client's decision
 * log. `sugestoes` holds the suggested replies; what was answered is in `client_message_reply`.
 */
export const clientMessage = pgTable(
  "client_message",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    projectId: text("project_id").references(() => project.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    tone: text("tone", { enum: REPLY_TONES }).notNull(),
    received: text("received").notNull(),
    suggestions: jsonb("suggestions").notNull().default([]),
    suggestionsProvider: text("suggestions_provider", { enum: AI_PROVIDER_IDS }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("client_message_studio_created_idx").on(t.studioId, t.createdAt),
    index("client_message_client_created_idx").on(t.clientId, t.createdAt),
    // A message is of one of the same studio's clients; deleting the client deletes its log.
    foreignKey({ name: "client_message_client_studio_fk", columns: [t.clientId, t.studioId], foreignColumns: [client.id, client.studioId] }).onDelete("cascade"),
    check("client_message_channel_check", oneOf("channel", MESSAGE_CHANNELS)),
    check("client_message_tone_check", oneOf("tone", REPLY_TONES)),
    // The target of the replies' key: a reply is of a message of its own studio.
    unique("client_message_id_studio_unique").on(t.id, t.studioId),
  ],
);

/**
 * What was answered to a client's message, and when (R-MSG-4): the answer half of the decision
 * log. A message may be answered more than once (a second suggestion sent, a follow-up): rows are
 * only ever added, and read in `enviada_em` order. `created_by` is who recorded it (null for the
 * replies recorded before 0016, which did not keep it, and when that account is gone).
 */
export const clientMessageReply = pgTable(
  "client_message_reply",
  {
    id: text("id").primaryKey(),
    messageId: text("message_id").notNull(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    text: text("text").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("client_message_reply_message_sent_idx").on(t.messageId, t.sentAt),
    // Of a message of the same studio; deleting the message deletes its replies.
    foreignKey({ name: "client_message_reply_message_studio_fk", columns: [t.messageId, t.studioId], foreignColumns: [clientMessage.id, clientMessage.studioId] }).onDelete("cascade"),
    check("client_message_reply_channel_check", oneOf("channel", MESSAGE_CHANNELS)),
  ],
);
