import { meApi, publicConfigApi, sessionApi } from "#domain/contracts/account";
import type { PublicConfig } from "#domain/account";
import type { Auth } from "#server/auth/auth";
import { optionalUser, requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { switchStudio } from "#server/auth/studio-scope";
import { AppError } from "#server/lib/errors";
import { apiRouter, implement } from "#server/lib/openapi";

const studioNotFound = () => new AppError("not_found", 404, "Estúdio não encontrado.");
import { findMe, getMe } from "#server/auth/me";

/** Mounted at /api/me: the account of the session, for API clients (401 without one). Implements domain/contracts/account.ts (decision 088), as do the routers below. */
export function meRoutes({ auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  return apiRouter<AuthVariables>().openapi(
    implement(meApi.get, { signedIn: requireUser({ auth, db }) }),
    async (c) => c.json(await getMe({ db, scope: c.get("scope"), adminEmails: config.adminEmails }), 200),
  );
}

/**
 * Mounted at /api/session: the browser's session probe. Being signed out is an answer here, not
 * an error, so a visitor's console shows no failed request (API clients keep GET /me and its 401).
 */
export function sessionRoutes({ auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  return apiRouter<{ signedIn: AuthVariables | undefined } & AuthVariables>().openapi(
    implement(sessionApi.get, { middleware: [optionalUser({ auth, db })] }),
    async (c) => {
      const signedIn = c.get("signedIn");
      return c.json({ user: signedIn ? await findMe({ db, scope: signedIn.scope, adminEmails: config.adminEmails }) : null }, 200);
    },
  )
    .openapi(
      implement(sessionApi.switchStudio, { signedIn: requireUser({ auth, db }) }),
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
  return apiRouter().openapi(implement(publicConfigApi.get), (c) => c.json(publicConfig, 200));
}
