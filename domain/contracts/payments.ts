/**
 * Payments (decision 091): the plan checkout and the gateway's webhook; one contract for the server
 * and its tests. The server has these routes only when PAYMENTS_* are set (otherwise 404).
 */
import { checkoutInputSchema, checkoutSchema, webhookAnswerSchema, webhookBodySchema } from "#domain/payments.schema";
import { resource, route } from "./contract";

export const paymentsApi = resource("/api/payments", "Pagamentos", {
  checkout: route({
    method: "post",
    path: "/checkout",
    summary: "Abre o pagamento de um plano",
    description:
      "Só o proprietário do estúdio. Cria (ou reencontra) a assinatura mensal do plano no gateway e devolve a página de pagamento e o Pix da primeira cobrança. Cliques repetidos devolvem a mesma compra. O plano só muda quando o gateway confirma o pagamento.",
    body: { schema: checkoutInputSchema },
    responses: { 200: { schema: checkoutSchema, description: "A compra aberta (a mesma a cada clique)." } },
    errors: {
      403: "Quem pede não é o proprietário do estúdio.",
      502: "O gateway de pagamento recusou ou não respondeu: a mensagem diz o que fazer.",
    },
  }),
  asaasWebhook: route({
    method: "post",
    path: "/webhooks/asaas",
    summary: "Recebe os eventos do Asaas",
    description: "Autenticado pelo cabeçalho `asaas-access-token`. O mesmo evento duas vezes não muda nada (e responde 200).",
    body: { schema: webhookBodySchema, maxBytes: 64 * 1024 },
    responses: { 200: { schema: webhookAnswerSchema, description: "Recebido (ou já recebido antes)." } },
    errors: { 401: "Sem o token do webhook, ou com outro." },
  }),
});
