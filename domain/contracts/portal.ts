/**
 * The client portal's API (R-PORTAL-1…4, decision 095): the studio's side under the project
 * (signed in), the client's side under the link's token (no account). One contract for the server,
 * the web client and the tests (decision 088).
 */
import {
  createdPortalLinkSchema,
  portalDecisionInputSchema,
  portalDecisionSavedSchema,
  portalDeliveryInputSchema,
  portalSharingSchema,
  portalSignatureInputSchema,
  portalSignedSchema,
  projectPortalSchema,
  publicPortalDocumentSchema,
  publicPortalSchema,
} from "#domain/portal.schema";
import { idSchema } from "#domain/ids";
import { providerSignatureSendSchema, providerSignatureSentSchema, signatureAccountInputSchema, signatureAccountSchema, signatureWebhookAnswerSchema } from "#domain/provider-signature.schema";
import { portalChargeSchema } from "#domain/studio-charges.schema";
import { z } from "#domain/zod";
import { idPath, resource, route } from "./contract";

export const PORTAL_TAG = "Portal do cliente";

/** The studio's side, under the project. */
export const portalApi = resource("/api/projects", PORTAL_TAG, {
  get: route({
    method: "get",
    path: "/{id}/portal",
    summary: "O portal do cliente de um projeto",
    description: "O link ativo (sem o endereço), os documentos do projeto com o que é compartilhado e para assinatura, as assinaturas, as entregas de etapa com as decisões do cliente e as visitas recentes.",
    params: idPath,
    responses: { 200: { schema: projectPortalSchema, description: "O portal do projeto." } },
  }),
  createLink: route({
    method: "post",
    path: "/{id}/portal/link",
    summary: "Cria o link do portal do cliente",
    description: "Vale 90 dias; um link anterior deste projeto deixa de funcionar. O endereço vem só nesta resposta.",
    params: idPath,
    responses: { 201: { schema: createdPortalLinkSchema, description: "O link criado." } },
  }),
  revokeLink: route({
    method: "delete",
    path: "/{id}/portal/link",
    summary: "Revoga o link do portal do cliente",
    params: idPath,
    responses: { 204: { description: "O link deixou de funcionar." } },
  }),
  share: route({
    method: "put",
    path: "/{id}/portal/documents",
    summary: "Escolhe os documentos compartilhados no portal",
    description: "Os documentos enviados passam a ser (ou deixam de ser) compartilhados e para assinatura; os demais ficam como estão.",
    params: idPath,
    body: { schema: portalSharingSchema },
    responses: { 200: { schema: projectPortalSchema, description: "O portal do projeto." } },
    errors: {
      409: "`document_has_gaps`: um documento que passa a ser compartilhado tem trechos a completar ou seções em branco, e `confirmGaps` não veio; a mensagem cita os primeiros.",
      422: "Um documento que não é deste projeto.",
    },
  }),
  deliver: route({
    method: "post",
    path: "/{id}/portal/deliveries",
    summary: "Marca uma etapa como entregue",
    description: "Com a versão atual de cada documento entregue; o cliente aprova ou pede alterações pelo portal.",
    params: idPath,
    body: { schema: portalDeliveryInputSchema },
    responses: { 201: { schema: projectPortalSchema, description: "O portal do projeto, com a entrega." } },
    errors: {
      409: "`document_has_gaps`: um documento entregue tem trechos a completar ou seções em branco, e `confirmGaps` não veio; a mensagem cita os primeiros.",
      422: "Um documento que não é deste projeto.",
    },
  }),
  signedPdf: route({
    method: "get",
    path: "/{id}/portal/signatures/{signatureId}/pdf",
    summary: "Baixa o PDF assinado",
    description: "O PDF do documento como o cliente o viu, com a página de certificado da assinatura ao fim.",
    params: idPath.extend({ signatureId: idSchema("Assinatura não encontrada.") }),
    responses: { 200: { description: "application/pdf." } },
  }),
});

