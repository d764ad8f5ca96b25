import { randomUUID } from "node:crypto";
import { and, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { DOCUMENT_KINDS, documentKindLabel, type DocumentKind } from "#domain/documents";
import {
  DOCUMENT_CONTENT_SCHEMAS,
  type DocumentContent,
  type DocumentSummary,
  type ProjectDocument,
  type VersionDetail,
  type VersionSummary,
} from "#domain/documents.schema";
import { authorOf, type StudioAccess, type StudioScope } from "#server/auth/studio-scope";
import { preparedPerDatabase } from "#server/db/prepared";
import type { Db, Tx } from "#server/db/client";
import { apiToken, client, documentVersion, project, projectDocument, user } from "#server/db/schema";
import { alias } from "drizzle-orm/pg-core";
import { authorRef } from "#server/lib/authorship";
import { AppError, fieldErrors, validationError } from "#server/lib/errors";
import { RULES_PROVIDER } from "#domain/section-rewrite-rules";
import { kindHooks } from "./kinds";
import { emitWebhookEvent } from "#server/webhooks/outbox";

type VersionRow = typeof documentVersion.$inferSelect;

/** The API token behind a version saved through the public API (a BIM import, R-API-2). */
const versionToken = alias(apiToken, "version_token");

export const documentNotFound = () => new AppError("not_found", 404, "Documento não encontrado.");
const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");
const versionNotFound = () => new AppError("not_found", 404, "Versão não encontrada.");

/** The 409 of a save made from a version that is no longer the latest (R-DOC-1): nothing is overwritten. */
/**
 * The client's answer when the studio saved a new version while they were signing in the portal
 * (R-PORTAL-5): written for the client, not staleSave's message for the studio's editors.
 */
export function changedWhileSigning(): AppError {
  return new AppError("conflict", 409, "O escritório salvou uma nova versão deste documento enquanto você assinava, e a sua assinatura não foi registrada. Abra o documento de novo, confira a versão atual e assine.");
}

export function staleSave(latest: number): AppError {
  return new AppError(
    "conflict",
    409,
    `Este documento foi alterado em outro lugar (outra aba, outra pessoa do estúdio ou o cliente) e agora está na versão ${latest}. ` +
      "Recarregue para ver a versão atual, ou salve a sua como uma nova versão: nada se perde, as duas ficam no histórico.",
  );
}

/** Who the document's "updated by" names after a version: the person or the token; a client's answer leaves it. */
function editedBy(author: VersionAuthorInput) {
  if ("userId" in author) return { updatedBy: author.userId, updatedByApiToken: null };
  if ("apiTokenId" in author) return { updatedBy: null, updatedByApiToken: author.apiTokenId };
  return {};
}

/** Who wrote a version, as the version row records it. */
export type VersionAuthorInput =
  | { source: "usuario"; userId: string; restoredFrom?: number }
  /** Saved through the public API with a studio's token (R-API-2): no person, "via API: <name>". */
  | { source: "usuario"; apiTokenId: string }
  | { source: "ia"; userId: string; provider: string; model: string }
  /** `rules`: a section rewritten by the rules, not by the offline generator (decision 072). */
  | { source: "offline"; userId: string; rules?: boolean }
  | { source: "cliente"; clientLinkId: string };

/** The content checked by its kind's schema; a 422 names the fields under `content.`. */
export function parseContent<K extends DocumentKind>(kind: K, content: unknown): DocumentContent<K> {
  const parsed = DOCUMENT_CONTENT_SCHEMAS[kind].safeParse(content);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues.map((i) => ({ ...i, path: ["content", ...i.path] })));
    throw new AppError("validation_error", 422, Object.values(fields)[0] ?? "Conteúdo inválido.", fields);
  }
  return parsed.data as DocumentContent<K>;
}

/** A person's save, or the API token's (decision 097): who a service's write records as the version's author. */
export function versionAuthorOf(scope: StudioAccess): VersionAuthorInput {
  return scope.apiToken ? { source: "usuario", apiTokenId: scope.apiToken.id } : { source: "usuario", userId: scope.userId };
}

type VersionNames = { authorName: string | null; tokenName: string | null };

