import type { MiddlewareHandler } from "hono";
import {
  clientMessageInputSchema,
  clientMessageListQuerySchema,
  clientMessageListSchema,
  clientMessageSchema,
  clientReplyInputSchema,
  regenerateRepliesSchema,
} from "#domain/messages.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { assertOwnMessage, createMessage, deleteMessage, listMessages, messageNotFound, recordReply, regenerateReplies } from "./messages.service";

const TAG = "Mensagens de clientes";
const RATE = "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).";
const OFFLINE =
  "As sugestões vêm da cadeia de IA com o prompt do servidor (os fatos do projeto: etapa, próxima entrega, orçamento mais recente) ou, sem provedor ou com a cota do plano esgotada, dos modelos de texto offline por canal e tom (grátis). `suggestionsProvider` diz quem as escreveu.";

type Deps = { auth: Auth; db: Db; engine: AiEngine; rateLimit: { max: number; windowSeconds: number } };

/**
 * Mounted at /api/client-messages (R-MSG-1 to R-MSG-4).
 *
 * Recording a message is not behind the AI rate limit, as saving a calendar event is not
 * (server/features/calendar/calendar.routes.ts): the message is always saved, and its suggestions
 * fall back to the offline templates when the quota is used up or no provider answers. Asking for
 * new suggestions of a recorded message is only AI, and stays limited.
 */
export function clientMessagesRoutes({ auth, db, engine, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  const params = idParams(messageNotFound);
  const aiLimit = rateLimitByUser({ db, scope: "ai", ...rateLimit });
  // Another studio's message is a 404 before its body is read (not a 422 on the body).
  const ownMessage: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
    await assertOwnMessage({ db, scope: c.get("scope"), id: c.req.param("id") ?? "" });
    await next();
  };
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "Lista as mensagens de clientes, da mais recente à mais antiga",
        description: "Com `clientId`, o registro de decisões de um cliente: o que ele perguntou, o que foi respondido e quando.",
        signedIn,
        query: clientMessageListQuerySchema,
        responses: { 200: { schema: clientMessageListSchema, description: "As mensagens, com o cliente e o projeto." } },
      }),
      async (c) => c.json(await listMessages({ db, scope: c.get("scope"), query: c.req.valid("query") }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tag: TAG,
        summary: "Registra a mensagem de um cliente e sugere respostas",
        description: `O cliente e o projeto (opcional) devem ser do estúdio, e o projeto desse cliente. ${OFFLINE}`,
        signedIn,
        body: { schema: clientMessageInputSchema },
        responses: { 201: { schema: clientMessageSchema, description: "A mensagem registrada, com 2 ou 3 respostas sugeridas." } },
      }),
      async (c) => c.json(await createMessage({ db, engine, scope: c.get("scope"), signal: c.req.raw.signal, aiRateLimit: rateLimit, input: c.req.valid("json") }), 201),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/suggestions",
        tag: TAG,
        summary: "Gera novas respostas sugeridas",
        description: `Do estado do projeto agora, no tom dado (ou no da mensagem). ${OFFLINE}`,
        signedIn,
        middleware: [aiLimit],
        params,
        body: { schema: regenerateRepliesSchema },
        responses: { 200: { schema: clientMessageSchema, description: "A mensagem com as novas sugestões." } },
        errors: { 429: RATE },
      }),
      async (c) =>
        c.json(
          await regenerateReplies({ db, engine, scope: c.get("scope"), signal: c.req.raw.signal, id: c.req.valid("param").id, tone: c.req.valid("json").tone }),
          200,
        ),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/replies",
        tag: TAG,
        summary: "Registra o que foi respondido",
        description:
          "Acrescenta a resposta enviada (ou copiada), com o canal (o da mensagem, sem `channel`) e a hora, ao registro de decisões do cliente. As respostas anteriores ficam: uma mensagem pode ter várias.",
        signedIn,
        params,
        middleware: [ownMessage],
        body: { schema: clientReplyInputSchema },
        responses: { 201: { schema: clientMessageSchema, description: "A mensagem com todas as respostas, da primeira à mais recente." } },
      }),
      async (c) => c.json(await recordReply({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}",
        tag: TAG,
        summary: "Exclui uma mensagem do registro",
        signedIn,
        params,
        responses: { 204: { description: "Excluída." } },
      }),
      async (c) => {
        await deleteMessage({ db, scope: c.get("scope"), id: c.req.valid("param").id });
        return c.body(null, 204);
      },
    );
}
