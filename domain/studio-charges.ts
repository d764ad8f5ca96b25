import { formatMoney } from "./budget";

/**
 * The studio's charges to its clients (decision 100, R-PAY-5 … R-PAY-9): the words, the limits,
 * the CSV and the WhatsApp text both sides use. Amounts are integer cents.
 */

export const STUDIO_CHARGE_METHODS = ["pix", "boleto", "link"] as const;
export type StudioChargeMethod = (typeof STUDIO_CHARGE_METHODS)[number];
export const STUDIO_CHARGE_METHOD_LABELS: Record<StudioChargeMethod, string> = { pix: "Pix", boleto: "Boleto", link: "Link de pagamento" };

export const STUDIO_CHARGE_STATUSES = ["pendente", "vencida", "cancelada", "paga", "estornada"] as const;
export type StudioChargeStatus = (typeof STUDIO_CHARGE_STATUSES)[number];
export const STUDIO_CHARGE_STATUS_LABELS: Record<StudioChargeStatus, string> = {
  pendente: "Pendente",
  vencida: "Vencida",
  cancelada: "Cancelada",
  paga: "Paga",
  estornada: "Estornada",
};

/**
 * The fine's ceiling: 2% of the amount (Código de Defesa do Consumidor, Lei 8.078/1990, art. 52
 * § 1º, wording of Lei 9.298/1996), since an architect's client is usually a consumer.
 */
export const MAX_FINE_BPS = 200;
/** Interest a month: up to 1% — our ceiling, the figure usual in service contracts (decision 100). */
export const MAX_INTEREST_BPS = 100;

/**
 * ISS's ceiling: 5% (Lei Complementar 116/2003, art. 8º, II). The floor of 2% (art. 8º-A) binds the
 * city, not the studio, and a city may exempt, so 0 is accepted (R-PAY-12).
 */
export const MAX_ISS_BPS = 500;

/**
 * A studio's NFS-e for a received fee (R-PAY-12), in the gateway's order: asked, in progress,
 * issued; a refunded fee's is cancelled, through the city hall (decision 113, revised 2026-12-05).
 */
export const STUDIO_NFSE_STATUSES = ["agendada", "processando", "emitida", "erro", "cancelando", "cancelada"] as const;
export type StudioNfseStatus = (typeof STUDIO_NFSE_STATUSES)[number];
export const STUDIO_NFSE_STATUS_LABELS: Record<StudioNfseStatus, string> = {
  agendada: "Nota fiscal agendada",
  processando: "Nota fiscal em emissão na prefeitura",
  emitida: "Nota fiscal emitida",
  erro: "Nota fiscal com erro",
  cancelando: "Cancelamento da nota fiscal em andamento na prefeitura",
  cancelada: "Nota fiscal cancelada",
};

/** Reminders (R-PAY-9): days before the due date, and after it while unpaid. */
export const REMINDER_DAYS_BEFORE = 3;
export const REMINDER_DAYS_AFTER = 1;

/** yyyy-MM-dd → dd/MM/yyyy. */
export function dateBr(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

/** 123456 → "1234,56" (the CSV's amounts: no thousands mark, comma decimals). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

function csvCell(value: string): string {
  // Formulas are not run when opened in a spreadsheet (a cell starting with = + - @ is quoted text).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface CashRow {
  projectName: string;
  clientName: string | null;
  description: string;
  method: StudioChargeMethod;
  dueDate: string;
  amountCents: number;
  status: StudioChargeStatus;
  paidAt: string | null;
}

export const CASH_CSV_HEADER = ["Projeto", "Cliente", "Descrição", "Forma", "Vencimento", "Valor (R$)", "Situação", "Pago em"] as const;

/** The cash view as CSV (R-PAY-8): pt-BR headers, `;`, amounts 1234,56, dates dd/MM/yyyy, CRLF, a BOM for Excel. */
export function cashCsv(rows: readonly CashRow[]): string {
  const lines = [CASH_CSV_HEADER.join(";")];
  for (const r of rows) {
    lines.push(
      [
        r.projectName,
        r.clientName ?? "",
        r.description,
        STUDIO_CHARGE_METHOD_LABELS[r.method],
        dateBr(r.dueDate),
        csvAmount(r.amountCents),
        STUDIO_CHARGE_STATUS_LABELS[r.status],
        r.paidAt ? dateBr(r.paidAt) : "",
      ]
        .map(csvCell)
        .join(";"),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The text the studio copies to WhatsApp (R-PAY-9). */
export function chargeWhatsappText(c: { clientName: string | null; studioName: string; description: string; amountCents: number; dueDate: string; status: StudioChargeStatus; invoiceUrl: string | null }): string {
  const hello = c.clientName ? `Olá, ${c.clientName.split(" ")[0]}!` : "Olá!";
  const when = c.status === "vencida" ? `venceu em ${dateBr(c.dueDate)}` : `vence em ${dateBr(c.dueDate)}`;
  const link = c.invoiceUrl ? ` Para pagar, use este link: ${c.invoiceUrl}` : "";
  return `${hello} Escrevo em nome de ${c.studioName}. A cobrança "${c.description}", de ${formatMoney(c.amountCents)}, ${when}.${link} Qualquer dúvida, estamos à disposição.`;
}