function summaryOf(row: Pick<VersionRow, "number" | "source" | "provider" | "model" | "restoredFrom" | "createdAt" | "authorId" | "apiTokenId">, names: VersionNames): VersionSummary {
  return {
    number: row.number,
    author: {
      source: row.source,
      user: authorRef({ id: row.authorId, name: names.authorName }, { id: row.apiTokenId, name: names.tokenName }),
      // An offline version's provider says "regras" when the rules rewrote a section (decision 072).
      provider: row.source === "ia" || row.source === "offline" ? row.provider : null,
      model: row.source === "ia" ? row.model : null,
    },
    restoredFrom: row.restoredFrom,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Adds a version to a document of the studio and makes it the latest, in the caller's
 * transaction. The document row is locked first, so two saves from the same base are one
 * version and one 409, never two "n + 1"s. `baseVersion` null: append to whatever is latest
 * (generation, restore, the client's merge — each reads the latest under the same lock).
 */
export async function appendVersion({ tx, studioId, documentId, baseVersion, content, author }: {
  tx: Tx;
  studioId: string;
  documentId: string;
  baseVersion: number | null;
  content: unknown;
  author: VersionAuthorInput;
}): Promise<number> {
  const [doc] = await tx
    .select({ id: projectDocument.id, version: projectDocument.version, projectId: projectDocument.projectId, kind: projectDocument.kind })
    .from(projectDocument)
    .where(and(eq(projectDocument.id, documentId), eq(projectDocument.studioId, studioId)))
    .for("update");
  if (!doc) throw documentNotFound();
  if (baseVersion !== null && baseVersion !== doc.version) throw staleSave(doc.version);
  const number = doc.version + 1;
  await tx.insert(documentVersion).values({
    id: randomUUID(),
    documentId,
    number,
    content,
    source: author.source,
    authorId: "userId" in author && author.source === "usuario" ? author.userId : null,
    apiTokenId: "apiTokenId" in author ? author.apiTokenId : null,
    provider: author.source === "ia" ? author.provider : author.source === "offline" && author.rules ? RULES_PROVIDER : null,
    model: author.source === "ia" ? author.model : null,
    clientLinkId: author.source === "cliente" ? author.clientLinkId : null,
    restoredFrom: "restoredFrom" in author ? (author.restoredFrom ?? null) : null,
  });
  await tx
    .update(projectDocument)
    .set({ version: number, updatedAt: new Date(), ...editedBy(author) })
    .where(eq(projectDocument.id, documentId));
  await emitVersionSaved({ tx, studioId, document: doc, version: number, source: author.source });
  return number;
}

/**
 * R-HOOK-2: every new version (a person's save, a generation — its version 1 included, R-HOOK-8 —
 * a restore, the client's answers) is a "documento.versao_salva" event, in its transaction.
 */
export async function emitVersionSaved({ tx, studioId, document, version, source }: {
  tx: Tx;
  studioId: string;
  document: { id: string; kind: string; projectId: string };
  version: number;
  source: VersionAuthorInput["source"];
}): Promise<void> {
  await emitWebhookEvent(tx, { studioId, type: "documento.versao_salva", data: { document: { id: document.id, kind: document.kind, projectId: document.projectId }, version, source } });
}

/** The latest content of a document (under the caller's lock, when in a transaction). */
export async function latestContent({ db, documentId, version }: { db: Db | Tx; documentId: string; version: number }): Promise<unknown> {
  const [row] = await db
    .select({ content: documentVersion.content })
    .from(documentVersion)
    .where(and(eq(documentVersion.documentId, documentId), eq(documentVersion.number, version)))
    .limit(1);
  if (!row) throw documentNotFound();
  return row.content;
}

/** The whole document of the studio with its latest version, or 404. */
export async function loadDocument({ db, studioId, id }: { db: Db | Tx; studioId: string; id: string }): Promise<ProjectDocument> {
  const [found] = await documentSelect(db)
    .where(and(eq(projectDocument.id, id), eq(projectDocument.studioId, studioId)))
    .limit(1);
  return documentOf(found);
}

/**
 * The names of who created, edited and saved the document are scalar subqueries, not joins: ten
 * tables joined made PostgreSQL (and PGlite, which prepares nothing under a name) search the join
 * order on every open, while each subquery is a primary-key lookup planned on its own (decision 115).
 */
const userName = (id: SQL | AnyColumn) => sql<string | null>`(select u.name from ${user} u where u.id = ${id})`;
const tokenName = (id: SQL | AnyColumn) => sql<string | null>`(select t.name from ${apiToken} t where t.id = ${id})`;

const documentSelect = (db: Db | Tx) =>
  db
    .select({
      doc: projectDocument,
      projectName: project.name,
      clientId: client.id,
      clientName: client.name,
      clientKind: client.kind,
      creatorName: userName(projectDocument.createdBy),
      editorName: userName(projectDocument.updatedBy),
      creatorTokenName: tokenName(projectDocument.createdByApiToken),
      editorTokenName: tokenName(projectDocument.updatedByApiToken),
      latest: documentVersion,
      authorName: userName(documentVersion.authorId),
      tokenName: tokenName(documentVersion.apiTokenId),
    })
    .from(projectDocument)
    .innerJoin(project, eq(project.id, projectDocument.projectId))
    .innerJoin(client, eq(client.id, project.clientId))
    .innerJoin(documentVersion, and(eq(documentVersion.documentId, projectDocument.id), eq(documentVersion.number, projectDocument.version)));

/**
 * loadDocument's statement outside a transaction (a document opened), built once per database and
 * prepared under a name, as a project by id is (decision 112): its ten tables are neither joined
 * by Drizzle nor planned by PostgreSQL on each request (decision 115).
 */
const documentById = preparedPerDatabase((db) =>
  documentSelect(db)
    .where(and(eq(projectDocument.id, sql.placeholder("id")), eq(projectDocument.studioId, sql.placeholder("studioId"))))
    .limit(1)
    .prepare("prancheta_document_by_id"),
);

function documentOf(found: Awaited<ReturnType<ReturnType<typeof documentSelect>["execute"]>>[number] | undefined): ProjectDocument {
  if (!found) throw documentNotFound();
  const { doc } = found;
  return {
    id: doc.id,
    kind: doc.kind,
    project: { id: doc.projectId, name: found.projectName },
    // A briefing's questions are worded for its client's kind (R-CLIENT-3).
    client: kindHooks(doc.kind).withClientKind ? { id: found.clientId, name: found.clientName, kind: found.clientKind } : { id: found.clientId, name: found.clientName },
    version: doc.version,
    lastVersion: summaryOf(found.latest, found),
    // Stored contents were checked when saved; parsing again fills defaults a later schema added.
    content: DOCUMENT_CONTENT_SCHEMAS[doc.kind].parse(found.latest.content),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    createdBy: authorRef({ id: doc.createdBy, name: found.creatorName }, { id: doc.createdByApiToken, name: found.creatorTokenName }),
    updatedBy: authorRef({ id: doc.updatedBy, name: found.editorName }, { id: doc.updatedByApiToken, name: found.editorTokenName }),
  } as ProjectDocument;
}

export async function getDocument({ db, scope, id }: { db: Db; scope: StudioAccess; id: string }): Promise<ProjectDocument> {
  const [found] = await documentById(db).execute({ id, studioId: scope.studioId });
  return documentOf(found);
}

/**
 * The studio's document of `kind` for a project, created at version 1 with the kind's starting
 * content when there is none yet ("Criar novo briefing" on a project that has one opens it).
 */
export async function openDocument({ db, scope, projectId, kind }: { db: Db; scope: StudioAccess; projectId: string; kind: DocumentKind }): Promise<{ document: ProjectDocument; created: boolean }> {
  const by = authorOf(scope);
  const id = await db.transaction(async (tx) => {
    // KEY SHARE: the project cannot be deleted under us, and its type/plot are read consistently.
    const [proj] = await tx
      .select({ id: project.id, type: project.type, plotArea: project.plotArea, standard: project.standard, plotState: project.plotState, builtArea: project.builtArea })
      .from(project)
      .where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)))
      .for("key share");
    if (!proj) throw projectNotFound();
    const [existing] = await tx
      .select({ id: projectDocument.id })
      .from(projectDocument)
      .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.kind, kind)))
      .limit(1);
    if (existing) return { id: existing.id, created: false };
    const documentId = randomUUID();
    // ON CONFLICT: two "Criar" clicks at once open the same document.
    const inserted = await tx
      .insert(projectDocument)
      .values({ id: documentId, studioId: scope.studioId, projectId, kind, version: 1, createdBy: by.userId, updatedBy: by.userId, createdByApiToken: by.apiTokenId, updatedByApiToken: by.apiTokenId })
      .onConflictDoNothing()
      .returning({ id: projectDocument.id });
    if (inserted.length === 0) {
      const [raced] = await tx
        .select({ id: projectDocument.id })
        .from(projectDocument)
        .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.kind, kind)));
      if (!raced) throw projectNotFound();
      return { id: raced.id, created: false };
    }
    await tx.insert(documentVersion).values({
      id: randomUUID(),
      documentId,
      number: 1,
      content: await kindHooks(kind).start({ tx, scope, projectId, project: proj }),
      source: "usuario",
      authorId: by.userId,
      apiTokenId: by.apiTokenId,
    });
    return { id: documentId, created: true };
  });
  return { document: await loadDocument({ db, studioId: scope.studioId, id: id.id }), created: id.created };
}

