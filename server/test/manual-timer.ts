import type { Timer } from "#lib/ai-client/http";

/**
 * A virtual clock for the providers' time limits (their `timer` option): nothing fires until
 * the test calls `advance`, so a timeout test decides when the deadline passes instead of
 * racing a real timer against a real socket on a busy machine.
 */
export class ManualTimer implements Timer {
  /** Virtual milliseconds since the clock was created. */
  now = 0;
  /** Deadlines started (an attempt's first arm plus every re-arm). */
  started = 0;
  /** Deadlines that ran out. */
  fired = 0;
  private readonly deadlines = new Set<{ at: number; fn: () => void }>();

  start(fn: () => void, ms: number): () => void {
    const deadline = { at: this.now + ms, fn };
    this.deadlines.add(deadline);
    this.started++;
    return () => {
      this.deadlines.delete(deadline);
    };
  }

  /** Deadlines started and neither cancelled nor fired. */
  get pending(): number {
    return this.deadlines.size;
  }

  /** Moves the clock forward, firing (in order) every deadline reached on the way. */
  advance(ms: number): void {
    const target = this.now + ms;
    for (;;) {
      let next: { at: number; fn: () => void } | undefined;
      for (const d of this.deadlines) if (d.at <= target && (!next || d.at < next.at)) next = d;
      if (!next) break;
      this.deadlines.delete(next);
      this.now = Math.max(this.now, next.at);
      this.fired++;
      next.fn();
    }
    this.now = target;
  }
}

/**
 * Waits (in real time) until `check` holds: for the fake provider to have received a request
 * before a test moves the virtual clock. The limit is generous: a busy machine makes this
 * slower, never wrong.
 */
export async function until(check: () => boolean, what = "a condição esperada", limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`esperou ${limitMs} ms por ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
