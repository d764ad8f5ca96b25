import { formatMeters } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, lengthsIn } from "./quantities";
import type { Calculation } from "./types";

/** The Código Civil's distances from the neighbour's land (art. 1.301): facing it, and not. */
const FACING = 1.5;
const NOT_FACING = 0.75;

/** An opening the rule is about, and the boundary it is measured to. */
const OPENING = /\b(janelas?|varandas?|terracos?|sacadas?|eirados?)\b/;
const BOUNDARY = /\b(divisa|vizinho|vizinha|terreno vizinho|lote vizinho|linha divisoria)\b/;
/**
 * A window whose view does not fall on the boundary: perpendicular, to the side (art. 1.301, § 1º,
 * which is about windows only). An oblique view is not said to be one.
 */
const SIDEWAYS = /\b(perpendicular|de lado|lateral pra|nao (da|olha|fica) (de frente|para o vizinho|pro vizinho)|visao nao incide)\b/;
/** The question asks how far to move, or whether it may open it: not what the rule is. */
const ASKS_FOR_THE_CASE = /\b(quanto (tenho que |preciso |devo )?(recuar|afastar|falta)|recuar|afastar|posso (abrir|fazer|ter|construir|colocar)|pode (abrir|ter|fazer)|pode\?|posso\?|da pra (abrir|fazer)|consigo (abrir|fazer)|atende|cumpre|esta (certo|ok|dentro))/;
/** Another thing asked of the opening (its glass, guard, height, size): not the setback. */
const OTHER_SUBJECT = /\b(vidro|temperado|laminado|guarda-corpo|guarda corpo|peitoril|altura (minima|maxima)|largura|tamanho|area (minima|de ventilacao|de iluminacao)|esquadria|persiana|grade|tela)\b/;
/** Art. 1.301, § 2º: openings for light or air of at most 10 × 20 cm, more than 2 m above the floor. */
const SMALL_HIGH_OPENING = /\b10\s*(x|×|por)\s*20\s*(cm)?\b/;
/** Where the distance to the boundary is said: "a 1,10 m da divisa", "fica 1,10 m do vizinho". */
const DISTANCE_TO_BOUNDARY = /(?:a|fica|esta|com)\s+$/;

/**
 * "minha parede fica a 1,10 m da divisa e o cliente quer abrir uma janela de frente pro vizinho:
 * quanto recuar?" — the Código Civil (art. 1.301) keeps a window, terrace or balcony 1,50 m from
 * the neighbour's land, 0,75 m when its view does not fall on the boundary; what is missing from
 * the distance given is the setback (R-AI-8). A rural lot's 3 m (art. 1.303) is another rule.
 */
export function windowSetbackCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!OPENING.test(folded) || !BOUNDARY.test(folded) || !ASKS_FOR_THE_CASE.test(folded) || OTHER_SUBJECT.test(folded) || /\bzona rural|\brural\b/.test(folded)) return undefined;
  // The small high opening the law leaves out is its passage's answer, not a setback.
  if (SMALL_HIGH_OPENING.test(folded)) return undefined;
  // The one length said to be the distance to the boundary: "a 1,10 m da divisa".
  const given = lengthsIn(question).filter((l) => DISTANCE_TO_BOUNDARY.test(folded.slice(Math.max(0, l.at - 8), l.at)) && BOUNDARY.test(folded.slice(l.end, l.end + 24)));
  if (given.length !== 1) return undefined;
  const distance = given[0]!.value;
  // Only a window's distance drops to 0,75 m when it does not face the boundary; a terrace, a
  // balcony or an eirado keeps 1,50 m.
  const window = /\bjanelas?\b/.test(folded) && !/\b(varandas?|terracos?|sacadas?|eirados?)\b/.test(folded);
  const sideways = window && SIDEWAYS.test(folded);
  const needed = sideways ? NOT_FACING : FACING;
  const rule = sideways ? "a janela fica a no mínimo 0,75 m da divisa quando a visão não incide sobre ela" : `${window ? "a janela" : "a varanda, o terraço ou o eirado"} fica a no mínimo 1,50 m do terreno vizinho`;
  const missing = Math.round((needed - distance) * 100) / 100;
  const verdict =
    missing > 0
      ? `faltam ${formatMeters(needed)} − ${formatMeters(distance)} = **${formatMeters(missing)}**: é preciso recuar a abertura (ou a parede) ${formatMeters(missing)}${window ? ", ou abrir só o que a lei exclui (até 10 cm × 20 cm, acima de 2 m do piso)" : ""}`
      : `a distância já atende aos **${formatMeters(needed)}**: não é preciso recuar`;
  return {
    lines: [`**Cálculo (Código Civil, art. 1.301):** ${rule}; com ${formatMeters(distance)} até a divisa, ${verdict}.`],
    computed: [formatMeters(distance), formatMeters(needed), ...(missing > 0 ? [formatMeters(missing)] : []), "10 cm", "20 cm", "2 m"],
    passages: [passageById("cc-janela-divisa")],
  };
}
