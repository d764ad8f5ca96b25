import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, NUM, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** A power in watts ("6.600 W", "7500W", "5,5 kW"), in watts. */
function wattsIn(folded: string): number[] {
  return [...folded.matchAll(new RegExp(String.raw`(${NUM})\s*(kw|w)\b`, "g"))].map((m) => toNumber(m[1] as string) * (m[2] === "kw" ? 1000 : 1));
}

/** A voltage ("220 V", "127v"): the mains voltages a Brazilian circuit runs on. */
function voltsIn(folded: string): number[] {
  return [...folded.matchAll(/\b(\d{3})\s*v\b/g)].map((m) => Number(m[1])).filter((v) => v >= 100 && v <= 440);
}

/**
 * "chuveiro de 6.600 W em 220 V: qual a corrente do circuito?" — a resistive load draws I = P ÷ V
 * (R-AI-8). The breaker and the wire are chosen from that current by NBR 5410's tables for the
 * way the circuit is laid, which the question does not give: they are named, not picked.
 */
export function currentCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(corrente|amperagem|amperes?|amper)\b/.test(folded)) return undefined;
  // Three phases (√3) or a motor's power factor: not a resistive single-phase load.
  if (/\b(trifasic\w*|380|motor\w*|ar[- ]condicionado|compressor|bomba)\b/.test(folded)) return undefined;
  const watts = wattsIn(folded);
  const volts = voltsIn(folded);
  if (watts.length !== 1 || volts.length !== 1) return undefined;
  const [p, v] = [watts[0]!, volts[0]!];
  const amps = Math.round((p / v) * 10) / 10;
  const w = `${formatNumber(p)} W`;
  return {
    lines: [
      `**Cálculo (I = P ÷ V, carga resistiva monofásica):** ${w} ÷ ${formatNumber(v)} V = **${formatNumber(amps)} A** de corrente nominal.`,
      "Acima de 10 A o aparelho pede circuito independente (NBR 5410). A corrente nominal do disjuntor fica igual ou acima dessa corrente e não acima da que o fio suporta; a seção do fio sai das tabelas da norma para o modo de instalação, confirme com o projeto elétrico.",
    ],
    computed: [w, `${formatNumber(v)} V`, `${formatNumber(amps)} A`, formatNumber(amps), formatNumber(p), String(v), "10 A"],
    passages: [passageById("nbr5410-circuito-independente")],
  };
}
