/**
 * The studio charging its clients (decision 100, R-PAY-5 … R-PAY-10): the studio's own Asaas
 * account, the project's charges, the cash view and its CSV, and the webhook of the studio's
 * account. One contract for the server, the web client and the tests (decision 088).
 */
import { webhookAnswerSchema, webhookBodySchema } from "#domain/payments.schema";
import { cashQuerySchema, cashViewSchema, chargeAccountInputSchema, chargeAccountSchema, chargeInputSchema, projectChargesSchema, studioChargeSchema } from "#domain/studio-charges.schema";
import { chargeActionInputSchema } from "#domain/studio-charge-actions.schema";
import { idSchema } from "#domain/ids";
import { z } from "#domain/zod";
import { idPath, resource, route } from "./contract";

export const CHARGES_TAG = "Cobranças aos clientes";

export const chargeAccountApi = resource("/api/studio/charge-account", CHARGES_TAG, {
  get: route({
    method: "get",
    path: "/",
    summary: "A conta Asaas do estúdio para cobrar os clientes",
    description: "Se está conectada, o ambiente (produção ou sandbox), o final da chave (a chave nunca é devolvida), a multa e os juros ao mês. Só o proprietário e os administradores.",
    responses: { 200: { schema: chargeAccountSchema, description: "A conta." } },
    errors: { 403: "Quem não é proprietário nem administrador do estúdio." },
  }),
  save: route({
    method: "put",
    path: "/",
    summary: "Conecta a conta Asaas do estúdio (ou muda multa e juros)",
    description:
      "A chave de API do próprio estúdio é testada no Asaas registrando o webhook das cobranças (com um token só deste estúdio) e guardada cifrada; nunca é devolvida nem registrada em log. Sem chave, muda só multa e juros da conta já conectada.",
    body: { schema: chargeAccountInputSchema, maxBytes: 4 * 1024 },
    responses: { 200: { schema: chargeAccountSchema, description: "A conta conectada." } },
    errors: {
      403: "Quem não é proprietário nem administrador do estúdio.",
      422: "A chave foi recusada pelo Asaas, ou um campo inválido.",
      502: "O Asaas não respondeu.",
      503: "O servidor não tem a chave que cifra as credenciais (CREDENTIALS_KEY).",
    },
  }),
  remove: route({
    method: "delete",
    path: "/",
    summary: "Desconecta a conta Asaas do estúdio",
    description: "Apaga a chave guardada; as cobranças já geradas continuam listadas.",
    responses: { 204: { description: "Desconectada." } },
    errors: { 403: "Quem não é proprietário nem administrador do estúdio." },
  }),
});

export const projectChargesApi = resource("/api/projects", CHARGES_TAG, {
  list: route({
    method: "get",
    path: "/{id}/charges",
    summary: "As cobranças de um projeto",
    description: "As parcelas dos honorários salvos com os valores, e as cobranças geradas ao cliente com a situação (pendente, paga, vencida, cancelada, estornada).",
    params: idPath,
    responses: { 200: { schema: projectChargesSchema, description: "As parcelas e as cobranças." } },
  }),
  create: route({
    method: "post",
    path: "/{id}/charges",
    summary: "Gera uma cobrança ao cliente para uma parcela dos honorários",
    description:
      "Pix (QR Code e copia e cola), boleto (linha digitável) ou link de pagamento, na conta Asaas do estúdio, com o valor da parcela (centavos), o vencimento e a multa e os juros configurados. O CPF ou CNPJ do cliente é obrigatório. A mesma `idempotencyKey` devolve a mesma cobrança, mesmo com cliques simultâneos.",
    params: idPath,
    body: { schema: chargeInputSchema, maxBytes: 4 * 1024 },
    responses: { 201: { schema: studioChargeSchema, description: "A cobrança (a mesma para a mesma chave)." } },
    errors: {
      409: "A conta Asaas do estúdio não está conectada, outro clique ainda está gerando esta cobrança, ou a chave já foi usada para outra cobrança.",
      422: "Sem CPF/CNPJ do cliente, vencimento no passado, parcela que os honorários não têm, ou recusado pelo Asaas.",
      502: "O Asaas não respondeu.",
      503: "O servidor não tem a chave que abre a chave guardada do estúdio (CREDENTIALS_KEY).",
    },
  }),
});

const chargePath = z.object({
  id: idSchema("Identificador inválido.").meta({ description: "O projeto." }),
  chargeId: idSchema("Identificador inválido.").meta({ description: "A cobrança." }),
});

export const chargeNfseApi = resource("/api/projects", CHARGES_TAG, {
  retry: route({
    method: "post",
    path: "/{id}/charges/{chargeId}/nfse",
    summary: "Pede de novo a nota fiscal (NFS-e) de uma cobrança paga cuja nota ficou com erro, ou o cancelamento da nota de uma cobrança estornada",
    description:
      "Depois de corrigir a causa (informações fiscais no Asaas, serviço municipal, chave): a nota volta a \"agendada\" e a fila de tarefas a pede à conta Asaas do estúdio. Idempotente: uma só nota por cobrança no Asaas (uma nota ainda em andamento lá é retomada, não duplicada); cliques repetidos ou simultâneos agendam um só pedido, e uma nota já agendada, em emissão ou emitida é devolvida como está. Numa cobrança estornada, o que se pede de novo é o cancelamento da nota (que ficou com erro porque o Asaas ou a prefeitura o recusou): a nota passa a \"cancelando\" e a fila pede o cancelamento ao Asaas; uma nota já cancelando ou cancelada é devolvida como está.",
    params: chargePath,
    responses: { 200: { schema: studioChargeSchema, description: "A cobrança, com a nota agendada ou cancelando (ou como já estava)." } },
    errors: {
      404: "Projeto ou cobrança não encontrados neste estúdio.",
      409: "A cobrança não tem nota com erro, a conta Asaas não está conectada ou a emissão de nota está desligada.",
      503: "O servidor não tem a chave que abre a chave guardada do estúdio (CREDENTIALS_KEY).",
    },
  }),
});

