import { plural } from "#domain/addressing";
import { formatNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { fold, toNumber } from "./quantities";
import type { Calculation } from "./types";

const NUM = String.raw`\d+(?:[.,]\d+)?`;

/**
 * NBR 5410 (9.5.2.2.1) counts general-use outlets by the room's perimeter, each fraction counting
 * as a whole: kitchens, pantries, service areas and laundries 1 a 3,5 m; living rooms and bedrooms
 * 1 a 5 m. Other rooms go by area and bathrooms get 1 by the basin, which the passages state.
 */
const ROOMS: { pattern: RegExp; step: number; passage: string }[] = [
  { pattern: /\b(cozinhas?|copas?|copa-cozinha|areas? de servico|lavanderias?)\b/, step: 3.5, passage: "nbr5410-tomadas" },
  { pattern: /\b(salas?|quartos?|dormitorios?|suites?)\b/, step: 5, passage: "nbr5410-tomadas-salas" },
];

const OWN_RULE = /\b(banheiros?|lavabos?|varandas?|sacadas?|terracos?)\b/;

/** The room's name with its accents back ("area de servico" → "área de serviço"). */
function shown(folded: string): string {
  return folded.replace(/\barea/, "área").replace(/servico/, "serviço").replace(/dormitorio/, "dormitório").replace(/suite/, "suíte");
}

/**
 * "Cozinha de 3,20 m x 2,60 m: quantas tomadas no mínimo?" — the perimeter from the room's two
 * sides (or the perimeter given), divided by the rule's step and rounded up. One room named, or
 * nothing is computed: which outlets are in which room is not said.
 */
export function outletCountCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(quantas (tomadas|tugs?)|quantos pontos de tomada|numero (minimo )?de (tomadas|pontos de tomada))\b/.test(folded)) return undefined;
  // A load or a specific appliance is another rule (outlets.ts; the appliance's own power).
  if (/(potencia|\bva\b|uso especifico|\btues?\b)/.test(folded)) return undefined;
  const rooms = ROOMS.filter((r) => r.pattern.test(folded));
  // A bathroom (1 by the basin) or a balcony (1, or none when small) named beside the room has a
  // rule of its own: the count for the room alone would read as the count for both.
  if (rooms.length !== 1 || OWN_RULE.test(folded)) return undefined;
  const room = rooms[0]!;
  const name = shown(room.pattern.exec(folded)?.[0] as string);
  const sides = new RegExp(String.raw`(${NUM})\s*(?:m|metros)?\s*(?:x|×|por)\s*(${NUM})\s*(?:m|metros)\b`).exec(folded);
  // "perímetro de 12 m", or "12 m de perímetro".
  const given = new RegExp(String.raw`perimetro (?:de |com )?(${NUM})\s*(?:m|metros)\b|\b(${NUM})\s*(?:m|metros) de perimetro\b`).exec(folded);
  let perimeter: number;
  let how: string;
  if (sides) {
    const [a, b] = [toNumber(sides[1] as string), toNumber(sides[2] as string)];
    if (!(a > 0 && b > 0 && a <= 50 && b <= 50)) return undefined;
    perimeter = 2 * (a + b);
    // The sides as typed ("3,20 m"): the answer restates the question's figures, not reformatted ones.
    how = `perímetro 2 × (${sides[1] as string} m + ${sides[2] as string} m) = ${formatNumber(perimeter)} m`;
  } else if (given) {
    const typed = (given[1] ?? given[2]) as string;
    perimeter = toNumber(typed);
    if (!(perimeter > 0 && perimeter <= 200)) return undefined;
    how = `perímetro de ${typed} m`;
  } else return undefined;
  // 10,5 m ÷ 3,5 m is 3 exactly, not 3,0000001.
  const n = Math.ceil(Math.round((perimeter / room.step) * 1000) / 1000);
  // The norm counts points ("pontos de tomada"), each of which may hold more than one socket.
  const points = plural(n, "ponto de tomada", "pontos de tomada");
  const step = `${formatNumber(room.step)} m`;
  const lines = [
    `**Cálculo (NBR 5410):** ${name} com ${how}; 1 ponto a cada ${step} de perímetro ou fração: ${formatNumber(perimeter)} m ÷ ${step} → **${points}** de uso geral, no mínimo.`,
    room.step === 3.5
      ? "Sobre a bancada da pia vão pelo menos 2 deles; os pontos de uso específico (forno, micro-ondas, lava-louças) são contados à parte."
      : "Os pontos de uso específico (ar-condicionado, aquecedor) são contados à parte.",
  ];
  return {
    lines,
    computed: ["2", formatNumber(perimeter), `${formatNumber(perimeter)} m`, points, formatNumber(n), formatNumber(room.step), step],
    passages: [passageById(room.passage)],
  };
}
