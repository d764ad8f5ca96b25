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
export const IMAGE_UNREADABLE = "Não foi possível ler a imagem: o arquivo parece corrompido. Envie outro arquivo PNG, JPEG ou WebP.";

/**
 * The most pixels (width × height, as the file's header declares them) an uploaded image may
 * have: 40 megapixels is more than a 36 MP camera's photo and far more than a slide, a logo or a
 * reference needs, and bounds what decoding one costs (about 160 MB of RGBA). A file of a few KB
 * can declare 50.000 × 50.000 (2,5 gigapixels): it is refused before anything decodes it.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = `A imagem pode ter no máximo ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (por exemplo, 8.000 × 5.000 pixels). Reduza a resolução e envie de novo.`;

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
