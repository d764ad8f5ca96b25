import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { documentKindLabel, type DocumentKind } from "#domain/documents";
import { computeFees } from "#domain/fees/fees";
import { DEFAULT_BRAND_COLOR } from "#domain/profile";
import type { ProviderSignatureSent } from "#domain/provider-signature.schema";
import {
  dateTimeLabel,
  deliveryStatus,
  maskCpf,
  nextStage,
  PORTAL_EVENT_LABELS,
  PORTAL_LINK_DAYS,
  PORTAL_PATH,
  SIGNATURE_CONSENT,
  SIGNATURE_LAW,
  type DeliveredDocument,
  type PortalDecision,
  type PortalEventKind,
} from "#domain/portal";
import type {
  CreatedPortalLink,
  PortalDecisionInput,
  PortalSharing,
  PortalSignatureInput,
  ProjectPortal,
  PublicPortal,
  PublicPortalDocument,
  PortalDeliveryInput,
} from "#domain/portal.schema";
import { stageLabel } from "#domain/projects";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import {
  client,
  documentVersion,
  portalDecision,
  portalDelivery,
  portalDocument,
  portalEvent,
  portalLink,
  portalPdf,
  portalSignature,
  project,
  projectDocument,
  projectFees,
  providerSignature,
  studioSignatureAccount,
  storedFile,
  studio,
  user,
} from "#server/db/schema";
import type { ExportBlock } from "#server/export/model";
import { renderPdf } from "#server/export/pdf";
import { documentForExport } from "#server/features/documents/export/export.service";
import { CLIENT_TOKEN_PATTERN, hashToken } from "#server/features/documents/client-link.service";
import { changedWhileSigning, getDocument } from "#server/features/documents/documents.service";
import { gapsOf, unconfirmedGaps } from "#server/features/documents/export/document-gaps.service";
import { acceptProposalBySignature, proposalSeenInPortal } from "#server/features/documents/proposals/proposals.service";
import { scheduleJob } from "#server/jobs/schedule";
import { personRef } from "#server/lib/authorship";
import { AppError } from "#server/lib/errors";
import type { FileStorage } from "#server/storage/file-storage";
import { remindRrtOnSignature } from "#server/features/documents/contracts/rrt-reminder";
import { PORTAL_NOTICE_JOB, type PortalNoticePayload } from "./portal-jobs";
import { emitWebhookEvent } from "#server/webhooks/outbox";

/**
 * The client portal (R-PORTAL-1…4, decision 095). The studio's side reads and writes within the
 * active studio (another studio's project is a 404); the client's side works from the link found
 * by its token's hash, and reaches only the link's project and the documents shared in it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The notice of the client's visit comes once per this many minutes of visits (R-PORTAL-4). */
export const PORTAL_VISIT_NOTICE_MINUTES = 30;

export const portalNotFound = () =>
  new AppError("not_found", 404, "Portal não encontrado. Confira o endereço ou peça um novo link ao escritório de arquitetura.");
export const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");
const documentNotFound = () => new AppError("not_found", 404, "Documento não encontrado.");
const deliveryNotFound = () => new AppError("not_found", 404, "Entrega não encontrada.");
const signatureNotFound = () => new AppError("not_found", 404, "Assinatura não encontrada.");

const dayBR = (d: Date) => d.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export type PortalLinkRow = typeof portalLink.$inferSelect;

/** Who is on the other side of a public request, for the audit trail. */
export interface Visitor {
  ip: string | null;
  userAgent: string | null;
}

// ---------------------------------------------------------------------------------------------
// The studio's side

async function ownProject(db: Db | Tx, scope: StudioScope, projectId: string) {
  const [row] = await db
    .select({ id: project.id, name: project.name })
    .from(project)
    .where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)));
  if (!row) throw projectNotFound();
  return row;
}

/** A new portal link for the project; any earlier one stops working. Only the token's SHA-256 is stored. */
export async function createPortalLink({ db, scope, projectId, baseUrl, now = new Date() }: { db: Db; scope: StudioScope; projectId: string; baseUrl: string; now?: Date }): Promise<CreatedPortalLink> {
  await ownProject(db, scope, projectId);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PORTAL_LINK_DAYS * DAY_MS);
  const [creator] = await db.select({ name: user.name }).from(user).where(eq(user.id, scope.userId));
  await db.transaction(async (tx) => {
    await tx
      .update(portalLink)
      .set({ revokedAt: now })
      .where(and(eq(portalLink.projectId, projectId), isNull(portalLink.revokedAt)));
    await tx.insert(portalLink).values({ id: randomUUID(), studioId: scope.studioId, projectId, tokenHash: hashToken(token), createdBy: scope.userId, createdAt: now, expiresAt });
  });
  return { url: `${baseUrl}${PORTAL_PATH}/${token}`, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString(), createdBy: personRef(scope.userId, creator?.name ?? null) };
}

