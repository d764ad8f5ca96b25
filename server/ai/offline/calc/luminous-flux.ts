import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { areaIn, fold, NUM, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** "500 lux", "300 lx": the illuminance the question wants. */
const LUX = new RegExp(String.raw`(${NUM})\s*(?:lux|lx)\b`);
/** "fator de utilização 0,6", "coeficiente de utilização de 60%", "FU = 0,6", "u = 0,6". */
const UTILIZATION = new RegExp(String.raw`(?:fator|coeficiente) de utiliza\w*\s*(?:de|=|:|igual a)?\s*(${NUM})\s*(%)?|\b(?:fu|cu|u)\s*(?:=|:)\s*(${NUM})\s*(%)?|\b(?:fu|cu)\s+(?:de\s+)?(${NUM})\s*(%)?`);
/** "fator de manutenção 0,8", "fator de depreciação de 80%", "FM = 0,8", "d = 0,8". */
const MAINTENANCE = new RegExp(String.raw`fator de (?:manutencao|depreciacao)\s*(?:de|=|:|igual a)?\s*(${NUM})\s*(%)?|\b(?:fm|fd|d)\s*(?:=|:)\s*(${NUM})\s*(%)?|\b(?:fm|fd)\s+(?:de\s+)?(${NUM})\s*(%)?`);

/** A factor as a fraction ("0,6", "60%"); none outside (0, 1]. */
const factorIn = (pattern: RegExp, folded: string): number | undefined => {
  const m = pattern.exec(folded);
  if (!m) return undefined;
  const at = [1, 3, 5].find((i) => m[i] !== undefined);
  if (at === undefined) return undefined;
  const value = toNumber(m[at] as string) / (m[at + 1] === "%" ? 100 : 1);
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
  if (u !== undefined && d !== undefined) {
    const factor = u * d;
    lines.push(`Com fator de utilização ${formatNumber(u)} e fator de manutenção ${formatNumber(d)}: ${lm(useful)} ÷ (${formatNumber(u)} × ${formatNumber(d)}) = **${lm(useful / factor)}** de fluxo total das lâmpadas.`);
    computed.push(formatNumber(u), formatNumber(d), formatNumber(factor), lm(useful / factor));
  } else if (u !== undefined || d !== undefined) {
    const [name, value, missing] = u !== undefined ? ["utilização", u, "de manutenção"] : ["manutenção", d as number, "de utilização"];
    lines.push(`Com o fator de ${name} ${formatNumber(value)}: ${lm(useful)} ÷ ${formatNumber(value)} = **${lm(useful / value)}**, ainda sem o fator ${missing}, que a pergunta não deu e aumenta o fluxo necessário.`);
    computed.push(formatNumber(value), lm(useful / value));
  } else {
    lines.push("É o fluxo útil, sem perdas. As lâmpadas precisam somar mais: esse valor dividido pelo fator de utilização (da luminária no recinto) e pelo fator de manutenção (do ambiente e da limpeza).");
  }
  return { lines, computed, passages: [passageById("iluminacao-lux-lumen-metodo-dos-lumens")] };
}
