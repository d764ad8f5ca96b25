import { Hono } from "hono";
import { upgradeRequestSchema } from "#domain/plans.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { jsonBody } from "#server/lib/validate";
import { listUpgradeRequests, requestUpgrade } from "./plans.service";

export function plansRoutes({ auth, db }: { auth: Auth; db: Db }) {
  return new Hono()
    .use(requireUser(auth))
    .get("/upgrade-requests", async (c) => c.json(await listUpgradeRequests({ db, userId: c.get("userId") })))
    .post("/upgrade-requests", async (c) => {
      const { plan } = await jsonBody(c, upgradeRequestSchema);
      const { request, created } = await requestUpgrade({ db, userId: c.get("userId"), plan });
      return c.json(request, created ? 201 : 200);
    });
}
