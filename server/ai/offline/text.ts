/**
 * Text processing shared by indexing and querying: the same function must run on both sides,
 * so that "Inclinações", "inclinacao" and "inclinação" all become one term.
 */

/** Words that carry no meaning for retrieval (articles, prepositions, question words…). */
const STOPWORDS = new Set(
  (
    "a o e as os um uma uns umas de da do das dos em na no nas nos num numa por pela pelo pelas pelos " +
    "para pra pro com sem sob sobre entre ate ao aos que quem qual quais quanto quanta quantos quantas " +
    "como onde quando porque pq se ou nem mas mais menos muito muita muitos muitas ja nao sim " +
    "eu tu ele ela nos vos eles elas me te lhe meu minha meus minhas seu sua seus suas teu tua " +
    "nosso nossa esse essa esses essas este esta estes estas isso isto aquele aquela aquilo " +
    "ser sao era foi sera seria estar esta estao ter tem tenho tinha ha haver vou vai " +
    "fazer faz faco deve devem devo precisa preciso precisam pode podem posso " +
    "qualquer algum alguma cada outro outra tambem so bem entao ainda voce voces " +
    "sei saber diga dizer explique explica informe fale favor oi ola obrigado obrigada " +
    "tudo todo toda todos todas coisa coisas tipo usar utilizar"
  ).split(" "),
);

/** NFKD + strip combining marks, lowercase: "Inclinação" → "inclinacao", "m²" → "m2". */
export function foldAccents(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Light Portuguese stemmer: plural endings first, then the final gender vowel of longer words
 * ("rampas" → "ramp", "mínima"/"mínimo" → "minim", "inclinações" → "inclinacao"). It is
 * deliberately crude: the same function runs on documents and queries, so consistency matters
 * more than linguistic accuracy.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("coes")) w = `${w.slice(0, -4)}cao`;
  else if (w.endsWith("oes") || w.endsWith("aes")) w = `${w.slice(0, -3)}ao`;
  else if (w.endsWith("ais")) w = `${w.slice(0, -3)}al`;
  else if (w.endsWith("eis")) w = `${w.slice(0, -3)}el`;
  else if (w.endsWith("ois")) w = `${w.slice(0, -3)}ol`;
  else if (w.endsWith("ns")) w = `${w.slice(0, -2)}m`;
  else if (/(r|z|s)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length >= 5 && /[ao]$/.test(w) && !w.endsWith("ao")) w = w.slice(0, -1);
  return w;
}

/** "nbr9050" / "iso8995" typed as one word → the norm number (plus the prefix). */
const GLUED_CODE = /^(nbr|nb|iso|it)(\d{2,5})$/;

/**
 * MiniSearch `processTerm`: folds accents, keeps letters and digits, drops stopwords and
 * one-letter words, stems, and splits glued norm codes ("nbr9050" → ["nbr", "9050"]).
 */
export function processTerm(term: string): string | string[] | null {
  const folded = foldAccents(term).replace(/[^a-z0-9]/g, "");
  if (!folded || STOPWORDS.has(folded)) return null;
  // One-character words and one-digit numbers ("3 andares", "Parte 2") match everything.
  if (folded.length === 1) return null;
  const glued = GLUED_CODE.exec(folded);
  if (glued) return [glued[1] as string, glued[2] as string];
  return stem(folded);
}

/**
 * Generic words that say little about which fact is wanted ("norma", "valor", "mínimo",
 * "projeto", "São Paulo"): they weigh less in ranking and cannot alone make a question "found".
 */
const WEAK_WORDS =
  "norma normas nbr abnt valor valores preco custo custa quanto minimo minima maximo maxima medida medidas " +
  "dimensao dimensoes tamanho projeto projetos obra obras casa predio edificacao edificacoes residencial comercial " +
  "paulo sp brasil brasileiro m2 cm mm metro metros quadrado quadrados atual bom boa melhor regra regras exigencia";

export const WEAK_TERMS: ReadonlySet<string> = new Set(
  WEAK_WORDS.split(" ").flatMap((w) => {
    const p = processTerm(w);
    return p == null ? [] : Array.isArray(p) ? p : [p];
  }),
);

const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

/**
 * Splits on spaces and punctuation like MiniSearch's default, after joining thousands written
 * with a dot ("NBR 15.575" → "15575", "1.500" → "1500"), and adds a joined form of the CUB
 * standard-project codes ("R1-B" → also "r1b", "CSL16-N" → also "csl16n").
 */
export function tokenize(text: string): string[] {
  const joined = text.replace(/(\d)\.(\d{3})(?!\d)/g, "$1$2");
  const tokens = joined.split(SEPARATORS).filter(Boolean);
  for (const m of joined.matchAll(/\b([A-Za-z]{1,3}\d{1,2})-([ABNabn])\b/g)) {
    tokens.push(`${m[1]}${m[2]}`);
  }
  return tokens;
}

/** The meaningful terms of a text, as the index sees them (for coverage checks and tests). */
export function terms(text: string): string[] {
  return tokenize(text).flatMap((t) => {
    const p = processTerm(t);
    return p == null ? [] : Array.isArray(p) ? p : [p];
  });
}
