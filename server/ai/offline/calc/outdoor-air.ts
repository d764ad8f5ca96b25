import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { countBefore, fold } from "./quantities";
import type { Calculation } from "./types";

/** Outdoor air a person needs in a room with air conditioning, Anvisa's RE 9/2003 (m³/h). */
const PER_PERSON = 27;
/** The same where people come and go a lot (alta rotatividade). */
const PER_PERSON_HIGH_TURNOVER = 17;

/**
 * The outdoor air asked by its name ("vazão de ar externo", "renovação de ar", "ar novo"): not a
 * licence's or a PMOC's renewal, a water or a drain's flow, a kitchen hood's exhaust.
 */
const AIR_ASKED = /\b(ar externo|ar exterior|ar novo|renovacao d[oe] ar|vazao de ar|taxa de renovacao)\b/;
const NOT_OUTDOOR_AIR = /\b(exaust\w*|coifa|dreno|agua|alvara|licenca)\b/;
/** Air conditioning, or the resolution itself. */
const CONDITIONED = /\b(climatiza\w*|ar[- ]condicionado|re\s*0?9|resolucao 0?9|anvisa|pmoc)\b/;
/** Who breathes it: people, pupils, seats. */
const PEOPLE = "pessoas|alunos|ocupantes|funcionarios|usuarios|lugares|colaboradores|clientes|frequentadores|pacientes";

/**
 * "Sala climatizada para 40 alunos: qual a vazão mínima de ar externo pela RE 9?" — Anvisa's RE
 * 9/2003 asks at least 27 m³/h of outdoor air per person in a room with air conditioning for
 * public and collective use, 17 m³/h where people come and go a lot (R-AI-8). The flow is that
 * rate times the people the room holds.
 */
export function outdoorAirCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!AIR_ASKED.test(folded) || NOT_OUTDOOR_AIR.test(folded) || !CONDITIONED.test(folded) || !/\b(quant[oa]s?|qual)\b/.test(folded)) return undefined;
  const people = countBefore(folded, PEOPLE);
  if (people === undefined || people < 1 || people > 100_000) return undefined;
  const highTurnover = /\b(alta rotatividade|rotatividade alta|muita rotatividade)\b/.test(folded);
  const rate = highTurnover ? PER_PERSON_HIGH_TURNOVER : PER_PERSON;
  const flow = people * rate;
  const other = highTurnover
    ? `sem alta rotatividade, seriam ${formatNumber(people * PER_PERSON)} m³/h (27 m³/h por pessoa)`
    : `com alta rotatividade de pessoas, a resolução admite 17 m³/h por pessoa: ${formatNumber(people * PER_PERSON_HIGH_TURNOVER)} m³/h`;
  return {
    lines: [
      `**Cálculo (Anvisa, RE 9/2003):** ${formatNumber(people)} pessoas × ${rate} m³/h = **${formatNumber(flow)} m³/h** de ar externo, no mínimo; ${other}. ` +
        "O projeto de climatização confere essa vazão com a norma de ventilação e qualidade do ar interior da ABNT e a mantém no PMOC do sistema.",
    ],
    computed: [formatNumber(people), formatNumber(flow), formatNumber(people * PER_PERSON), formatNumber(people * PER_PERSON_HIGH_TURNOVER), "27", "17"],
    passages: [passageById("anvisa-re9-renovacao-ar")],
  };
}
