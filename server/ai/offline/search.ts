import MiniSearch, { type SearchResult } from "minisearch";
import { PASSAGES } from "./passages";
import { processTerm, terms, tokenize } from "./text";
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

/** Below this BM25 score a hit is noise (a single weak word in a long text). */
const MIN_SCORE = 3;
/** Hits worth quoting alongside the best one: at least this fraction of its score. */
const RELATIVE_CUTOFF = 0.45;

let index: MiniSearch<Passage> | undefined;
const byId = new Map<string, Passage>(PASSAGES.map((p) => [p.id, p]));

function build(): MiniSearch<Passage> {
  const mini = new MiniSearch<Passage>({
    idField: "id",
    fields: ["code", "title", "topics", "text"],
    extractField: (doc, field) => {
      const value = doc[field as keyof Passage];
      return Array.isArray(value) ? value.join(" ; ") : String(value ?? "");
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
 * Found when the best hit scores above MIN_SCORE and covers the question: at least half of its
 * meaningful terms, and — when some term is unknown to the whole base (e.g. "Uber",
 * "Austrália") — at least two of them, so one generic word ("custa") cannot carry an
 * off-topic question.
 */
function isRelevant(best: Hit | undefined, queryTerms: string[], known: Set<string>): boolean {
  if (!best || best.score < MIN_SCORE || queryTerms.length === 0) return false;
  const unique = [...new Set(queryTerms)];
  const covered = unique.filter((t) => best.matched.includes(t)).length;
  const unknown = unique.filter((t) => !known.has(t)).length;
  if (covered / unique.length < 0.5) return false;
  return unknown === 0 || covered >= 2;
}

export function searchPassages(question: string, limit = 3): SearchOutcome {
  const queryTerms = terms(question);
  const results = getIndex().search(question).map(toHit);
  const known = new Set(results.flatMap((h) => h.matched));
  const best = results[0];
  if (!isRelevant(best, queryTerms, known)) return { found: false, hits: [], queryTerms };
  const cutoff = (best as Hit).score * RELATIVE_CUTOFF;
  const hits = results.filter((h) => h.score >= cutoff).slice(0, limit);
  return { found: true, hits, queryTerms };
}

/** Passages by id (tools pick specific passages, e.g. the zoning formulas). */
export function passageById(id: string): Passage {
  const p = byId.get(id);
  if (!p) throw new Error(`Passagem offline desconhecida: ${id}`);
  return p;
}
