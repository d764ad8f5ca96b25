import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { PRESENTATION_STATUSES, PRESENTATION_TEMPLATE_IDS } from "#domain/presentations";
import { project } from "./projects";
import { studio } from "./studios";
import { user } from "./user";
import { storedFile } from "./files";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A presentation of a project (R-PRES-1): the choices the wizard made (template, which slides,
 * images and captions) in `conteudo`; the slides' data is read from the project at each render,
 * so "Gerar de novo" after editing the documents brings the edits in. The last render's PDF is a
 * stored_file; `status`/`progresso`/`etapa` follow a render as it runs.
 */
export const presentation = pgTable(
  "presentation",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    template: text("template", { enum: PRESENTATION_TEMPLATE_IDS }).notNull(),
    content: jsonb("content").notNull(),
    status: text("status", { enum: PRESENTATION_STATUSES }).notNull(),
    progress: integer("progress").notNull().default(0),
    stage: text("stage"),
    error: text("error"),
    /** The render that may write its result: a newer "Gerar de novo" replaces it, and the older one's PDF is dropped. */
    renderId: text("render_id"),
    pdfFileId: text("pdf_file_id").references(() => storedFile.id, { onDelete: "set null" }),
    slideCount: integer("slide_count"),
    renderedAt: timestamp("rendered_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("presentation_studio_updated_idx").on(t.studioId, t.updatedAt),
    check("presentation_template_check", oneOf("template", PRESENTATION_TEMPLATE_IDS)),
    check("presentation_status_check", oneOf("status", PRESENTATION_STATUSES)),
  ],
);
