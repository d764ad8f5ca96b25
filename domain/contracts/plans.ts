/** The plan-change requests (R-PLAN-4): one contract for the server, the web client and the tests (decision 088). */
import { upgradeRequestListSchema, upgradeRequestResponseSchema, upgradeRequestSchema } from "#domain/plans.schema";
import { resource, route } from "./contract";

export const plansApi = resource("/api/plans", "Planos", {
  listUpgradeRequests: route({
    method: "get",
    path: "/upgrade-requests",
    summary: "Lista os pedidos de mudança de plano pendentes",
    responses: { 200: { schema: upgradeRequestListSchema, description: "Os pedidos pendentes, do mais recente ao mais antigo." } },
  }),
  requestUpgrade: route({
    method: "post",
    path: "/upgrade-requests",
    summary: "Pede a mudança para um plano pago",
    description: "Só o proprietário do estúdio pede. Um segundo pedido do mesmo plano devolve o que já está pendente (200), sem criar outro.",
    body: { schema: upgradeRequestSchema },
    responses: {
      201: { schema: upgradeRequestResponseSchema, description: "Pedido criado." },
      200: { schema: upgradeRequestResponseSchema, description: "Já havia um pedido pendente deste plano: é ele." },
    },
    errors: { 403: "Quem pede não é o proprietário do estúdio." },
  }),
});
