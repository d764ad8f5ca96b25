import { sql } from "drizzle-orm";
import { doublePrecision, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { studio } from "./studios";
import { project } from "./projects";
import { user } from "./user";

/**
 * The CUB values a studio typed itself (R-BUDGET-1): a month or a state the bundled table lacks,
 * kept when a budget using it is saved, offered again in the next budgets. One value per state,
 * month, design code and regime; a new save replaces it.
 */
export const studioCub = pgTable(
  "studio_cub",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    uf: text("uf").notNull(),
    /** aaaa-mm */
    month: text("month").notNull(),
    code: text("code").notNull(),
    regime: text("regime").notNull(),
    /** R$/m² */
    value: doublePrecision("value").notNull(),
    source: text("source").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("studio_cub_unique").on(t.studioId, t.uf, t.month, t.code, t.regime)],
);

/**
 * A project's specification list (R-MAT-2): materials of the catalogue (domain/materials-catalogue.ts,
 * by id) the architect chose for the project, with a note; the memorial's drafts cite them.
 */
export const projectMaterial = pgTable(
  "project_material",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    materialId: text("material_id").notNull(),
    note: text("note").notNull().default(""),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("project_material_unique").on(t.projectId, t.materialId)],
);

/**
 * The CUB tables the Prancheta team published to every studio (R-BUDGET-9, decision 069): one
 * row per import, never deleted. Re-importing a state, month and regime adds a row and marks the
 * one it replaces (`replaced_at`), so the history says who published which values when; studios
 * get the rows not replaced. Not scoped to a studio: the same table serves all of them.
 */
export const cubPublishedTable = pgTable(
  "cub_published_table",
  {
    id: text("id").primaryKey(),
    uf: text("uf").notNull(),
    /** aaaa-mm */
    month: text("month").notNull(),
    regime: text("regime").notNull(),
    /** "Sinduscon-PR" */
    entity: text("entity").notNull(),
    /** The address where the Sinduscon published the table. */
    source: text("source").notNull(),
    /** { "R1-N": 2553.84, … } in R$/m². */
    values: jsonb("values").$type<Record<string, number>>().notNull(),
    /** The text as pasted, kept for the audit. */
    importedText: text("imported_text").notNull(),
    publishedBy: text("published_by").references(() => user.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("cub_published_table_current_uq").on(t.uf, t.month, t.regime).where(sql`${t.replacedAt} is null`),
    index("cub_published_table_published_idx").on(t.publishedAt),
  ],
);
