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
/** A window whose view does not fall on the boundary: perpendicular, to the side. */
const SIDEWAYS = /\b(perpendicular|de lado|lateral pra|nao (da|olha|fica) (de frente|para o vizinho|pro vizinho)|visao (nao incide|obliqua))\b/;
/** The question asks how far to move, or whether it may: not what the rule is. */
const ASKS_FOR_THE_CASE = /\b(quanto|recuar|afastar|posso|pode|da pra|consigo|atende|cumpre)\b/;
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
  if (!OPENING.test(folded) || !BOUNDARY.test(folded) || !ASKS_FOR_THE_CASE.test(folded) || /\bzona rural|\brural\b/.test(folded)) return undefined;
  // The one length said to be the distance to the boundary: "a 1,10 m da divisa".
  const given = lengthsIn(question).filter((l) => DISTANCE_TO_BOUNDARY.test(folded.slice(Math.max(0, l.at - 8), l.at)) && BOUNDARY.test(folded.slice(l.end, l.end + 24)));
  if (given.length !== 1) return undefined;
  const distance = given[0]!.value;
  const sideways = SIDEWAYS.test(folded);
  const needed = sideways ? NOT_FACING : FACING;
  const rule = sideways ? "0,75 m quando a visão não incide sobre a divisa" : "1,50 m do terreno vizinho";
  const missing = Math.round((needed - distance) * 100) / 100;
  const verdict =
    missing > 0
      ? `faltam ${formatMeters(needed)} − ${formatMeters(distance)} = **${formatMeters(missing)}**: é preciso recuar a abertura (ou a parede) ${formatMeters(missing)}, ou abrir só o que a lei exclui (até 10 cm × 20 cm, acima de 2 m do piso)`
      : `a distância já atende aos **${formatMeters(needed)}**: não é preciso recuar`;
  return {
    lines: [`**Cálculo (Código Civil, art. 1.301):** a janela, o terraço ou a varanda fica a no mínimo ${rule}; com ${formatMeters(distance)} até a divisa, ${verdict}.`],
    computed: [formatMeters(distance), formatMeters(needed), ...(missing > 0 ? [formatMeters(missing)] : []), "10 cm", "20 cm", "2 m"],
    passages: [passageById("cc-janela-divisa")],
  };
}
