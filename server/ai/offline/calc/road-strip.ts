import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, NUM, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** The length of the plot along the road or railway: "250 m de frente para a rodovia", "ao longo de 400 m". */
const ALONG = new RegExp(String.raw`(${NUM})\s*(?:m|metros)\s+de\s+(?:frente|testada|extensao|divisa)\b|\bao longo de\s+(${NUM})\s*(?:m|metros)\b|\b(?:frente|testada|extensao)\s+(?:de\s+)?(${NUM})\s*(?:m|metros)\b`);
/** The strip a municipal law set: "reduziu a faixa para 10 m", "faixa reduzida a 8 metros". */
const REDUCED_TO = new RegExp(String.raw`\breduz\w*\b[^?.;]{0,40}?\b(?:para|a|em)\s+(${NUM})\s*(?:m|metros)\b`);
const RAIL = /\b(ferrovias?|linha ferrea|via ferrea|estrada de ferro|trem|trilhos?)\b/;
const ROAD = /\b(rodovias?|estradas?)\b/;
/** An area asked: "qual a área", "quantos m²", "área … em m²". */
const AREA_ASKED = /\b(qual|quanto) (e |fica |da |sera )?(a )?area\b|\bquantos (m2|metros quadrados)\b|\barea\b[^?]*\bem m2\b/;

/**
 * The non-building strip Lei 6.766 reserves along a road's or a railway's right of way (art. 4º,
 * III and III-A), worked out as an area on the question's length when an area is asked: 15 m on
 * each side; along a road, a municipal law may set less, down to 5 m (Lei 13.913/2019), and the
 * width it set is the question's. Both sides count only when the way crosses the land.
 */
export function roadStripCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  const rail = RAIL.test(folded);
  const road = !rail && ROAD.test(folded);
  if ((!rail && !road) || !/\b(faixa nao edificavel|faixas nao edificaveis|non aedificandi)\b/.test(folded) || !AREA_ASKED.test(folded)) return undefined;
  const m = ALONG.exec(folded);
  const raw = m?.slice(1).find((g) => g !== undefined);
  if (raw === undefined) return undefined;
  const length = toNumber(raw);
  if (!(length > 0 && length <= 100_000)) return undefined;
  // Along a road, a municipal law may bring the strip down to 5 m; the width it set, or its minimum.
  const setTo = road ? REDUCED_TO.exec(folded) : null;
  const given = setTo ? toNumber(setTo[1] as string) : undefined;
  if (given !== undefined && (given < 5 || given > 15)) return undefined;
  const toMinimum = road && given === undefined && /\breduz\w*\b/.test(folded) && /\b(minimo|5 m|5 metros|cinco metros)\b/.test(folded) && !/\bsem (uma )?lei\b|\bnao (tem|ha|existe) lei\b/.test(folded);
  const strip = given ?? (toMinimum ? 5 : 15);
  const sides = /\b(atravessa\w*|corta\w*)\b/.test(folded) ? 2 : 1;
  const area = strip * length * sides;
  const what = road ? "da rodovia" : "da ferrovia";
  const why =
    given !== undefined
      ? `${formatNumber(strip)} m, a que a lei municipal a reduziu`
      : toMinimum
        ? "5 m, o mínimo a que a lei municipal pode reduzi-la"
        : road
          ? "15 m, a da lei federal"
          : "15 m, que nenhuma lei municipal reduz";
  const sidesText = sides === 2 ? " × 2 lados" : "";
  const lines = [
    `**Cálculo (Lei 6.766/1979, art. 4º, ${road ? "III" : "III-A"}):** faixa não edificável de ${why}, ao longo da faixa de domínio ${what}: ${formatNumber(strip)} m × ${formatNumber(length)} m${sidesText} = **${formatNumber(area)} m²**.`,
    sides === 2 ? "A faixa conta dos dois lados, porque a via atravessa o terreno." : "Considerou-se um só lado, o do terreno; se a via atravessar o terreno, a faixa vale dos dois lados.",
  ];
  const computed = [`${formatNumber(strip)} m`, `${formatNumber(length)} m`, `${formatNumber(area)} m²`, `${formatNumber(area)} m2`, ...(sides === 2 ? ["2"] : [])];
  if (road && given === undefined && !toMinimum && !/\bsem (uma )?lei\b|\bnao (tem|ha|existe) lei\b/.test(folded)) {
    const least = 5 * length * sides;
    lines.push(`Onde a lei municipal reduziu a faixa ao mínimo de 5 m: 5 m × ${formatNumber(length)} m${sidesText} = ${formatNumber(least)} m².`);
    computed.push("5 m", `${formatNumber(least)} m²`);
  }
  return { lines, computed, passages: [passageById("lei6766-faixa-nao-edificavel")] };
}
