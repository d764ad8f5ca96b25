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
}

export const OFFLINE_HEADER =
  "**Resposta da base offline** (sem IA generativa): trechos da base de normas e referências do Prancheta, cada um com a sua fonte.";

export const NOT_FOUND =
  "Não encontrei isso na base offline. Para respostas mais completas, configure uma chave de API de IA e tente novamente em alguns instantes.";

export const KEY_HINT =
  "Para uma análise completa e personalizada, configure uma chave de API de IA e tente novamente em alguns instantes.";

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
export function finish(sections: string[], passages: Passage[], computed: string[] = [], lead?: string): DetailedAnswer {
  const used = unique(passages);
  const text = [OFFLINE_HEADER, ...sections.filter(Boolean), used.length ? sourcesLine(used) : ""]
    .filter(Boolean)
    .join("\n\n");
  return {
    answer: { text, citations: citations(used), found: true },
    passages: used,
    computed,
    lead: lead ?? (used[0] ? bullet(used[0]) : ""),
  };
}

export function notFound(): DetailedAnswer {
  return { answer: { text: NOT_FOUND, citations: [], found: false }, passages: [], computed: [], lead: "" };
}
