import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import type { Calculation } from "./types";
import { areaIn, fold, numberAfter, percentAfter } from "./quantities";

const m2 = (x: number) => `${formatNumber(x)} m²`;

/**
 * Index arithmetic on numbers the question gives: projection = TO × lot, floor area = CA × lot.
 * The indices themselves are the city's: without them the answer is the municipal one.
 */
export function zoningCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  const lot = areaIn(question);
  if (lot === undefined) return undefined;
  const toLines: string[] = [];
  const caLines: string[] = [];
  const computed = [m2(lot)];
  const label = "ca|coeficiente de aproveitamento|indice de aproveitamento|coeficiente";
  const caBasic = numberAfter(question, "ca basico|coeficiente de aproveitamento basico|coeficiente basico");
  const caMax = numberAfter(question, "(?:ca|coeficiente(?: de aproveitamento)?)?\\s*(?:basico\\s+\\d+(?:,\\d+)?\\s+e\\s+)?maximo");
  const ca = /(coeficiente|\bca\b|indice de aproveitamento)/.test(folded) ? (caBasic ?? numberAfter(question, label)) : undefined;
  const to = percentAfter(question, "to|taxa de ocupacao");
  if (to !== undefined) {
    const projection = (lot * to) / 100;
    computed.push(m2(projection), `${formatNumber(to)}%`);
    toLines.push(`**Cálculo (taxa de ocupação):** projeção máxima = TO × área do lote = ${formatNumber(to)}% × ${m2(lot)} = **${m2(projection)}**.`);
  }
  if (ca !== undefined && ca > 0 && ca <= 20) {
    const area = lot * ca;
    computed.push(m2(area), formatNumber(ca));
    caLines.push(`**Cálculo (coeficiente de aproveitamento):** área computável ${caBasic !== undefined ? "com o CA básico" : "máxima"} = CA × área do lote = ${formatNumber(ca)} × ${m2(lot)} = **${m2(area)}**.`);
    if (caBasic !== undefined && caMax !== undefined && caMax > caBasic && caMax <= 20) {
      const max = lot * caMax;
      computed.push(m2(max), formatNumber(caMax));
      caLines.push(`Com o CA máximo (pagando outorga onerosa): ${formatNumber(caMax)} × ${m2(lot)} = **${m2(max)}**.`);
    }
  }
  if (toLines.length + caLines.length === 0) return undefined;
  // "potencial construtivo", "quanto posso construir": the floor area (CA) is what is asked first.
  const caFirst = caLines.length > 0 && (toLines.length === 0 || /(potencial|constru|computavel)/.test(folded));
  const lines = caFirst ? [...caLines, ...toLines] : [...toLines, ...caLines];
  const passages = [
    ...(caFirst ? [passageById("zon-ca")] : []),
    ...(toLines.length ? [passageById("zon-to")] : []),
    ...(!caFirst && caLines.length ? [passageById("zon-ca")] : []),
  ];
  lines.push("Os índices valem para a zona do lote na lei municipal: confira-os no plano diretor e na lei de uso e ocupação do solo da cidade.");
  return { lines, computed, passages };
}
