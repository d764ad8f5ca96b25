import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { loadBrand } from "#server/branding/brand";
import type { FileStorage } from "#server/storage/file-storage";
import { fileNameFor } from "#server/export/http";
import type { ExportDocument } from "#server/export/model";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import { loadDocument } from "#server/features/documents/documents.service";
import { kindHooks } from "#server/features/documents/kinds";
import { gapsOf } from "./document-gaps.service";

/**
 * A document of the studio as the neutral export model, named for the download. Each kind maps
 * its content (its `exportModel` hook, decision 111); the renderers (server/export) are shared by
 * every document (decision 048).
 */
export async function documentForExport({
  db,
  storage,
  scope,
  id,
  now = new Date(),
  includeSources = false,
}: {
  db: Db;
  storage: FileStorage;
  /** Only the studio is read: the client portal (decision 095) exports for a link, not a member. */
  scope: Pick<StudioScope, "studioId">;
  id: string;
  now?: Date;
  /** The programme's sources page (left out of a client's file unless asked). */
  includeSources?: boolean;
}): Promise<{ doc: ExportDocument; gaps: DocumentGaps; fileName: (format: "pdf" | "docx") => string }> {
  const document = await loadDocument({ db, studioId: scope.studioId, id: id });
  // Checked on the very version exported, before anything is rendered (R-DOC-5).
  const gaps = gapsOf(document);
  const { studioName, brand } = await loadBrand({ db, storage, studioId: scope.studioId });
  const meta = { studioName, brand, projectName: document.project.name, clientName: document.client.name, date: now, version: document.version };
  // Each kind maps its own content (decision 111); the content was parsed by that kind's schema.
  const doc = await kindHooks(document.kind).exportModel({ db, scope, document, meta, includeSources });
  return { doc, gaps, fileName: (format) => fileNameFor(doc.title, document.project.name, format) };
}
