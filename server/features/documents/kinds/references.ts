import { and, eq, inArray } from "drizzle-orm";
import { storedFile } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import { referencesExport } from "#server/features/documents/export/written-export";
import type { DocumentKindHooks } from "./types";

/**
 * No references yet. A save may only point at images the studio uploaded (R-FILE-1): another
 * studio's file id, or one that does not exist, is a 422 on that item.
 */
export const referencesKind: DocumentKindHooks<"referencias"> = {
  start: () => ({ keywords: [], items: [] }),
  exportModel: ({ document, meta }) => referencesExport(document.content, meta),
  async beforeSave({ tx, scope, content }) {
    const ids = [...new Set(content.items.flatMap((item) => (item.imageId ? [item.imageId] : [])))];
    if (ids.length === 0) return;
    const found = new Set((await tx.select({ id: storedFile.id }).from(storedFile).where(and(eq(storedFile.studioId, scope.studioId), inArray(storedFile.id, ids)))).map((f) => f.id));
    const index = content.items.findIndex((item) => item.imageId !== null && !found.has(item.imageId));
    if (index >= 0) {
      const message = "Imagem não encontrada: envie a imagem de novo.";
      throw new AppError("validation_error", 422, message, { [`content.items.${index}.imageId`]: message });
    }
  },
};
