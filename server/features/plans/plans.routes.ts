import { upgradeRequestListSchema, upgradeRequestResponseSchema, upgradeRequestSchema } from "#domain/plans.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRoute, apiRouter } from "#server/lib/openapi";
import { listUpgradeRequests, requestUpgrade } from "./plans.service";

const TAG = "Planos";

/** Mounted at /api/plans. */
export function plansRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/upgrade-requests",
        tag: TAG,
        summary: "Lista os pedidos de mudança de plano pendentes",
        signedIn,
        responses: { 200: { schema: upgradeRequestListSchema, description: "Os pedidos pendentes, do mais recente ao mais antigo." } },
      }),
      async (c) => c.json(await listUpgradeRequests({ db, scope: c.get("scope") }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/upgrade-requests",
        tag: TAG,
        summary: "Pede a mudança para um plano pago",
        description: "Só o proprietário do estúdio pede. Um segundo pedido do mesmo plano devolve o que já está pendente (200), sem criar outro.",
        signedIn,
        body: { schema: upgradeRequestSchema },
        responses: {
          201: { schema: upgradeRequestResponseSchema, description: "Pedido criado." },
          200: { schema: upgradeRequestResponseSchema, description: "Já havia um pedido pendente deste plano: é ele." },
        },
        errors: { 403: "Quem pede não é o proprietário do estúdio." },
      }),
      async (c) => {
        const { request, created } = await requestUpgrade({ db, scope: c.get("scope"), plan: c.req.valid("json").plan });
        return created ? c.json(request, 201) : c.json(request, 200);
      },
    );
}
