const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** "2025-06-20T12:00:00Z" or a Date → "20/06/2025" (local time zone). Invalid input → "". */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  // By hand, as every date in the project (no date library, decision 084).
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A calendar day as the API sends it ("2025-06-20") → "20/06/2025", with no time zone shift. */
export function formatDay(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

/** 1234.5 → "1.234,5" (pt-BR grouping and decimal comma). */
export function formatNumber(value: number): string {
  return value.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
}

/**
 * A message's time stamp: "14:05" today, "20/06/2025 14:05" on another day (local time zone).
 * `now` is for tests.
 */
export function formatTimestamp(value: Date | string, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return formatDate(date) === formatDate(now) ? formatTime(date) : formatDateTime(date);
}

/** "20/06/2025 14:05" (local time zone). */
export function formatDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${formatDate(date)} ${formatTime(date)}`;
}

function formatTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 1234.56 → "R$ 1.234,56". Intl puts a no-break space after "R$"; we use a plain space. */
export function formatMoney(value: number): string {
  return money.format(value).replace(/\u00a0/g, " ");
}
