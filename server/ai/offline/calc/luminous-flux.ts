import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { areaIn, fold, NUM, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** "500 lux", "300 lx": the illuminance the question wants. */
const LUX = new RegExp(String.raw`(${NUM})\s*(?:lux|lx)\b`);
/** "fator de utilização 0,6", "FU = 0,6", "u de 0,6". */
const UTILIZATION = new RegExp(String.raw`(?:fator|coeficiente) de utiliza\w*\s*(?:de|=|:|igual a)?\s*(${NUM})|\b(?:fu|cu)\s*(?:=|:|de)?\s*(${NUM})`);
/** "fator de manutenção 0,8", "fator de depreciação 0,8", "FM = 0,8". */
const MAINTENANCE = new RegExp(String.raw`fator de (?:manutencao|depreciacao)\s*(?:de|=|:|igual a)?\s*(${NUM})|\bfm\s*(?:=|:|de)?\s*(${NUM})`);

const factorIn = (pattern: RegExp, folded: string): number | undefined => {
  const m = pattern.exec(folded);
  const raw = m?.[1] ?? m?.[2];
  if (raw === undefined) return undefined;
  const value = toNumber(raw);
  return value > 0 && value <= 1 ? value : undefined;
};

/**
 * "sala de 20 m² com 500 lux: quantos lúmens?" — 1 lux is 1 lúmen per m², so the flux that must
 * reach the work plane is E × A; with the lumen method's factors given (utilisation u, maintenance
 * d), the lamps must give E × A ÷ (u × d). Factors not given are not assumed: they come from the
 * luminaire maker's table and the room, so the answer says what they would change.
 */
export function luminousFluxCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(lumens?|lm)\b|fluxo luminoso/.test(folded)) return undefined;
  const luxMatch = LUX.exec(folded);
  const area = areaIn(question);
  if (!luxMatch || area === undefined || area <= 0 || area > 100_000) return undefined;
  const lux = toNumber(luxMatch[1] as string);
  if (!(lux > 0 && lux <= 100_000)) return undefined;
  const useful = lux * area;
  const u = factorIn(UTILIZATION, folded);
  const d = factorIn(MAINTENANCE, folded);
  const a = `${formatNumber(area)} m²`;
  const e = `${formatNumber(lux)} lx`;
  const lm = (x: number) => `${formatNumber(Math.round(x))} lm`;
  const lines = [`**Cálculo (método dos lúmens):** ${e} × ${a} = **${lm(useful)}** que precisam chegar ao plano de trabalho (1 lx = 1 lm/m²).`];
  const computed = [a, e, lm(useful)];
  if (u !== undefined || d !== undefined) {
    const factor = (u ?? 1) * (d ?? 1);
    const parts = [u !== undefined ? `fator de utilização ${formatNumber(u)}` : undefined, d !== undefined ? `fator de manutenção ${formatNumber(d)}` : undefined].filter(Boolean).join(" × ");
    lines.push(`Com ${parts}: ${lm(useful)} ÷ ${formatNumber(factor)} = **${lm(useful / factor)}** de fluxo total das lâmpadas.`);
    computed.push(formatNumber(factor), lm(useful / factor), ...(u !== undefined ? [formatNumber(u)] : []), ...(d !== undefined ? [formatNumber(d)] : []));
  } else {
    lines.push("É o fluxo sem perdas: as lâmpadas precisam somar mais, esse valor dividido pelo fator de utilização da luminária no recinto e pelo fator de manutenção (das tabelas do fabricante).");
  }
  return { lines, computed, passages: [passageById("iluminacao-lux-lumen-metodo-dos-lumens")] };
}
