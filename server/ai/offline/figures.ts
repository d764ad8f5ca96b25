import { foldAccents } from "./text";

/** A figure as written in a text, in a base unit: "0,80 m" and "80 cm" are both { 0.8, "m" }. */
export interface Figure {
  value: number;
  unit: string;
}

/** Units and how they convert to the base unit of their kind (folded, lowercase spellings). */
const UNITS: Record<string, { unit: string; factor: number }> = {
  km: { unit: "m", factor: 1000 },
  m: { unit: "m", factor: 1 },
  metro: { unit: "m", factor: 1 },
  metros: { unit: "m", factor: 1 },
  cm: { unit: "m", factor: 0.01 },
  centimetros: { unit: "m", factor: 0.01 },
  mm: { unit: "m", factor: 0.001 },
  "%": { unit: "%", factor: 1 },
  m2: { unit: "m2", factor: 1 },
  m3: { unit: "m3", factor: 1 },
  mm2: { unit: "mm2", factor: 1 },
  lux: { unit: "lux", factor: 1 },
  lx: { unit: "lux", factor: 1 },
  lm: { unit: "lm", factor: 1 },
  lumen: { unit: "lm", factor: 1 },
  lumens: { unit: "lm", factor: 1 },
  db: { unit: "db", factor: 1 },
  dba: { unit: "db", factor: 1 },
  va: { unit: "va", factor: 1 },
  kva: { unit: "va", factor: 1000 },
  w: { unit: "w", factor: 1 },
  "w/m2k": { unit: "w/m2k", factor: 1 },
  kw: { unit: "w", factor: 1000 },
  kpa: { unit: "kpa", factor: 1 },
  mpa: { unit: "kpa", factor: 1000 },
  mca: { unit: "kpa", factor: 10 },
  ano: { unit: "anos", factor: 1 },
  anos: { unit: "anos", factor: 1 },
  c: { unit: "c", factor: 1 },
  l: { unit: "l", factor: 1 },
  litro: { unit: "l", factor: 1 },
  litros: { unit: "l", factor: 1 },
  ma: { unit: "ma", factor: 1 },
  "m/s": { unit: "m/s", factor: 1 },
  kg: { unit: "kg", factor: 1 },
  "kj/m2k": { unit: "kj/m2k", factor: 1 },
  min: { unit: "min", factor: 1 },
  minuto: { unit: "min", factor: 1 },
  minutos: { unit: "min", factor: 1 },
  h: { unit: "h", factor: 1 },
  hora: { unit: "h", factor: 1 },
  horas: { unit: "h", factor: 1 },
  vaga: { unit: "vagas", factor: 1 },
  vagas: { unit: "vagas", factor: 1 },
  degrau: { unit: "degraus", factor: 1 },
  degraus: { unit: "degraus", factor: 1 },
  espelho: { unit: "degraus", factor: 1 },
  espelhos: { unit: "degraus", factor: 1 },
  patamar: { unit: "patamares", factor: 1 },
  patamares: { unit: "patamares", factor: 1 },
  segmento: { unit: "segmentos", factor: 1 },
  segmentos: { unit: "segmentos", factor: 1 },
  brl: { unit: "brl", factor: 1 },
  dia: { unit: "dias", factor: 1 },
  dias: { unit: "dias", factor: 1 },
  meses: { unit: "meses", factor: 1 },
  semana: { unit: "semanas", factor: 1 },
  semanas: { unit: "semanas", factor: 1 },
};

/**
 * Figures in pt-BR text: "R$ 2.553,84", "0,92 m", "8,33%", "500 lux", "45 dB(A)", "220 VA",
 * "40 m.c.a.", "16 degraus"; a bare number ("0,65") has the unit "".
 */
const FIGURE =
  /(r\$\s*)?(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)\s*(%|m\/s|m²|m2|m³|m3|mm²|mm2|km|cm|mm(?!\/)|m\.?c\.?a\.?|m(?![a-z])|metros?|centimetros|lux|lx|lumens?|lm(?![a-z])|db\s*\(a\)|dba|db|kj\/m2\s*\.?\s*k|kva|kw|va|w\/m2\s*\.?\s*k|w(?![a-z])|kpa|mpa|anos?|°\s*c|º\s*c|litros?|l(?![a-z])|ma(?![a-z])|kg|min(?:utos?)?(?![a-z])|h(?![a-z])|horas?|vagas?|degraus?|espelhos?|patamar(?:es)?|segmentos?|dias?(?![a-z])|meses|semanas?(?![a-z]))?/g;

export function parseNumber(text: string): number {
  return Number(text.replace(/\./g, "").replace(",", "."));
}

export function figuresIn(text: string): Figure[] {
  const folded = foldAccents(text).replace(/²/g, "2").replace(/³/g, "3");
  const out: Figure[] = [];
  for (const m of folded.matchAll(FIGURE)) {
    const raw = m[3]?.replace(/\s+/g, "").replace(/\./g, "").replace(/[°º]/g, "").replace(/\(a\)/, "a");
    const unitKey = m[1] ? "brl" : raw;
    // A bare number (a water/cement ratio "0,65") is a figure without unit.
    const unit = unitKey ? UNITS[unitKey] : { unit: "", factor: 1 };
    if (!unit) continue;
    out.push({ value: parseNumber(m[2] as string) * unit.factor, unit: unit.unit });
  }
  return out;
}

const same = (a: Figure, b: Figure) => a.unit === b.unit && Math.abs(a.value - b.value) <= 1e-6 * Math.max(1, Math.abs(b.value));

/**
 * Whether `text` states the key fact: a figure with the same value and unit ("0,80 m" = "80 cm"),
 * or — for "/phrase/" — the phrase, accents and case ignored.
 */
const NUMBER_WORDS: Readonly<Record<string, string>> = { um: "1", uma: "1", dois: "2", duas: "2", tres: "3", quatro: "4", cinco: "5", seis: "6", sete: "7", oito: "8", nove: "9", dez: "10" };

/** "duas tomadas" and "2 tomadas" state the same phrase (folded text). */
function digitsForWords(folded: string): string {
  return folded.replace(/\b(um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez)\b/g, (w) => NUMBER_WORDS[w] ?? w);
}

export function statesFact(text: string, fact: string): boolean {
  const phrase = /^\/(.+)\/$/.exec(fact);
  // A hyphen joins what a space also joins: "AC-III" is the "AC III" a fact names.
  const words = (s: string) => digitsForWords(foldAccents(s)).replace(/-/g, " ");
  if (phrase) return words(text).includes(words(phrase[1] as string));
  const expected = figuresIn(fact)[0];
  if (!expected || (expected.unit === "" && !/^\s*\d[\d.,]*\s*$/.test(fact))) throw new Error(`Fato sem unidade reconhecida: ${fact}`);
  return figuresIn(text).some((f) => same(f, expected));
}

/** The figures of `wrong` that `text` states. */
export function wrongFiguresIn(text: string, wrong: readonly string[]): string[] {
  return wrong.filter((w) => statesFact(text, w));
}
