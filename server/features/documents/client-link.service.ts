import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Addressee } from "#domain/addressing";
import { QUESTIONNAIRES } from "#domain/briefing";
import { CLIENT_SESSION_GAP_MINUTES } from "#domain/client-link-messages";
import { CLIENT_LINK_DAYS } from "#domain/documents";
import { DOCUMENT_CONTENT_SCHEMAS } from "#domain/documents.schema";
import { CLIENT_LINK_EMAILS, CLIENT_LINK_PATH, type ClientLinkRecipient, type ClientLinkStatus, type CreatedClientLink, type PublicBriefing } from "#domain/client-briefing.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { client, documentClientLink, documentVersion, project, projectDocument, studio, user } from "#server/db/schema";
import { scheduleJob } from "#server/jobs/schedule";
import { personRef } from "#server/lib/authorship";
import { AppError, RateLimitedError } from "#server/lib/errors";
import { giveBack, hit, seconds } from "#server/lib/rate-limit";
import type { Mailer } from "#server/mail/mailer";
import { clientBriefingEmail } from "#server/mail/templates";
import { emitWebhookEvent } from "#server/webhooks/outbox";
import { CLIENT_ANSWERS_JOB } from "./client-answers-jobs";
import { appendVersion, documentNotFound, latestContent } from "./documents.service";

const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes in base64url. */
export const CLIENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const linkNotFound = () =>
  new AppError("not_found", 404, "Link de briefing não encontrado. Confira o endereço ou peça um novo link ao escritório de arquitetura.");

const dayBR = (d: Date) => d.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

/** A briefing of the studio, or 404 (another studio's, or a document of another kind). */
async function ownBriefing(db: Db, scope: StudioScope, documentId: string) {
  const [doc] = await db
    .select({ id: projectDocument.id, kind: projectDocument.kind })
    .from(projectDocument)
    .where(and(eq(projectDocument.id, documentId), eq(projectDocument.studioId, scope.studioId)));
  if (!doc) throw documentNotFound();
  if (doc.kind !== "briefing") throw new AppError("validation_error", 422, "Só o briefing pode ser enviado ao cliente.");
  return doc;
}

/**
 * A new client link for the briefing, valid for 30 days; any earlier link of it stops working (one
 * link per briefing, so "revogar" has one meaning). Only the token's SHA-256 is stored.
 */
export async function createClientLink({ db, scope, documentId, baseUrl, now = new Date() }: { db: Db; scope: StudioScope; documentId: string; baseUrl: string; now?: Date }): Promise<CreatedClientLink> {
  await ownBriefing(db, scope, documentId);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + CLIENT_LINK_DAYS * DAY_MS);
  const [creatorRow] = await db.select({ name: user.name }).from(user).where(eq(user.id, scope.userId));
  await db.transaction(async (tx) => {
    await tx
      .update(documentClientLink)
      .set({ revokedAt: now })
      .where(and(eq(documentClientLink.documentId, documentId), isNull(documentClientLink.revokedAt)));
    await tx.insert(documentClientLink).values({
      id: randomUUID(),
      studioId: scope.studioId,
      documentId,
      tokenHash: hashToken(token),
      createdBy: scope.userId,
      createdAt: now,
      expiresAt,
    });
  });
  return {
    url: `${baseUrl}/briefing-cliente/${token}`,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    createdBy: personRef(scope.userId, creatorRow?.name ?? null),
  };
}

/** The briefing's client (name, e-mail, phone), project and studio, to send the link (R-DOC-8). */
async function recipientOf(db: Db, scope: StudioScope, documentId: string): Promise<ClientLinkRecipient & { replyTo: string | null }> {
  const [row] = await db
    .select({
      name: client.name,
      kind: client.kind,
      addressForm: client.addressForm,
      email: client.email,
      phone: client.phone,
      projectName: project.name,
      studioName: studio.name,
      replyTo: studio.publicEmail,
    })
    .from(projectDocument)
    .innerJoin(project, eq(project.id, projectDocument.projectId))
    .innerJoin(client, and(eq(client.id, project.clientId), eq(client.studioId, scope.studioId)))
    .innerJoin(studio, eq(studio.id, projectDocument.studioId))
    .where(and(eq(projectDocument.id, documentId), eq(projectDocument.studioId, scope.studioId)));
  if (!row) throw documentNotFound();
  return row;
}

