import { format } from "date-fns";

const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** "2025-06-20T12:00:00Z" or a Date → "20/06/2025" (local time zone). Invalid input → "". */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return format(date, "dd/MM/yyyy");
}

/** 1234.56 → "R$ 1.234,56". Intl puts a no-break space after "R$"; we use a plain space. */
export function formatMoney(value: number): string {
  return money.format(value).replace(/\u00a0/g, " ");
}
