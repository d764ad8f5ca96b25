import { formatNumber } from "#server/ai/offline/format";
import { fold, lengthsIn, NUM, percentIn, toNumber } from "./quantities";
import type { Calculation } from "./types";

/**
 * "telhado em duas águas, vão de 9 m e inclinação de 30%: qual a altura da cumeeira?" — a slope in
 * percent is the rise per horizontal run: each slope covers half the span, so the ridge rises
 * half the span × the slope (R-AI-8). Geometry on the question's numbers; the minimum slope of each
 * tile is its maker's, not worked out here.
 */
export function ridgeHeightCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(cumeeira|altura do telhado|altura da tesoura|pendural)\b/.test(folded) || !/\b(duas aguas|2 aguas)\b/.test(folded)) return undefined;
  const slope = percentIn(question);
  const spans = lengthsIn(question).filter((l) => l.value >= 1 && l.value <= 60);
  if (slope === undefined || slope <= 0 || slope > 200 || spans.length !== 1) return undefined;
  const span = spans[0]!.value;
  const rise = Math.round((span / 2) * (slope / 100) * 100) / 100;
  return {
    lines: [
      `**Cálculo (geometria do telhado):** em duas águas, cada água cobre metade do vão: ${formatNumber(span / 2)} m × ${formatNumber(slope)}% = **${formatNumber(rise)} m** de altura da cumeeira acima do apoio.`,
      "A inclinação mínima de cada telha é a do fabricante; confira a do modelo escolhido.",
    ],
    computed: [`${formatNumber(span)} m`, `${formatNumber(span / 2)} m`, `${formatNumber(slope)}%`, `${formatNumber(rise)} m`, formatNumber(rise), "2"],
    passages: [],
  };
}

/**
 * "84 m² de telhado com 25 peças por m²: quantas telhas compro?" — the roof's area times the pieces
 * per square metre the question gives (the maker's yield), before any allowance for breakage.
 */
export function tileCountCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\bquant[ao]s telhas\b/.test(folded)) return undefined;
  // The roof's own area ("84 m² de telhado", "telhado de 84 m²"), not the house's floor area.
  const area = new RegExp(String.raw`(${NUM})\s*m2\s+de\s+(?:telhado|cobertura|telhas?)\b`).exec(folded)?.[1] ?? new RegExp(String.raw`\b(?:telhado|cobertura)\s+(?:de|com)\s+(${NUM})\s*m2\b`).exec(folded)?.[1];
  const perArea = new RegExp(String.raw`(${NUM})\s*(?:pecas|telhas|unidades)\s*(?:\/|por)\s*m2`).exec(folded)?.[1];
  if (area === undefined || perArea === undefined) return undefined;
  const [a, p] = [toNumber(area), toNumber(perArea)];
  const tiles = Math.ceil(a * p - 1e-9);
  return {
    lines: [`**Cálculo (área × rendimento):** ${formatNumber(a)} m² × ${formatNumber(p)} telhas por m² = **${formatNumber(tiles)} telhas**, sem contar perdas e cortes; o rendimento por m² é o do fabricante do modelo.`],
    computed: [`${formatNumber(a)} m2`, `${formatNumber(a)} m²`, formatNumber(p), formatNumber(tiles), `${formatNumber(tiles)} telhas`],
    passages: [],
  };
}
