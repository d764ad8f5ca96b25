import { formatMeters, formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import type { Calculation } from "./types";
import { countBefore, fold, lengthRoles, lengthsIn, riseIn, slopeIn } from "./quantities";
import { plural } from "#domain/addressing";

/**
 * NBR 9050 (item 6.6.2): the highest rise one segment may take at each slope band, and how many
 * segments. Above 8,33% only reforms, with their own limits; above 12,5% no ramp is accessible.
 */
function band(slope: number): { cap: number; maxSegments?: number; reform: boolean } | undefined {
  if (slope <= 5) return { cap: 1.5, reform: false };
  if (slope <= 6.25) return { cap: 1, reform: false };
  if (slope <= 100 / 12 + 1e-9) return { cap: 0.8, maxSegments: 15, reform: false };
  if (slope <= 10) return { cap: 0.2, maxSegments: 4, reform: true };
  if (slope <= 12.5) return { cap: 0.075, maxSegments: 1, reform: true };
  return undefined;
}

/** 8,33% and 6,25% are how 1:12 and 1:16 are written: use the exact ratio. */
const exact = (slope: number) => (Math.abs(slope - 8.33) < 0.01 ? 100 / 12 : slope);

const meters = formatMeters;

/** The rise asked: "3 degraus de 17 cm" → 0,51 m; else the length the question says is the rise. */
function riseAsked(question: string): { rise: number; how?: string; steps?: number } | undefined {
  const folded = fold(question);
  const steps = countBefore(question, "degraus?");
  const lengths = lengthsIn(question);
  if (steps !== undefined && steps > 1 && lengths.length > 0 && /degraus?\s+de\s+\d/.test(folded)) {
    const riser = lengths[0]!.value;
    return { rise: steps * riser, steps, how: `${steps} degraus × ${formatNumber(riser * 100)} cm = ${meters(steps * riser)}` };
  }
  const rise = riseIn(question);
  return rise !== undefined && rise > 0 && rise <= 20 ? { rise } : undefined;
}

/** A slope named as the limit a result is checked against ("passa no limite de 8,33%?"). */
const LIMIT_TO_CHECK = /\b(?:(?:passa|fica|esta) (?:n[oa]|dentro d[oa]) (?:limite|maximo|maxima)|limite|atende (?:a|ao|o)|respeita (?:a|o)|dentro d[oa] (?:limite|maximo|maxima))\s+(?:(?:de|do|da|maximo|maxima)\s+)*\d{1,2}(?:,\d{1,2})?\s*%/gi;

const RULES = () => [passageById("nbr9050-rampas"), passageById("nbr9050-rampa-patamares")];

/**
 * "rampa para vencer 1,20 m com 8,33%: qual o comprimento e quantos patamares?" — length
 * c = h × 100 / i, segments by the rise each may take, landings between them (NBR 9050); and the
 * reverse, "rampa de 9,60 m a 8,33%: qual o desnível?" — h = c × i / 100. Vehicle ramps are not
 * NBR 9050's: no calculation.
 */
export function rampCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\brampas?\b/.test(folded) || /(garage|veicul|carro|automove|caminh)/.test(folded)) return undefined;
  // "…qual a inclinação? passa no limite de 8,33%?": a slope named as the limit to check against is
  // not the ramp's own.
  const typed = slopeIn(fold(question).replace(LIMIT_TO_CHECK, " "));
  const run = lengthRoles(question).find((l) => l.role === "run");
  if (run && typed !== undefined && /(desnivel|altura|quanto (sobe|vence))/.test(folded) && !riseIn(question)) {
    const rise = (run.value * exact(typed)) / 100;
    return {
      lines: [`**Cálculo (NBR 9050):** com ${meters(run.value)} de projeção horizontal a ${formatNumber(typed)}%, o desnível vencido é h = c × i / 100 = **${meters(rise)}**.`],
      computed: [meters(run.value), meters(rise), `${formatNumber(typed)}%`],
      passages: RULES(),
    };
  }
  // "qual a inclinação?", "que inclinação fica?", "dá quantos % de inclinação?".
  // A telegraphic question opens with the measure: "inclinação de uma rampa com…?".
  const asksSlope = /\b(qual|quanto|quantos|que|quala)\b.{0,20}(\b(inclinacao|declividade|porcentagem)\b|%)|^\s*(a\s+)?(inclinacao|declividade)\b/.test(folded);
  const given = riseIn(question);
  // "desnível de 0,5 m e projeção horizontal de 7 m: qual a inclinação?" — i = h × 100 / c, then
  // the band the slope falls in says whether one segment may take that rise.
  if (asksSlope && run && given !== undefined && given > 0 && typed === undefined) {
    const slope = (given * 100) / run.value;
    const limits = band(slope);
    const fits = limits !== undefined && !limits.reform && given <= limits.cap + 1e-9;
    return {
      lines: [
        `**Cálculo (NBR 9050):** com desnível de ${meters(given)} em ${meters(run.value)} de projeção horizontal, a inclinação é i = h × 100 / c = ${meters(given)} × 100 / ${meters(run.value)} = **${formatNumber(slope)}%**.`,
        limits === undefined
          ? "Acima de 12,5% a NBR 9050 não admite rampa acessível, nem em reforma."
          : fits
            ? `Nessa inclinação um segmento pode vencer até ${meters(limits.cap)}: o desnível de ${meters(given)} cabe num segmento.`
            : limits.reform
              ? `Acima de 8,33% a NBR 9050 só admite rampas em reformas, com no máximo ${meters(limits.cap)} por segmento.`
              : `Nessa inclinação cada segmento vence no máximo ${meters(limits.cap)}: o desnível pede patamares intermediários.`,
      ],
      computed: [meters(given), meters(run.value), `${formatNumber(slope)}%`, ...(limits ? [meters(limits.cap)] : [])],
      passages: RULES(),
    };
  }
  // "rampa vencendo 0,5 m num segmento: qual a inclinação máxima?" — the steepest band whose
  // rise per segment takes it (NBR 9050, 6.6.2), in new work.
  if (asksSlope && /\b(maxim[ao]|admissivel|permitid[ao]|pode ter)\b/.test(folded) && !run && typed === undefined && given !== undefined && given > 0 && given <= 1.5) {
    const slope = given <= 0.8 ? "8,33%" : given <= 1 ? "6,25%" : "5%";
    const cap = given <= 0.8 ? 0.8 : given <= 1 ? 1 : 1.5;
    return {
      lines: [
        `**NBR 9050:** para vencer ${meters(given)} num segmento, a inclinação máxima em obra nova é **${slope}**: nessa faixa cada segmento vence até ${meters(cap)}.`,
      ],
      computed: [meters(given), slope, meters(cap)],
      passages: RULES(),
    };
  }
  if (!/(comprimento|quantos metros|tamanho|extensao|patamar|patamares|segmento|vencer|desnivel|subir|trocar|calcul)/.test(folded)) return undefined;
  const rise = riseAsked(question);
  if (!rise) return undefined;
  const slope = exact(typed ?? 100 / 12);
  const shownSlope = `${formatNumber(typed ?? 8.33)}%`;
  const length = (rise.rise * 100) / slope;
  const limits = band(slope);
  const computed = [meters(rise.rise), meters(length), shownSlope, String(rise.steps ?? "")];
  const lines = [
    `**Cálculo (NBR 9050):** ${rise.how ? `desnível de ${rise.how}; ` : ""}com inclinação de ${shownSlope}${typed === undefined ? " (a máxima em obra nova)" : ""}, o comprimento horizontal da rampa é c = h × 100 / i = ${meters(rise.rise)} × 100 / ${shownSlope.replace("%", "")} = **${meters(length)}**.`,
  ];
  if (!limits) {
    lines.push("Acima de 12,5% a NBR 9050 não admite rampa acessível, nem em reforma: reduza a inclinação ou use plataforma elevatória.");
    return { lines, computed, passages: RULES() };
  }
  const segments = Math.max(1, Math.ceil(rise.rise / limits.cap - 1e-9));
  const between = segments - 1;
  const total = length + between * 1.2;
  computed.push(meters(limits.cap), String(segments), String(between), meters(total));
  if (limits.maxSegments !== undefined && segments > limits.maxSegments) {
    lines.push(`Nessa inclinação cada segmento vence no máximo ${meters(limits.cap)} e a norma admite até ${plural(limits.maxSegments, "segmento", "segmentos")}: o desnível pede ${segments}, então essa rampa não atende — reduza a inclinação.`);
  } else {
    lines.push(
      `Nessa inclinação cada segmento vence no máximo ${meters(limits.cap)}: ${segments === 1 ? "basta **1 segmento**, sem patamar intermediário" : `são **${plural(segments, "segmento", "segmentos")}** e **${plural(between, "patamar intermediário", "patamares intermediários")}**`}, além dos patamares do início e do fim (no mínimo 1,20 m no sentido do percurso)${between > 0 ? `; com os intermediários, a rampa ocupa cerca de ${meters(total)} em linha reta` : ""}.`,
    );
  }
  const passages = RULES();
  if (limits.reform) {
    lines.push("Atenção: acima de 8,33% a NBR 9050 só admite rampas em reformas, quando não houver outra solução, com os limites por segmento acima.");
    passages.splice(1, 0, passageById("nbr9050-rampas-reforma"));
  }
  if (slope < 5) lines.push("Com menos de 5% de inclinação, a NBR 9050 já não trata o piso como rampa.");
  return { lines, computed, passages };
}
