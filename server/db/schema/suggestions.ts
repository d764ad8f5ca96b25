import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { FEASIBILITIES, SUGGESTION_TYPES, SUGGESTION_URGENCIES } from "#domain/suggestions";
import { AI_PROVIDER_IDS } from "#domain/ai.schema";
import { studio } from "./studios";
import { user } from "./user";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A suggestion sent from Sugestões (R-SUGG-1) with its triage (feasibility, estimated development
 * time, a personalised reply). Kept when the studio goes (the team still reads it); deleted with
 * its author's account, typed name and text included (R-PROFILE-5).
 */
export const suggestion = pgTable(
  "suggestion",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id").references(() => studio.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    type: text("type", { enum: SUGGESTION_TYPES }).notNull(),
    urgency: text("urgency", { enum: SUGGESTION_URGENCIES }).notNull(),
    text: text("text").notNull(),
    feasibility: text("feasibility", { enum: FEASIBILITIES }),
    estimate: text("estimate"),
    reply: text("reply"),
    triageProvider: text("triage_provider", { enum: AI_PROVIDER_IDS }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("suggestion_user_created_idx").on(t.userId, t.createdAt),
    index("suggestion_created_idx").on(t.createdAt),
    check("suggestion_type_check", oneOf("type", SUGGESTION_TYPES)),
    check("suggestion_urgency_check", oneOf("urgency", SUGGESTION_URGENCIES)),
  ],
);
