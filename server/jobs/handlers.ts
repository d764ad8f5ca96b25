import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import type { Mailer } from "#server/mail/mailer";
import { calendarJobs, DEADLINE_SWEEP } from "#server/features/calendar/calendar-jobs";
import type { JobHandlers } from "./runner";
import { ensureJob } from "./schedule";
import { reminderNoticeHandler } from "#server/features/reminders/reminder-jobs";
import { CLIENT_ANSWERS_JOB, clientAnswersNoticeHandler } from "#server/features/documents/client-answers-jobs";
import { BILLING_SWEEP, paymentJobs, type PaymentJobDeps } from "#server/features/payments/lifecycle";
import { RECONCILIATION, reconciliationJobs } from "#server/features/payments/reconciliation";
import { invoiceJobs } from "#server/features/payments/invoices";
import { createAsaasGateway } from "#server/payments/asaas";
import type { PaymentGateway } from "#server/payments/gateway";
import { studioChargeJobs } from "#server/features/studio-charges/studio-charges.service";
import { STUDIO_RECONCILIATION, studioReconciliationJobs } from "#server/features/studio-charges/studio-reconciliation";
import { PORTAL_NOTICE_JOB, portalNoticeHandler } from "#server/features/documents/portal/portal-jobs";
import { providerSignatureJobs } from "#server/features/documents/portal/provider-signature.service";
import { webhookJobs } from "#server/webhooks/deliver";
import { webhookSecretBox } from "#server/webhooks/secret-box";

export interface JobDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  logger: Logger;
  /** The payment gateway (decision 091): Asaas from `config.payments` unless given. */
  paymentGateway?: PaymentGateway;
}

/**
 * Every job kind and its handler (decision 055). Features own their handlers; this file puts
 * them together, as server/app.ts does with the routes.
 */
export function jobHandlers(deps: JobDeps): JobHandlers {
  const payments: PaymentJobDeps = {
    db: deps.db,
    mailer: deps.mailer,
    baseUrl: deps.config.baseUrl,
    logger: deps.logger,
    gateway: deps.paymentGateway ?? (deps.config.payments ? createAsaasGateway(deps.config.payments) : undefined),
    invoices: deps.config.payments?.invoices,
  };
  return {
    ...calendarJobs(deps),
    "notificar-lembrete": reminderNoticeHandler({ db: deps.db, mailer: deps.mailer, baseUrl: deps.config.baseUrl }),
    [CLIENT_ANSWERS_JOB]: clientAnswersNoticeHandler({ db: deps.db, mailer: deps.mailer, baseUrl: deps.config.baseUrl }),
    ...paymentJobs(payments),
    ...reconciliationJobs(payments),
    ...invoiceJobs(payments),
    [PORTAL_NOTICE_JOB]: portalNoticeHandler({ db: deps.db, mailer: deps.mailer, baseUrl: deps.config.baseUrl }),
    // Outbound webhooks (decision 101): each attempt of a delivery is a job of its own.
    ...webhookJobs({ db: deps.db, mailer: deps.mailer, baseUrl: deps.config.baseUrl, logger: deps.logger, config: deps.config.webhooks, box: webhookSecretBox(deps.config) }),
    ...studioChargeJobs({ db: deps.db, mailer: deps.mailer, baseUrl: deps.config.baseUrl, credentialsKey: deps.config.studioPayments.credentialsKey, asaasBaseUrl: deps.config.studioPayments.baseUrl }),
    ...studioReconciliationJobs({ db: deps.db, mailer: deps.mailer, baseUrl: deps.config.baseUrl, logger: deps.logger, credentialsKey: deps.config.studioPayments.credentialsKey, asaasBaseUrl: deps.config.studioPayments.baseUrl }),
    // A contract signed at ZapSign (decision 109): plain http only towards a configured (test) provider.
    ...providerSignatureJobs({ db: deps.db, credentialsKey: deps.config.studioPayments.credentialsKey, providerBaseUrl: deps.config.signatureProvider.baseUrl }),
  };
}

/** The recurring jobs, created once (at startup) if missing; each then schedules its next run. */
export async function ensureRecurringJobs(db: Db, now: Date = new Date()): Promise<void> {
  await ensureJob(db, { ...DEADLINE_SWEEP, runAt: now });
  await ensureJob(db, { ...BILLING_SWEEP, runAt: now });
  await ensureJob(db, { ...RECONCILIATION, runAt: now });
  await ensureJob(db, { ...STUDIO_RECONCILIATION, runAt: now });
}
