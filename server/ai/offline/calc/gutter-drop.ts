import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, lengthsIn, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** A gutter or a flat slab draining to its outlets (NBR 10844), not a roof's pitch nor a ramp. */
const GUTTER = /\b(calhas?|lajes? (plana|impermeabilizada|de cobertura|horizonta\w*))\b/;
/** The drop between its ends is asked. */
const DROP_ASKED = /\b(desnivel|diferenca de (altura|nivel|cota)|quanto (ela |ele )?(tem que |precisa |deve )?(cai|cair|desce|descer|baixa|abaixa)|entre as (duas )?pontas|de uma ponta a outra)\b/;
const SLOPE = /(\d+(?:,\d+)?)\s*%/;

/**
 * "Calha de beiral com 12 m e a inclinação mínima de 0,5%: qual o desnível entre as pontas?" — the
 * drop is the length times the slope; NBR 10844 asks gutters of eaves and parapets, and flat slabs,
 * at least 0,5%. The slope the question gives is used (said when it is below the minimum); without
 * one, the minimum (R-AI-8).
 */
export function gutterDropCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!GUTTER.test(folded) || !DROP_ASKED.test(folded) || /\b(rampa|telhado|telha|agua[- ]furtada)\b/.test(folded)) return undefined;
  const lengths = lengthsIn(question).filter((l) => l.value >= 0.5 && l.value <= 500);
  if (lengths.length !== 1) return undefined;
  const run = lengths[0]!.value;
  const given = SLOPE.exec(folded)?.[1];
  const slope = given === undefined ? 0.5 : toNumber(given);
  if (!(slope > 0 && slope <= 20)) return undefined;
  const drop = (run * slope) / 100;
  const cm = `${formatNumber(Math.round(drop * 1000) / 10)} cm`;
  const below = slope < 0.5 ? " Fica abaixo do mínimo de 0,5% da NBR 10844." : "";
  return {
    lines: [
      `**Cálculo (NBR 10844):** ${formatNumber(run)} m × ${formatNumber(slope)}% = **${cm}** de desnível entre as pontas${given === undefined ? ", com o caimento mínimo de 0,5%" : ""}.${below}`,
    ],
    computed: [`${formatNumber(run)} m`, `${formatNumber(slope)}%`, cm, "0,5%"],
    passages: [passageById("nbr10844-calhas-caimento")],
  };
}
