import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { imageDownloadName, type GeneratedImage, type ImageData, type ImageQuota } from "#domain/images.schema";
import { planOrDefault, type Plan } from "#domain/plans";
import type { StudioScope } from "#server/auth/studio-scope";
import type { ImageConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { generatedImage, imageUsage, project, storedFile, studio } from "#server/db/schema";
import { AppError, unauthorized, validationError } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import type { FileStorage } from "#server/storage/file-storage";
import { generateImage, ImageProviderError, providerMissing } from "./images.provider";

export const imageNotFound = () => new AppError("not_found", 404, "Imagem não encontrada.");

/** The image quota counts per calendar month, UTC ("2026-03"), for every plan (R-IMG-3). */
export const imagePeriod = (now: Date) => now.toISOString().slice(0, 7);

async function planOf(db: Db, studioId: string): Promise<Plan> {
  const [row] = await db.select({ plan: studio.plan }).from(studio).where(eq(studio.id, studioId)).limit(1);
  if (!row) throw unauthorized();
  return planOrDefault(row.plan);
}

/** R-IMG-3: 402 naming the plan, pointing to Planos. */
export function imageQuotaExceeded(plan: Plan): AppError {
  const limit = plan.quotas.imageGenerationsPerMonth ?? 0;
  const message =
    limit === 0
      ? `O plano ${plan.name} não inclui geração de imagens. Conheça os planos em /dashboard/planos para gerar imagens com IA.`
      : `Você usou as ${limit} gerações de imagem do plano ${plan.name} neste mês. Conheça os planos em /dashboard/planos para gerar mais imagens.`;
  return new AppError("quota_exceeded", 402, message);
}

/**
 * Takes one image from the studio's monthly allowance, atomically (R-IMG-3): the conditional
 * upsert only counts while under the limit, so concurrent requests — from one member or several
 * — cannot together pass it. Unlimited plans are counted too (the page shows how many), with no
 * ceiling. Returns the release, for when no image came of it.
 */
async function reserveImage(db: Db, studioId: string, now: Date): Promise<() => Promise<void>> {
  const plan = await planOf(db, studioId);
  const limit = plan.quotas.imageGenerationsPerMonth;
  if (limit === 0) throw imageQuotaExceeded(plan);
  const period = imagePeriod(now);
  const rows = await db
    .insert(imageUsage)
    .values({ studioId, period, count: 1 })
    .onConflictDoUpdate({
      target: [imageUsage.studioId, imageUsage.period],
      set: { count: sql`${imageUsage.count} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${imageUsage.count} < ${limit}` }),
    })
    .returning({ count: imageUsage.count });
  if (rows.length === 0) throw imageQuotaExceeded(plan);
  return async () => {
    await db
      .update(imageUsage)
      .set({ count: sql`${imageUsage.count} - 1` })
      .where(and(eq(imageUsage.studioId, studioId), eq(imageUsage.period, period), gt(imageUsage.count, 0)));
  };
}

export async function imageQuota({ db, scope, now = new Date() }: { db: Db; scope: StudioScope; now?: Date }): Promise<ImageQuota> {
  const plan = await planOf(db, scope.studioId);
  const period = imagePeriod(now);
  const [row] = await db
    .select({ count: imageUsage.count })
    .from(imageUsage)
    .where(and(eq(imageUsage.studioId, scope.studioId), eq(imageUsage.period, period)));
  return { used: row?.count ?? 0, limit: plan.quotas.imageGenerationsPerMonth, period, plan: plan.name };
}

type Row = { row: typeof generatedImage.$inferSelect; projectName: string | null };

function toApi({ row, projectName }: Row): GeneratedImage {
  return {
    id: row.id,
    prompt: row.prompt,
    url: `/api/files/${row.fileId}`,
    fileId: row.fileId,
    model: row.model,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    project: row.projectId && projectName !== null ? { id: row.projectId, name: projectName } : null,
  };
}

const selection = { row: generatedImage, projectName: project.name };

