import { plural } from "#domain/addressing";
import { formatNumber } from "#server/ai/offline/format";
import { cityNamed } from "#server/ai/offline/municipal";
import { passageById } from "#server/ai/offline/search";
import { fold, NUM, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** The federal minimum lot (Lei 6.766, art. 4º, II), in m². */
const MINIMUM_LOT = 125;

/** "quantos lotes", "número máximo de lotes", "quantos terrenos de 125 m²" (folded). */
const LOTS_ASKED = /\b(quant[oa]s (lotes|terrenos)|numero (maximo |de )?(de )?lotes)\b/;
/** Square metres or hectares, as typed. */
const AREA = new RegExp(String.raw`(${NUM})\s*(m2|m\s*2|metros? quadrados?|ha|hectares?)(?![a-z0-9])`, "g");
/** The area already net of streets and public land: "área líquida", "loteável", "para lotes". */
const NET = /\b(liquida|loteavel|para (os )?lotes|descontad\w*|ja sem (as )?(vias|ruas))\b/;

/**
 * "Gleba com 2.000 m² de área líquida para lotes: quantos lotes no máximo pela área mínima
 * federal?" — the area divided by the lot's size, rounded down: the federal minimum of 125 m²
 * (Lei 6.766, art. 4º, II) unless the question gives another size. A city may require larger lots,
 * and a gross area loses its streets and public land first: the answer says both (R-AI-8).
 */
export function lotCountCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!LOTS_ASKED.test(folded)) return undefined;
  const areas = [...folded.matchAll(AREA)].map((m) => ({ value: toNumber(m[1] as string) * (/^h/.test(m[2] as string) ? 10_000 : 1), at: m.index ?? 0 }));
  // The lot's own size: an area said of "lote(s) de" or "lotes com".
  const lotSize = areas.find((a) => /\blotes? (de|com)( no minimo| pelo menos)?\s*$/.test(folded.slice(0, a.at)));
  const totals = areas.filter((a) => a !== lotSize);
  if (totals.length !== 1) return undefined;
  const area = totals[0]!.value;
  const size = lotSize?.value ?? MINIMUM_LOT;
  // A city named sets its own minimum lot, which the base does not hold; the federal floor is not its answer.
  if (lotSize === undefined && cityNamed(question) !== undefined) return undefined;
  if (!(area > 0 && area <= 10_000_000 && size > 0 && size < area)) return undefined;
  const count = Math.floor(area / size + 1e-9);
  const m2 = (x: number) => `${formatNumber(x)} m²`;
  const lines = [
    `**Cálculo (Lei 6.766, art. 4º, II):** ${m2(area)} ÷ ${m2(size)} = **${plural(count, "lote", "lotes")}**, no máximo${lotSize === undefined ? `, com o lote mínimo federal de ${m2(MINIMUM_LOT)} e frente mínima de 5 m` : ""}.`,
  ];
  if (lotSize !== undefined && size < MINIMUM_LOT) lines.push(`Lotes de ${m2(size)} ficam abaixo do mínimo federal de ${m2(MINIMUM_LOT)}, admitido só em urbanização específica ou em conjunto habitacional de interesse social aprovado pelo poder público.`);
  if (!NET.test(folded)) lines.push("A conta vale para a área líquida dos lotes: numa gleba, as vias e as áreas públicas saem antes, e o número real fica menor.");
  lines.push("A lei municipal pode exigir lotes maiores, o que reduz esse número: confira a do município.");
  return {
    lines,
    computed: [m2(area), m2(size), String(count), m2(MINIMUM_LOT), "5 m"],
    passages: [passageById("lei6766-lote-minimo")],
  };
}
