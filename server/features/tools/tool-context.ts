import { and, eq } from "drizzle-orm";
import { programmeTotals } from "#domain/needs-program";
import { programmeContentSchema } from "#domain/needs-program.schema";
import type { LandPlot } from "#domain/projects.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { documentVersion, project, projectDocument } from "#server/db/schema";
import { validationError } from "#server/lib/errors";
import { landPlot } from "#server/lib/land-plot";

/** What a run tied to a project knows of it: the plot and the programme's built area. */
export interface ToolProjectContext {
  id: string;
  name: string;
  plotArea: number | null;
  plotFrontage: number | null;
  plotDepth: number | null;
  /** The needs programme's estimated built area, else the project's own built area. */
  programmeArea: number | null;
  /** The project's lot with its urban parameters and their source (R-PROJ-2). */
  plot: LandPlot;
  /** The lot's city (else its address): a city's own rules show only for a lot in it (decision 078). */
  place: string | null;
}

/** The studio's project named in a run (422 otherwise: the body is wrong, not the URL). */
export async function toolProjectContext(db: Db, scope: StudioScope, projectId: string | null): Promise<ToolProjectContext | null> {
  if (!projectId) return null;
  const [p] = await db.select().from(project).where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)));
  if (!p) throw validationError({ projectId: "Projeto não encontrado." });
  const [programme] = await db
    .select({ content: documentVersion.content })
    .from(projectDocument)
    .innerJoin(documentVersion, and(eq(documentVersion.documentId, projectDocument.id), eq(documentVersion.number, projectDocument.version)))
    .where(and(eq(projectDocument.projectId, p.id), eq(projectDocument.kind, "programa")));
  const parsed = programme ? programmeContentSchema.safeParse(programme.content) : undefined;
  const programmeArea = parsed?.success && parsed.data.rooms.length ? programmeTotals(parsed.data).builtArea : p.builtArea;
  return { id: p.id, name: p.name, plotArea: p.plotArea, plotFrontage: p.plotFrontage, plotDepth: p.plotDepth, programmeArea: programmeArea ?? null, plot: landPlot(p), place: p.plotCity ?? p.plotAddress ?? null };
}
