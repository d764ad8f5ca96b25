/** pt-BR numbers and dates for the offline answers. */

/**
 * Reads a number as an architect types it: "360", "1.250,5 m²", "1250.5", "0,6", "60%".
 * The last of "," / "." is the decimal separator, except a lone "." followed by exactly three
 * digits, which is a thousands separator ("1.250" = 1250). Returns undefined when there is none.
 */
export function parsePtNumber(text: string | undefined): number | undefined {
  const match = /\d[\d.,]*/.exec(text ?? "");
  if (!match) return undefined;
  let s = match[0].replace(/[.,]$/, "");
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma > lastDot) s = s.replace(/\./g, "").replace(",", ".");
  else if (lastDot > lastComma && lastComma >= 0) s = s.replace(/,/g, "");
  else if (lastDot >= 0 && /^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, "");
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** 1875.754 → "1.875,75"; 216 → "216". */
export function formatNumber(n: number): string {
  return n.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
}

export const formatArea = (m2: number) => `${formatNumber(m2)} m²`;

/** A ratio as a percentage: 0.6 → "60%". */
export const formatPercent = (ratio: number) => `${formatNumber(ratio * 100)}%`;

/** "2025-07-10" → "10/07/2025"; anything else is returned as typed. */
export function formatDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value.trim();
}

/** Metres as a drawing writes them: "0,80 m", "14,40 m", "30 m". */
export function formatMeters(x: number): string {
  return `${Number.isInteger(x) ? formatNumber(x) : x.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} m`;
}
