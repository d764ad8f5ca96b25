import { namesAThing, subjectOf } from "./subject";
import { foldAccents } from "./text";

/**
 * The parts of a question that asks several things (R-AI-8, decision 082): "qual a largura mínima
 * da rampa e qual a inclinação máxima?" asks two, and an answer that quotes only the first loses
 * the second. Each part is a question of its own, with the thing asked carried over when it names
 * none ("e a inclinação máxima?" of the ramp above). A question that asks one thing is one part.
 */

/** Most parts answered: a longer list is a checklist, better asked in pieces. */
export const MAX_PARTS = 4;

/** Words that name a quantity asked ("a *altura* mínima…"), folded. */
const MEASURE =
  "(?:altura|largura|comprimento|profundidade|distancia|espessura|diametro|raio|vao|pe-direito|pe direito|inclinacao|declividade|caimento|area|volume|iluminancia|temperatura|prazo|valor|tamanho|dimensao|dimensoes|numero|quantidade|vida util|garantia|resistencia|cobrimento|recuo|afastamento|taxa|altura livre|capacidade|vazao|pressao|potencia|bitola|secao)";
const LIMIT = "(?:\\s+(?:minim[oa]s?|maxim[oa]s?|livres?|ute?is|util|recomendad[oa]s?|exigid[oa]s?|obrigatori[oa]s?|necessari[oa]s?|ideal|padrao))?";

/** Where a new question starts after "e": an asking word, or an article and a measure. */
const NEW_ASK = new RegExp(
  `,?\\s+e\\s+(?:tambem\\s+)?(?=(?:qual|quais|quanto|quanta|quantos|quantas|como|quando|onde|o que|em que|a partir de|ate quant[oa]s?|quem)\\b|(?:a|o|as|os)\\s+${MEASURE}\\b)`,
  "g",
);

/** "qual a altura do corrimão e da bancada": one measure asked of two things. */
const TWO_OBJECTS = new RegExp(`^(.*?\\b${MEASURE}${LIMIT})\\s+((?:d|n)[oa]s?)\\s+(.+?)\\s+e\\s+((?:d|n)[oa]s?)\\s+(.+)$`, "d");

/** The asking and the measure at a question's start ("qual é a largura mínima"), to find what it is asked of. */
const ASK_AND_MEASURE = new RegExp(`^(?:e\\s+)?(?:(?:qual|quais|quanto|quanta|quantos|quantas)\\s+(?:e\\s+|sao\\s+|deve ser\\s+)?)?(?:o\\s+|a\\s+|os\\s+|as\\s+)?${MEASURE}${LIMIT}\\s+`);

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** A sentence that asks, with or without its "?" ("qual a altura da bancada", "quanto custa"), folded. */
const ASKS_SOMETHING = /^(?:e\s+)?(?:qual|quais|quanto|quanta|quantos|quantas|como|quando|onde|o que|em que|por que|porque|pode|posso|precisa|preciso|devo|deve|existe|tem)\b/;

/**
 * Splits by positions found in the folded text, so that the parts keep the question's own
 * spelling (accents and case). foldAccents keeps one character per character.
 */
