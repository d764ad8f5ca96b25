import { budgetsApi } from "#domain/contracts/budgets";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { listPublishedCubTables, listStudioCub } from "./budget-cub.service";

/** Mounted at /api/budgets: what budgets share across projects (R-BUDGET-1); implements domain/contracts/budgets.ts (decision 088). */
export function budgetCubRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(implement(budgetsApi.cubTables, { signedIn }), async (c) => c.json(await listPublishedCubTables({ db }), 200))
    .openapi(implement(budgetsApi.studioCub, { signedIn }), async (c) => c.json(await listStudioCub({ db, scope: c.get("scope") }), 200));
}
