import { stemmer as snowball } from "@orama/stemmers/portuguese";

/**
 * Text processing shared by indexing and querying: the same function must run on both sides,
 * so that "Inclinações", "inclinacao" and "inclinação" all become one term.
 */

/** Words that carry no meaning for retrieval (articles, prepositions, question words…). */
const STOPWORDS = new Set(
  (
    "a o e as os um uma uns umas de da do das dos em na no nas nos num numa por pela pelo pelas pelos " +
    "para pra pro pras pros com sem sob sobre entre ate ao aos que quem qual quais quanto quanta quantos quantas " +
    "como onde quando porque pq se ou nem mas mais menos muito muita muitos muitas ja nao sim " +
    "eu tu ele ela nos vos eles elas me te lhe meu minha meus minhas seu sua seus suas teu tua " +
    "nosso nossa esse essa esses essas este esta estes estas isso isto aquele aquela aquilo " +
    // A pronoun joined to its preposition ("em volta dela", "o prazo dele"): what it stands for is named elsewhere.
    "dele dela deles delas nele nela neles nelas disso nisso desse dessa desses dessas deste desta destes destas " +
    "nesse nessa nesses nessas neste nesta nestes nestas daquele daquela naquele naquela " +
    "ser sao era foi sera seria estar esta estao ter tem tenho tinha ha haver vou vai " +
    "fazer faz faco deve devem devo precisa preciso precisam pode podem posso " +
    "qualquer algum alguma cada outro outra tambem so bem entao ainda voce voces " +
    "sei saber diga dizer explique explica informe fale favor oi ola obrigado obrigada " +
    "tudo todo toda todos todas coisa coisas tipo usar utilizar " +
    // The chat's preamble ("meu cliente quer…", "a norma deixa?"): who asks and why, never the subject.
    "quer querem queria quero gostaria deixa deixam deixar cliente clientes duvida pergunta ajuda ajudar " +
    // Where the asker stands ("de acordo com a norma", "hoje em dia", "atualmente"): never the subject.
    "acordo hoje atualmente " +
    // Chat fillers and forms of address ("cara,", "e aí,", "… blz?", "urgente:"): never the subject.
    "cara mano vei blz beleza urgente gente galera ai amigo amiga colega parceiro parceira pessoal " +
    "perguntou perguntaram perguntando perguntar " +
    // "de qualquer jeito", "mesmo que não faça nada": how the asker hedges, never the subject.
    "jeito nada mesmo mesma " +
    // "e se o empreendimento não tiver…", "caso a obra estiver…": the tense of a case, never the subject.
    "tiver tiverem tivesse tivessem tinham tenha tenham houver houverem fosse fossem forem estiver estiverem estivesse " +
    // "que estou projetando": who is doing it, never the subject.
    "estou estamos estava estavam " +
    // A capital's nickname ("em bh", "floripa", "sampa"): where, never the subject (cityNamed reads it).
    "bh floripa sampa"
  ).split(" "),
);

