import { PASSAGES } from "./passages";
import { foldAccents, terms } from "./text";

let vocabulary: { terms: Set<string>; words: string[] } | undefined;

/** Whether a word is one the base's passages use ("pedra", "floresta"): then not a city's name alone. */
export function isBaseWord(word: string): boolean {
  const [term] = terms(word);
  return term !== undefined && getVocabulary().terms.has(term);
}

/** Every processed term of the base, and every folded word (for spelling correction). */
export function getVocabulary(): { terms: Set<string>; words: string[] } {
  if (!vocabulary) {
    const text = PASSAGES.map((p) => [p.code, p.title, p.topics.join(" "), p.text].join(" ")).join(" ");
    const words = new Set(foldAccents(text).match(/[a-z]{5,}/g) ?? []);
    vocabulary = { terms: new Set(terms(text)), words: [...words] };
  }
  return vocabulary;
}
