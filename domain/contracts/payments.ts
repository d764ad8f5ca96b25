/**
 * Payments (decision 091): the plan checkout and the gateway's webhook; one contract for the server
 * and its tests. The server has these routes only when PAYMENTS_* are set (otherwise 404).
 */
import { billingSchema, checkoutInputSchema, checkoutSchema, checkoutStateSchema, webhookAnswerSchema, webhookBodySchema } from "#domain/payments.schema";
import { idPath, resource, route } from "./contract";

export const paymentsApi = resource("/api/payments", "Pagamentos", {
  checkout: route({
    method: "post",
    path: "/checkout",
    summary: "Abre o pagamento de um plano",
    description:
      "Só o proprietário do estúdio. Guarda os dados de cobrança (nome, CPF/CNPJ, e-mail e endereço da NFS-e), cria (ou reencontra) a assinatura mensal do plano no gateway pela forma escolhida e devolve a página de pagamento, o Pix ou o boleto da primeira cobrança. Cliques repetidos devolvem a mesma compra (uma compra aberta por estúdio e plano é a chave de idempotência). Cartão só na página do gateway. O plano só muda quando o gateway confirma o pagamento.",
    body: { schema: checkoutInputSchema },
    responses: { 200: { schema: checkoutSchema, description: "A compra aberta (a mesma a cada clique)." } },
    errors: {
      403: "Quem pede não é o proprietário do estúdio.",
      409: "Outro clique ainda está preparando este pagamento.",
      502: "O gateway de pagamento recusou ou não respondeu: a mensagem diz o que fazer.",
    },
  }),
  checkoutState: route({
    method: "get",
    path: "/checkout/{id}",
    summary: "A situação de uma compra de plano",
    description: "A página consulta até o gateway confirmar o pagamento (pelo webhook). Compra de outro estúdio: 404.",
    params: idPath,
    responses: { 200: { schema: checkoutStateSchema, description: "A compra e a sua primeira cobrança." } },
  }),
  cancel: route({
    method: "post",
    path: "/subscription/cancel",
    summary: "Cancela a assinatura no fim do período pago",
    description: "Só o proprietário. Nenhuma nova cobrança é gerada; o plano continua até o fim do período já pago e então o estúdio passa aos limites do Esboço, sem perder dados.",
    responses: { 204: { description: "Cancelada: termina no fim do período pago." } },
    errors: { 403: "Quem pede não é o proprietário do estúdio.", 409: "Não há assinatura ativa.", 502: "O gateway não respondeu." },
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

/** The billing page (R-PAY-4): present with or without PAYMENTS_*, so the page can say which. */
export const billingApi = resource("/api/billing", "Pagamentos", {
  get: route({
    method: "get",
    path: "/",
    summary: "A assinatura e as cobranças do estúdio",
    description: "Plano, situação, próxima cobrança, forma de pagamento e o histórico de cobranças do estúdio ativo; diz também se o pagamento on-line está configurado.",
    responses: { 200: { schema: billingSchema, description: "A assinatura do estúdio." } },
  }),
});