export const cashApi = resource("/api/charges", CHARGES_TAG, {
  list: route({
    method: "get",
    path: "/",
    summary: "O financeiro: cobranças de todos os projetos",
    description: "Totais recebido, a receber e vencido (centavos) e as cobranças do estúdio, filtradas por situação.",
    query: cashQuerySchema,
    responses: { 200: { schema: cashViewSchema, description: "Os totais e as cobranças." } },
  }),
  csv: route({
    method: "get",
    path: "/csv",
    summary: "O financeiro em CSV",
    description: "text/csv (UTF-8 com BOM): cabeçalhos em português, separador `;`, valores 1234,56, datas dd/MM/aaaa.",
    query: cashQuerySchema,
    responses: { 200: { description: "text/csv." } },
  }),
});

const chargeIdPath = z.object({ id: idSchema("Identificador inválido.").meta({ description: "A cobrança." }) });

/** Cancelling and refunding a charge from Prancheta (R-PAY-6, R-PAY-7; decision 100, revised 2026-12-06). */
export const chargeActionsApi = resource("/api/charges", CHARGES_TAG, {
  cancel: route({
    method: "post",
    path: "/{id}/cancel",
    summary: "Cancela uma cobrança pendente ou vencida",
    description:
      "Remove a cobrança na conta Asaas do estúdio (o cliente não consegue mais pagá-la) e a marca como cancelada; os lembretes ao cliente param. A mesma `idempotencyKey` devolve a mesma cobrança sem chamar o Asaas de novo, mesmo com cliques simultâneos. Só o proprietário e os administradores.",
    params: chargeIdPath,
    body: { schema: chargeActionInputSchema, maxBytes: 1024 },
    responses: { 200: { schema: studioChargeSchema, description: "A cobrança, cancelada." } },
    errors: {
      403: "Quem não é proprietário nem administrador do estúdio.",
      404: "Cobrança não encontrada neste estúdio.",
      409: "A cobrança já foi paga, estornada ou cancelada; outro clique ainda está cancelando; a chave já foi usada para outro pedido; ou a conta Asaas não está conectada.",
      422: "O Asaas recusou o cancelamento (com o motivo).",
      502: "O Asaas não respondeu ou recusou a chave do estúdio; nada mudou.",
      503: "O servidor não tem a chave que abre a chave guardada do estúdio (CREDENTIALS_KEY).",
    },
  }),
  refund: route({
    method: "post",
    path: "/{id}/refund",
    summary: "Estorna uma cobrança paga (valor integral)",
    description:
      "Pede ao Asaas o estorno integral: o valor sai do saldo da conta Asaas do estúdio e volta ao cliente (Pix; no cartão, o cancelamento aparece na fatura do cliente). As taxas do Asaas não voltam. Uma cobrança paga por boleto não é estornada pelo Asaas por aqui. A cobrança passa a estornada e uma nota fiscal já pedida é cancelada. A mesma `idempotencyKey` devolve a mesma cobrança sem chamar o Asaas de novo. Só o proprietário e os administradores.",
    params: chargeIdPath,
    body: { schema: chargeActionInputSchema, maxBytes: 1024 },
    responses: { 200: { schema: studioChargeSchema, description: "A cobrança, estornada (ou paga, com o estorno em andamento no Asaas)." } },
    errors: {
      403: "Quem não é proprietário nem administrador do estúdio.",
      404: "Cobrança não encontrada neste estúdio.",
      409: "A cobrança ainda não foi paga, ou já foi estornada ou cancelada; outro clique ainda está estornando; a chave já foi usada para outro pedido; ou a conta Asaas não está conectada.",
      422: "O Asaas recusou o estorno (boleto, saldo insuficiente…), com o motivo.",
      502: "O Asaas não respondeu ou recusou a chave do estúdio; nada mudou.",
      503: "O servidor não tem a chave que abre a chave guardada do estúdio (CREDENTIALS_KEY).",
    },
  }),
});

const studioPath = z.object({ studioId: idSchema("Identificador inválido.").meta({ description: "O estúdio dono da conta Asaas." }) });

export const studioChargesWebhookApi = resource("/api/charges/webhooks", CHARGES_TAG, {
  asaas: route({
    method: "post",
    path: "/asaas/{studioId}",
    summary: "Recebe os eventos da conta Asaas de um estúdio",
    description: "Autenticado pelo cabeçalho `asaas-access-token` com o token deste estúdio. O mesmo evento duas vezes não muda nada (e responde 200); aplicado pela fila de tarefas, em qualquer ordem.",
    params: studioPath,
    body: { schema: webhookBodySchema, maxBytes: 64 * 1024 },
    responses: { 200: { schema: webhookAnswerSchema, description: "Recebido (ou já recebido antes)." } },
    errors: { 401: "Sem o token do webhook deste estúdio, ou com outro." },
  }),
});
