import { and, eq } from "drizzle-orm";
import { exportFileName } from "#domain/file-names";
import { topographyDrawingSchema, type TopographyDrawing } from "#domain/topography-drawing";
import { topographyDxf } from "./topography-dxf";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { project, toolRun } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import type { StoredComputed } from "./tool-runs.service";

export const drawingNotFound = () => new AppError("not_found", 404, "Desenho do levantamento não encontrado.");

async function storedDrawing({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<{ drawing: TopographyDrawing; projectName: string | null }> {
  const [row] = await db
    .select({ computed: toolRun.computed, projectName: project.name })
    .from(toolRun)
    .leftJoin(project, eq(project.id, toolRun.projectId))
    .where(and(eq(toolRun.id, id), eq(toolRun.studioId, scope.studioId), eq(toolRun.tool, "topografia")));
  // A run without a survey, or one made before drawings were kept, has none: the same 404.
  const parsed = topographyDrawingSchema.safeParse((row?.computed as StoredComputed | null)?.drawing);
  if (!parsed.success) throw drawingNotFound();
  return { drawing: parsed.data, projectName: row!.projectName };
}

/** The drawing stored with a run of the studio, or null (another tool, no survey, an older run): the tool's PDF draws it (R-DRAW-2). */
export async function findTopographyDrawing({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<TopographyDrawing | null> {
  try {
    return (await storedDrawing({ db, scope, id })).drawing;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** The drawing of a topography run of the studio (R-TOOL-8). */
export async function getTopographyDrawing({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<TopographyDrawing> {
  return (await storedDrawing({ db, scope, id })).drawing;
}

/** The same drawing as a DXF file, named after the project when the run has one. */
export async function getTopographyDxf({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string }> {
  const { drawing, projectName } = await storedDrawing({ db, scope, id });
  // R12 text is Windows-1252; topographyDxf keeps to the characters Latin-1 writes identically.
  const bytes = new Uint8Array(Buffer.from(topographyDxf(drawing), "latin1"));
  return { bytes, fileName: exportFileName(["curvas de nível", projectName ?? ""], "dxf", "curvas-de-nivel") };
}
