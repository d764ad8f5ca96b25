import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, NUM, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** The length of the plot along the road or railway: "250 m de frente para a rodovia", "ao longo de 400 m". */
const ALONG = new RegExp(String.raw`(${NUM})\s*(?:m|metros)\s+de\s+(?:frente|testada|extensao|divisa)\b|\bao longo de\s+(${NUM})\s*(?:m|metros)\b|\b(?:frente|testada|extensao)\s+(?:de\s+)?(${NUM})\s*(?:m|metros)\b`);

/**
 * The non-building strip Lei 6.766 reserves along a road's or a railway's right of way (art. 4º,
 * III and III-A), worked out as an area on the question's length: 15 m on each side, which a
 * municipal law may bring down to 5 m along roads only. Both sides count when the road or railway
 * crosses the land ("atravessa", "cada lado", "dos dois lados"); one side otherwise.
 */
export function roadStripCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  const road = /\b(rodovias?|estradas?)\b/.test(folded);
  const rail = /\b(ferrovias?|linha ferrea|via ferrea)\b/.test(folded);
  if (road === rail || !/\b(faixa nao edificavel|non aedificandi|faixa de dominio)\b/.test(folded) || !/\b(area|m2|metros quadrados)\b/.test(folded)) return undefined;
  const m = ALONG.exec(folded);
  const raw = m?.slice(1).find((g) => g !== undefined);
  if (raw === undefined) return undefined;
  const length = toNumber(raw);
  if (!(length > 0 && length <= 100_000)) return undefined;
  // Only a municipal law brings a road's strip down, and to no less than 5 m (Lei 13.913/2019).
  const reduced = road && /\b(reduz\w*)\b/.test(folded) && /\b(minimo|5 m|5 metros|cinco metros)\b/.test(folded) && !/\bsem (uma )?lei\b|\bnao (tem|ha|existe) lei\b/.test(folded);
  const strip = reduced ? 5 : 15;
  const sides = /\b(atravessa\w*|corta\w*|cada lado|dois lados|ambos os lados|as duas margens)\b/.test(folded) ? 2 : 1;
  const area = strip * length * sides;
  const what = road ? "da rodovia" : "da ferrovia";
  const why = reduced ? "5 m, o mínimo a que a lei municipal pode reduzi-la" : road ? "15 m, sem lei municipal que a reduza" : "15 m";
  const sidesText = sides === 2 ? " × 2 lados" : "";
  return {
    lines: [
      `**Cálculo (Lei 6.766/1979, art. 4º, ${road ? "III" : "III-A"}):** faixa não edificável de ${why}, ao longo da faixa de domínio ${what}: ${formatNumber(strip)} m × ${formatNumber(length)} m${sidesText} = **${formatNumber(area)} m²**.`,
      sides === 2 ? "A faixa conta dos dois lados, porque a via atravessa o terreno." : "Conta um lado, o do terreno; se a via o atravessar, a faixa vale dos dois lados.",
    ],
    computed: [`${formatNumber(strip)} m`, `${formatNumber(length)} m`, `${formatNumber(area)} m²`, `${formatNumber(area)} m2`, ...(sides === 2 ? ["2"] : [])],
    passages: [passageById("lei6766-faixa-nao-edificavel")],
  };
}