/** `PUT /api/documents/:id`: a new version from the given base, or 409 when the base is stale. */
export async function saveDocument({ db, scope, id, baseVersion, content }: { db: Db; scope: StudioScope; id: string; baseVersion: number; content: unknown }): Promise<ProjectDocument> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ kind: projectDocument.kind })
      .from(projectDocument)
      .where(and(eq(projectDocument.id, id), eq(projectDocument.studioId, scope.studioId)));
    if (!doc) throw documentNotFound();
    const hooks = kindHooks(doc.kind);
    const given = parseContent(doc.kind, content);
    const parsed = hooks.settle ? await hooks.settle({ tx, studioId: scope.studioId, documentId: id, content: given }) : given;
    await hooks.beforeSave?.({ tx, scope, content: parsed });
    await appendVersion({ tx, studioId: scope.studioId, documentId: id, baseVersion, content: parsed, author: { source: "usuario", userId: scope.userId } });
    return loadDocument({ db: tx, studioId: scope.studioId, id: id });
  });
}

/** Every version of a document, newest first. */
export async function listVersions({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<VersionSummary[]> {
  const [doc] = await db
    .select({ id: projectDocument.id })
    .from(projectDocument)
    .where(and(eq(projectDocument.id, id), eq(projectDocument.studioId, scope.studioId)));
  if (!doc) throw documentNotFound();
  const rows = await db
    .select({
      number: documentVersion.number,
      source: documentVersion.source,
      provider: documentVersion.provider,
      model: documentVersion.model,
      restoredFrom: documentVersion.restoredFrom,
      createdAt: documentVersion.createdAt,
      authorId: documentVersion.authorId,
      apiTokenId: documentVersion.apiTokenId,
      authorName: user.name,
      tokenName: versionToken.name,
    })
    .from(documentVersion)
    .leftJoin(user, eq(user.id, documentVersion.authorId))
    .leftJoin(versionToken, eq(versionToken.id, documentVersion.apiTokenId))
    .where(eq(documentVersion.documentId, id))
    .orderBy(desc(documentVersion.number));
  return rows.map((r) => summaryOf(r, r));
}

/** One version with its content. */
export async function getVersion({ db, scope, id, number }: { db: Db; scope: StudioScope; id: string; number: number }): Promise<VersionDetail> {
  const [found] = await db
    .select({ version: documentVersion, kind: projectDocument.kind, authorName: user.name, tokenName: versionToken.name })
    .from(documentVersion)
    .innerJoin(projectDocument, eq(projectDocument.id, documentVersion.documentId))
    .leftJoin(user, eq(user.id, documentVersion.authorId))
    .leftJoin(versionToken, eq(versionToken.id, documentVersion.apiTokenId))
    .where(and(eq(projectDocument.id, id), eq(projectDocument.studioId, scope.studioId), eq(documentVersion.number, number)))
    .limit(1);
  if (!found) {
    await listVersions({ db, scope, id }); // 404 for the document itself first
    throw versionNotFound();
  }
  return { ...summaryOf(found.version, found), kind: found.kind, content: found.version.content };
}

/** Restoring makes the old content the newest version; nothing in between is lost (R-DOC-1). */
export async function restoreVersion({ db, scope, id, number }: { db: Db; scope: StudioScope; id: string; number: number }): Promise<ProjectDocument> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ content: documentVersion.content, kind: projectDocument.kind })
      .from(documentVersion)
      .innerJoin(projectDocument, eq(projectDocument.id, documentVersion.documentId))
      .where(and(eq(projectDocument.id, id), eq(projectDocument.studioId, scope.studioId), eq(documentVersion.number, number)))
      .limit(1);
    if (!found) {
      const [doc] = await tx.select({ id: projectDocument.id }).from(projectDocument).where(and(eq(projectDocument.id, id), eq(projectDocument.studioId, scope.studioId)));
      throw doc ? versionNotFound() : documentNotFound();
    }
    const restored = DOCUMENT_CONTENT_SCHEMAS[found.kind].parse(found.content);
    // A part the kind writes from stored data is today's, not the old version's (decision 100).
    const settle = kindHooks(found.kind).settle;
    const content = settle ? await settle({ tx, studioId: scope.studioId, documentId: id, content: restored }) : restored;
    await appendVersion({ tx, studioId: scope.studioId, documentId: id, baseVersion: null, content, author: { source: "usuario", userId: scope.userId, restoredFrom: number } });
    return loadDocument({ db: tx, studioId: scope.studioId, id: id });
  });
}

