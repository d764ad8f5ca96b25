import { plural } from "#domain/addressing";
import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, toNumber } from "./quantities";
import type { Calculation } from "./types";

const NUM = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`;

/**
 * "pavimento de escritório com 1.620 m² e 1 pessoa a cada 7 m²: qual a população para a saída de
 * emergência?" — NBR 9077 takes the population from the floor area and its occupancy's
 * coefficient (Tabela 5); a person is not split, so the quotient is rounded up. Only with the
 * coefficient the question gives: the table's own values are of the 1993 edition, replaced in 2025.
 */
export function exitPopulationCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(populacao|lotacao)\b/.test(folded) || !/\b(saidas?|fuga|emergencia|9077|incendio|bombeiros|escadas?)\b/.test(folded)) return undefined;
  const ratio = new RegExp(String.raw`\b1 pessoa (?:a cada|por|para cada|/)\s*(${NUM})\s*(?:m2|metros? quadrados?)`, "d").exec(folded);
  if (!ratio) return undefined;
  const perPerson = toNumber(ratio[1] as string);
  // The area is the other m² figure: the one before the coefficient.
  const coefficientAt = ratio.indices?.[1]?.[0];
  const areas = [...folded.matchAll(new RegExp(String.raw`(${NUM})\s*(?:m2|metros? quadrados?)`, "g"))].filter((m) => m.index !== coefficientAt);
  if (areas.length !== 1) return undefined;
  const typed = areas[0]![1] as string;
  const area = toNumber(typed);
  if (!(perPerson > 0 && area > 0 && area <= 1_000_000)) return undefined;
  const quotient = area / perPerson;
  // 1.400 m² ÷ 7 m² is 200 exactly, not 200,0000001.
  const people = Math.ceil(Math.round(quotient * 1000) / 1000);
  const exact = Number.isInteger(Math.round(quotient * 1000) / 1000);
  const total = plural(people, "pessoa", "pessoas");
  return {
    lines: [
      `**Cálculo (NBR 9077):** ${typed} m² ÷ ${ratio[1] as string} m² por pessoa = ${exact ? `**${total}**` : `${formatNumber(quotient)}, arredondado para cima: **${total}**`}.`,
      "É a população P do pavimento; as unidades de passagem saem de N = P ÷ C, com a capacidade C da ocupação. Confira o coeficiente na edição de 2025 da norma ou na instrução técnica do seu estado.",
    ],
    computed: [formatNumber(quotient), total, formatNumber(people)],
    passages: [passageById("nbr9077-geral")],
  };
}
