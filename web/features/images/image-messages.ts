import { plural } from "#domain/addressing";
import { IMAGE_UNAVAILABLE_TEXT, type ImageQuota } from "#domain/images.schema";

/**
 * What the image page says (R-IMG-1, R-IMG-2, R-IMG-3): the toasts, the banner and the month's
 * allowance line. Only the page reads these, so they live beside it; the input's messages, which
 * the API answers too, stay in domain/images.schema.ts.
 */

/**
 * R-IMG-2: the failure's toast and in-page banner. The spec's title stays; its "check your OpenAI
 * API key" and "Erro na API OpenAI" do not: a subscriber has no key to check (decision 079).
 */
export const IMAGE_FAILED_TITLE = "Erro na geração";
export const IMAGE_FAILED_TEXT = `Não foi possível gerar a imagem. ${IMAGE_UNAVAILABLE_TEXT}`;
export const IMAGE_BANNER_TITLE = "Serviço de imagens indisponível";
export const IMAGE_SUCCESS = "Imagem gerada com sucesso!";

/** Whether the plan lets no image be generated now: none included, or the month's all used. */
export function quotaBlocks(quota: Pick<ImageQuota, "used" | "limit">): boolean {
  return quota.limit !== null && quota.used >= quota.limit;
}

/**
 * "3 de 50 imagens este mês", "1 imagem este mês (ilimitado)", "Seu plano não inclui geração de
 * imagens.", "50 de 50 imagens este mês: o limite do plano foi atingido."
 */
export function quotaLine(quota: Pick<ImageQuota, "used" | "limit">): string {
  if (quota.limit === 0) return "Seu plano não inclui geração de imagens.";
  if (quota.limit !== null && quota.used >= quota.limit) {
    return `${quota.used.toLocaleString("pt-BR")} de ${quota.limit.toLocaleString("pt-BR")} imagens este mês: o limite do plano foi atingido.`;
  }
  if (quota.limit === null) return `${plural(quota.used, "imagem", "imagens")} este mês (ilimitado)`;
  return `${quota.used.toLocaleString("pt-BR")} de ${quota.limit.toLocaleString("pt-BR")} imagens este mês`;
}
