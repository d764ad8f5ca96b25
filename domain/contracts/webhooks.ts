/** The studio's outbound webhooks, managed in Configurações → Integrações (R-HOOK-1…R-HOOK-5, decision 101). */
import { idSchema } from "#domain/ids";
import { createdWebhookEndpointSchema, webhookDeliveryListSchema, webhookDeliverySchema, webhookEndpointInputSchema, webhookEndpointListSchema, webhookEndpointPatchSchema, webhookEndpointSchema } from "#domain/webhooks.schema";
import { idPath, resource, route } from "./contract";

const deliveryPath = idPath.extend({ deliveryId: idSchema("Entrega não encontrada.") });

const ONLY_MANAGERS = "Só o dono e os administradores do estúdio gerenciam os webhooks.";

export const webhooksApi = resource("/api/studio/webhooks", "Integrações", {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista os webhooks do estúdio",
    description: "Os endereços e os eventos de cada um. O segredo de assinatura nunca volta, só os seus primeiros caracteres.",
    responses: { 200: { schema: webhookEndpointListSchema, description: "Os endpoints e se o plano inclui webhooks." } },
    errors: { 403: ONLY_MANAGERS },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Cadastra um webhook",
    description: "HTTPS num endereço público. O segredo de assinatura vem só nesta resposta.",
    body: { schema: webhookEndpointInputSchema },
    responses: { 201: { schema: createdWebhookEndpointSchema, description: "O endpoint e o seu segredo (mostrado uma vez)." } },
    errors: { 403: `${ONLY_MANAGERS} Ou o plano do estúdio não inclui webhooks (Obra-Prima).`, 422: "URL que não é HTTPS, endereço privado, local ou reservado, ou eventos inválidos." },
  }),
  update: route({
    method: "patch",
    path: "/{id}",
    summary: "Altera um webhook",
    description: "A URL, a descrição, os eventos, ou ativa de novo um endpoint desativado (o que zera a contagem de falhas).",
    params: idPath,
    body: { schema: webhookEndpointPatchSchema },
    responses: { 200: { schema: webhookEndpointSchema, description: "O endpoint alterado." } },
    errors: { 403: ONLY_MANAGERS, 422: "URL ou eventos inválidos." },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui um webhook",
    description: "Com as suas entregas; nenhum evento é mais enviado a ele.",
    params: idPath,
    responses: { 204: { description: "Excluído." } },
    errors: { 403: ONLY_MANAGERS },
  }),
  deliveries: route({
    method: "get",
    path: "/{id}/deliveries",
    summary: "As entregas de um webhook",
    description: "As 50 mais recentes, cada uma com as suas tentativas (status HTTP, duração e o começo da resposta).",
    params: idPath,
    responses: { 200: { schema: webhookDeliveryListSchema, description: "As entregas." } },
    errors: { 403: ONLY_MANAGERS },
  }),
  resend: route({
    method: "post",
    path: "/{id}/deliveries/{deliveryId}/resend",
    summary: "Reenvia uma entrega",
    description: "Uma nova entrega do mesmo evento, com o mesmo `id`: o receptor reconhece a repetição.",
    params: deliveryPath,
    responses: { 201: { schema: webhookDeliverySchema, description: "A nova entrega, pendente." } },
    errors: { 403: `${ONLY_MANAGERS} Ou o plano do estúdio não inclui webhooks.`, 409: "O endpoint está desativado: ative-o antes de reenviar." },
  }),
});
