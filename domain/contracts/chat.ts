/**
 * The chat (R-CHAT): asking (an event stream), stopping an answer, storing an exchange made with
 * the person's own key, the history of conversations, and the AI helper beside it (R-AI-7). One
 * contract for the server, the web client and the tests (decision 088).
 */
import { aiStatusSchema, completeRequestSchema, completeResponseSchema } from "#domain/ai.schema";
import { chatRequestSchema, conversationDetailSchema, conversationListSchema, recordedExchangeSchema, recordExchangeSchema } from "#domain/chat.schema";
import { idPath, resource, route } from "./contract";

const TAG = "Chat";

// A message of MESSAGE_MAX characters (≤ 3 bytes each in UTF-8), plus the fields around it; an
// exchange also carries the answer (ANSWER_MAX).
const CHAT_BODY_MAX_BYTES = 64 * 1024;
const EXCHANGE_BODY_MAX_BYTES = 256 * 1024;
// A prompt, a system prompt and a tool's form values, each of MESSAGE_MAX characters at most.
const COMPLETE_BODY_MAX_BYTES = 128 * 1024;

const RATE_LIMITED = "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).";
const QUOTA = "A cota de gerações do plano acabou (envie `allowOffline` para receber a resposta da base offline).";

export const chatApi = resource("/api/chat", TAG, {
  /** Answers `text/event-stream` (the server documents it so; the web reads it with postEventStream). */
  ask: route({
    method: "post",
    path: "/",
    summary: "Faz uma pergunta (ou refaz a última resposta) e recebe a resposta em fluxo",
    description:
      "Responde `text/event-stream`: cada evento tem `event: <nome>` e `data: <JSON>` (veja EventoDoChat); linhas `: ping` mantêm a conexão viva. " +
      "A resposta continua sendo gerada e guardada mesmo que a conexão caia; só `POST /api/chat/answers/{id}/stop` a interrompe. " +
      "Cobra uma geração do plano quando um provedor responde; respostas da base offline são grátis.",
    body: { schema: chatRequestSchema, maxBytes: CHAT_BODY_MAX_BYTES },
    responses: { 200: { description: "O fluxo de eventos." } },
    errors: {
      402: QUOTA,
      404: "A conversa, ou a resposta a refazer, não existe (ou é de outra pessoa).",
      409: "A resposta a refazer não é a última da conversa, ou ainda está sendo gerada.",
      429: RATE_LIMITED,
    },
  }),
  stop: route({
    method: "post",
    path: "/answers/{id}/stop",
    summary: "Interrompe uma resposta em geração",
    description: "O texto parcial fica guardado como `interrupted` antes desta resposta. Idempotente: uma resposta já terminada fica como está (204).",
    params: idPath,
    responses: { 204: { description: "Interrompida (ou já terminada)." } },
    errors: { 429: "Muitas interrupções em pouco tempo (veja `Retry-After`)." },
  }),
  recordExchange: route({
    method: "post",
    path: "/exchanges",
    summary: "Guarda uma pergunta e a resposta obtida no navegador com a chave da própria pessoa",
    description: "A chave nunca vem para o servidor. Não é cobrada do plano: a chave da pessoa pagou o provedor.",
    body: { schema: recordExchangeSchema, maxBytes: EXCHANGE_BODY_MAX_BYTES },
    responses: { 201: { schema: recordedExchangeSchema, description: "Guardada." } },
    errors: {
      404: "A conversa, ou a resposta a refazer, não existe (ou é de outra pessoa).",
      409: "A resposta a refazer não é a última da conversa, ou ainda está sendo gerada.",
      429: RATE_LIMITED,
    },
  }),
});

export const conversationsApi = resource("/api/conversations", TAG, {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista as conversas",
    description: "As 200 mais recentes, da última atualizada para a mais antiga.",
    responses: { 200: { schema: conversationListSchema, description: "As conversas." } },
  }),
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Uma conversa com as mensagens",
    description: "Uma resposta `streaming` ainda está sendo gerada: consulte de novo até mudar.",
    params: idPath,
    responses: { 200: { schema: conversationDetailSchema, description: "A conversa." } },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui uma conversa",
    description: "Interrompe a resposta que ainda estiver sendo gerada nela.",
    params: idPath,
    responses: { 204: { description: "Excluída." } },
  }),
});

/** /api/ai: the state of the server's providers (the chat chooses with it) and the shared helper (R-AI-7). */
export const aiApi = resource("/api/ai", "IA", {
  status: route({
    method: "get",
    path: "/status",
    summary: "Quais provedores de IA do servidor podem responder agora",
    responses: { 200: { schema: aiStatusSchema, description: "O estado de cada provedor." } },
  }),
  complete: route({
    method: "post",
    path: "/complete",
    summary: "Gera um texto a partir de um pedido e das instruções do sistema",
    description: "A mesma cadeia do chat (principal, alternativo, base offline). Cobra uma geração do plano quando um provedor responde; a base offline é grátis.",
    body: { schema: completeRequestSchema, maxBytes: COMPLETE_BODY_MAX_BYTES },
    responses: { 200: { schema: completeResponseSchema, description: "O texto gerado." } },
    errors: {
      402: QUOTA,
      429: RATE_LIMITED,
      502: "O provedor falhou no meio da resposta.",
    },
  }),
});
