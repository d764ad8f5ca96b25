import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { StudioChargeStatus } from "#domain/studio-charges";
import type { Db } from "#server/db/client";
import { studioCharge, studioChargeEvent, studioGatewayAccount } from "#server/db/schema";
import type { JobHandlers } from "#server/jobs/runner";
import { scheduleJob } from "#server/jobs/schedule";
import type { Logger } from "#server/lib/logger";
import type { NotifyDeps } from "#server/notifications/notify";
import { GatewayError, isPaid, type Charge, type PaymentGateway } from "#server/payments/gateway";
import { tellPaidDuplicate } from "./studio-charge-duplicates";
import { accountGateway, applyStudioCharge, paymentExtras, RANK, statusOf, type ChargesDeps } from "./studio-charges.service";

/**
 * The daily reconciliation of the studios' charges with their own Asaas accounts (R-PAY-6,
 * R-PAY-7; decision 100, revised on 2026-12-05 in decision 113), as decision 096's is for
 * Prancheta's own plans. Webhooks can be lost, and a creation can die after Asaas made the charge
 * (its answer timed out): the row stays without the gateway's id, neither listed nor counted.
 * - A row without the gateway's id, once no request can still be making it (its claim ran out, 10
 *   minutes old) and for 30 days: looked up at Asaas by our id (`GET /v3/payments?externalReference=`).
 *   Found, the row adopts it (id, links, Pix code or boleto line, reminders, and its status)
 *   instead of anyone making a second one; not found, nothing was charged and the row is left.
 * - A charge still pendente or vencida, or paid in the last 90 days: read again (with every Asaas
 *   charge carrying our id); Asaas ahead of us (paid, cancelled, refunded — a refund whose webhook
 *   was lost included) is applied as its webhook would have been; a status never moves back.
 * - Ours ahead of Asaas (we hold it paga where Asaas says pending, overdue or removed; or vencida
 *   where it says pending): nothing is changed — a status never moves back (R-PAY-7) — and the
 *   difference is flagged, as decision 096's reconciliation flags Prancheta's own
 *   (`CONCILIACAO_DIVERGENTE`, outcome `flagged`, with the status we hold), once per charge and
 *   pair of statuses.
 * - Another Asaas charge with our id that the client paid (money in twice): the studio's managers
 *   are told, once per duplicate (studio-charge-duplicates.ts); it is never applied to our row.
 * Each finding is stored beside the webhook events (`studio_charge_event`, `CONCILIACAO_*`, the
 * charge's public fields only, one row per charge and status); the log carries counts only.
 */

export const STUDIO_RECONCILIATION = { kind: "conciliar-cobrancas-do-estudio", key: "conciliar-cobrancas-do-estudio" } as const;
export const STUDIO_RECONCILIATION_EVERY_MS = 24 * 60 * 60_000;
/** A row without the gateway's id is looked up only this old: a creation still in flight finishes it itself. */
export const ORPHAN_AFTER_MS = 10 * 60_000;
/** …and for this long: Asaas makes no charge a month after it was asked. */
export const ORPHAN_FOR_MS = 30 * 24 * 60 * 60_000;
/** A paid charge is read again this long after it was paid: a refund comes within weeks, not years. */
export const PAID_REREAD_MS = 90 * 24 * 60 * 60_000;

export interface StudioReconciliationReport {
  /** Rows without the gateway's id that adopted the charge Asaas had made with our id. */
  adopted: number;
  /** Rows without the gateway's id that Asaas never made: left as they are. */
  absent: number;
  /** Open charges Asaas had ahead of us (a lost webhook), applied now. */
  applied: number;
  /** Charges we hold ahead of Asaas (ours paga, Asaas pending, say): flagged, not changed. */
  flagged: number;
  /** More than one Asaas charge with one row's id: the extra ones are not ours to apply. */
  duplicates: number;
  /** Of those, the ones the client paid: the studio's managers told (once each). */
  paidDuplicates: number;
  /** Rows Asaas could not be asked about (tried again the next day). */
  failed: number;
}

