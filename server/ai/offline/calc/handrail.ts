import { formatMeters } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, lengthsIn } from "./quantities";
import type { Calculation } from "./types";

/** NBR 9050: a handrail continues at least 0,30 m past each end of the ramp or the stair. */
const EXTENSION = 0.3;

/**
 * "rampa com 4,00 m de comprimento; qual o comprimento total de cada corrimão?": the flight's
 * length plus the extension at both ends (R-AI-8: a rule worked out, labelled as such). The
 * extension the question gives ("prolongar 30 cm em cada ponta") is used, else the norm's 0,30 m.
 */
export function handrailLengthCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\bcorrimao|\bcorrimaos/.test(folded) || !/\bcomprimento\b/.test(folded) || !/\b(rampa|escada|lance)\b/.test(folded)) return undefined;
  if (!/\b(qual|quanto|quantos)\b[^?]*\bcomprimento\b[^?]*\bcorrimao|\bcorrimao\b[^?]*\b(qual|quanto)\b[^?]*\bcomprimento\b/.test(folded)) return undefined;
  const lengths = lengthsIn(question);
  // The extension is the length said with "prolong…"/"passar" around it; the flight, the other one.
  const isExtension = (l: { at: number; end: number }) => /prolong|passar|alem|extremidade|ponta/.test(folded.slice(Math.max(0, l.at - 40), l.end + 25));
  const flight = lengths.filter((l) => !isExtension(l) && l.value >= 1);
  if (flight.length !== 1) return undefined;
  const given = lengths.find((l) => isExtension(l) && l.value < 1);
  const extension = given?.value ?? EXTENSION;
  if (extension < EXTENSION - 1e-9) return undefined;
  const run = flight[0]!.value;
  const total = run + 2 * extension;
  return {
    lines: [
      `**Cálculo (NBR 9050, prolongamento do corrimão):** ${formatMeters(run)} + 2 × ${formatMeters(extension)} = **${formatMeters(total)}** por corrimão.`,
      `A norma pede que o corrimão continue pelo menos ${formatMeters(EXTENSION)} além de cada extremidade${given ? "" : " (o valor usado aqui)"}. Se o comprimento informado for a projeção horizontal de uma rampa, o trecho inclinado do corrimão é um pouco maior que ela.`,
    ],
    computed: [formatMeters(run), "2", formatMeters(extension), formatMeters(total)],
    passages: [passageById("nbr9050-corrimao-prolongamento")],
  };
}