/** Rows of the recent lists: the studio's documents (of a kind), newest first, with a briefing's progress. */
export async function listDocuments({ db, scope, kind, projectId, limit = 100 }: { db: Db; scope: StudioAccess; kind?: DocumentKind | undefined; projectId?: string; limit?: number }): Promise<DocumentSummary[]> {
  const conditions: SQL[] = [eq(projectDocument.studioId, scope.studioId)];
  if (kind) conditions.push(eq(projectDocument.kind, kind));
  if (projectId) conditions.push(eq(projectDocument.projectId, projectId));
  const rows = await db
    .select({
      id: projectDocument.id,
      kind: projectDocument.kind,
      version: projectDocument.version,
      updatedAt: projectDocument.updatedAt,
      projectId: project.id,
      projectName: project.name,
      clientId: client.id,
      clientName: client.name,
      content: documentVersion.content,
    })
    .from(projectDocument)
    .innerJoin(project, eq(project.id, projectDocument.projectId))
    .innerJoin(client, eq(client.id, project.clientId))
    .innerJoin(documentVersion, and(eq(documentVersion.documentId, projectDocument.id), eq(documentVersion.number, projectDocument.version)))
    .where(and(...conditions))
    .orderBy(desc(projectDocument.updatedAt), desc(projectDocument.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    project: { id: r.projectId, name: r.projectName },
    client: { id: r.clientId, name: r.clientName },
    version: r.version,
    progress: null,
    budget: null,
    ...kindHooks(r.kind).summary?.(r.content),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A project's documents, for its page and its deletion's confirmation; 404 for another studio's project. */
export async function listProjectDocuments({ db, scope, projectId }: { db: Db; scope: StudioAccess; projectId: string }): Promise<DocumentSummary[]> {
  const [proj] = await db.select({ id: project.id }).from(project).where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)));
  if (!proj) throw projectNotFound();
  return listDocuments({ db, scope, projectId });
}


