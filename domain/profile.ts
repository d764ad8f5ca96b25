/**
 * The person's profile and the studio's public data and brand (R-PROFILE-*): plain data and the
 * pure helpers the settings page, the API and the PDFs share. The zod schemas are in
 * profile.schema.ts.
 */

/** How AI texts are written for the person (R-PROFILE-4): read by the written-document prompts. */
export const AI_TONES = [
  { id: "formal", label: "Formal", hint: "Impessoal e técnico, como em um memorial." },
  { id: "cordial", label: "Cordial", hint: "Próximo e acolhedor, sem perder a precisão." },
] as const;
export type AiTone = (typeof AI_TONES)[number]["id"];
export const AI_TONE_IDS = AI_TONES.map((t) => t.id) as [AiTone, ...AiTone[]];

/** The instruction each tone adds to a writing prompt. */
export function toneInstruction(tone: AiTone): string {
  return tone === "cordial"
    ? "Escreva em tom cordial e próximo do cliente, em primeira pessoa do plural quando falar do escritório, sem perder a precisão técnica."
    : "Escreva em tom formal e impessoal, em terceira pessoa, como em documentos técnicos de arquitetura.";
}

/** The 403 of a change to the studio's data or brand by someone who is not its owner or an admin (R-PROFILE-3). */
export const ONLY_MANAGERS_EDIT = "Só o proprietário ou um administrador do estúdio pode mudar os dados e a marca do estúdio.";

/** The colour a studio's PDFs use until it chooses its own: a sober blue that prints well. */
export const DEFAULT_BRAND_COLOR = "#1f4e79";

/** The logo: at most 2 MB, PNG, JPEG or WebP by its first bytes (an SVG could carry scripts: refused). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TOO_LARGE = "O logotipo pode ter no máximo 2 MB.";
export const LOGO_WRONG_TYPE = "Envie o logotipo em PNG, JPEG ou WebP (SVG e outros formatos não são aceitos).";
export const LOGO_UNREADABLE = "Não foi possível ler a imagem do logotipo. Envie outro arquivo PNG, JPEG ou WebP.";

/**
 * The sizes a logo is kept in, as PNG (react-pdf draws PNG and JPEG, not WebP): a large one for
 * the PDFs and a small one for the screen. Each fits in a square of `px` without enlarging.
 */
export const LOGO_VARIANTS = [
  { id: "pdf", px: 800 },
  { id: "tela", px: 240 },
] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number]["id"];

/** "nome.estudio" → "@nome.estudio" (stored without the @). */
export function instagramLabel(handle: string): string {
  return `@${handle}`;
}

/** "https://www.estudio.com.br/" → "www.estudio.com.br" for print. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

/** Whether white text reads on the colour (WCAG relative luminance): picks the text colour on a brand band. */
export function readableOn(hex: string): "#ffffff" | "#1f2328" {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.45 ? "#1f2328" : "#ffffff";
}

/**
 * The city a studio's free-text address names at its end ("Rua XV, 100 — Curitiba/PR",
 * "Av. Paulista, 1000, São Paulo - SP, 01310-100"), as "Curitiba/PR"; null when the address does
 * not end with a city and its UF. The closing block of the written documents prints it.
 */
export function cityOfAddress(address: string): string | null {
  const m = /(?:^|[,—–-]\s*)([A-Za-zÀ-ÿ' .]+?)\s*(?:\/|\s-\s|\s–\s|,\s*)([A-Z]{2})\b\.?(?:\s*[,—–-]?\s*(?:CEP\s*)?\d{5}-?\d{3})?\s*$/.exec(address.trim());
  return m ? `${m[1]!.trim()}/${m[2]}` : null;
}
