import { and, eq } from "drizzle-orm";
import { dayBR } from "#domain/days";
import { planOrDefault } from "#domain/plans";
import { isOwner } from "#domain/studios";
import type { Db, Tx } from "#server/db/client";
import { billingCharge, planCheckout, studioMember } from "#server/db/schema";
import type { JobHandlers } from "#server/jobs/runner";
import { scheduleJob } from "#server/jobs/schedule";
import { notify } from "#server/notifications/notify";
import type { Invoice, InvoiceSettings } from "#server/payments/gateway";
import { cancelChargeInvoices, invoicesOfCharge } from "#server/payments/invoice-cancellation";
import type { PaymentJobDeps } from "./lifecycle";

/**
 * The NFS-e of each paid subscription charge (decision 096, R-PAY-4), asked of the gateway when
 * PAYMENTS_NFSE_* is set. The city hall answers in minutes to hours, so the job asks, then reads
 * the invoice again every hour until it is authorized (or refused), for at most three days. The
 * billing page shows the number and the PDF once authorized, and nothing it does not have.
 *
 * A refunded charge's invoice is cancelled (decision 096, revised 2026-12-05): the change that
 * makes the charge refunded — the webhook's job or the reconciliation — schedules
 * `cancelar-nota-fiscal` in its own transaction; the job asks the gateway to cancel every live
 * invoice of the charge (server/payments/invoice-cancellation.ts: one still scheduled is cancelled
 * at once; an issued one goes through the city hall, read every hour until it answers, at most
 * three days) and records the invoice `cancelled`, or `error` with a pt-BR reason when the gateway
 * or the city hall refuses, telling the studio's owners and the team's log.
 */

export const INVOICE_JOB = "emitir-nota-fiscal";
export const INVOICE_CANCEL_JOB = "cancelar-nota-fiscal";
const POLL_MS = 60 * 60_000;
const MAX_POLLS = 72;
const CANCEL_JOB_ATTEMPTS = 8;

export const invoiceJobKey = (gateway: string, chargeId: string) => `nota-fiscal:${gateway}:${chargeId}`;
export const invoiceCancelJobKey = (gateway: string, chargeId: string) => `cancelar-nota-fiscal:${gateway}:${chargeId}`;

/**
 * Scheduled with the change that made the charge paid (the webhook's job or the reconciliation);
 * `effectiveDate` (yyyy-MM-dd in Brasília) is the invoice's issue date: the day it was paid.
 */
export function invoiceJob(gateway: string, chargeId: string, effectiveDate: string, runAt: Date, polls = 0) {
  return { kind: INVOICE_JOB, key: invoiceJobKey(gateway, chargeId), runAt, payload: { gateway, chargeId, effectiveDate, polls } };
}

/**
 * One job per charge (its key): the refund's job and the reconciliation schedule the same one.
 * `asked`: the gateway was already asked to cancel (the reads that follow).
 */
export function invoiceCancelJob(gateway: string, chargeId: string, runAt: Date, polls = 0, asked = false) {
  return { kind: INVOICE_CANCEL_JOB, key: invoiceCancelJobKey(gateway, chargeId), runAt, payload: { gateway, chargeId, polls, asked }, maxAttempts: CANCEL_JOB_ATTEMPTS };
}

/**
 * Called in the transaction that made a charge refunded: its invoice, if it has or may have one
 * (NFS-e on, or one already asked), is to be cancelled. Once per charge: a refund told again finds
 * the charge already refunded and does not call this.
 */
export async function scheduleInvoiceCancellation(tx: Db | Tx, deps: Pick<PaymentJobDeps, "invoices">, gatewayName: string, chargeId: string, now: Date): Promise<void> {
  const [row] = await tx
    .select({ invoiceStatus: billingCharge.invoiceStatus })
    .from(billingCharge)
    .where(and(eq(billingCharge.gateway, gatewayName), eq(billingCharge.gatewayChargeId, chargeId)));
  if (!row || row.invoiceStatus === "cancelled") return;
  if (row.invoiceStatus === null && !deps.invoices) return;
  await scheduleJob(tx, invoiceCancelJob(gatewayName, chargeId, now));
}

