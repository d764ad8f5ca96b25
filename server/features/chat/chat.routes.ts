import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { chatRequestSchema, type AiProviderId, type ChatStreamEvent } from "../../../domain/ai.schema";
import { AsyncQueue } from "../../ai/async-queue";
import type { AiEngine } from "../../ai/engine";
import { answerOffline } from "../../ai/offline";
import { CHAT_SYSTEM_PROMPT } from "../../ai/prompts";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { rateLimitByUser } from "../../lib/rate-limit";
import { jsonBody } from "../../lib/validate";
import { deleteConversation, finishAnswer, getConversation, listConversations, startExchange } from "./chat.service";

interface Deps {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  logger: Logger;
  rateLimit: { max: number; windowSeconds: number };
}

export function chatRoutes({ auth, db, engine, logger, rateLimit }: Deps) {
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

      // The answer is produced and saved by this task, whether or not the browser stays.
      const queue = new AsyncQueue<ChatStreamEvent>();
      void (async () => {
        let text = "";
        let provider: AiProviderId | null = null;
        let model: string | null = null;
        try {
          for await (const event of events) {
            if (event.type === "start") {
              provider = event.provider;
              model = event.model;
              queue.push({ event: "meta", data: { conversationId: exchange.conversationId, provider, model } });
            } else if (event.type === "token") {
              text += event.text;
              queue.push({ event: "token", data: { text: event.text } });
            } else if (event.type === "notice") {
              queue.push({ event: "notice", data: { message: event.message } });
            } else if (event.type === "done") {
              await finishAnswer({ db, answerId: exchange.answerId, text: event.text, provider, model, status: "complete" });
              queue.push({ event: "done", data: { messageId: exchange.answerId, provider: event.provider } });
            } else {
              await finishAnswer({ db, answerId: exchange.answerId, text: event.text, provider, model, status: "error" });
              queue.push({ event: "error", data: { code: "provider_failed", message: event.message } });
            }
          }
        } catch (err) {
          logger.error({ err }, "falha ao gerar a resposta do chat");
          await finishAnswer({ db, answerId: exchange.answerId, text, provider, model, status: "error" }).catch(() => {});
          queue.push({
            event: "error",
            data: { code: "internal_error", message: "Estamos usando respostas simplificadas no momento. Tente novamente em alguns instantes para respostas mais avançadas." },
          });
        } finally {
          queue.end();
        }
      })();

      return streamSSE(c, async (stream) => {
        for await (const item of queue) {
          if (stream.aborted) break;
          await stream.writeSSE({ event: item.event, data: JSON.stringify(item.data) });
        }
      });
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
