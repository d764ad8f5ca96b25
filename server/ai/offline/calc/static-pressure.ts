import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, lengthsIn } from "./quantities";
import type { Calculation } from "./types";

/** NBR 5626:2020, item 6.9.4: the static pressure at any point of use, at most. */
const LIMIT_KPA = 400;

/**
 * "reservatório 52 m acima do ponto mais baixo: qual a pressão estática, em kPa?" — with the water
 * still, the pressure at a point is the height of the water column above it: 1 m of water column
 * (mca) is about 10 kPa (9,81 kPa, rounded as practice does), compared with the norm's 400 kPa.
 */
export function staticPressureCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\bpressao (estatica|maxima|da agua|no ponto|na torneira|no chuveiro)|\bpressao\b[^?]{0,40}\b(kpa|mca)\b/.test(folded)) return undefined;
  // A height, not a distance along the floor: "52 m acima do ponto", "desnível de 30 m".
  if (!/\b(acima|abaixo|altura|desnivel|coluna|mca|diferenca de nivel)\b/.test(folded)) return undefined;
  // The height of the water column: one length in metres between 1 m and 300 m.
  const heights = lengthsIn(question).filter((l) => l.value >= 1 && l.value <= 300);
  if (heights.length !== 1) return undefined;
  const height = heights[0]!.value;
  const kpa = Math.round(height * 10);
  const over = kpa > LIMIT_KPA;
  // What a pressure-reducing valve must take off for the lowest points: the column above 40 mca.
  const excess = Math.round((height - LIMIT_KPA / 10) * 100) / 100;
  const m = `${formatNumber(height)} m`;
  return {
    lines: [
      `**Cálculo (NBR 5626):** com a água parada, a pressão estática é a da coluna d'água acima do ponto: ${m} de coluna ≈ **${formatNumber(kpa)} kPa** (${formatNumber(height)} mca; 1 mca ≈ 10 kPa)${over ? `, **${formatNumber(excess)} mca** acima do limite` : ""}.`,
      over
        ? `Passa do limite de ${LIMIT_KPA} kPa (40 mca) da norma em ${formatNumber(excess)} mca (≈ ${formatNumber(excess * 10)} kPa): é o que uma válvula redutora de pressão tem de tirar, no mínimo, para os pontos mais baixos (ou reservatórios intermediários).`
        : `Fica dentro do limite de ${LIMIT_KPA} kPa (40 mca) da norma.`,
    ],
    computed: [m, formatNumber(kpa), `${formatNumber(kpa)} kPa`, formatNumber(height), "1", "10", String(LIMIT_KPA), "40", ...(over ? [`${formatNumber(excess)} mca`, `${formatNumber(excess * 10)} kPa`, formatNumber(excess)] : [])],
    passages: [passageById("nbr5626-pressao-estatica")],
  };
}
