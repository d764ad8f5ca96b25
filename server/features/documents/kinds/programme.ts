import { emptyProgramme } from "#domain/needs-program";
import { and, eq } from "drizzle-orm";
import { project as projectTable } from "#server/db/schema";
import { landPlot } from "#server/lib/land-plot";
import { programmeExport } from "#server/features/documents/export/programme-export";
import type { DocumentKindHooks } from "./types";

/** An empty programme that already knows the lot's area; its export checks the project's lot (R-PROJ-2). */
export const programmeKind: DocumentKindHooks<"programa"> = {
  start: ({ project }) => emptyProgramme({ area: project.plotArea }),
  async exportModel({ db, scope, document, meta, includeSources }) {
    const [row] = await db.select().from(projectTable).where(and(eq(projectTable.id, document.project.id), eq(projectTable.studioId, scope.studioId)));
    return programmeExport(document.content, meta, { plot: row ? landPlot(row) : null, includeSources });
  },
};
