import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, NUM, toNumber } from "./quantities";
import type { Calculation } from "./types";

/** The professions' reduction of IBS and CBS (LC 214/2025, art. 127): 30% off the standard rate. */
const REDUCTION = 30;

/**
 * "Se a alíquota padrão de IBS+CBS ficar em 27%, quanto um escritório de arquitetura pagaria com a
 * redução das profissões regulamentadas?" — the standard rate the question supposes times 70%:
 * 27% × 0,7 = 18,9%. The rate is the question's own (the reference rates are not fixed yet).
 */
export function feeTaxRateCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(ibs|cbs)\b/.test(folded) || !/\breduc\w*/.test(folded)) return undefined;
  if (!/\b(arquitet\w*|profiss\w* regulamentad\w*|profissionais liberais|profissao|profissoes)\b/.test(folded)) return undefined;
  // A Simples Nacional company pays IBS and CBS within its single monthly rate, not by this sum.
  if (/\bsimples\b/.test(folded)) return undefined;
  const rates = [...folded.matchAll(new RegExp(String.raw`(${NUM})\s*%`, "g"))].map((m) => toNumber(m[1] as string)).filter((r) => r !== REDUCTION);
  if (rates.length !== 1) return undefined;
  const standard = rates[0]!;
  if (!(standard > 0 && standard < 100)) return undefined;
  const reduced = Math.round(standard * (100 - REDUCTION)) / 100;
  const pct = (x: number) => `${formatNumber(x)}%`;
  return {
    lines: [
      `**Cálculo (Lei Complementar 214/2025, art. 127):** ${pct(standard)} × 70% = **${pct(reduced)}**, com a redução de 30% das profissões regulamentadas, entre elas a de arquiteto e urbanista.`,
      `A alíquota de ${pct(standard)} é a da pergunta: as alíquotas de referência ainda não foram fixadas. A conta vale para quem recolhe o IBS e a CBS no regime regular, não para as empresas do Simples Nacional.`,
    ],
    computed: [pct(standard), "70%", pct(reduced), "30%"],
    passages: [passageById("lc214-reducao-30-profissoes")],
  };
}
