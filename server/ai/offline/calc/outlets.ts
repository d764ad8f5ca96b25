import { plural } from "#domain/addressing";
import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold } from "./quantities";
import type { Calculation } from "./types";

/** Rooms where NBR 5410 gives the first outlets 600 VA each (9.5.2.2.2). */
const WET_ROOM = /\b(banheiros?|cozinhas?|copas?|copa-cozinha|area de servico|areas de servico|lavanderias?)\b/;
const OTHER_ROOM = /\b(sala|salas|quartos?|dormitorios?|escritorios?|varandas?|corredor|hall|garagem|closet)\b/;

/**
 * "cozinha com 5 tomadas de uso geral: qual a potência mínima?" — NBR 5410 (9.5.2.2.2): in
 * bathrooms, kitchens, service areas and laundries, 600 VA for each of the first 3 points and
 * 100 VA for the rest, room by room; elsewhere 100 VA a point. One room named, or none: a set of
 * wet rooms above 6 points may use 600 VA for 2 of them, which the answer says rather than choose.
 */
export function outletLoadCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/(tomadas?|\btugs?\b|pontos? de tomada)/.test(folded) || !/(potencia|\bva\b|carga|somo|somar|soma|previs)/.test(folded)) return undefined;
  // Outlets for a given appliance (TUE) take the appliance's own power.
  if (/(uso especifico|\btues?\b|chuveiro|ar[- ]condicionado|forno|torneira eletrica)/.test(folded)) return undefined;
  const count = /(\d{1,3})\s*(?:tomadas?|tugs?|pontos?)\b/.exec(folded);
  if (!count) return undefined;
  const n = Number(count[1]);
  if (n < 1 || n > 200) return undefined;
  const wet = WET_ROOM.exec(folded)?.[0];
  const other = OTHER_ROOM.exec(folded)?.[0];
  // Two kinds of room in one question: which outlets are where is not said.
  if ((wet === undefined) === (other === undefined)) return undefined;
  const va = (x: number) => `${formatNumber(x)} VA`;
  const points = plural(n, "tomada", "tomadas");
  let line: string;
  let total: number;
  if (wet !== undefined) {
    const first = Math.min(n, 3);
    total = 600 * first + 100 * (n - first);
    line =
      n <= 3
        ? `**Cálculo (NBR 5410):** ${wet} com ${points} de uso geral: ${formatNumber(n)} × 600 VA = **${va(total)}**.`
        : `**Cálculo (NBR 5410):** ${wet} com ${points} de uso geral: 3 × 600 VA + ${formatNumber(n - 3)} × 100 VA = **${va(total)}**.`;
  } else {
    total = 100 * n;
    line = `**Cálculo (NBR 5410):** ${other} com ${points} de uso geral: ${formatNumber(n)} × 100 VA = **${va(total)}**.`;
  }
  return {
    lines: [line, "É a potência mínima a prever para o circuito; tomadas de uso específico entram com a potência do próprio equipamento."],
    computed: [points, formatNumber(n), va(total), ...(wet !== undefined && n > 3 ? [formatNumber(n - 3)] : [])],
    passages: [passageById("nbr5410-potencias")],
  };
}