export async function revokePortalLink({ db, scope, projectId, now = new Date() }: { db: Db; scope: StudioScope; projectId: string; now?: Date }): Promise<void> {
  await ownProject(db, scope, projectId);
  await db
    .update(portalLink)
    .set({ revokedAt: now })
    .where(and(eq(portalLink.projectId, projectId), eq(portalLink.studioId, scope.studioId), isNull(portalLink.revokedAt)));
}

/** The project's documents with their current versions (studio-scoped). */
async function projectDocuments(db: Db | Tx, studioId: string, projectId: string) {
  return db
    .select({ id: projectDocument.id, kind: projectDocument.kind, version: projectDocument.version, updatedAt: projectDocument.updatedAt, shared: portalDocument.shared, forSignature: portalDocument.forSignature })
    .from(projectDocument)
    .leftJoin(portalDocument, eq(portalDocument.documentId, projectDocument.id))
    .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, studioId)))
    .orderBy(projectDocument.createdAt);
}

type SignatureRow = Omit<typeof portalSignature.$inferSelect, "signedPdf">;

const signatureColumns = {
  id: portalSignature.id,
  studioId: portalSignature.studioId,
  documentId: portalSignature.documentId,
  version: portalSignature.version,
  pdfSha256: portalSignature.pdfSha256,
  fullName: portalSignature.fullName,
  cpf: portalSignature.cpf,
  email: portalSignature.email,
  typedSignature: portalSignature.typedSignature,
  consent: portalSignature.consent,
  ip: portalSignature.ip,
  userAgent: portalSignature.userAgent,
  linkId: portalSignature.linkId,
  signedAt: portalSignature.signedAt,
  signedPdfSha256: portalSignature.signedPdfSha256,
  provider: portalSignature.provider,
};

async function signaturesOf(db: Db | Tx, documentIds: string[]): Promise<SignatureRow[]> {
  if (documentIds.length === 0) return [];
  return db.select(signatureColumns).from(portalSignature).where(inArray(portalSignature.documentId, documentIds)).orderBy(desc(portalSignature.signedAt));
}

type SendingRow = typeof providerSignature.$inferSelect;
/** A sending the provider made: "enviando" is only our claim before calling it, with no sign URL yet. */
export type MadeSending = Omit<SendingRow, "status" | "signUrl" | "providerDocumentToken"> & { status: Exclude<SendingRow["status"], "enviando">; signUrl: string; providerDocumentToken: string };
export const madeSending = (row: SendingRow): row is SendingRow & MadeSending => row.status !== "enviando" && row.signUrl !== null && row.providerDocumentToken !== null;

