import { formatMeters, formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import type { Calculation } from "./types";
import { countBefore, fold, lengthRoles } from "./quantities";

const cm = (x: number) => `${formatNumber(Math.round(x * 10000) / 100)} cm`;
const m = formatMeters;

/**
 * The floor-to-floor height: "pé-direito de 2,60 m e laje de 20 cm" adds the two (each read by
 * the word beside it, in any order); else the length said to be the rise; else a lone length.
 */
function heightIn(question: string): { height: number; how?: string; parts?: string[] } | undefined {
  const folded = fold(question);
  const roles = lengthRoles(question);
  const rise = roles.find((l) => l.role === "rise" && l.value >= 0.5);
  const slab = roles.find((l) => l.role === "slab" && l.value < 0.5);
  if (rise && slab && /pe[- ]?direito/.test(folded)) {
    const total = rise.value + slab.value;
    return { height: total, how: `${m(rise.value)} de pé-direito + ${m(slab.value)} de laje = ${m(total)}`, parts: [m(rise.value), m(slab.value)] };
  }
  if (rise) return { height: rise.value };
  // One length of a storey's size, beside step sizes ("escada de 3 m com espelho de 17 cm").
  const others = roles.filter((l) => l.role === "other" && l.value >= 0.5);
  if (roles.length === 1 && others.length === 1) return { height: others[0]!.value };
  // "2e + p = 63 cm" is Blondel's sum, not a height to climb.
  const storeys = others.filter((l) => l.value >= 1);
  return storeys.length === 1 && roles.every((l) => l === storeys[0] || l.value < 0.5) ? { height: storeys[0]!.value } : undefined;
}

/**
 * "quantos degraus para vencer 2,88 m?" or "2,80 m com 16 degraus: espelho e piso?" — riser
 * heights between 16 and 18 cm, tread by Blondel (2e + p = 64 cm, inside 63–64 of the NBR 9077
 * and 63–65 of the NBR 9050), constant along the flight.
 */
export function stairCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/(escada|degraus?|espelho)/.test(folded) || /\brampa/.test(folded)) return undefined;
  if (!/(quantos|quantas|qual|quanto|calcul|dimension|numero|blondel|\bpiso\b|espelho)/.test(folded)) return undefined;
  // The height must be the one to climb: "escada de 1,20 m de largura" is not a stair to size.
  if (!/(degrau|espelho|desnivel|pe[- ]?direito|piso a piso|entre pisos|vencer|subir|blondel|altura (a vencer|total|entre))/.test(folded)) return undefined;
  const h = heightIn(question);
  if (!h || h.height < 0.5 || h.height > 8) return undefined;
  // "…com espelho de 18 cm: quantos degraus?": the riser asked for sets the count, rounded up so
  // that no step is higher than it.
  const riserGiven = stepLength(folded, RISER);
  const countGiven = countBefore(question, "degraus?|espelhos?");
  const given = countGiven ?? (riserGiven ? Math.ceil(h.height / riserGiven - 1e-9) : undefined);
  const emergency = /(9077|emergencia|incendio|bombeiro)/.test(folded);
  const options = given
    ? [given]
    : [...Array(60).keys()].map((i) => i + 1).filter((n) => h.height / n >= 0.16 - 1e-9 && h.height / n <= 0.18 + 1e-9);
  if (options.length === 0) return undefined;
  // The most comfortable riser is near 17 cm: recommend that one.
  const best = options.reduce((a, b) => (Math.abs(h.height / b - 0.17) < Math.abs(h.height / a - 0.17) ? b : a));
  const riser = h.height / best;
  const tread = 0.64 - 2 * riser;
  const computed = [...(h.parts ?? []), m(h.height), String(best), String(best - 1), cm(riser), cm(tread), cm(2 * riser), m((best - 1) * tread)];
  const lines = [
    `**Cálculo (Blondel):** desnível de ${h.how ?? m(h.height)}.` +
      (riserGiven && !countGiven
        ? ` Com espelho de até ${cm(riserGiven)}: ${m(h.height)} ÷ ${cm(riserGiven)} dá **${best} degraus** de **${cm(riser)}**${Math.abs(riser - riserGiven) > 1e-9 ? " (arredondado para cima, para nenhum degrau passar do espelho pedido)" : ""}.`
        : given
        ? ` Com ${given} degraus, o espelho é ${m(h.height)} ÷ ${given} = **${cm(riser)}**${riser < 0.16 - 1e-9 || riser > 0.18 + 1e-9 ? " — fora da faixa de 16 a 18 cm: mude o número de degraus" : ""}.`
        : ` Espelhos entre 16 e 18 cm dão ${options.map((n) => { computed.push(String(n), cm(h.height / n)); return `${n} degraus de ${cm(h.height / n)}`; }).join(", ")}; o mais confortável é **${best} degraus** de **${cm(riser)}**.`),
    `Pela fórmula de Blondel (2e + p = 64 cm): p = 64 − 2 × ${formatNumber(Math.round(riser * 10000) / 100)} = **${cm(tread)}** de piso, com ${best - 1} pisos e cerca de ${m((best - 1) * tread)} de projeção horizontal. Confira a largura, os patamares e os corrimãos da escada.`,
  ];
  const rules = emergency
    ? [passageById("nbr9077-degraus"), passageById("blondel-9050-x-9077")]
    : [passageById("nbr9050-escada-degraus"), passageById("blondel-9050-x-9077")];
  return { lines, computed, passages: rules };
}

