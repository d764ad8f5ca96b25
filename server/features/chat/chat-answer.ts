import type { AiProviderId, ChatStreamEvent } from "../../../domain/ai.schema";
import { AsyncQueue } from "../../ai/async-queue";
import type { ChainEvent } from "../../ai/chain";
import type { Db } from "../../db/client";
import type { BackgroundTasks } from "../../lib/background";
import type { Logger } from "../../lib/logger";
import { finishAnswer } from "./chat.service";

const SIMPLIFIED = "Estamos usando respostas simplificadas no momento. Tente novamente em alguns instantes para respostas mais avançadas.";

/**
 * Runs the chain for one chat answer as a background task and returns the queue of SSE events
 * it produces. The task saves the answer whatever happens to the HTTP response; it always
 * ends the stored answer as complete or error, never leaving it "streaming".
 */
export function produceAnswer(options: {
  db: Db;
  logger: Logger;
  tasks: BackgroundTasks;
  conversationId: string;
  answerId: string;
  events: AsyncGenerator<ChainEvent>;
}): AsyncQueue<ChatStreamEvent> {
  const { db, logger, tasks, conversationId, answerId, events } = options;
  const queue = new AsyncQueue<ChatStreamEvent>();
  let text = "";
  let provider: AiProviderId | null = null;
  let model: string | null = null;
  let finished = false;

  const finish = async (status: "complete" | "error", finalText: string) => {
    finished = true;
    await finishAnswer({ db, answerId, text: finalText, provider, model, status });
  };

  tasks.run(
    (async () => {
      try {
        for await (const event of events) {
          if (event.type === "start") {
            provider = event.provider;
            model = event.model;
            queue.push({ event: "meta", data: { conversationId, provider, model } });
          } else if (event.type === "token") {
            text += event.text;
            queue.push({ event: "token", data: { text: event.text } });
          } else if (event.type === "notice") {
            if (event.provider !== "offline") {
              queue.push({ event: "notice", data: { message: event.message, kind: event.kind, provider: event.provider } });
            }
          } else if (event.type === "done") {
            await finish("complete", event.text);
            queue.push({ event: "done", data: { messageId: answerId, provider: event.provider } });
          } else {
            await finish("error", event.text);
            queue.push({ event: "error", data: { code: "provider_failed", message: event.message } });
          }
        }
        if (!finished) {
          await finish("error", text);
          queue.push({ event: "error", data: { code: "internal_error", message: SIMPLIFIED } });
        }
      } catch (err) {
        logger.error({ err }, "falha ao gerar a resposta do chat");
        if (!finished) await finish("error", text).catch((e) => logger.error({ err: e }, "falha ao salvar a resposta"));
        queue.push({ event: "error", data: { code: "internal_error", message: SIMPLIFIED } });
      } finally {
        queue.end();
      }
    })(),
  );
  return queue;
}
