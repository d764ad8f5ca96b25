import { foldAccents } from "#server/ai/offline/text";

/**
 * Quantities as people type them in a question: "1,20 m", "60 cm", "3,06 metros", "8,33%",
 * "1:12", "12 m²", "3 x 4 m", "200 vagas", "R$ 200.000,00". Pure readers, no rules.
 */

/** A number as pt-BR writes it: "1.500", "1.500,5", "1,20", "8.33". */
export const NUM = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`;

export function toNumber(text: string): number {
  // "1.500" and "1.500,5" use the dot for thousands; "1.20" (two decimals) is a decimal point.
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) return Number(text.replace(/\./g, "").replace(",", "."));
  return Number(text.replace(",", "."));
}

/** The question folded (accents off, lowercase, ² → 2) for matching. */
export const fold = (text: string) => foldAccents(text).replace(/²/g, "2");

/** Lengths in metres, in order: "1,20 m" → 1.2, "60 cm" → 0.6, "20 centímetros" → 0.2. */
export function lengthsIn(text: string): { value: number; at: number; end: number }[] {
  const out: { value: number; at: number; end: number }[] = [];
  const re = new RegExp(String.raw`(${NUM})\s*(cm|centimetros?|mm|m|metros?)(?![a-z0-9])`, "g");
  for (const m of fold(text).matchAll(re)) {
    const unit = m[2] as string;
    const factor = unit.startsWith("c") ? 0.01 : unit === "mm" ? 0.001 : 1;
    out.push({ value: toNumber(m[1] as string) * factor, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

export type LengthRole = "rise" | "width" | "run" | "slab" | "other";

/**
 * What a length in a question measures, from the words around it: a rise to climb ("vencer
 * 1,20 m", "1,20 m de desnível", "pé-direito de 2,70 m"), a width, a run (comprimento), a slab.
 */
export function lengthRoles(text: string): { value: number; role: LengthRole }[] {
  const folded = fold(text);
  return lengthsIn(text).map((l) => {
    const before = folded.slice(Math.max(0, l.at - 30), l.at);
    const after = folded.slice(l.end, l.end + 16);
    // The patterns' "^…" alternatives read the words after the length; the window before it is
    // padded so that they never match there ("projecao horizontal pra subir 1,20 m" is a rise).
    const near = (re: RegExp) => re.test(after.replace(/^\s*(de\s+)?/, "")) || re.test(` ${before.split(/[,;.?!]| e /).at(-1) ?? ""}`);
    let role: LengthRole = "other";
    if (near(/^(largura|largo)|largura( minima| util)?( de)?\s*$/)) role = "width";
    else if (near(/^(comprimento|projecao)|comprimento( total| horizontal)?( de)?\s*$|projecao( horizontal)?( de)?\s*$/)) role = "run";
    else if (near(/^(laje|espessura)|(laje|espessura)( de)?\s*$/)) role = "slab";
    else if (near(/^(desnivel|altura|diferenca)|(vencer|desnivel|altura|subir|diferenca de nivel|pe[- ]?direito|piso a piso|entre pisos|altura a vencer)( total)?( de| da escada de)?\s*$/)) role = "rise";
    return { value: l.value, role };
  });
}

/** The height to climb: the length said to be one, else a lone length said to be nothing else. */
export function riseIn(text: string): number | undefined {
  const roles = lengthRoles(text);
  const rise = roles.find((l) => l.role === "rise");
  if (rise) return rise.value;
  const others = roles.filter((l) => l.role === "other");
  return roles.length === 1 && others.length === 1 ? others[0]!.value : undefined;
}

/** A slope: "8,33%" → 8.33, "1:12" or "1/12" → 8.333… */
export function slopeIn(text: string): number | undefined {
  const folded = fold(text);
  const ratio = /\b1\s*[:/]\s*(\d{1,2})\b/.exec(folded);
  if (ratio) return 100 / Number(ratio[1]);
  const pct = new RegExp(String.raw`(${NUM})\s*%`).exec(folded);
  return pct ? toNumber(pct[1] as string) : undefined;
}

/** A percentage anywhere ("TO de 60%", "BDI de 25%"). */
export function percentIn(text: string): number | undefined {
  const m = new RegExp(String.raw`(${NUM})\s*%`).exec(fold(text));
  return m ? toNumber(m[1] as string) : undefined;
}

/** An area: "12 m2", "150 m²", "1.000 metros quadrados", or "3 x 4 m" / "3 m por 4 m". */
export function areaIn(text: string): number | undefined {
  const folded = fold(text);
  const sq = new RegExp(String.raw`(${NUM})\s*(?:m2|m\s*2|metros? quadrados?)(?![a-z0-9])`).exec(folded);
  if (sq) return toNumber(sq[1] as string);
  const rect = new RegExp(String.raw`(${NUM})\s*(?:m\s*)?(?:x|×|por)\s*(${NUM})\s*(?:m|metros)?(?![a-z0-9])`).exec(folded);
  return rect ? toNumber(rect[1] as string) * toNumber(rect[2] as string) : undefined;
}

/** The whole number before a word: countBefore("200 vagas", "vagas?") → 200. */
export function countBefore(text: string, word: string): number | undefined {
  const m = new RegExp(String.raw`(\d{1,3}(?:\.\d{3})+|\d+)\s+(?:${word})\b`).exec(fold(text));
  return m ? toNumber(m[1] as string) : undefined;
}

/** A money amount: "R$ 200.000,00" → 200000, "R$ 1,2 milhão" → 1200000, "R$ 350 mil" → 350000. */
export function moneyIn(text: string): number | undefined {
  return moneysIn(text)[0]?.value;
}

const MONEY = new RegExp(String.raw`r\$\s*(${NUM})(\s*(?:mil|milhao|milhoes|mi)\b)?(\s*(?:\/|por)\s*m2)?`, "g");

/**
 * Every amount in reais the text gives, in thousands or millions when it says so ("R$ 50 mil"),
 * with whether it is a price per square metre ("R$ 2.100,00/m²", "R$ 2.100 por m2"): the CUB's,
 * not a sum to add.
 */
export function moneysIn(text: string): { value: number; perArea: boolean }[] {
  return [...fold(text).matchAll(MONEY)].map((m) => {
    const scale = !m[2] ? 1 : /mil\b/.test(m[2]) && !/milh/.test(m[2]) ? 1_000 : 1_000_000;
    return { value: toNumber(m[1] as string) * scale, perArea: Boolean(m[3]) };
  });
}

/** The percentage written right after a label: percentAfter("TP 20% e TO 60%", "to|taxa de ocupacao") → 60. */
export function percentAfter(text: string, labels: string): number | undefined {
  const m = new RegExp(String.raw`\b(?:${labels})\b(?:\s+(?:de|do|da|e|igual a|maxim[oa]|=|:))*\s*(${NUM})\s*%`).exec(fold(text));
  return m ? toNumber(m[1] as string) : undefined;
}

/** A plain number after a word: numberAfter("CA 2,5", "ca|coeficiente de aproveitamento") → 2.5. */
export function numberAfter(text: string, words: string): number | undefined {
  const m = new RegExp(String.raw`\b(?:${words})\b(?:\s+(?:de|basico|maximo|igual a|=|:))*\s*(${NUM})(?!\s*(?:%|m2|m\b))`).exec(fold(text));
  return m ? toNumber(m[1] as string) : undefined;
}