/** A riser or a tread given in cm (or in m, under half a metre): "espelho de 17 cm", "piso de 0,28 m". */
function stepLength(folded: string, words: string): number | undefined {
  const match = new RegExp(`\\b(?:${words})\\b[^\\d?]{0,20}?(\\d+(?:[.,]\\d+)?)\\s*(cm|m)\\b`).exec(folded);
  if (!match) return undefined;
  const value = Number((match[1] as string).replace(",", ".")) / (match[2] === "cm" ? 100 : 1);
  return value > 0 && value < 0.5 ? value : undefined;
}

const RISER = "espelho|altura do degrau";
const TREAD = "piso|pisada|profundidade do degrau";

/**
 * "espelho de 17 cm: qual o piso mínimo?" or "piso de 28 cm: qual o espelho?" — one dimension of
 * the step given, the other by Blondel's ranges: 63–64 cm in the NBR 9077, 63–65 cm in the NBR
 * 9050 (both quoted), worked out on the question's figure.
 */
export function blondelStepCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/(escada|degraus?|espelho|blondel)/.test(folded) || /\brampa/.test(folded)) return undefined;
  const riser = stepLength(folded, RISER);
  const tread = stepLength(folded, TREAD);
  if ((riser === undefined) === (tread === undefined)) return undefined;
  const asksTread = riser !== undefined && /\b(piso|pisada|profundidade)\b/.test(folded.replace(new RegExp(`\\b(?:${RISER})\\b[^\\d?]{0,20}?\\d+(?:[.,]\\d+)?\\s*(?:cm|m)\\b`), ""));
  const asksRiser = tread !== undefined && /\b(espelho|altura do degrau)\b/.test(folded);
  if (!asksTread && !asksRiser) return undefined;
  const emergency = /(9077|emergencia|incendio|bombeiro)/.test(folded);
  const rules = emergency
    ? [passageById("nbr9077-degraus"), passageById("blondel-9050-x-9077")]
    : [passageById("blondel-9050-x-9077"), passageById("nbr9050-escada-degraus")];
  if (riser !== undefined) {
    const least = 0.63 - 2 * riser;
    const most9077 = 0.64 - 2 * riser;
    const most9050 = 0.65 - 2 * riser;
    const outOfRange = riser < 0.16 - 1e-9 || riser > 0.18 + 1e-9;
    const lines = [
      `**Cálculo (Blondel):** com espelho de ${cm(riser)}, 2e = ${cm(2 * riser)}. O piso mínimo é 63 − ${formatNumber(Math.round(riser * 20000) / 100)} = **${cm(least)}**; ` +
        `o máximo é **${cm(most9077)}** pela NBR 9077 (63 a 64 cm) e **${cm(most9050)}** pela NBR 9050 (63 a 65 cm).` +
        (outOfRange ? " Esse espelho está fora da faixa de 16 a 18 cm das duas normas: mude a altura do degrau." : "") +
        (least < 0.28 - 1e-9 ? ` Pela NBR 9050 o piso também não fica abaixo de 28 cm.` : ""),
    ];
    return { lines, computed: [cm(riser), cm(2 * riser), cm(least), cm(most9077), cm(most9050)], passages: rules };
  }
  const t = tread as number;
  const lowest = (0.63 - t) / 2;
  const highest9077 = (0.64 - t) / 2;
  const highest9050 = (0.65 - t) / 2;
  const lines = [
    `**Cálculo (Blondel):** com piso de ${cm(t)}, 2e fica entre 63 − ${formatNumber(Math.round(t * 10000) / 100)} e 64 − ${formatNumber(Math.round(t * 10000) / 100)} cm: ` +
      `espelho de **${cm(lowest)}** a **${cm(highest9077)}** pela NBR 9077 (até **${cm(highest9050)}** pela NBR 9050), sempre entre 16 e 18 cm.`,
  ];
  return { lines, computed: [cm(t), cm(lowest), cm(highest9077), cm(highest9050)], passages: rules };
}

