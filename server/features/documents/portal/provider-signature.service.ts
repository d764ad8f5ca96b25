import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, ne, notInArray } from "drizzle-orm";
import { normalizeDocument } from "#domain/br-documents";
import { documentKindLabel, type DocumentKind } from "#domain/documents";
import { canManageMembers } from "#domain/studios";
import type { ProviderSignatureSend, ProviderSignatureSent, SignatureAccount, SignatureAccountInput } from "#domain/provider-signature.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { client, portalDocument, portalSignature, project, projectDocument, providerSignature, providerSignatureEvent, studioSignatureAccount } from "#server/db/schema";
import type { JobHandlers } from "#server/jobs/runner";
import type { Logger } from "#server/lib/logger";
import { scheduleJob } from "#server/jobs/schedule";
import { AppError, validationError } from "#server/lib/errors";
import { providerLink } from "#server/lib/provider-links";
import { openSecret, sealSecret } from "#server/payments/secrets";
import { SignatureProviderError, type ProviderDocument, type SignatureProvider } from "#server/signatures/provider";
import { createZapSignProvider, ZAPSIGN_PRODUCTION } from "#server/signatures/zapsign";
import type { FileStorage } from "#server/storage/file-storage";
import { assertGapsConfirmed, madeSending, onDocumentSigned, portalPdfOf, providerSendingView } from "./portal.service";

/**
 * A contract signed through the studio's own ZapSign account (decision 109, R-CONTRACT-7,
 * R-CONTRACT-8): the token sealed as the Asaas key is (decision 100), the contract's portal PDF
 * sent in one call, the signed webhook authenticated by a secret header of ours, stored once per
 * document and applied by the job runner, which downloads and checks the signed PDF.
 */

export interface SignatureDeps {
  db: Db;
  storage: FileStorage;
  /** The key sealing the studios' tokens; undefined: connecting is refused (503). */
  credentialsKey: Buffer | undefined;
  /** Where ZapSign is called (tests: the fake); undefined: production. */
  providerBaseUrl: string | undefined;
  /** The app's public address: the webhook is registered under it. */
  baseUrl: string;
}

export const PROVIDER_SIGNATURE_JOB = "aplicar-assinatura-do-provedor";
/** The largest signed PDF taken from the provider. */
export const SIGNED_FILE_MAX_BYTES = 10 * 1024 * 1024;
const PROVIDER_LABEL = "ZapSign";

const sha256 = (value: string | Uint8Array) => createHash("sha256").update(value).digest();
const onlyManagers = () => new AppError("forbidden", 403, "Só o proprietário ou um administrador do estúdio pode gerenciar a conexão com a ZapSign.");
const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");
const documentNotFound = () => new AppError("not_found", 404, "Documento não encontrado.");
const notConnected = () => new AppError("conflict", 409, "Conecte a ZapSign do estúdio em Configurações → Integrações antes de enviar por ela.");

