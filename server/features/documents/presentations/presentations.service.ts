import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { RENDER_INTERRUPTED, RENDER_STALE_MS, templateLabel } from "#domain/presentations";
import type { Presentation, PresentationContent, PresentationSources } from "#domain/presentations.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { client, presentation, project, storedFile } from "#server/db/schema";
import { fileNameFor } from "#server/export/http";
import { AppError, validationError } from "#server/lib/errors";
import type { BackgroundTasks } from "#server/lib/background";
import { programmeTotals } from "#domain/needs-program";
import { loadProjectFacts } from "#server/features/documents/project-facts.service";
import { PRESENTATION_IMAGE_PURPOSES } from "./presentation-images";
import { renderPresentation, type RenderDeps } from "./presentation-render";
import { projectPresentationText } from "./presentation-text";

export type PresentationDeps = RenderDeps & { tasks: BackgroundTasks };

export const presentationNotFound = () => new AppError("not_found", 404, "Apresentação não encontrada.");
const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");
const notReady = () => new AppError("conflict", 409, "O PDF desta apresentação ainda não está pronto.");

type Row = typeof presentation.$inferSelect & { projectName: string; clientId: string; clientName: string };

function toApi(row: Row, now: Date): Presentation {
  // A render that stopped saying anything died with its server (a restart): shown as failed.
  const stale = row.status === "gerando" && now.getTime() - row.updatedAt.getTime() > RENDER_STALE_MS;
  return {
    id: row.id,
    title: row.title,
    template: row.template,
    project: { id: row.projectId, name: row.projectName },
    client: { id: row.clientId, name: row.clientName },
    content: row.content as PresentationContent,
    status: stale ? "falhou" : row.status,
    progress: stale ? 0 : row.progress,
    stage: stale ? null : row.stage,
    error: stale ? RENDER_INTERRUPTED : row.error,
    slideCount: row.slideCount,
    renderedAt: row.renderedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectRows(db: Db) {
  return db
    .select({ p: presentation, projectName: project.name, clientId: client.id, clientName: client.name })
    .from(presentation)
    .innerJoin(project, eq(project.id, presentation.projectId))
    .innerJoin(client, eq(client.id, project.clientId));
}

const flat = (r: { p: typeof presentation.$inferSelect; projectName: string; clientId: string; clientName: string }): Row => ({ ...r.p, projectName: r.projectName, clientId: r.clientId, clientName: r.clientName });

export async function listPresentations({ db, scope, now = new Date() }: { db: Db; scope: StudioScope; now?: Date }): Promise<Presentation[]> {
  const rows = await selectRows(db).where(eq(presentation.studioId, scope.studioId)).orderBy(desc(presentation.updatedAt)).limit(200);
  return rows.map((r) => toApi(flat(r), now));
}

export async function getPresentation({ db, scope, id, now = new Date() }: { db: Db; scope: StudioScope; id: string; now?: Date }): Promise<Presentation> {
  const [row] = await selectRows(db).where(and(eq(presentation.id, id), eq(presentation.studioId, scope.studioId)));
  if (!row) throw presentationNotFound();
  return toApi(flat(row), now);
}

/** The images must be the studio's own files: a reference's, the presentation's upload or a generated image. */
async function assertImages(db: Db, studioId: string, content: PresentationContent): Promise<void> {
  const ids = [...new Set(content.images.map((i) => i.fileId))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(and(eq(storedFile.studioId, studioId), inArray(storedFile.id, ids), inArray(storedFile.purpose, [...PRESENTATION_IMAGE_PURPOSES])));
  if (found.length !== ids.length) throw validationError({ images: "Uma das imagens não foi encontrada. Envie-a de novo." });
}

function startRender(deps: PresentationDeps, scope: StudioScope, id: string, renderId: string): void {
  deps.tasks.run(renderPresentation(deps, scope, id, renderId));
}

export async function createPresentation({ deps, scope, input }: {
  deps: PresentationDeps;
  scope: StudioScope;
  input: { projectId: string; title?: string | undefined; template: Presentation["template"]; content: PresentationContent };
}): Promise<Presentation> {
  const { db } = deps;
  const [proj] = await db.select({ name: project.name }).from(project).where(and(eq(project.id, input.projectId), eq(project.studioId, scope.studioId)));
  if (!proj) throw projectNotFound();
  await assertImages(db, scope.studioId, input.content);
  const id = randomUUID();
  const renderId = randomUUID();
  await db.insert(presentation).values({
    id,
    studioId: scope.studioId,
    projectId: input.projectId,
    title: input.title ?? proj.name,
    template: input.template,
    content: input.content,
    status: "gerando",
    progress: 0,
    stage: "Na fila",
    renderId,
    createdBy: scope.userId,
    updatedBy: scope.userId,
  });
  startRender(deps, scope, id, renderId);
  return getPresentation({ db, scope, id });
}

/** Saves new choices (or none) and renders again with the project as it is now ("Gerar de novo"). */
export async function rerenderPresentation({ deps, scope, id, changes }: {
  deps: PresentationDeps;
  scope: StudioScope;
  id: string;
  changes?: { title: string; template: Presentation["template"]; content: PresentationContent };
}): Promise<Presentation> {
  const { db } = deps;
  if (changes) await assertImages(db, scope.studioId, changes.content);
  const renderId = randomUUID();
  const [row] = await db
    .update(presentation)
    .set({ ...(changes ?? {}), status: "gerando", progress: 0, stage: "Na fila", error: null, renderId, updatedBy: scope.userId, updatedAt: new Date() })
    .where(and(eq(presentation.id, id), eq(presentation.studioId, scope.studioId)))
    .returning({ id: presentation.id });
  if (!row) throw presentationNotFound();
  startRender(deps, scope, id, renderId);
  return getPresentation({ db, scope, id });
}

export async function deletePresentation({ deps: { db, storage }, scope, id }: { deps: Pick<PresentationDeps, "db" | "storage">; scope: StudioScope; id: string }): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(presentation)
      .where(and(eq(presentation.id, id), eq(presentation.studioId, scope.studioId)))
      .returning({ pdfFileId: presentation.pdfFileId });
    if (!row) throw presentationNotFound();
    if (!row.pdfFileId) return null;
    const [file] = await tx.delete(storedFile).where(eq(storedFile.id, row.pdfFileId)).returning({ key: storedFile.storageKey });
    return file?.key ?? null;
  });
  if (key) await storage.delete(key).catch(() => undefined);
}

