import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { DOCUMENT_CONTENT_SCHEMAS, type ProjectDocument } from "#domain/documents.schema";
import type { GeneratedBy } from "#domain/generation.schema";
import { KEYWORDS_SYSTEM_PROMPT, keywordsPrompt, offlineKeywords, parseKeywords, referenceSearchLinks } from "#domain/references";
import type { AddReferenceInput, ReferenceKeywordsResponse, SavedReference } from "#domain/references.schema";
import type { ReferencesContent } from "#domain/written-documents.schema";
import type { AiEngine } from "#server/ai/engine";
import { generateStructured } from "#server/ai/structured";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { client, documentVersion, project, projectDocument, storedFile } from "#server/db/schema";
import { AppError, validationError } from "#server/lib/errors";
import { appendVersion, documentNotFound, latestContent, loadDocument, openDocument, parseContent, type VersionAuthorInput } from "#server/features/documents/documents.service";
import { loadProjectFacts } from "#server/features/documents/project-facts.service";

const referenceNotFound = () => new AppError("not_found", 404, "Referência não encontrada.");
const notReferences = () => new AppError("validation_error", 422, "Este documento não é a lista de referências de um projeto.");

const OFFLINE_KEYWORDS: GeneratedBy = {
  source: "offline",
  provider: null,
  model: null,
  label: "Palavras-chave do gerador offline (sem IA), tiradas do briefing e do conceito: tire ou acrescente à vontade.",
};

/**
 * Changes the latest content of a references document under its lock (a reference added in
 * another tab meanwhile is kept) and saves it as a new version; 404 for another studio's
 * document, 422 for a document of another kind.
 */
async function changeReferences(
  db: Db,
  scope: StudioScope,
  documentId: string,
  author: VersionAuthorInput,
  change: (current: ReferencesContent) => ReferencesContent,
): Promise<ProjectDocument> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ kind: projectDocument.kind, version: projectDocument.version })
      .from(projectDocument)
      .where(and(eq(projectDocument.id, documentId), eq(projectDocument.studioId, scope.studioId)))
      .for("update");
    if (!locked) throw documentNotFound();
    if (locked.kind !== "referencias") throw notReferences();
    const current = DOCUMENT_CONTENT_SCHEMAS.referencias.parse(await latestContent({ db: tx, documentId: documentId, version: locked.version }));
    const content = parseContent("referencias", change(current));
    await appendVersion({ tx, studioId: scope.studioId, documentId, baseVersion: locked.version, content, author });
    return loadDocument({ db: tx, studioId: scope.studioId, id: documentId });
  });
}

/**
 * "Iniciar pesquisa" (R-DOC-7): search words from the project's briefing and concept — through
 * the AI chain (one text generation; an answer that does not parse is retried once, then the
 * offline words) or offline (free) — saved as a new version of the project's references (created
 * if needed; the saved references stay), with the searches they open.
 */
export async function proposeKeywords({ db, engine, scope, projectId, allowOffline, signal }: {
  db: Db;
  engine: AiEngine;
  scope: StudioScope;
  projectId: string;
  allowOffline: boolean;
  signal?: AbortSignal;
}): Promise<ReferenceKeywordsResponse> {
  const facts = await loadProjectFacts({ db, scope, projectId });
  const { value: keywords, generatedBy } = await generateStructured({
    db,
    engine,
    studioId: scope.studioId,
    allowOffline,
    system: KEYWORDS_SYSTEM_PROMPT,
    prompt: keywordsPrompt(facts),
    parse: parseKeywords,
    offline: () => offlineKeywords(facts),
    signal,
  });
  // The architect left: nothing they did not wait for is written.
  if (signal?.aborted) throw new AppError("unavailable", 503, "A pesquisa foi cancelada; nada foi salvo.");
  const { document: references } = await openDocument({ db, scope, projectId, kind: "referencias" });
  const author: VersionAuthorInput =
    generatedBy.source === "ia"
      ? { source: "ia", userId: scope.userId, provider: generatedBy.provider ?? "", model: generatedBy.model ?? "" }
      : { source: "offline", userId: scope.userId };
  const document = await changeReferences(db, scope, references.id, author, (current) => ({ ...current, keywords }));
  return { document, keywords, links: referenceSearchLinks(keywords), generatedBy: generatedBy.source === "offline" ? OFFLINE_KEYWORDS : generatedBy };
}

/**
 * A reference may show only an image uploaded to the same studio (R-FILE-1). Checked before
 * anything is written; files are never deleted while their studio exists, so it stays true.
 */
async function assertStudioImage(db: Db, studioId: string, imageId: string | null): Promise<void> {
  if (!imageId) return;
  const [file] = await db.select({ id: storedFile.id }).from(storedFile).where(and(eq(storedFile.id, imageId), eq(storedFile.studioId, studioId)));
  if (!file) throw validationError({ imageId: "Imagem não encontrada: envie a imagem de novo." });
}

/** A reference saved to the project (its references document created if needed), newest last. */
export async function addReference({ db, scope, projectId, input }: { db: Db; scope: StudioScope; projectId: string; input: AddReferenceInput }): Promise<ProjectDocument> {
  const imageId = input.imageId ?? null;
  await assertStudioImage(db, scope.studioId, imageId);
  const { document: references } = await openDocument({ db, scope, projectId, kind: "referencias" });
  return changeReferences(db, scope, references.id, { source: "usuario", userId: scope.userId }, (current) => {
    const item = { id: randomUUID(), url: input.url, title: input.title, note: input.note ?? "", imageId, savedAt: new Date().toISOString() };
    return { ...current, items: [...current.items, item] };
  });
}

/** "Remover": the reference leaves the latest version (earlier versions, and its image, stay). */
export async function removeReference({ db, scope, documentId, itemId }: { db: Db; scope: StudioScope; documentId: string; itemId: string }): Promise<ProjectDocument> {
  return changeReferences(db, scope, documentId, { source: "usuario", userId: scope.userId }, (current) => {
    if (!current.items.some((i) => i.id === itemId)) throw referenceNotFound();
    return { ...current, items: current.items.filter((i) => i.id !== itemId) };
  });
}

/** "Referências salvas": every reference in the latest version of the studio's references documents, newest first. */
export async function listSavedReferences({ db, scope, limit = 500 }: { db: Db; scope: StudioScope; limit?: number }): Promise<SavedReference[]> {
  const rows = await db
    .select({ documentId: projectDocument.id, projectId: project.id, projectName: project.name, clientId: client.id, clientName: client.name, content: documentVersion.content })
    .from(projectDocument)
    .innerJoin(project, eq(project.id, projectDocument.projectId))
    .innerJoin(client, eq(client.id, project.clientId))
    .innerJoin(documentVersion, and(eq(documentVersion.documentId, projectDocument.id), eq(documentVersion.number, projectDocument.version)))
    .where(and(eq(projectDocument.studioId, scope.studioId), eq(projectDocument.kind, "referencias")));
  return rows
    .flatMap((r) =>
      DOCUMENT_CONTENT_SCHEMAS.referencias.parse(r.content).items.map((item) => ({
        ...item,
        documentId: r.documentId,
        project: { id: r.projectId, name: r.projectName },
        client: { id: r.clientId, name: r.clientName },
      })),
    )
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || b.id.localeCompare(a.id))
    .slice(0, limit);
}
