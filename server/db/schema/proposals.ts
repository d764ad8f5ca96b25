import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { STORED_STATES } from "#domain/proposals/proposal-state";
import { projectDocument } from "./documents";
import { studio } from "./studios";
import { user } from "./user";

/**
 * Each change of a proposal's state (R-PROP-3, decision 094): the state reached, the version of
 * the proposal it is about, who (a member, or the client through the portal, by name) and when.
 * The state shown is the last row for the document's current version (rascunho when none, so a
 * new version returns to rascunho by itself), expirada computed from the validity date. Rows are
 * never changed; they go with the document.
 */
export const proposalTransition = pgTable(
  "proposal_transition",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => projectDocument.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** 1, 2, 3… per document, taken under the document's lock: the order of transitions made at the same instant. */
    position: integer("position").notNull(),
    state: text("state", { enum: STORED_STATES }).notNull(),
    actorKind: text("actor_kind", { enum: ["estudio", "cliente"] }).notNull(),
    /** The member who moved it (null for the client, or once the account is gone). */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** The client's name as the portal knew it. */
    actorName: text("actor_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("proposal_transition_document_position_unique").on(t.documentId, t.position),
    check("proposal_transition_state_check", sql.raw(`"state" in (${STORED_STATES.map((s) => `'${s}'`).join(", ")})`)),
    check("proposal_transition_actor_kind_check", sql.raw(`"actor_kind" in ('estudio', 'cliente')`)),
  ],
);