/** NFKD + strip combining marks, lowercase: "Inclinação" → "inclinacao", "m²" → "m2". */
export function foldAccents(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Plural forms the Snowball stemmer leaves apart from their singular once accents are folded
 * ("inclinações" → "inclinacoes", "níveis", "itens", "vãos", "degraus"): brought to the singular first.
 */
function singular(w: string): string {
  if (w.length <= 3) return w;
  if (w.endsWith("coes")) return `${w.slice(0, -4)}cao`;
  if (/(oes|aes|aos)$/.test(w)) return `${w.slice(0, -3)}ao`;
  if (w.endsWith("ais")) return `${w.slice(0, -3)}al`;
  if (w.endsWith("eis")) return `${w.slice(0, -3)}el`;
  if (w.endsWith("ois")) return `${w.slice(0, -3)}ol`;
  // "Sinduscons" are Sinduscon's: a name, not "-m" plural ("itens", "garagens").
  if (w.endsWith("ns") && !w.endsWith("scons")) return `${w.slice(0, -2)}m`;
  if (w.endsWith("scons")) return w.slice(0, -1);
  if (/[aeiou]us$/.test(w)) return w.slice(0, -1);
  return w;
}

/**
 * Words the stemmer would merge with a word of another meaning: "partido" (arquitetônico) with
 * "a partir de", "verso" (of a tile) with "versão" (of a norm), "livro" with "livre", "mesa" with
 * "mês" (a word that asks a date, so a table dropped out of the subject).
 */
const OWN_STEMS: Readonly<Record<string, string>> = {
  partido: "partid",
  partidos: "partid",
  verso: "verso",
  versos: "verso",
  livro: "livro",
  livros: "livro",
  mesa: "mesa",
  mesas: "mesa",
};

/**
 * Portuguese stem: the Snowball stemmer (@orama/stemmers) on the accent-folded word, after the
 * plurals above, dropping a final vowel it left on longer stems ("sanitari" → "sanitar"). People
 * type without accents, so the stemmer must see the folded form on both sides: consistency between
 * documents and queries matters more than linguistic accuracy.
 */
export function stem(word: string): string {
  const own = OWN_STEMS[word];
  if (own !== undefined) return own;
  if (word.length <= 3 || /\d/.test(word)) return word;
  const s = snowball(singular(word));
  return s.length >= 5 && /[aeio]$/.test(s) ? s.slice(0, -1) : s;
}

/** Not a word, so no passage that says "exclusiva" matches it. */
export const EXCLUSION_TERM = "xexclusaox";

/** Month names as the CUB tables abbreviate them ("outubro de 2024" finds "out/2024"). */
const MONTHS: Record<string, string> = {
  janeiro: "jan", fevereiro: "fev", marco: "mar", abril: "abr", maio: "mai", junho: "jun",
  julho: "jul", agosto: "ago", setembro: "set", outubro: "out", novembro: "nov", dezembro: "dez",
};
const MONTH_ABBR = Object.values(MONTHS);

/** "nbr9050" / "iso8995" typed as one word → the norm number (plus the prefix). */
const GLUED_CODE = /^(nbr|nb|iso|it)(\d{2,5})$/;

/**
 * MiniSearch `processTerm`: folds accents, keeps letters and digits, drops stopwords and
 * one-letter words, stems, and splits glued norm codes ("nbr9050" → ["nbr", "9050"]).
 */
export function processTerm(term: string): string | string[] | null {
  const decimal = /^(\d+)[.,](\d+)$/.exec(term);
  // "0,80" and "0,8" are one figure; "8,33" stays one term instead of "8" and "33".
  if (decimal) return String(Number(`${decimal[1]}.${decimal[2]}`));
  const folded = foldAccents(term).replace(/[^a-z0-9]/g, "");
  if (!folded || STOPWORDS.has(folded)) return null;
  // One-character words and one-digit numbers ("3 andares", "Parte 2") match everything.
  if (folded.length === 1) return null;
  const glued = GLUED_CODE.exec(folded);
  if (glued) return [glued[1] as string, glued[2] as string];
  if (folded === EXCLUSION_TERM) return folded;
  return stem(folded);
}

/**
 * Generic words that say little about which fact is wanted ("norma", "valor", "mínimo",
 * "projeto", "São Paulo"): they weigh less in ranking and cannot alone make a question "found".
 */
const WEAK_WORDS =
  "norma normas nbr abnt valor valores preco custo custa quanto minimo minima maximo maxima medida medidas " +
  "dimensao dimensoes tamanho projeto projetos obra obras casa predio edificacao edificacoes residencial comercial " +
  "paulo sp brasil brasileiro m2 cm mm metro metros quadrado quadrados atual bom boa melhor regra regras exigencia " +
  // What a norm gives, not what it is about: "qual norma dá diretrizes e procedimento para a inspeção predial?".
  "diretriz diretrizes conceito conceitos terminologia procedimento procedimentos";

export const WEAK_TERMS: ReadonlySet<string> = new Set(
  WEAK_WORDS.split(" ").flatMap((w) => {
    const p = processTerm(w);
    return p == null ? [] : Array.isArray(p) ? p : [p];
  }),
);

/** Words, and numbers with their decimals ("8,33", "0,80"). */
const TOKEN = /\d+(?:[.,]\d+)?|[\p{L}\p{N}]+/gu;

/**
 * "não inclui", "não está incluído", "fica de fora", "exclui": one marker term on both sides, so
 * "o que não está incluído no CUB" finds the passage on what the CUB leaves out (the word "não"
 * alone is a stopword).
 */
const EXCLUSION = /\bnao\s+(?:(?:esta|estao|e|sao|fica|ficam|entra|entram|foi|foram)\s+)?(?:inclu|consider|abrang|contempl|cobr|entr)\w*|\b(?:fica|ficam|deixa|deixam)\s+de\s+fora\b|\bexclu(?:i|em|ir|ido|idos|ida|idas|indo|sao|soes)\b|\bfora\s+do\s+cub\b/;

/**
 * "outubro de 2024", "março/2025" → also the month's abbreviation ("out", "mar"), only before a
 * year: "marco de concreto" is not March, and "Rio de Janeiro" is not January.
 */
const NAMED_MONTH = new RegExp(`\\b(${Object.keys(MONTHS).join("|")})\\s*(?:de\\s+|\\/\\s*)?(?:19|20)\\d{2}\\b`, "g");

/** "10/2024" → also the month's abbreviation ("out"). */
const NUMERIC_MONTH = /\b(0?[1-9]|1[0-2])\/(?:19|20)\d{2}\b/g;

/**
 * Splits on spaces and punctuation like MiniSearch's default, after joining thousands written
 * with a dot ("NBR 15.575" → "15575", "1.500" → "1500"), and adds a joined form of the CUB
 * standard-project codes ("R1-B" → also "r1b", "CSL16-N" → also "csl16n").
 */
export function tokenize(text: string): string[] {
  // The state and city are one term: "Janeiro" in it is no month.
  // "art. 22", "art 1336", "arts. 614 a 622": an article of a law, not the ART (Anotação de Responsabilidade Técnica).
  const joined = text
    .replace(/(\d)\.(\d{3})(?!\d)/g, "$1$2")
    .replace(/\brio de janeiro\b/gi, "RioDeJaneiro")
    .replace(/\b(art)(s?)\.?\s*(?=\d)/gi, "$1igo$2 ");
  const tokens: string[] = joined.match(TOKEN) ?? [];
  for (const m of joined.matchAll(/\b([A-Za-z]{1,3}\d{1,2})-([ABNabn])\b/g)) {
    tokens.push(`${m[1]}${m[2]}`);
  }
  if (EXCLUSION.test(foldAccents(joined))) tokens.push(EXCLUSION_TERM);
  for (const m of joined.matchAll(NUMERIC_MONTH)) tokens.push(MONTH_ABBR[Number(m[1]) - 1] as string);
  for (const m of foldAccents(joined).matchAll(NAMED_MONTH)) tokens.push(MONTHS[m[1] as string] as string);
  return tokens;
}

/** The meaningful terms of a text, as the index sees them (for coverage checks and tests). */
export function terms(text: string): string[] {
  return tokenize(text).flatMap((t) => {
    const p = processTerm(t);
    return p == null ? [] : Array.isArray(p) ? p : [p];
  });
}

/**
 * Whether `word` is `term` or a longer form of it: the same term, or a word it begins when it has
 * five letters or more ("rampa" in "rampas"; "corr", of "porta de correr", is not "corrimão").
 * How the answerer tells that a passage or a sentence names the thing asked (decision 082).
 */
export function formOf(word: string, term: string): boolean {
  return word === term || (term.length >= 5 && word.startsWith(term));
}

/** A text's sentences, split after a full stop or a semicolon. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.;])\s+/);
}

/** A text with the thousands dot of its numbers dropped ("Lei 13.146", "NBR 15.575" → "13146", "15575"), to match a number however it is written. */
export function withoutThousandsDots(text: string): string {
  return text.replace(/(\d)\.(\d{3})/g, "$1$2");
}