const tokenPath = z.object({ token: z.string().meta({ description: "O token do link (43 caracteres)." }) });
const documentPath = tokenPath.extend({ documentId: idSchema("Documento não encontrado.") });
const deliveryPath = tokenPath.extend({ deliveryId: idSchema("Entrega não encontrada.") });

/** The client's side, without an account: a link that opens nothing is a 404. */
export const publicPortalApi = resource("/api/public/portal", "Portal do cliente (público)", {
  get: route({
    method: "get",
    path: "/{token}",
    summary: "O portal do cliente, pelo link",
    params: tokenPath,
    responses: { 200: { schema: publicPortalSchema, description: "O que o cliente vê no portal." } },
    errors: { 429: "Muitas requisições deste endereço IP em pouco tempo." },
  }),
  document: route({
    method: "get",
    path: "/{token}/documents/{documentId}",
    summary: "Um documento compartilhado, pelo link",
    params: documentPath,
    responses: { 200: { schema: publicPortalDocumentSchema, description: "O documento e o hash do PDF desta versão." } },
    errors: { 429: "Muitas requisições deste endereço IP em pouco tempo." },
  }),
  documentPdf: route({
    method: "get",
    path: "/{token}/documents/{documentId}/pdf",
    summary: "O PDF de um documento compartilhado, pelo link",
    description: "Os mesmos bytes para a mesma versão: são eles que a assinatura identifica pelo SHA-256.",
    params: documentPath,
    responses: { 200: { description: "application/pdf." } },
    errors: { 429: "Muitas requisições deste endereço IP em pouco tempo." },
  }),
  charges: route({
    method: "get",
    path: "/{token}/charges",
    summary: "As cobranças do projeto, pelo link",
    description: "Valor (centavos), vencimento, situação, Pix copia e cola, linha digitável do boleto e link de pagamento de cada cobrança do escritório ao cliente (R-PAY-10).",
    params: tokenPath,
    responses: { 200: { schema: z.object({ charges: z.array(portalChargeSchema) }).meta({ id: "CobrancasNoPortal" }), description: "As cobranças." } },
    errors: { 429: "Muitas requisições deste endereço IP em pouco tempo." },
  }),
  decide: route({
    method: "post",
    path: "/{token}/deliveries/{deliveryId}/decision",
    summary: "Aprova uma etapa entregue ou pede alterações",
    params: deliveryPath,
    body: { schema: portalDecisionInputSchema, maxBytes: 16 * 1024 },
    responses: { 201: { schema: portalDecisionSavedSchema, description: "A decisão registrada." } },
    errors: { 429: "Muitas requisições deste endereço IP, ou por este link, em pouco tempo." },
  }),
  sign: route({
    method: "post",
    path: "/{token}/documents/{documentId}/signature",
    summary: "Assina um documento (assinatura eletrônica simples)",
    description: "Lei 14.063/2020, art. 4º, I. O hash enviado deve ser o do PDF da versão atual; registra quem, quando, de onde e o hash, e gera o PDF assinado.",
    params: documentPath,
    body: { schema: portalSignatureInputSchema, maxBytes: 16 * 1024 },
    responses: { 201: { schema: portalSignedSchema, description: "A assinatura registrada." } },
    errors: {
      409: "O documento mudou depois de aberto: o hash enviado não é o do PDF da versão atual.",
      422: "O documento não é para assinatura, ou um campo inválido.",
      429: "Muitas requisições deste endereço IP, ou por este link, em pouco tempo.",
    },
  }),
});

