import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import type { Calculation } from "./types";
import { areaIn, fold, numberAfter, percentIn } from "./quantities";

const m2 = (x: number) => `${formatNumber(x)} m²`;

/**
 * Index arithmetic on numbers the question gives: projection = TO × lot, floor area = CA × lot.
 * The indices themselves are the city's: without them the answer is the municipal one.
 */
export function zoningCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  const lot = areaIn(question);
  if (lot === undefined) return undefined;
  const lines: string[] = [];
  const computed = [m2(lot)];
  const passages = [];
  const ca = /(coeficiente|\bca\b|indice de aproveitamento)/.test(folded) ? numberAfter(question, "ca|coeficiente de aproveitamento|indice de aproveitamento|coeficiente") : undefined;
  const to = /(taxa de ocupacao|\bto\b)/.test(folded) ? percentIn(question) : undefined;
  if (to !== undefined) {
    const projection = (lot * to) / 100;
    computed.push(m2(projection), `${formatNumber(to)}%`);
    lines.push(`**Cálculo (taxa de ocupação):** projeção máxima = TO × área do lote = ${formatNumber(to)}% × ${m2(lot)} = **${m2(projection)}**.`);
    passages.push(passageById("zon-to"));
  }
  if (ca !== undefined && ca > 0 && ca <= 20) {
    const area = lot * ca;
    computed.push(m2(area), formatNumber(ca));
    lines.push(`**Cálculo (coeficiente de aproveitamento):** área computável máxima = CA × área do lote = ${formatNumber(ca)} × ${m2(lot)} = **${m2(area)}**.`);
    passages.push(passageById("zon-ca"));
  }
  if (lines.length === 0) return undefined;
  // "potencial construtivo", "quanto posso construir": the floor area (CA) is what is asked.
  if (lines.length === 2 && /(potencial|constru|computavel)/.test(folded)) {
    lines.reverse();
    passages.reverse();
  }
  lines.push("Os índices valem para a zona do lote na lei municipal: confira-os no plano diretor e na lei de uso e ocupação do solo da cidade.");
  return { lines, computed, passages };
}