type Deps = Pick<ChargesDeps, "db" | "credentialsKey" | "asaasBaseUrl"> & Pick<NotifyDeps, "mailer" | "baseUrl"> & { logger: Logger };
type Row = typeof studioCharge.$inferSelect;

/** Of the charges carrying one row's id, the one the row is: one paid first, else one not removed. */
function pick(found: Charge[]): Charge | undefined {
  return found.find((c) => isPaid(c.status) || c.status === "refund_pending" || c.status === "refunded" || c.status === "chargeback") ?? found.find((c) => c.status !== "deleted") ?? found[0];
}

type Finding = { kind: "adopted" | "applied" } | { kind: "flagged"; held: StudioChargeStatus };

async function record(db: Db, studioId: string, rowId: string, charge: Charge, finding: Finding, now: Date): Promise<void> {
  const status = statusOf(charge);
  const { id, status: gatewayStatus, method, amountCents, dueDate } = charge;
  const flagged = finding.kind === "flagged";
  await db
    .insert(studioChargeEvent)
    .values({
      studioId,
      // One row per charge and status reached (per pair of statuses when flagged): tomorrow's run finds the same and adds nothing.
      eventId: flagged ? `conciliacao:${charge.id}:${finding.held}>${status}` : `conciliacao:${charge.id}:${status}`,
      gatewayType: finding.kind === "adopted" ? "CONCILIACAO_ADOTADA" : flagged ? "CONCILIACAO_DIVERGENTE" : "CONCILIACAO_APLICADA",
      chargeId: charge.id,
      body: { charge: { id, status: gatewayStatus, method, amountCents, dueDate }, ours: rowId, ...(flagged ? { held: finding.held } : {}) },
      outcome: flagged ? "flagged" : "applied",
      receivedAt: now,
    })
    .onConflictDoNothing();
}

/** The extra Asaas charges with a row's id that the client paid: told to the studio (decision 113). */
async function tellDuplicates(deps: Deps, studioId: string, extras: Charge[], report: StudioReconciliationReport): Promise<void> {
  report.duplicates += extras.length;
  for (const extra of extras) {
    if (!isPaid(extra.status)) continue;
    report.paidDuplicates++;
    await tellPaidDuplicate({ deps, studioId, charge: extra });
  }
}

async function reconcileRow(deps: Deps, gateway: PaymentGateway, row: Row, report: StudioReconciliationReport, now: Date): Promise<void> {
  const { db, logger } = deps;
  const found = await gateway.findCharges(row.id);
  if (!row.gatewayChargeId) {
    const charge = pick(found);
    if (!charge) {
      report.absent++;
      return;
    }
    const applied = await applyStudioCharge({ db, studioId: row.studioId, charge, now, logger });
    await tellDuplicates(deps, row.studioId, found.filter((c) => c.id !== charge.id), report);
    if (applied !== "applied") return;
    report.adopted++;
    const status = statusOf(charge);
    if (status === "pendente" || status === "vencida") {
      const extra = await paymentExtras({ gateway, method: row.method, gatewayChargeId: charge.id });
      if (Object.keys(extra).length > 0) await db.update(studioCharge).set(extra).where(and(eq(studioCharge.id, row.id), eq(studioCharge.gatewayChargeId, charge.id)));
    }
    await record(db, row.studioId, row.id, charge, { kind: "adopted" }, now);
    return;
  }
  // The row's own charge, from the list when Asaas lists it under our id, else read by its id.
  const charge = found.find((c) => c.id === row.gatewayChargeId) ?? (await gateway.getCharge(row.gatewayChargeId));
  await tellDuplicates(deps, row.studioId, found.filter((c) => c.id !== row.gatewayChargeId), report);
  const theirs = statusOf(charge);
  if (RANK[theirs] < RANK[row.status]) {
    // Ours ahead of Asaas (R-PAY-7): never moved back, flagged as decision 096's reconciliation does.
    report.flagged++;
    await record(db, row.studioId, row.id, charge, { kind: "flagged", held: row.status }, now);
    return;
  }
  if (RANK[theirs] === RANK[row.status]) return;
  if ((await applyStudioCharge({ db, studioId: row.studioId, charge, now, logger })) !== "applied") return;
  report.applied++;
  await record(db, row.studioId, row.id, charge, { kind: "applied" }, now);
}

