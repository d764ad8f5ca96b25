import { sql } from "drizzle-orm";
import { check, doublePrecision, date, foreignKey, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { CONSTRUCTION_STANDARD_IDS, PROJECT_STAGE_IDS, PROJECT_STATUS_IDS, PROJECT_TYPE_IDS, UFS } from "#domain/projects";
import { user } from "./auth";
import { client } from "./clients";

/** `"col" in ('a', 'b', …)`: the database's own check of a column typed with one of the domain's lists. */
const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A project of a user for one of their clients, on a land plot, at a stage of Brazilian practice.
 * Properties in English like the API, columns with the Portuguese names they were created with.
 * The `enum` option types a column with the domain's list (no casts when reading); it does not
 * change the SQL — the CHECK constraints below are what the database enforces.
 */
export const project = pgTable(
  "project",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
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
    /** m² */
    builtArea: doublePrecision("area_construida"),
    standard: text("padrao", { enum: CONSTRUCTION_STANDARD_IDS }).notNull(),
    stage: text("etapa", { enum: PROJECT_STAGE_IDS }).notNull(),
    /** Delivery deadline. */
    deadline: date("prazo", { mode: "string" }),
    status: text("status", { enum: PROJECT_STATUS_IDS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The projects list and board (newest updated first).
    index("project_user_updated_idx").on(t.userId, t.updatedAt),
    // The next deadlines.
    index("project_user_prazo_idx").on(t.userId, t.deadline),
    // A client's projects (the clients list and page), and the foreign key's check on delete.
    index("project_client_created_idx").on(t.clientId, t.createdAt),
    // The backstops of what the service checks: a project's client is one of the same user's
    // clients, and a client with projects cannot be deleted (the API answers 409 first).
    foreignKey({ name: "project_client_user_fk", columns: [t.clientId, t.userId], foreignColumns: [client.id, client.userId] }).onDelete("restrict"),
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
    at: timestamp("em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_stage_change_project_em_idx").on(t.projectId, t.at)],
);
