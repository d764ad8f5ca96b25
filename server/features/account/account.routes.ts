import { meSchema, publicConfigSchema, sessionStateSchema, type PublicConfig } from "#domain/account";
import type { Auth } from "#server/auth/auth";
import { optionalUser, requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { apiRoute, apiRouter } from "#server/lib/openapi";
import { findMe, getMe } from "./account.service";

const TAG = "Conta";

/** Mounted at /api/me: the account of the session, for API clients (401 without one). */
export function meRoutes({ auth, db }: { auth: Auth; db: Db }) {
  return apiRouter<AuthVariables>().openapi(
    apiRoute({
      method: "get",
      path: "/",
      tag: TAG,
      summary: "A conta da sessão",
      signedIn: requireUser(auth),
      responses: { 200: { schema: meSchema, description: "A conta." } },
    }),
    async (c) => c.json(await getMe({ db, userId: c.get("userId") }), 200),
  );
}

/**
 * Mounted at /api/session: the browser's session probe. Being signed out is an answer here, not
 * an error, so a visitor's console shows no failed request (API clients keep GET /me and its 401).
 */
export function sessionRoutes({ auth, db }: { auth: Auth; db: Db }) {
  return apiRouter<{ userId: string | undefined }>().openapi(
    apiRoute({
      method: "get",
      path: "/",
      tag: TAG,
      summary: "A sessão atual, ou nenhuma",
      description: "Sempre 200: `user` é null para um visitante. Renova o cookie de uma sessão em uso.",
      middleware: [optionalUser(auth)],
      responses: { 200: { schema: sessionStateSchema, description: "A conta da sessão, ou `user: null`." } },
    }),
    async (c) => {
      const userId = c.get("userId");
      return c.json({ user: userId ? await findMe({ db, userId }) : null }, 200);
    },
  );
}

/** Mounted at /api/public-config: settings the browser may know (no secrets). */
export function publicConfigRoutes({ config }: { config: Config }) {
  const publicConfig: PublicConfig = {
    googleEnabled: Boolean(config.google),
    ai: { browserBaseUrl: config.ai.browserBaseUrl, browserModel: config.ai.browserModel },
  };
  return apiRouter().openapi(
    apiRoute({
      method: "get",
      path: "/",
      tag: "Sistema",
      summary: "A configuração pública",
      responses: { 200: { schema: publicConfigSchema, description: "Login com Google ativo, e onde o navegador chama a IA com a chave da própria pessoa." } },
    }),
    (c) => c.json(publicConfig, 200),
  );
}