function splitAt(question: string, folded: string, pattern: RegExp): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of folded.matchAll(pattern)) {
    parts.push(question.slice(start, match.index));
    start = (match.index ?? 0) + match[0].length;
  }
  parts.push(question.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The asking words of a question that asks no measure ("o que é", "quanto custa"), folded. */
const ASK_ONLY = /^(?:e\s+)?(?:o que (?:e|sao)|qual (?:e\s+)?|quais (?:sao\s+)?|como (?:e|funciona|fazer|faco)|quanto (?:e|custa|vale)|quando)\s+(?:o\s+|a\s+|os\s+|as\s+|um\s+|uma\s+)?/;

/** A part that refers to what the one before asked, without naming it (folded). */
const POINTS_BACK = /\bse (?:nao|ninguem) (?:tiver|houver|fizer|cumprir|instalar|colocar|tem|ha|fazer)\b|\b(?:sem isso|disso|nisso|nesse caso|neste caso|nessa situacao)\b/;

/** Laws and norms said by their short names (folded). */
const LAW_SHORT_NAMES = /^(lbi|cdc|cc|nbr|abnt|clt|ctb|eca)$/;

/**
 * "…vagas pcd pra 5%, já vale? quanto a LBI reserva hoje?": a later part that names only a law and
 * what it does asks what that law says of the thing the part before named.
 */
function ofALawOnly(part: string): boolean {
  const words = foldAccents(bare(part)).split(/\s+/);
  const lawAt = words.findIndex((w) => LAW_SHORT_NAMES.test(w));
  if (lawAt < 0) return false;
  const { terms } = subjectOf(part);
  // Besides the law, at most the verb that follows it ("reserva", "exige", "diz").
  return terms.filter((t) => !LAW_SHORT_NAMES.test(t)).length <= 1 && words.length - lawAt <= 3;
}

const bare = (part: string) => part.replace(/[?!.]+$/, "").trim();

/** What a part asks about: "de uma rampa acessível" after its asking and measure, else "RRT" after "o que é". */
function askedOf(part: string): string | undefined {
  const text = bare(part);
  const folded = foldAccents(text);
  const measured = ASK_AND_MEASURE.exec(`${folded} `);
  if (measured) {
    const rest = text.slice(measured[0].length).trim();
    return /^(d[eoa]s?|n[oa]s?|em|para|entre)\s/i.test(rest) ? rest : undefined;
  }
  const asked = ASK_ONLY.exec(folded);
  const rest = asked ? text.slice(asked[0].length).trim() : "";
  return rest && words(rest) <= 6 ? rest : undefined;
}

/** "qual a altura" of "qual a altura da bacia": what a part that names only another thing borrows. */
function askingOf(part: string): string | undefined {
  const text = bare(part);
  const match = ASK_AND_MEASURE.exec(`${foldAccents(text)} `);
  return match ? text.slice(0, match[0].length).trim() : undefined;
}

/**
 * A later part completed from the first: "e a do lavatório?" borrows its measure ("qual a altura
 * do lavatório"); "e a inclinação máxima?" or "quanto custa?" borrows what it is of.
 */
function completed(part: string, first: string): string {
  const text = bare(part).replace(/^(e|,)\s+/i, "");
  const folded = foldAccents(text);
  const another = /^(?:a|o|as|os)\s+((?:d|n)[oa]s?\s+.+)$/.exec(folded);
  const asking = askingOf(first);
  if (another && asking) return `${asking} ${text.slice(text.length - (another[1] as string).length)}`;
  const context = askedOf(first);
  if (!context) return text;
  // "o vão máximo entre as barras" of "qual a altura do guarda-corpo e…": a measure with no thing
  // of its own ("do…", "da…") after it is of the first part's thing.
  const measured = ASK_AND_MEASURE.exec(`${folded} `);
  const ownThing = measured && /^(?:d|n)[eoa]s?\s/.test(folded.slice(measured[0].length));
  if ((measured && !ownThing) || subjectOf(text).terms.length === 0) return `${text} ${context}`;
  return text;
}

/** "quem fiscaliza?", "e quem assina?": who, and a verb, of the thing the part before names. */
const whoOfTheSame = (text: string) => /^\s*(e\s+)?quem\b/.test(foldAccents(text)) && subjectOf(text).terms.length <= 1;

export function questionParts(question: string): string[] {
  const trimmed = question.trim();
  if (foldAccents(trimmed).length !== trimmed.length) return [trimmed];
  // Questions in a row, each with its "?", or split by ";".
  // A sentence told after a question, asking nothing ("…qual o teto da multa? A convenção antiga fala
  // em 20%."), is context for it: a part of its own would echo its figure as a question.
  let parts = trimmed
    .split(/(?<=\?)\s+|;\s*/)
    .map((p) => p.trim())
    .filter((p, i) => words(p) >= 2 && (i === 0 || p.endsWith("?") || ASKS_SOMETHING.test(foldAccents(p))));
  // "é" folds to "e": "o custo é a área…" is one question, not "o custo" and "a área".
  parts = parts.flatMap((p) => splitAt(p, foldAccents(p.replace(/[éÉ]/g, "#")), NEW_ASK));
  // "da sala e do banheiro": each thing gets the measure; one passage about both answers both.
  parts = parts.flatMap((p) => {
    const original = p.replace(/[?!.]+$/, "");
    const match = TWO_OBJECTS.exec(foldAccents(original));
    if (!match?.indices) return [p];
    const text = (group: number) => {
      const [from, to] = match.indices?.[group] ?? [0, 0];
      return original.slice(from, to);
    };
    return [`${text(1)} ${text(2)} ${text(3)}`, `${text(1)} ${text(4)} ${text(5)}`];
  });
  if (parts.length < 2) return [trimmed];
  const first = parts[0] as string;
  const filled = [bare(first), ...parts.slice(1).map((p) => completed(p, first))]
    // A later part that still names nothing ("quanto?", "no mínimo?", "qual item?") or an aside
    // in brackets refines the one before: the whole question answers it, not a search of its own.
    // So does one that points back at it ("qual a multa se não tiver?", "e nesse caso?"): on its own
    // it would be a fine of anything.
    // A "quem…?" with no more than its verb ("e quem fiscaliza?") asks who does the thing just named.
    // So does one that names only whom it is for ("Qual a medida pra adulto?" of the grab bar).
    .filter((text, i) => i === 0 || (!text.startsWith("(") && !POINTS_BACK.test(foldAccents(text)) && !ofALawOnly(text) && namesAThing(text) && !whoOfTheSame(text)));
  if (filled.length < 2) return [trimmed];
  return filled.slice(0, MAX_PARTS).map((text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}?`);
}
