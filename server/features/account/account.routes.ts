import { Hono } from "hono";
import type { PublicConfig } from "../../../domain/account";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/require-user";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { getMe } from "./account.service";

export function accountRoutes({ auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  const publicConfig: PublicConfig = {
    googleEnabled: Boolean(config.google),
    ai: { browserBaseUrl: config.ai.browserBaseUrl, browserModel: config.ai.browserModel },
  };
  return new Hono()
    .get("/public-config", (c) => c.json(publicConfig))
    .get("/me", requireUser(auth), async (c) => c.json(await getMe({ db, userId: c.get("userId") })));
}
