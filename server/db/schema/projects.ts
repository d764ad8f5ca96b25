import { sql } from "drizzle-orm";
import { check, doublePrecision, date, foreignKey, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { CONSTRUCTION_STANDARDS, PROJECT_STAGES, PROJECT_STATUSES, PROJECT_TYPES } from "#domain/projects";
import { user } from "./auth";
import { client } from "./clients";

/** A project of a user for one of their clients, on a land plot, at a stage of Brazilian practice. */
export const project = pgTable(
  "project",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    nome: text("nome").notNull(),
    /** searchKey(nome): the clients search also finds a client by its projects' names. */
    searchKey: text("search_key").notNull(),
    tipo: text("tipo").notNull(),
    terrenoEndereco: text("terreno_endereco"),
    terrenoCidade: text("terreno_cidade"),
    terrenoUf: text("terreno_uf"),
    /** m² */
    terrenoArea: doublePrecision("terreno_area"),
    /** m */
    terrenoFrente: doublePrecision("terreno_frente"),
    /** m */
    terrenoFundo: doublePrecision("terreno_fundo"),
    terrenoZoneamento: text("terreno_zoneamento"),
    terrenoTopografia: text("terreno_topografia"),
    /** m² */
    areaConstruida: doublePrecision("area_construida"),
    padrao: text("padrao").notNull(),
    etapa: text("etapa").notNull(),
    /** Delivery deadline. */
    prazo: date("prazo", { mode: "string" }),
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The projects list and board (newest updated first).
    index("project_user_updated_idx").on(t.userId, t.updatedAt),
    // The next deadlines.
    index("project_user_prazo_idx").on(t.userId, t.prazo),
    // A client's projects (the clients list and page), and the foreign key's check on delete.
    index("project_client_created_idx").on(t.clientId, t.createdAt),
    // The backstops of what the service checks: a project's client is one of the same user's
    // clients, and a client with projects cannot be deleted (the API answers 409 first).
    foreignKey({ name: "project_client_user_fk", columns: [t.clientId, t.userId], foreignColumns: [client.id, client.userId] }).onDelete("restrict"),
    check("project_tipo_check", sql.raw(`"tipo" in (${PROJECT_TYPES.map((x) => `'${x.id}'`).join(", ")})`)),
    check("project_padrao_check", sql.raw(`"padrao" in (${CONSTRUCTION_STANDARDS.map((x) => `'${x.id}'`).join(", ")})`)),
    check("project_etapa_check", sql.raw(`"etapa" in (${PROJECT_STAGES.map((x) => `'${x.id}'`).join(", ")})`)),
    check("project_status_check", sql.raw(`"status" in (${PROJECT_STATUSES.map((x) => `'${x.id}'`).join(", ")})`)),
    // "Concluído" is the last stage's (the service refuses a contradiction first).
    check("project_status_stage_check", sql`("status" = 'concluido') = ("etapa" = 'concluido')`),
  ],
);

/** Every stage a project went through; the creation is the first row (anterior null). */
export const projectStageChange = pgTable(
  "project_stage_change",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    etapa: text("etapa").notNull(),
    anterior: text("anterior"),
    observacao: text("observacao"),
    em: timestamp("em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_stage_change_project_em_idx").on(t.projectId, t.em)],
);
