import { passageById } from "#server/ai/offline/search";
import { fold } from "./quantities";
import type { Calculation } from "./types";

/** The structure's design service life by level (NBR 15575-2, item 14.1): minimum, intermediate, superior. */
const STRUCTURE_VUP = { minimo: 50, intermediario: 63, superior: 75 } as const;

/** Other systems, or a warranty or liability asked (folded). */
const OTHER_SYSTEM = /\b(telhad\w*|cobertura|madeira|vedac\w*|parede\w*|fachada|piso\w*|hidr\w*|eletric\w*|impermeabiliz\w*|garantia|responde|responsabilidade)\b/;
/** NBR 15575 is required of projects filed from 19/07/2013; a habite-se before 2014 predates it. */
const FIRST_YEAR_UNDER_THE_NORM = 2014;

/**
 * "Prédio com habite-se em 2020 e estrutura no nível mínimo: até que ano, pela VUP, a estrutura
 * deve manter o desempenho?" — the service life counts from the habite-se (or the works' completion
 * certificate), so the year is that year plus the structure's VUP: 50 years at the minimum level,
 * 63 intermediate, 75 superior (R-AI-8). Only the structure's, the one VUP the base holds from more
 * than one source; the other systems' are estimates and get no year.
 */
export function serviceLifeYearCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(vup|vida util)\b/.test(folded) || !/\bestrutur\w*/.test(folded) || !/\b(ate que ano|ate quando|em que ano|ate qual ano)\b/.test(folded)) return undefined;
  // The main structure only: a roof's timber, the walls or a warranty asked beside it are other
  // systems' or another rule's (the builder's liability is the Código Civil's, not a VUP).
  if (OTHER_SYSTEM.test(folded)) return undefined;
  const years = [...folded.matchAll(/\b(19[5-9]\d|20\d\d)\b/g)].map((m) => Number(m[1]));
  if (years.length !== 1) return undefined;
  const start = years[0]!;
  // NBR 15575 holds for projects filed from 19/07/2013: an older building has no VUP of its own.
  if (start < FIRST_YEAR_UNDER_THE_NORM) return undefined;
  const level = /\bsuperior\b/.test(folded) ? "superior" : /\bintermediari[oa]\b/.test(folded) ? "intermediario" : "minimo";
  const vup = STRUCTURE_VUP[level];
  const label = { minimo: "mínimo", intermediario: "intermediário", superior: "superior" }[level];
  const end = start + vup;
  return {
    lines: [
      `**Cálculo (NBR 15575):** a vida útil conta do habite-se (ou do auto de conclusão): ${start} + ${vup} anos de VUP da estrutura no nível ${label} = **${end}**.`,
      "A VUP é o tempo de projeto com a manutenção do manual feita; não é prazo de garantia.",
    ],
    computed: [String(start), `${vup} anos`, String(vup), String(end), "50 anos", "63 anos", "75 anos"],
    passages: [passageById("nbr15575-vup-estrutura"), passageById("nbr15575-vup-garantia")],
  };
}
