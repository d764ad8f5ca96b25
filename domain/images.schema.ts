import { z } from "./zod";
import { idSchema } from "./ids";

/**
 * The image generator's contract (R-IMG-1, R-IMG-2, R-IMG-3): what the page sends, a stored
 * image as the gallery shows it, the month's allowance, and the downloaded file's name.
 */

/** A description of a few paragraphs is plenty; the providers cut far longer ones anyway. */
export const IMAGE_PROMPT_MAX = 1000;

/** R-IMG-1 (the spec's section 5): the blank prompt's toast, title and text. */
export const IMAGE_PROMPT_REQUIRED_TITLE = "Campo obrigatório";
export const IMAGE_PROMPT_REQUIRED_TEXT = "Por favor, descreva a imagem que deseja gerar.";
export const IMAGE_PROMPT_REQUIRED = `${IMAGE_PROMPT_REQUIRED_TITLE} — ${IMAGE_PROMPT_REQUIRED_TEXT}`;

/**
 * R-IMG-2: what the server answers when no provider can draw (the page's toast and banner titles
 * are in web/features/images/image-messages.ts).
 */
export const IMAGE_UNAVAILABLE_TEXT = "O serviço de imagens está indisponível no momento. Tente novamente mais tarde.";

/** `POST /api/images`: the description, and optionally one of the studio's projects. */
export const imageInputSchema = z.object({
  prompt: z
    .string({ error: IMAGE_PROMPT_REQUIRED })
    .trim()
    .min(1, IMAGE_PROMPT_REQUIRED)
    .max(IMAGE_PROMPT_MAX, `A descrição pode ter no máximo ${IMAGE_PROMPT_MAX.toLocaleString("pt-BR")} caracteres.`),
  projectId: idSchema("Projeto não encontrado.").nullish().transform((v) => v ?? null),
});
export type ImageInput = z.input<typeof imageInputSchema>;
export type ImageData = z.output<typeof imageInputSchema>;

/** A generated image of the studio: its bytes are at `url` (GET /api/files/{id}, always PNG). */
export const generatedImageSchema = z
  .object({
    id: z.uuid(),
    prompt: z.string(),
    url: z.string().startsWith("/api/files/"),
    fileId: z.uuid(),
    model: z.string(),
    size: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    // Inline, not the named Referencia: a nullable $ref becomes an allOf the reference (Scalar) refuses.
    project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: "ImagemGerada", description: "Uma imagem gerada pelo estúdio, com a descrição usada e o projeto (se houver)." });
export type GeneratedImage = z.output<typeof generatedImageSchema>;

export const generatedImageListSchema = z.array(generatedImageSchema);

/** `GET /api/images/quota`: the studio's images this month; `limit` null is unlimited. */
export const imageQuotaSchema = z
  .object({
    used: z.number().int().min(0),
    limit: z.number().int().min(0).nullable(),
    /** "aaaa-mm", UTC. */
    period: z.string().regex(/^\d{4}-\d{2}$/),
    plan: z.string(),
  })
  .meta({ id: "CotaDeImagens", description: "Imagens geradas pelo estúdio no mês e o limite do plano (null: ilimitado)." });
export type ImageQuota = z.output<typeof imageQuotaSchema>;

const two = (n: number) => String(n).padStart(2, "0");

/**
 * The downloaded file's name (R-IMG-1, the spec's section 9): a fixed prefix, the moment as
 * yyyyMMdd-HHmmss in the person's own clock, and `.png` (the server stores every image as PNG).
 */
export function imageDownloadName(at: Date): string {
  const stamp = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `prancheta-${stamp}.png`;
}
