import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, NUM, toNumber } from "./quantities";
import type { Calculation } from "./types";

const ORDINALS: Record<string, number> = { primeiro: 1, segundo: 2, terceiro: 3, quarto: 4, quinto: 5 };
/** The year asked: "no 3º ano", "no terceiro ano". */
const YEAR = /\b(?:n?o\s+)?(\d)\s*(?:o|º|°)?\s+ano\b|\b(primeiro|segundo|terceiro|quarto|quinto)\s+ano\b/g;
/** The first year's rate: "1,5% no primeiro ano", "começando em 3,5%", "o 1º ano já é 1,5%". */
const RATE = new RegExp(String.raw`(${NUM})\s*%`, "g");
/** The Estatuto's ceiling (art. 7º, § 1º). */
const CEILING = 15;

/**
 * The IPTU progressive in time (Estatuto da Cidade, art. 7º): the rate doubles at most each year,
 * up to 15%, for 5 years. "começando em 3,5% e dobrando, quanto no 3º ano?" is worked out at the
 * most the law allows (each year the double of the one before), capped at 15%; the municipal law
 * may set less.
 */
export function iptuProgressiveCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!(/\biptu\b/.test(folded) && /\bprogressiv\w*/.test(folded)) || !/\b(dobr\w*|duplic\w*|dobro)\b/.test(folded)) return undefined;
  const years = [...folded.matchAll(YEAR)].map((m) => (m[1] ? Number(m[1]) : ORDINALS[m[2] as string] ?? 0)).filter((n) => n >= 1 && n <= 5);
  const asked = Math.max(0, ...years);
  const rates = [...folded.matchAll(RATE)].map((m) => toNumber(m[1] as string)).filter((r) => r > 0 && r < CEILING);
  const first = rates[0];
  if (asked < 2 || first === undefined) return undefined;
  const steps: string[] = [];
  let rate = first;
  let capped = false;
  for (let year = 1; year <= asked; year++) {
    if (year > 1) {
      const doubled = rate * 2;
      capped = doubled > CEILING;
      rate = Math.min(doubled, CEILING);
    }
    steps.push(`${year}º ano: ${formatNumber(rate)}%`);
  }
  const pct = (x: number) => `${formatNumber(x)}%`;
  return {
    lines: [
      `**Cálculo (Estatuto da Cidade, art. 7º, § 1º):** dobrando a cada ano a partir de ${pct(first)}: ${steps.join("; ")}. No ${asked}º ano, **${pct(rate)}**${capped ? ", já no teto de 15%" : rate < CEILING ? `, abaixo do teto de 15%` : ""}.`,
      "O dobro do ano anterior é o máximo que a lei federal admite; a lei municipal pode fixar uma progressão menor, e a cobrança progressiva dura até 5 anos, depois dos quais o município pode desapropriar.",
    ],
    computed: [pct(first), ...steps.map((s) => s.split(": ")[1] as string), ...steps.map((_, i) => String(i + 1)), pct(rate), "15%", String(asked), "5 anos", "5"],
    passages: [passageById("estatuto-iptu-progressivo-no-tempo")],
  };
}
