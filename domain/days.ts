/**
 * Calendar days as the API carries them ("aaaa-mm-dd"), with no time zone involved: the one place
 * for showing one in pt-BR and counting days between them.
 */

/** "2026-03-31" → "31/03/2026"; anything else comes back as it was. */
export function dayBR(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDay;
}

/** "2026-03-31" + 1 → "2026-04-01". */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
