import {
  chatRequestSchema,
  chatStreamEventSchema,
  conversationDetailSchema,
  conversationListSchema,
  formatChatStreamEvent,
  recordedExchangeSchema,
  recordExchangeSchema,
} from "#domain/chat.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { BackgroundTasks } from "#server/lib/background";
import type { Logger } from "#server/lib/logger";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { sseFromQueue } from "#server/lib/sse";
import { AnswerRegistry } from "./answer-registry";
import { askChat, recordBrowserExchange } from "./ask.service";
import { answerIsStreaming, answerNotFound, interruptAnswer, conversationNotFound, deleteConversation, getConversation, listConversations, ownAnswer } from "./chat.service";
import type { SignalBus } from "#server/signals/bus";

const TAG = "Chat";

// A message of MESSAGE_MAX characters (≤ 3 bytes each in UTF-8), plus the fields around it; an
// exchange also carries the answer (ANSWER_MAX).
const CHAT_BODY_MAX_BYTES = 64 * 1024;
const EXCHANGE_BODY_MAX_BYTES = 256 * 1024;

const RATE_LIMITED = "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).";

interface Deps {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  logger: Logger;
  tasks: BackgroundTasks;
  rateLimit: { max: number; windowSeconds: number };
  /** Stops reach the process generating the answer through it (see AnswerRegistry). */
  signals: SignalBus;
  /** Aborted at shutdown: the answers still running are stopped and stored. */
  shutdown?: AbortSignal | undefined;
  /** How long a stop waits for another process (AnswerRegistry's 5 s; tests give a busy machine more). */
  stopWaitMs?: number | undefined;
}

/** The chat's routers: `/api/chat` (asking) and `/api/conversations` (the history), sharing the answers in progress. */
export function chatRouters(deps: Deps) {
  // For the stop endpoint and for deleting a conversation whose answer is running (see AnswerRegistry).
  const { db, signals, logger } = deps;
  const registry = new AnswerRegistry({
    signals,
    isStreaming: (id) => answerIsStreaming({ db, id }),
    interrupt: (id) => interruptAnswer({ db, id }),
    shutdown: deps.shutdown,
    remoteWaitMs: deps.stopWaitMs,
    onSignalError: (err) => logger.warn({ err }, "falha ao avisar os outros processos da exclusão de uma conversa"),
  });
  return { chat: chatRoutes({ ...deps, registry }), conversations: conversationsRoutes({ ...deps, registry }) };
}

/** The stream's answer, documented as what it is (the helper knows JSON answers only). */
function asEventStream<T extends { responses: Record<number, unknown> }>(route: T, description: string): T {
  return {
    ...route,
    responses: { ...route.responses, 200: { description, content: { "text/event-stream": { schema: chatStreamEventSchema } } } },
  };
}

