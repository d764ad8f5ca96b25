import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./user";
import { studio } from "./studios";

/** What an uploaded file is for (a reference's image now; the studio's logo with the settings). */
export const FILE_PURPOSES = ["referencia"] as const;

/**
 * An uploaded file (R-FILE-1): the bytes live behind the storage interface (server/storage/,
 * DATA_DIR/uploads by default) under `storage_key`; this row says whose they are and what they
 * are (the type read from the bytes, never from the name). Served only to the studio.
 */
export const storedFile = pgTable(
  "stored_file",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    purpose: text("finalidade", { enum: FILE_PURPOSES }).notNull(),
    /** image/png, image/jpeg or image/webp, from the file's first bytes. */
    mime: text("mime").notNull(),
    size: integer("tamanho").notNull(),
    /** The name the person's computer gave it, for display and download only. */
    originalName: text("nome_original").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stored_file_studio_idx").on(t.studioId),
    check("stored_file_finalidade_check", sql.raw(`"finalidade" in (${FILE_PURPOSES.map((v) => `'${v}'`).join(", ")})`)),
  ],
);
