import { projectMaterialsApi } from "#domain/contracts/project-materials";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { addProjectMaterial, assertProject, listProjectMaterials, projectNotFound, removeProjectMaterial } from "./project-materials.service";
import { apiRouter, implement } from "#server/lib/openapi";

/** Mounted at /api/projects: the specification list (R-MAT-2), implementing domain/contracts/project-materials.ts (decision 088). */
export function projectMaterialsRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const onProject = { signedIn, notFound: projectNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(projectMaterialsApi.list, onProject), async (c) => {
      const { id } = c.req.valid("param");
      await assertProject({ db, scope: c.get("scope"), projectId: id });
      return c.json(await listProjectMaterials({ db, scope: c.get("scope"), projectId: id }), 200);
    })
    .openapi(implement(projectMaterialsApi.add, onProject), async (c) =>
      c.json(await addProjectMaterial({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .openapi(implement(projectMaterialsApi.remove, onProject), async (c) => {
      const { id, materialId } = c.req.valid("param");
      await removeProjectMaterial({ db, scope: c.get("scope"), projectId: id, materialId });
      return c.body(null, 204);
    });
}
