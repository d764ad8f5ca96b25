import { describe, expect, it } from "vitest";
import { AsyncQueue } from "./async-queue";

describe("AsyncQueue", () => {
  it("take() gives every item waiting at once, in order", async () => {
    const queue = new AsyncQueue<number>();
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(await queue.take()).toEqual([1, 2, 3]);
    queue.push(4);
    expect(await queue.take()).toEqual([4]);
  });

  it("take() waits for the next item when none is waiting", async () => {
    const queue = new AsyncQueue<string>();
    const taken = queue.take();
    queue.push("a");
    queue.push("b");
    // Both pushed before the waiting take() ran: they come together.
    expect(await taken).toEqual(["a", "b"]);
  });

  it("take() gives undefined once ended and empty, not before the last items", async () => {
    const queue = new AsyncQueue<number>();
    queue.push(1);
    queue.end();
    expect(await queue.take()).toEqual([1]);
    expect(await queue.take()).toBeUndefined();
    const pending = new AsyncQueue<number>();
    const waiting = pending.take();
    pending.end();
    expect(await waiting).toBeUndefined();
  });

  it("iterates item by item until the end", async () => {
    const queue = new AsyncQueue<number>();
    const seen: number[] = [];
    const reading = (async () => {
      for await (const item of queue) seen.push(item);
    })();
    queue.push(1);
    queue.push(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    queue.push(3);
    queue.end();
    await reading;
    expect(seen).toEqual([1, 2, 3]);
  });
});
