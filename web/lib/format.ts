const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** "2025-06-20T12:00:00Z" or a Date → "20/06/2025" (local time zone). Invalid input → "". */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  // By hand rather than date-fns: this module is in the landing's chunk (prices), kept light.
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** 1234.56 → "R$ 1.234,56". Intl puts a no-break space after "R$"; we use a plain space. */
export function formatMoney(value: number): string {
  return money.format(value).replace(/\u00a0/g, " ");
}
