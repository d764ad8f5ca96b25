import { z } from "./zod";

/**
 * Uploaded files (R-FILE-1): what the server accepts and what it answers. The type is read from
 * the file's first bytes (server/features/files/image-type.ts), never from its name or the
 * browser's Content-Type; the page checks the size too, but only to answer sooner.
 */

export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** What a file input offers (`accept`): the extensions as well, for systems that match by name. */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp";

/** A reference's image, at most. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_TOO_LARGE = "A imagem pode ter no máximo 5 MB.";
export const IMAGE_WRONG_TYPE = "Envie uma imagem PNG, JPEG ou WebP.";

/** `POST /api/files`'s answer: the stored file, whose bytes are at `GET /api/files/{id}`. */
export const storedFileSchema = z
  .object({
    id: z.uuid(),
    mime: z.enum(IMAGE_MIME_TYPES),
    /** Bytes. */
    size: z.number().int().min(1),
    /** The name the person's computer gave it (for display only). */
    name: z.string(),
  })
  .meta({ id: "ArquivoEnviado", description: "Uma imagem enviada: tipo lido dos bytes, tamanho e nome original." });
export type StoredFile = z.output<typeof storedFileSchema>;