/**
 * "escada de 16 degraus com piso de 28 cm: quanto ocupa em planta?" — the flight's horizontal
 * run: a flight of n steps has n − 1 treads, since the last riser lands on the floor above. With a
 * riser given too, the height it climbs (n × riser).
 */
export function stairRunCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/(escada|degraus?|lance)/.test(folded) || /\brampa/.test(folded)) return undefined;
  if (!/(comprimento|projecao|ocupa|em planta|extensao|quanto (mede|tem) o lance|tamanho do lance)/.test(folded)) return undefined;
  const count = countBefore(question, "degraus?|espelhos?");
  const tread = stepLength(folded, TREAD);
  if (count === undefined || tread === undefined || count < 2 || count > 40) return undefined;
  const riser = stepLength(folded, RISER);
  const treads = count - 1;
  const run = treads * tread;
  const lines = [
    `**Cálculo:** um lance de ${count} degraus tem ${count} espelhos e **${treads} pisos**, porque o último degrau chega no próprio piso do pavimento de cima. ` +
      `A projeção horizontal é ${treads} × ${cm(tread)} = **${m(run)}**, sem contar os patamares.` +
      (riser !== undefined ? ` Com espelho de ${cm(riser)}, o lance vence ${count} × ${cm(riser)} = **${m(count * riser)}** de altura.` : ""),
  ];
  const emergency = /(9077|emergencia|incendio|bombeiro)/.test(folded);
  lines.push(
    emergency
      ? "Some a esse comprimento os patamares que a escada de emergência exigir e confira o piso e o espelho pela fórmula de Blondel."
      : "Some a esse comprimento os patamares (pela NBR 9050, um a cada 3,20 m de desnível e em cada mudança de direção) e confira o piso e o espelho pela fórmula de Blondel.",
  );
  const computed = [String(count), String(treads), cm(tread), m(run), ...(riser !== undefined ? [cm(riser), m(count * riser)] : [])];
  const rules = emergency
    ? [passageById("nbr9077-degraus"), passageById("blondel-9050-x-9077")]
    : [passageById("nbr9050-escada-degraus"), passageById("nbr9050-escada-patamares"), passageById("blondel-9050-x-9077")];
  return { lines, computed, passages: rules };
}
