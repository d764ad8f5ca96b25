import { plural } from "#domain/addressing";
import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { countBefore, fold } from "./quantities";
import type { Calculation } from "./types";

const VENUE = /\b(arenas?|teatros?|cinemas?|salas? de cinema|auditorios?|estadios?|ginasios?|casas? de (shows?|espetaculos?)|centros? de convencoes|igrejas?|templos?|plateias?|arquibancadas?)\b/;
/** The places asked: for wheelchairs, or seats for people with disabilities or reduced mobility. */
const WHEELCHAIR = /\b(cadeira de rodas|cadeirantes?)\b/;
const DISABILITY = /\b(pcd|pessoas? com deficiencia|deficientes?|mobilidade reduzida|pmr)\b/;
/** Seats for obese people or companions, or another thing counted: another rule, not this share. */
const OTHER_ASKED = /\b(obes\w*|acompanhantes?|saidas?|extintor\w*|vagas?|banheiros?|sanitarios?|bacias?|rampas?|escadas?|portas?)\b/;

/** The least whole number that is at least `percent` of `count`. */
const atLeast = (count: number, percent: number) => Math.ceil((count * percent) / 100 - 1e-9);

/**
 * "auditório com 380 lugares: quantos espaços para cadeira de rodas?" — Decreto 5.296's art. 23,
 * as Decreto 9.404/2018 wrote it: up to 1.000 seats, 2% of spaces for wheelchairs and 2% of seats
 * for people with disabilities or reduced mobility, at least one of each; above 1.000, 20 of each
 * plus 1% of the seats beyond 1.000 (R-AI-8). A share is met by the least whole number at or
 * above it.
 */
export function venueSeatsCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!VENUE.test(folded) || !/\bquant[oa]s\b/.test(folded)) return undefined;
  const wheelchair = WHEELCHAIR.test(folded);
  if ((!wheelchair && !DISABILITY.test(folded)) || OTHER_ASKED.test(folded)) return undefined;
  const capacity = countBefore(folded, "lugares|assentos|poltronas|pessoas|espectadores");
  if (capacity === undefined || capacity < 1) return undefined;
  const [count, how] =
    capacity <= 1000
      ? [Math.max(1, atLeast(capacity, 2)), `2% de ${formatNumber(capacity)} = ${formatNumber((capacity * 2) / 100)}`]
      : [20 + atLeast(capacity - 1000, 1), `20 + 1% de ${formatNumber(capacity - 1000)} (o que passa de 1.000) = ${formatNumber(20 + (capacity - 1000) / 100)}`];
  const what = wheelchair ? plural(count, "espaço para cadeira de rodas", "espaços para cadeira de rodas") : plural(count, "assento reservado", "assentos reservados");
  const other = wheelchair ? "assentos para pessoas com deficiência ou mobilidade reduzida" : "espaços para cadeira de rodas";
  return {
    lines: [
      `**Cálculo (Decreto 5.296/2004, art. 23, na redação do Decreto 9.404/2018):** com ${formatNumber(capacity)} lugares, ${how}: no mínimo **${what}** (o menor número inteiro que cumpre a parcela, e pelo menos um), e outros tantos ${other}.`,
    ],
    computed: [formatNumber(capacity), String(count), formatNumber((capacity * 2) / 100), formatNumber(20 + (capacity - 1000) / 100), formatNumber(capacity - 1000), "2%", "1%", "20", "1.000"],
    passages: [passageById("dec9404-espacos-assentos-por-lotacao")],
  };
}