/** The latest sending of each document that ZapSign made (decision 109, R-CONTRACT-7). */
async function providerSendingsOf(db: Db | Tx, studioId: string, documentIds: string[]) {
  const latest = new Map<string, MadeSending>();
  if (documentIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(providerSignature)
    .where(and(eq(providerSignature.studioId, studioId), inArray(providerSignature.documentId, documentIds)))
    .orderBy(desc(providerSignature.sentAt));
  for (const row of rows) if (madeSending(row) && !latest.has(row.documentId)) latest.set(row.documentId, row);
  return latest;
}

const PROVIDER_LABELS = { zapsign: "ZapSign" } as const;

/** A sending as the studio's pages show it. */
export function providerSendingView(row: MadeSending): ProviderSignatureSent {
  return { id: row.id, documentId: row.documentId, version: row.version, provider: row.provider, providerLabel: PROVIDER_LABELS[row.provider], status: row.status, signUrl: row.signUrl, signerName: row.signerName, sentAt: row.sentAt.toISOString(), signedAt: row.signedAt?.toISOString() ?? null };
}

/** Where the client signs at ZapSign: only for the current version, while not yet signed nor cancelled. */
function providerSignUrl(sendings: Map<string, MadeSending>, documentId: string, version: number): string | null {
  const row = sendings.get(documentId);
  return row && row.status === "enviada" && row.version === version ? row.signUrl : null;
}

async function deliveriesOf(db: Db | Tx, projectId: string) {
  const deliveries = await db
    .select({ delivery: portalDelivery, deliveredByName: user.name })
    .from(portalDelivery)
    .leftJoin(user, eq(user.id, portalDelivery.deliveredBy))
    .where(eq(portalDelivery.projectId, projectId))
    .orderBy(desc(portalDelivery.deliveredAt));
  const ids = deliveries.map((d) => d.delivery.id);
  const decisions = ids.length > 0 ? await db.select().from(portalDecision).where(inArray(portalDecision.deliveryId, ids)).orderBy(desc(portalDecision.createdAt)) : [];
  return deliveries.map((d) => ({ ...d, decisions: decisions.filter((x) => x.deliveryId === d.delivery.id) }));
}

/** The studio's view of the project's portal: link, documents, signatures, deliveries and decisions, recent visits. */
export async function getProjectPortal({ db, scope, projectId, now = new Date() }: { db: Db; scope: StudioScope; projectId: string; now?: Date }): Promise<ProjectPortal> {
  await ownProject(db, scope, projectId);
  const [active] = await db
    .select({ link: portalLink, creatorName: user.name })
    .from(portalLink)
    .leftJoin(user, eq(user.id, portalLink.createdBy))
    .where(and(eq(portalLink.projectId, projectId), eq(portalLink.studioId, scope.studioId), isNull(portalLink.revokedAt), gt(portalLink.expiresAt, now)))
    .orderBy(desc(portalLink.createdAt))
    .limit(1);
  const documents = await projectDocuments(db, scope.studioId, projectId);
  const current = new Map(documents.map((d) => [d.id, d.version]));
  const kinds = new Map(documents.map((d) => [d.id, d.kind]));
  const signatures = await signaturesOf(db, documents.map((d) => d.id));
  const sendings = await providerSendingsOf(db, scope.studioId, documents.map((d) => d.id));
  const deliveries = await deliveriesOf(db, projectId);
  const events = await db.select().from(portalEvent).where(eq(portalEvent.projectId, projectId)).orderBy(desc(portalEvent.createdAt)).limit(50);
  const [account] = await db.select({ studioId: studioSignatureAccount.studioId }).from(studioSignatureAccount).where(eq(studioSignatureAccount.studioId, scope.studioId));
  return {
    link: active
      ? { createdAt: active.link.createdAt.toISOString(), expiresAt: active.link.expiresAt.toISOString(), createdBy: personRef(active.link.createdBy, active.creatorName) }
      : null,
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: documentKindLabel(d.kind),
      version: d.version,
      shared: d.shared ?? false,
      forSignature: d.forSignature ?? false,
      signatures: signatures
        .filter((s) => s.documentId === d.id)
        .map((s) => ({
          id: s.id,
          documentId: s.documentId,
          version: s.version,
          fullName: s.fullName,
          cpfMasked: maskCpf(s.cpf),
          email: s.email,
          signedAt: s.signedAt.toISOString(),
          pdfSha256: s.pdfSha256,
          valid: s.version === d.version,
          provider: s.provider,
        })),
      providerSignature: ((row) => (row ? providerSendingView(row) : null))(sendings.get(d.id)),
    })),
    deliveries: deliveries.map(({ delivery, deliveredByName, decisions }) => ({
      id: delivery.id,
      stage: delivery.stage,
      documents: delivery.documents.map((x) => {
        const kind = kinds.get(x.documentId) ?? null;
        return { ...x, kind, title: kind ? documentKindLabel(kind) : "Documento excluído" };
      }),
      deliveredAt: delivery.deliveredAt.toISOString(),
      deliveredBy: personRef(delivery.deliveredBy, deliveredByName),
      status: deliveryStatus(decisions[0] ?? null, current),
      decisions: decisions.map((x) => ({
        id: x.id,
        decision: x.decision,
        name: x.name,
        comment: x.comment,
        documents: x.documents,
        ip: x.ip,
        userAgent: x.userAgent,
        createdAt: x.createdAt.toISOString(),
      })),
    })),
    events: events.map((e) => ({ kind: e.kind, documentId: e.documentId, version: e.version, ip: e.ip, createdAt: e.createdAt.toISOString() })),
    signatureProviderConnected: account !== undefined,
  };
}

/** Documents of this project, or a 422 naming the first that is not (another studio's id included: nothing of it is said). */
async function assertProjectDocuments(db: Db | Tx, scope: StudioScope, projectId: string, ids: string[]) {
  const documents = await projectDocuments(db, scope.studioId, projectId);
  const byId = new Map(documents.map((d) => [d.id, d]));
  const fields: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!byId.has(id)) fields[`documents.${i}`] = "Este documento não é deste projeto.";
  });
  if (Object.keys(fields).length > 0) throw new AppError("validation_error", 422, "Um dos documentos escolhidos não é deste projeto.", fields);
  return byId;
}

/**
 * R-PORTAL-6: a document about to reach the client with "[completar: …]" or blank sections stops
 * the request with the export's 409 (R-DOC-5) unless the studio confirmed it. Only documents not
 * yet shared are read: unticking, or a document the client already sees, asks nothing.
 */
export async function assertGapsConfirmed({ db, scope, ids, confirmed }: { db: Db; scope: StudioScope; ids: string[]; confirmed: boolean | undefined }) {
  if (confirmed) return;
  for (const id of ids) {
    const document = await getDocument({ db, scope, id });
    const gaps = gapsOf(document);
    if (gaps.gaps.length > 0) {
      throw unconfirmedGaps(gaps, {
        subject: `O documento "${documentKindLabel(document.kind)}" (versão ${document.version})`,
        advice: "Complete-os antes de mostrá-lo ao cliente, ou confirme o envio mesmo assim.",
      });
    }
  }
}

