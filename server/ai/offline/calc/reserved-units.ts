import { plural } from "#domain/addressing";
import { passageById } from "#server/ai/offline/search";
import { countBefore, fold } from "./quantities";
import type { Calculation } from "./types";

/** At least a share of a count, in whole units: a fraction of a unit is one more. */
const atLeast = (count: number, percent: number) => Math.max(1, Math.ceil((count * percent) / 100 - 1e-9));

/**
 * "conjunto habitacional com 400 unidades: quantas ficam reservadas para idosos?" — public or
 * subsidised housing programmes reserve at least 3% of the units for older people (Lei 10.741,
 * art. 38) and 3% for people with disabilities (Lei 13.146, art. 32); "pousada com 40 quartos:
 * quantos dormitórios acessíveis?" — 5% of a new hotel's rooms, 10% of an existing one's (LBI
 * art. 45, Decreto 9.296/2018), at least one (R-AI-8).
 */
export function reservedUnitsCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\b(quant[oa]s|numero)\b/.test(folded)) return undefined;
  const rooms = countBefore(folded, "quartos|dormitorios|apartamentos|uhs?|unidades habitacionais");
  if (/\b(hotel|hoteis|pousada|pousadas|hostel|hospedagem|flat)\b/.test(folded) && /\bacessive(l|is)\b/.test(folded) && rooms !== undefined) {
    const existing = /\b(existente|ja (construid|existe|funciona|aberta|em funcionamento)|adequar|adaptar|reforma)/.test(folded);
    const isNew = /\b(nov[oa]|projeto|vai construir|a construir|em projeto)\b/.test(folded) && !existing;
    const lines = [
      ...(existing ? [] : [`projeto novo, 5% de ${rooms}: **${plural(atLeast(rooms, 5), "dormitório", "dormitórios")}**`]),
      ...(isNew ? [] : [`estabelecimento já existente, 10% de ${rooms}: **${plural(atLeast(rooms, 10), "dormitório", "dormitórios")}**`]),
    ];
    return {
      lines: [`**Cálculo (LBI, art. 45, e Decreto 9.296/2018):** ${lines.join("; ")} acessíveis, no mínimo um, arredondando para cima.`],
      computed: [String(rooms), String(atLeast(rooms, 5)), String(atLeast(rooms, 10)), "5%", "10%"],
      passages: [passageById("lbi-hoteis-dormitorios-acessiveis")],
    };
  }
  // "restaurante com 48 mesas: quantas acessíveis?" — 5% of the tables for meals or work, at least
  // one (NBR 9050, section 9); the 10% more it recommends adaptable are said beside, not counted in.
  const tables = countBefore(folded, "mesas");
  // A school's desks are another rule (1%, at least one per two classrooms): not this one.
  if (tables !== undefined && tables <= 10_000 && /\b(acessive(l|is)|cadeirantes?|cadeira de rodas|pcd|deficiencia)\b/.test(folded) && !/\b(escolas?|salas? de aula|carteiras?|alunos?|classes?)\b/.test(folded)) {
    const accessible = atLeast(tables, 5);
    return {
      lines: [
        `**Cálculo (NBR 9050, mesas para refeição ou trabalho):** 5% de ${tables} mesas = **${plural(accessible, "mesa acessível", "mesas acessíveis")}**, no mínimo uma, arredondando para cima. A norma recomenda ainda que outros 10% possam ser adaptados.`,
      ],
      computed: [String(tables), String(accessible), "5%", "10%"],
      passages: [passageById("nbr9050-mesas-acessiveis")],
    };
  }
  const units = countBefore(folded, "unidades|apartamentos|casas|moradias|uhs?");
  // "300 apartamentos em alvenaria estrutural: quantas unidades internamente acessíveis?" — a
  // building whose plan cannot change keeps at least 3% internally accessible (Decreto 9.451, art. 7º).
  if (units !== undefined && /\b(alvenaria estrutural|paredes? de concreto|impressao 3d|nao permite (mudar|alterar|modificar))\b/.test(folded) && /\bacessive(l|is)\b/.test(folded)) {
    const accessible = atLeast(units, 3);
    return {
      lines: [
        `**Cálculo (Decreto 9.451/2018, art. 7º):** num sistema construtivo que não permite alterar a planta, no mínimo 3% das unidades internamente acessíveis: 3% de ${units} = **${plural(accessible, "unidade", "unidades")}**, arredondando para cima, e não só no térreo.`,
      ],
      computed: [String(units), String(accessible), "3%"],
      passages: [passageById("dec9451-tres-por-cento")],
    };
  }
  if (units === undefined || !/\b(programa habitacional|programas habitacionais|conjunto habitacional|habitacao de interesse social|his|minha casa|subsidiad\w*|recursos publicos|programa publico)\b/.test(folded)) return undefined;
  const elderly = /\b(idos[oa]s?|pessoa idosa|estatuto do idoso|10\.?741)\b/.test(folded);
  const disabled = /\b(deficiencia|deficiente|pcd|lbi|13\.?146|inclusao)\b/.test(folded);
  if (elderly === disabled) return undefined;
  const reserved = atLeast(units, 3);
  const [law, id] = elderly ? ["Estatuto da Pessoa Idosa, art. 38", "estatuto-idosa-programa-habitacional-3-por-cento"] : ["LBI, art. 32", "lbi-programa-habitacional-3-por-cento"];
  return {
    lines: [`**Cálculo (${law}):** 3% de ${units} unidades = **${plural(reserved, "unidade", "unidades")}** reservadas, no mínimo, arredondando para cima.`],
    computed: [String(units), String(reserved), "3%", "3"],
    passages: [passageById(id)],
  };
}
