import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { GENERIC_TOOL_IDS } from "#domain/tool-inputs";
import { ANSWER_SOURCES } from "#domain/ai.schema";
import { project } from "./projects";
import { studio } from "./studios";
import { user } from "./user";
import { storedFile } from "./files";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * One run of an AI tool (issue 18): its inputs, the table the tool computed from them (the same
 * with or without a provider), the text, and who wrote it — the tool's history.
 */
export const toolRun = pgTable(
  "tool_run",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id").references(() => project.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    tool: text("tool", { enum: GENERIC_TOOL_IDS }).notNull(),
    inputs: jsonb("inputs").notNull(),
    computed: jsonb("computed"),
    text: text("text").notNull().default(""),
    provider: text("provider", { enum: ANSWER_SOURCES }),
    status: text("status", { enum: ["gerando", "pronta", "falhou"] }).notNull().default("gerando"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tool_run_studio_tool_created_idx").on(t.studioId, t.tool, t.createdAt),
    check("tool_run_tool_check", oneOf("tool", GENERIC_TOOL_IDS)),
  ],
);

/** An image generated for a studio (issue 18), its PNG a stored_file; usable in presentations. */
export const generatedImage = pgTable(
  "generated_image",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id").references(() => project.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    prompt: text("prompt").notNull(),
    fileId: text("file_id")
      .notNull()
      .references(() => storedFile.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    size: text("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("generated_image_studio_created_idx").on(t.studioId, t.createdAt)],
);

/** Image generations used per studio and month ("2026-11"): the plans' image quota, reserved atomically. */
export const imageUsage = pgTable(
  "image_usage",
  {
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.studioId, t.period] })],
);
