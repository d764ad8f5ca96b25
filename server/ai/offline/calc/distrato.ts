import { brl } from "#server/ai/offline/passages/cub";
import { passageById } from "#server/ai/offline/search";
import { fold, moneysIn } from "./quantities";
import type { Calculation } from "./types";

/** Art. 67-A of Lei 4.591/1964 (Lei 13.786/2018): the penalty, at most, as a share of what was paid. */
const MAX_PENALTY = 0.25;
/** § 5º: under patrimônio de afetação. */
const MAX_PENALTY_AFFECTED = 0.5;

/**
 * "pagou R$ 120.000 e quer desistir do apartamento na planta: qual a retenção máxima?" — the
 * developer keeps at most 25 % of what was paid (50 % under patrimônio de afetação) besides the
 * broker's commission, and returns the rest (R-AI-8). A question that says "sem patrimônio de
 * afetação" is the 25 % case; one that does not say which is answered for both.
 */
export function distratoCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(distrat\w*|desist\w*|desfaz\w*|rescind\w*|rescisao|arrepend\w*)\b/.test(folded)) return undefined;
  if (!/\b(na planta|incorporador\w*|incorporacao|construtora|patrimonio de afetacao|lei do distrato|13\.?786|67-a)\b/.test(folded)) return undefined;
  // A delay or a withdrawal by the developer is the developer's fault: the buyer gets everything
  // back (art. 43-A, § 1º), and art. 67-A's retention does not apply.
  if (/\b(atras\w*|tolerancia|(construtora|incorporadora|incorporador) (desistiu|cancelou|rescindiu|nao entregou))\b/.test(folded)) return undefined;
  // What was paid: one amount in reais, not a price per square metre.
  const amounts = moneysIn(question).filter((m) => !m.perArea && m.value > 0);
  if (amounts.length !== 1) return undefined;
  const paid = amounts[0]!.value;
  // "sem", "não está submetida ao", "não adotou o", "fora do": a negation shortly before it.
  const without = /\b(sem|nao|fora d[oe])\b[^.?!;]{0,30}\bpatrimonio de afetacao\b/.test(folded);
  const affected = !without && /\bpatrimonio de afetacao\b/.test(folded);
  const cases = affected ? [MAX_PENALTY_AFFECTED] : without ? [MAX_PENALTY] : [MAX_PENALTY, MAX_PENALTY_AFFECTED];
  const line = (share: number) => {
    const kept = Math.round(paid * share * 100) / 100;
    const regime = share === MAX_PENALTY_AFFECTED ? "com patrimônio de afetação, até 50%" : "sem patrimônio de afetação, até 25%";
    return { text: `${regime} de ${brl(paid)}: retenção máxima de **${brl(kept)}**, devolução de **${brl(paid - kept)}** depois dessa retenção`, kept, share };
  };
  const lines = cases.map(line);
  return {
    lines: [
      `**Cálculo (Lei 13.786/2018, art. 67-A da Lei 4.591/1964):** ${lines.map((l) => l.text).join("; ")}.`,
      "Da devolução ainda podem sair a comissão de corretagem e os outros descontos que a lei admite (como a fruição do imóvel já entregue); os valores são atualizados, e o contrato pode prever uma multa menor que o máximo.",
    ],
    computed: [brl(paid), ...lines.flatMap((l) => [brl(l.kept), brl(paid - l.kept), `${l.share * 100}%`]), "25%", "50%", "25", "50"],
    passages: [passageById("lei13786-distrato-retencao")],
  };
}

/**
 * "pagou R$ 200.000,00 e a obra passou 4 meses além da tolerância, sem desfazer o contrato: qual a
 * indenização?" — art. 43-A, § 2º, of Lei 4.591/1964: 1% of what was paid for each month of delay
 * after the 180 days of tolerance, pro rata die, to the buyer who keeps the contract.
 */
export function lateDeliveryCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(atras\w*|tolerancia)\b/.test(folded)) return undefined;
  if (!/\b(indeniza\w*|multa|quanto recebe|compensa\w*)\b/.test(folded)) return undefined;
  // The months past the 180 days of tolerance, said as such: a delay counted from the date in the
  // contract, or a contract's term ("contrato de 36 meses"), is not what the 1% runs on.
  const months = /\b(\d{1,2})\s+mes(?:es)?\s+(?:alem|depois|apos)\s+d[ao]s?\s+(?:prazo de\s+)?(?:tolerancia|180 dias)/.exec(folded)?.[1];
  const amounts = moneysIn(question).filter((m) => !m.perArea && m.value > 0);
  if (months === undefined || amounts.length !== 1) return undefined;
  const paid = amounts[0]!.value;
  const n = Number(months);
  const total = Math.round(paid * 0.01 * n * 100) / 100;
  return {
    lines: [
      `**Cálculo (Lei 13.786/2018, art. 43-A da Lei 4.591/1964):** 1% de ${brl(paid)} por mês de atraso × ${n} = **${brl(total)}** (${brl(paid * 0.01)} por mês), corrigidos monetariamente.`,
      "Vale para o atraso além dos 180 dias de tolerância do contrato, quando o comprador mantém o contrato; quem prefere desfazê-lo recebe de volta o que pagou e a multa prevista.",
    ],
    computed: [brl(paid), brl(total), brl(paid * 0.01), String(n), "1%", "180"],
    passages: [passageById("lei13786-atraso-180-dias")],
  };
}
