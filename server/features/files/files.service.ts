import { createHash, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { withoutHiddenCharacters } from "#domain/text-fields";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, IMAGE_UNREADABLE, IMAGE_WRONG_TYPE, type ImageMimeType, type StoredFile } from "#domain/files";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { IMAGE_PURPOSES, storedFile, type FILE_PURPOSES } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import type { FileStorage } from "#server/storage/file-storage";
import { cleanImage } from "#server/lib/uploaded-image";

export type FilePurpose = (typeof FILE_PURPOSES)[number];

export const fileNotFound = () => new AppError("not_found", 404, "Arquivo não encontrado.");
export const imageTooLarge = () => new AppError("validation_error", 413, IMAGE_TOO_LARGE, { file: IMAGE_TOO_LARGE });
const wrongType = () => new AppError("validation_error", 422, IMAGE_WRONG_TYPE, { file: IMAGE_WRONG_TYPE });
const unreadable = () => new AppError("validation_error", 422, IMAGE_UNREADABLE, { file: IMAGE_UNREADABLE });

/**
 * The name as shown and downloaded: no folders, no control or bidirectional characters (a U+202E
 * would show "planta<U+202E>gnp.exe" as "plantaexe.png"), at most 200 characters.
 */
function displayName(name: string): string {
  const base = withoutHiddenCharacters(name.split(/[\\/]/).pop() ?? "")
    .trim()
    .slice(0, 200)
    .trim();
  return base || "imagem";
}

/**
 * An uploaded image of the studio (R-FILE-1): at most 5 MB, PNG, JPEG or WebP by its first bytes
 * (the name and the browser's type are not believed), at most IMAGE_MAX_PIXELS, and kept as
 * cleanImage writes it again: turned upright, without EXIF (GPS) or other metadata. The bytes go
 * to the storage under a fresh id, then the row says whose they are; if the row cannot be
 * written, the bytes are removed.
 */
export async function storeImage({ db, storage, scope, bytes, name, purpose }: {
  db: Db;
  storage: FileStorage;
  scope: StudioScope;
  bytes: Uint8Array;
  name: string;
  purpose: FilePurpose;
}): Promise<StoredFile> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw imageTooLarge();
  const image = await cleanImage(bytes, { wrongType, unreadable });
  const { mime } = image;
  const size = image.bytes.byteLength;
  const id = randomUUID();
  const originalName = displayName(name);
  await storage.put(id, image.bytes);
  try {
    await db.insert(storedFile).values({ id, studioId: scope.studioId, purpose, mime, size, originalName, storageKey: id, createdBy: scope.userId });
  } catch (err) {
    await storage.delete(id).catch(() => undefined);
    throw err;
  }
  return { id, mime, size, name: originalName };
}

/**
 * A file of the studio as served (R-FILE-1), or 404 (another studio's, or unknown). Its bytes never
 * change under its id (a stored file is written once, under a fresh storage key), so the id, key
 * and size make a strong ETag: the browser revalidates on every view (the session and the studio
 * are checked each time) and gets a 304 without the bytes being read again.
 */
export async function findStoredFile({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<{ mime: ImageMimeType; name: string; key: string; etag: string }> {
  const [row] = await db
    .select({ mime: storedFile.mime, name: storedFile.originalName, key: storedFile.storageKey, size: storedFile.size })
    .from(storedFile)
    .where(and(eq(storedFile.id, id), eq(storedFile.studioId, scope.studioId), inArray(storedFile.purpose, IMAGE_PURPOSES)));
  if (!row) throw fileNotFound();
  const etag = `"${createHash("sha256").update(`${id}:${row.key}:${row.size}`).digest("base64url").slice(0, 27)}"`;
  return { mime: row.mime as ImageMimeType, name: row.name, key: row.key, etag };
}

/** A file's bytes, or 404 when they are gone from the storage. */
export async function readStoredBytes({ storage, key }: { storage: FileStorage; key: string }): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await storage.get(key);
  if (!bytes) throw fileNotFound();
  return bytes;
}
