import { sql } from "drizzle-orm";
import { check, foreignKey, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { MESSAGE_CHANNELS, REPLY_TONES } from "#domain/messages";
import { AI_PROVIDER_IDS } from "#domain/ai.schema";
import { client } from "./clients";
import { project } from "./projects";
import { studio } from "./studios";
import { user } from "./user";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A client's message the architect recorded (R-MSG-1) and what was answered: the client's
 * decision log. `sugestoes` holds the suggested replies; `resposta` the one sent (or edited and
 * sent), with `respondida_em`.
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
    channel: text("canal", { enum: MESSAGE_CHANNELS }).notNull(),
    tone: text("tom", { enum: REPLY_TONES }).notNull(),
    received: text("mensagem").notNull(),
    suggestions: jsonb("sugestoes").notNull().default([]),
    suggestionsProvider: text("sugestoes_fonte", { enum: AI_PROVIDER_IDS }),
    reply: text("resposta"),
    repliedAt: timestamp("respondida_em", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("client_message_studio_created_idx").on(t.studioId, t.createdAt),
    index("client_message_client_created_idx").on(t.clientId, t.createdAt),
    // A message is of one of the same studio's clients; deleting the client deletes its log.
    foreignKey({ name: "client_message_client_studio_fk", columns: [t.clientId, t.studioId], foreignColumns: [client.id, client.studioId] }).onDelete("cascade"),
    check("client_message_canal_check", oneOf("canal", MESSAGE_CHANNELS)),
    check("client_message_tom_check", oneOf("tom", REPLY_TONES)),
  ],
);
