import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, NUM, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** Lei 14.300/2022, art. 27: the share of the Fio B paid on compensated energy, by year. */
const SHARE_BY_YEAR: Readonly<Record<number, number>> = { 2023: 15, 2024: 30, 2025: 45, 2026: 60, 2027: 75, 2028: 90 };

/** A system with the transition right of art. 26 (installed or requested before 07/01/2023): no Fio B. */
const TRANSITION = /\b(direito adquirido|antes de (7 de janeiro de |07\/01\/)?2023|ate (6|06) de janeiro de 2023|ate 2022|em 20(1\d|2[0-2]))\b/;

/**
 * "o Fio B é R$ 0,20 por kWh: em 2027, quanto pago por kWh injetado?" — the share the law sets for
 * that year times the Fio B the question gives (R-AI-8). Outside 2023–2028 the share is not the
 * law's schedule, and a system with the transition right pays none: the passage answers those.
 */
export function fioBCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\bfio b\b/.test(folded) || TRANSITION.test(folded)) return undefined;
  // The Fio B itself, said next to its amount ("o Fio B … é R$ 0,20 por kWh", "R$ 0,20/kWh de Fio B"),
  // not the energy tariff.
  const tariff = new RegExp(String.raw`fio b[^.?;]{0,45}?r\$\s*(${NUM})\s*(?:\/|por)\s*kwh|r\$\s*(${NUM})\s*(?:\/|por)\s*kwh\s+de fio b`).exec(folded);
  const amount = tariff?.[1] ?? tariff?.[2];
  if (amount === undefined || /\b(tarifa|conta)\b[^.?;]{0,20}r\$/.test(folded)) return undefined;
  // The year billed: one after "em" or "no ano de", not the year a system was approved or installed.
  const years = [...folded.matchAll(/\b(em|no ano de|para)\s+(20\d\d)\b/g)]
    .filter((m) => !/(homologad|instalad|pedid|protocolad|ligad|conectad)\w*\s+$/.test(folded.slice(Math.max(0, (m.index ?? 0) - 16), m.index)))
    .map((m) => Number(m[2]));
  if (new Set(years).size !== 1 || SHARE_BY_YEAR[years[0] as number] === undefined) return undefined;
  const year = years[0] as number;
  const share = SHARE_BY_YEAR[year] as number;
  const value = toNumber(amount);
  const paid = Math.round(value * share * 100) / 10000;
  const money = (x: number) => `R$ ${x.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
  return {
    lines: [
      `**Cálculo (Lei 14.300/2022, art. 27):** em ${year}, ${share}% do Fio B sobre a energia compensada: ${formatNumber(share)}% × ${money(value)} por kWh = **${money(paid)} por kWh**. Vale para o sistema sem o direito de transição do art. 26; confira o percentual e o Fio B na distribuidora.`,
    ],
    computed: [money(value), money(paid), `${share}%`, String(year)],
    passages: [passageById("lei14300-fio-b-transicao")],
  };
}
