import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "#server/db/client";
import { storedFile } from "#server/db/schema";
import type { FileStorage } from "#server/storage/file-storage";

/** Big enough for a full-width image on a 16:9 slide printed or projected; small enough to keep the PDF light. */
const SLIDE_IMAGE_PX = 1600;

export type SlideImage = { bytes: Uint8Array; format: "jpg" | "png" };

/**
 * The studio's files a presentation may show (R-PRES-1): a reference's image, an image uploaded
 * for a presentation, or one made by the image generator (R-IMG-2).
 */
export const PRESENTATION_IMAGE_PURPOSES = ["referencia", "apresentacao-imagem", "imagem-gerada"] as const;

/**
 * The studio's images a presentation names, ready for react-pdf (which draws JPEG and PNG but not
 * WebP): each resized to fit SLIDE_IMAGE_PX and written as JPEG on a white background. sharp
 * works on libuv's thread pool, so the server keeps answering. `onEach` reports progress; an
 * image whose file was deleted since it was chosen (a generated image removed from the gallery),
 * missing from the storage or unreadable is left out: a reference's slide says "Sem imagem", an
 * image chosen for the presentation loses its slide.
 */
export async function prepareSlideImages({ db, storage, studioId, ids, onEach }: { db: Db; storage: FileStorage; studioId: string; ids: string[]; onEach: (done: number, total: number) => Promise<void> }): Promise<Map<string, SlideImage>> {
  const out = new Map<string, SlideImage>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const rows = await db
    .select({ id: storedFile.id, key: storedFile.storageKey })
    .from(storedFile)
    .where(and(eq(storedFile.studioId, studioId), inArray(storedFile.id, unique), inArray(storedFile.purpose, [...PRESENTATION_IMAGE_PURPOSES])));
  let done = 0;
  for (const row of rows) {
    const bytes = await storage.get(row.key);
    if (bytes) {
      try {
        const jpeg = await sharp(bytes, { limitInputPixels: 60_000_000 })
          .rotate()
          .resize({ width: SLIDE_IMAGE_PX, height: SLIDE_IMAGE_PX, fit: "inside", withoutEnlargement: true })
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
        out.set(row.id, { bytes: new Uint8Array(jpeg), format: "jpg" });
      } catch {
        // Left out: the bytes passed the upload's check but do not decode.
      }
    }
    done += 1;
    await onEach(done, rows.length);
  }
  return out;
}
