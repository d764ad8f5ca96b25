/**
 * Providers that just failed are skipped for a while, so that with every provider down an
 * answer comes from the offline base at once instead of after 30 s + 4 × 20 s of timeouts.
 * Each process keeps the deadlines in memory (the chain asks on every request, so no query),
 * and tells the others through `onChange` (the engine sends it as a signal through the
 * database), so that a provider found down by one process is skipped by all of them.
 */
export class Cooldown {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly ms: number,
    private readonly now: () => number = Date.now,
    /** A deadline set (epoch ms) or cleared (null) here: for the other processes. */
    private readonly onChange: (id: string, until: number | null) => void = () => {},
  ) {}

  isCooling(id: string): boolean {
    const until = this.until.get(id);
    // An expired entry stays until a success clears it: see refresh().
    return until !== undefined && this.now() < until;
  }

  trip(id: string): void {
    if (this.ms <= 0) return;
    const until = this.now() + this.ms;
    this.until.set(id, until);
    this.onChange(id, until);
  }

  /** Restarts the cooldown of a provider that failed, unless a success has cleared it meanwhile. */
  refresh(id: string): void {
    if (this.until.has(id)) this.trip(id);
  }

  clear(id: string): void {
    // Only a change is told: every success clears, and most find nothing to clear.
    if (this.until.delete(id)) this.onChange(id, null);
  }

  /** What another process found: applied here without telling anyone again. */
  apply(id: string, until: number | null): void {
    if (until === null) this.until.delete(id);
    else if (until > (this.until.get(id) ?? 0)) this.until.set(id, until);
  }
}