/** What the billing charge keeps of an invoice the gateway answered about an issue. */
function issuedColumns(invoice: Invoice) {
  switch (invoice.status) {
    case "scheduled":
    case "processing":
    case "authorized":
    case "error":
    case "cancelled":
      return { invoiceStatus: invoice.status, invoiceError: invoice.status === "error" ? `A prefeitura recusou a nota fiscal${invoice.error ? `: ${invoice.error}` : "."}`.slice(0, 1000) : null };
    case "cancelling":
      return { invoiceStatus: "cancelling" as const, invoiceError: null };
    case "cancellation_denied":
      return { invoiceStatus: "authorized" as const, invoiceError: null };
  }
}

async function issue(deps: PaymentJobDeps & { invoices: InvoiceSettings }, gatewayName: string, chargeId: string, effectiveDate: string, now: Date): Promise<Invoice | null> {
  const { db, gateway } = deps;
  if (!gateway || gateway.name !== gatewayName) return null;
  const [row] = await db
    .select({ charge: billingCharge, plan: planCheckout.plan })
    .from(billingCharge)
    .innerJoin(planCheckout, eq(planCheckout.id, billingCharge.checkoutId))
    .where(and(eq(billingCharge.gateway, gatewayName), eq(billingCharge.gatewayChargeId, chargeId)));
  if (!row || row.charge.status !== "paid") return null;
  if (row.charge.invoiceStatus === "authorized" || row.charge.invoiceStatus === "cancelled" || row.charge.invoiceStatus === "cancelling") return null;
  let invoice: Invoice;
  if (row.charge.invoiceId) {
    invoice = await gateway.getInvoice(row.charge.invoiceId);
  } else {
    // A retry after a crash between asking and storing finds the first one instead of a second.
    const existing = (await gateway.chargeInvoices(chargeId)).find((i) => i.status !== "cancelled" && i.status !== "cancelling" && i.status !== "error");
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
  const where = and(eq(billingCharge.gateway, gatewayName), eq(billingCharge.gatewayChargeId, chargeId));
  await db
    .update(billingCharge)
    .set({ invoiceId: invoice.id, ...issuedColumns(invoice), invoiceNumber: invoice.number, invoiceUrl: invoice.status === "authorized" || invoice.status === "cancellation_denied" ? invoice.pdfUrl : null })
    .where(where);
  // Refunded while the invoice was being asked: the cancellation, which may have found nothing yet, goes again.
  const [after] = await db.select({ status: billingCharge.status }).from(billingCharge).where(where);
  if (after?.status === "refunded") {
    await scheduleJob(db, invoiceCancelJob(gatewayName, chargeId, now));
    return null;
  }
  return invoice;
}

/** Where a refunded charge's invoice stands after one run of the cancellation job. */
export type InvoiceCancelOutcome = "pendente" | "cancelada" | "erro" | "nada";

export const INVOICE_CANCEL_NO_ANSWER = "A prefeitura não respondeu ao pedido de cancelamento da nota fiscal em 3 dias.";
export const INVOICE_CANCEL_ASAAS_AWAY = "A Prancheta não conseguiu falar com o Asaas para cancelar a nota fiscal depois de várias tentativas.";

const numbered = (number: string | null) => (number ? ` nº ${number}` : "");

async function markCancelError(db: Db, gatewayName: string, chargeId: string, reason: string): Promise<InvoiceCancelOutcome> {
  await db
    .update(billingCharge)
    .set({ invoiceStatus: "error", invoiceError: reason.slice(0, 1000) })
    .where(and(eq(billingCharge.gateway, gatewayName), eq(billingCharge.gatewayChargeId, chargeId)));
  return "erro";
}

/**
 * Asks the gateway to cancel every live invoice of a refunded charge — the stored one and any a
 * crash left unstored — and records where they stand. The caller (the job) reads again later while
 * it is "pendente" (`asked`: our request was sent). Idempotent: a charge whose invoice is
 * cancelled, or that is not refunded, is left as it is.
 */
export async function cancelRefundedInvoice(deps: Pick<PaymentJobDeps, "db" | "gateway">, gatewayName: string, chargeId: string, asked = false): Promise<InvoiceCancelOutcome> {
  const { db, gateway } = deps;
  if (!gateway || gateway.name !== gatewayName) return "nada";
  const where = and(eq(billingCharge.gateway, gatewayName), eq(billingCharge.gatewayChargeId, chargeId));
  const [row] = await db.select().from(billingCharge).where(where);
  if (!row || row.status !== "refunded" || row.invoiceStatus === "cancelled") return "nada";
  const invoices = await invoicesOfCharge(gateway, chargeId, row.invoiceId);
  if (invoices.length === 0 && row.invoiceStatus === null) return "nada";
  const result = await cancelChargeInvoices(gateway, invoices, asked);
  if (result.outcome === "refused") return markCancelError(db, gatewayName, chargeId, result.reason);
  await db
    .update(billingCharge)
    .set({ invoiceStatus: result.outcome === "cancelled" ? "cancelled" : "cancelling", invoiceError: null })
    .where(where);
  return result.outcome === "cancelled" ? "cancelada" : "pendente";
}

/** The studio's owners are told the invoice of their refunded charge still stands; the team reads it in the log. */
async function tellCancelError(deps: PaymentJobDeps, gatewayName: string, chargeId: string): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(billingCharge).where(and(eq(billingCharge.gateway, gatewayName), eq(billingCharge.gatewayChargeId, chargeId)));
  if (!row || row.invoiceStatus !== "error") return;
  deps.logger.error({ gateway: gatewayName, chargeId, invoiceId: row.invoiceId, reason: row.invoiceError }, "nota fiscal de cobrança estornada não foi cancelada");
  const members = await db.select({ userId: studioMember.userId, role: studioMember.role }).from(studioMember).where(eq(studioMember.studioId, row.studioId));
  for (const m of members.filter((m) => isOwner(m.role))) {
    await notify(
      { db, mailer: deps.mailer, baseUrl: deps.baseUrl },
      {
        studioId: row.studioId,
        userId: m.userId,
        kind: "cobranca",
        title: `Nota fiscal${numbered(row.invoiceNumber)} não cancelada`,
        body: `${row.invoiceError ?? "A nota fiscal da cobrança estornada não foi cancelada."} A equipe da Prancheta foi avisada e vai cancelá-la junto à prefeitura; a cobrança continua estornada.`,
        link: "/dashboard/configuracoes/assinatura",
        key: `nota-fiscal-nao-cancelada:${chargeId}:${m.userId}`,
      },
    );
  }
}

