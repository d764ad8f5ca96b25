import { GatewayError, type Invoice, type PaymentGateway } from "./gateway";

/**
 * Cancelling a refunded charge's NFS-e, one invoice at a time (decisions 096 and 113, revised
 * 2026-12-05), shared by Prancheta's own invoices and the studios': the same steps against the
 * gateway, each caller keeping the outcome in its own table and telling its own people.
 *
 * - Cancelled already, or never issued (`error`): nothing stands at the city hall.
 * - Still with the city hall (being issued, or being cancelled): read again later; an invoice is
 *   not cancelled while the city hall is still issuing it.
 * - Scheduled or issued: the gateway is asked to cancel it with the city hall too; a scheduled one
 *   is cancelled at once, an issued one waits for the city hall's answer.
 * - The city hall refused the cancellation: a refusal when it answers the request we sent
 *   (`asked`), asked again when it is from an earlier round (the people asked again).
 * - The gateway refused (a 4xx: a city that does not cancel through it, a deadline): a refusal
 *   with its words. The gateway away (no answer, 5xx, 429) is thrown, for the job runner to retry.
 */

export type InvoiceStep = { kind: "done" } | { kind: "waiting" } | { kind: "refused"; reason: string };

const numbered = (number: string | null) => (number ? ` nº ${number}` : "");

function denied(invoice: Invoice): InvoiceStep {
  return { kind: "refused", reason: `A prefeitura recusou o cancelamento da nota fiscal${numbered(invoice.number)}${invoice.error ? `: ${invoice.error}` : "."}`.slice(0, 1000) };
}

/** The gateway's refusal in our words, then its own (Asaas answers in Portuguese). */
function refusal(error: GatewayError, invoice: Invoice): InvoiceStep {
  const said = error.details.map((d) => d.description.trim()).filter(Boolean).join(" ");
  const ours = `O Asaas não cancelou a nota fiscal${numbered(invoice.number)}.`;
  return { kind: "refused", reason: (said ? `${ours} O Asaas respondeu: ${said}` : ours).slice(0, 1000) };
}

export async function cancelOneInvoice(gateway: PaymentGateway, invoice: Invoice, asked: boolean): Promise<InvoiceStep> {
  switch (invoice.status) {
    case "cancelled":
    case "error":
      return { kind: "done" };
    case "processing":
    case "cancelling":
      return { kind: "waiting" };
    case "cancellation_denied":
      if (asked) return denied(invoice);
      break;
    case "scheduled":
    case "authorized":
      break;
  }
  let answer: Invoice;
  try {
    answer = await gateway.cancelInvoice(invoice.id);
  } catch (error) {
    if (!(error instanceof GatewayError) || error.kind === "unavailable" || error.kind === "rate_limited") throw error;
    return refusal(error, invoice);
  }
  if (answer.status === "cancelled") return { kind: "done" };
  if (answer.status === "cancellation_denied") return denied(answer);
  return { kind: "waiting" };
}

/** Every invoice of a charge at the gateway: those it lists and the one we stored, if it lists it not. */
export async function invoicesOfCharge(gateway: PaymentGateway, chargeId: string, storedId: string | null): Promise<Invoice[]> {
  const invoices = await gateway.chargeInvoices(chargeId);
  if (storedId && !invoices.some((i) => i.id === storedId)) {
    try {
      invoices.push(await gateway.getInvoice(storedId));
    } catch (error) {
      // Removed at the gateway: nothing of it stands there to cancel.
      if (!(error instanceof GatewayError && error.kind === "not_found")) throw error;
    }
  }
  return invoices;
}

export type CancellationOutcome = { outcome: "waiting" | "cancelled" } | { outcome: "refused"; reason: string };

/**
 * Cancels every live invoice of a charge; refused if any is refused (the others still asked),
 * waiting if any is still with the city hall, else cancelled.
 */
export async function cancelChargeInvoices(gateway: PaymentGateway, invoices: Invoice[], asked: boolean): Promise<CancellationOutcome> {
  const steps: InvoiceStep[] = [];
  for (const invoice of invoices) steps.push(await cancelOneInvoice(gateway, invoice, asked));
  const refused = steps.flatMap((s) => (s.kind === "refused" ? [s.reason] : []));
  if (refused.length > 0) return { outcome: "refused", reason: refused.join(" ").slice(0, 1000) };
  return { outcome: steps.some((s) => s.kind === "waiting") ? "waiting" : "cancelled" };
}
