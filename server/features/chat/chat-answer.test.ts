import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import type { ChatStreamEvent } from "#domain/chat.schema";
import type { ChainEvent } from "#server/ai/chain";
import type { Db } from "#server/db/client";
import { BackgroundTasks } from "#server/lib/background";
import { createLogger } from "#server/lib/logger";
import { LocalSignalBus } from "#server/signals/bus";
import { AnswerRegistry } from "./answer-registry";
import { produceAnswer } from "./chat-answer";

/** A database whose every write fails with `err` (only finishAnswer's update is reached). */
const failingDb = (err: Error) => ({ update: () => ({ set: () => ({ where: () => ({ prepare: () => ({ execute: () => Promise.reject(err) }) }) }) }) }) as unknown as Db;

async function eventsWhenTheSaveFails(err: Error): Promise<ChatStreamEvent[]> {
  async function* run(): AsyncGenerator<ChainEvent> {
    yield { type: "start", provider: "primary", model: "gpt-3.5-turbo" } as ChainEvent;
    yield { type: "token", text: "Olá" } as ChainEvent;
    yield { type: "done", provider: "primary", text: "Olá" } as ChainEvent;
  }
  const queue = produceAnswer({
    db: failingDb(err),
    logger: createLogger("silent"),
    tasks: new BackgroundTasks(),
    registry: new AnswerRegistry({ signals: new LocalSignalBus(), isStreaming: async () => false, interrupt: async () => {} }),
    exchange: { conversationId: "c", userMessageId: "q", answerId: "a" },
    run,
  });
  const events: ChatStreamEvent[] = [];
  for await (const event of queue) events.push(event);
  return events;
}

describe("produceAnswer when the answer cannot be stored", () => {
  it("says the database is down (PostgreSQL restarting), not that answers are simplified", async () => {
    const down = new DrizzleQueryError("update message", [], Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    expect((await eventsWhenTheSaveFails(down)).at(-1)).toEqual({
      event: "error",
      data: { code: "unavailable", message: "O banco de dados não responde. Tente novamente em instantes." },
    });
  });

  it("any other failure keeps the generic message", async () => {
    expect((await eventsWhenTheSaveFails(new Error("boom"))).at(-1)).toMatchObject({ event: "error", data: { code: "internal_error" } });
  });
});
