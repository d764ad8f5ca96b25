const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** "2025-06-20T12:00:00Z" or a Date → "20/06/2025" (local time zone). Invalid input → "". */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  // By hand rather than date-fns: this module is in the landing's chunk (prices), kept light.
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * A message's time stamp: "14:05" today, "20/06/2025 14:05" on another day (local time zone).
 * `now` is for tests.
 */
export function formatTimestamp(value: Date | string, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return formatDate(date) === formatDate(now) ? time : `${formatDate(date)} ${time}`;
}

/** 1234.56 → "R$ 1.234,56". Intl puts a no-break space after "R$"; we use a plain space. */
export function formatMoney(value: number): string {
  return money.format(value).replace(/\u00a0/g, " ");
}
