import { and, asc, eq } from "drizzle-orm";
import { MATERIALS } from "#domain/materials-catalogue";
import type { ProjectMaterial } from "#domain/project-materials.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { project, projectMaterial } from "#server/db/schema";
import { AppError } from "#server/lib/errors";

export const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");
export const materialNotFound = () => new AppError("not_found", 404, "Material não encontrado na especificação do projeto.");

export async function assertProject({ db, scope, projectId }: { db: Db; scope: StudioScope; projectId: string }): Promise<void> {
  const [row] = await db.select({ id: project.id }).from(project).where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)));
  if (!row) throw projectNotFound();
}

/** The project's specification list, with each material's name, category and norm from the catalogue. */
export async function listProjectMaterials({ db, scope, projectId }: { db: Db; scope: StudioScope; projectId: string }): Promise<ProjectMaterial[]> {
  const rows = await db
    .select()
    .from(projectMaterial)
    .where(and(eq(projectMaterial.projectId, projectId), eq(projectMaterial.studioId, scope.studioId)))
    .orderBy(asc(projectMaterial.createdAt));
  return rows.flatMap((r) => {
    const m = MATERIALS.find((x) => x.id === r.materialId);
    return m ? [{ materialId: m.id, name: m.name, category: m.category, norm: m.norm, note: r.note, addedAt: r.createdAt.toISOString() }] : [];
  });
}

/** Adds a catalogue material to the project (again: only its note changes). */
export async function addProjectMaterial({ db, scope, projectId, input }: { db: Db; scope: StudioScope; projectId: string; input: { materialId: string; note: string } }): Promise<ProjectMaterial[]> {
  await assertProject({ db, scope, projectId });
  await db
    .insert(projectMaterial)
    .values({ id: crypto.randomUUID(), studioId: scope.studioId, projectId, materialId: input.materialId, note: input.note, createdBy: scope.userId })
    .onConflictDoUpdate({ target: [projectMaterial.projectId, projectMaterial.materialId], set: { note: input.note } });
  return listProjectMaterials({ db, scope, projectId });
}

export async function removeProjectMaterial({ db, scope, projectId, materialId }: { db: Db; scope: StudioScope; projectId: string; materialId: string }): Promise<void> {
  await assertProject({ db, scope, projectId });
  const removed = await db
    .delete(projectMaterial)
    .where(and(eq(projectMaterial.projectId, projectId), eq(projectMaterial.studioId, scope.studioId), eq(projectMaterial.materialId, materialId)))
    .returning({ id: projectMaterial.id });
  if (removed.length === 0) throw materialNotFound();
}
