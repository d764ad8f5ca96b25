import { apiTokensApi } from "#domain/contracts/api-tokens";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { apiTokenNotFound, createApiToken, listApiTokens, revokeApiToken } from "./api-tokens.service";

/** Mounted at /api/studio/api-tokens: Configurações → Integrações (R-API-1), for the owner and the admins. */
export function apiTokensRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(implement(apiTokensApi.list, { signedIn }), async (c) => c.json(await listApiTokens({ db, scope: c.get("scope") }), 200))
    .openapi(implement(apiTokensApi.create, { signedIn }), async (c) => c.json(await createApiToken({ db, scope: c.get("scope"), input: c.req.valid("json") }), 201))
    .openapi(implement(apiTokensApi.revoke, { signedIn, notFound: apiTokenNotFound }), async (c) => {
      await revokeApiToken({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
