/**
 * The one slug every exported file's name is made from (PDF, DOCX, ICS): accents and cedillas
 * are transliterated ("Residência" → "residencia", "Ação" → "acao") instead of cut out, so a
 * client's download reads like the project's name. Shared by the server's exports and the
 * browser's own downloads so both spell a name the same way.
 */
export function fileSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** ["Manutenção", "Residência Prado"], "ics" → "manutencao-residencia-prado.ics" (100 characters at most before the extension). */
export function exportFileName(parts: readonly string[], extension: string, fallback = "documento"): string {
  const base = parts.map(fileSlug).filter(Boolean).join("-").slice(0, 100).replace(/-+$/, "");
  return `${base || fallback}.${extension}`;
}