/** Shares documents in the portal, or stops sharing them; a document for signature is shared. */
export async function sharePortalDocuments({ db, scope, projectId, input }: { db: Db; scope: StudioScope; projectId: string; input: PortalSharing }): Promise<ProjectPortal> {
  await ownProject(db, scope, projectId);
  const byId = await assertProjectDocuments(db, scope, projectId, input.documents.map((d) => d.documentId));
  const newlyShared = input.documents.filter((d) => (d.shared || d.forSignature) && !byId.get(d.documentId)!.shared).map((d) => d.documentId);
  await assertGapsConfirmed({ db, scope, ids: newlyShared, confirmed: input.confirmGaps });
  await db.transaction(async (tx) => {
    for (const d of input.documents) {
      const values = { shared: d.shared || d.forSignature, forSignature: d.forSignature, updatedBy: scope.userId, updatedAt: new Date() };
      await tx
        .insert(portalDocument)
        .values({ documentId: d.documentId, studioId: scope.studioId, projectId, ...values })
        .onConflictDoUpdate({ target: portalDocument.documentId, set: values });
    }
  });
  return getProjectPortal({ db, scope, projectId });
}

/** Marks a stage delivered with the current version of each document named; they become shared. */
export async function deliverStage({ db, scope, projectId, input, now = new Date() }: { db: Db; scope: StudioScope; projectId: string; input: PortalDeliveryInput; now?: Date }): Promise<ProjectPortal> {
  await ownProject(db, scope, projectId);
  const documentIds = [...new Set(input.documentIds)];
  const byId = await assertProjectDocuments(db, scope, projectId, documentIds);
  // A delivery shows the client these versions and asks for a decision on them: the same check.
  await assertGapsConfirmed({ db, scope, ids: documentIds, confirmed: input.confirmGaps });
  await db.transaction(async (tx) => {
    await tx.insert(portalDelivery).values({
      id: randomUUID(),
      studioId: scope.studioId,
      projectId,
      stage: input.stage,
      documents: documentIds.map((id) => ({ documentId: id, version: byId.get(id)!.version })),
      deliveredBy: scope.userId,
      deliveredAt: now,
    });
    for (const id of documentIds) {
      await tx
        .insert(portalDocument)
        .values({ documentId: id, studioId: scope.studioId, projectId, shared: true, forSignature: false, updatedBy: scope.userId, updatedAt: now })
        .onConflictDoUpdate({ target: portalDocument.documentId, set: { shared: true, updatedBy: scope.userId, updatedAt: now } });
    }
  });
  return getProjectPortal({ db, scope, projectId });
}

/** The signed PDF of a signature of the project (studio-scoped). */
export async function signedPdfOf({ db, scope, projectId, signatureId }: { db: Db; scope: StudioScope; projectId: string; signatureId: string }): Promise<{ bytes: Uint8Array; fileName: string }> {
  await ownProject(db, scope, projectId);
  const [row] = await db
    .select({ bytes: portalSignature.signedPdf, kind: projectDocument.kind, version: portalSignature.version, name: portalSignature.fullName })
    .from(portalSignature)
    .innerJoin(projectDocument, eq(projectDocument.id, portalSignature.documentId))
    .where(and(eq(portalSignature.id, signatureId), eq(portalSignature.studioId, scope.studioId), eq(projectDocument.projectId, projectId)));
  if (!row) throw signatureNotFound();
  return { bytes: row.bytes, fileName: `${documentKindLabel(row.kind)} v${row.version} assinado.pdf` };
}

// ---------------------------------------------------------------------------------------------
// The client's side

/**
 * The link behind a token (looked up by its hash), or the pt-BR reason it opens nothing: always
 * a 404, asked before any body is read.
 */
export async function usablePortalLink({ db, token, now = new Date() }: { db: Db; token: string; now?: Date }): Promise<PortalLinkRow> {
  if (!CLIENT_TOKEN_PATTERN.test(token)) throw portalNotFound();
  const [link] = await db.select().from(portalLink).where(eq(portalLink.tokenHash, hashToken(token)));
  if (!link) throw portalNotFound();
  if (link.revokedAt) throw new AppError("invalid_token", 404, "Este link do portal foi cancelado pelo escritório. Peça um novo link ao seu arquiteto.");
  if (link.expiresAt.getTime() <= now.getTime()) {
    throw new AppError("invalid_token", 404, `Este link do portal expirou em ${dayBR(link.expiresAt)}. Peça um novo link ao seu arquiteto.`);
  }
  return link;
}

async function recordEvent(db: Db | Tx, link: PortalLinkRow, visitor: Visitor, kind: PortalEventKind, document?: { id: string; version: number }, now = new Date()) {
  await db.insert(portalEvent).values({
    id: randomUUID(),
    studioId: link.studioId,
    projectId: link.projectId,
    linkId: link.id,
    kind,
    documentId: document?.id ?? null,
    version: document?.version ?? null,
    ip: visitor.ip,
    userAgent: visitor.userAgent,
    createdAt: now,
  });
}

