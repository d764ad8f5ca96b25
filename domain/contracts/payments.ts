/**
 * Payments (decision 091): the plan checkout and the gateway's webhook; one contract for the server
 * and its tests. The server has these routes only when PAYMENTS_* are set (otherwise 404).
 */
import {
  billingSchema,
  checkoutInputSchema,
  checkoutSchema,
  checkoutStateSchema,
  planChangeInputSchema,
  planChangePreviewSchema,
  planChangeQuerySchema,
  planChangeSchema,
  webhookAnswerSchema,
  webhookBodySchema,
} from "#domain/payments.schema";
import { idPath, resource, route } from "./contract";

export const paymentsApi = resource("/api/payments", "Pagamentos", {
  checkout: route({
    method: "post",
    path: "/checkout",
    summary: "Abre o pagamento de um plano",
    description:
      "Só o proprietário do estúdio. Guarda os dados de cobrança (nome, CPF/CNPJ, e-mail e endereço da NFS-e), cria (ou reencontra) a assinatura do plano no gateway, mensal ou anual (com desconto), pela forma escolhida e devolve a página de pagamento, o Pix ou o boleto da primeira cobrança. Cliques repetidos devolvem a mesma compra (uma compra aberta por estúdio e plano é a chave de idempotência). Cartão só na página do gateway. O plano só muda quando o gateway confirma o pagamento.",
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
  planChangePreview: route({
    method: "get",
    path: "/plan-change/preview",
    summary: "Quanto custa mudar de plano agora",
    description:
      "Só o proprietário, com assinatura ativa. Upgrade: vale já e cobra a diferença entre os preços do ciclo da assinatura (mensal ou anual) pelos dias que faltam no ciclo pago (centavos, arredondados ao centavo). Downgrade, ou o mesmo plano no outro ciclo (`cycle`): vale no próximo ciclo e não cobra nada agora.",
    query: planChangeQuerySchema,
    responses: { 200: { schema: planChangePreviewSchema, description: "O valor proporcional e a data em que a mudança vale." } },
    errors: { 403: "Quem pede não é o proprietário do estúdio.", 409: "O estúdio não tem assinatura ativa para mudar." },
  }),
  changePlan: route({
    method: "post",
    path: "/plan-change",
    summary: "Muda o plano da assinatura",
    description:
      "Só o proprietário. Upgrade: muda o valor da assinatura no gateway, cobra a diferença proporcional numa cobrança avulsa e ativa o plano na hora. Downgrade, ou o mesmo plano no outro ciclo (mensal ↔ anual): muda o valor (e o ciclo) das próximas cobranças e agenda a troca para o início do próximo ciclo; plano e ciclo juntos são 422. A mesma chave de idempotência devolve a mesma mudança; outra chave com uma mudança em andamento é 409.",
    body: { schema: planChangeInputSchema },
    responses: { 200: { schema: planChangeSchema, description: "A mudança aplicada (upgrade) ou agendada (downgrade ou troca de ciclo)." } },
    errors: {
      403: "Quem pede não é o proprietário do estúdio.",
      409: "Sem assinatura ativa, outra mudança agendada, ou a mesma chave com outro plano.",
      502: "O gateway não respondeu: nada mudou.",
    },
  }),
  cancelPlanChange: route({
    method: "delete",
    path: "/plan-change/{id}",
    summary: "Cancela uma mudança de plano agendada",
    description: "Só o proprietário. O downgrade ou a troca de ciclo agendada não acontece e as próximas cobranças voltam ao valor (e ao ciclo) atual. Mudança de outro estúdio: 404.",
    params: idPath,
    responses: { 204: { description: "Cancelada." } },
    errors: { 403: "Quem pede não é o proprietário do estúdio.", 409: "A mudança já foi aplicada ou cancelada.", 502: "O gateway não respondeu: nada mudou." },
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
