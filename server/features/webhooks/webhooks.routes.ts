import { webhooksApi } from "#domain/contracts/webhooks";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import type { SecretBox } from "#server/webhooks/secret-box";
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, resendDelivery, updateWebhook, webhookNotFound } from "./webhooks.service";

/** Mounted at /api/studio/webhooks: Configurações → Integrações (R-HOOK-1), for the owner and the admins. */
export function webhooksRoutes({ auth, db, box, allowPrivate }: { auth: Auth; db: Db; box: SecretBox; allowPrivate: boolean }) {
  const signedIn = requireUser({ auth, db });
  const deps = { db, box, allowPrivate };
  return apiRouter<AuthVariables>()
    .openapi(implement(webhooksApi.list, { signedIn }), async (c) => c.json(await listWebhooks({ db, scope: c.get("scope") }), 200))
    .openapi(implement(webhooksApi.create, { signedIn }), async (c) => c.json(await createWebhook({ deps, scope: c.get("scope"), input: c.req.valid("json") }), 201))
    .openapi(implement(webhooksApi.update, { signedIn, notFound: webhookNotFound }), async (c) =>
      c.json(await updateWebhook({ deps, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(implement(webhooksApi.remove, { signedIn, notFound: webhookNotFound }), async (c) => {
      await deleteWebhook({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(implement(webhooksApi.deliveries, { signedIn, notFound: webhookNotFound }), async (c) => c.json(await listDeliveries({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200))
    .openapi(implement(webhooksApi.resend, { signedIn, notFound: webhookNotFound }), async (c) => {
      const { id, deliveryId } = c.req.valid("param");
      return c.json(await resendDelivery({ db, scope: c.get("scope"), id, deliveryId }), 201);
    });
}
