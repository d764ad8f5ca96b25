import { brl } from "#server/ai/offline/passages/cub";
import { passageById } from "#server/ai/offline/search";
import { fold, moneysIn } from "./quantities";
import type { Calculation } from "./types";

/** The condômino who breaks the rules over and over (art. 1.337), not the one who pays late. */
const REPEATED = /\b(antissocia(l|is)|anti-socia(l|is)|1\.?337|reiterad\w*|reincident\w*|descumpre sempre|nao cumpre)\b/;
const ANTISOCIAL = /\b(antissocia(l|is)|anti-socia(l|is)|convivencia)\b/;
/**
 * The antisocial case denied ("sem ser o caso de comportamento antissocial", "não é propriamente
 * antissocial"): a few words between, none of them "é", "mas" or "só" ("não é só barulhento, é
 * antissocial" affirms it), and no comma or colon.
 */
const NOT_ANTISOCIAL =
  /\b(?:sem ser|nao (?:e|for|seja|sendo)|exceto|salvo)\s+(?:(?!(?:e|mas|so|apenas|somente)\s)[a-z]+\s+){0,4}(?:antissocia(?:l|is)|anti-socia(?:l|is))\b/g;
/** A late payment: "atraso", "inadimplente", "boleto vencido". */
const LATE = /\b(atras\w*|inadimpl\w*|vencid\w*|em dia|boletos?)\b/;
/** The fee the fine multiplies: "cota de R$ 640,00", "condomínio de R$ 850", "contribuição de R$ …". */
const FEE = /\b(cota|taxa|contribuicao|condominio|mensalidade)\b[^?.;]{0,30}$/;

/**
 * "condômino antissocial, cota de R$ 640,00: qual a multa máxima pelo art. 1.337?" — the Código
 * Civil lets the assembly (3/4 of the other condôminos) fine the condômino who repeatedly breaks
 * his duties up to five times his contribution, and the antisocial one ten times (art. 1.337 and
 * its parágrafo único) (R-AI-8). A late payment's 2% is another rule (art. 1.336).
 */
export function condominiumFineCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\bmultas?\b/.test(folded) || !/\bcondomin/.test(folded) || !REPEATED.test(folded)) return undefined;
  // A late payment is art. 1.336's 2%, however often it recurs, unless the question names this rule.
  if (LATE.test(folded) && !/\b(antissocia(l|is)|anti-socia(l|is)|1\.?337)\b/.test(folded)) return undefined;
  const fees = moneysIn(question).filter((m) => !m.perArea);
  if (fees.length !== 1) return undefined;
  const at = folded.search(/r\$/);
  if (!FEE.test(folded.slice(0, at))) return undefined;
  const fee = fees[0]!.value;
  // "sem ser o caso de comportamento antissocial", "não é antissocial": the caput's fine is asked.
  const antisocial = ANTISOCIAL.test(folded.replace(NOT_ANTISOCIAL, " "));
  const line = antisocial
    ? `pelo comportamento antissocial reiterado (parágrafo único), multa de dez vezes a contribuição: 10 × ${brl(fee)} = **${brl(fee * 10)}**, até nova deliberação da assembleia; pelo só descumprimento reiterado dos deveres, até 5 × ${brl(fee)} = ${brl(fee * 5)}`
    : `pelo descumprimento reiterado dos deveres, multa de até cinco vezes a contribuição: 5 × ${brl(fee)} = **${brl(fee * 5)}**; se o comportamento for antissocial (parágrafo único), dez vezes: ${brl(fee * 10)}`;
  return {
    lines: [`**Cálculo (Código Civil, art. 1.337):** ${line}. A multa do caput depende da deliberação de três quartos dos demais condôminos; a do parágrafo único vale até nova deliberação da assembleia.`],
    computed: [brl(fee), brl(fee * 5), brl(fee * 10)],
    passages: [passageById("cc-condomino-antissocial-multa")],
  };
}
