import { figuresIn } from "./figures";
import type { OfflineAnswer } from "#server/ai/types";
import type { Passage } from "./types";

/** An answer plus what it was built from (tests check every figure against these). */
export interface DetailedAnswer {
  answer: OfflineAnswer;
  /** The passages quoted. */
  passages: Passage[];
  /** Figures the answer computed from the inputs (e.g. "216 m²"). */
  computed: string[];
  /**
   * What the answer leads with: the calculation or the honest note, else the first passage. The
   * evaluation reads the key fact here only, so a figure buried in a later passage does not count.
   */
  lead: string;
  /**
   * A question in several parts: what each part's answer leads with (its first passage), in the
   * question's order. The evaluation reads a part's key fact in any of them.
   */
  leads?: string[];
  /** Named after "não encontrei" as what the base holds nearby, never as the answer. */
  nearby?: Passage[];
  /** Answered without the case the question described first: the general rule, said so (context.ts). */
  general?: true;
}

export const OFFLINE_HEADER =
  "**Resposta da base offline** (sem IA generativa): trechos da base de normas e referências do Prancheta, cada um com a sua fonte.";

/** A calculation on the question's own numbers that quotes no passage (a roof's geometry). */
export const RULES_HEADER =
  "**Resposta da base offline** (sem IA generativa): calculada pelas regras do Prancheta com os números da pergunta.";

export const NOT_FOUND =
  "Não encontrei isso na base offline do Prancheta. Ela guarda trechos de normas e referências; para uma pergunta fora deles, a resposta com IA vai além quando o serviço estiver disponível.";

/** Ends a tool's offline answer: what the rules could not do, without advice a person cannot follow (decision 079). */
export const RULES_NOTE =
  "Calculado pelas regras do Prancheta, sem IA: uma análise personalizada com IA fica disponível quando o serviço estiver ativo.";

const UNCERTAIN_NOTE = " _(estimativa: confirme na fonte)_";

/** One quoted passage: a bullet ending with its citation (and the item, when known) in bold. */
export function bullet(p: Passage): string {
  return `- _${p.title}_: ${p.text}${p.uncertain ? UNCERTAIN_NOTE : ""} — **${p.code}${p.item ? `, ${p.item}` : ""}**`;
}

function sourceLink(p: Passage): string {
  return p.source.startsWith("http") ? `[${p.code}](${p.source})` : `${p.code} (${p.source})`;
}

export function sourcesLine(passages: Passage[]): string {
  return `Fontes: ${[...new Set(unique(passages).map(sourceLink))].join("; ")}.`;
}

export function unique(passages: Passage[]): Passage[] {
  const seen = new Set<string>();
  return passages.filter((p) => !seen.has(p.id) && seen.add(p.id));
}

export function citations(passages: Passage[]): string[] {
  return [...new Set(passages.map((p) => p.code))];
}

/**
 * Assembles the markdown: header, the given sections, the sources. `lead` is what the answer
 * opens with (default: its first passage).
 */
export function finish(sections: string[], passages: Passage[], computed: string[] = [], lead?: string, header: string = OFFLINE_HEADER): DetailedAnswer {
  const used = unique(passages);
  const text = [header, ...sections.filter(Boolean), used.length ? sourcesLine(used) : ""]
    .filter(Boolean)
    .join("\n\n");
  return {
    answer: { text, citations: citations(used), found: true },
    passages: used,
    computed,
    lead: lead ?? (used[0] ? bullet(used[0]) : ""),
  };
}

/**
 * "Não encontrei", and — when given — what the base holds nearby, by title and norm only (no
 * figure: a neighbouring rule's number read as the answer misleads), said to be not the answer.
 */
export function notFound(nearby: Passage[] = []): DetailedAnswer {
  const near = shownNearby(nearby);
  const text = near.length
    ? `${NOT_FOUND}

${NEARBY_HEADING}
${near.map((p) => `- _${topicOf(p)}_ — ${p.code}`).join("\n")}`
    : NOT_FOUND;
  return { answer: { text, citations: [], found: false }, passages: [], computed: [], lead: "", nearby: near };
}

export const NO_SUCH_RULE =
  "Não conheço norma ou lei com esse requisito, e a base offline do Prancheta não tem trecho que o estabeleça. Se a exigência vier de um contrato, de um código municipal ou do manual de um fabricante, confira no próprio documento.";

/**
 * The honest answer to a question that presumes a rule (or a norm's part) the base does not know;
 * `nearby`: what the base holds on the subject, named by title and norm only, as in notFound.
 */
export function noSuchRule(text: string = NO_SUCH_RULE, nearby: Passage[] = []): DetailedAnswer {
  const near = shownNearby(nearby);
  const full = near.length ? `${text}\n\n${NEARBY_HEADING}\n${near.map((p) => `- _${topicOf(p)}_ — ${p.code}`).join("\n")}` : text;
  return { answer: { text: full, citations: [], found: false }, passages: [], computed: [], lead: "", nearby: near };
}

export const NOT_YET_PUBLISHED =
  "Esse valor ainda não foi publicado, e a base offline do Prancheta não faz previsões. Use o valor vigente, publicado pela entidade que o define, e confira-o quando o novo sair.";

export function notYetPublished(): DetailedAnswer {
  return { answer: { text: NOT_YET_PUBLISHED, citations: [], found: false }, passages: [], computed: [], lead: "" };
}

const NEARBY_HEADING = "Na base há assuntos próximos, que **não respondem** à pergunta:";

/** A passage's title without its figures ("Altura da bacia sanitária acessível: 0,43 a 0,45 m" → its subject). */
function topicOf(p: Passage): string {
  return (p.title.split(":")[0] ?? p.title).replace(/\s*\([^)]*\d[^)]*\)/g, "").trim();
}

/**
 * The neighbours worth naming: none whose topic still states a figure once its title is cut
 * ("Caimento mínimo de 0,5% em calhas…" would read as the slope asked of a roof).
 */
function shownNearby(nearby: Passage[]): Passage[] {
  return unique(nearby).filter((p) => !figuresIn(topicOf(p)).some((f) => f.unit !== ""));
}