export async function reconcileStudioCharges(deps: Deps, now: Date): Promise<StudioReconciliationReport> {
  const report: StudioReconciliationReport = { adopted: 0, absent: 0, applied: 0, flagged: 0, duplicates: 0, paidDuplicates: 0, failed: 0 };
  const { db, credentialsKey, logger } = deps;
  // Without the key no account can be opened: said when there are accounts to open (R-PAY-5, decision 113).
  if (!credentialsKey) {
    const [any] = await db.select({ studioId: studioGatewayAccount.studioId }).from(studioGatewayAccount).limit(1);
    if (any) logger.error("conciliação das cobranças dos estúdios sem CREDENTIALS_KEY no servidor");
    return report;
  }
  const rows = await db
    .select({ c: studioCharge, account: studioGatewayAccount })
    .from(studioCharge)
    .innerJoin(studioGatewayAccount, eq(studioGatewayAccount.studioId, studioCharge.studioId))
    .where(
      or(
        and(
          isNull(studioCharge.gatewayChargeId),
          lt(studioCharge.createdAt, new Date(now.getTime() - ORPHAN_AFTER_MS)),
          gt(studioCharge.createdAt, new Date(now.getTime() - ORPHAN_FOR_MS)),
          or(isNull(studioCharge.claimedUntil), lt(studioCharge.claimedUntil, now)),
        ),
        and(isNotNull(studioCharge.gatewayChargeId), inArray(studioCharge.status, ["pendente", "vencida"])),
        and(isNotNull(studioCharge.gatewayChargeId), eq(studioCharge.status, "paga"), gt(studioCharge.paidAt, new Date(now.getTime() - PAID_REREAD_MS))),
      ),
    );
  const byStudio = new Map<string, typeof rows>();
  for (const row of rows) byStudio.set(row.c.studioId, [...(byStudio.get(row.c.studioId) ?? []), row]);
  for (const list of byStudio.values()) {
    let gateway: PaymentGateway;
    try {
      gateway = accountGateway({ asaasBaseUrl: deps.asaasBaseUrl, credentialsKey, account: list[0]!.account });
    } catch {
      report.failed += list.length;
      continue;
    }
    for (const [n, { c }] of list.entries()) {
      try {
        await reconcileRow(deps, gateway, c, report, now);
      } catch (error) {
        // The key revoked: the studio's other rows would fail the same way; tomorrow tries again.
        if (error instanceof GatewayError && error.kind === "unauthorized") {
          report.failed += list.length - n;
          break;
        }
        if (error instanceof GatewayError && error.kind === "not_found") continue;
        report.failed++;
      }
    }
  }
  // Counts only: no ids, keys or amounts in the log.
  if (report.adopted || report.applied || report.flagged || report.duplicates || report.failed) logger.warn({ studioReconciliation: report }, "conciliação das cobranças dos estúdios encontrou diferenças");
  return report;
}

export function studioReconciliationJobs(deps: Deps): JobHandlers {
  return {
    async [STUDIO_RECONCILIATION.kind]({ now }) {
      // The next run first, as decision 096's: a failing run is tried again the next day.
      await scheduleJob(deps.db, { ...STUDIO_RECONCILIATION, runAt: new Date(now.getTime() + STUDIO_RECONCILIATION_EVERY_MS) });
      await reconcileStudioCharges(deps, now);
    },
  };
}
