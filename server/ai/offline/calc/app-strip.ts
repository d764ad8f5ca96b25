import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, NUM, toNumber } from "./quantities";
import { riverWidthIn } from "#server/ai/offline/river-width";
import type { Calculation } from "./types";

/** A watercourse named with its width ("rio de 45 m de largura", "córrego com 6 m"), folded. */
const RIVER = /\b(?:rio|rios|corrego|riacho|ribeirao|igarape|igarapes|arroio|arroios|curso d.?agua)\b/;
/** The plot's length along the water: "180 m de frente para o rio", "testada de 40 m". */
const FRONTAGE = new RegExp(String.raw`(${NUM})\s*(?:m|metros)\s+de\s+(?:frente|testada|margem|divisa com o rio)\b|\b(?:frente|testada)\s+(?:de\s+)?(${NUM})\s*(?:m|metros)\b`);
/** A natural lake or pond with its surface: "lagoa natural de 12 hectares", "lago de 30 ha". */
const LAKE = new RegExp(String.raw`\blag(?:o|oa|os|oas)\b[^?.]*?(${NUM})\s*(?:ha|hectares?)\b`);

/** The Código Florestal's strip along a natural watercourse by its width (art. 4º, I), with its passage. */
function riverStrip(width: number): { strip: number; passage: string } {
  if (width < 10) return { strip: 30, passage: "lei12651-app-rio-menos-10" };
  if (width <= 50) return { strip: 50, passage: "lei12651-app-rio-10-50" };
  if (width <= 200) return { strip: 100, passage: "lei12651-app-rio-50-200" };
  if (width <= 600) return { strip: 200, passage: "lei12651-app-rio-200-600" };
  return { strip: 500, passage: "lei12651-app-rio-acima-600" };
}

const first = (m: RegExpExecArray | null) => {
  const raw = m?.slice(1).find((g) => g !== undefined);
  return raw === undefined ? undefined : toNumber(raw);
};

/**
 * The APP strip the Código Florestal sets (Lei 12.651, art. 4º), worked out on the question's
 * figures: a river's by its width and, when the plot's frontage on it is given and an area is
 * asked, the strip's area on that bank; a natural lake's by its zone and surface (30 m urban; 100 m
 * rural, 50 m up to 20 ha; none under 1 ha, and an artificial one's is its licence's). A rule, not the city's law: in an urban consolidated area the city may
 * set its own strip (Lei 14.285/2021), which the answer says.
 */
export function appStripCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(app|preservacao permanente|faixa marginal)\b/.test(folded) || /\barea urbana consolidada\b/.test(folded)) return undefined;
  const lake = LAKE.exec(folded);
  // An artificial one (a dam, a reservoir, an açude) takes its strip from its licence (art. 4º, III,
  // and § 1º), and one under 1 ha has none (§ 4º): neither is this rule.
  if (lake && !RIVER.test(folded) && !/\b(artificia\w*|represa\w*|acude\w*|reservatorio\w*|barragem|barragens)\b/.test(folded)) {
    const hectares = toNumber(lake[1] as string);
    if (hectares < 1) return undefined;
    const urban = /\b(zona|area|perimetro) urbana?\b|\bcidade\b/.test(folded);
    const rural = /\b(zona|area) rural\b|\b(fazenda|sitio|chacara)\b/.test(folded);
    if (!(hectares > 0) || urban === rural) return undefined;
    const strip = urban ? 30 : hectares <= 20 ? 50 : 100;
    const why = urban ? "em zona urbana" : hectares <= 20 ? `em zona rural, com ${formatNumber(hectares)} ha (até 20 ha de superfície)` : `em zona rural, com ${formatNumber(hectares)} ha (mais de 20 ha)`;
    return {
      lines: [`**Cálculo (Código Florestal, art. 4º, II):** lago ou lagoa natural ${why}: faixa de APP de **${formatNumber(strip)} m** no entorno.`],
      computed: [`${formatNumber(strip)} m`, `${formatNumber(hectares)} ha`, "20 ha"],
      passages: [passageById("lei12651-app-nascentes-lagos")],
    };
  }
  if (!RIVER.test(folded)) return undefined;
  const width = riverWidthIn(folded);
  if (width === undefined || !(width > 0)) return undefined;
  const { strip, passage } = riverStrip(width);
  // The strip alone is the class's passage (search picks it by the width); the rules work out
  // the area of the strip on the plot's bank when that is asked.
  const frontage = first(FRONTAGE.exec(folded));
  if (!/\b(area|m2|metros quadrados)\b/.test(folded) || frontage === undefined || !(frontage > 0)) return undefined;
  const area = strip * frontage;
  return {
    lines: [
      `**Cálculo (Código Florestal, art. 4º, I):** curso d'água de ${formatNumber(width)} m de largura: faixa de APP de **${formatNumber(strip)} m** em cada margem, medida da borda da calha do leito regular.`,
      `Na margem do terreno, com ${formatNumber(frontage)} m ao longo do rio: ${formatNumber(strip)} m × ${formatNumber(frontage)} m = **${formatNumber(area)} m²** de APP (para uma margem reta; num traçado curvo, meça a faixa sobre a planta). Em área urbana consolidada, a lei municipal pode definir outra faixa.`,
    ],
    computed: [`${formatNumber(width)} m`, `${formatNumber(strip)} m`, `${formatNumber(frontage)} m`, `${formatNumber(area)} m²`, `${formatNumber(area)} m2`],
    passages: [passageById(passage)],
  };
}