/** The briefing's link that still works, if any, and whom it is for. */
export async function activeClientLink({ db, scope, documentId, now = new Date() }: { db: Db; scope: StudioScope; documentId: string; now?: Date }): Promise<ClientLinkStatus> {
  await ownBriefing(db, scope, documentId);
  const [row] = await db
    .select({ link: documentClientLink, creatorName: user.name })
    .from(documentClientLink)
    .leftJoin(user, eq(user.id, documentClientLink.createdBy))
    .where(and(eq(documentClientLink.documentId, documentId), isNull(documentClientLink.revokedAt), gt(documentClientLink.expiresAt, now)))
    .orderBy(desc(documentClientLink.createdAt))
    .limit(1);
  const { replyTo: _replyTo, ...recipient } = await recipientOf(db, scope, documentId);
  if (!row) return { active: null, recipient };
  return {
    active: {
      createdAt: row.link.createdAt.toISOString(),
      expiresAt: row.link.expiresAt.toISOString(),
      createdBy: personRef(row.link.createdBy, row.creatorName),
    },
    recipient,
  };
}

const NOT_THE_ACTIVE_LINK = "Este não é o link ativo deste briefing: gere um novo link e envie-o.";

/**
 * E-mails the briefing's active link to the client's stored e-mail, for the studio (R-DOC-8): the
 * studio's name as the sender's name and in the subject, replies to its public e-mail. The browser
 * sends back the address it was shown (the server keeps only the hash); only this briefing's
 * active link is accepted, and the e-mail is written with BASE_URL, never with the address as
 * sent. Sent now, so a refused e-mail is the answer's error (502) and its counts are given back.
 */
export async function emailClientLink({ db, mailer, scope, documentId, url, baseUrl, now = new Date() }: {
  db: Db;
  mailer: Mailer;
  scope: StudioScope;
  documentId: string;
  url: string;
  baseUrl: string;
  now?: Date;
}): Promise<{ to: string; sentAt: string }> {
  await ownBriefing(db, scope, documentId);
  const token = CLIENT_LINK_PATH.exec(url)?.[1];
  if (!token) throw new AppError("validation_error", 422, NOT_THE_ACTIVE_LINK, { url: NOT_THE_ACTIVE_LINK });
  const [link] = await db
    .select({ expiresAt: documentClientLink.expiresAt })
    .from(documentClientLink)
    .where(
      and(
        eq(documentClientLink.tokenHash, hashToken(token)),
        eq(documentClientLink.documentId, documentId),
        eq(documentClientLink.studioId, scope.studioId),
        isNull(documentClientLink.revokedAt),
        gt(documentClientLink.expiresAt, now),
      ),
    );
  if (!link) throw new AppError("validation_error", 422, NOT_THE_ACTIVE_LINK, { url: NOT_THE_ACTIVE_LINK });
  const recipient = await recipientOf(db, scope, documentId);
  if (!recipient.email) {
    throw new AppError("validation_error", 422, `${recipient.name} não tem e-mail cadastrado. Cadastre o e-mail na ficha do cliente, ou envie o link pelo WhatsApp ou copiando-o.`);
  }

  const keys = [`briefing-email:${documentId}`, `briefing-email-pessoa:${scope.userId}`];
  const limits = [CLIENT_LINK_EMAILS.perBriefing, CLIENT_LINK_EMAILS.perPerson];
  for (const [i, key] of keys.entries()) {
    const retryAfter = await hit(db, key, limits[i]!, CLIENT_LINK_EMAILS.windowSeconds);
    if (retryAfter) {
      for (const counted of keys.slice(0, i + 1)) await giveBack(db, counted);
      throw new RateLimitedError(retryAfter, `Muitos e-mails com o link enviados em pouco tempo. Aguarde ${seconds(retryAfter)} e tente novamente, ou envie pelo WhatsApp.`);
    }
  }
  // As the client is (woman, man, couple, company) and wants to be addressed (R-CLIENT-3).
  const addressee: Addressee = { name: recipient.name, kind: recipient.kind, addressForm: recipient.addressForm };
  try {
    await mailer.deliver(
      clientBriefingEmail({
        to: recipient.email,
        addressee,
        studioName: recipient.studioName,
        projectName: recipient.projectName,
        url: `${baseUrl}/briefing-cliente/${token}`,
        token,
        expiresOn: dayBR(link.expiresAt),
        replyTo: recipient.replyTo,
      }),
    );
  } catch (err) {
    for (const key of keys) await giveBack(db, key);
    // The log line says why, with the SMTP error (never the message, whose text holds the link).
    throw new AppError("internal_error", 502, "Não foi possível enviar o e-mail agora. Tente novamente em instantes, ou envie o link pelo WhatsApp ou copiando-o.")
      .logged("falha ao enviar o link do briefing por e-mail", { err, document: documentId });
  }
  return { to: recipient.email, sentAt: now.toISOString() };
}