/**
 * Generates and stores an image for the studio (R-IMG-2): the project checked, a unit of the
 * quota reserved before the provider is called and given back if no image comes of it, the PNG
 * stored as a file of the studio (served by GET /api/files/{id}) with its record.
 */
export async function createImage({ db, storage, config, scope, input, logger, now = new Date() }: {
  db: Db;
  storage: FileStorage;
  config: ImageConfig;
  scope: StudioScope;
  input: ImageData;
  logger?: Logger;
  now?: Date;
}): Promise<GeneratedImage> {
  let projectName: string | null = null;
  if (input.projectId) {
    const [found] = await db
      .select({ name: project.name })
      .from(project)
      .where(and(eq(project.id, input.projectId), eq(project.studioId, scope.studioId)))
      .limit(1);
    if (!found) throw validationError({ projectId: "Projeto não encontrado." });
    projectName = found.name;
  }
  // No provider: say so before touching the quota (nothing would be generated).
  if (!config.provider) {
    const missing = providerMissing();
    logger?.warn({ studioId: scope.studioId }, missing.detail);
    throw missing;
  }
  const release = await reserveImage(db, scope.studioId, now);

  let png: Uint8Array;
  try {
    png = await generateImage(config, input.prompt);
  } catch (err) {
    await release();
    // The provider's reason is the operators' (the person reads that the service is unavailable).
    logger?.warn({ err: err instanceof ImageProviderError ? err.detail : err instanceof AppError ? err.message : err, studioId: scope.studioId }, "geração de imagem falhou");
    throw err;
  }

  const id = randomUUID();
  const fileId = randomUUID();
  try {
    await storage.put(fileId, png);
    const row = await db.transaction(async (tx) => {
      await tx.insert(storedFile).values({
        id: fileId,
        studioId: scope.studioId,
        purpose: "imagem-gerada",
        mime: "image/png",
        size: png.byteLength,
        // A direct link (GET /api/files/{id}) names it like the page's download (R-IMG-1).
        originalName: imageDownloadName(now),
        storageKey: fileId,
        createdBy: scope.userId,
      });
      const [inserted] = await tx
        .insert(generatedImage)
        .values({ id, studioId: scope.studioId, projectId: input.projectId, createdBy: scope.userId, prompt: input.prompt, fileId, model: config.model, size: config.size })
        .returning();
      return inserted!;
    });
    return toApi({ row, projectName });
  } catch (err) {
    await storage.delete(fileId).catch(() => undefined);
    await release();
    throw err;
  }
}

/** The studio's gallery, newest first (the last 100). */
export async function listImages({ db, scope }: { db: Db; scope: StudioScope }): Promise<GeneratedImage[]> {
  const rows = await db
    .select(selection)
    .from(generatedImage)
    .leftJoin(project, eq(project.id, generatedImage.projectId))
    .where(eq(generatedImage.studioId, scope.studioId))
    .orderBy(desc(generatedImage.createdAt), desc(generatedImage.id))
    .limit(100);
  return rows.map(toApi);
}

/**
 * Deletes one of the studio's images with its file: the stored_file row (the image's record
 * goes with it, ON DELETE CASCADE), then the bytes. The month's count is not given back: the
 * image was generated.
 */
export async function deleteImage({ db, storage, scope, id }: { db: Db; storage: FileStorage; scope: StudioScope; id: string }): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fileId: generatedImage.fileId })
      .from(generatedImage)
      .where(and(eq(generatedImage.id, id), eq(generatedImage.studioId, scope.studioId)))
      .limit(1);
    if (!row) throw imageNotFound();
    await tx.delete(generatedImage).where(eq(generatedImage.id, id));
    const [file] = await tx
      .delete(storedFile)
      .where(and(eq(storedFile.id, row.fileId), eq(storedFile.studioId, scope.studioId)))
      .returning({ key: storedFile.storageKey });
    return file?.key;
  });
  if (key) await storage.delete(key).catch(() => undefined);
}
