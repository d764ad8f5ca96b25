import { CYCLE_MONTHS, type BillingCycle } from "#domain/plan-prices";

/** Calendar days of the subscription in Brasília (decision 096): due dates, paid periods, pro rata. */

/** yyyy-MM-dd plus `months`, clamped to the month's last day (31/01 + 1 → 28/02). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** yyyy-MM-dd plus `count` cycles (negative: back), as Asaas moves a subscription's due date (decision 116). */
export function addCycle(date: string, cycle: BillingCycle, count = 1): string {
  return addMonths(date, CYCLE_MONTHS[cycle] * count);
}

/** The start of a day in Brasília (UTC−3 all year since 2019). */
export function brasiliaMidnight(date: string): Date {
  return new Date(`${date}T00:00:00-03:00`);
}

/** yyyy-MM-dd in Brasília's calendar. */
export function dayInBrazil(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