export function invoiceJobs(deps: PaymentJobDeps): JobHandlers {
  return {
    async [INVOICE_JOB]({ job, now }) {
      const { gateway, chargeId, effectiveDate, polls } = job.payload as { gateway?: unknown; chargeId?: unknown; effectiveDate?: unknown; polls?: unknown };
      if (!deps.invoices || typeof gateway !== "string" || typeof chargeId !== "string" || typeof effectiveDate !== "string") return;
      const invoice = await issue({ ...deps, invoices: deps.invoices }, gateway, chargeId, effectiveDate, now);
      const count = typeof polls === "number" ? polls : 0;
      if (invoice && (invoice.status === "scheduled" || invoice.status === "processing") && count < MAX_POLLS) {
        await scheduleJob(deps.db, invoiceJob(gateway, chargeId, effectiveDate, new Date(now.getTime() + POLL_MS), count + 1));
      }
    },
    async [INVOICE_CANCEL_JOB]({ job, now }) {
      const { gateway, chargeId, polls, asked } = job.payload as { gateway?: unknown; chargeId?: unknown; polls?: unknown; asked?: unknown };
      if (typeof gateway !== "string" || typeof chargeId !== "string") return;
      const count = typeof polls === "number" ? polls : 0;
      let outcome: InvoiceCancelOutcome;
      try {
        outcome = await cancelRefundedInvoice(deps, gateway, chargeId, asked === true);
      } catch (error) {
        // Asaas away: the runner tries again, but its last attempt marks the invoice rather than leave it standing unsaid.
        if (job.attempts < job.maxAttempts) throw error;
        deps.logger.warn({ err: error, chargeId }, "cancelamento de nota fiscal: o Asaas não respondeu em nenhuma tentativa");
        outcome = await markCancelError(deps.db, gateway, chargeId, INVOICE_CANCEL_ASAAS_AWAY);
      }
      if (outcome === "pendente") {
        if (count < MAX_POLLS) {
          await scheduleJob(deps.db, invoiceCancelJob(gateway, chargeId, new Date(now.getTime() + POLL_MS), count + 1, true));
          return;
        }
        outcome = await markCancelError(deps.db, gateway, chargeId, INVOICE_CANCEL_NO_ANSWER);
      }
      if (outcome === "erro") await tellCancelError(deps, gateway, chargeId);
    },
  };
}
