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

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      const item = this.items.shift();
      if (item !== undefined) {
        yield item;
        continue;
      }
      if (this.ended) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
  }
}
