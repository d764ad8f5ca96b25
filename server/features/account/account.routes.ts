import { meSchema, publicConfigSchema, sessionStateSchema, type PublicConfig } from "#domain/account";
import type { Auth } from "#server/auth/auth";
import { optionalUser, requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { switchStudioSchema } from "#domain/studios.schema";
import { switchStudio } from "#server/auth/studio-scope";
import { AppError } from "#server/lib/errors";
import { apiRoute, apiRouter } from "#server/lib/openapi";

const studioNotFound = () => new AppError("not_found", 404, "Estúdio não encontrado.");
import { findMe, getMe } from "#server/auth/me";

const TAG = "Conta";

/** Mounted at /api/me: the account of the session, for API clients (401 without one). */
export function meRoutes({ auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  return apiRouter<AuthVariables>().openapi(
    apiRoute({
      method: "get",
      path: "/",
      tag: TAG,
      summary: "A conta da sessão",
      signedIn: requireUser({ auth, db }),
      responses: { 200: { schema: meSchema, description: "A conta." } },
    }),
    async (c) => c.json(await getMe({ db, scope: c.get("scope"), adminEmails: config.adminEmails }), 200),
  );
}

/**
 * Mounted at /api/session: the browser's session probe. Being signed out is an answer here, not
 * an error, so a visitor's console shows no failed request (API clients keep GET /me and its 401).
 */
export function sessionRoutes({ auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  return apiRouter<{ signedIn: AuthVariables | undefined } & AuthVariables>().openapi(
    apiRoute({
      method: "get",
      path: "/",
      tag: TAG,
      summary: "A sessão atual, ou nenhuma",
      description: "Sempre 200: `user` é null para um visitante. Renova o cookie de uma sessão em uso.",
      middleware: [optionalUser({ auth, db })],
      responses: { 200: { schema: sessionStateSchema, description: "A conta da sessão, ou `user: null`." } },
    }),
    async (c) => {
      const signedIn = c.get("signedIn");
      return c.json({ user: signedIn ? await findMe({ db, scope: signedIn.scope, adminEmails: config.adminEmails }) : null }, 200);
    },
  )
    .openapi(
      apiRoute({
        method: "put",
        path: "/studio",
        tag: TAG,
        summary: "Troca o estúdio ativo da sessão",
        description: "Daí em diante, tudo o que esta sessão lê e grava é do estúdio escolhido (as outras sessões da pessoa não mudam).",
        signedIn: requireUser({ auth, db }),
        body: { schema: switchStudioSchema },
        responses: { 200: { schema: meSchema, description: "A conta, já no estúdio escolhido." } },
        errors: { 404: "A pessoa não participa desse estúdio." },
      }),
      async (c) => {
        const scope = await switchStudio(db, { userId: c.get("userId"), sessionId: c.get("sessionId"), studioId: c.req.valid("json").studioId });
        if (!scope) throw studioNotFound();
        return c.json(await getMe({ db, scope, adminEmails: config.adminEmails }), 200);
      },
    );
}

/** Mounted at /api/public-config: settings the browser may know (no secrets). */
export function publicConfigRoutes({ config }: { config: Config }) {
  const publicConfig: PublicConfig = {
    googleEnabled: Boolean(config.google),
    ai: { browserBaseUrl: config.ai.browserBaseUrl, browserModel: config.ai.browserModel },
    paymentsEnabled: Boolean(config.payments),
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
