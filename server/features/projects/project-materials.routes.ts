import { addProjectMaterialSchema, projectMaterialParamsSchema, projectMaterialSchema } from "#domain/project-materials.schema";
import { z } from "#domain/zod";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { addProjectMaterial, assertProject, listProjectMaterials, projectNotFound, removeProjectMaterial } from "./project-materials.service";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";

const TAG = "Projetos";

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
      async (c) => c.json(await addProjectMaterial(db, c.get("scope"), c.req.valid("param").id, c.req.valid("json")), 201),
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
        await removeProjectMaterial(db, c.get("scope"), id, materialId);
        return c.body(null, 204);
      },
    );
}
