/**
 * A one-producer, one-consumer queue. The AI answer is produced by a task that does not depend
 * on the HTTP response: if the browser goes away, the producer keeps going (and saves the
 * answer) while nobody reads.
 */
export class AsyncQueue<T> implements AsyncIterable<T> {
  private items: T[] = [];
  private ended = false;
  private wake: (() => void) | undefined;

  push(item: T): void {
    this.items.push(item);
    this.wake?.();
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  /**
   * Every item waiting (at least one, waiting for it if needed), or `undefined` once the queue has
   * ended and is empty. A stream writes them at once: items that piled up while the socket was
   * busy cost one write, not one each.
   */
  async take(): Promise<T[] | undefined> {
    while (this.items.length === 0) {
      if (this.ended) return undefined;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
    const taken = this.items;
    this.items = [];
    return taken;
  }

  /** The items waiting now, without waiting for any (none: an empty list). */
  takeWaiting(): T[] {
    const taken = this.items;
    this.items = [];
    return taken;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (let batch = await this.take(); batch; batch = await this.take()) yield* batch;
  }
}