/** Schedules the studio's notice (R-PORTAL-4): a job, so a refused e-mail is retried and nothing is sent twice. */
async function scheduleNotice(db: Db | Tx, key: string, payload: PortalNoticePayload, now: Date) {
  await scheduleJob(db, { kind: PORTAL_NOTICE_JOB, key, runAt: now, payload: { ...payload, key } });
}

async function studioLogo(db: Db, storage: FileStorage, studioId: string): Promise<string | null> {
  // The smallest variant: the page shows it at 40 px high.
  const [logo] = await db
    .select({ key: storedFile.storageKey })
    .from(storedFile)
    .where(and(eq(storedFile.studioId, studioId), eq(storedFile.purpose, "logo")))
    .orderBy(storedFile.size)
    .limit(1);
  const bytes = logo ? await storage.get(logo.key) : null;
  return bytes ? `data:image/png;base64,${Buffer.from(bytes).toString("base64")}` : null;
}

async function sharedDocuments(db: Db | Tx, link: PortalLinkRow) {
  return db
    .select({ id: projectDocument.id, kind: projectDocument.kind, version: projectDocument.version, updatedAt: projectDocument.updatedAt, forSignature: portalDocument.forSignature })
    .from(projectDocument)
    .innerJoin(portalDocument, eq(portalDocument.documentId, projectDocument.id))
    .where(and(eq(projectDocument.projectId, link.projectId), eq(projectDocument.studioId, link.studioId), eq(portalDocument.shared, true)))
    .orderBy(projectDocument.createdAt);
}

function latestSignature(signatures: SignatureRow[], documentId: string, currentVersion: number) {
  const s = signatures.find((x) => x.documentId === documentId);
  return s ? { fullName: s.fullName, signedAt: s.signedAt.toISOString(), version: s.version, valid: s.version === currentVersion, provider: s.provider } : null;
}

/** What the client sees on opening the portal; the visit is recorded (and the studio hears of it, once per half hour). */
export async function readPublicPortal({ db, storage, link, visitor, now = new Date() }: { db: Db; storage: FileStorage; link: PortalLinkRow; visitor: Visitor; now?: Date }): Promise<PublicPortal> {
  const [row] = await db
    .select({ projectName: project.name, stage: project.stage, clientName: client.name, studioName: studio.name, color: studio.brandColor })
    .from(project)
    .innerJoin(client, eq(client.id, project.clientId))
    .innerJoin(studio, eq(studio.id, project.studioId))
    .where(and(eq(project.id, link.projectId), eq(project.studioId, link.studioId)));
  if (!row) throw portalNotFound();
  const [fees] = await db.select().from(projectFees).where(and(eq(projectFees.projectId, link.projectId), eq(projectFees.studioId, link.studioId)));
  const result = fees ? computeFees(fees.input, fees.hourlyCost) : null;
  const documents = await sharedDocuments(db, link);
  const current = new Map(documents.map((d) => [d.id, d.version]));
  const signatures = await signaturesOf(db, documents.map((d) => d.id));
  const sendings = await providerSendingsOf(db, link.studioId, documents.map((d) => d.id));
  const titles = new Map(documents.map((d) => [d.id, documentKindLabel(d.kind)]));
  const deliveries = await deliveriesOf(db, link.projectId);
  await db.transaction(async (tx) => {
    await recordEvent(tx, link, visitor, "portal-aberto", undefined, now);
    const bucket = Math.floor(now.getTime() / (PORTAL_VISIT_NOTICE_MINUTES * 60_000));
    await scheduleNotice(tx, `portal-visto:${link.id}:${bucket}`, { projectId: link.projectId, event: "visto" }, now);
  });
  return {
    studio: { name: row.studioName, color: row.color ?? DEFAULT_BRAND_COLOR, logo: await studioLogo(db, storage, link.studioId) },
    project: { name: row.projectName, clientName: row.clientName, stage: row.stage, stageLabel: stageLabel(row.stage), nextStage: nextStage(row.stage) },
    payments: result ? { total: result.total, milestones: result.milestones.map((m) => ({ label: m.label, bps: m.bps, amount: m.amount })) } : null,
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: documentKindLabel(d.kind),
      version: d.version,
      updatedAt: d.updatedAt.toISOString(),
      forSignature: d.forSignature,
      signature: latestSignature(signatures, d.id, d.version),
      providerSignUrl: providerSignUrl(sendings, d.id, d.version),
    })),
    deliveries: deliveries.map(({ delivery, decisions }) => ({
      id: delivery.id,
      stage: delivery.stage,
      stageLabel: stageLabel(delivery.stage),
      deliveredAt: delivery.deliveredAt.toISOString(),
      // Only what is shared is named to the client.
      documents: delivery.documents.filter((x) => titles.has(x.documentId)).map((x) => ({ ...x, title: titles.get(x.documentId)! })),
      status: deliveryStatus(decisions[0] ?? null, current),
      lastDecision: decisions[0] ? { decision: decisions[0].decision, name: decisions[0].name, comment: decisions[0].comment, createdAt: decisions[0].createdAt.toISOString() } : null,
    })),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** A document shared in the link's project, or 404 (another project's, another studio's, not shared). */
