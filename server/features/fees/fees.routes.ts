import { feesApi, hourlyCostApi } from "#domain/contracts/fees";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { getHourlyCost, getProjectFees, projectNotFound, saveHourlyCost, saveProjectFees } from "./fees.service";

/** Mounted at /api/projects: a project's fee calculation, domain/contracts/fees.ts (decision 088). */
export function projectFeesRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const onRecord = { signedIn, notFound: projectNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(feesApi.get, onRecord), async (c) =>
      c.json(await getProjectFees({ db, scope: c.get("scope"), projectId: c.req.valid("param").id }), 200),
    )
    .openapi(implement(feesApi.save, onRecord), async (c) =>
      c.json(await saveProjectFees({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    );
}

/** Mounted at /api/studio/hourly-cost: the studio's hourly-cost figures. */
export function hourlyCostRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(implement(hourlyCostApi.get, { signedIn }), async (c) => c.json(await getHourlyCost({ db, scope: c.get("scope") }), 200))
    .openapi(implement(hourlyCostApi.save, { signedIn }), async (c) => c.json(await saveHourlyCost({ db, scope: c.get("scope"), input: c.req.valid("json") }), 200));
}
