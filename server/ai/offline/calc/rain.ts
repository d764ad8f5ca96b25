import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { areaIn, fold, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** The intensity NBR 10844 lets a building of up to 100 m² of projection adopt. */
const SMALL_ROOF_INTENSITY = 150;
const SMALL_ROOF_MAX_AREA = 100;

/**
 * "telhado de 80 m², qual a vazão de projeto da calha?" — NBR 10844: Q = I · A / 60 (L/min, I in
 * mm/h, A in m²). The intensity is the question's; without one, only a roof of up to 100 m² may
 * take the norm's 150 mm/h — a larger one depends on the city's rain, so nothing is worked out.
 */
export function rainFlowCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/(calha|condutor|pluvia|agua(s)? d[ae] chuva|chuva)/.test(folded) || /(esgoto|reaproveit|cisterna|reservatorio|captacao)/.test(folded)) return undefined;
  if (!/(vazao|litros por minuto|l\/min|quantos litros)/.test(folded)) return undefined;
  // "quantos litros por hora": the intensity's own "mm por hora" (or a wind's km/h) is not the rate asked.
  const perHour = /\b(litros?|l)\s*(?:de agua\s*)?(?:por hora|\/\s*h(?:ora)?\b)|\bpor hora\b/.test(folded.replace(/\b(?:mm|milimetros?|km)\s*(?:\/\s*h(?:ora)?\b|por hora)/g, " "));
  const area = areaIn(question);
  if (area === undefined || area <= 0 || area > 100_000) return undefined;
  const given = /(\d+(?:[.,]\d+)?)\s*(?:mm|milimetros?)\s*(?:\/\s*h(?:ora)?\b|por hora\b)/.exec(folded);
  const stated = given ? toNumber(given[1] as string) : undefined;
  // "1 mm de chuva sobre 1 m² equivale a quantos litros?", "uma chuva de 30 mm…": a depth of rain,
  // no intensity; no flow is worked out on a default rain.
  if (stated === undefined && /\d+(?:[.,]\d+)?\s*(?:mm|milimetros?)\b/.test(folded)) return undefined;
  if (stated === undefined && area > SMALL_ROOF_MAX_AREA) return undefined;
  const intensity = stated ?? SMALL_ROOF_INTENSITY;
  const flow = (intensity * area) / 60;
  const n = (x: number) => formatNumber(Math.round(x * 10) / 10);
  const why =
    stated === undefined
      ? ` Sem a intensidade da chuva na pergunta, vale o que a norma admite para construções de até ${SMALL_ROOF_MAX_AREA} m² de projeção: I = ${intensity} mm/h.`
      : "";
  // 1 mm of rain on 1 m² is 1 L: per hour, the roof takes I × A litres.
  const hourly = intensity * area;
  const lines = [
    perHour
      ? `**Cálculo (NBR 10844):** como 1 mm de chuva sobre 1 m² equivale a 1 L, ${n(intensity)} mm/h × ${n(area)} m² = **${n(hourly)} L por hora**, ou Q = I × A / 60 = **${n(flow)} L/min**, a vazão com que a calha é dimensionada.${why}`
      : `**Cálculo (NBR 10844):** Q = I × A / 60 = ${n(intensity)} mm/h × ${n(area)} m² / 60 = **${n(flow)} L/min**.${why}`,
    "A é a área de contribuição do telhado; a calha e os condutores são dimensionados para essa vazão, com a inclinação e as saídas que a norma pede.",
  ];
  return {
    lines,
    computed: [`${n(intensity)} mm/h`, `${n(area)} m²`, `${n(flow)} L/min`, n(intensity), n(area), n(flow), ...(perHour ? [`${n(hourly)} L`, n(hourly), "1 mm", "1 m²", "1 L"] : [])],
    passages: [passageById("nbr10844"), passageById("nbr10844-calhas-caimento")],
  };
}
