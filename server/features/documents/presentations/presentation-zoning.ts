import { and, desc, eq } from "drizzle-orm";
import type { ZoningSource } from "#server/export/presentation-envelope";
import type { LandPlot } from "#domain/projects.schema";
import { envelopeFromRunInputs } from "#domain/zoning-envelope";
import { formatExportDate } from "#server/export/model";
import type { Db } from "#server/db/client";
import { toolRun } from "#server/db/schema";

/**
 * The "Potencial do terreno" slide's envelope (R-PRES-2): the project's latest finished zoning run
 * (its inputs, the project's lot filling the blanks, as the tool drew it), else the lot as the
 * project holds it; null when neither gives a lot rectangle. The source says which.
 */
export async function projectZoning(db: Db, studioId: string, projectId: string, plot: LandPlot): Promise<ZoningSource | null> {
  const [run] = await db
    .select({ inputs: toolRun.inputs, createdAt: toolRun.createdAt })
    .from(toolRun)
    .where(and(eq(toolRun.studioId, studioId), eq(toolRun.projectId, projectId), eq(toolRun.tool, "zoneamento"), eq(toolRun.status, "pronta")))
    .orderBy(desc(toolRun.createdAt))
    .limit(1);
  const inputs = (run?.inputs as Record<string, string> | undefined) ?? {};
  const envelope = envelopeFromRunInputs(inputs, plot);
  if (!envelope) return null;
  // TO and CA as the envelope read them (the run's text, else the lot's own).
  const area = envelope.lot.area;
  return {
    envelope,
    source: run ? `análise de zoneamento de ${formatExportDate(run.createdAt)} (dados informados pelo escritório)` : "dados do lote informados no cadastro do projeto",
    to: envelope.projection?.byTo != null ? envelope.projection.byTo / area : null,
    ca: envelope.maxBuilt !== null ? envelope.maxBuilt / area : null,
  };
}
