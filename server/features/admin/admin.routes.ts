import { createMiddleware } from "hono/factory";
import { adminApi } from "#domain/contracts/admin";
import type { Auth } from "#server/auth/auth";
import { optionalUser, type AuthVariables } from "#server/auth/require-user";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { AppError } from "#server/lib/errors";
import { apiRouter, implement } from "#server/lib/openapi";
import type { Mailer } from "#server/mail/mailer";
import { listCubImports, previewCubImport, publishCubImport } from "./cub-tables.service";
import { grantRequest, isAdmin, listPendingRequests, listSuggestions, requestNotFound } from "./admin.service";

/**
 * Only the team (ADMIN_EMAILS) gets past: everyone else — visitors included — gets the same 404
 * as a route that does not exist, so the page's existence is not advertised.
 */
function adminOnly({ auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  const session = optionalUser({ auth, db });
  const check = createMiddleware<{ Variables: AuthVariables & { signedIn: AuthVariables | undefined } }>(async (c, next) => {
    const signedIn = c.get("signedIn");
    if (!signedIn || !(await isAdmin({ db, userId: signedIn.userId, adminEmails: config.adminEmails }))) {
      throw new AppError("not_found", 404, `Rota da API não encontrada: ${c.req.method} ${c.req.path}`);
    }
    c.set("userId", signedIn.userId);
    await next();
  });
  return [session, check];
}

/**
 * Mounted at /api/admin: granting the plans studios asked for (R-STUDIO-4); reading the
 * suggestions (R-SUGG-3); importing and publishing the CUB tables every studio gets (R-BUDGET-9).
 * Implements domain/contracts/admin.ts (decision 088).
 */
export function adminRoutes({ auth, db, config, mailer }: { auth: Auth; db: Db; config: Config; mailer: Mailer }) {
  const middleware = adminOnly({ auth, db, config });
  return apiRouter<AuthVariables>()
    .openapi(implement(adminApi.upgradeRequests, { middleware }), async (c) => c.json(await listPendingRequests({ db }), 200))
    .openapi(implement(adminApi.grantUpgradeRequest, { middleware, notFound: requestNotFound }), async (c) =>
      c.json(await grantRequest({ db, mailer, baseUrl: config.baseUrl, adminId: c.get("userId"), id: c.req.valid("param").id }), 200),
    )
    .openapi(implement(adminApi.suggestions, { middleware }), async (c) => c.json(await listSuggestions({ db }), 200))
    .openapi(implement(adminApi.cubTables, { middleware }), async (c) => c.json(await listCubImports({ db }), 200))
    .openapi(implement(adminApi.previewCubTable, { middleware }), async (c) => c.json(await previewCubImport({ db, text: c.req.valid("json").text }), 200))
    .openapi(implement(adminApi.publishCubTable, { middleware }), async (c) =>
      c.json(await publishCubImport({ db, adminId: c.get("userId"), text: c.req.valid("json").text }), 201),
    );
}
