/**
 * Work that outlives its HTTP request (an AI answer whose browser left). The server waits for
 * it on SIGTERM, within its forced-exit limit, so answers are saved rather than cut.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>();

  run(task: Promise<unknown>): void {
    const tracked = task.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  get size(): number {
    return this.running.size;
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
