import { and, asc, eq } from "drizzle-orm";
import { MATERIALS } from "#domain/materials-catalogue";
import { addProjectMaterialSchema, projectMaterialParamsSchema, projectMaterialSchema, type ProjectMaterial } from "#domain/project-materials.schema";
import { z } from "#domain/zod";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { project, projectMaterial } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";

const TAG = "Projetos";
const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");
const materialNotFound = () => new AppError("not_found", 404, "Material não encontrado na especificação do projeto.");

async function assertProject(db: Db, scope: StudioScope, projectId: string): Promise<void> {
  const [row] = await db.select({ id: project.id }).from(project).where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)));
  if (!row) throw projectNotFound();
}

/** The project's specification list, with each material's name, category and norm from the catalogue. */
export async function listProjectMaterials(db: Db, scope: StudioScope, projectId: string): Promise<ProjectMaterial[]> {
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

/** Mounted at /api/projects: the specification list (R-MAT-2). */
export function projectMaterialsRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}/materials",
        tag: TAG,
        summary: "A especificação de materiais do projeto",
        signedIn,
        params: idParams(projectNotFound),
        responses: { 200: { schema: z.array(projectMaterialSchema), description: "Os materiais do catálogo escolhidos para o projeto, na ordem em que entraram." } },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await assertProject(db, c.get("scope"), id);
        return c.json(await listProjectMaterials(db, c.get("scope"), id), 200);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/materials",
        tag: TAG,
        summary: "Acrescenta um material do catálogo à especificação do projeto",
        description: "Um material aparece uma vez por projeto: de novo, só a observação muda.",
        signedIn,
        params: idParams(projectNotFound),
        body: { schema: addProjectMaterialSchema },
        responses: { 201: { schema: z.array(projectMaterialSchema), description: "A especificação do projeto, com o material." } },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const scope = c.get("scope");
        await assertProject(db, scope, id);
        const { materialId, note } = c.req.valid("json");
        await db
          .insert(projectMaterial)
          .values({ id: crypto.randomUUID(), studioId: scope.studioId, projectId: id, materialId, note, createdBy: scope.userId })
          .onConflictDoUpdate({ target: [projectMaterial.projectId, projectMaterial.materialId], set: { note } });
        return c.json(await listProjectMaterials(db, scope, id), 201);
      },
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}/materials/{materialId}",
        tag: TAG,
        summary: "Tira um material da especificação do projeto",
        signedIn,
        params: { schema: projectMaterialParamsSchema, notFound: projectNotFound },
        responses: { 204: { description: "Removido." } },
        errors: { 404: "Projeto ou material não encontrado." },
      }),
      async (c) => {
        const { id, materialId } = c.req.valid("param");
        const scope = c.get("scope");
        await assertProject(db, scope, id);
        const removed = await db
          .delete(projectMaterial)
          .where(and(eq(projectMaterial.projectId, id), eq(projectMaterial.studioId, scope.studioId), eq(projectMaterial.materialId, materialId)))
          .returning({ id: projectMaterial.id });
        if (removed.length === 0) throw materialNotFound();
        return c.body(null, 204);
      },
    );
}
