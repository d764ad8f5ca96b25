import { foldAccents } from "./text";
import type { Passage } from "./types";

/**
 * Each state's fire department writes its own technical instructions (SP's IT, Paraná's NPT,
 * Goiás's NT…): one state's figure is not another's (decision 082). A question that names a state
 * is answered by that state's passages, or by those of no state in particular.
 */
const STATES: readonly [uf: string, names: RegExp][] = [
  ["AC", /\bacre\b/], ["AL", /\balagoas\b/], ["AP", /\bamapa\b/], ["AM", /\bamazonas\b/], ["BA", /\bbahia\b/],
  ["CE", /\bceara\b/], ["DF", /\bdistrito federal\b/], ["ES", /\bespirito santo\b/], ["GO", /\bgoias\b/],
  ["MA", /\bmaranhao\b/], ["MS", /\bmato grosso do sul\b/], ["MT", /\bmato grosso\b(?! do sul)/], ["MG", /\bminas gerais\b/],
  // "para" is also the preposition: only "no Pará", "do Pará" and "estado do Pará" name the state.
  ["PA", /\b(no|do|estado do) para\b(?![- ]?raio)(?!\s+(o|a|os|as|um|uma|que|quem|ser|fazer|ter|cada|uso|casa)\b)/],
  ["PB", /\bparaiba\b/], ["PR", /\bparana\b/], ["PE", /\bpernambuco\b/], ["PI", /\bpiaui\b/],
  ["RJ", /\b(estado do )?rio de janeiro\b/], ["RN", /\brio grande do norte\b/], ["RS", /\brio grande do sul\b/],
  ["RO", /\brondonia\b/], ["RR", /\broraima\b/], ["SC", /\bsanta catarina\b/], ["SP", /\bsao paulo\b|\bsp\b/],
  ["SE", /\bsergipe\b/], ["TO", /\btocantins\b/],
];

/** Each state's name with the preposition it takes: "de São Paulo", "do Amazonas", "da Bahia". */
const OF_STATE: Readonly<Record<string, string>> = {
  AC: "do Acre", AL: "de Alagoas", AP: "do Amapá", AM: "do Amazonas", BA: "da Bahia", CE: "do Ceará", DF: "do Distrito Federal",
  ES: "do Espírito Santo", GO: "de Goiás", MA: "do Maranhão", MT: "de Mato Grosso", MS: "de Mato Grosso do Sul", MG: "de Minas Gerais",
  PA: "do Pará", PB: "da Paraíba", PR: "do Paraná", PE: "de Pernambuco", PI: "do Piauí", RJ: "do Rio de Janeiro", RN: "do Rio Grande do Norte",
  RS: "do Rio Grande do Sul", RO: "de Rondônia", RR: "de Roraima", SC: "de Santa Catarina", SP: "de São Paulo", SE: "de Sergipe", TO: "do Tocantins",
};

/** "de São Paulo", "do Amazonas": a state by its letters, with its preposition. */
export function ofState(uf: string): string | undefined {
  return OF_STATE[uf];
}

/** The question with the states it names taken out: where a rule applies, never the thing asked. */
export function withoutStateNames(folded: string): string {
  return STATES.reduce((text, [, names]) => text.replace(new RegExp(names.source, "g"), " "), folded);
}

/** A fire department's acronym names its state: CBMPA, CBM-PR, CBPMESP (São Paulo's). */
const FIRE_ACRONYM = /\bcb(?:m|pm)[- ]?e?([a-z]{2})\b|\bcbpmesp\b/;

/** The states a question names, by name or by its fire department's acronym. */
export function statesNamed(question: string): string[] {
  const folded = foldAccents(question);
  const named = STATES.filter(([, names]) => names.test(folded)).map(([uf]) => uf);
  const acronym = FIRE_ACRONYM.exec(folded);
  if (acronym) named.push(acronym[1] ? (acronym[1] === "sp" ? "SP" : acronym[1].toUpperCase()) : "SP");
  return [...new Set(named)];
}

/** The state of a fire department's passage, when its code names one ("Corpo de Bombeiros da PMESP"). */
export function fireRuleState(passage: Passage): string | undefined {
  if (!/corpo de bombeiros/i.test(passage.code)) return undefined;
  return statesNamed(passage.code.replace(/\bPMESP\b/, "CBPMESP"))[0];
}

/** Whether a passage may answer for the states the question names: of no state, or of one of them. */
export function ofNamedState(named: readonly string[], passage: Passage): boolean {
  if (named.length === 0) return true;
  const state = fireRuleState(passage);
  return state === undefined || named.includes(state);
}
