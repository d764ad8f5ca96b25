import type { MiddlewareHandler } from "hono";
import { clientMessagesApi } from "#domain/contracts/client-messages";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { assertOwnMessage, createMessage, deleteMessage, listMessages, messageNotFound, recordReply, regenerateReplies } from "./messages.service";

type Deps = { auth: Auth; db: Db; engine: AiEngine; rateLimit: { max: number; windowSeconds: number } };

/**
 * Mounted at /api/client-messages (R-MSG-1 to R-MSG-4). Implements
 * domain/contracts/client-messages.ts (decision 088).
 *
 * Recording a message is not behind the AI rate limit, as saving a calendar event is not
 * (server/features/calendar/calendar.routes.ts): the message is always saved, and its suggestions
 * fall back to the offline templates when the quota is used up or no provider answers. Asking for
 * new suggestions of a recorded message is only AI, and stays limited.
 */
export function clientMessagesRoutes({ auth, db, engine, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  const aiLimit = rateLimitByUser({ db, scope: "ai", ...rateLimit });
  // Another studio's message is a 404 before its body is read (not a 422 on the body).
  const ownMessage: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
    await assertOwnMessage({ db, scope: c.get("scope"), id: c.req.param("id") ?? "" });
    await next();
  };
  return apiRouter<AuthVariables>()
    .openapi(implement(clientMessagesApi.list, { signedIn }), async (c) => c.json(await listMessages({ db, scope: c.get("scope"), query: c.req.valid("query") }), 200))
    .openapi(implement(clientMessagesApi.create, { signedIn }), async (c) =>
      c.json(await createMessage({ db, engine, scope: c.get("scope"), signal: c.req.raw.signal, aiRateLimit: rateLimit, input: c.req.valid("json") }), 201),
    )
    .openapi(implement(clientMessagesApi.suggest, { signedIn, notFound: messageNotFound, middleware: [aiLimit] }), async (c) =>
      c.json(
        await regenerateReplies({ db, engine, scope: c.get("scope"), signal: c.req.raw.signal, id: c.req.valid("param").id, tone: c.req.valid("json").tone }),
        200,
      ),
    )
    .openapi(implement(clientMessagesApi.reply, { signedIn, notFound: messageNotFound, middleware: [ownMessage] }), async (c) =>
      c.json(await recordReply({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .openapi(implement(clientMessagesApi.remove, { signedIn, notFound: messageNotFound }), async (c) => {
      await deleteMessage({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
