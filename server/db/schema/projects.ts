import { doublePrecision, date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
    // A client with projects cannot be deleted (the API answers 409 first; this is the backstop).
    clientId: text("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "restrict" }),
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