/** Revokes the briefing's links: the client's page then says so. */
export async function revokeClientLink({ db, scope, documentId, now = new Date() }: { db: Db; scope: StudioScope; documentId: string; now?: Date }): Promise<void> {
  await ownBriefing(db, scope, documentId);
  await db
    .update(documentClientLink)
    .set({ revokedAt: now })
    .where(and(eq(documentClientLink.documentId, documentId), isNull(documentClientLink.revokedAt)));
}

export type ClientLink = typeof documentClientLink.$inferSelect;

/**
 * The link behind a token (looked up by its hash), or the pt-BR reason it no longer opens
 * anything. The public routes ask this before reading a body: an unknown token costs one query.
 */
export async function usableLink({ db, token, now = new Date() }: { db: Db; token: string; now?: Date }): Promise<ClientLink> {
  if (!CLIENT_TOKEN_PATTERN.test(token)) throw linkNotFound();
  const [link] = await db.select().from(documentClientLink).where(eq(documentClientLink.tokenHash, hashToken(token)));
  if (!link) throw linkNotFound();
  if (link.revokedAt) {
    throw new AppError("invalid_token", 404, "Este link de briefing foi cancelado pelo escritório. Peça um novo link ao seu arquiteto.");
  }
  if (link.expiresAt.getTime() <= now.getTime()) {
    throw new AppError("invalid_token", 404, `Este link de briefing expirou em ${dayBR(link.expiresAt)}. Peça um novo link ao seu arquiteto.`);
  }
  return link;
}

/** What the client's page shows: the questionnaire with its answers so far and who asks. Nothing else. */
export async function readPublicBriefing({ db, token, now = new Date() }: { db: Db; token: string; now?: Date }): Promise<PublicBriefing> {
  const link = await usableLink({ db, token, now });
  const [doc] = await db
    .select({ version: projectDocument.version, studioName: studio.name, clientKind: client.kind })
    .from(projectDocument)
    .innerJoin(studio, eq(studio.id, projectDocument.studioId))
    .innerJoin(project, eq(project.id, projectDocument.projectId))
    .innerJoin(client, eq(client.id, project.clientId))
    .where(eq(projectDocument.id, link.documentId));
  if (!doc) throw linkNotFound();
  const content = DOCUMENT_CONTENT_SCHEMAS.briefing.parse(await latestContent({ db, documentId: link.documentId, version: doc.version }));
  return { studioName: doc.studioName, clientKind: doc.clientKind, content, version: doc.version, expiresAt: link.expiresAt.toISOString() };
}