async function sharedDocument(db: Db | Tx, link: PortalLinkRow, documentId: string) {
  const [doc] = (await sharedDocuments(db, link)).filter((d) => d.id === documentId);
  if (!doc) throw documentNotFound();
  return doc;
}

/**
 * The PDF of a document's current version as the portal serves it: rendered once per version
 * (the version's own date on it) and kept, so every view and the signature see the same bytes.
 */
export async function portalPdfOf({ db, storage, studioId, documentId }: { db: Db; storage: FileStorage; studioId: string; documentId: string }): Promise<{ version: number; sha256: string; bytes: Uint8Array; title: string }> {
  const [doc] = await db
    .select({ version: projectDocument.version, createdAt: documentVersion.createdAt })
    .from(projectDocument)
    .innerJoin(documentVersion, and(eq(documentVersion.documentId, projectDocument.id), eq(documentVersion.number, projectDocument.version)))
    .where(and(eq(projectDocument.id, documentId), eq(projectDocument.studioId, studioId)));
  if (!doc) throw documentNotFound();
  const stored = async (version: number) => {
    const [row] = await db.select().from(portalPdf).where(and(eq(portalPdf.documentId, documentId), eq(portalPdf.version, version)));
    return row;
  };
  const found = await stored(doc.version);
  const { doc: exported } = await documentForExport({ db, storage, scope: { studioId }, id: documentId, now: doc.createdAt });
  if (found) return { version: found.version, sha256: found.sha256, bytes: found.bytes, title: exported.title };
  const version = exported.meta.version ?? doc.version;
  const bytes = new Uint8Array(await renderPdf(exported));
  // Two first views at once: the first stored wins, and both answer its bytes.
  await db.insert(portalPdf).values({ id: randomUUID(), studioId, documentId, version, sha256: sha256(bytes), bytes }).onConflictDoNothing();
  const kept = (await stored(version))!;
  return { version: kept.version, sha256: kept.sha256, bytes: kept.bytes, title: exported.title };
}

/** A shared document's page: its text, and the hash of its PDF's exact bytes (what a signature names). */
export async function readPublicDocument({ db, storage, link, documentId, visitor, now = new Date() }: { db: Db; storage: FileStorage; link: PortalLinkRow; documentId: string; visitor: Visitor; now?: Date }): Promise<PublicPortalDocument> {
  const shared = await sharedDocument(db, link, documentId);
  const pdf = await portalPdfOf({ db, storage, studioId: link.studioId, documentId });
  const { doc } = await documentForExport({ db, storage, scope: { studioId: link.studioId }, id: documentId });
  const [signature] = await signaturesOf(db, [documentId]);
  const sendings = await providerSendingsOf(db, link.studioId, [documentId]);
  await db.transaction(async (tx) => {
    await recordEvent(tx, link, visitor, "documento-visto", { id: documentId, version: pdf.version }, now);
    // A proposal the studio sent is "vista" once the client opens it (R-PROP-4).
    if (shared.kind === "proposta") await proposalSeenInPortal({ db: tx, studioId: link.studioId, documentId, clientName: null, now });
  });
  return {
    id: shared.id,
    kind: shared.kind,
    title: doc.title,
    subtitle: doc.subtitle ?? null,
    version: shared.version,
    updatedAt: shared.updatedAt.toISOString(),
    forSignature: shared.forSignature,
    signature: signature ? latestSignature([signature], documentId, shared.version) : null,
    providerSignUrl: providerSignUrl(sendings, documentId, shared.version),
    // The page shows a chart by its summary in words; the drawing itself is in the PDF (R-CHART-1).
    blocks: doc.blocks.map((b) =>
      b.type === "chart"
        ? { type: "note" as const, text: b.chart.kind === "chart" ? `${b.chart.title}: ${b.chart.summary}` : `${b.chart.title}: ${b.chart.message}` }
        : // A drawing likewise, by its summary (R-DRAW-1).
          b.type === "drawing"
          ? { type: "note" as const, text: `${b.title}: ${b.summary}` }
          : b,
    ),
    pdf: { sha256: pdf.sha256, size: pdf.bytes.byteLength },
  };
}

/** The PDF bytes of a shared document's current version (recorded in the audit trail). */
export async function readPublicDocumentPdf({ db, storage, link, documentId, visitor, now = new Date() }: { db: Db; storage: FileStorage; link: PortalLinkRow; documentId: string; visitor: Visitor; now?: Date }) {
  const shared = await sharedDocument(db, link, documentId);
  const pdf = await portalPdfOf({ db, storage, studioId: link.studioId, documentId });
  await recordEvent(db, link, visitor, "pdf-visto", { id: documentId, version: pdf.version }, now);
  return { bytes: pdf.bytes, sha256: pdf.sha256, fileName: `${documentKindLabel(shared.kind)} v${pdf.version}.pdf` };
}

