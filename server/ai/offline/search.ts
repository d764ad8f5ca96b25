import MiniSearch, { type SearchResult } from "minisearch";
import { PASSAGES } from "./passages";
import { riverWidthIn } from "./river-width";
import { figuresIn } from "./figures";
import { ofNamedState, statesNamed } from "./states";
import { getVocabulary } from "./vocabulary";
import { countsHead, DATE_ASKED, isAskTerm, measuresAsked, namesParty, placesIn, statesUnitAbout, subjectOf, type Subject } from "./subject";
import { foldAccents, formOf, processTerm, sentencesOf, terms, tokenize, WEAK_TERMS } from "./text";
import type { Passage } from "./types";

export interface Hit {
  passage: Passage;
  score: number;
  /** Query terms (processed) this passage matched, exactly or by prefix/fuzzy. */
  matched: string[];
}

export interface SearchOutcome {
  /** Whether the best hit is relevant enough to answer from. */
  found: boolean;
  /** Best first; only the hits worth quoting (at most `limit`). */
  hits: Hit[];
  /** The meaningful terms of the question. */
  queryTerms: string[];
}

/** Field weights: the norm code says most, then the title, the keywords, the body. */
const BOOST = { code: 4, title: 2.5, topics: 2, text: 1 };

/** Prefix and fuzzy only for words (never for numbers: "5410" must not find "5419"). */
const isWord = (term: string) => /^[a-z]+$/.test(term);

/** Weight of generic words ("norma", "valor", "projeto") in the ranking. */
const WEAK_TERM_BOOST = 0.3;

/** Share of the question's specific terms the best hit must match. */
const MIN_COVERAGE = 0.5;

/** Below this BM25 score a hit is noise (a single weak word in a long text). */
const MIN_SCORE = 3;
/** Hits worth quoting alongside the best one: at least this fraction of its score. */
const RELATIVE_CUTOFF = 0.45;

/**
 * Fixed phrases whose words say nothing of a passage's subject: "sob pena de caducidade" is a
 * deadline's consequence, not a penalty the passage is about ("qual a pena para quem loteia sem
 * aprovação?" must not find it). Left out of what is indexed and of what a passage names.
 */
const IDIOMS = /\bsob pena d[eao]s?\b/gi;
const withoutIdioms = (text: string) => text.replace(IDIOMS, " ");

let index: MiniSearch<Passage> | undefined;
const byId = new Map<string, Passage>(PASSAGES.map((p) => [p.id, p]));

