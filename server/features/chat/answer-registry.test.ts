import { describe, expect, it } from "vitest";
import { LocalSignalBus } from "#server/signals/bus";
import { AnswerRegistry } from "./answer-registry";

/** A registry whose database is a set of "streaming" answer ids. */
function setup(options: { remoteWaitMs?: number; shutdown?: AbortSignal } = {}) {
  const streaming = new Set<string>();
  const interrupted: string[] = [];
  const registry = new AnswerRegistry({
    signals: new LocalSignalBus(),
    isStreaming: async (id) => streaming.has(id),
    interrupt: async (id) => {
      streaming.delete(id);
      interrupted.push(id);
    },
    ...options,
  });
  return { registry, streaming, interrupted };
}

describe("AnswerRegistry", () => {
  it("ends itself an answer left streaming that no process stops in time (its process died)", async () => {
    const { registry, streaming, interrupted } = setup({ remoteWaitMs: 200 });
    streaming.add("orfa");
    await registry.stop("orfa");
    expect(interrupted).toEqual(["orfa"]);
  });

  it("stops at once, touching nothing, an answer already finished", async () => {
    const { registry, interrupted } = setup({ remoteWaitMs: 60_000 });
    await registry.stop("terminada");
    expect(interrupted).toEqual([]);
  });

  it("stops every answer it is generating when the process shuts down", async () => {
    const shutdown = new AbortController();
    const { registry } = setup({ shutdown: shutdown.signal });
    const answers = [new AbortController(), new AbortController()];
    answers.forEach((controller, i) => registry.add(`r${i}`, controller, new Promise(() => {}), "conversa"));
    expect(answers.some((c) => c.signal.aborted)).toBe(false);
    shutdown.abort();
    expect(answers.every((c) => c.signal.aborted)).toBe(true);
  });

  it("a signal from another process stops the answer here; one for another answer does not", async () => {
    const signals = new LocalSignalBus();
    const here = new AnswerRegistry({ signals, isStreaming: async () => true, interrupt: async () => {} });
    const mine = new AbortController();
    const other = new AbortController();
    here.add("minha", mine, new Promise(() => {}), "c1");
    here.add("outra", other, new Promise(() => {}), "c2");
    await signals.publish("prancheta_chat_stop", "answer:minha");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mine.signal.aborted).toBe(true);
    expect(other.signal.aborted).toBe(false);
    await signals.publish("prancheta_chat_stop", "conversation:c2");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(other.signal.aborted).toBe(true);
  });
});