/** The studio's ZapSign account (decision 109, R-CONTRACT-7): owner and admins only. */
export const signatureAccountApi = resource("/api/studio/signature-account", PORTAL_TAG, {
  get: route({
    method: "get",
    path: "/",
    summary: "A conta ZapSign do estúdio",
    description: "Se está conectada e o final do token (o token nunca é devolvido). Só o proprietário e os administradores.",
    responses: { 200: { schema: signatureAccountSchema, description: "A conta." } },
    errors: { 403: "Quem não é proprietário nem administrador do estúdio." },
  }),
  save: route({
    method: "put",
    path: "/",
    summary: "Conecta a conta ZapSign do estúdio",
    description: "O token de API é testado registrando na ZapSign o webhook de documentos assinados (com um segredo só deste estúdio no cabeçalho Authorization) e guardado cifrado; nunca é devolvido nem registrado em log.",
    body: { schema: signatureAccountInputSchema, maxBytes: 4 * 1024 },
    responses: { 200: { schema: signatureAccountSchema, description: "A conta conectada." } },
    errors: {
      403: "Quem não é proprietário nem administrador do estúdio.",
      422: "O token foi recusado pela ZapSign, ou é inválido.",
      502: "A ZapSign não respondeu.",
      503: "O servidor não tem a chave que cifra as credenciais (CREDENTIALS_KEY).",
    },
  }),
  remove: route({
    method: "delete",
    path: "/",
    summary: "Desconecta a conta ZapSign do estúdio",
    description: "Apaga o token guardado; os contratos já assinados continuam com o PDF assinado.",
    responses: { 204: { description: "Desconectada." } },
    errors: { 403: "Quem não é proprietário nem administrador do estúdio." },
  }),
});

/** Sending the project's contract through ZapSign (R-CONTRACT-7). */
export const providerSignatureApi = resource("/api/projects", PORTAL_TAG, {
  send: route({
    method: "post",
    path: "/{id}/portal/documents/{documentId}/provider-signature",
    summary: "Envia o contrato para assinatura pela ZapSign",
    description: "O PDF da versão atual, como o portal o mostra, com o nome, o e-mail e o CPF do cliente. O cliente assina pela página da ZapSign, indicada no portal. A mesma versão de novo responde o mesmo envio; dois pedidos ao mesmo tempo fazem um só documento na ZapSign.",
    params: idPath.extend({ documentId: idSchema("Documento não encontrado.") }),
    body: { schema: providerSignatureSendSchema, maxBytes: 1024 },
    responses: { 201: { schema: providerSignatureSentSchema, description: "O envio." } },
    errors: {
      409: "A ZapSign não está conectada; `document_has_gaps`: o contrato tem trechos a completar ou seções em branco e `confirmGaps` não veio; ou outro pedido ainda está enviando esta versão.",
      422: "O documento não é o contrato, o cliente não tem e-mail ou CPF, ou a ZapSign recusou o envio.",
      502: "A ZapSign recusou o token ou não respondeu.",
    },
  }),
});

const studioPath = z.object({ studioId: idSchema("Identificador inválido.").meta({ description: "O estúdio dono da conta ZapSign." }) });

/** ZapSign's signed webhook (R-CONTRACT-8). */
export const signatureWebhookApi = resource("/api/signatures/webhooks", PORTAL_TAG, {
  zapsign: route({
    method: "post",
    path: "/zapsign/{studioId}",
    summary: "Recebe o aviso de documento assinado da ZapSign de um estúdio",
    description: "Autenticado pelo cabeçalho `Authorization: Bearer` com o segredo deste estúdio, registrado com o webhook. O mesmo documento duas vezes não muda nada (e responde 200); aplicado pela fila de tarefas, que baixa o PDF assinado.",
    params: studioPath,
    body: { schema: z.looseObject({ event_type: z.string({ error: "Evento sem tipo." }).max(100, "Tipo de evento longo demais.") }), maxBytes: 256 * 1024 },
    responses: { 200: { schema: signatureWebhookAnswerSchema, description: "Recebido (ou já recebido antes)." } },
    errors: { 401: "Sem o segredo do webhook deste estúdio, ou com outro." },
  }),
});
