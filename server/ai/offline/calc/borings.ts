import { plural } from "#domain/addressing";
import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, NUM, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** Areas in square metres the question gives, but a rate's ("um por 200 m²", "a cada 400 m²") or a plot's. */
function areasIn(folded: string): number[] {
  return [...folded.matchAll(new RegExp(String.raw`(${NUM})\s*(?:m2|m\s*2|metros? quadrados?)(?![a-z0-9])`, "g"))]
    .filter((m) => !/\b(por|cada|para cada)\s*$/.test(folded.slice(0, m.index)))
    // The plot's area is not the building's projection the count is made on.
    .filter((m) => !/\b(terreno|lote|gleba)\b[^,;:?]{0,15}$/.test(folded.slice(0, m.index)) && !/^[^,;:?]{0,12}\b(de )?(terreno|lote|gleba)\b/.test(folded.slice(m.index + m[0].length)))
    .map((m) => toNumber(m[1] as string));
}

/**
 * "Casa de 300 m² de projeção mais edícula de 60 m²: quantos furos de sondagem?" — NBR 8036 counts
 * borings by the building's projected area: at least 2 up to 200 m², 3 up to 400 m², 1 per 200 m² up
 * to 1.200 m², then 1 more per 400 m² above 1.200 m² up to 2.400 m²; above that, a plan of its own.
 * The areas given are the buildings' projections, summed (R-AI-8).
 */
export function boringCountCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(sondage(m|ns)|furos?)\b/.test(folded) || !/\b(quant[oa]s|numero|minimo)\b/.test(folded)) return undefined;
  const areas = areasIn(folded).filter((a) => a > 0 && a <= 100_000);
  if (areas.length === 0) return undefined;
  const area = areas.reduce((sum, a) => sum + a, 0);
  const of = areas.length > 1 ? `${areas.map((a) => `${formatNumber(a)} m²`).join(" + ")} = ${formatNumber(area)} m² de projeção` : `${formatNumber(area)} m² de projeção`;
  if (area > 2400)
    return {
      lines: [`**Cálculo (NBR 8036):** ${of}: acima de 2.400 m², o número de sondagens sai de um plano próprio da obra, não de uma conta da norma.`],
      computed: [`${formatNumber(area)} m²`, "2.400 m²"],
      passages: [passageById("nbr8036-furos")],
    };
  const count = area <= 200 ? 2 : area <= 400 ? 3 : area <= 1200 ? Math.ceil(area / 200 - 1e-9) : 6 + Math.ceil((area - 1200) / 400 - 1e-9);
  const rule =
    area <= 200 ? "até 200 m², no mínimo 2" : area <= 400 ? "entre 200 m² e 400 m², no mínimo 3" : area <= 1200 ? "1 para cada 200 m² até 1.200 m²" : "6 até 1.200 m² e mais 1 para cada 400 m² acima disso";
  return {
    lines: [`**Cálculo (NBR 8036):** ${of}; ${rule}: **${plural(count, "furo", "furos")}** de sondagem, no mínimo.`],
    computed: [`${formatNumber(area)} m²`, ...areas.map((a) => `${formatNumber(a)} m²`), String(count), "200 m²", "400 m²", "1.200 m²", "2", "3", "6"],
    passages: [passageById("nbr8036-furos")],
  };
}
