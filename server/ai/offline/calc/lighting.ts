import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import type { Calculation } from "./types";
import { areaIn, fold } from "./quantities";
import { plural } from "#domain/addressing";

/**
 * "carga de iluminação de um quarto de 14 m²" — NBR 5410 (9.5.2.1.2): 100 VA for the first
 * 6 m², plus 60 VA for each whole 4 m² beyond.
 */
export function lightingCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/(ilumina|luz|lampada)/.test(folded) || !/(carga|\bva\b|potencia|5410|previs)/.test(folded)) return undefined;
  // The area rule is the NBR 5410's for dwellings; offices, shops and W/m² densities are another matter.
  if (/(escritorio|comercia|loja|industri|galpao|densidade|dpi|w\/m2|tomada)/.test(folded)) return undefined;
  const area = areaIn(question);
  if (area === undefined || area <= 0 || area > 10_000) return undefined;
  const steps = area <= 6 ? 0 : Math.floor((area - 6) / 4 + 1e-9);
  const load = 100 + 60 * steps;
  const a = `${formatNumber(area)} m²`;
  const va = (x: number) => `${formatNumber(x)} VA`;
  const line =
    area <= 6
      ? `**Cálculo (NBR 5410):** cômodo de ${a}, até 6 m²: carga mínima de iluminação de **${va(load)}**.`
      : `**Cálculo (NBR 5410):** cômodo de ${a}: 100 VA pelos primeiros 6 m² + ${steps} × 60 VA (${plural(steps, "parcela inteira", "parcelas inteiras")} de 4 m² nos ${formatNumber(area - 6)} m² restantes) = **${va(load)}**.`;
  return {
    lines: [line, "É a carga mínima para dimensionar o circuito, não a potência das lâmpadas."],
    computed: [a, String(steps), va(load), `${formatNumber(area - 6)} m²`],
    passages: [passageById("nbr5410-carga-iluminacao")],
  };
}
