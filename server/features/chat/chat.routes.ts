import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { chatRequestSchema } from "../../../domain/ai.schema";
import type { AiEngine } from "../../ai/engine";
import { answerOffline } from "../../ai/offline";
import { CHAT_SYSTEM_PROMPT } from "../../../domain/chat";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import type { BackgroundTasks } from "../../lib/background";
import type { Logger } from "../../lib/logger";
import { rateLimitByUser } from "../../lib/rate-limit";
import { jsonBody } from "../../lib/validate";
import { produceAnswer } from "./chat-answer";
import { deleteConversation, getConversation, listConversations, startExchange } from "./chat.service";

interface Deps {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  logger: Logger;
  tasks: BackgroundTasks;
  rateLimit: { max: number; windowSeconds: number };
}

export function chatRoutes({ auth, db, engine, logger, tasks, rateLimit }: Deps) {
  const limit = rateLimitByUser({ db, scope: "ai", ...rateLimit });
  // Per route, not `.use()`: this router is mounted at /api and must not guard other paths.
  const user = requireUser(auth);

  return new Hono()
    .post("/chat", user, limit, async (c) => {
      const input = await jsonBody(c, chatRequestSchema);
      const userId = c.get("userId");
      // Quota first: a refused request (402) leaves nothing stored.
      const prepared = await engine.prepare({ db, userId, allowOffline: input.allowOffline ?? false });
      let exchange: Awaited<ReturnType<typeof startExchange>>;
      try {
        exchange = await startExchange({ db, userId, conversationId: input.conversationId, text: input.message });
      } catch (err) {
        await prepared.cancel();
        throw err;
      }
      const events = prepared.run({ system: CHAT_SYSTEM_PROMPT, messages: exchange.history }, () => answerOffline(input.message));

      const queue = produceAnswer({ db, logger, tasks, conversationId: exchange.conversationId, answerId: exchange.answerId, events });

      // Proxies drop idle connections (nginx: 60 s); the fallback's four models can take longer.
      c.header("X-Accel-Buffering", "no");
      return streamSSE(
        c,
        async (stream) => {
          const ping = setInterval(() => void stream.write(": ping\n\n").catch(() => {}), 15_000);
          try {
            for await (const item of queue) {
              if (stream.aborted) break;
              await stream.writeSSE({ event: item.event, data: JSON.stringify(item.data) });
            }
          } finally {
            clearInterval(ping);
          }
        },
        async (err) => logger.warn({ err }, "falha ao escrever no fluxo do chat"),
      );
    })
    .get("/conversations", user, async (c) => c.json(await listConversations({ db, userId: c.get("userId") })))
    .get("/conversations/:id", user, async (c) =>
      c.json(await getConversation({ db, userId: c.get("userId"), id: c.req.param("id") })),
    )
    .delete("/conversations/:id", user, async (c) => {
      await deleteConversation({ db, userId: c.get("userId"), id: c.req.param("id") });
      return c.body(null, 204);
    });
}
