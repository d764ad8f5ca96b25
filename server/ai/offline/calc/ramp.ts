import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import type { Calculation } from "./types";
import { countBefore, fold, lengthsIn, slopeIn } from "./quantities";

/** NBR 9050 (item 6.6.2): the highest rise one segment may take at each slope band. */
function maxRisePerSegment(slope: number): number {
  if (slope <= 5) return 1.5;
  if (slope <= 6.25) return 1;
  return 0.8;
}

/** 8,33% and 6,25% are how 1:12 and 1:16 are written: use the exact ratio. */
const exact = (slope: number) => (Math.abs(slope - 8.33) < 0.01 ? 100 / 12 : Math.abs(slope - 6.25) < 0.001 ? 6.25 : slope);

const m = (x: number) => `${formatNumber(x)} m`;

/** The rise asked: "3 degraus de 17 cm" → 0,51 m; else the length named as the height to climb. */
function riseIn(question: string): { rise: number; how?: string; steps?: number } | undefined {
  const folded = fold(question);
  const steps = countBefore(question, "degraus?");
  const lengths = lengthsIn(question);
  if (steps !== undefined && steps > 1 && lengths.length > 0 && /degraus?\s+de\s+\d/.test(folded)) {
    const riser = lengths[0]!.value;
    return { rise: steps * riser, steps, how: `${steps} degraus × ${formatNumber(riser * 100)} cm = ${m(steps * riser)}` };
  }
  const first = lengths.find((l) => l.value > 0 && l.value <= 20);
  return first ? { rise: first.value } : undefined;
}

/**
 * "rampa para vencer 1,20 m com 8,33%: qual o comprimento e quantos patamares?" — length
 * c = h × 100 / i, segments by the rise each may take, landings between them (NBR 9050).
 */
export function rampCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\brampas?\b/.test(folded)) return undefined;
  if (!/(comprimento|quantos metros|qual o tamanho|tamanho d|extensao|patamar|patamares|segmento|vencer|desnivel|subir|trocar|calcul)/.test(folded)) return undefined;
  const rise = riseIn(question);
  if (!rise) return undefined;
  const typed = slopeIn(question);
  const slope = exact(typed ?? 100 / 12);
  const shownSlope = `${formatNumber(typed ?? 8.33)}%`;
  const length = (rise.rise * 100) / slope;
  const cap = maxRisePerSegment(slope);
  const segments = Math.max(1, Math.ceil(rise.rise / cap - 1e-9));
  const between = segments - 1;
  const total = length + between * 1.2;
  const lines = [
    `**Cálculo (NBR 9050):** ${rise.how ? `desnível de ${rise.how}; ` : ""}com inclinação de ${shownSlope}${typed === undefined ? " (a máxima em obra nova)" : ""}, o comprimento horizontal da rampa é c = h × 100 / i = ${m(rise.rise)} × 100 / ${shownSlope.replace("%", "")} = **${m(length)}**.`,
    `Nessa inclinação cada segmento vence no máximo ${m(cap)}: ${segments === 1 ? "basta **1 segmento**, sem patamar intermediário" : `são **${segments} segmentos** e **${between} ${between === 1 ? "patamar intermediário" : "patamares intermediários"}**`}, além dos patamares do início e do fim (no mínimo 1,20 m no sentido do percurso)${between > 0 ? `; com os intermediários, a rampa ocupa cerca de ${m(total)} em linha reta` : ""}.`,
  ];
  if (slope > 100 / 12 + 1e-9) lines.push(`Atenção: acima de 8,33% a NBR 9050 só admite rampas em reformas, com limites próprios.`);
  if (slope < 5) lines.push(`Com menos de 5% de inclinação, a NBR 9050 já não trata o piso como rampa.`);
  const computed = [m(rise.rise), m(length), m(total), m(cap), String(segments), String(between), String(rise.steps ?? ""), shownSlope];
  return {
    lines,
    computed,
    passages: [passageById("nbr9050-rampas"), passageById("nbr9050-rampa-patamares")],
  };
}
