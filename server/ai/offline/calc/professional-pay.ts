import { plural } from "#domain/addressing";
import { formatNumber } from "#server/ai/offline/format";
import { brl } from "#server/ai/offline/passages/cub";
import { passageById } from "#server/ai/offline/search";
import { fold, moneysIn } from "./quantities";
import type { Calculation } from "./types";

/** Lei 4.950-A/1966: 6 minimum wages for 6 hours a day (courses of 4 years or more). */
const BASE_WAGES = 6;
const BASE_HOURS = 6;
/** Each hour beyond the sixth is paid with 25% more (art. 6º), as the councils compute it. */
const EXTRA_HOUR = 1.25;

/**
 * "salário mínimo profissional para 8 horas, com salário mínimo de R$ 1.518,00?" — 6 minimum wages
 * for 6 hours, and each hour beyond with 25% more: 7 h → 7,25, 8 h → 8,5 minimum wages (R-AI-8).
 * Only for the employed professional's floor, 6 to 8 hours a day; the amount when the question
 * gives the minimum wage (the base does not date one).
 */
export function professionalPayCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  // The law's floor is the architect's, engineer's, agronomist's, chemist's or vet's with a course of
  // 4 years or more: not a mason's, a technician's, nor a shorter course's (5 minimum wages).
  if (!/(salario minimo profissional|4\.?950)/.test(folded) && !(/piso salarial/.test(folded) && /(arquitet|engenh|agronom|quimic|veterin)/.test(folded))) return undefined;
  if (/(tecnic[oa]s?\b|tecnolog|curso de [1-3] anos)/.test(folded)) return undefined;
  // The journey asked is the last one named: "6 salários mínimos para 6 horas… Para 8 horas, quanto dá?".
  const hours = [...folded.matchAll(/\b([678])\s*(?:h\b|horas)/g)].at(-1);
  if (!hours) return undefined;
  const h = Number(hours[1]);
  // The minimum wage is the amount the question gives as such, not a pay it quotes.
  const minimum = moneysIn(/salario minimo (?:de |e |=|:)?\s*(r\$\s*[\d.,]+)/.exec(folded)?.[1] ?? "").find((m) => m.value >= 500 && m.value <= 5000)?.value;
  // Six hours is the passage's own rule: worked out only in reais, or when "quanto" asks for it.
  if (h === BASE_HOURS && minimum === undefined && !/\bquanto\b/.test(folded)) return undefined;
  const wages = BASE_WAGES + (h - BASE_HOURS) * EXTRA_HOUR;
  const times = `${formatNumber(wages)} salários mínimos`;
  const lines = [
    `**Cálculo (Lei 4.950-A/1966):** ${BASE_WAGES} salários mínimos pelas ${BASE_HOURS} primeiras horas${h > BASE_HOURS ? ` e ${plural(h - BASE_HOURS, "hora", "horas")} a mais com acréscimo de 25% (${h - BASE_HOURS} × 1,25)` : ""}: **${times}** por mês para ${h} horas diárias.`,
  ];
  const computed = [times, formatNumber(wages), String(h), String(h - BASE_HOURS), "1,25", "6", "25%"];
  if (minimum !== undefined) {
    const amount = Math.round(wages * minimum * 100) / 100;
    lines.push(`Com o salário mínimo de ${brl(minimum)}: ${formatNumber(wages)} × ${brl(minimum)} = **${brl(amount)}**.`);
    computed.push(brl(minimum), brl(amount));
  }
  lines.push("É o piso do profissional com vínculo de emprego e curso de 4 anos ou mais; não se aplica aos honorários de quem presta serviço como autônomo.");
  return { lines, computed, passages: [passageById("lei4950a-salario-minimo-profissional")] };
}