function build(): MiniSearch<Passage> {
  const mini = new MiniSearch<Passage>({
    idField: "id",
    fields: ["code", "title", "topics", "text"],
    extractField: (doc, field) => {
      const value = doc[field as keyof Passage];
      return withoutIdioms(Array.isArray(value) ? value.join(" ; ") : String(value ?? ""));
    },
    tokenize,
    processTerm,
    searchOptions: {
      boost: BOOST,
      prefix: (term) => isWord(term) && term.length >= 4,
      fuzzy: (term) => (isWord(term) && term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      combineWith: "OR",
      boostDocument: (id) => byId.get(String(id))?.weight ?? 1,
      boostTerm: (term) => (WEAK_TERMS.has(term) ? WEAK_TERM_BOOST : 1),
    },
  });
  mini.addAll(PASSAGES);
  return mini;
}

/** The index, built once on first use (module-level, lazily). */
export function getIndex(): MiniSearch<Passage> {
  index ??= build();
  return index;
}

/**
 * Builds the index and the vocabulary now: together 0,6–1 s of CPU, which the first offline answer
 * would otherwise spend on a request's thread. The server calls it before it listens (decision 066).
 */
export function warmUpOfflineBase(): void {
  getIndex();
  getVocabulary();
}


/** Levenshtein distance, stopping early once it passes `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length] as number;
}

/**
 * Typos the stemmer cannot absorb ("acessibilidde"): a word of seven letters or more whose term
 * the base does not know becomes the closest word the base uses that starts with the same letter
 * (one edit, two from nine letters).
 * Shorter words stay as typed: correcting them would turn unknown words ("compro") into known
 * ones and answer questions the base cannot.
 */
export function correctSpelling(question: string): string {
  const vocab = getVocabulary();
  return question.replace(/[\p{L}]{7,}/gu, (word) => {
    const term = processTerm(word);
    if (typeof term !== "string" || vocab.terms.has(term)) return word;
    const folded = foldAccents(word);
    const max = folded.length >= 9 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = max + 1;
    for (const candidate of vocab.words) {
      // A typo seldom changes the first letter; a word that differs there is another word
      // ("digitação" is not "licitação").
      if (candidate[0] !== folded[0]) continue;
      const d = distance(folded, candidate, Math.min(max, bestDistance));
      // Two edits in the first letters make another word ("palmeiras" is not "primeiras"), unless
      // they swap two letters ("dromitório" is "dormitório").
      const head = folded.slice(0, 3);
      const candidateHead = candidate.slice(0, 3);
      const swapped = [...head].sort().join("") === [...candidateHead].sort().join("");
      if (d === 2 && !swapped && distance(head, candidateHead, 2) > 1) continue;
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
    return best ?? word;
  });
}

const digitsOnly = (s: string) => foldAccents(s).replace(/[.\s]/g, "");

/** Norm numbers the question names ("9077", "NBR 15.575") that some passage's code carries. */
function namedNorms(queryTerms: string[]): string[] {
  // Years ("emenda de 2021") are not norm numbers.
  return queryTerms.filter((t) => /^\d{4,5}$/.test(t) && !/^(19|20)\d\d$/.test(t) && PASSAGES.some((p) => digitsOnly(p.code).includes(t)));
}

/** Whether a passage's code carries norm number `n` whole ("15575" in "ABNT NBR 15575-1:2021", not "1557"). */
const codeCarries = (passage: Passage, n: string) => (digitsOnly(passage.code).match(/\d+/g) ?? ([] as string[])).includes(n);

/** Builds a fresh index (for the benchmark's build-time figure); does not replace the cached one. */
export function buildIndexForBench(): MiniSearch<Passage> {
  return build();
}

function toHit(result: SearchResult): Hit {
  return {
    passage: byId.get(String(result.id)) as Passage,
    score: result.score,
    matched: result.queryTerms,
  };
}

/**
 * Found when the best hit scores above MIN_SCORE and covers the question's specific terms (the
 * generic ones — "norma", "valor", "São Paulo" — only count when there is nothing else): at least
 * half of them, and — when one is unknown to the whole base (e.g. "Uber", "Austrália",
 * "aluguel") — at least two, so a single matching word cannot carry an off-topic question.
 */
/** Inverse document frequency of a processed term (exact matches only; unknown terms weigh most). */
function idf(term: string): number {
  return Math.log(1 + PASSAGES.length / (frequency(term) + 0.5));
}

/** How many passages use a processed term (exact matches only). */
function frequency(term: string): number {
  return getIndex().search(term, { prefix: false, fuzzy: false, processTerm: (t) => t, tokenize: (t) => [t] }).length;
}

/**
 * Heads that name nothing until their complement does ("ponto *de tomada*" is not "ponto *de luz*",
 * "tipo *de telha*"): their complement always counts, however common it is in the base.
 */
const GENERIC_HEADS = new Set(terms("ponto pontos tipo tipos numero quantidade classe categoria modelo"));

/** A head's complement used by at most this many passages names something specific. */
const SPECIFIC_COMPLEMENT_MAX_PASSAGES = 8;

function isRelevant(best: Hit | undefined, queryTerms: string[], known: Set<string>): boolean {
  if (!best || best.score < MIN_SCORE || queryTerms.length === 0) return false;
  const unique = [...new Set(queryTerms)];
  // A figure the base never mentions ("200 m2") is detail, not topic: it neither helps nor hurts.
  const specific = unique.filter((t) => !WEAK_TERMS.has(t) && (isWord(t) || known.has(t)));
  const decisive = specific.length > 0 ? specific : unique;
  const coveredTerms = decisive.filter((t) => best.matched.includes(t));
  const covered = coveredTerms.length;
  const unknown = decisive.filter((t) => !known.has(t)).length;
  if (covered === 0) return false;
  // One matched word is enough only if it is the question's rare (telling) word: "material" in
  // "melhor material para fachada" is not. Two or more matched words need half of them.
  const weight = (ts: string[]) => ts.reduce((sum, t) => sum + idf(t), 0);
  const enough =
    covered >= 2 ? covered / decisive.length >= MIN_COVERAGE : weight(coveredTerms) / weight(decisive) >= MIN_COVERAGE;
  return enough && (unknown === 0 || covered >= 2);
}

export function searchPassages(question: string, limit = 3): SearchOutcome {
  const corrected = correctSpelling(question);
  const queryTerms = terms(corrected);
  const norms = namedNorms(queryTerms);
  const ranked = getIndex().search(corrected).map(toHit);
  // A question that names a norm wants that norm's passages first — those that match it well
  // enough to be quoted at all (a weak match of the named norm must not push out the answer).
  const floor = (ranked[0]?.score ?? 0) * RELATIVE_CUTOFF;
  const named = (h: Hit) => h.score >= floor && norms.some((n) => digitsOnly(h.passage.code).includes(n));
  const results = norms.length ? [...ranked.filter(named), ...ranked.filter((h) => !named(h))] : ranked;
  const known = new Set(results.flatMap((h) => h.matched));
  // Relevance is judged on the best match, whatever the re-ranking put first.
  const best = ranked[0];
  if (!isRelevant(best, queryTerms, known)) return { found: false, hits: [], queryTerms };
  const cutoff = results[0]!.score * RELATIVE_CUTOFF;
  const hits = results.filter((h) => h.score >= cutoff).slice(0, limit);
  return { found: true, hits, queryTerms };
}

export interface SubjectOutcome extends SearchOutcome {
  subject: Subject;
  /**
   * When nothing answers: the passages that share some of the question's subject, to show as
   * what the base holds nearby, never as the answer.
   */
  nearby: Hit[];
  /** Subject terms no passage of the base matched. */
  unknown: string[];
}

/**
 * The passages that answer the question, or none (decision 082): besides searchPassages' checks,
 * the one quoted first must be about the question's subject — it matches the subject's head, or
 * most of its weight — and, when a quantity is asked, state a figure of that unit. Every other
 * passage quoted must be about the subject too. A question whose subject no passage is about gets
 * `found: false` and, in `nearby`, what shares part of it.
 */
/**
 * The share of the subject's weight a hit matched: each term weighs its rarity in the base, the
 * head's twice (it is what is asked). A term the base never uses weighs as its rarest known term:
 * it is as often the question's real subject ("plantão", "fraldas") as mere context ("sobrado").
 */
function subjectCoverage(hit: Hit, subject: Subject, known: ReadonlySet<string>, context: ReadonlySet<string> = new Set()): number {
  const all = [...new Set([...subject.head, ...subject.terms])];
  const weights = all.map((t) => (known.has(t) ? idf(t) : 0) * (subject.head.includes(t) ? 2 : 1));
  const rarest = Math.max(0, ...weights);
  const total = all.reduce((sum, t, i) => sum + (known.has(t) ? (weights[i] as number) : context.has(t) ? 0 : rarest), 0);
  if (total === 0) return 1;
  // A word the passage says in another form of the same stem ("alteração" / "alterar") counts too.
  return all.reduce((sum, t, i) => sum + (hit.matched.includes(t) || names(hit.passage, t) ? (weights[i] as number) : 0), 0) / total;
}

const passageTerms = new Map<string, string[]>();

/**
 * Whether a passage names a term itself: one of its words is a form of the term, or the term a
 * form of it (formOf: "rampa" in "rampas"; "corr", of "porta de correr", is not "corrimão"). The
 * index's fuzzy match is not enough for the thing asked (R-AI-8): "chapisco" is
 * not "chapa", "ventilação" is not "vantagem" — a head matched only by a near spelling means the
 * passage is about another thing that shares letters.
 */
function names(passage: Passage, term: string): boolean {
  let own = passageTerms.get(passage.id);
  if (!own) {
    own = [...new Set(terms(withoutIdioms([passage.code, passage.title, passage.topics.join(" "), passage.text].join(" "))))];
    passageTerms.set(passage.id, own);
  }
  return own.some((t) => formOf(t, term) || formOf(term, t));
}

const titleTerms = new Map<string, string[]>();

/** Whether a passage's title or topics (not only its text) name a term, as names() reads it. */
function titleNames(passage: Passage, term: string): boolean {
  let own = titleTerms.get(passage.id);
  if (!own) {
    own = [...new Set(terms(withoutIdioms([passage.title, passage.topics.join(" ")].join(" "))))];
    titleTerms.set(passage.id, own);
  }
  return own.some((t) => formOf(t, term) || formOf(term, t));
}

/** The building site asked, whose NR-18 rules then answer (folded). */
const SITE_ASKED = /\b(obras?|canteiros?|construcao|construindo|em construcao|provisori[oa]s?|nr-?18|andaimes?|periferia|concretagem|trabalhador\w*|operari\w*|bandejas?|plataformas?|telas? de protecao|redes? de protecao|elevador de obra|gruas?)\b/;

/** A parenthesis at the end of the question (see searchAbout). */
const CLOSING_ASIDE = /\s*\([^)]*\)(?=[\s?.!]*$)/;
/** An example after a comma at the end of the question: ", como o barulho de…", ", por exemplo …". */
const CLOSING_EXAMPLE = /,\s*(?:como (?:o|a|os|as|um|uma|no|na|em)|por exemplo|a exemplo d[eoa]s?)\s[^,;:?]*(?=[\s?.!]*$)/i;

/** How many of the best hits say which of the question's words the base knows (see searchAbout). */
const KNOWN_WORDS_WINDOW = 24;

/** Least share of the subject's weight a named norm's passage must match when its head does not. */
const NAMED_NORM_MIN_COVERAGE = 0.3;

/** Least share of the subject's weight the passage quoted first must match. */
const MIN_SUBJECT_COVERAGE = 0.5;
/**
 * The same when a figure is asked ("qual a largura…", "quantos litros…"): a neighbouring rule's
 * number reads as the answer, so the passage must be about more of what is asked ("piso tátil na
 * porta do elevador" is not answered by the directional strip's width).
 */
const MIN_SUBJECT_COVERAGE_FOR_A_FIGURE = 0.6;

export function searchAbout(asked: string, limit = 2): SubjectOutcome {
  // An example that closes the question ("…interferências ao sossego, como o barulho de uma
  // reforma no apartamento de cima?") illustrates the thing asked: its words ("reforma",
  // "apartamento") would rank a passage about the example above the one about the rule.
  // Not when the example holds the thing asked ("qual a distância mínima, como a da fossa ao
  // poço?"): what is left must still name something.
  const withoutExample = asked.replace(CLOSING_EXAMPLE, "");
  const question = withoutExample !== asked && subjectOf(foldAccents(withoutExample)).terms.length > 0 ? withoutExample : asked;
  const outcome = searchPassages(question, 12);
  // Candidates beyond searchPassages' score cutoff: a passage that shares many of the question's
  // words ("cobrimento", "classe", "agressividade") can outscore the one about its subject ("viga").
  const ranked = getIndex().search(correctSpelling(question)).slice(0, 12).map(toHit);
  const known = new Set(ranked.flatMap((h) => h.matched));
  // A parenthesis that closes the question is an aside ("…subir nas paredes (encaixe nos planos
  // verticais)?"): its words restate what was asked and are not the subject. One within the
  // question qualifies the thing it follows ("vidro comum (recozido)") and counts.
  const subject = subjectOf(correctSpelling(question.replace(CLOSING_ASIDE, "")), known);
  // The weights of the subject's words: a word the best hits do not use weighs as the rarest. The
  // window is wider than the twelve hits quoted from, so that a few passages added on a neighbouring
  // subject do not push a word out of it and make it "unknown" ("grau" of "giro de 360 graus").
  const weighed = new Set(getIndex().search(correctSpelling(question)).slice(0, KNOWN_WORDS_WINDOW).flatMap((r) => r.queryTerms));
  const unknown = subject.terms.filter((t) => !known.has(t));
  // The head's complement counts when it names something specific (few passages use it: "no
  // lavatório", "de queda"); a common one ("no orçamento") is context.
  const head = subject.head.filter((t, i) => i === 0 || GENERIC_HEADS.has(subject.head[0] as string) || frequency(t) <= SPECIFIC_COMPLEMENT_MAX_PASSAGES);
  // An acronym of the subject the base knows ("RRT", "APP", "VUP"; not a qualifier like "PCD") names
  // the topic outright: a passage that does not
  // match it ("norma cancelada" for "como cancelar um RRT?") is about something else.
  const acronyms = [...new Set((question.match(/\b[A-Z]{2,5}\b/g) ?? []).flatMap((a) => terms(a)))].filter((t) => known.has(t) && subject.terms.includes(t));
  // The kind of the thing and the far end of a distance narrow it ("telha cerâmica", "da fossa ao
  // poço"), and a hyphenated name is one word ("guarda-corpo" is not "Corpo de Bombeiros").
  // A passage that matches every other word of a well-described subject (three or more) says the
  // kind in its own words ("obstáculo… por no máximo 0,40 m de extensão" is the isolated one).
  const others = subject.terms.filter((t) => !(subject.bound ?? []).includes(t) && !(subject.mustName ?? []).includes(t));
  const describedOtherwise = (h: Hit) => others.length >= 3 && others.every((t) => h.matched.includes(t));
  const narrowed = (h: Hit) =>
    ((subject.bound ?? []).every((t) => names(h.passage, t)) || describedOtherwise(h)) &&
    (subject.mustName ?? []).every((t) => names(h.passage, t)) &&
    (subject.compounds ?? []).every((re) => re.test(foldAccents(`${h.passage.title} ${h.passage.topics.join(" ")} ${h.passage.text}`)));
  // A word the base never uses, said in another sentence than the thing asked ("…o guarda-corpo
  // passa a ser obrigatório? Tenho um deck no quintal."), sets the scene; it is not a rare subject word.
  const headTerms = subject.head.length > 0 ? correctSpelling(question).split(/(?<=[?!.])\s+/).filter((c) => terms(c).includes(subject.head[0] as string)).flatMap((c) => terms(c)) : [];
  const scene = new Set(headTerms.length > 0 ? unknown.filter((t) => !headTerms.includes(t)) : []);
  const about = (h: Hit) =>
    head.every((t) => names(h.passage, t)) &&
    acronyms.every((t) => h.matched.includes(t)) &&
    narrowed(h) &&
    subjectCoverage(h, subject, weighed, scene) >= (subject.unit ? MIN_SUBJECT_COVERAGE_FOR_A_FIGURE : MIN_SUBJECT_COVERAGE);
  // A question that names a norm the base holds ("pela 15527", "a NBR 15575-1") is answered from
  // that norm: another norm's or a guide's passage on the same words answers another rule (R-AI-8).
  const norms = namedNorms(outcome.queryTerms);
  // A law named ("pela Lei 4.591") is answered too by a passage that states what that law says,
  // citing it in its text ("Pela Lei 4.591/1964 (art. 54), o CUB é divulgado até o dia 5"), whatever
  // norm the passage is filed under. A norm named stays its own passages' (another norm citing it
  // states its own rule).
  const lawsNamed = lawNumbers(foldAccents(question));
  const citesNamedLaw = (h: Hit) =>
    norms.every((n) => lawsNamed.includes(n)) && lawNumbers(foldAccents(`${h.passage.item ?? ""} ${h.passage.text}`)).some((n) => norms.includes(n));
  // "Além da NBR 9050, qual norma trata do piso tátil?": another norm is asked, and its own passages
  // answer ("a que norma de vidros, além da NBR 14718…" still looks first in the named norm's).
  const besidesNamed = OTHER_NORM_BESIDES.test(foldAccents(question));
  const ofNamedNorm = (h: Hit) => norms.length === 0 || besidesNamed || norms.some((n) => codeCarries(h.passage, n)) || citesNamedLaw(h);
  const subjectTerms = [...new Set([...subject.head, ...subject.terms])];
  // "quantas saídas…?" is answered by a passage that counts exits, not one with other figures.
  const counts = (h: Hit) => !subject.counted || countsHead(h.passage, subject.head[0] as string);
  // "quem define…?" is answered by a passage that names who, not one that only states the rule.
  const party = (h: Hit) => !subject.who || namesParty(h.passage);
  // "a taxa de RRT em 2022", "a anuidade de 2019": a value fixed anew each year is answered only by
  // a passage of that year; another year's figure would read as the one asked.
  const years = yearlyValueYears(question, subject);
  // "a bitola do fio do chuveiro de 7500 W": a figure the question gives, of a unit other than the
  // one asked, qualifies the thing; a passage with no figure of that unit ("1,5 mm² na iluminação")
  // does not answer for it.
  // Only a figure in the clause that names the thing asked qualifies it: in "casa térrea de 200 m²,
  // qual a altura do corrimão?" the area is the house's, context for another clause.
  const headClause = question.split(/[,;:?!]|\s[-–]\s/).find((c) => subject.head.length > 0 && terms(c).includes(subject.head[0] as string)) ?? question;
  const givenUnits = [...new Set(figuresIn(headClause).map((f) => f.unit))].filter((u) => u !== "" && !(subject.unit ?? "").split("|").includes(u));
  // A nominal diameter ("DN 75") is a length in millimetres.
  const qualified = (h: Hit) => {
    const said = `${h.passage.title} ${h.passage.text}`;
    return givenUnits.every((u) => figuresIn(said).some((f) => f.unit === u) || (u === "m" && /\bDN\s*\d/.test(said)));
  };
  const ofYear = (h: Hit) => {
    const all = [h.passage.code, h.passage.title, h.passage.item ?? "", h.passage.text].join(" ");
    // A rule that states no amount ("6 salários mínimos") holds in the year asked too.
    return years.length === 0 || !/R\$\s*\d/.test(all) || years.every((y) => all.includes(y));
  };
  // "desde que ano o DR é obrigatório?": a year is asked, and a passage that states none (an
  // edition's year in a norm's name, "NBR 5410:2004", is not the year a rule began) does not answer.
  const yearAsked = YEAR_ASKED.test(foldAccents(question));
  // A passage of the norm the question names is about it throughout: any of its years is the norm's.
  // The year is said of the thing asked with its complement too ("norma unificada de *alvenaria*"),
  // however many passages share the complement (the head kept for ranking drops it then).
  // "em que data foi sancionada…?" asks a day: a passage with a year only ("Lei 12.378/2010",
  // "dezembro de 2022") does not state it.
  // Of a law named ("a Lei 12.378"), the day is said in a sentence that names that law: another
  // law's or a resolution's date in the passage is not its.
  const dayAsked = DATE_ASKED.test(foldAccents(question));
  // The day follows the law's number ("a Lei 14.300, sancionada em 6 de janeiro de 2022"), not a
  // date of something else in its sentence ("reajustadas todo 1º de janeiro").
  const datesNamedLaw = (h: Hit) =>
    sentencesOf(`${h.passage.title}. ${h.passage.text}`).some((s) => {
      const folded = foldAccents(s).replace(/(\d)\.(\d)/g, "$1$2");
      return lawsNamed.some((n) => {
        const at = folded.search(new RegExp(`\\b(?:lei|decreto)\\s*(?:n[o.º]*\\s*)?${n}\\b`));
        return at >= 0 && A_DAY.test(folded.slice(at, at + 40));
      });
    });
  const dated = (h: Hit) =>
    !yearAsked ||
    (dayAsked && lawsNamed.length > 0 ? datesNamedLaw(h) : statesYear(h.passage, norms.some((n) => codeCarries(h.passage, n)) ? [] : subject.head, dayAsked ? A_DAY : A_YEAR));
  // "qual lei federal instituiu o CUB?": a law is asked, and a passage that names none (when the
  // CUB comes out) does not answer, however well it matches the rest.
  // The kind asked too: "qual decreto regulamenta…?" is answered by a passage naming a decree, not
  // the law it regulates; "qual resolução…?" by one naming a resolution.
  const lawKind = LAW_ASKED.exec(foldAccents(question))?.[2]?.replace(/oes$/, "ao").replace(/s$/, "").split(" ")[0];
  const lawAsked = lawKind !== undefined;
  // "Qual lei de 2004 tirou a faixa de 15 m da Lei 6.766?": the law the question already names is
  // not the one asked; the passage must name another.
  // A law given by its name ("Além do Código Civil…", "a Lei Kiss (13.425/2017)") is given too.
  // Only when another is asked ("além do Código Civil, que outra lei…", "antes da Lei 13.465, qual
  // era a principal lei…"): "qual lei do código civil fala da janela?" names the law to look in.
  const another = ANOTHER.test(foldAccents(question));
  const lawsGiven = [...lawNumbers(foldAccents(question)), ...norms, ...(another ? lawsByName(foldAccents(question)) : [])];
  // Another law is a law, not the decree that regulates the one named; "qual lei criou…?" alone may
  // be answered by the decree that did.
  const passageKind = lawKind === "lei" && !another ? undefined : lawKind;
  // "qual lei de 2004…?": the law asked is of that year; a passage naming only laws of other years
  // ("Lei 13.913/2019") names another.
  const lawYear = /\b(?:lei|decreto|resolucao)s?(?: federal)? de ((?:19|20)\d\d)\b/.exec(foldAccents(question))?.[1];
  const namesLaw = (h: Hit) => {
    if (!lawAsked) return true;
    const said = foldAccents(`${h.passage.code} ${h.passage.title} ${h.passage.item ?? ""} ${h.passage.text}`);
    const others = lawNumbers(said, passageKind).filter((n) => !lawsGiven.includes(n));
    return others.length > 0 && (lawYear === undefined || new RegExp(`\\b(?:${others.join("|")})\\/${lawYear}\\b|\\bde ${lawYear}\\b`).test(said.replace(/(\d)\.(\d)/g, "$1$2")));
  };
  // "além da NBR 14718, a que norma de vidros…?": a norm other than those named is asked; a passage
  // of the named norm that names no other does not answer.
  const otherNormAsked = norms.length > 0 && another && OTHER_NORM_ASKED.test(foldAccents(question));
  const namesOtherNorm = (h: Hit) => !otherNormAsked || normNumbers(`${h.passage.code} ${h.passage.title} ${h.passage.text}`).some((n) => !norms.includes(n));
  // "no Pará, … pela IT 11 do CBMPA?": São Paulo's IT does not answer for Pará.
  const states = statesNamed(question);
  const ofState = (h: Hit) => ofNamedState(states, h.passage) && ofItsUse(h);
  // NBR 15575 is the performance of dwellings: a shop's, a clinic's or an office's ceiling height is
  // not its rule (R-AI-8).
  const notDwelling = notADwelling(foldAccents(question));
  const ofItsUse = (h: Hit) => !notDwelling || !codeCarries(h.passage, "15575");
  // "distância entre a fossa e a piscina": the distance to that end, in the sentence that names it.
  const reachesEnd = (h: Hit) => subject.ends === undefined || subject.unit === undefined || subject.ends.some((end) => givesDistanceTo(h.passage, end, subject.unit as string));
  // "altura livre", "vão livre": a clearance is asked, and a passage with the thing's other heights
  // (a handrail's 0,92 m for "altura livre debaixo da escada") does not state it.
  const clearanceAsked = /\b(altura|vao|vaos) livres?\b/.test(foldAccents(question));
  const clears = (h: Hit) => !clearanceAsked || names(h.passage, "livr");
  // The building site's rules (NR-18: a provisional guard-rail at 1,20 m) answer for the site only:
  // "guarda-corpo em terraço de edifício residencial" asks the building's own (R-AI-8).
  const siteAsked = SITE_ASKED.test(foldAccents(question));
  const forItsTime = (h: Hit) => siteAsked || !/\bNR-18\b/.test(h.passage.code);
  const strict = ranked.filter(
    (h) =>
      about(h) &&
      clears(h) &&
      forItsTime(h) &&
      ofState(h) &&
      ofNamedNorm(h) &&
      statesUnitAbout(h.passage, subject.unit, subjectTerms) &&
      reachesEnd(h) &&
      counts(h) &&
      party(h) &&
      namesLaw(h) &&
      namesOtherNorm(h) &&
      ofYear(h) &&
      dated(h) &&
      qualified(h) &&
      measuresAsked(h.passage, subject.measure),
  );
  // A question that names a norm the base holds and asks no quantity ("o que entregar ao síndico
  // pela 16280?") is about that norm: its best passage that shares a good part of the subject
  // answers, even when the head read from a chatty question ("cliente vai reformar…") is not its word.
  // It still names whom a "quem" asks, states the year a "desde que ano" asks and counts what a
  // "quantos" asks, and names a law a "qual lei" asks: naming the norm does not make its other rules the answer.
  const named =
    strict.length === 0 && norms.length > 0 && subject.unit === undefined
      ? ranked.filter((h) => norms.some((n) => codeCarries(h.passage, n)) && ofState(h) && party(h) && dated(h) && counts(h) && namesLaw(h) && namesOtherNorm(h) && subjectCoverage(h, subject, weighed) >= NAMED_NORM_MIN_COVERAGE).slice(0, 1)
      : [];
  // "qual o recobrimento mínimo da tubulação?": the quantity asked is a word no passage uses; a
  // passage on the same pipe's other figures does not answer it.
  const askedWord = /\b(?:qual|quais) (?:e |sao )?(?:o |a |os |as )?([a-z]+) (?:minim|maxim)/.exec(foldAccents(correctSpelling(question)))?.[1];
  const [askedTerm] = askedWord ? terms(askedWord) : [];
  const askedUnknown = askedTerm !== undefined && subject.terms.includes(askedTerm) && !known.has(askedTerm);
  // A passage whose title or topics name the thing asked is about it; one that names it in passing
  // ("…trocado por uma tomada" under "ponto de luz") is about something else: the first leads.
  // Only for a head with its complement ("pontos *de tomada*"): a single word is named in the text
  // of the passage that answers as often as in its title.
  const titled = (h: Hit) => head.every((t) => titleNames(h.passage, t));
  // The rooms the question puts the thing in ("em banheiro e corredor, o pé-direito…"): among
  // passages on it, one that names them goes before one that does not (fire exits' corridors).
  const places = placesIn(question);
  const inPlaces = (h: Hit) => places.every((t) => names(h.passage, t));
  const placed = places.length === 0 ? strict : [...strict.filter(inPlaces), ...strict.filter((h) => !inPlaces(h))];
  const byTitle = head.length < 2 ? placed : [...placed.filter(titled), ...placed.filter((h) => !titled(h))];
  // "a NBR 5419 passou pela última revisão em que ano?": the named norm's own edition is asked; its
  // passage that states an edition's year answers, whatever else of the question it matches.
  // Not a first, original or earlier edition: the passage dates the one in force.
  // "qual a edição vigente dessa norma (ano)?" asks the same without "em que ano"; not "a versão
  // atual da NBR 9050 exige…?", which asks a rule of it.
  const inForceAsked = yearAsked || /\b(?:qual|que) (?:e )?(?:a )?(?:edicao|versao) (?:vigente|em vigor|atual|mais recente) d(?:[aeo]|ess[ae]|est[ae]) (?:norma|(?:abnt )?nbr\s*[\d.]+(?:-\d+)?)(?:\s*\(ano\))?\s*\??\s*$/.test(foldAccents(question));
  const editionAsked = inForceAsked && norms.length > 0 && EDITION_ASKED.test(foldAccents(question)) && !EARLIER_EDITION.test(foldAccents(question));
  const edition = editionAsked ? ranked.filter((h) => norms.some((n) => codeCarries(h.passage, n)) && statesEdition(h.passage)).slice(0, 1) : [];
  const answering = askedUnknown ? [] : edition.length > 0 ? edition : strict.length > 0 ? byTitle : named;
  if ((!outcome.found && edition.length === 0) || answering.length === 0) {
    // Only for a question within the base's subjects: an off-topic one has no neighbours.
    const nearby = outcome.found ? ranked.filter((h) => subject.head.some((t) => h.matched.includes(t))).slice(0, 2) : [];
    return { found: false, hits: [], queryTerms: outcome.queryTerms, subject, nearby, unknown };
  }
  const lead = classOf(question, answering[0]!, answering);
  // A passage of the norm the question names, about its subject by every check above, answers
  // however many of the asking's own words ("publicada pela primeira vez") it leaves out.
  const ofNamedNormAbout = norms.length > 0 && (strict.includes(lead) || edition.includes(lead)) && norms.some((n) => codeCarries(lead.passage, n));
  // A year asked is checked above (dated): "entrou em vigor em que ano" are then the asking's own
  // words, and a passage about the thing asked need not repeat them.
  const relevanceTerms = yearAsked ? outcome.queryTerms.filter((t) => !isAskTerm(t)) : outcome.queryTerms;
  if (!ofNamedNormAbout && !isRelevant(lead, relevanceTerms, known)) return { found: false, hits: [], queryTerms: outcome.queryTerms, subject, nearby: [], unknown };
  // Another passage is quoted only when it is about all the lead is about: a neighbouring rule's
  // figure below the answer reads as part of it.
  const leadSubject = subject.terms.filter((t) => lead.matched.includes(t));
  // Nor is a sibling of a series split by class ("APP de rio de 10 a 50 m…" and "…de 200 a 600 m…"):
  // the lead is the class that answers, and the next class's figure would read as another answer.
  const sibling = (h: Hit) => siblings(h.passage, lead.passage);
  const rest = answering
    .slice(1)
    .filter((h) => h.score >= lead.score * RELATIVE_CUTOFF && leadSubject.every((t) => h.matched.includes(t)) && !sibling(h));
  return { ...outcome, found: true, hits: [lead, ...rest].slice(0, limit), subject, nearby: [], unknown };
}

/**
 * Whether the passage gives the distance to its far end: a sentence that names the end has a
 * figure of the unit asked. "É proibido lançar nele águas de piscina" names a pool at no distance.
 * An end the text never names but the topics do is the passage's own synonym ("entrada" for its
 * "acesso"), and its distance is the one the passage gives.
 */
function givesDistanceTo(passage: Passage, end: string, unit: string): boolean {
  const units = unit.split("|");
  const namesEnd = (text: string) => terms(text).some((t) => formOf(t, end));
  const sentences = sentencesOf(`${passage.title}. ${passage.text}`).filter(namesEnd);
  return sentences.length === 0 || sentences.some((sentence) => figuresIn(sentence).some((f) => units.includes(f.unit)));
}

/**
 * A law asked: "qual lei…", "que decreto…", "por qual lei…", and another than the one named: "qual
 * outra lei…", "qual era a principal lei…".
 */
const LAW_ASKED = /\b(qual|quais|que) (?:outras? |era a (?:principal )?)?(lei|leis|decreto|decretos|resolucao|resolucoes|lei federal|lei complementar)\b/;
/** Laws known by a name more than by their number (folded name → number without dots). */
const LAW_NAMES: readonly [RegExp, string][] = [
  [/\bcodigo civil\b/, "10406"],
  [/\bcodigo florestal\b/, "12651"],
  [/\blei kiss\b/, "13425"],
  [/\bestatuto da cidade\b/, "10257"],
  [/\bcodigo de defesa do consumidor\b|\bcdc\b/, "8078"],
  [/\blei brasileira de inclusao\b|\bestatuto da pessoa com deficiencia\b|\blbi\b/, "13146"],
  [/\blei do inquilinato\b/, "8245"],
  [/\blei do distrato\b/, "13786"],
  [/\blei de licitacoes\b/, "14133"],
];

/** The numbers (without dots) of the laws a question names by their names, folded: "o Código Civil" → "10406". */
export const lawsByName = (folded: string) => LAW_NAMES.filter(([name]) => name.test(folded)).map(([, n]) => n);

/** A building that is no dwelling, named as where the thing asked is (folded). */
const NON_DWELLING =
  /\b(lojas?|clinicas?|consultorios?|restaurantes?|lanchonetes?|escritorios?|sala comercial|salas comerciais|hospita(l|is)|escolas?|creches?|galpo(es|ao)|shoppings?|supermercados?|mercados?|hote(l|is)|igrejas?|templos?|academias?|industrias?|fabricas?)\b/;
/** A dwelling, or NBR 15575 named: then the question is about housing, whatever else it names. */
const DWELLING = /\b(casas?|apartamentos?|apto|residencia\w*|dormitorios?|quartos?|sobrados?|moradias?|habitac\w*|15575)\b/;

/**
 * A building that is no dwelling, as the place the question is about ("pé-direito de uma loja"),
 * not a neighbour of a dwelling ("apartamento em cima de restaurante"), folded.
 */
export function notADwelling(folded: string): boolean {
  return NON_DWELLING.test(folded) && !DWELLING.test(folded);
}

/** Another law or norm than the one named is asked: "outra", "além da", "antes da", "a principal". */
const ANOTHER = /\b(outras?|alem d[aoe]s?|antes d[aoe]s?|principal)\b/;

/** "Além da NBR 9050, qual norma trata…": the norm asked is another, whose own passages answer. */
const OTHER_NORM_BESIDES = /\balem d[ao]s? (?:abnt )?(?:nbr|norma)\b[^?]*\b(?:qual|quais) (?:e a )?(?:normas?|nbr)\b/;
/**
 * A norm asked besides those the question names: "qual outra norma…", "a que norma de vidros…",
 * "além da NBR 9050, qual norma…".
 */
const OTHER_NORM_ASKED = new RegExp(String.raw`\b(?:qual|quais|que) outras? normas?\b|\ba (?:qual|que) normas?\b|${OTHER_NORM_BESIDES.source}`);

/** The numbers of the ABNT norms a text names, without dots ("7199", "14718"). */
const normNumbers = (text: string) => [...text.matchAll(/\bNBR\s*(?:ISO\s*(?:\/\s*CIE\s*)?)?(\d[\d.]*\d)/gi)].map((m) => (m[1] as string).replace(/\./g, ""));
/** A law or decree named by its number ("Lei 4.591/1964", "Lei nº 13.146", "Decreto 5.296"). */
const NAMES_LAW = /\b(?:lei|decreto|lei complementar)(?: federal| estadual| municipal)?(?: complementar)? (?:n[o.]*\s*)?(\d[\d.]*)/g;

/** The numbers of the laws and decrees a text names, without their dots ("6766", "13146"). */
export function lawNumbers(folded: string, kind?: string): string[] {
  if (kind === "decreto" || kind === "resolucao") {
    const ofKind = new RegExp(String.raw`\b${kind}(?:\s+(?:federal|estadual|municipal|normativa))?(?:\s+(?:cau\/br|conama|contran|anvisa|rdc|aneel))?\s*(?:n[o.]?\s*)?(\d[\d.]*)`, "g");
    return [...folded.matchAll(ofKind)].map((m) => (m[1] as string).replace(/\.(?=\d)/g, "").replace(/\.$/, ""));
  }
  // Another law asked ("qual outra lei…") is a law: a decree that regulates one is not.
  const named = [...folded.matchAll(NAMES_LAW)].filter((m) => kind !== "lei" || !m[0].startsWith("decreto"));
  return named.map((m) => (m[1] as string).replace(/\.(?=\d)/g, "").replace(/\.$/, ""));
}

/** A year asked: "desde que ano", "em que ano", "a partir de quando", "desde quando", "em que data". */
const YEAR_ASKED = new RegExp(String.raw`\b(em|desde|a partir de|de) (que|qual) ano\b|\b(desde|a partir de) quando\b|${DATE_ASKED.source}`);

/** A norm's edition asked: "última revisão", "edição", "versão atual", "publicada", "atualizada". */
const EDITION_ASKED = /\b(revisao|revisada|revisou|edicao|versao|publicada|atualizada|atualizacao)\b/;
/** An edition before the one in force: "a primeira edição", "a versão original", "a anterior". */
const EARLIER_EDITION = /\b(primeir[oa]|original|anterior|antig[oa]|velh[oa])\b/;

/**
 * Whether a passage says in its text in which year its norm's edition in force came out ("A NBR
 * 5419, edição de 2015"): the year of its code's edition, not an older one it compares with ("na
 * edição de 2005").
 */
function statesEdition(passage: Passage): boolean {
  const inForce = /:((?:19|20)\d\d)\b/.exec(passage.code)?.[1];
  const said = [...foldAccents(passage.text).matchAll(/\b(?:edicao|revis\w*|versao|publicad\w*|atualiza\w*)\b[^.;]{0,40}?\b((?:19|20)\d\d)\b/g)].map((m) => m[1]);
  return said.length > 0 && (inForce === undefined || said.includes(inForce));
}

/** Whether a passage states a year in its own words, not only as a norm's edition ("NBR 5410:2004"). */
function statesYear(passage: Passage, head: readonly string[] = [], when: RegExp = A_YEAR): boolean {
  const said = `${passage.title}. ${passage.text}`.replace(/\b\d{3,5}(?:-\d+)?:(19|20)\d\d\b/g, " ").replace(/\b(?:lei|decreto|resolu[cç][aã]o|portaria)\b(?:[^,;.]|\.(?=\d)){0,24}\/(19|20)\d\d\b/gi, " ");
  // "o Procel Edifica foi criado em que ano?": the year is the one said of the thing asked, in a
  // sentence that names it, not another rule's year elsewhere in the passage. A title that names
  // it makes the whole passage about it ("Reforma em edificações…" dates its norm's editions).
  const aboutHead = head.length === 0 || terms(passage.title).some((t) => head.includes(t));
  const sentences = sentencesOf(said).filter((s) => aboutHead || terms(s).some((t) => head.includes(t)));
  return sentences.some((s) => when.test(foldAccents(s)));
}

const A_YEAR = /\b(19|20)\d\d\b/;
/** A day's date: "31 de dezembro de 2010", "1º de março", "30/08/2019" (folded). */
const A_DAY = /\b\d{1,2}(?:º|°|o)?\s+de\s+(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b|\b\d{1,2}\/\d{1,2}\/(?:19|20)\d\d\b/;

/** Values an entity fixes anew each year or month: fees, prices, pay, fines, the CUB. */
const YEARLY_VALUE = /\b(anuidade|anuidades|taxa|taxas|valor|valores|preco|precos|custo|custou|salario|salarios|honorario|honorarios|multa|multas|cub|piso salarial)\b/;

/**
 * The years a question names as dates ("em 2022", "de 2019") when it asks for such a value; a law's
 * or a norm's number ("Lei 12.651/2012", "NBR 9050:2020") is not a date.
 */
function yearlyValueYears(question: string, subject: Subject): string[] {
  const folded = foldAccents(question);
  if (!subject.unit?.includes("brl") && !YEARLY_VALUE.test(folded)) return [];
  return [...folded.matchAll(/(?<![/:.\d])\b(19[5-9]\d|20\d\d)\b/g)].map((m) => m[1] as string);
}

/** A passage's title with its figures and range words blanked: the same for each class of a series. */
const shape = (p: Passage) =>
  foldAccents(p.title)
    .replace(/[\d.,]+/g, "#")
    .replace(/\b(com|menos|mais|de|a|acima|ate)\b/g, "")
    .replace(/#(\s*#)+/g, "#")
    .replace(/\s+/g, " ");

/** Two passages of one series split by class (the APP of a river by its width). */
const siblings = (a: Passage, b: Passage) => a.code === b.code && shape(a) === shape(b);

/** The range a class's title names before its colon: "com menos de 10 m", "de 10 a 50 m", "com mais de 600 m". */
function rangeOf(p: Passage): [number, number] | undefined {
  const head = foldAccents(p.title.split(":")[0] ?? "");
  const n = (x: string) => Number(x.replace(/\./g, "").replace(",", "."));
  const between = /\bde ([\d.,]+) a ([\d.,]+)\b/.exec(head);
  if (between) return [n(between[1] as string), n(between[2] as string)];
  const below = /\bmenos de ([\d.,]+)\b/.exec(head);
  if (below) return [-Infinity, n(below[1] as string)];
  const above = /\bmais de ([\d.,]+)\b/.exec(head);
  if (above) return [n(above[1] as string), Infinity];
  return undefined;
}

/**
 * "APP de um córrego de 5 m?": when the passage found first is one class of a series, the class
 * whose range holds the question's figure answers instead (the lead's own unit, a length here).
 */
function classOf(question: string, lead: Hit, answering: Hit[]): Hit {
  const classes = answering.filter((h) => siblings(h.passage, lead.passage) && rangeOf(h.passage));
  if (classes.length < 2 || !rangeOf(lead.passage)) return lead;
  // "sítio com 180 m de frente para um rio de 45 m de largura": the class is the river's width, not
  // the plot's frontage or width said first.
  const folded = foldAccents(question);
  const width = riverWidthIn(folded);
  const asked = width !== undefined ? { value: width } : figuresIn(question).find((f) => f.unit === "m");
  if (!asked) return lead;
  // "com mais de 600 m" is above the bound 600, not on it: the class after it answers.
  const side = /\b(mais de|acima de|superior a|maior (do )?que)\s+[\d.,]+\s*(m|metros)\b/.test(folded)
    ? 1e-6
    : /\b(menos de|abaixo de|inferior a|menor (do )?que)\s+[\d.,]+\s*(m|metros)\b/.test(folded)
      ? -1e-6
      : 0;
  const value = asked.value + side * Math.max(1, asked.value);
  return classes.find((h) => { const [lo, hi] = rangeOf(h.passage)!; return value >= lo && value <= hi; }) ?? lead;
}

/** Passages by id (tools pick specific passages, e.g. the zoning formulas). */
export function passageById(id: string): Passage {
  const p = byId.get(id);
  if (!p) throw new Error(`Passagem offline desconhecida: ${id}`);
  return p;
}
