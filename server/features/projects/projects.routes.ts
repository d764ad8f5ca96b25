import { projectsApi } from "#domain/contracts/projects";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { FileStorage } from "#server/storage/file-storage";
import { apiRouter, implement } from "#server/lib/openapi";
import { changeStage, createProject, deleteProject, getProject, listProjects, projectNotFound, updateProject } from "./projects.service";

/** Mounted at /api/projects: implements domain/contracts/projects.ts (decision 088). */
export function projectsRoutes({ auth, db, storage }: { auth: Auth; db: Db; storage: FileStorage }) {
  const signedIn = requireUser({ auth, db });
  const onRecord = { signedIn, notFound: projectNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(projectsApi.list, { signedIn }), async (c) =>
      c.json(await listProjects({ db, scope: c.get("scope"), clientId: c.req.valid("query").clientId }), 200),
    )
    .openapi(implement(projectsApi.create, { signedIn }), async (c) =>
      c.json(await createProject({ db, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(implement(projectsApi.get, onRecord), async (c) =>
      c.json(await getProject({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(implement(projectsApi.update, onRecord), async (c) =>
      c.json(await updateProject({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(implement(projectsApi.remove, onRecord), async (c) => {
      await deleteProject({ db, storage, scope: c.get("scope"), id: c.req.valid("param").id, confirmedDocuments: c.req.valid("query").documents });
      return c.body(null, 204);
    })
    .openapi(implement(projectsApi.changeStage, onRecord), async (c) =>
      c.json(await changeStage({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    );
}
