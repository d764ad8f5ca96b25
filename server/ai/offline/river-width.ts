import { figuresIn } from "./figures";

/**
 * The width of the watercourse a question names, folded (Lei 12.651, art. 4º, I, classes by it):
 * "rio de 45 m", "córrego com uns 6 m", "rio que tem 30 metros de largura". A width said of the
 * plot ("terreno com 30 m de largura") is not the river's: the figure said of the watercourse
 * comes first, and "N m de largura" counts only when no plot, lot or frontage is what it measures.
 */
const OF_RIVER = /\b(?:rio|rios|corrego|corregos|riacho|ribeirao|igarape|arroio|curso d.?agua)\s+(?:com|de|que tem|que mede|tem)\s+(?:uns\s+|cerca de\s+|aproximadamente\s+)?(\d[\d.,]*)\s*(?:m|metros)\b/;
const WIDTH_SAID = /(?:^|[^a-z])((?:[a-z]+\s+){0,3})(\d[\d.,]*)\s*(?:m|metros)\s+de\s+largura\b/g;
const OF_PLOT = /\b(terreno|lote|gleba|sitio|chacara|fazenda|area|casa|imovel|frente|testada)\b/;
/** A bound, not a width: "entre 50 e 200 m", "mais de 600 m" (the classes' own reading handles it). */
const BOUND = /\b(entre|e|mais|menos|acima|abaixo|ate|superior|inferior)\s*$/;

export function riverWidthIn(folded: string): number | undefined {
  const river = OF_RIVER.exec(folded)?.[1];
  if (river !== undefined) return figuresIn(`${river} m`)[0]?.value;
  for (const m of folded.matchAll(WIDTH_SAID)) {
    if (OF_PLOT.test(m[1] as string)) continue;
    if (BOUND.test((m[1] as string).replace(/\bde\s*$/, "").trim() + " ")) return undefined;
    return figuresIn(`${m[2] as string} m`)[0]?.value;
  }
  return undefined;
}
