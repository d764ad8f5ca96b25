import type { ChatRequest, ChatStreamEvent, RecordedExchange, RecordExchangeRequest } from "#domain/chat.schema";
import { CHAT_SYSTEM_PROMPT } from "#domain/chat";
import type { AsyncQueue } from "#server/ai/async-queue";
import type { AiEngine } from "#server/ai/engine";
import { answerOffline } from "#server/ai/offline";
import type { Db } from "#server/db/client";
import type { BackgroundTasks } from "#server/lib/background";
import { AppError } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import { userLimitKey } from "#server/lib/rate-limit";
import type { AnswerRegistry } from "./answer-registry";
import { produceAnswer } from "./chat-answer";
import { answerIsStreaming, firstTurnSteps, recordExchange, startExchange, type Exchange } from "./chat.service";
import type { StudioScope } from "#server/auth/studio-scope";

export interface AskDeps {
  db: Db;
  engine: AiEngine;
  logger: Logger;
  tasks: BackgroundTasks;
  registry: AnswerRegistry;
  /** The AI limit per user, counted with the quota in one statement (engine.prepare). */
  rateLimit: { max: number; windowSeconds: number };
}

/** An answer still being generated (by any process) cannot be redone (stop it first). */
async function assertNotRunning(db: Db, userId: string, retryOf: string | undefined) {
  if (retryOf && (await answerIsStreaming({ db, userId, id: retryOf }))) {
    throw new AppError("conflict", 409, "Esta resposta ainda está sendo gerada. Interrompa-a antes de tentar de novo.");
  }
}

/**
 * One chat question, from the quota to the answer: charge once, never leave a half-stored
 * exchange. In order: the AI rate limit is counted and the plan's quota reserved, in one
 * statement (429 or 402: nothing stored); the
 * exchange is stored (question, or a retry's removal of the old answer, and an empty answer
 * "streaming"), the reservation given back if that fails (404, 409: nothing stored, nothing
 * charged); then the chain runs as a background task that ends the stored answer complete,
 * interrupted or error and keeps the unit only for a provider's answer (see AiEngine.prepare).
 * Returns the queue of events for the stream, starting with `accepted`.
 */
export async function askChat({ scope, input, ...deps }: AskDeps & { scope: StudioScope; input: ChatRequest }): Promise<AsyncQueue<ChatStreamEvent>> {
  const { db, engine, logger, tasks, registry, rateLimit } = deps;
  // The conversation is the person's own; the generation comes from their studio's allowance.
  const userId = scope.userId;
  await assertNotRunning(db, userId, input.retryOf);
  // A new conversation's first question is stored by the quota's own statement (decision 102);
  // a follow-up or a retry takes its transaction (the conversation locked) after it.
  const first = !input.conversationId && !input.retryOf ? firstTurnSteps({ userId, text: input.message }) : undefined;
  const prepared = await engine.prepare({
    db,
    studioId: scope.studioId,
    allowOffline: input.allowOffline ?? false,
    rateLimit: { key: userLimitKey("ai", userId), ...rateLimit },
    along: first?.along,
  });
  let exchange: Exchange;
  try {
    exchange =
      first && prepared.along
        ? first.exchange
        : await startExchange({ db, userId, conversationId: input.conversationId, text: input.message, retryOf: input.retryOf });
  } catch (err) {
    await prepared.cancel();
    throw err;
  }
  const { conversationId, userMessageId, answerId, question, history } = exchange;
  // Not the request's signal: a client that disconnects does not stop the answer (it is saved
  // for when the user comes back); only the stop endpoint does, through the registry.
  return produceAnswer({
    db,
    logger,
    tasks,
    registry,
    exchange: { conversationId, userMessageId, answerId },
    run: (signal) => prepared.run({ system: CHAT_SYSTEM_PROMPT, messages: history, signal }, () => answerOffline(question)),
  });
}

/**
 * Stores a question and the answer the browser got with the user's own key (never the key), in
 * one transaction. Not charged: the user's key paid the provider.
 */
export async function recordBrowserExchange({ db, userId, input }: Pick<AskDeps, "db"> & { userId: string; input: RecordExchangeRequest }): Promise<RecordedExchange> {
  await assertNotRunning(db, userId, input.retryOf);
  return recordExchange({ db, userId, conversationId: input.conversationId, text: input.message, retryOf: input.retryOf, answer: input.answer });
}
