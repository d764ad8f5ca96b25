import { sql } from "drizzle-orm";
import { check, doublePrecision, date, foreignKey, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { CONSTRUCTION_STANDARD_IDS, PROJECT_STAGE_IDS, PROJECT_STATUS_IDS, PROJECT_TYPE_IDS, UFS } from "#domain/projects";
import { user } from "./user";
import { client } from "./clients";
import { studio } from "./studios";
import { apiToken } from "./api-tokens";

/** `"col" in ('a', 'b', …)`: the database's own check of a column typed with one of the domain's lists. */
const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A project of a studio for one of its clients, on a land plot, at a stage of Brazilian practice.
 * Properties in English like the API, columns with the Portuguese names they were created with.
 * The `enum` option types a column with the domain's list (no casts when reading); it does not
 * change the SQL — the CHECK constraints below are what the database enforces.
 */
export const project = pgTable(
  "project",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    /** Who created it and who changed it last (R-STUDIO-6); null once that account is deleted. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    /** The API token that created or last changed it, when it was not a person (R-API-2, decision 097). */
    createdByApiToken: text("created_by_api_token").references(() => apiToken.id, { onDelete: "set null" }),
    updatedByApiToken: text("updated_by_api_token").references(() => apiToken.id, { onDelete: "set null" }),
    clientId: text("client_id").notNull(),
    name: text("name").notNull(),
    /** searchKey(name): the clients search also finds a client by its projects' names. */
    searchKey: text("search_key").notNull(),
    type: text("type", { enum: PROJECT_TYPE_IDS }).notNull(),
    plotAddress: text("plot_address"),
    plotCity: text("plot_city"),
    plotState: text("plot_state", { enum: UFS }),
    /** m² */
    plotArea: doublePrecision("plot_area"),
    /** m */
    plotFrontage: doublePrecision("plot_frontage"),
    /** m */
    plotDepth: doublePrecision("plot_depth"),
    plotZoning: text("plot_zoning"),
    plotTopography: text("plot_topography"),
    // The lot's urban parameters (R-PROJ-2): set once on the project, read by the zoning tool, the
    // programme's fit check and the written documents. Each is null until the architect knows it.
    /** Taxa de ocupação máxima, % of the lot. */
    plotOccupancyRate: doublePrecision("plot_occupancy_rate"),
    /** Coeficiente de aproveitamento máximo. */
    plotFloorAreaRatio: doublePrecision("plot_floor_area_ratio"),
    /** Taxa de permeabilidade mínima, % of the lot. */
    plotPermeability: doublePrecision("plot_permeability"),
    /** Recuos mínimos, m. */
    plotFrontSetback: doublePrecision("plot_front_setback"),
    plotSideSetback: doublePrecision("plot_side_setback"),
    plotRearSetback: doublePrecision("plot_rear_setback"),
    /** Altura máxima, m. */
    plotMaxHeight: doublePrecision("plot_max_height"),
    /** Where the parameters come from ("Lei municipal nº …") and when it was read. */
    plotParametersSource: text("plot_parameters_source"),
    plotParametersConsultedOn: date("plot_parameters_consulted_on", { mode: "string" }),
    /** m² */
    builtArea: doublePrecision("built_area"),
    standard: text("standard", { enum: CONSTRUCTION_STANDARD_IDS }).notNull(),
    stage: text("stage", { enum: PROJECT_STAGE_IDS }).notNull(),
    /** Delivery deadline. */
    deadline: date("deadline", { mode: "string" }),
    status: text("status", { enum: PROJECT_STATUS_IDS }).notNull(),
    /** The RRT number SICCAU gave the project's activity (R-CONTRACT-4, decision 099); null until issued. */
    rrtNumber: text("rrt_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The projects list and board (newest updated first).
    index("project_studio_updated_idx").on(t.studioId, t.updatedAt),
    // The next deadlines.
    index("project_studio_deadline_idx").on(t.studioId, t.deadline),
    // A client's projects (the clients list and page), and the foreign key's check on delete.
    index("project_client_created_idx").on(t.clientId, t.createdAt),
    // The backstops of what the service checks: a project's client is one of the same studio's
    // clients, and a client with projects cannot be deleted (the API answers 409 first).
    foreignKey({ name: "project_client_studio_fk", columns: [t.clientId, t.studioId], foreignColumns: [client.id, client.studioId] }).onDelete("restrict"),
    check("project_type_check", oneOf("type", PROJECT_TYPE_IDS)),
    check("project_standard_check", oneOf("standard", CONSTRUCTION_STANDARD_IDS)),
    check("project_stage_check", oneOf("stage", PROJECT_STAGE_IDS)),
    check("project_status_check", oneOf("status", PROJECT_STATUS_IDS)),
    // "Concluído" is the last stage's (the service refuses a contradiction first).
    check("project_status_stage_check", sql`("status" = 'concluido') = ("stage" = 'concluido')`),
  ],
);

/** Every stage a project went through; the creation is the first row (previous null). */
export const projectStageChange = pgTable(
  "project_stage_change",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: PROJECT_STAGE_IDS }).notNull(),
    previous: text("previous", { enum: PROJECT_STAGE_IDS }),
    note: text("note"),
    /** Who moved it; null for rows written before studios, or once that account is deleted. */
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    /** The API token that moved it, when it was not a person (R-API-2). */
    changedByApiToken: text("changed_by_api_token").references(() => apiToken.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_stage_change_project_at_idx").on(t.projectId, t.at)],
);