/** Mounted at /api/chat. */
function chatRoutes({ auth, db, engine, logger, tasks, rateLimit, registry }: Deps & { registry: AnswerRegistry }) {
  const signedIn = requireUser({ auth, db });
  const limit = rateLimitByUser({ db, scope: "ai", ...rateLimit });
  // Its own counter: a stop costs nothing, and one that shared the questions' limit failed
  // right after a burst of questions, exactly when a user wants to stop one.
  const stopLimit = rateLimitByUser({ db, scope: "ai-stop", ...rateLimit });

  return apiRouter<AuthVariables>()
    .openapi(
      asEventStream(
        apiRoute({
          method: "post",
          path: "/",
          tag: TAG,
          summary: "Faz uma pergunta (ou refaz a última resposta) e recebe a resposta em fluxo",
          description:
            "Responde `text/event-stream`: cada evento tem `event: <nome>` e `data: <JSON>` (veja EventoDoChat); linhas `: ping` mantêm a conexão viva. " +
            "A resposta continua sendo gerada e guardada mesmo que a conexão caia; só `POST /api/chat/answers/{id}/stop` a interrompe. " +
            "Cobra uma geração do plano quando um provedor responde; respostas da base offline são grátis.",
          signedIn,
          // The AI limit is counted by askChat, in the quota's statement (one round trip less).
          body: { schema: chatRequestSchema, maxBytes: CHAT_BODY_MAX_BYTES },
          responses: { 200: { description: "O fluxo de eventos." } },
          errors: {
            402: "A cota de gerações do plano acabou (envie `allowOffline` para receber a resposta da base offline).",
            404: "A conversa, ou a resposta a refazer, não existe (ou é de outra pessoa).",
            409: "A resposta a refazer não é a última da conversa, ou ainda está sendo gerada.",
            429: RATE_LIMITED,
          },
        }),
        "O fluxo de eventos: `accepted`, `notice`s, `meta`, `token`s e por fim `done`, `error` ou `stopped`.",
      ),
      async (c) => {
        const queue = await askChat({ db, engine, logger, tasks, registry, rateLimit, scope: c.get("scope"), input: c.req.valid("json") });
        return sseFromQueue(c, queue, { format: formatChatStreamEvent, logger, what: "do chat" });
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/answers/{id}/stop",
        tag: TAG,
        summary: "Interrompe uma resposta em geração",
        description:
          "O texto parcial fica guardado como `interrupted` antes desta resposta. Idempotente: uma resposta já terminada fica como está (204).",
        signedIn,
        middleware: [stopLimit],
        params: idParams(answerNotFound),
        responses: { 204: { description: "Interrompida (ou já terminada)." } },
        errors: { 429: "Muitas interrupções em pouco tempo (veja `Retry-After`)." },
      }),
      async (c) => {
        const answer = await ownAnswer({ db, userId: c.get("userId"), id: c.req.valid("param").id });
        // An answer already finished is left as is; one being generated by another process is
        // stopped there, through the database.
        await registry.stop(answer.id);
        return c.body(null, 204);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/exchanges",
        tag: TAG,
        summary: "Guarda uma pergunta e a resposta obtida no navegador com a chave da própria pessoa",
        description: "A chave nunca vem para o servidor. Não é cobrada do plano: a chave da pessoa pagou o provedor.",
        signedIn,
        middleware: [limit],
        body: { schema: recordExchangeSchema, maxBytes: EXCHANGE_BODY_MAX_BYTES },
        responses: { 201: { schema: recordedExchangeSchema, description: "Guardada." } },
        errors: {
          404: "A conversa, ou a resposta a refazer, não existe (ou é de outra pessoa).",
          409: "A resposta a refazer não é a última da conversa, ou ainda está sendo gerada.",
          429: RATE_LIMITED,
        },
      }),
      async (c) => c.json(await recordBrowserExchange({ db, userId: c.get("userId"), input: c.req.valid("json") }), 201),
    );
}

/** Mounted at /api/conversations. */
function conversationsRoutes({ auth, db, registry }: Pick<Deps, "auth" | "db"> & { registry: AnswerRegistry }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "Lista as conversas",
        description: "As 200 mais recentes, da última atualizada para a mais antiga.",
        signedIn,
        responses: { 200: { schema: conversationListSchema, description: "As conversas." } },
      }),
      async (c) => c.json(await listConversations({ db, userId: c.get("userId") }), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}",
        tag: TAG,
        summary: "Uma conversa com as mensagens",
        description: "Uma resposta `streaming` ainda está sendo gerada: consulte de novo até mudar.",
        signedIn,
        params: idParams(conversationNotFound),
        responses: { 200: { schema: conversationDetailSchema, description: "A conversa." } },
      }),
      async (c) => c.json(await getConversation({ db, userId: c.get("userId"), id: c.req.valid("param").id }), 200),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}",
        tag: TAG,
        summary: "Exclui uma conversa",
        description: "Interrompe a resposta que ainda estiver sendo gerada nela.",
        signedIn,
        params: idParams(conversationNotFound),
        responses: { 204: { description: "Excluída." } },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        await deleteConversation({ db, userId: c.get("userId"), id });
        // Only after the ownership check above (a 404 stops nothing).
        await registry.stopConversation(id);
        return c.body(null, 204);
      },
    );
}
