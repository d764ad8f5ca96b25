import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./user";
import { studio } from "./studios";

/**
 * What a stored file is for: a reference's image, the studio's logo (in two sizes, see
 * LOGO_VARIANTS), an image placed in a presentation, or a presentation's rendered PDF.
 */
export const FILE_PURPOSES = ["referencia", "logo", "apresentacao-imagem", "apresentacao-pdf", "imagem-gerada"] as const;
/** The purposes whose files are images anyone of the studio may fetch at GET /api/files/{id}. */
export const IMAGE_PURPOSES = ["referencia", "logo", "apresentacao-imagem", "imagem-gerada"] as const;

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
    purpose: text("purpose", { enum: FILE_PURPOSES }).notNull(),
    /** image/png, image/jpeg or image/webp, from the file's first bytes (application/pdf for a presentation we rendered). */
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    /** For a logo: which of its sizes ("pdf" or "tela"); null otherwise. */
    variant: text("variant"),
    /** The name the person's computer gave it, for display and download only. */
    originalName: text("original_name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stored_file_studio_idx").on(t.studioId),
    // One logo per size per studio: a new upload replaces it in one transaction.
    uniqueIndex("stored_file_logo_uq").on(t.studioId, t.variant).where(sql`${t.purpose} = 'logo'`),
    check("stored_file_purpose_check", sql.raw(`"purpose" in (${FILE_PURPOSES.map((v) => `'${v}'`).join(", ")})`)),
  ],
);
