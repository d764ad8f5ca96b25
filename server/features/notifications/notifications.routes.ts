import { notificationsApi } from "#domain/contracts/notifications";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { listNotifications, markAllRead, markRead, notificationNotFound } from "./notifications.service";

/**
 * Mounted at /api/notifications (R-NOTIF-1): what the jobs wrote for the person, and reading it.
 * Implements domain/contracts/notifications.ts (decision 088).
 */
export function notificationsRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(implement(notificationsApi.list, { signedIn }), async (c) =>
      c.json(await listNotifications({ db, scope: c.get("scope"), limit: c.req.valid("query").limit }), 200),
    )
    .openapi(implement(notificationsApi.readAll, { signedIn }), async (c) => {
      await markAllRead({ db, scope: c.get("scope") });
      return c.body(null, 204);
    })
    .openapi(implement(notificationsApi.read, { signedIn, notFound: notificationNotFound }), async (c) => {
      await markRead({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
