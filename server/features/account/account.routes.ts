import { Hono } from "hono";
import type { PublicConfig, SessionState } from "#domain/account";
import type { Auth } from "#server/auth/auth";
import { optionalUser, requireUser } from "#server/auth/require-user";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { findMe, getMe } from "./account.service";

export function accountRoutes({ auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  const publicConfig: PublicConfig = {
    googleEnabled: Boolean(config.google),
    ai: { browserBaseUrl: config.ai.browserBaseUrl, browserModel: config.ai.browserModel },
  };
  return new Hono()
    .get("/public-config", (c) => c.json(publicConfig))
    // The browser's session probe: being signed out is an answer here, not an error, so a
    // visitor's console shows no failed request. API clients keep GET /me and its 401.
    .get("/session", optionalUser(auth), async (c) => {
      const userId = c.get("userId");
      const body: SessionState = { user: userId ? await findMe({ db, userId }) : null };
      return c.json(body);
    })
    .get("/me", requireUser(auth), async (c) => c.json(await getMe({ db, userId: c.get("userId") })));
}
