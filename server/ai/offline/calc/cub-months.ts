import { monthLabel as cubMonthLabel, PARTIAL_MONTHS, TABLES } from "#server/ai/offline/passages/cub";
import type { Uf } from "#domain/projects";
import { fold } from "./quantities";

/** States by code and name, as people write them ("SP", "São Paulo", "paulista"). */
const STATES: Record<Uf, string[]> = {
  AC: ["acre"], AL: ["alagoas"], AP: ["amapa"], AM: ["amazonas"], BA: ["bahia"], CE: ["ceara"],
  DF: ["distrito federal", "brasilia"], ES: ["espirito santo"], GO: ["goias"], MA: ["maranhao"],
  MT: ["mato grosso"], MS: ["mato grosso do sul"], MG: ["minas gerais", "minas"], PA: ["estado do para", "no para", "do para"],
  PB: ["paraiba"], PR: ["parana", "curitiba"], PE: ["pernambuco", "recife"], PI: ["piaui"],
  RJ: ["rio de janeiro"], RN: ["rio grande do norte", "natal"], RS: ["rio grande do sul", "porto alegre", "gaucho"],
  RO: ["rondonia"], RR: ["roraima"], SC: ["santa catarina", "florianopolis"], SP: ["sao paulo", "paulista"],
  SE: ["sergipe"], TO: ["tocantins"],
};

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
const MONTH_NAMES = ["janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/**
 * The state a question names: a two-letter code as typed in capitals ("CUB SP") first, then the
 * names, longest first ("mato grosso do sul" before "mato grosso"). Pará only with "do/no" before
 * it, as "para" is also the preposition.
 */
export function stateIn(question: string): string | undefined {
  const code = /\b(A[CLPM]|BA|CE|DF|ES|GO|M[AGST]|P[ABEIR]|R[JNORS]|S[CEP]|TO)\b/.exec(question);
  if (code) return code[1];
  const folded = fold(question);
  // Typed in lower case after a preposition ("cub de sp", "em rj"); not the codes that are also
  // words ("se", "to", "es", "pa", "ma", "ac").
  const lower = /\b(?:de|do|da|no|na|em)\s+(al|am|ap|ba|ce|df|go|mg|ms|mt|pb|pe|pi|pr|rj|rn|ro|rr|rs|sc|sp)\b/.exec(folded);
  if (lower) return (lower[1] as string).toUpperCase();
  if (/\b(do|no) para\b/.test(folded) && !/\b(do|no) pará(?![a-zà-ú])/i.test(question)) {
    // "do para" without the accent is too often "do [algo] para": only the accented word counts.
    return namesIn(folded.replace(/\b(do|no|estado do) para\b/g, " "));
  }
  return namesIn(folded);
}

function namesIn(folded: string): string | undefined {
  const names = Object.entries(STATES)
    .flatMap(([uf, list]) => list.map((name) => ({ uf, name })))
    .sort((a, b) => b.name.length - a.name.length);
  for (const { uf, name } of names) if (new RegExp(`\\b${name}\\b`).test(folded)) return uf;
  return undefined;
}

/** "dezembro de 2025", "dez/2025", "12/2025" → "2025-12"; a year alone → { year }. */
export function monthIn(question: string): { month?: string; year?: number } {
  // "Rio de Janeiro de 2025" is a state and a year, not January.
  const folded = fold(question).replace(/\brio de janeiro\b/g, "rio");
  const named = new RegExp(`\\b(${MONTH_NAMES.join("|")}|${MONTHS.join("|")})\\b\\.?\\s*(?:de\\s+|/\\s*|-\\s*)?((?:19|20)\\d{2})\\b`).exec(folded);
  if (named) {
    const word = named[1] as string;
    const index = MONTH_NAMES.indexOf(word) >= 0 ? MONTH_NAMES.indexOf(word) : MONTHS.indexOf(word);
    return { month: `${named[2]}-${String(index + 1).padStart(2, "0")}`, year: Number(named[2]) };
  }
  const numeric = /\b(0?[1-9]|1[0-2])\/((?:19|20)\d{2})\b/.exec(folded);
  if (numeric) return { month: `${numeric[2]}-${String(Number(numeric[1])).padStart(2, "0")}`, year: Number(numeric[2]) };
  const year = /\b((?:19|20)\d{2})\b/.exec(folded);
  return year ? { year: Number(year[1]) } : {};
}

/** "2025-12" → "dez/2025", as the CUB passages write it. */
export function monthLabel(month: string): string {
  return cubMonthLabel(month).short;
}

/** Months the base holds per state: full tables and isolated values. */
export function monthsHeld(): Map<string, Set<string>> {
  const held = new Map<string, Set<string>>();
  const add = (uf: string, month: string) => (held.get(uf) ?? held.set(uf, new Set()).get(uf)!).add(month);
  for (const t of TABLES) add(t.uf, t.month);
  for (const [uf, months] of Object.entries(PARTIAL_MONTHS)) for (const m of months) add(uf, m);
  return held;
}

/** The month a date falls in, in Brasília ("2026-11"). */
export function currentMonth(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" }).formatToParts(now);
  return `${parts.find((p) => p.type === "year")?.value}-${parts.find((p) => p.type === "month")?.value}`;
}