export async function presentationPdf({ deps: { db, storage }, scope, id }: { deps: Pick<PresentationDeps, "db" | "storage">; scope: StudioScope; id: string }): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string }> {
  const [row] = await db
    .select({ title: presentation.title, template: presentation.template, key: storedFile.storageKey, projectName: project.name })
    .from(presentation)
    .innerJoin(project, eq(project.id, presentation.projectId))
    .leftJoin(storedFile, eq(storedFile.id, presentation.pdfFileId))
    .where(and(eq(presentation.id, id), eq(presentation.studioId, scope.studioId)));
  if (!row) throw presentationNotFound();
  if (!row.key) throw notReady();
  const bytes = await storage.get(row.key);
  if (!bytes) throw notReady();
  return { bytes, fileName: fileNameFor(`Apresentação ${templateLabel(row.template)}`, row.projectName, "pdf") };
}

/** What the wizard's content step shows for a project before anything is saved. */
export async function presentationSources({ db, scope, projectId }: { db: Db; scope: StudioScope; projectId: string }): Promise<PresentationSources> {
  const facts = await loadProjectFacts({ db, scope, projectId });
  const text = await projectPresentationText(db, scope.studioId, projectId, facts);
  return {
    text: { source: text.source, documentId: text.documentId, preview: text.text },
    concept: Boolean(facts.concept?.sections.some((s) => s.blocks.length > 0)),
    programme: facts.programme ? { rooms: facts.programme.rooms.length, builtArea: facts.programme.rooms.length > 0 ? programmeTotals(facts.programme).builtArea : facts.project.builtArea } : null,
    budget: facts.budget !== null,
    references: facts.references.map((r) => ({ id: r.id, title: r.title, imageId: r.imageId })),
  };
}
