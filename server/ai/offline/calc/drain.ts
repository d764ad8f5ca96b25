import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, lengthsIn } from "./quantities";
import type { Calculation } from "./types";

/**
 * "ramal de esgoto de 75 mm com 3 m: qual o desnível mínimo?" — NBR 8160: branches and
 * sub-collectors slope at least 2% up to DN 75 and 1% from DN 100; the drop is the length times
 * that slope. Without a diameter, both drops are given, each with its diameter.
 */
export function drainDropCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/(esgoto|ramal|ramais|subcoletor|coletor)/.test(folded) || /(pluvia|chuva|calha|agua fria|agua quente)/.test(folded)) return undefined;
  if (!/(desnivel|caimento|quanto (desce|cai|abaixa)|diferenca de (altura|nivel)|rebaixo)/.test(folded)) return undefined;
  const diameter = /\bdn\s*(\d{2,3})\b/.exec(folded)?.[1] ?? /\b(\d{2,3})\s*mm\b/.exec(folded)?.[1];
  const dn = diameter === undefined ? undefined : Number(diameter);
  if (dn !== undefined && dn > 75 && dn < 100) return undefined;
  // The run: a length in metres that is not the pipe's diameter.
  const run = lengthsIn(question).find((l) => l.value >= 0.3 && l.value <= 200)?.value;
  if (run === undefined) return undefined;
  const m = (x: number) => `${formatNumber(x)} m`;
  const cm = (x: number) => `${formatNumber(Math.round(x * 1000) / 10)} cm`;
  const slopes = dn === undefined ? [2, 1] : [dn <= 75 ? 2 : 1];
  const drops = slopes.map((s) => ({ s, drop: (run * s) / 100 }));
  const of = (s: number) => (s === 2 ? "DN 75 ou menor" : "DN 100 ou maior");
  const line =
    dn === undefined
      ? `**Cálculo (NBR 8160):** ${m(run)} de tubulação: ${drops.map((d) => `${of(d.s)}, ${d.s}% → **${cm(d.drop)}**`).join("; ")}.`
      : `**Cálculo (NBR 8160):** DN ${dn}, declividade mínima de ${slopes[0]}%: ${m(run)} × ${slopes[0]}% = **${cm(drops[0]!.drop)}** de desnível.`;
  return {
    lines: [line, "É o mínimo: a declividade máxima é de 5%."],
    computed: [m(run), ...drops.map((d) => cm(d.drop)), ...(dn !== undefined ? [String(dn)] : [])],
    passages: [passageById("nbr8160-declividade")],
  };
}
