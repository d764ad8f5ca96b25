import { and, eq } from "drizzle-orm";
import { dayBR } from "#domain/days";
import { planOrDefault } from "#domain/plans";
import { billingCharge, planCheckout } from "#server/db/schema";
import type { JobHandlers } from "#server/jobs/runner";
import { scheduleJob } from "#server/jobs/schedule";
import type { Invoice, InvoiceSettings } from "#server/payments/gateway";
import type { PaymentJobDeps } from "./lifecycle";

/**
 * The NFS-e of each paid subscription charge (decision 096, R-PAY-4), asked of the gateway when
 * PAYMENTS_NFSE_* is set. The city hall answers in minutes to hours, so the job asks, then reads
 * the invoice again every hour until it is authorized (or refused), for at most three days. The
 * billing page shows the number and the PDF once authorized, and nothing it does not have.
 */

export const INVOICE_JOB = "emitir-nota-fiscal";
const POLL_MS = 60 * 60_000;
const MAX_POLLS = 72;

export const invoiceJobKey = (gateway: string, chargeId: string) => `nota-fiscal:${gateway}:${chargeId}`;

/**
 * Scheduled with the change that made the charge paid (the webhook's job or the reconciliation);
 * `effectiveDate` (yyyy-MM-dd in Brasília) is the invoice's issue date: the day it was paid.
 */
export function invoiceJob(gateway: string, chargeId: string, effectiveDate: string, runAt: Date, polls = 0) {
  return { kind: INVOICE_JOB, key: invoiceJobKey(gateway, chargeId), runAt, payload: { gateway, chargeId, effectiveDate, polls } };
}

async function issue(deps: PaymentJobDeps & { invoices: InvoiceSettings }, gatewayName: string, chargeId: string, effectiveDate: string): Promise<Invoice | null> {
  const { db, gateway } = deps;
  if (!gateway || gateway.name !== gatewayName) return null;
  const [row] = await db
    .select({ charge: billingCharge, plan: planCheckout.plan })
    .from(billingCharge)
    .innerJoin(planCheckout, eq(planCheckout.id, billingCharge.checkoutId))
    .where(and(eq(billingCharge.gateway, gatewayName), eq(billingCharge.gatewayChargeId, chargeId)));
  if (!row || row.charge.status !== "paid") return null;
  if (row.charge.invoiceStatus === "authorized" || row.charge.invoiceStatus === "cancelled") return null;
  let invoice: Invoice;
  if (row.charge.invoiceId) {
    invoice = await gateway.getInvoice(row.charge.invoiceId);
  } else {
    // A retry after a crash between asking and storing finds the first one instead of a second.
    const existing = (await gateway.chargeInvoices(chargeId)).find((i) => i.status !== "cancelled" && i.status !== "error");
    invoice =
      existing ??
      (await gateway.scheduleInvoice({
        chargeId,
        amountCents: row.charge.amountCents,
        effectiveDate,
        description: `Assinatura da Prancheta — plano ${planOrDefault(row.plan).name}, mensalidade com vencimento em ${dayBR(row.charge.dueDate)}.`,
        settings: deps.invoices,
      }));
  }
  await db
    .update(billingCharge)
    .set({ invoiceId: invoice.id, invoiceStatus: invoice.status, invoiceNumber: invoice.number, invoiceUrl: invoice.status === "authorized" ? invoice.pdfUrl : null })
    .where(and(eq(billingCharge.gateway, gatewayName), eq(billingCharge.gatewayChargeId, chargeId)));
  return invoice;
}

export function invoiceJobs(deps: PaymentJobDeps): JobHandlers {
  return {
    async [INVOICE_JOB]({ job, now }) {
      const { gateway, chargeId, effectiveDate, polls } = job.payload as { gateway?: unknown; chargeId?: unknown; effectiveDate?: unknown; polls?: unknown };
      if (!deps.invoices || typeof gateway !== "string" || typeof chargeId !== "string" || typeof effectiveDate !== "string") return;
      const invoice = await issue({ ...deps, invoices: deps.invoices }, gateway, chargeId, effectiveDate);
      const count = typeof polls === "number" ? polls : 0;
      if (invoice && (invoice.status === "scheduled" || invoice.status === "processing") && count < MAX_POLLS) {
        await scheduleJob(deps.db, invoiceJob(gateway, chargeId, effectiveDate, new Date(now.getTime() + POLL_MS), count + 1));
      }
    },
  };
}
