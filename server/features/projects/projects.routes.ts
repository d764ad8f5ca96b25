import { Hono } from "hono";
import { projectInputSchema, projectListQuerySchema, projectPatchSchema, stageChangeInputSchema } from "#domain/projects.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { jsonBody, parseWith, queryParams } from "#server/lib/validate";
import { idParam } from "#server/lib/ids";
import { changeStage, createProject, deleteProject, getProject, listProjects, projectNotFound, updateProject } from "./projects.service";

export function projectsRoutes({ auth, db }: { auth: Auth; db: Db }) {
  // On each route rather than `.use()`: an unknown path under this prefix stays a 404, not a 401.
  const signedIn = requireUser(auth);
  return new Hono()
    .get("/", signedIn, async (c) => {
      const { clientId } = parseWith(projectListQuerySchema, queryParams(c));
      return c.json(await listProjects({ db, userId: c.get("userId"), clientId }));
    })
    .post("/", signedIn, async (c) => {
      const input = await jsonBody(c, projectInputSchema);
      return c.json(await createProject({ db, userId: c.get("userId"), input }), 201);
    })
    .get("/:id", signedIn, async (c) => c.json(await getProject({ db, userId: c.get("userId"), id: idParam(c, projectNotFound) })))
    .patch("/:id", signedIn, async (c) => {
      const input = await jsonBody(c, projectPatchSchema);
      return c.json(await updateProject({ db, userId: c.get("userId"), id: idParam(c, projectNotFound), input }));
    })
    .delete("/:id", signedIn, async (c) => {
      await deleteProject({ db, userId: c.get("userId"), id: idParam(c, projectNotFound) });
      return c.body(null, 204);
    })
    .post("/:id/stage", signedIn, async (c) => {
      const input = await jsonBody(c, stageChangeInputSchema);
      return c.json(await changeStage({ db, userId: c.get("userId"), id: idParam(c, projectNotFound), input }));
    });
}
