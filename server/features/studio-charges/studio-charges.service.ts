import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, asc, eq, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { formatMoney } from "#domain/budget";
import { isMobilePhone, whatsappLink } from "#domain/br-documents";
import { computeFees } from "#domain/fees/fees";
import { canManageMembers } from "#domain/studios";
import { cashCsv, chargeWhatsappText, dateBr, REMINDER_DAYS_AFTER, REMINDER_DAYS_BEFORE, type StudioChargeStatus, type StudioNfseStatus } from "#domain/studio-charges";
import type { CashView, ChargeAccount, ChargeAccountInput, ChargeInput, PortalCharge, ProjectCharges, StudioCharge } from "#domain/studio-charges.schema";
import { assertFeesPlan } from "#server/lib/fees-plan";
import type { StudioAccess, StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { client, job, project, projectFees, studio, studioCharge, studioChargeEvent, studioGatewayAccount, studioMember, user } from "#server/db/schema";
import type { JobHandlers } from "#server/jobs/runner";
import { scheduleJob } from "#server/jobs/schedule";
import { AppError, validationError } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import type { Mailer } from "#server/mail/mailer";
import { notify, type NotifyDeps } from "#server/notifications/notify";
import { chargeTermsOf } from "./charge-terms";
import { tellPaidDuplicate } from "./studio-charge-duplicates";
import { chargeReminderEmail } from "#server/mail/templates";
import { GatewayError, type Charge, type Invoice, type PaymentGateway } from "#server/payments/gateway";
import { cancelChargeInvoices, invoicesOfCharge, type CancellationOutcome } from "#server/payments/invoice-cancellation";
import { openSecret, sealSecret } from "#server/payments/secrets";
import { parseStudioWebhook, STUDIO_GATEWAY_NAME, studioGateway, studioKeyEnvironment } from "#server/payments/studio-gateway";
import { storedWebhookBody } from "#server/payments/webhook-body";
import { emitWebhookEvent } from "#server/webhooks/outbox";

/**
 * The studio charges its clients (decision 100, R-PAY-5 … R-PAY-10): its own Asaas account (the
 * key sealed with CREDENTIALS_KEY, never answered or logged), one charge per click of a fees
 * milestone (idempotency key unique per studio, the row claimed while the gateway is called, as
 * the plan checkout does, decision 096), its webhooks applied by the job runner in any order, the
 * cash view, the portal's list and the reminders.
 */

export interface ChargesDeps {
  db: Db;
  /** The key sealing the studios' API keys; undefined: connecting is refused (503). */
  credentialsKey: Buffer | undefined;
  /** Where the studios' Asaas accounts are called; undefined: by the key's prefix. */
  asaasBaseUrl: string | undefined;
  /** The app's public address: the webhook is registered under it. */
  baseUrl: string;
}

export const CHARGE_EVENT_JOB = "aplicar-evento-de-cobranca";
export const CHARGE_REMINDER_JOB = "lembrete-de-cobranca";
const CLAIM_MS = 30_000;
const WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** yyyy-MM-dd in Brasília's calendar. */
function dayInBrazil(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const sha256 = (value: string) => createHash("sha256").update(value).digest();

function gatewayFor(deps: Pick<ChargesDeps, "asaasBaseUrl">, apiKey: string): PaymentGateway {
  return studioGateway({ apiKey, baseUrl: deps.asaasBaseUrl });
}

/** The studio's own Asaas account, its sealed key opened (throws when the key does not open). */
export function accountGateway({ asaasBaseUrl, credentialsKey, account }: Pick<ChargesDeps, "asaasBaseUrl"> & { credentialsKey: Buffer; account: Pick<AccountRow, "apiKeyEncrypted" | "studioId"> }): PaymentGateway {
  return gatewayFor({ asaasBaseUrl }, openSecret(credentialsKey, account.apiKeyEncrypted, account.studioId));
}

const onlyManagers = () => new AppError("forbidden", 403, "Só o proprietário ou um administrador do estúdio pode configurar a conta de cobrança.");
const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");
const notConnected = () => new AppError("conflict", 409, "Conecte a conta Asaas do estúdio em Configurações → Cobranças antes de gerar cobranças.");

function gatewayFailure(error: unknown, what: string): AppError {
  const facts = error instanceof GatewayError ? { gatewayKind: error.kind, gatewayStatus: error.status, gatewayCodes: error.details.map((d) => d.code) } : { err: error };
  if (error instanceof GatewayError && error.kind === "invalid_document") {
    return validationError({ cpfCnpj: "O Asaas recusou o CPF/CNPJ do cliente: confira os números." }).logged("gateway do estúdio recusou o documento", facts);
  }
  if (error instanceof GatewayError && error.kind === "unauthorized") {
    return new AppError("payment_gateway_error", 502, "O Asaas recusou a chave do estúdio: conecte a conta de novo em Configurações → Cobranças.").logged("chave do estúdio recusada", facts);
  }
  if (error instanceof GatewayError && error.kind === "invalid_request") {
    // Connecting is refused over the key; a charge over its due date and amount.
    const refused: Record<string, string> = what === "conectar a conta" ? { apiKey: "O Asaas recusou a conexão desta conta: confira a chave e as configurações de webhook da conta no Asaas." } : { dueDate: "O Asaas recusou o pedido: confira o vencimento e o valor." };
    return validationError(refused).logged("gateway do estúdio recusou o pedido", facts);
  }
  return new AppError("payment_gateway_error", 502, `Não foi possível ${what} agora: o Asaas não respondeu. Nada foi cobrado; tente de novo em alguns minutos.`).logged("falha no gateway do estúdio", facts);
}

// ---------------------------------------------------------------------------------------------
// The studio's account (R-PAY-5)

type AccountRow = typeof studioGatewayAccount.$inferSelect;

/** Without CREDENTIALS_KEY the stored key cannot be opened: said, never a silent no-op (R-PAY-5, R-PAY-12). */
export const NO_CREDENTIALS_KEY_CONNECTED =
  "Este servidor da Prancheta está sem a chave que protege as credenciais (CREDENTIALS_KEY): a conta Asaas continua conectada, mas nenhuma cobrança nem nota fiscal pode ser gerada até o suporte da Prancheta configurá-la.";
export const NO_CREDENTIALS_KEY_DISCONNECTED =
  "A conexão com o Asaas não está disponível neste servidor: falta a chave que protege as credenciais (CREDENTIALS_KEY). Fale com o suporte da Prancheta.";
export const NO_CREDENTIALS_KEY_NFSE =
  "A nota fiscal não foi pedida ao Asaas: este servidor da Prancheta está sem a chave que protege as credenciais (CREDENTIALS_KEY). Fale com o suporte da Prancheta e, depois de resolvido, peça a nota de novo.";

function accountOf(deps: Pick<ChargesDeps, "credentialsKey">, row: AccountRow | undefined): ChargeAccount {
  return {
    available: deps.credentialsKey !== undefined,
    unavailableReason: deps.credentialsKey !== undefined ? null : row ? NO_CREDENTIALS_KEY_CONNECTED : NO_CREDENTIALS_KEY_DISCONNECTED,
    connected: row !== undefined,
    mode: row?.mode ?? null,
    environment: row?.environment ?? null,
    apiKeyHint: row?.apiKeyHint ?? null,
    fineBps: row?.fineBps ?? 200,
    interestBps: row?.interestBps ?? 100,
    connectedAt: row?.connectedAt.toISOString() ?? null,
    nfse: {
      enabled: row?.nfseEnabled ?? false,
      serviceId: row?.nfseServiceId ?? null,
      serviceCode: row?.nfseServiceCode ?? null,
      serviceName: row?.nfseServiceName ?? null,
      issBps: row?.nfseIssBps ?? null,
      retainIss: row?.nfseRetainIss ?? false,
    },
  };
}

/** The account's NFS-e columns from the form (R-PAY-12); nothing when the form did not send them. */
function nfseColumns(input: ChargeAccountInput): Partial<AccountRow> {
  const n = input.nfse;
  if (!n) return {};
  return { nfseEnabled: n.enabled, nfseServiceId: n.serviceId, nfseServiceCode: n.serviceCode, nfseServiceName: n.serviceName, nfseIssBps: n.issBps, nfseRetainIss: n.retainIss };
}

async function accountRow(db: Db | Tx, studioId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(studioGatewayAccount).where(eq(studioGatewayAccount.studioId, studioId));
  return row;
}

export async function getChargeAccount({ deps, scope }: { deps: ChargesDeps; scope: StudioScope }): Promise<ChargeAccount> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  return accountOf(deps, await accountRow(deps.db, scope.studioId));
}

export function webhookUrlOf(baseUrl: string, studioId: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/api/charges/webhooks/asaas/${studioId}`;
}

/**
 * Connects the studio's own account: the key is tried by registering the webhook of its charges
 * (a token of this studio's, kept only as its SHA-256), then sealed. Without a key, only the fine
 * and the interest of an account already connected change.
 */
export async function saveChargeAccount({ deps, scope, input, now = new Date() }: { deps: ChargesDeps; scope: StudioScope; input: ChargeAccountInput; now?: Date }): Promise<ChargeAccount> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const { db } = deps;
  const existing = await accountRow(db, scope.studioId);
  if (!input.apiKey) {
    if (!existing) throw validationError({ apiKey: "Informe a chave de API do Asaas do estúdio." });
    await db.update(studioGatewayAccount).set({ fineBps: input.fineBps, interestBps: input.interestBps, ...nfseColumns(input), updatedAt: now }).where(eq(studioGatewayAccount.studioId, scope.studioId));
    return accountOf(deps, await accountRow(db, scope.studioId));
  }
  if (!deps.credentialsKey) {
    throw new AppError("unavailable", 503, "A conexão com o Asaas não está disponível neste servidor: falta a chave que protege as credenciais. Fale com o suporte da Prancheta.");
  }
  const token = randomBytes(32).toString("base64url");
  const [me] = await db.select({ email: user.email }).from(user).where(eq(user.id, scope.userId));
  const url = webhookUrlOf(deps.baseUrl, scope.studioId);
  const gateway = gatewayFor(deps, input.apiKey);
  try {
    const made = await gateway.registerWebhook({ url, authToken: token, email: me?.email ?? "", name: "Prancheta – cobranças aos clientes" });
    // R-PAY-5: a reconnection leaves one webhook. The earlier one carries a token no longer ours:
    // its deliveries would be refused (401), and Asaas pauses an account's queue after failures.
    // Registered first, removed after, so no event falls between the two.
    await removeWebhooks(gateway, url, made.id);
  } catch (error) {
    if (error instanceof GatewayError && (error.kind === "unauthorized" || error.kind === "not_found")) {
      throw validationError({ apiKey: "O Asaas recusou esta chave de API: confira se copiou a chave inteira e se ela é da conta certa (produção ou sandbox)." }).logged("chave de API do estúdio recusada", {
        gatewayKind: error.kind,
        gatewayStatus: error.status,
      });
    }
    throw gatewayFailure(error, "conectar a conta");
  }
  const values = {
    gateway: STUDIO_GATEWAY_NAME,
    mode: "chave-propria" as const,
    apiKeyEncrypted: sealSecret(deps.credentialsKey, input.apiKey, scope.studioId),
    apiKeyHint: input.apiKey.slice(-4),
    environment: studioKeyEnvironment(input.apiKey),
    webhookTokenSha256: sha256(token).toString("hex"),
    fineBps: input.fineBps,
    interestBps: input.interestBps,
    ...nfseColumns(input),
    connectedBy: scope.userId,
    connectedAt: now,
    updatedAt: now,
  };
  await db.insert(studioGatewayAccount).values({ studioId: scope.studioId, ...values }).onConflictDoUpdate({ target: studioGatewayAccount.studioId, set: values });
  // Another account connected before: its webhook to us goes too (best effort: its key may be revoked).
  if (existing && deps.credentialsKey) await forgetWebhooks(deps, existing, input.apiKey);
  return accountOf(deps, await accountRow(db, scope.studioId));
}

/** Removes this studio's webhooks (by their URL, which carries the studio's id) but `keep`. */
async function removeWebhooks(gateway: PaymentGateway, url: string, keep?: string): Promise<void> {
  for (const hook of await gateway.listWebhooks()) {
    if (hook.url === url && hook.id !== keep) await gateway.deleteWebhook(hook.id);
  }
}

/** The webhooks an earlier connection registered in its own account, unless it is `sameKey`'s. */
async function forgetWebhooks(deps: ChargesDeps, account: AccountRow, sameKey?: string): Promise<void> {
  try {
    const apiKey = openSecret(deps.credentialsKey!, account.apiKeyEncrypted, account.studioId);
    if (apiKey === sameKey) return;
    await removeWebhooks(gatewayFor(deps, apiKey), webhookUrlOf(deps.baseUrl, account.studioId));
  } catch {
    // The old key revoked, Asaas away: its webhook's deliveries are refused by the token check anyway.
  }
}

export async function removeChargeAccount({ deps, scope }: { deps: ChargesDeps; scope: StudioScope }): Promise<void> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const existing = await accountRow(deps.db, scope.studioId);
  await deps.db.delete(studioGatewayAccount).where(eq(studioGatewayAccount.studioId, scope.studioId));
  // Disconnected: Asaas stops posting this studio's events to us (R-PAY-5).
  if (existing && deps.credentialsKey) await forgetWebhooks(deps, existing);
}

// ---------------------------------------------------------------------------------------------
// Charges (R-PAY-6)

type ChargeRow = typeof studioCharge.$inferSelect;

/** What a list shows: the charge, its project and client, and the studio's name for the WhatsApp text. */
async function chargesWhere(db: Db | Tx, where: SQL | undefined, today: string): Promise<StudioCharge[]> {
  const rows = await db
    .select({ c: studioCharge, projectName: project.name, clientName: client.name, clientPhone: client.phone, studioName: studio.name })
    .from(studioCharge)
    .innerJoin(project, eq(project.id, studioCharge.projectId))
    .innerJoin(studio, eq(studio.id, studioCharge.studioId))
    .leftJoin(client, and(eq(client.id, studioCharge.clientId), eq(client.studioId, studioCharge.studioId)))
    .where(where)
    .orderBy(asc(studioCharge.dueDate), asc(studioCharge.createdAt))
    .limit(1000);
  return rows.map(({ c, projectName, clientName, clientPhone, studioName }) => {
    const status = shownStatus(c.status, c.dueDate, today);
    return {
      id: c.id,
      projectId: c.projectId,
      projectName,
      clientName: clientName ?? null,
      milestone: c.milestone,
      description: c.description,
      amountCents: c.amountCents,
      method: c.method,
      dueDate: c.dueDate,
      fineBps: c.fineBps,
      interestBps: c.interestBps,
      status,
      invoiceUrl: c.invoiceUrl,
      boletoUrl: c.boletoUrl,
      boletoLine: c.boletoLine,
      pixPayload: c.pixPayload,
      pixImage: c.pixImage,
      paidAt: c.paidAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
      whatsappText: chargeWhatsappText({ clientName: clientName ?? null, studioName, description: c.description, amountCents: c.amountCents, dueDate: c.dueDate, status, invoiceUrl: c.invoiceUrl }),
      whatsappUrl: clientPhone && isMobilePhone(clientPhone) ? whatsappLink(clientPhone) : null,
      nfse: c.nfseStatus ? { status: c.nfseStatus, number: c.nfseNumber, pdfUrl: c.nfsePdfUrl, error: c.nfseError } : null,
    };
  });
}

/** A pending charge past its due date shows as vencida before the gateway's webhook says so. */
export function shownStatus(status: StudioChargeStatus, dueDate: string, today: string): StudioChargeStatus {
  return status === "pendente" && dueDate < today ? "vencida" : status;
}

async function projectOf(db: Db | Tx, scope: StudioAccess, projectId: string) {
  const [row] = await db
    .select({ id: project.id, name: project.name, clientId: project.clientId })
    .from(project)
    .where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)));
  if (!row) throw projectNotFound();
  return row;
}

async function milestonesOf(db: Db | Tx, scope: StudioAccess, projectId: string) {
  const [fees] = await db
    .select()
    .from(projectFees)
    .where(and(eq(projectFees.projectId, projectId), eq(projectFees.studioId, scope.studioId)));
  if (!fees) return [];
  return computeFees(fees.input, fees.hourlyCost).milestones.map((m) => ({ trigger: m.trigger as string, label: m.label, amountCents: m.amount }));
}

export async function projectCharges({ db, scope, projectId, now = new Date() }: { db: Db; scope: StudioAccess; projectId: string; now?: Date }): Promise<ProjectCharges> {
  const p = await projectOf(db, scope, projectId);
  const [c] = await db.select({ document: client.document }).from(client).where(and(eq(client.id, p.clientId), eq(client.studioId, scope.studioId)));
  const account = await accountRow(db, scope.studioId);
  const terms = account ? await chargeTermsOf(db, scope.studioId, projectId, account) : null;
  return {
    connected: account !== undefined,
    milestones: await milestonesOf(db, scope, projectId),
    clientHasDocument: Boolean(c?.document),
    terms: terms ? { ...terms, signedAt: terms.signedAt?.toISOString() ?? null } : null,
    charges: await chargesWhere(db, and(eq(studioCharge.studioId, scope.studioId), eq(studioCharge.projectId, projectId), isNotNull(studioCharge.gatewayChargeId)), dayInBrazil(now)),
  };
}

async function oneCharge(db: Db, studioId: string, id: string, now: Date): Promise<StudioCharge> {
  const [found] = await chargesWhere(db, and(eq(studioCharge.studioId, studioId), eq(studioCharge.id, id)), dayInBrazil(now));
  return found!;
}

/** Pushes the claim of a row still being made `claimMs` from now (R-PAY-6). */
async function renewClaim(db: Db, id: string, claimMs: number): Promise<void> {
  await db
    .update(studioCharge)
    .set({ claimedUntil: new Date(Date.now() + claimMs) })
    .where(and(eq(studioCharge.id, id), isNull(studioCharge.gatewayChargeId), isNotNull(studioCharge.claimedUntil)));
}

/**
 * Keeps the claim while a gateway call is in flight (R-PAY-6): renewed every third of its length,
 * so a slow Asaas cannot outlast it and let a second request, finding nothing yet by our
 * `externalReference`, create a second charge. A request that dies stops renewing: the lease runs
 * out and the next one takes over, looking the charge up first.
 */
function holdClaim(db: Db, id: string, claimMs: number): () => void {
  const timer = setInterval(() => void renewClaim(db, id, claimMs).catch(() => undefined), Math.max(20, Math.floor(claimMs / 3)));
  timer.unref();
  return () => clearInterval(timer);
}

/** Takes the right to call the gateway for this charge; false when another request holds it. */
async function claim(db: Db, id: string, now: Date, claimMs: number): Promise<boolean> {
  const taken = await db
    .update(studioCharge)
    .set({ claimedUntil: new Date(now.getTime() + claimMs) })
    .where(and(eq(studioCharge.id, id), isNull(studioCharge.gatewayChargeId), or(isNull(studioCharge.claimedUntil), lt(studioCharge.claimedUntil, now))))
    .returning({ id: studioCharge.id });
  return taken.length > 0;
}

const GATEWAY_METHOD = { pix: "pix", boleto: "boleto", link: "any" } as const;

/**
 * Creates (or answers again) the charge of one milestone (R-PAY-6). The row comes first, keyed by
 * the request's idempotency key; one request at a time calls the gateway for it, finding by our
 * id (`externalReference`) what a request that died had already made; the others wait for it.
 */
export async function createCharge({
  deps,
  scope,
  projectId,
  input,
  now = new Date(),
  claimMs = CLAIM_MS,
}: {
  deps: ChargesDeps;
  scope: StudioScope;
  projectId: string;
  input: ChargeInput;
  now?: Date;
  /** The claim's length (tests shorten it to drive a slow gateway past it). */
  claimMs?: number;
}): Promise<StudioCharge> {
  const { db } = deps;
  const p = await projectOf(db, scope, projectId);
  // Charges come from the fees' milestones, so they follow the fees' plans (decision 100).
  await assertFeesPlan({ db, studioId: scope.studioId, now });
  const account = await accountRow(db, scope.studioId);
  if (!account) throw notConnected();
  if (!deps.credentialsKey) throw new AppError("unavailable", 503, NO_CREDENTIALS_KEY_CONNECTED).logged("cobrança do estúdio sem CREDENTIALS_KEY no servidor", { studioId: scope.studioId });
  const milestone = (await milestonesOf(db, scope, projectId)).find((m) => m.trigger === input.milestone);
  if (!milestone) throw validationError({ milestone: "Esta parcela não está nos honorários salvos do projeto: salve os honorários com ela antes." });
  if (milestone.amountCents <= 0) throw validationError({ milestone: "Esta parcela tem valor zero: confira os honorários." });
  if (input.dueDate < dayInBrazil(now)) throw validationError({ dueDate: "O vencimento não pode ser antes de hoje." });
  const [c] = await db.select().from(client).where(and(eq(client.id, p.clientId), eq(client.studioId, scope.studioId)));
  if (!c) throw validationError({ cpfCnpj: "O projeto não tem cliente cadastrado." });
  // The one typed in the dialog first: after Asaas refused the stored one, the corrected one counts.
  const document = input.cpfCnpj ?? c.document;
  if (!document) throw validationError({ cpfCnpj: "Informe o CPF ou o CNPJ do cliente: o Asaas exige o documento para cobrar." });

  // The signed contract's fine, interest and reminders, else the account's (R-PAY-6, R-PAY-9).
  const terms = await chargeTermsOf(db, scope.studioId, projectId, account);
  const id = randomUUID();
  await db
    .insert(studioCharge)
    .values({
      id,
      studioId: scope.studioId,
      projectId,
      clientId: c.id,
      idempotencyKey: input.idempotencyKey,
      milestone: input.milestone,
      description: `${milestone.label} – ${p.name}`.slice(0, 500),
      amountCents: milestone.amountCents,
      method: input.method,
      dueDate: input.dueDate,
      fineBps: terms.fineBps,
      interestBps: terms.interestBps,
      sendReminders: terms.sendReminders,
      createdBy: scope.userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(studioCharge).where(and(eq(studioCharge.studioId, scope.studioId), eq(studioCharge.idempotencyKey, input.idempotencyKey)));
  if (!row) throw new Error("cobrança sumiu depois de inserida");
  if (row.projectId !== projectId || row.milestone !== input.milestone || row.method !== input.method || row.dueDate !== input.dueDate) {
    throw new AppError("conflict", 409, "Esta chave de idempotência já foi usada para outra cobrança: recarregue a página e tente de novo.");
  }
  const deadline = Date.now() + WAIT_MS;
  for (let current: ChargeRow | undefined = row; ; ) {
    if (current?.gatewayChargeId) return oneCharge(db, scope.studioId, current.id, now);
    if (await claim(db, row.id, new Date(), claimMs)) {
      await callGateway(deps, account, row, { name: c.name, email: c.email, document }, claimMs);
      // Kept on the client only once Asaas took it: a refused number is not saved over a good one.
      if (c.document !== document) await db.update(client).set({ document }).where(and(eq(client.id, c.id), eq(client.studioId, scope.studioId)));
      return oneCharge(db, scope.studioId, row.id, now);
    }
    if (Date.now() > deadline) throw new AppError("conflict", 409, "Outro clique ainda está gerando esta cobrança. Aguarde alguns segundos e recarregue a página.");
    await sleep(100);
    [current] = await db.select().from(studioCharge).where(eq(studioCharge.id, row.id));
  }
}

/** The Pix code or the boleto's line of a charge Asaas made; nothing when Asaas does not give them now. */
export async function paymentExtras({ gateway, method, gatewayChargeId }: { gateway: PaymentGateway; method: ChargeRow["method"]; gatewayChargeId: string }): Promise<Partial<ChargeRow>> {
  try {
    if (method === "pix") {
      const qr = await gateway.pixQrCode(gatewayChargeId);
      return { pixPayload: qr.payload, pixImage: qr.imageBase64 };
    }
    if (method === "boleto") return { boletoLine: (await gateway.boletoLine(gatewayChargeId)).line };
  } catch {
    // The payment page (invoiceUrl) still offers Pix and the boleto; these are a convenience.
  }
  return {};
}

async function callGateway(deps: ChargesDeps, account: AccountRow, row: ChargeRow, payer: { name: string; email: string | null; document: string }, claimMs: number): Promise<void> {
  const { db } = deps;
  const release = holdClaim(db, row.id, claimMs);
  try {
    const gateway = gatewayFor(deps, openSecret(deps.credentialsKey!, account.apiKeyEncrypted, account.studioId));
    // A request that died after the gateway made it: found again by our id.
    let [charge]: (Charge | undefined)[] = await gateway.findCharges(row.id);
    if (!charge) {
      const [known] = await gateway.findCustomers(row.clientId ?? row.id);
      const customer = known ?? (await gateway.createCustomer({ name: payer.name, cpfCnpj: payer.document, email: payer.email ?? "", externalReference: row.clientId ?? row.id }));
      // A whole lease from here, whatever the calls before took (and renewed while it is in flight).
      await renewClaim(db, row.id, claimMs);
      charge = await gateway.createCharge({
        customerId: customer.id,
        method: GATEWAY_METHOD[row.method],
        amountCents: row.amountCents,
        dueDate: row.dueDate,
        description: row.description,
        externalReference: row.id,
        fineBps: row.fineBps,
        interestBps: row.interestBps,
      });
    }
    const extra = await paymentExtras({ gateway, method: row.method, gatewayChargeId: charge.id });
    const now = new Date();
    await db
      .update(studioCharge)
      .set({ gatewayChargeId: charge.id, invoiceUrl: charge.paymentUrl, boletoUrl: charge.boletoUrl, ...extra, claimedUntil: null, updatedAt: now })
      .where(eq(studioCharge.id, row.id));
    await scheduleReminders(db, row, now);
  } catch (error) {
    release();
    // No answer (a timeout, a dropped connection): Asaas may still be making the charge, so the
    // claim is left to run out rather than freed, and the next request looks it up first.
    const unanswered = error instanceof GatewayError && error.kind === "unavailable" && error.status === 0;
    if (!unanswered) await db.update(studioCharge).set({ claimedUntil: null }).where(eq(studioCharge.id, row.id));
    // A charge refused for good is dropped, so the same click can be tried again with other data.
    if (error instanceof GatewayError && (error.kind === "invalid_document" || error.kind === "invalid_request")) {
      await db.delete(studioCharge).where(and(eq(studioCharge.id, row.id), isNull(studioCharge.gatewayChargeId)));
    }
    if (error instanceof AppError) throw error;
    throw gatewayFailure(error, "gerar a cobrança");
  } finally {
    release();
  }
}

// ---------------------------------------------------------------------------------------------
// Reminders (R-PAY-9)

/** 09:00 in Brasília on `date` plus `days`. */
function morningOf(date: string, days: number): Date {
  const d = new Date(`${date}T09:00:00-03:00`);
  return new Date(d.getTime() + days * 86_400_000);
}

async function scheduleReminders(db: Db | Tx, row: ChargeRow, now: Date): Promise<void> {
  // The signed contract said no reminders: none is scheduled (R-PAY-9).
  if (!row.sendReminders) return;
  const before = morningOf(row.dueDate, -REMINDER_DAYS_BEFORE);
  if (before.getTime() > now.getTime()) {
    await scheduleJob(db, { kind: CHARGE_REMINDER_JOB, key: `lembrete-cobranca:${row.id}:antes`, runAt: before, payload: { chargeId: row.id, when: "antes" } });
  }
  await scheduleJob(db, { kind: CHARGE_REMINDER_JOB, key: `lembrete-cobranca:${row.id}:depois`, runAt: morningOf(row.dueDate, REMINDER_DAYS_AFTER), payload: { chargeId: row.id, when: "depois" } });
}

async function sendReminder({ db, mailer }: { db: Db; mailer: Mailer }, chargeId: string, when: "antes" | "depois", now: Date): Promise<boolean> {
  const [row] = await db
    .select({ c: studioCharge, clientName: client.name, clientEmail: client.email, studioName: studio.name, studioEmail: studio.publicEmail })
    .from(studioCharge)
    .innerJoin(studio, eq(studio.id, studioCharge.studioId))
    .leftJoin(client, and(eq(client.id, studioCharge.clientId), eq(client.studioId, studioCharge.studioId)))
    .where(eq(studioCharge.id, chargeId));
  if (!row?.clientEmail) return false;
  const status = shownStatus(row.c.status, row.c.dueDate, dayInBrazil(now));
  // Paid, cancelled or refunded: nothing to remind. "antes" only while it is not yet due.
  if (status !== "pendente" && status !== "vencida") return false;
  if (when === "depois" && status !== "vencida") return false;
  await mailer.deliver(
    chargeReminderEmail({
      to: row.clientEmail,
      clientName: row.clientName,
      studioName: row.studioName,
      description: row.c.description,
      amount: formatMoney(row.c.amountCents),
      dueOn: dateBr(row.c.dueDate),
      overdue: status === "vencida",
      url: row.c.invoiceUrl,
      replyTo: row.studioEmail,
    }),
  );
  return true;
}

// ---------------------------------------------------------------------------------------------
// Webhooks (R-PAY-7)

/** True when `token` is this studio's webhook token (constant time; the token is never stored). */
export async function studioWebhookAuthentic({ db, studioId, token }: { db: Db; studioId: string; token: string | undefined }): Promise<boolean> {
  const account = await accountRow(db, studioId);
  if (!account || !token) return false;
  return timingSafeEqual(sha256(token), Buffer.from(account.webhookTokenSha256, "hex"));
}

export async function receiveStudioWebhook({ db, studioId, rawBody, now = new Date() }: { db: Db; studioId: string; rawBody: string; now?: Date }): Promise<{ processed: boolean }> {
  const event = parseStudioWebhook(rawBody);
  if (!event) throw validationError({ event: "Corpo de evento que o gateway não envia." });
  // Card data and tokens never stored (decisions 091, 100): server/payments/webhook-body.ts.
  const body = storedWebhookBody(rawBody);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(studioChargeEvent)
      .values({ studioId, eventId: event.id, gatewayType: event.gatewayType, chargeId: event.charge?.id ?? null, body, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: studioChargeEvent.eventId });
    if (!stored) return { processed: false };
    await scheduleJob(tx, { kind: CHARGE_EVENT_JOB, key: `cobranca-estudio:${studioId}:${event.id}`, runAt: now, payload: { studioId, eventId: event.id }, maxAttempts: 10 });
    return { processed: true };
  });
}

export const RANK: Record<StudioChargeStatus, number> = { pendente: 0, vencida: 1, cancelada: 2, paga: 3, estornada: 4 };

export function statusOf(charge: Charge): StudioChargeStatus {
  switch (charge.status) {
    case "confirmed":
    case "received":
    case "refund_pending":
      return "paga";
    case "overdue":
      return "vencida";
    case "refunded":
    case "chargeback":
      return "estornada";
    case "deleted":
      return "cancelada";
    default:
      return "pendente";
  }
}

/**
 * What one charge's state at Asaas did to our rows (R-PAY-7): applied to the row it belongs to,
 * nobody's (another system's charge in the studio's account), or another Asaas charge carrying
 * our id while the row already has its own ("duplicada": never applied to the row).
 */
export type StudioChargeOutcome = "applied" | "ignored" | "duplicada";

const RANK_SQL = sql`(case ${studioCharge.status} when 'pendente' then 0 when 'vencida' then 1 when 'cancelada' then 2 when 'paga' then 3 when 'estornada' then 4 else 0 end)`;

/**
 * Applies what Asaas says of one charge, from its webhook's event or from the daily
 * reconciliation (R-PAY-7, decision 100 revised 2026-12-05 in 113). The status only moves forward,
 * so any order ends the same. The row is the one holding the gateway's id; else the one named by
 * `externalReference` (our id) that has no gateway id yet — a creation whose answer never came
 * (a timeout after Asaas made it): the row adopts the gateway's id, links and reminders, so it is
 * listed and counted as the studio's charge. A row that already holds another gateway id is left
 * alone: that event is of a second Asaas charge with our id (a retry that made one more), and its
 * payment or refund must not be read as the row's.
 */
export async function applyStudioCharge({ db, studioId, charge, now, logger }: { db: Db; studioId: string; charge: Charge; now: Date; logger?: Logger }): Promise<StudioChargeOutcome> {
  const status = statusOf(charge);
  const ours = charge.externalReference ? eq(studioCharge.id, charge.externalReference) : undefined;
  const candidates = await db.select().from(studioCharge).where(and(eq(studioCharge.studioId, studioId), or(eq(studioCharge.gatewayChargeId, charge.id), ours)));
  const known = candidates.find((r) => r.gatewayChargeId === charge.id) ?? candidates.find((r) => r.gatewayChargeId === null);
  if (!known) {
    if (candidates.length === 0) return "ignored";
    logger?.warn({ studioId, chargeId: candidates[0]!.id, gatewayStatus: charge.status }, "cobrança do estúdio: outra cobrança do Asaas com o mesmo externalReference, não aplicada");
    return "duplicada";
  }
  // The change and its "cobranca.paga" event commit together (R-HOOK-2, R-HOOK-7): the conditional
  // update moves a charge to paga once, so a repeated or late event emits nothing more.
  return db.transaction(async (tx) => {
    let adopted: ChargeRow | undefined;
    if (known.gatewayChargeId === null) {
      [adopted] = await tx
        .update(studioCharge)
        .set({ gatewayChargeId: charge.id, invoiceUrl: known.invoiceUrl ?? charge.paymentUrl, boletoUrl: known.boletoUrl ?? charge.boletoUrl, claimedUntil: null, updatedAt: now })
        .where(and(eq(studioCharge.id, known.id), isNull(studioCharge.gatewayChargeId)))
        .returning();
      if (!adopted) {
        // A request's own answer was written meanwhile: the same charge goes on, another one is a duplicate.
        const [fresh] = await tx.select({ gatewayChargeId: studioCharge.gatewayChargeId }).from(studioCharge).where(eq(studioCharge.id, known.id));
        if (fresh?.gatewayChargeId !== charge.id) return "duplicada" as const;
      }
    }
    const [moved] = await tx
      .update(studioCharge)
      .set({ status, ...(status === "paga" ? { paidAt: sql`coalesce(${studioCharge.paidAt}, ${now.toISOString()}::timestamptz)` } : {}), updatedAt: now })
      .where(and(eq(studioCharge.id, known.id), sql`${RANK_SQL} < ${RANK[status]}`))
      .returning();
    if (moved && moved.status === "paga") {
      await emitChargePaid(tx, moved, now);
      // R-PAY-12: the move to paga happens once (the conditional update), and the job's key is the
      // charge's, so a repeated event never asks for a second invoice.
      const [account] = await tx.select({ nfseEnabled: studioGatewayAccount.nfseEnabled }).from(studioGatewayAccount).where(eq(studioGatewayAccount.studioId, studioId));
      if (account?.nfseEnabled) {
        await tx.update(studioCharge).set({ nfseStatus: "agendada", nfseError: null }).where(and(eq(studioCharge.id, moved.id), isNull(studioCharge.nfseStatus)));
        await scheduleJob(tx, studioInvoiceJob(moved.id, dayInBrazil(now), now));
      }
    }
    // Refunded: its NFS-e, asked or issued, is cancelled — once, as the move to estornada happens once.
    if (moved && moved.status === "estornada" && moved.nfseStatus !== null && moved.nfseStatus !== "cancelada") {
      await scheduleJob(tx, studioInvoiceCancelJob(moved.id, now));
    }
    // Adopted while still open: the client's reminders, as a creation that got its answer schedules them (R-PAY-9).
    const current = moved ?? adopted;
    if (adopted && current && (current.status === "pendente" || current.status === "vencida")) await scheduleReminders(tx, current, now);
    return "applied" as const;
  });
}

/**
 * Applies one stored event (R-PAY-7); its outcome is kept on the event for the audit. A paid
 * duplicate (another Asaas charge with our id) is told to the studio's managers (decision 113).
 */
export async function applyStudioEvent({ deps, studioId, eventId, now, logger }: { deps: NotifyDeps; studioId: string; eventId: string; now: Date; logger?: Logger }): Promise<StudioChargeOutcome | "missing"> {
  const { db } = deps;
  const [stored] = await db.select().from(studioChargeEvent).where(and(eq(studioChargeEvent.studioId, studioId), eq(studioChargeEvent.eventId, eventId)));
  if (!stored) return "missing";
  const charge = parseStudioWebhook(JSON.stringify(stored.body))?.charge;
  const outcome = charge ? await applyStudioCharge({ db, studioId, charge, now, logger }) : "ignored";
  await db.update(studioChargeEvent).set({ outcome }).where(and(eq(studioChargeEvent.studioId, studioId), eq(studioChargeEvent.eventId, eventId)));
  if (outcome === "duplicada" && charge) await tellPaidDuplicate({ deps, studioId, charge });
  return outcome;
}

/** The studio's "cobranca.paga" webhook event (R-HOOK-7): what the charge was and when it was paid. */
async function emitChargePaid(tx: Tx, charge: typeof studioCharge.$inferSelect, now: Date): Promise<void> {
  await emitWebhookEvent(tx, {
    studioId: charge.studioId,
    type: "cobranca.paga",
    data: {
      charge: {
        id: charge.id,
        description: charge.description,
        amountCents: charge.amountCents,
        method: charge.method,
        dueDate: charge.dueDate,
        milestone: charge.milestone,
        paidAt: (charge.paidAt ?? now).toISOString(),
      },
      project: { id: charge.projectId },
      client: charge.clientId ? { id: charge.clientId } : null,
    },
    now,
  });
}

// ---------------------------------------------------------------------------------------------
// The NFS-e of a received fee, in the studio's name (R-PAY-12)

export const STUDIO_INVOICE_JOB = "emitir-nota-fiscal-do-estudio";
/** The first look again, 5 minutes after asking; each next one twice as late, at most 6 hours apart. */
const INVOICE_POLL_FIRST_MS = 5 * 60_000;
const INVOICE_POLL_MAX_MS = 6 * 60 * 60_000;
/** Looks after asking: with the backoff above, about 3 days and 16 hours before giving up. */
export const INVOICE_MAX_POLLS = 20;
const INVOICE_JOB_ATTEMPTS = 8;

/** How long after its `polls`-th look (0: the asking) the invoice is read again. */
export function invoicePollDelayMs(polls: number): number {
  return Math.min(INVOICE_POLL_FIRST_MS * 2 ** Math.max(0, polls), INVOICE_POLL_MAX_MS);
}

/**
 * One job per charge (its key): the webhook's job and any retry reschedule the same one. `round`
 * counts the studio's retries, so each round's failure is told once (the notice's key).
 */
export function studioInvoiceJob(chargeId: string, effectiveDate: string, runAt: Date, polls = 0, round = 0) {
  return { kind: STUDIO_INVOICE_JOB, key: `nota-fiscal-estudio:${chargeId}`, runAt, payload: { chargeId, effectiveDate, polls, round }, maxAttempts: INVOICE_JOB_ATTEMPTS };
}

const NFSE_STATUS: Record<Invoice["status"], StudioNfseStatus> = {
  scheduled: "agendada",
  processing: "processando",
  authorized: "emitida",
  error: "erro",
  cancelling: "cancelando",
  cancelled: "cancelada",
  // The city hall kept it: an issued invoice still.
  cancellation_denied: "emitida",
};

/** The invoice still unanswered after every look: marked, with what the studio can do. */
export const NFSE_NO_ANSWER =
  "A prefeitura não respondeu sobre a nota fiscal em quase 4 dias. Confira a nota em Notas fiscais no Asaas; se ela não sair, corrija a causa e peça a nota de novo.";
/** Asaas unreachable through all the job's attempts. */
export const NFSE_ASAAS_AWAY = "A Prancheta não conseguiu falar com o Asaas para pedir ou conferir a nota fiscal depois de várias tentativas. Peça a nota de novo em alguns minutos.";

/** What the studio reads when Asaas refuses to schedule the invoice: our words, then Asaas's own (in pt-BR). */
function nfseRefusal(error: GatewayError): string {
  const said = error.details.map((d) => d.description.trim()).filter(Boolean).join(" ");
  const ours =
    error.kind === "unauthorized"
      ? "O Asaas recusou a chave do estúdio: conecte a conta de novo em Configurações → Cobranças aos clientes."
      : "O Asaas não agendou a nota fiscal: confira as informações fiscais da conta no Asaas e o serviço municipal em Configurações → Cobranças aos clientes.";
  return (said ? `${ours} O Asaas respondeu: ${said}` : ours).slice(0, 1000);
}

/** Where the invoice stands after one run of the job: still with the city hall, done, failed, or nothing to do. */
export type InvoiceOutcome = "pendente" | "emitida" | "cancelada" | "erro" | "nada";

async function markInvoiceError(db: Db, chargeId: string, reason: string, now: Date): Promise<InvoiceOutcome> {
  // Only an invoice not already issued or cancelled: a late "emitida" is never turned back.
  await db
    .update(studioCharge)
    .set({ nfseStatus: "erro", nfseError: reason.slice(0, 1000), updatedAt: now })
    .where(and(eq(studioCharge.id, chargeId), eq(studioCharge.status, "paga"), or(isNull(studioCharge.nfseStatus), sql`${studioCharge.nfseStatus} not in ('emitida', 'cancelando', 'cancelada')`)));
  return "erro";
}

/**
 * Asks the studio's own account for the NFS-e of a paid charge, or reads the one it asked, and
 * stores where it stands. The caller (the job) looks again later while it is "pendente".
 */
export async function issueStudioInvoice({
  chargeId,
  effectiveDate,
  now = new Date(),
  ...deps
}: Pick<ChargesDeps, "db" | "credentialsKey" | "asaasBaseUrl"> & { chargeId: string; effectiveDate: string; now?: Date }): Promise<InvoiceOutcome> {
  const { db } = deps;
  const [row] = await db.select({ c: studioCharge, account: studioGatewayAccount }).from(studioCharge).innerJoin(studioGatewayAccount, eq(studioGatewayAccount.studioId, studioCharge.studioId)).where(eq(studioCharge.id, chargeId));
  if (!row) return "nada";
  const { c, account } = row;
  if (c.status !== "paga" || !c.gatewayChargeId || !account.nfseEnabled) return "nada";
  if (c.nfseStatus === "emitida" || c.nfseStatus === "cancelando" || c.nfseStatus === "cancelada") return "nada";
  // The stored key cannot be opened: the studio reads why, instead of an invoice "agendada" forever.
  if (!deps.credentialsKey) return markInvoiceError(db, c.id, NO_CREDENTIALS_KEY_NFSE, now);
  const gateway = gatewayFor(deps, openSecret(deps.credentialsKey, account.apiKeyEncrypted, account.studioId));
  let invoice: Invoice;
  try {
    if (c.nfseId) {
      invoice = await gateway.getInvoice(c.nfseId);
    } else {
      // A retry after a crash between asking and storing finds the first invoice instead of a second.
      const existing = (await gateway.chargeInvoices(c.gatewayChargeId)).find((i) => i.status !== "cancelled" && i.status !== "cancelling" && i.status !== "error");
      invoice =
        existing ??
        (await gateway.scheduleInvoice({
          chargeId: c.gatewayChargeId,
          amountCents: c.amountCents,
          effectiveDate,
          description: `Honorários de arquitetura: ${c.description}.`,
          externalReference: c.id,
          settings: {
            serviceId: account.nfseServiceId,
            serviceCode: account.nfseServiceCode,
            serviceName: account.nfseServiceName ?? "",
            issPercent: (account.nfseIssBps ?? 0) / 100,
            retainIss: account.nfseRetainIss,
          },
        }));
    }
  } catch (error) {
    // Asaas away: the job runner tries again. A refusal is kept for the studio to read, not retried.
    if (!(error instanceof GatewayError) || error.kind === "unavailable" || error.kind === "rate_limited") throw error;
    return markInvoiceError(db, c.id, nfseRefusal(error), now);
  }
  const status = NFSE_STATUS[invoice.status];
  await db
    .update(studioCharge)
    .set({
      nfseId: invoice.id,
      nfseStatus: status,
      nfseNumber: invoice.number,
      nfsePdfUrl: status === "emitida" ? invoice.pdfUrl : null,
      nfseError: status === "erro" ? `A prefeitura recusou a nota fiscal${invoice.error ? `: ${invoice.error}` : "."}`.slice(0, 1000) : null,
      updatedAt: now,
    })
    .where(eq(studioCharge.id, c.id));
  // Refunded while the invoice was being asked: its cancellation, which may have found nothing yet, goes again.
  const [after] = await db.select({ status: studioCharge.status }).from(studioCharge).where(eq(studioCharge.id, c.id));
  if (after?.status === "estornada") {
    await scheduleJob(db, studioInvoiceCancelJob(c.id, now));
    return "nada";
  }
  return status === "agendada" || status === "processando" ? "pendente" : status === "erro" ? "erro" : "emitida";
}

// ---------------------------------------------------------------------------------------------
// A refunded fee's NFS-e is cancelled (R-PAY-12; decision 113, revised 2026-12-05)

export const STUDIO_INVOICE_CANCEL_JOB = "cancelar-nota-fiscal-do-estudio";

/**
 * One job per charge (its key): the refund's job, the reconciliation and the studio's retry
 * schedule the same one. `asked`: Asaas was already asked to cancel (the reads that follow);
 * `round` counts the studio's retries, so each round's failure is told once.
 */
export function studioInvoiceCancelJob(chargeId: string, runAt: Date, polls = 0, round = 0, asked = false) {
  return { kind: STUDIO_INVOICE_CANCEL_JOB, key: `cancelar-nota-fiscal-estudio:${chargeId}`, runAt, payload: { chargeId, polls, round, asked }, maxAttempts: INVOICE_JOB_ATTEMPTS };
}

/** What the studio reads after the reason: what it can do about an invoice that still stands. */
const NFSE_CANCEL_ADVICE = "A cobrança continua estornada. Cancele a nota no portal da prefeitura ou no Asaas, ou peça o cancelamento de novo no projeto.";
export const NFSE_CANCEL_NO_ANSWER = "A prefeitura não respondeu ao pedido de cancelamento da nota fiscal em quase 4 dias.";
export const NFSE_CANCEL_ASAAS_AWAY = "A Prancheta não conseguiu falar com o Asaas para cancelar a nota fiscal depois de várias tentativas.";
export const NFSE_CANCEL_NO_ACCOUNT = "A conta Asaas do estúdio foi desconectada da Prancheta, que não pôde pedir o cancelamento da nota fiscal.";
export const NFSE_CANCEL_NO_CREDENTIALS_KEY =
  "A Prancheta não pôde pedir o cancelamento da nota fiscal ao Asaas: este servidor está sem a chave que protege as credenciais (CREDENTIALS_KEY). Fale com o suporte da Prancheta.";

/** Asaas refused a call of the cancellation (its key, say): our words, then its own. */
function cancelRefusal(error: GatewayError): string {
  const said = error.details.map((d) => d.description.trim()).filter(Boolean).join(" ");
  const ours = error.kind === "unauthorized" ? "O Asaas recusou a chave do estúdio: conecte a conta de novo em Configurações → Cobranças aos clientes." : "O Asaas não cancelou a nota fiscal.";
  return (said ? `${ours} O Asaas respondeu: ${said}` : ours).slice(0, 1000);
}

/** A refunded fee's invoice that still stands: "erro" with the reason and what to do (only while refunded and not cancelled). */
async function markCancelError(db: Db, chargeId: string, reason: string, now: Date): Promise<InvoiceOutcome> {
  await db
    .update(studioCharge)
    .set({ nfseStatus: "erro", nfseError: `${reason} ${NFSE_CANCEL_ADVICE}`.slice(0, 1000), updatedAt: now })
    .where(and(eq(studioCharge.id, chargeId), eq(studioCharge.status, "estornada"), or(isNull(studioCharge.nfseStatus), sql`${studioCharge.nfseStatus} <> 'cancelada'`)));
  return "erro";
}

/**
 * Asks the studio's own account to cancel every live invoice of a refunded fee (the stored one and
 * any a crash left unstored), and stores where they stand: "cancelada", "cancelando" while the city
 * hall answers (the job reads again), or "erro" with a pt-BR reason when Asaas or the city hall
 * refuses. Idempotent: a fee not refunded, or whose invoice is cancelled, is left as it is.
 */
export async function cancelStudioInvoice({
  chargeId,
  asked = false,
  now = new Date(),
  ...deps
}: Pick<ChargesDeps, "db" | "credentialsKey" | "asaasBaseUrl"> & { chargeId: string; asked?: boolean; now?: Date }): Promise<InvoiceOutcome> {
  const { db } = deps;
  const [row] = await db.select({ c: studioCharge, account: studioGatewayAccount }).from(studioCharge).leftJoin(studioGatewayAccount, eq(studioGatewayAccount.studioId, studioCharge.studioId)).where(eq(studioCharge.id, chargeId));
  if (!row) return "nada";
  const { c, account } = row;
  if (c.status !== "estornada" || !c.gatewayChargeId || c.nfseStatus === null || c.nfseStatus === "cancelada") return "nada";
  if (!account) return markCancelError(db, c.id, NFSE_CANCEL_NO_ACCOUNT, now);
  if (!deps.credentialsKey) return markCancelError(db, c.id, NFSE_CANCEL_NO_CREDENTIALS_KEY, now);
  let result: CancellationOutcome;
  try {
    const gateway = gatewayFor(deps, openSecret(deps.credentialsKey, account.apiKeyEncrypted, account.studioId));
    result = await cancelChargeInvoices(gateway, await invoicesOfCharge(gateway, c.gatewayChargeId, c.nfseId), asked);
  } catch (error) {
    // Asaas away: the job runner tries again. A refusal (the key revoked, say) is kept for the studio to read.
    if (!(error instanceof GatewayError) || error.kind === "unavailable" || error.kind === "rate_limited") throw error;
    return markCancelError(db, c.id, cancelRefusal(error), now);
  }
  if (result.outcome === "refused") return markCancelError(db, c.id, result.reason, now);
  await db
    .update(studioCharge)
    .set({ nfseStatus: result.outcome === "cancelled" ? "cancelada" : "cancelando", nfseError: null, updatedAt: now })
    .where(and(eq(studioCharge.id, c.id), eq(studioCharge.status, "estornada")));
  return result.outcome === "cancelled" ? "cancelada" : "pendente";
}

const chargeNotFound = () => new AppError("not_found", 404, "Cobrança não encontrada.");

/**
 * The studio asks again for the NFS-e of a fee whose invoice is in erro, after fixing the cause
 * (R-PAY-12). Idempotent: only an invoice in erro moves back to agendada (one conditional update,
 * so racing clicks schedule one job, keyed by the charge); the stored invoice is forgotten and the
 * job lists the charge's invoices at Asaas first, so one still in progress there is taken up
 * again instead of asking a second, and a new one is asked only when every earlier one failed.
 * An invoice already agendada, in emissão or emitida is answered as it is.
 */
export async function retryStudioInvoice({ deps, scope, projectId, chargeId, now = new Date() }: { deps: ChargesDeps; scope: StudioScope; projectId: string; chargeId: string; now?: Date }): Promise<StudioCharge> {
  const { db } = deps;
  await projectOf(db, scope, projectId);
  const [row] = await db
    .select()
    .from(studioCharge)
    .where(and(eq(studioCharge.id, chargeId), eq(studioCharge.studioId, scope.studioId), eq(studioCharge.projectId, projectId), isNotNull(studioCharge.gatewayChargeId)));
  if (!row) throw chargeNotFound();
  // A refunded fee: what is asked again is its invoice's cancellation (decision 113, revised 2026-12-05).
  if (row.status === "estornada") return retryStudioInvoiceCancel({ deps, scope, row, now });
  if (row.nfseStatus === "agendada" || row.nfseStatus === "processando" || row.nfseStatus === "emitida") return oneCharge(db, scope.studioId, row.id, now);
  if (row.nfseStatus !== "erro") throw new AppError("conflict", 409, "Esta cobrança não tem nota fiscal com erro para pedir de novo.");
  const account = await accountRow(db, scope.studioId);
  if (!account) throw notConnected();
  if (!account.nfseEnabled) throw new AppError("conflict", 409, "A emissão de nota fiscal está desligada: ligue-a em Configurações → Cobranças aos clientes antes de pedir a nota de novo.");
  if (!deps.credentialsKey) throw new AppError("unavailable", 503, NO_CREDENTIALS_KEY_CONNECTED).logged("nota fiscal do estúdio sem CREDENTIALS_KEY no servidor", { studioId: scope.studioId });
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(studioCharge)
      .set({ nfseStatus: "agendada", nfseError: null, nfseId: null, nfseNumber: null, nfsePdfUrl: null, updatedAt: now })
      .where(and(eq(studioCharge.id, row.id), eq(studioCharge.nfseStatus, "erro")))
      .returning({ id: studioCharge.id });
    if (!moved) return;
    // The next round: its failure, if any, is told again (the notice's key carries it).
    const [earlier] = await tx.select({ payload: job.payload }).from(job).where(eq(job.key, studioInvoiceJob(row.id, "", now).key));
    const round = typeof (earlier?.payload as { round?: unknown } | undefined)?.round === "number" ? (earlier!.payload as { round: number }).round + 1 : 1;
    await scheduleJob(tx, studioInvoiceJob(row.id, dayInBrazil(now), now, 0, round));
  });
  return oneCharge(db, scope.studioId, row.id, now);
}

/**
 * The studio asks again for the cancellation of a refunded fee's invoice in erro (after cancelling
 * it at the city hall, or fixing the cause). Only an invoice in erro moves to cancelando, in one
 * conditional update, so racing clicks schedule one job (keyed by the charge), which asks Asaas
 * again — a denial from an earlier round asked anew — for every invoice of the charge still live.
 */
async function retryStudioInvoiceCancel({ deps, scope, row, now }: { deps: ChargesDeps; scope: StudioScope; row: ChargeRow; now: Date }): Promise<StudioCharge> {
  const { db } = deps;
  if (row.nfseStatus === "cancelando" || row.nfseStatus === "cancelada") return oneCharge(db, scope.studioId, row.id, now);
  if (row.nfseStatus !== "erro") throw new AppError("conflict", 409, "Esta cobrança estornada não tem nota fiscal com erro para cancelar de novo.");
  if (!(await accountRow(db, scope.studioId))) throw notConnected();
  if (!deps.credentialsKey) throw new AppError("unavailable", 503, NO_CREDENTIALS_KEY_CONNECTED).logged("nota fiscal do estúdio sem CREDENTIALS_KEY no servidor", { studioId: scope.studioId });
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(studioCharge)
      .set({ nfseStatus: "cancelando", nfseError: null, updatedAt: now })
      .where(and(eq(studioCharge.id, row.id), eq(studioCharge.status, "estornada"), eq(studioCharge.nfseStatus, "erro")))
      .returning({ id: studioCharge.id });
    if (!moved) return;
    const key = studioInvoiceCancelJob(row.id, now).key;
    const [earlier] = await tx.select({ payload: job.payload }).from(job).where(eq(job.key, key));
    const round = typeof (earlier?.payload as { round?: unknown } | undefined)?.round === "number" ? (earlier!.payload as { round: number }).round + 1 : 1;
    await scheduleJob(tx, studioInvoiceCancelJob(row.id, now, 0, round));
  });
  return oneCharge(db, scope.studioId, row.id, now);
}

/** Tells the studio's owner and administrators that a fee's invoice failed, once per round (R-PAY-12, R-NOTIF-1). */
async function tellInvoiceError(deps: NotifyDeps, chargeId: string, round: number): Promise<void> {
  const [row] = await deps.db.select().from(studioCharge).where(eq(studioCharge.id, chargeId));
  if (!row || row.nfseStatus !== "erro") return;
  const managers = await deps.db.select({ userId: studioMember.userId, role: studioMember.role }).from(studioMember).where(eq(studioMember.studioId, row.studioId));
  for (const m of managers.filter((m) => canManageMembers(m.role))) {
    await notify(deps, {
      studioId: row.studioId,
      userId: m.userId,
      kind: "cobranca",
      title: `Nota fiscal não emitida: ${row.description}`.slice(0, 200),
      body: `${row.nfseError ?? "A nota fiscal ficou com erro."} Abra o projeto para pedir a nota de novo depois de corrigir a causa.`,
      link: `/dashboard/projetos/${encodeURIComponent(row.projectId)}`,
      key: `nota-fiscal-erro:${row.id}:${round}:${m.userId}`,
    });
  }
}

/** Tells the studio's owner and administrators that a refunded fee's invoice still stands, once per round (R-PAY-12, R-NOTIF-1). */
async function tellCancelError(deps: NotifyDeps, chargeId: string, round: number): Promise<void> {
  const [row] = await deps.db.select().from(studioCharge).where(eq(studioCharge.id, chargeId));
  if (!row || row.status !== "estornada" || row.nfseStatus !== "erro") return;
  const managers = await deps.db.select({ userId: studioMember.userId, role: studioMember.role }).from(studioMember).where(eq(studioMember.studioId, row.studioId));
  for (const m of managers.filter((m) => canManageMembers(m.role))) {
    await notify(deps, {
      studioId: row.studioId,
      userId: m.userId,
      kind: "cobranca",
      title: `Nota fiscal não cancelada: ${row.description}`.slice(0, 200),
      body: row.nfseError ?? `A nota fiscal da cobrança estornada não foi cancelada. ${NFSE_CANCEL_ADVICE}`,
      link: `/dashboard/projetos/${encodeURIComponent(row.projectId)}`,
      key: `nota-fiscal-nao-cancelada:${row.id}:${round}:${m.userId}`,
    });
  }
}

export function studioChargeJobs({ db, mailer, baseUrl, credentialsKey, asaasBaseUrl }: { db: Db; mailer: Mailer; baseUrl: string } & Pick<ChargesDeps, "credentialsKey" | "asaasBaseUrl">): JobHandlers {
  return {
    async [STUDIO_INVOICE_JOB]({ job, now, logger }) {
      const { chargeId, effectiveDate, polls, round } = job.payload as { chargeId?: unknown; effectiveDate?: unknown; polls?: unknown; round?: unknown };
      if (typeof chargeId !== "string" || typeof effectiveDate !== "string") return;
      const count = typeof polls === "number" ? polls : 0;
      const rounds = typeof round === "number" ? round : 0;
      if (!credentialsKey) logger.error({ chargeId }, "nota fiscal do estúdio sem CREDENTIALS_KEY no servidor");
      let outcome: InvoiceOutcome;
      try {
        outcome = await issueStudioInvoice({ db, credentialsKey, asaasBaseUrl, chargeId, effectiveDate, now });
      } catch (error) {
        // Asaas away: the runner tries again, but its last attempt marks the invoice rather than leave it in progress.
        if (job.attempts < job.maxAttempts) throw error;
        logger.warn({ err: error, chargeId }, "nota fiscal do estúdio: o Asaas não respondeu em nenhuma tentativa");
        outcome = await markInvoiceError(db, chargeId, NFSE_ASAAS_AWAY, now);
      }
      if (outcome === "pendente") {
        // Read again with backoff until the city hall answers; after the last look, marked and told.
        if (count < INVOICE_MAX_POLLS) {
          await scheduleJob(db, studioInvoiceJob(chargeId, effectiveDate, new Date(now.getTime() + invoicePollDelayMs(count)), count + 1, rounds));
          return;
        }
        outcome = await markInvoiceError(db, chargeId, NFSE_NO_ANSWER, now);
      }
      if (outcome === "erro") await tellInvoiceError({ db, mailer, baseUrl }, chargeId, rounds);
    },
    async [STUDIO_INVOICE_CANCEL_JOB]({ job, now, logger }) {
      const { chargeId, polls, round, asked } = job.payload as { chargeId?: unknown; polls?: unknown; round?: unknown; asked?: unknown };
      if (typeof chargeId !== "string") return;
      const count = typeof polls === "number" ? polls : 0;
      const rounds = typeof round === "number" ? round : 0;
      if (!credentialsKey) logger.error({ chargeId }, "cancelamento de nota fiscal do estúdio sem CREDENTIALS_KEY no servidor");
      let outcome: InvoiceOutcome;
      try {
        outcome = await cancelStudioInvoice({ db, credentialsKey, asaasBaseUrl, chargeId, asked: asked === true, now });
      } catch (error) {
        // Asaas away: the runner tries again, but its last attempt marks the invoice rather than leave it standing unsaid.
        if (job.attempts < job.maxAttempts) throw error;
        logger.warn({ err: error, chargeId }, "cancelamento de nota fiscal do estúdio: o Asaas não respondeu em nenhuma tentativa");
        outcome = await markCancelError(db, chargeId, NFSE_CANCEL_ASAAS_AWAY, now);
      }
      if (outcome === "pendente") {
        if (count < INVOICE_MAX_POLLS) {
          await scheduleJob(db, studioInvoiceCancelJob(chargeId, new Date(now.getTime() + invoicePollDelayMs(count)), count + 1, rounds, true));
          return;
        }
        outcome = await markCancelError(db, chargeId, NFSE_CANCEL_NO_ANSWER, now);
      }
      if (outcome === "erro") await tellCancelError({ db, mailer, baseUrl }, chargeId, rounds);
    },
    async [CHARGE_EVENT_JOB]({ job, now, logger }) {
      const { studioId, eventId } = job.payload as { studioId?: unknown; eventId?: unknown };
      if (typeof studioId !== "string" || typeof eventId !== "string") return;
      await applyStudioEvent({ deps: { db, mailer, baseUrl }, studioId, eventId, now, logger });
    },
    async [CHARGE_REMINDER_JOB]({ job, now }) {
      const { chargeId, when } = job.payload as { chargeId?: unknown; when?: unknown };
      if (typeof chargeId !== "string" || (when !== "antes" && when !== "depois")) return;
      await sendReminder({ db, mailer }, chargeId, when, now);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The cash view (R-PAY-8) and the portal (R-PAY-10)

type CashFilter = "todas" | "recebidas" | "a-receber" | "vencidas";

export async function cashView({ db, scope, status, now = new Date() }: { db: Db; scope: StudioAccess; status: CashFilter; now?: Date }): Promise<CashView> {
  // A row whose gateway call failed (a timeout, Asaas down) is no money to receive: only charges Asaas made count.
  const all = await chargesWhere(db, and(eq(studioCharge.studioId, scope.studioId), isNotNull(studioCharge.gatewayChargeId)), dayInBrazil(now));
  const sum = (s: StudioChargeStatus) => all.filter((c) => c.status === s).reduce((t, c) => t + c.amountCents, 0);
  const keep: Record<CashFilter, (s: StudioChargeStatus) => boolean> = {
    todas: (s) => s !== "cancelada",
    recebidas: (s) => s === "paga",
    "a-receber": (s) => s === "pendente",
    vencidas: (s) => s === "vencida",
  };
  return {
    totals: { receivedCents: sum("paga"), toReceiveCents: sum("pendente"), overdueCents: sum("vencida") },
    charges: all.filter((c) => keep[status](c.status)),
  };
}

export async function cashCsvOf({ db, scope, status, now = new Date() }: { db: Db; scope: StudioScope; status: CashFilter; now?: Date }): Promise<string> {
  const { charges } = await cashView({ db, scope, status, now });
  return cashCsv(charges);
}

export async function portalCharges({ db, link, now = new Date() }: { db: Db; link: { studioId: string; projectId: string }; now?: Date }): Promise<{ charges: PortalCharge[] }> {
  const rows = await chargesWhere(db, and(eq(studioCharge.studioId, link.studioId), eq(studioCharge.projectId, link.projectId), isNotNull(studioCharge.gatewayChargeId)), dayInBrazil(now));
  return {
    charges: rows
      .filter((c) => c.status !== "cancelada" && c.invoiceUrl !== null)
      .map(({ id, description, amountCents, method, dueDate, status, invoiceUrl, boletoUrl, boletoLine, pixPayload, pixImage, paidAt }) => ({ id, description, amountCents, method, dueDate, status, invoiceUrl, boletoUrl, boletoLine, pixPayload, pixImage, paidAt })),
  };
}

