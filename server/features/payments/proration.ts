/**
 * Pro rata of a plan change mid-cycle (R-PAY-11, decision 104). Integer cents only: the difference
 * between the two monthly prices, times the days left in the paid cycle over the cycle's days,
 * rounded to the nearest centavo (half up). Days are calendar days in Brasília (yyyy-MM-dd); the
 * day of the change counts as a day left, the cycle's end day (the next due date) does not.
 */

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (yyyy-MM-dd), negative when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || Number.isNaN(a) || Number.isNaN(b)) {
    throw new RangeError(`data inválida: ${from} / ${to}`);
  }
  return Math.round((b - a) / DAY_MS);
}

export interface ProrationInput {
  /** The monthly price paid for the current cycle, in cents. */
  fromCents: number;
  /** The new plan's monthly price, in cents. */
  toCents: number;
  /** The first day of the paid cycle (the last paid charge's due date), yyyy-MM-dd. */
  cycleStart: string;
  /** The day the next cycle starts (the next due date), yyyy-MM-dd. */
  cycleEnd: string;
  /** The day of the change, yyyy-MM-dd (Brasília). */
  today: string;
}

export interface Proration {
  daysInCycle: number;
  /** Days from today (included) to the cycle's end (excluded), within 0 … daysInCycle. */
  daysLeft: number;
  /** What the upgrade costs now: 0 for a downgrade (it waits for the next cycle). */
  amountCents: number;
}

/**
 * The difference for the days left (R-PAY-11). Example: R$ 99,00 → R$ 199,00 on day 10 of a 30-day
 * cycle (01/11 to 01/12, today 10/11): 21 days left, 10.000 × 21 / 30 = 7.000 → R$ 70,00.
 */
export function prorate({ fromCents, toCents, cycleStart, cycleEnd, today }: ProrationInput): Proration {
  for (const cents of [fromCents, toCents]) {
    if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`valor em centavos inválido: ${cents}`);
  }
  const daysInCycle = daysBetween(cycleStart, cycleEnd);
  if (daysInCycle <= 0) throw new RangeError(`ciclo vazio: ${cycleStart} a ${cycleEnd}`);
  const daysLeft = Math.min(daysInCycle, Math.max(0, daysBetween(today, cycleEnd)));
  const difference = toCents - fromCents;
  if (difference <= 0) return { daysInCycle, daysLeft, amountCents: 0 };
  // Half up in integers: floor((2·d·n + D) / (2·D)) = round(d·n / D) without floating point.
  const amountCents = Math.floor((2 * difference * daysLeft + daysInCycle) / (2 * daysInCycle));
  return { daysInCycle, daysLeft, amountCents };
}