/** The client's approval or request for changes (R-PORTAL-2), with the versions in force now. */
export async function decideDelivery({ db, link, deliveryId, input, visitor, now = new Date() }: { db: Db; link: PortalLinkRow; deliveryId: string; input: PortalDecisionInput; visitor: Visitor; now?: Date }) {
  const [delivery] = await db
    .select()
    .from(portalDelivery)
    .where(and(eq(portalDelivery.id, deliveryId), eq(portalDelivery.projectId, link.projectId), eq(portalDelivery.studioId, link.studioId)));
  if (!delivery) throw deliveryNotFound();
  const ids = delivery.documents.map((d) => d.documentId);
  const docs = ids.length > 0 ? await db.select({ id: projectDocument.id, version: projectDocument.version }).from(projectDocument).where(inArray(projectDocument.id, ids)) : [];
  const versions: DeliveredDocument[] = docs.map((d) => ({ documentId: d.id, version: d.version }));
  const decision = input.decision as PortalDecision;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(portalDecision).values({
      id,
      studioId: link.studioId,
      deliveryId,
      decision,
      name: input.name.trim(),
      comment: input.comment?.trim() || null,
      documents: versions,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      linkId: link.id,
      createdAt: now,
    });
    // R-HOOK-2: an approved stage is an event of the studio's webhooks, in the decision's transaction.
    if (decision === "aprovada") {
      await emitWebhookEvent(tx, { studioId: link.studioId, type: "etapa.aprovada", data: { project: { id: link.projectId }, stage: delivery.stage, delivery: { id: deliveryId }, approvedBy: input.name.trim(), comment: input.comment?.trim() || null, documents: versions, approvedAt: now.toISOString() }, now });
    }
    await scheduleNotice(tx, `portal-decisao:${id}`, { projectId: link.projectId, event: decision === "aprovada" ? "aprovada" : "alteracoes", name: input.name.trim(), stage: delivery.stage }, now);
  });
  return { status: deliveryStatus({ decision, documents: versions }, new Map(versions.map((v) => [v.documentId, v.version]))), createdAt: now.toISOString() };
}

/**
 * What follows a signature, in its transaction: what the signed document means by its kind (a
 * signed proposal is "aceita", decision 095) and the studio's notice (R-PORTAL-4), so both happen
 * exactly when the signature is stored.
 */
export async function onDocumentSigned({ db: tx, signed: s, now }: { db: Tx; signed: { signatureId: string; studioId: string; projectId: string; documentId: string; kind: DocumentKind; version: number; fullName: string }; now: Date }) {
  // A signed proposal is an accepted one (R-PROP-4); one that cannot be accepted refuses the signature.
  if (s.kind === "proposta") await acceptProposalBySignature({ db: tx, studioId: s.studioId, documentId: s.documentId, version: s.version, clientName: s.fullName, now });
  // R-HOOK-2: a signed proposal is an event of the studio's webhooks, in the signature's transaction.
  if (s.kind === "proposta") {
    await emitWebhookEvent(tx, { studioId: s.studioId, type: "proposta.assinada", data: { document: { id: s.documentId, kind: s.kind, projectId: s.projectId }, version: s.version, signature: { id: s.signatureId, fullName: s.fullName, signedAt: now.toISOString() } }, now });
  }
  await scheduleNotice(tx, `portal-assinatura:${s.signatureId}`, { projectId: s.projectId, event: "assinada", name: s.fullName, documentKind: s.kind }, now);
  // A signed contract or proposal hires the work: remind the responsible architect to register the RRT (R-CONTRACT-5).
  if (s.kind === "contrato" || s.kind === "proposta") {
    await remindRrtOnSignature(tx, { studioId: s.studioId, projectId: s.projectId, documentTitle: documentKindLabel(s.kind), version: s.version, signedBy: s.fullName, now });
  }
}

const hashGroups = (hex: string) => hex.match(/.{1,16}/g)!.join(" ");

