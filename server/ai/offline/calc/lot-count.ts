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
/** Rural land: its split follows INCRA's minimum, not Lei 6.766 (folded). */
const RURAL = /\b(rura(l|is)|sitio|chacara|fazenda|incra|modulo)\b/;
/** A frontage given ("frente de 10 m", "12 m de frente", "testada"): it bounds the count too. */
const FRONTAGE = /\b(frente|testada)\b/;
/** A lot's sides: "lotes de 10 x 25 m", "8 por 20 m". */
const SIDES = new RegExp(String.raw`\blotes? (?:de |com )?(${NUM})\s*(?:m\s*)?(?:x|por)\s*(${NUM})\s*(?:m|metros)\b`);
/** A share of the land for streets and public areas: "35% vai para vias", "40% destinado a ruas". */
const STREET_SHARE = new RegExp(String.raw`(${NUM})\s*%\s*(?:\w+\s+){0,3}?(?:para|a|as|com|de)\s+(?:as\s+|os\s+)?(?:vias|ruas|arruamento|sistema viario|areas? publicas?)`);
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
  // Lei 6.766 is the urban land's; a rural split follows INCRA's minimum (the fraction of a
  // module), and a frontage given bounds the count by its 5 m per lot, which an area alone does not.
  if (!LOTS_ASKED.test(folded) || RURAL.test(folded) || FRONTAGE.test(folded)) return undefined;
  const areas = [...folded.matchAll(AREA)].map((m) => ({ value: toNumber(m[1] as string) * (/^h/.test(m[2] as string) ? 10_000 : 1), at: m.index ?? 0 }));
  // The lot's own size: an area said of "lote(s) de" or "lotes com", or its sides ("lotes de 10 x 25 m").
  const sides = SIDES.exec(folded);
  const lotSize = sides ? { value: toNumber(sides[1] as string) * toNumber(sides[2] as string), at: -1 } : areas.find((a) => /\blotes? (de|com)( no minimo| pelo menos)?\s*$/.test(folded.slice(0, a.at)));
  const totals = areas.filter((a) => a !== lotSize);
  if (totals.length !== 1) return undefined;
  // "35% vai para vias e áreas públicas": what is left is the lots' area.
  const share = STREET_SHARE.exec(folded);
  const streets = share ? toNumber(share[1] as string) : 0;
  if (!(streets >= 0 && streets < 100)) return undefined;
  const gross = totals[0]!.value;
  const area = gross * (1 - streets / 100);
  const size = lotSize?.value ?? MINIMUM_LOT;
  // A city named sets its own minimum lot, which the base does not hold; the federal floor is not its answer.
  if (lotSize === undefined && cityNamed(question) !== undefined) return undefined;
  if (!(area > 0 && area <= 10_000_000 && size > 0 && size < area)) return undefined;
  const count = Math.floor(area / size + 1e-9);
  const m2 = (x: number) => `${formatNumber(x)} m²`;
  const net = streets > 0 ? `${m2(gross)} − ${formatNumber(streets)}% para vias e áreas públicas = ${m2(area)}; ` : "";
  const sized = sides ? `lotes de ${formatNumber(toNumber(sides[1] as string))} m × ${formatNumber(toNumber(sides[2] as string))} m = ${m2(size)}; ` : "";
  const lines = [
    `**Cálculo (Lei 6.766, art. 4º, II):** ${net}${sized}${m2(area)} ÷ ${m2(size)} = **${plural(count, "lote", "lotes")}**, no máximo${lotSize === undefined ? `, com o lote mínimo federal de ${m2(MINIMUM_LOT)} e frente mínima de 5 m` : ""}.`,
  ];
  if (lotSize !== undefined && size < MINIMUM_LOT) lines.push(`Lotes de ${m2(size)} ficam abaixo do mínimo federal de ${m2(MINIMUM_LOT)}, admitido só em urbanização específica ou em conjunto habitacional de interesse social aprovado pelo poder público.`);
  if (!NET.test(folded) && streets === 0) lines.push("A conta vale para a área líquida dos lotes: numa gleba, as vias e as áreas públicas saem antes, e o número real fica menor.");
  lines.push("A lei municipal pode exigir lotes maiores, o que reduz esse número: confira a do município.");
  return {
    lines,
    computed: [m2(area), m2(gross), m2(size), String(count), m2(MINIMUM_LOT), "5 m", ...(streets > 0 ? [`${formatNumber(streets)}%`] : []), ...(sides ? [`${formatNumber(toNumber(sides[1] as string))} m`, `${formatNumber(toNumber(sides[2] as string))} m`] : [])],
    passages: [passageById("lei6766-lote-minimo")],
  };
}
