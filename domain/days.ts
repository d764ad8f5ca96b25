/**
 * Calendar days as the API carries them ("aaaa-mm-dd"), with no time zone involved: the one place
 * for showing one in pt-BR and counting days between them. Dates in the project are these strings,
 * Intl for names in pt-BR, and the platform's Date: no date library (decision 084).
 */

/** "2026-03-31" → "31/03/2026"; anything else comes back as it was. */
export function dayBR(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDay;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The calendar day a Date falls on where the code runs (the browser's zone): 26/11/2026 23:30 → "2026-11-26". */
export function localDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "2026-11-26" → that day's local midnight, as a date picker marks days. */
export function localDate(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The first and the last day of the day's month: "2026-02-14" → ["2026-02-01", "2026-02-28"]. */
export function monthOf(day: string): [first: string, last: string] {
  const [y, m] = day.split("-").map(Number) as [number, number, number];
  return [`${day.slice(0, 7)}-01`, new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)];
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

/**
 * The dates of an event repeated every `months` months from `start` (start included) that fall
 * in [from, to]: the day of the month kept, clamped to the month's end (31/01 → 28/02 → 31/03),
 * always counted from `start` so the 31st comes back. At most 1 200 steps.
 */
export function monthlyOccurrences(start: string, months: number, from: string, to: string): string[] {
  const [y, m, d] = start.split("-").map(Number) as [number, number, number];
  const out: string[] = [];
  if (!(months >= 1) || start > to) return out;
  // Skip straight to the first step that can reach `from`.
  const [fy, fm] = from.split("-").map(Number) as [number, number, number];
  const gap = (fy - y) * 12 + (fm - m);
  const first = Math.max(0, Math.floor(gap / months) - 1);
  for (let k = first; k < first + 1200; k++) {
    const index = y * 12 + (m - 1) + k * months;
    const yy = Math.floor(index / 12);
    const mm = (index % 12) + 1;
    const last = new Date(Date.UTC(yy, mm, 0)).getUTCDate();
    const date = `${String(yy).padStart(4, "0")}-${String(mm).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
    if (date > to) break;
    if (date >= from) out.push(date);
  }
  return out;
}