/**
 * The client's answers, merged into the latest version as a new version written by the client
 * (R-DOC-3). Only questions of the briefing's questionnaire and its accepted follow-ups can be
 * answered; the client cannot add, remove or rename questions. Answers left unchanged make no
 * version.
 */
export async function savePublicBriefing({ db, link, answers, followUpAnswers, now = new Date() }: {
  db: Db;
  /** From usableLink, asked before the body was read. */
  link: ClientLink;
  answers: Record<string, string>;
  followUpAnswers: Record<string, string>;
  now?: Date;
}): Promise<{ version: number; savedAt: string }> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ version: projectDocument.version, projectId: projectDocument.projectId })
      .from(projectDocument)
      .where(eq(projectDocument.id, link.documentId))
      .for("update");
    if (!doc) throw linkNotFound();
    const content = DOCUMENT_CONTENT_SCHEMAS.briefing.parse(await latestContent({ db: tx, documentId: link.documentId, version: doc.version }));
    const known = new Set(QUESTIONNAIRES[content.questionnaire].questions.map((q) => q.id));
    const fields: Record<string, string> = {};
    for (const id of Object.keys(answers)) if (!known.has(id)) fields[`answers.${id}`] = "Pergunta inexistente neste questionário.";
    const followUpIds = new Set(content.followUps.map((f) => f.id));
    for (const id of Object.keys(followUpAnswers)) if (!followUpIds.has(id)) fields[`followUpAnswers.${id}`] = "Pergunta inexistente neste questionário.";
    if (Object.keys(fields).length > 0) throw new AppError("validation_error", 422, Object.values(fields)[0]!, fields);

    // An empty answer is an unanswered question (briefing.schema.ts): clearing one that was never
    // answered changes nothing, and must not make a version.
    const changed = Object.entries(answers).filter(([id, text]) => (content.answers[id] ?? "") !== text);
    const merged = {
      ...content,
      answers: { ...content.answers, ...Object.fromEntries(changed) },
      followUps: content.followUps.map((f) => (Object.hasOwn(followUpAnswers, f.id) ? { ...f, answer: followUpAnswers[f.id]! } : f)),
    };
    if (JSON.stringify(merged) === JSON.stringify(content)) return { version: doc.version, savedAt: now.toISOString() };
    // R-NOTIF-2: the first version the client writes after CLIENT_SESSION_GAP_MINUTES without any
    // starts a session of answers, which the studio hears of once (the job notices and mails
    // each member). Under the document's row lock, so two first saves cannot both start one.
    const [inSession] = await tx
      .select({ number: documentVersion.number })
      .from(documentVersion)
      .where(
        and(
          eq(documentVersion.documentId, link.documentId),
          eq(documentVersion.source, "cliente"),
          gt(documentVersion.createdAt, sql`now() - make_interval(mins => ${CLIENT_SESSION_GAP_MINUTES})`),
        ),
      )
      .limit(1);
    const version = await appendVersion({
      tx,
      studioId: link.studioId,
      documentId: link.documentId,
      baseVersion: doc.version,
      content: DOCUMENT_CONTENT_SCHEMAS.briefing.parse(merged),
      author: { source: "cliente", clientLinkId: link.id },
    });
    // R-HOOK-2: each save of the client's answers, in its transaction.
    await emitWebhookEvent(tx, { studioId: link.studioId, type: "briefing.respondido", data: { document: { id: link.documentId, projectId: doc.projectId }, version, answeredAt: now.toISOString() }, now });
    if (!inSession) {
      await scheduleJob(tx, {
        kind: CLIENT_ANSWERS_JOB,
        key: `respostas-cliente:${link.documentId}:${version}`,
        runAt: now,
        payload: { documentId: link.documentId, version },
      });
    }
    return { version, savedAt: now.toISOString() };
  });
}