/** The certificate page appended to the signed PDF (R-PORTAL-3). */
async function certificateBlocks(db: Db, link: PortalLinkRow, s: { documentId: string; version: number; title: string; pdfSha256: string; fullName: string; cpf: string; email: string; typedSignature: string; ip: string | null; userAgent: string | null; signedAt: Date }): Promise<ExportBlock[]> {
  const events = await db
    .select()
    .from(portalEvent)
    .where(and(eq(portalEvent.linkId, link.id)))
    .orderBy(portalEvent.createdAt)
    .limit(200);
  const trail = events.filter((e) => e.documentId === null || e.documentId === s.documentId);
  return [
    { type: "paragraph", text: SIGNATURE_LAW },
    {
      type: "keyValue",
      items: [
        { label: "Documento", value: `${s.title}, versão ${s.version}` },
        { label: "Assinado por", value: s.fullName },
        { label: "CPF", value: maskCpf(s.cpf) },
        { label: "E-mail", value: s.email },
        { label: "Assinatura digitada", value: s.typedSignature },
        { label: "Data e hora", value: `${dateTimeLabel(s.signedAt)} (horário de Brasília)` },
        { label: "Endereço IP", value: s.ip ?? "não informado" },
        { label: "Navegador", value: s.userAgent ?? "não informado" },
        { label: "SHA-256 do PDF assinado", value: hashGroups(s.pdfSha256) },
      ],
    },
    { type: "paragraph", text: [{ text: "Concordância marcada: ", bold: true }, { text: SIGNATURE_CONSENT }] },
    { type: "heading", text: "Trilha de auditoria", level: 2 },
    {
      type: "table",
      columns: [{ label: "Data e hora", width: 2 }, { label: "Evento", width: 2 }, { label: "Endereço IP", width: 1.5 }],
      rows: [
        ...trail.map((e) => [dateTimeLabel(e.createdAt), `${PORTAL_EVENT_LABELS[e.kind]}${e.version ? ` (versão ${e.version})` : ""}`, e.ip ?? "—"]),
        [dateTimeLabel(s.signedAt), "Assinou o documento", s.ip ?? "—"],
      ],
    },
    {
      type: "note",
      text: "O SHA-256 identifica os bytes exatos do PDF desta versão exibido no portal: qualquer alteração no arquivo muda o hash. As páginas anteriores a este certificado reproduzem esse documento.",
    },
  ];
}

/**
 * A simple electronic signature (R-PORTAL-3): only of a shared document marked for signature, and
 * only of the PDF the client was shown — the hash sent must be the current version's, or the
 * document changed under them (409). Records who, when, from where and the hash, and keeps the
 * signed PDF: the document with the certificate page appended.
 */
export async function signDocument({ db, storage, link, documentId, input, visitor, now = new Date() }: { db: Db; storage: FileStorage; link: PortalLinkRow; documentId: string; input: PortalSignatureInput; visitor: Visitor; now?: Date }) {
  const shared = await sharedDocument(db, link, documentId);
  if (!shared.forSignature) throw new AppError("validation_error", 422, "Este documento não foi enviado para assinatura.");
  const pdf = await portalPdfOf({ db, storage, studioId: link.studioId, documentId });
  // Sent through ZapSign (R-CONTRACT-7): signed there instead, never twice in two places.
  if (providerSignUrl(await providerSendingsOf(db, link.studioId, [documentId]), documentId, pdf.version)) {
    throw new AppError("validation_error", 422, "O escritório enviou este documento para assinatura pela ZapSign: use o botão “Assinar pela ZapSign”.");
  }
  if (input.pdfSha256 !== pdf.sha256) {
    throw new AppError("conflict", 409, "O documento mudou desde que você o abriu. Abra-o de novo, confira a versão atual e assine.");
  }
  const cpf = input.cpf.replace(/\D/g, "");
  const record = {
    documentId,
    version: pdf.version,
    title: pdf.title,
    pdfSha256: pdf.sha256,
    fullName: input.fullName.trim(),
    cpf,
    email: input.email.trim(),
    typedSignature: input.signature.trim(),
    ip: visitor.ip,
    userAgent: visitor.userAgent,
    signedAt: now,
  };
  const [version] = await db.select({ createdAt: documentVersion.createdAt }).from(documentVersion).where(and(eq(documentVersion.documentId, documentId), eq(documentVersion.number, pdf.version)));
  const { doc } = await documentForExport({ db, storage, scope: { studioId: link.studioId }, id: documentId, now: version?.createdAt ?? now });
  const signed = new Uint8Array(await renderPdf({ ...doc, appendix: { title: "Certificado de assinatura eletrônica", blocks: await certificateBlocks(db, link, record) } }));
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // The race (R-PORTAL-5): the studio may save a version between the hash check above and now.
    // Locked as appendVersion locks it, the document is still the version signed, or the client
    // is told in their own words and nothing is stored.
    const [current] = await tx
      .select({ version: projectDocument.version })
      .from(projectDocument)
      .where(and(eq(projectDocument.id, documentId), eq(projectDocument.studioId, link.studioId)))
      .for("update");
    if (!current || current.version !== record.version) throw changedWhileSigning();
    await tx.insert(portalSignature).values({
      id,
      studioId: link.studioId,
      documentId,
      version: record.version,
      pdfSha256: record.pdfSha256,
      fullName: record.fullName,
      cpf,
      email: record.email,
      typedSignature: record.typedSignature,
      consent: SIGNATURE_CONSENT,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      linkId: link.id,
      signedAt: now,
      signedPdf: signed,
      signedPdfSha256: sha256(signed),
    });
    await onDocumentSigned({ db: tx, signed: { signatureId: id, studioId: link.studioId, projectId: link.projectId, documentId, kind: shared.kind, version: record.version, fullName: record.fullName }, now });
  });
  return { fullName: record.fullName, signedAt: now.toISOString(), version: record.version, pdfSha256: record.pdfSha256 };
}

