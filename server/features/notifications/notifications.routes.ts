import { notificationListQuerySchema, notificationListSchema } from "#domain/notifications.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { listNotifications, markAllRead, markRead, notificationNotFound } from "./notifications.service";

const TAG = "Notificações";

/** Mounted at /api/notifications (R-NOTIF-1): what the jobs wrote for the person, and reading it. */
export function notificationsRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const params = idParams(notificationNotFound);
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "Os avisos mais recentes da pessoa no estúdio ativo",
        signedIn,
        query: notificationListQuerySchema,
        responses: { 200: { schema: notificationListSchema, description: "Os avisos (20, ou `limit`) e quantos não foram lidos." } },
      }),
      async (c) => c.json(await listNotifications({ db, scope: c.get("scope"), limit: c.req.valid("query").limit }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/read-all",
        tag: TAG,
        summary: "Marca todos os avisos como lidos",
        signedIn,
        responses: { 204: { description: "Lidos." } },
      }),
      async (c) => {
        await markAllRead({ db, scope: c.get("scope") });
        return c.body(null, 204);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/read",
        tag: TAG,
        summary: "Marca um aviso como lido",
        signedIn,
        params,
        responses: { 204: { description: "Lido." } },
      }),
      async (c) => {
        await markRead({ db, scope: c.get("scope"), id: c.req.valid("param").id });
        return c.body(null, 204);
      },
    );
}