/** `DELETE /api/documents/:id`: the document and every version of it (R-DOC-6). */
export async function deleteDocument({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  const deleted = await db
    .delete(projectDocument)
    .where(and(eq(projectDocument.id, id), eq(projectDocument.studioId, scope.studioId)))
    .returning({ id: projectDocument.id });
  if (deleted.length === 0) throw documentNotFound();
}

/**
 * `POST /api/documents/:id/duplicate`: the latest content copied into another project of the
 * studio as its version 1 (a memorial reused for a similar house). A project has one document per
 * kind: one that already has it is a pt-BR 409 and nothing is written.
 */
export async function duplicateDocument({ db, scope, id, projectId }: { db: Db; scope: StudioScope; id: string; projectId: string }): Promise<ProjectDocument> {
  const newId = await db.transaction(async (tx) => {
    const source = await loadDocument({ db: tx, studioId: scope.studioId, id: id });
    const notDuplicable = kindHooks(source.kind).notDuplicable;
    if (notDuplicable) throw validationError({ projectId: notDuplicable });
    const [target] = await tx
      .select({ id: project.id, name: project.name })
      .from(project)
      .where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)))
      .for("key share");
    if (!target) throw projectNotFound();
    const documentId = randomUUID();
    const inserted = await tx
      .insert(projectDocument)
      .values({ id: documentId, studioId: scope.studioId, projectId, kind: source.kind, version: 1, createdBy: scope.userId, updatedBy: scope.userId })
      .onConflictDoNothing()
      .returning({ id: projectDocument.id });
    if (inserted.length === 0) {
      const kind = DOCUMENT_KINDS.find((k) => k.id === source.kind);
      const article = kind?.article ?? "o";
      throw new AppError(
        "conflict",
        409,
        `O projeto ${target.name} já tem ${article === "a" ? "uma" : article === "as" ? "as suas" : "um"} ${documentKindLabel(source.kind).toLowerCase()}. Abra ${article === "as" ? "as" : article === "a" ? "a" : "o"} dele ou exclua-${article === "as" ? "as" : article === "a" ? "a" : "o"} antes de duplicar.`,
      );
    }
    await tx.insert(documentVersion).values({ id: randomUUID(), documentId, number: 1, content: source.content, source: "usuario", authorId: scope.userId });
    return documentId;
  });
  return loadDocument({ db, studioId: scope.studioId, id: newId });
}
