/**
 * One passage of the offline knowledge base: a few sentences, in our own words, about one fact
 * group of `shared/domain-facts/`, with the norm (code + edition) or the publication it comes from.
 */
export interface Passage {
  /** Stable id, e.g. "nbr9050-rampas". */
  id: string;
  /** What the answer cites: "ABNT NBR 9050:2020", or the source name for non-norm facts. */
  code: string;
  title: string;
  /** Where in the norm, when known: "item 6.9.3", "Tabela 7.1", "art. 47". Shown beside the code. */
  item?: string;
  /** Keywords, synonyms and lay terms an architect would type. */
  topics: string[];
  /** 2–5 sentences in pt-BR with the figures. */
  text: string;
  /** The page the facts were read from. */
  source: string;
  /** The facts are not confirmed in a primary source: the text words them as estimates. */
  uncertain?: boolean;
  /**
   * Ranking weight (default 1). Raised on overview passages that should win generic questions
   * ("o que é o CUB?") over the many passages that merely mention the term in their code.
   */
  weight?: number;
}
