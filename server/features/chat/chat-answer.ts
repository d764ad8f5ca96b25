import type { AiProviderId } from "#domain/ai.schema";
import type { ChatStreamEvent } from "#domain/chat.schema";
import { PROVIDER_STOPPED_TEXT, providerNoticeText } from "#domain/result-origin";
import { AsyncQueue } from "#server/ai/async-queue";
import type { ChainEvent } from "#server/ai/chain";
import type { Db } from "#server/db/client";
import type { BackgroundTasks } from "#server/lib/background";
import type { Logger } from "#server/lib/logger";
import type { AnswerRegistry } from "./answer-registry";
import { finishAnswer } from "./chat.service";
import { DATABASE_DOWN_MESSAGE, isDatabaseUnavailable } from "#server/db/unavailable";

const SIMPLIFIED = "Estamos usando respostas simplificadas no momento. Tente novamente em alguns instantes para respostas mais avançadas.";

/**
 * Runs the chain for one chat answer as a background task and returns the queue of SSE events
 * it produces, starting with `accepted`. The task saves the answer whatever happens to the HTTP
 * response (a disconnect does not stop it; only the stop endpoint does, through the registry);
 * it always ends the stored answer as complete, interrupted or error, never "streaming".
 */
export function produceAnswer(options: {
  db: Db;
  logger: Logger;
  tasks: BackgroundTasks;
  registry: AnswerRegistry;
  exchange: { conversationId: string; userMessageId: string; answerId: string };
  /** Starts the chain; the signal fires when the user stops the answer. */
  run: (signal: AbortSignal) => AsyncGenerator<ChainEvent>;
}): AsyncQueue<ChatStreamEvent> {
  const { db, logger, tasks, registry, exchange, run } = options;
  const { conversationId, answerId } = exchange;
  const queue = new AsyncQueue<ChatStreamEvent>();
  const controller = new AbortController();
  let text = "";
  let provider: AiProviderId | null = null;
  let model: string | null = null;
  let finished = false;

  // `finished` only once the row is written: if the write fails, the catch below tries again,
  // so the answer never stays "streaming".
  const finish = async (status: "complete" | "interrupted" | "error", finalText: string) => {
    await finishAnswer({ db, answerId, text: finalText, provider, model, status });
    finished = true;
  };

  const stopped = () => controller.signal.aborted;
  // The database down mid-answer (PostgreSQL restarting) is said as such: the answer could not be
  // stored, and "simplified answers" would send the user looking at the wrong thing.
  const lastEvent = (err?: unknown): ChatStreamEvent =>
    stopped()
      ? { event: "stopped", data: { messageId: answerId } }
      : isDatabaseUnavailable(err)
        ? { event: "error", data: { code: "unavailable", message: DATABASE_DOWN_MESSAGE } }
        : { event: "error", data: { code: "internal_error", message: SIMPLIFIED } };

  // The ids first, before any provider is called: the client can stop or retry from now on.
  queue.push({ event: "accepted", data: exchange });

  const task = (async () => {
    try {
      for await (const event of run(controller.signal)) {
        if (event.type === "start") {
          provider = event.provider;
          model = event.model;
          queue.push({ event: "meta", data: { conversationId, provider, model } });
        } else if (event.type === "token") {
          text += event.text;
          queue.push({ event: "token", data: { text: event.text } });
        } else if (event.type === "notice") {
          if (event.provider !== "offline") {
            // Plain words for the person (decision 079); the provider's own (codes, models) are logged.
            logger.warn({ provider: event.provider, kind: event.kind, message: event.message }, "provedor de IA falhou no chat");
            queue.push({ event: "notice", data: { message: providerNoticeText(event.kind, event.message), kind: event.kind, provider: event.provider } });
          }
        } else if (event.type === "done") {
          await finish("complete", event.text);
          queue.push({ event: "done", data: { messageId: answerId, provider: event.provider, degraded: event.degraded } });
        } else {
          await finish("error", event.text);
          logger.warn({ provider: event.provider, message: event.message }, "provedor de IA parou no meio da resposta do chat");
          queue.push({ event: "error", data: { code: "provider_failed", message: PROVIDER_STOPPED_TEXT } });
        }
      }
      // The chain ended without done/failed: the user stopped it (the partial text is kept as
      // interrupted), or something broke.
      if (!finished) {
        await finish(stopped() ? "interrupted" : "error", text);
        queue.push(lastEvent());
      }
    } catch (err) {
      logger.error({ err }, "falha ao gerar a resposta do chat");
      if (!finished) await finish(stopped() ? "interrupted" : "error", text).catch((e: unknown) => logger.error({ err: e }, "falha ao salvar a resposta"));
      queue.push(lastEvent(err));
    } finally {
      queue.end();
    }
  })();
  tasks.run(task);
  registry.add(answerId, controller, task, conversationId);
  return queue;
}
