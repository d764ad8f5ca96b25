import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { budgetSlide } from "#domain/budget-defaults";
import { presentationDeck } from "./presentation-gaps";
import type { SlideSources } from "#server/export/presentation-slides";
import type { ZoningSource } from "#server/export/presentation-envelope";
import type { ProjectFacts } from "#domain/project-facts";
import { presentationContentSchema, type PresentationContent } from "#domain/presentations.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import { loadBrand } from "#server/branding/brand";
import type { Db } from "#server/db/client";
import { presentation, storedFile } from "#server/db/schema";
import { formatExportDate } from "#server/export/model";
import { renderSlidesPdf } from "#server/export/pdf";
import type { Logger } from "#server/lib/logger";
import type { FileStorage } from "#server/storage/file-storage";
import { loadProjectFacts } from "#server/features/documents/project-facts.service";
import { prepareSlideImages } from "./presentation-images";
import { projectPresentationText } from "./presentation-text";
import { projectZoning } from "./presentation-zoning";

export type RenderDeps = { db: Db; storage: FileStorage; logger: Logger; now?: () => Date };

export const RENDER_FAILED = "Não foi possível gerar o PDF. Tente “Gerar de novo”; se continuar, fale com o suporte.";

/**
 * What the slides are built from, the same for a render and for the wizard's check
 * (presentation-preflight.ts). `images`: the files prepared for the render; null to take every
 * reference's and upload's image as present (the check reads no image).
 */
export function slideSourcesOf({
  title,
  content,
  facts,
  studioName,
  contactLines,
  date,
  text,
  images,
  zoning = null,
}: {
  title: string;
  content: PresentationContent;
  facts: ProjectFacts;
  studioName: string;
  contactLines: string[];
  date: string;
  text: string | null;
  images: ReadonlySet<string> | null;
  /** The lot's envelope (projectZoning), read only when the slide is chosen. */
  zoning?: ZoningSource | null;
}): SlideSources {
  const has = (id: string) => images === null || images.has(id);
  return {
    title,
    projectName: facts.project.name,
    clientName: facts.client.name,
    studioName,
    date,
    contactLines,
    slides: content.slides,
    text,
    concept: facts.concept,
    programme: facts.programme,
    builtArea: facts.project.builtArea,
    budget: facts.budget ? budgetSlide(facts.budget) : null,
    references: facts.references.map((r) => ({ title: r.title, note: r.note, imageKey: r.imageId && has(r.imageId) ? r.imageId : null })),
    images: content.images.filter((i) => has(i.fileId)).map((i) => ({ imageKey: i.fileId, caption: i.caption })),
    zoning,
  };
}

/**
 * One render of a presentation (R-PRES-1), run in the background: reads the project as it is now,
 * prepares the images, lays the slides out on the PDF worker thread, stores the PDF and swaps it
 * in. Each step writes its progress, guarded by `renderId`: a newer render (or a deletion) makes
 * this one's writes land nowhere, and its PDF is removed.
 */
export async function renderPresentation(deps: RenderDeps, scope: StudioScope, id: string, renderId: string): Promise<void> {
  const { db, storage, logger } = deps;
  const mine = and(eq(presentation.id, id), eq(presentation.renderId, renderId));
  let storedPdf: string | null = null;
  const step = (progress: number, stage: string) => db.update(presentation).set({ progress, stage, updatedAt: new Date() }).where(mine);
  try {
    await step(5, "Lendo os dados do projeto");
    const [row] = await db.select().from(presentation).where(mine);
    if (!row) return;
    const content = presentationContentSchema.parse(row.content);
    const facts = await loadProjectFacts({ db, scope, projectId: row.projectId });
    const { studioName, brand } = await loadBrand({ db, storage, studioId: scope.studioId });
    const text = content.text ?? (await projectPresentationText(db, scope.studioId, row.projectId, facts)).text;
    const zoning = content.slides.includes("potencial") ? await projectZoning(db, scope.studioId, row.projectId, facts.landPlot) : null;

    await step(15, "Preparando as imagens");
    const wantsRefs = content.slides.includes("referencias");
    const wantsImages = content.slides.includes("imagens");
    const ids = [...(wantsRefs ? facts.references.flatMap((r) => (r.imageId ? [r.imageId] : [])) : []), ...(wantsImages ? content.images.map((i) => i.fileId) : [])];
    const images = await prepareSlideImages({ db, storage, studioId: scope.studioId, ids, onEach: (done, total) => step(15 + Math.round((45 * done) / total), `Preparando as imagens (${done} de ${total})`).then(() => undefined) });

    const now = deps.now?.() ?? new Date();
    // What is still "[completar: …]" never reaches the client's PDF (R-PRES-1, decision 071).
    const { slides } = presentationDeck(
      slideSourcesOf({ title: row.title, content, facts, studioName, contactLines: brand.contact, date: formatExportDate(now), text, images: new Set(images.keys()), zoning }),
    );
    await step(60, `Montando ${slides.length} slides`);
    const pdf = await renderSlidesPdf({
      title: row.title,
      template: row.template,
      studioName,
      projectName: facts.project.name,
      date: now,
      brand,
      slides,
      images: Object.fromEntries(images),
    });

    await step(90, "Salvando o PDF");
    const fileId = randomUUID();
    await storage.put(fileId, pdf);
    storedPdf = fileId;
    const replaced = await db.transaction(async (tx) => {
      const [current] = await tx.select({ pdfFileId: presentation.pdfFileId }).from(presentation).where(mine).for("update");
      if (!current) return null;
      await tx.insert(storedFile).values({ id: fileId, studioId: scope.studioId, purpose: "apresentacao-pdf", mime: "application/pdf", size: pdf.byteLength, originalName: `${row.title}.pdf`, storageKey: fileId, createdBy: scope.userId });
      await tx
        .update(presentation)
        .set({ status: "pronta", progress: 100, stage: null, error: null, pdfFileId: fileId, slideCount: slides.length, renderedAt: now })
        .where(mine);
      if (!current.pdfFileId) return { key: null };
      const [old] = await tx.delete(storedFile).where(eq(storedFile.id, current.pdfFileId)).returning({ key: storedFile.storageKey });
      return { key: old?.key ?? null };
    });
    // Superseded or deleted meanwhile: this PDF belongs to nothing.
    storedPdf = null;
    if (replaced === null) await storage.delete(fileId);
    else if (replaced.key) await storage.delete(replaced.key).catch(() => undefined);
  } catch (err) {
    logger.error({ err, presentationId: id }, "presentation render failed");
    // A PDF written but never swapped in belongs to nothing.
    if (storedPdf) await storage.delete(storedPdf).catch(() => undefined);
    await db
      .update(presentation)
      .set({ status: "falhou", stage: null, error: RENDER_FAILED })
      .where(mine)
      .catch(() => undefined);
  }
}
