/**
 * Providers that just failed are skipped for a while, so that with every provider down an
 * answer comes from the offline base at once instead of after 30 s + 4 × 20 s of timeouts.
 * Kept in process memory on purpose: it is an optimisation, and each process learns on its own.
 */
export class Cooldown {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly ms: number,
    private readonly now: () => number = Date.now,
  ) {}

  isCooling(id: string): boolean {
    const until = this.until.get(id);
    // An expired entry stays until a success clears it: see refresh().
    return until !== undefined && this.now() < until;
  }

  trip(id: string): void {
    if (this.ms > 0) this.until.set(id, this.now() + this.ms);
  }

  /** Restarts the cooldown of a provider that failed, unless a success has cleared it meanwhile. */
  refresh(id: string): void {
    if (this.until.has(id)) this.trip(id);
  }

  clear(id: string): void {
    this.until.delete(id);
  }
}