export function signatureWebhookUrlOf(baseUrl: string, studioId: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/api/signatures/webhooks/zapsign/${studioId}`;
}

function providerFor(deps: Pick<SignatureDeps, "providerBaseUrl">, apiToken: string): SignatureProvider {
  return createZapSignProvider({ baseUrl: deps.providerBaseUrl ?? ZAPSIGN_PRODUCTION, apiToken });
}

/** ZapSign's refusal in the studio's words; its own text goes to the log, never its token. */
function providerFailure(error: unknown, what: string): AppError {
  const facts = error instanceof SignatureProviderError ? { providerKind: error.kind, providerStatus: error.status, providerDetails: error.details } : { err: error };
  if (error instanceof SignatureProviderError && error.kind === "unauthorized") {
    return new AppError("signature_provider_error", 502, "A ZapSign recusou o token do estúdio: conecte a conta de novo em Configurações → Integrações.").logged("token da ZapSign recusado", facts);
  }
  if (error instanceof SignatureProviderError && error.kind === "invalid_request") {
    const said = error.details.map((d) => d.message.trim().replace(/[.;:]+$/, "")).join("; ").slice(0, 300);
    return new AppError("validation_error", 422, `A ZapSign recusou o envio${said ? `: ${said}` : ""}. Confira os dados do cliente e o documento.`).logged("ZapSign recusou o pedido", facts);
  }
  if (error instanceof SignatureProviderError && error.kind === "rate_limited") {
    return new AppError("signature_provider_error", 502, "A ZapSign pediu para esperar: muitos envios em pouco tempo. Tente de novo em alguns minutos.").logged("ZapSign limitou os pedidos", facts);
  }
  return new AppError("signature_provider_error", 502, `Não foi possível ${what} agora: a ZapSign não respondeu. Tente de novo em alguns minutos.`).logged("falha na ZapSign", facts);
}

// ---------------------------------------------------------------------------------------------
// The studio's account (R-CONTRACT-7)

type AccountRow = typeof studioSignatureAccount.$inferSelect;

async function accountRow(db: Db | Tx, studioId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(studioSignatureAccount).where(eq(studioSignatureAccount.studioId, studioId));
  return row;
}

function accountOf(deps: Pick<SignatureDeps, "credentialsKey">, row: AccountRow | undefined): SignatureAccount {
  return {
    available: deps.credentialsKey !== undefined,
    connected: row !== undefined,
    provider: "zapsign",
    providerLabel: PROVIDER_LABEL,
    apiTokenHint: row?.apiTokenHint ?? null,
    connectedAt: row?.connectedAt.toISOString() ?? null,
  };
}

export async function getSignatureAccount({ deps, scope }: { deps: SignatureDeps; scope: StudioScope }): Promise<SignatureAccount> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  return accountOf(deps, await accountRow(deps.db, scope.studioId));
}

/**
 * Connects the studio's ZapSign account: the token is tried by registering the signed webhook
 * with a secret of this studio's in its Authorization header (kept only as its SHA-256), then sealed.
 */
export async function connectSignatureAccount({ deps, scope, input, now = new Date() }: { deps: SignatureDeps; scope: StudioScope; input: SignatureAccountInput; now?: Date }): Promise<SignatureAccount> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  if (!deps.credentialsKey) {
    throw new AppError("unavailable", 503, "A conexão com a ZapSign não está disponível neste servidor: falta a chave que protege as credenciais. Fale com o suporte da Prancheta.");
  }
  const apiToken = input.apiToken.trim();
  const secret = randomBytes(32).toString("base64url");
  let webhookId: string;
  try {
    ({ id: webhookId } = await providerFor(deps, apiToken).registerSignedWebhook({ url: signatureWebhookUrlOf(deps.baseUrl, scope.studioId), authorization: `Bearer ${secret}` }));
  } catch (error) {
    if (error instanceof SignatureProviderError && error.kind === "unauthorized") {
      throw validationError({ apiToken: "A ZapSign recusou este token: confira se copiou o token inteiro (Configurações → Integração → Token de API, na ZapSign)." }).logged("token da ZapSign recusado", {
        providerKind: error.kind,
        providerStatus: error.status,
      });
    }
    throw providerFailure(error, "conectar a ZapSign");
  }
  const values = {
    provider: "zapsign" as const,
    apiTokenEncrypted: sealSecret(deps.credentialsKey, apiToken, scope.studioId),
    apiTokenHint: apiToken.slice(-4),
    webhookId,
    webhookSecretSha256: sha256(secret).toString("hex"),
    connectedBy: scope.userId,
    connectedAt: now,
  };
  const previous = await accountRow(deps.db, scope.studioId);
  // Another ZapSign account: what the previous one sent is settled with it (its token is about to go).
  if (previous && openSecret(deps.credentialsKey, previous.apiTokenEncrypted, scope.studioId) !== apiToken) await settleLiveSendings(deps, previous, now);
  await deps.db.insert(studioSignatureAccount).values({ studioId: scope.studioId, ...values }).onConflictDoUpdate({ target: studioSignatureAccount.studioId, set: values });
  // A reconnection: the previous webhook would keep posting with a secret no longer ours.
  if (previous && previous.webhookId !== webhookId) await removeWebhookQuietly(deps, previous);
  return accountOf(deps, await accountRow(deps.db, scope.studioId));
}

/**
 * Best effort: a webhook left at ZapSign (its token already revoked there, ZapSign down) only
 * posts with a secret we no longer keep, and is refused (401) without storing anything.
 */
async function removeWebhookQuietly(deps: Pick<SignatureDeps, "credentialsKey" | "providerBaseUrl">, account: AccountRow): Promise<boolean> {
  if (!deps.credentialsKey || !account.webhookId) return false;
  const webhookId = account.webhookId;
  try {
    const apiToken = openSecret(deps.credentialsKey, account.apiTokenEncrypted, account.studioId);
    await providerFor(deps, apiToken).removeWebhook({ id: webhookId });
    return true;
  } catch {
    return false;
  }
}

/**
 * Disconnects: what was sent is settled with ZapSign first (settleLiveSendings), the webhook is
 * removed there, and the sealed token and the webhook's secret go (a later webhook is refused, 401).
 */
export async function removeSignatureAccount({ deps, scope, now = new Date() }: { deps: SignatureDeps; scope: StudioScope; now?: Date }): Promise<void> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const account = await accountRow(deps.db, scope.studioId);
  if (!account) return;
  await settleLiveSendings(deps, account, now);
  await removeWebhookQuietly(deps, account);
  await deps.db.delete(studioSignatureAccount).where(eq(studioSignatureAccount.studioId, scope.studioId));
}

const unsettled = () =>
  new AppError("signature_provider_error", 502, "Não foi possível confirmar com a ZapSign se os contratos enviados já foram assinados, e nada foi desconectado. Tente de novo em alguns minutos.");

/**
 * Before an account's token goes (a disconnection, another account connected), each contract it
 * sent and not yet recorded as signed is asked of ZapSign: one signed there is recorded now, as
 * its webhook would have been; one not signed is withdrawn at ZapSign (its soft delete, best
 * effort) and "cancelada", so the portal offers its own signature again. ZapSign not answering
 * stops the whole operation (502) rather than lose a signature; a token ZapSign no longer takes
 * cannot tell anything, and its sendings are cancelled.
 */
async function settleLiveSendings(deps: SignatureDeps, account: AccountRow, now: Date): Promise<void> {
  const live = await deps.db
    .select({ s: providerSignature, kind: projectDocument.kind })
    .from(providerSignature)
    .innerJoin(projectDocument, eq(projectDocument.id, providerSignature.documentId))
    .where(and(eq(providerSignature.studioId, account.studioId), inArray(providerSignature.status, ["enviando", "enviada"])));
  if (live.length === 0) return;
  const provider = deps.credentialsKey ? providerFor(deps, openSecret(deps.credentialsKey, account.apiTokenEncrypted, account.studioId)) : null;
  let tokenRefused = provider === null;
  for (const sending of live) {
    const token = sending.s.providerDocumentToken;
    if (sending.s.status !== "enviada" || !token || tokenRefused || !provider) continue;
    let found: ProviderDocument;
    try {
      found = await provider.getDocument({ documentToken: token });
    } catch (error) {
      if (error instanceof SignatureProviderError && error.kind === "unauthorized") {
        tokenRefused = true;
        continue;
      }
      if (error instanceof SignatureProviderError && error.kind === "not_found") continue;
      throw unsettled().logged("ZapSign não respondeu ao conferir os envios", { providerKind: error instanceof SignatureProviderError ? error.kind : "erro" });
    }
    if (found.complete) {
      try {
        if ((await applySigned({ db: deps.db, sending, found, providerBaseUrl: deps.providerBaseUrl, now })) === "aplicado") continue;
      } catch {
        throw unsettled().logged("PDF assinado da ZapSign não baixado ao desconectar", {});
      }
    } else {
      await provider.deleteDocument({ documentToken: token }).catch(() => undefined);
    }
  }
  await deps.db
    .update(providerSignature)
    .set({ status: "cancelada" })
    .where(and(eq(providerSignature.studioId, account.studioId), inArray(providerSignature.status, ["enviando", "enviada"])));
}

// ---------------------------------------------------------------------------------------------
// Sending (R-CONTRACT-7)

/** How long a claim without ZapSign's answer holds before another request may take it over (past every deadline of the call). */
export const SENDING_CLAIM_MS = 2 * 60 * 1000;

/**
 * Sends the project's contract (its current version, as the portal serves it) to ZapSign; the
 * same version again answers the same sending. One live sending per version (decision 109): the
 * row is claimed ("enviando") before ZapSign is called, so two clicks never make two documents
 * there, and a failed call leaves nothing behind.
 */
export async function sendForProviderSignature({
  deps,
  scope,
  projectId,
  documentId,
  input,
  now = new Date(),
}: {
  deps: SignatureDeps;
  scope: StudioScope;
  projectId: string;
  documentId: string;
  input: ProviderSignatureSend;
  now?: Date;
}): Promise<ProviderSignatureSent> {
  const { db } = deps;
  const [p] = await db
    .select({ id: project.id, clientName: client.name, clientEmail: client.email, clientDocument: client.document })
    .from(project)
    .innerJoin(client, and(eq(client.id, project.clientId), eq(client.studioId, project.studioId)))
    .where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)));
  if (!p) throw projectNotFound();
  const [doc] = await db
    .select({ id: projectDocument.id, kind: projectDocument.kind })
    .from(projectDocument)
    .where(and(eq(projectDocument.id, documentId), eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, scope.studioId)));
  if (!doc) throw documentNotFound();
  if (doc.kind !== "contrato") throw validationError({ documentId: "Pela ZapSign, só o contrato do projeto é enviado para assinatura." });
  const account = await accountRow(db, scope.studioId);
  if (!account || !deps.credentialsKey) throw notConnected();
  const fields: Record<string, string> = {};
  const cpf = p.clientDocument ? normalizeDocument(p.clientDocument) : null;
  if (!p.clientEmail) fields.email = "Cadastre o e-mail do cliente: a ZapSign identifica o signatário por ele.";
  if (!cpf || cpf.kind !== "cpf") fields.cpf = "Cadastre o CPF do cliente (quem assina é uma pessoa): a ZapSign pede o CPF do signatário.";
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const pdf = await portalPdfOf({ db, storage: deps.storage, studioId: scope.studioId, documentId });
  const live = await liveSending(db, scope.studioId, documentId, pdf.version);
  if (live && madeSending(live)) return providerSendingView(live);
  const [signedHere] = await db
    .select({ id: portalSignature.id })
    .from(portalSignature)
    .where(and(eq(portalSignature.studioId, scope.studioId), eq(portalSignature.documentId, documentId), eq(portalSignature.version, pdf.version)));
  if (signedHere) throw new AppError("conflict", 409, "O cliente já assinou esta versão do contrato: não há o que enviar à ZapSign.");
  // R-PORTAL-6: the contract reaches the client through ZapSign as it would through the portal.
  await assertGapsConfirmed({ db, scope, ids: [documentId], confirmed: input.confirmGaps });
  const signer = { name: p.clientName, email: p.clientEmail!, cpf: cpf!.value };
  const claimId = await claimSending(db, live, {
    id: randomUUID(),
    studioId: scope.studioId,
    projectId,
    documentId,
    version: pdf.version,
    pdfSha256: pdf.sha256,
    provider: "zapsign" as const,
    signerName: signer.name,
    signerEmail: signer.email,
    signerCpf: signer.cpf,
    status: "enviando" as const,
    sentBy: scope.userId,
    sentAt: now,
  });
  // Only this request's claim: one taken over after SENDING_CLAIM_MS has a later sentAt.
  const ours = and(eq(providerSignature.id, claimId), eq(providerSignature.status, "enviando"), eq(providerSignature.sentAt, now));
  const release = () => db.delete(providerSignature).where(ours);
  let provider: SignatureProvider;
  let sent;
  try {
    provider = providerFor(deps, openSecret(deps.credentialsKey, account.apiTokenEncrypted, scope.studioId));
    sent = await provider.sendDocument({ name: `${pdf.title} v${pdf.version}`, pdf: pdf.bytes, externalId: claimId, signer });
  } catch (error) {
    await release();
    throw providerFailure(error, "enviar o contrato à ZapSign");
  }
  // AI output and provider output alike are untrusted: a sign URL the client will open must be https.
  if (!providerLink(sent.signUrl, deps.providerBaseUrl ?? ZAPSIGN_PRODUCTION)) {
    await release();
    await provider.deleteDocument({ documentToken: sent.documentToken }).catch(() => undefined);
    throw new AppError("signature_provider_error", 502, "A ZapSign respondeu um endereço de assinatura inválido. Tente de novo em alguns minutos.").logged("ZapSign respondeu sign_url fora de https", {});
  }
  const row = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(providerSignature)
      .set({ status: "enviada", providerDocumentToken: sent.documentToken, signUrl: sent.signUrl })
      .where(ours)
      .returning();
    if (!moved) return null;
    // The client finds it in the portal, marked for signature (signed at ZapSign, R-CONTRACT-7).
    await tx
      .insert(portalDocument)
      .values({ documentId, studioId: scope.studioId, projectId, shared: true, forSignature: true, updatedBy: scope.userId, updatedAt: now })
      .onConflictDoUpdate({ target: portalDocument.documentId, set: { shared: true, forSignature: true, updatedBy: scope.userId, updatedAt: now } });
    return moved;
  });
  // The account was disconnected while ZapSign answered (the sending was cancelled with it), or the
  // claim was taken over: the document just made is withdrawn at ZapSign.
  if (!row || !madeSending(row)) {
    await provider.deleteDocument({ documentToken: sent.documentToken }).catch(() => undefined);
    throw new AppError("conflict", 409, "A conexão com a ZapSign foi removida durante o envio. Conecte-a de novo e envie outra vez.");
  }
  return providerSendingView(row);
}

type SendingRow = typeof providerSignature.$inferSelect;

/** The version's sending that is not cancelled (at most one: provider_signature_live_version_idx). */
async function liveSending(db: Db, studioId: string, documentId: string, version: number): Promise<SendingRow | undefined> {
  const [row] = await db
    .select()
    .from(providerSignature)
    .where(and(eq(providerSignature.studioId, studioId), eq(providerSignature.documentId, documentId), eq(providerSignature.version, version), ne(providerSignature.status, "cancelada")));
  return row;
}

/**
 * Claims the version's sending and answers the claim's id, which goes to ZapSign as the document's
 * `external_id`. A claim younger than SENDING_CLAIM_MS is another request still waiting for
 * ZapSign (409); an older one died with its request and is taken over.
 */
async function claimSending(db: Db, live: SendingRow | undefined, claim: typeof providerSignature.$inferInsert & { id: string; sentAt: Date }): Promise<string> {
  const busy = () => new AppError("conflict", 409, "O contrato já está sendo enviado à ZapSign. Aguarde um instante e atualize a página.");
  if (!live) {
    const [taken] = await db.insert(providerSignature).values(claim).onConflictDoNothing().returning({ id: providerSignature.id });
    if (taken) return taken.id;
    throw busy();
  }
  if (claim.sentAt.getTime() - live.sentAt.getTime() < SENDING_CLAIM_MS) throw busy();
  const [taken] = await db
    .update(providerSignature)
    .set({ sentBy: claim.sentBy, sentAt: claim.sentAt })
    .where(and(eq(providerSignature.id, live.id), eq(providerSignature.status, "enviando"), eq(providerSignature.sentAt, live.sentAt)))
    .returning({ id: providerSignature.id });
  if (taken) return taken.id;
  throw busy();
}

// ---------------------------------------------------------------------------------------------
// The signed webhook (R-CONTRACT-8)

/** The header ZapSign sends as we registered it, compared in constant time with this studio's secret. */
export async function signatureWebhookAuthentic({ db, studioId, authorization }: { db: Db; studioId: string; authorization: string | undefined }): Promise<boolean> {
  const account = await accountRow(db, studioId);
  if (!account || !authorization?.startsWith("Bearer ")) return false;
  return timingSafeEqual(sha256(authorization.slice(7)), Buffer.from(account.webhookSecretSha256, "hex"));
}

const parser = createZapSignProvider({ baseUrl: ZAPSIGN_PRODUCTION, apiToken: "-" });

/** Outcomes that end a document's events: a redelivery after them stores and schedules nothing. */
const FINAL_OUTCOMES = ["aplicado", "ja-assinada"];

/**
 * Takes note that one of this studio's sendings may be signed, once per document until applied,
 * and schedules its job in the same transaction. The body only names the document: what it says
 * of the signature is never trusted (anyone holding the secret could post it); the job asks
 * ZapSign itself. A document this studio never sent stores nothing.
 */
export async function receiveSignatureWebhook({ db, studioId, body, now = new Date() }: { db: Db; studioId: string; body: unknown; now?: Date }): Promise<{ processed: boolean }> {
  const event = parser.parseSignedEvent(body);
  // Another event, or a signer of several while others still sign: nothing to do (answered 200, so ZapSign does not retry).
  if (!event || !event.complete) return { processed: false };
  const [sending] = await db
    .select({ id: providerSignature.id })
    .from(providerSignature)
    .where(and(eq(providerSignature.studioId, studioId), eq(providerSignature.provider, "zapsign"), eq(providerSignature.providerDocumentToken, event.documentToken)));
  if (!sending) return { processed: false };
  return db.transaction(async (tx) => {
    const values = { id: randomUUID(), studioId, providerDocumentToken: event.documentToken, body: { event_type: "doc_signed", token: event.documentToken }, outcome: "pending", receivedAt: now };
    // A redelivery after a failure (a refused file, ZapSign still without the PDF) tries again.
    const [stored] = await tx
      .insert(providerSignatureEvent)
      .values(values)
      .onConflictDoUpdate({
        target: [providerSignatureEvent.studioId, providerSignatureEvent.providerDocumentToken],
        set: { outcome: "pending", receivedAt: now },
        setWhere: notInArray(providerSignatureEvent.outcome, FINAL_OUTCOMES),
      })
      .returning({ id: providerSignatureEvent.id });
    if (!stored) return { processed: false };
    await scheduleJob(tx, { kind: PROVIDER_SIGNATURE_JOB, key: `assinatura-provedor:${studioId}:${event.documentToken}`, runAt: now, payload: { studioId, eventId: stored.id }, maxAttempts: 8 });
    return { processed: true };
  });
}

/** The signed PDF from the provider's URL: https (unless the provider is a local fake), no redirect, at most 10 MB, and a PDF. */
export async function downloadSignedPdf({ url, providerBaseUrl }: { url: string; providerBaseUrl: string | undefined }): Promise<Uint8Array> {
  if (!providerLink(url, providerBaseUrl ?? ZAPSIGN_PRODUCTION)) throw new SignedFileRefused("endereço fora de https");
  // A redirect could lead anywhere (a private address included): ZapSign's file URL answers the file itself.
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000), redirect: "manual" });
  if (response.status >= 300 && response.status < 400) throw new SignedFileRefused("redirecionamento");
  if (!response.ok || !response.body) throw new Error(`PDF assinado não baixado (${response.status})`);
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > SIGNED_FILE_MAX_BYTES) throw new SignedFileRefused("maior que 10 MB");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > SIGNED_FILE_MAX_BYTES) throw new SignedFileRefused("maior que 10 MB");
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  if (!bytes.subarray(0, 5).equals(Buffer.from("%PDF-"))) throw new SignedFileRefused("não é um PDF");
  return new Uint8Array(bytes);
}

/** A file that will not become a PDF by trying again. */
export class SignedFileRefused extends Error {}

type LiveSending = { s: typeof providerSignature.$inferSelect; kind: DocumentKind };

/**
 * Records a document ZapSign says is signed: its signed PDF downloaded and kept as the contract's
 * signature (portal_signature, provider "zapsign"), with what a signature means (onDocumentSigned:
 * the notice, the RRT reminder, a proposal's webhook event) and the event's outcome in the same
 * transaction. Only a sending still "enviada" moves, so running twice stores nothing twice.
 * Throws what may pass (the file not ready yet, the download failing); answers what will not.
 */
async function applySigned({
  db,
  sending,
  found,
  providerBaseUrl,
  now,
  eventId,
  logger,
}: {
  db: Db;
  sending: LiveSending;
  found: ProviderDocument;
  providerBaseUrl: string | undefined;
  now: Date;
  eventId?: string;
  logger?: Pick<Logger, "warn" | "info">;
}): Promise<"aplicado" | "arquivo-recusado" | "ja-assinada"> {
  // Signed, and ZapSign still making the file: the runner tries again later.
  if (!found.signedFileUrl) throw new Error("ZapSign ainda sem o PDF assinado");
  let bytes: Uint8Array;
  try {
    bytes = await downloadSignedPdf({ url: found.signedFileUrl, providerBaseUrl });
  } catch (error) {
    if (error instanceof SignedFileRefused) {
      logger?.warn({ studio: sending.s.studioId, reason: error.message }, "PDF assinado da ZapSign recusado");
      return "arquivo-recusado";
    }
    throw error;
  }
  const signedAt = found.signedAt && !Number.isNaN(Date.parse(found.signedAt)) ? new Date(found.signedAt) : now;
  const s = sending.s;
  const signerName = found.signerName ?? s.signerName;
  const signatureId = randomUUID();
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(providerSignature)
      .set({ status: "assinada", signatureId, signedAt })
      .where(and(eq(providerSignature.id, s.id), eq(providerSignature.status, "enviada")))
      .returning({ id: providerSignature.id });
    if (!row) return false;
    await tx.insert(portalSignature).values({
      id: signatureId,
      studioId: s.studioId,
      documentId: s.documentId,
      version: s.version,
      pdfSha256: s.pdfSha256,
      fullName: signerName,
      cpf: s.signerCpf,
      email: s.signerEmail,
      typedSignature: `Assinado na ${PROVIDER_LABEL}`,
      consent: `Assinatura feita na ${PROVIDER_LABEL}, que guarda as evidências do signatário; documento ${found.documentToken}.`,
      ip: null,
      userAgent: null,
      linkId: `zapsign:${s.id}`,
      signedAt,
      signedPdf: bytes,
      signedPdfSha256: sha256(bytes).toString("hex"),
      provider: "zapsign",
    });
    await onDocumentSigned({ db: tx, signed: { signatureId, studioId: s.studioId, projectId: s.projectId, documentId: s.documentId, kind: sending.kind, version: s.version, fullName: signerName }, now: signedAt });
    if (eventId) await tx.update(providerSignatureEvent).set({ outcome: "aplicado" }).where(eq(providerSignatureEvent.id, eventId));
    return true;
  });
  if (!moved) return "ja-assinada";
  logger?.info({ studio: s.studioId, document: s.documentId, title: documentKindLabel(sending.kind) }, "contrato assinado na ZapSign");
  return "aplicado";
}

/**
 * `aplicar-assinatura-do-provedor`: asks ZapSign, with the studio's token, whether the document is
 * signed (the webhook only named it), downloads the signed PDF and keeps it as the contract's
 * signature (portal_signature, provider "zapsign"), with what a signature means (onDocumentSigned:
 * the notice, the RRT reminder, a proposal's webhook event) in the same transaction. Only a
 * sending still "enviada" moves, so a job run twice stores nothing twice. ZapSign down, or its
 * signed file not ready yet, is retried by the runner; an answer that will not change ends with
 * its outcome on the event, which a redelivery of the webhook reopens.
 */
export function providerSignatureJobs({ db, credentialsKey, providerBaseUrl }: { db: Db; credentialsKey: Buffer | undefined; providerBaseUrl: string | undefined }): JobHandlers {
  return {
    [PROVIDER_SIGNATURE_JOB]: async ({ job, logger, now }) => {
      const payload = job.payload as { studioId?: unknown; eventId?: unknown };
      if (typeof payload.studioId !== "string" || typeof payload.eventId !== "string") return;
      const [event] = await db.select().from(providerSignatureEvent).where(and(eq(providerSignatureEvent.id, payload.eventId), eq(providerSignatureEvent.studioId, payload.studioId)));
      if (!event) return;
      const setOutcome = (outcome: string) => db.update(providerSignatureEvent).set({ outcome }).where(eq(providerSignatureEvent.id, event.id));
      const [sending] = await db
        .select({ s: providerSignature, kind: projectDocument.kind })
        .from(providerSignature)
        .innerJoin(projectDocument, eq(projectDocument.id, providerSignature.documentId))
        .where(and(eq(providerSignature.studioId, event.studioId), eq(providerSignature.providerDocumentToken, event.providerDocumentToken)));
      if (!sending) return void (await setOutcome("desconhecido"));
      if (sending.s.status === "assinada") return void (await setOutcome("ja-assinada"));
      if (sending.s.status !== "enviada") return void (await setOutcome("cancelada"));
      const account = await accountRow(db, event.studioId);
      if (!account || !credentialsKey) return void (await setOutcome("sem-conta"));
      let found: ProviderDocument;
      try {
        const apiToken = openSecret(credentialsKey, account.apiTokenEncrypted, event.studioId);
        found = await providerFor({ providerBaseUrl }, apiToken).getDocument({ documentToken: event.providerDocumentToken });
      } catch (error) {
        if (error instanceof SignatureProviderError && (error.kind === "unauthorized" || error.kind === "not_found")) {
          logger.warn({ studio: event.studioId, providerKind: error.kind }, "ZapSign não confirmou o documento assinado");
          return void (await setOutcome("nao-confirmado"));
        }
        throw error;
      }
      if (!found.complete) return void (await setOutcome("nao-assinado"));
      const outcome = await applySigned({ db, sending, found, providerBaseUrl, now, eventId: event.id, logger });
      if (outcome !== "aplicado") await setOutcome(outcome);
    },
  };
}
