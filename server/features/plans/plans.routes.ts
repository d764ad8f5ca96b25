import { plansApi } from "#domain/contracts/plans";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { listUpgradeRequests, requestUpgrade } from "./plans.service";

/** Mounted at /api/plans: implements domain/contracts/plans.ts (decision 088). */
export function plansRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(implement(plansApi.listUpgradeRequests, { signedIn }), async (c) => c.json(await listUpgradeRequests({ db, scope: c.get("scope") }), 200))
    .openapi(implement(plansApi.requestUpgrade, { signedIn }), async (c) => {
      const { request, created } = await requestUpgrade({ db, scope: c.get("scope"), plan: c.req.valid("json").plan });
      return created ? c.json(request, 201) : c.json(request, 200);
    });
}
