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
  const inMillimetres = /\b(\d{2,3})\s*mm\b/.exec(folded);
  const diameter = /\bdn\s*(\d{2,3})\b/.exec(folded)?.[1] ?? inMillimetres?.[1];
  const dn = diameter === undefined ? undefined : Number(diameter);
  if (dn !== undefined && dn > 75 && dn < 100) return undefined;
  const m = (x: number) => `${formatNumber(x)} m`;
  const cm = (x: number) => `${formatNumber(Math.round(x * 1000) / 10)} cm`;
  // "6 m de comprimento e 12 cm de desnível, qual a declividade?": the slope from the run and the
  // drop given, against the minimum of the pipe's diameter (or both) and the 5% maximum.
  // The pipe's diameter written in millimetres is no length of the run (by its place, not its value:
  // "DN 100 … 10 cm" keeps its drop).
  const lengths = lengthsIn(question).filter((l) => l.value > 0 && l.value <= 200 && l.at !== inMillimetres?.index);
  if (/\b(qual|quanto|quantos)\b[^?]*(declividade|inclinacao|caimento|%|porcentagem|percentual)/.test(folded) && lengths.length === 2) {
    const [run, drop] = [Math.max(...lengths.map((l) => l.value)), Math.min(...lengths.map((l) => l.value))];
    const slope = Math.round((drop / run) * 10000) / 100;
    const minimum = dn === undefined ? undefined : dn <= 75 ? 2 : 1;
    const verdict =
      slope > 5
        ? "Passa da declividade máxima de 5%."
        : minimum !== undefined
          ? slope >= minimum
            ? `Atende ao mínimo de ${minimum}% para DN ${dn} e fica dentro do máximo de 5%.`
            : `Fica abaixo do mínimo de ${minimum}% para DN ${dn}.`
          : slope >= 2
            ? "Atende ao mínimo de 2% (DN 75 ou menor) e ao de 1% (DN 100 ou maior), dentro do máximo de 5%."
            : slope >= 1
              ? "Atende ao mínimo de 1% só para DN 100 ou maior; DN 75 ou menor pede 2%."
              : "Fica abaixo do mínimo de 1% (DN 100 ou maior) e do de 2% (DN 75 ou menor).";
    return {
      lines: [`**Cálculo (NBR 8160):** declividade = desnível ÷ comprimento = ${cm(drop)} ÷ ${m(run)} = **${formatNumber(slope)}%**.`, verdict],
      computed: [m(run), cm(drop), `${formatNumber(slope)}%`, formatNumber(slope), "2%", "1%", "5%", ...(dn !== undefined ? [String(dn)] : [])],
      passages: [passageById("nbr8160-declividade")],
    };
  }
  // The run: a length in metres that is not the pipe's diameter.
  const run = lengths.find((l) => l.value >= 0.3)?.value;
  if (run === undefined) return undefined;
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
