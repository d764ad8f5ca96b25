import { and, eq } from "drizzle-orm";
import type { LandPlot } from "#domain/projects.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import { project } from "#server/db/schema";
import { landPlot } from "#server/lib/land-plot";
import type { Db } from "#server/db/client";
import { loadBrand } from "#server/branding/brand";
import type { FileStorage } from "#server/storage/file-storage";
import { fileNameFor } from "#server/export/http";
import type { ExportDocument, ExportMeta } from "#server/export/model";
import type { ProjectDocument } from "#domain/documents.schema";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import { loadDocument } from "#server/features/documents/documents.service";
import { servedCubTables } from "#server/lib/cub-tables";
import type { CubTable } from "#domain/cub-table";
import { briefingExport } from "./briefing-export";
import { budgetExport } from "./budget-export";
import { gapsOf } from "./document-gaps.service";
import { programmeExport } from "./programme-export";
import { contractExport, proposalExport, referencesExport, writtenExport } from "./written-export";

/**
 * A document of the studio as the neutral export model, named for the download. Each kind maps
 * its content; the renderers (server/export) are shared by every document (decision 048).
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
  const document = await loadDocument(db, scope.studioId, id);
  // Checked on the very version exported, before anything is rendered (R-DOC-5).
  const gaps = gapsOf(document);
  const { studioName, brand } = await loadBrand({ db, storage, studioId: scope.studioId });
  const meta = { studioName, brand, projectName: document.project.name, clientName: document.client.name, date: now, version: document.version };
  // A budget's scenarios read the same tables the editor showed (bundled and published, R-BUDGET-9).
  const tables = document.kind === "orcamento" && document.content.scenarios ? await servedCubTables(db) : undefined;
  const doc =
    document.kind === "programa"
      ? programmeExport(document.content, meta, { plot: await projectPlot(db, scope.studioId, document.project.id), includeSources })
      : exportOf(document, meta, tables);
  return { doc, gaps, fileName: (format) => fileNameFor(doc.title, document.project.name, format) };
}

/** The project's lot (R-PROJ-2), the one the programme is checked against. */
async function projectPlot(db: Db, studioId: string, projectId: string): Promise<LandPlot | null> {
  const [row] = await db.select().from(project).where(and(eq(project.id, projectId), eq(project.studioId, studioId)));
  return row ? landPlot(row) : null;
}

function exportOf(document: ProjectDocument, meta: ExportMeta, tables?: readonly CubTable[]): ExportDocument {
  switch (document.kind) {
    case "briefing":
      return briefingExport(document.content, meta, document.client.kind);
    case "programa":
      return programmeExport(document.content, meta, { plot: null, includeSources: false });
    case "referencias":
      return referencesExport(document.content, meta);
    case "orcamento":
      return budgetExport(document.content, meta, tables);
    case "proposta":
      return proposalExport(document.content, meta);
    case "contrato":
      return contractExport(document.content, meta);
    default:
      return writtenExport(document.kind, document.content, meta);
  }
}
