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
    name: text("nome").notNull(),
    /** searchKey(name): the clients search also finds a client by its projects' names. */
    searchKey: text("search_key").notNull(),
    type: text("tipo", { enum: PROJECT_TYPE_IDS }).notNull(),
    plotAddress: text("terreno_endereco"),
    plotCity: text("terreno_cidade"),
    plotState: text("terreno_uf", { enum: UFS }),
    /** m² */
    plotArea: doublePrecision("terreno_area"),
    /** m */
    plotFrontage: doublePrecision("terreno_frente"),
    /** m */
    plotDepth: doublePrecision("terreno_fundo"),
    plotZoning: text("terreno_zoneamento"),
    plotTopography: text("terreno_topografia"),
    // The lot's urban parameters (R-PROJ-2): set once on the project, read by the zoning tool, the
    // programme's fit check and the written documents. Each is null until the architect knows it.
    /** Taxa de ocupação máxima, % of the lot. */
    plotOccupancyRate: doublePrecision("terreno_taxa_ocupacao"),
    /** Coeficiente de aproveitamento máximo. */
    plotFloorAreaRatio: doublePrecision("terreno_coef_aproveitamento"),
    /** Taxa de permeabilidade mínima, % of the lot. */
    plotPermeability: doublePrecision("terreno_taxa_permeabilidade"),
    /** Recuos mínimos, m. */
    plotFrontSetback: doublePrecision("terreno_recuo_frontal"),
    plotSideSetback: doublePrecision("terreno_recuo_lateral"),
    plotRearSetback: doublePrecision("terreno_recuo_fundos"),
    /** Altura máxima, m. */
    plotMaxHeight: doublePrecision("terreno_altura_maxima"),
    /** Where the parameters come from ("Lei municipal nº …") and when it was read. */
    plotParametersSource: text("terreno_parametros_fonte"),
    plotParametersConsultedOn: date("terreno_parametros_consulta", { mode: "string" }),
    /** m² */
    builtArea: doublePrecision("area_construida"),
    standard: text("padrao", { enum: CONSTRUCTION_STANDARD_IDS }).notNull(),
    stage: text("etapa", { enum: PROJECT_STAGE_IDS }).notNull(),
    /** Delivery deadline. */
    deadline: date("prazo", { mode: "string" }),
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
    index("project_studio_prazo_idx").on(t.studioId, t.deadline),
    // A client's projects (the clients list and page), and the foreign key's check on delete.
    index("project_client_created_idx").on(t.clientId, t.createdAt),
    // The backstops of what the service checks: a project's client is one of the same studio's
    // clients, and a client with projects cannot be deleted (the API answers 409 first).
    foreignKey({ name: "project_client_studio_fk", columns: [t.clientId, t.studioId], foreignColumns: [client.id, client.studioId] }).onDelete("restrict"),
    check("project_tipo_check", oneOf("tipo", PROJECT_TYPE_IDS)),
    check("project_padrao_check", oneOf("padrao", CONSTRUCTION_STANDARD_IDS)),
    check("project_etapa_check", oneOf("etapa", PROJECT_STAGE_IDS)),
    check("project_status_check", oneOf("status", PROJECT_STATUS_IDS)),
    // "Concluído" is the last stage's (the service refuses a contradiction first).
    check("project_status_stage_check", sql`("status" = 'concluido') = ("etapa" = 'concluido')`),
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
    stage: text("etapa", { enum: PROJECT_STAGE_IDS }).notNull(),
    previous: text("anterior", { enum: PROJECT_STAGE_IDS }),
    note: text("observacao"),
    /** Who moved it; null for rows written before studios, or once that account is deleted. */
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    /** The API token that moved it, when it was not a person (R-API-2). */
    changedByApiToken: text("changed_by_api_token").references(() => apiToken.id, { onDelete: "set null" }),
    at: timestamp("em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_stage_change_project_em_idx").on(t.projectId, t.at)],
);
