import { passageById } from "#server/ai/offline/search";
import type { Calculation } from "./types";
import { formatNumber } from "#server/ai/offline/format";
import { fold } from "./quantities";
import { plural } from "#domain/addressing";

/**
 * The parking's total: "estacionamento com 200 vagas", "200 vagas no total", or a count of vagas
 * that is not itself a reserved kind ("2 vagas para idosos" is not the total).
 */
function totalSpaces(folded: string): number | undefined {
  const named = /(?:estacionamento|garagem|total)\D{0,20}?(\d{1,3}(?:\.\d{3})+|\d+)\s+vagas?\b/.exec(folded) ?? /(\d{1,3}(?:\.\d{3})+|\d+)\s+vagas?\s+(?:no total|ao todo|totais)/.exec(folded);
  if (named) return Number((named[1] as string).replace(/\./g, ""));
  for (const m of folded.matchAll(/(\d{1,3}(?:\.\d{3})+|\d+)\s+vagas?\b(\s+(?:de|para|a|reservadas?)\s+\w+)?/g)) {
    if (/(idos|deficien|pcd|pne|cadeirante|especia|reservad|preferenc|acessive)/.test(m[2] ?? "")) continue;
    return Number((m[1] as string).replace(/\./g, ""));
  }
  return undefined;
}

/**
 * "estacionamento com 200 vagas: quantas de deficiente e de idoso?" — 2% (Lei 13.146/2015,
 * art. 47) and 5% (Lei 10.741/2003, art. 41), at least one each. How fractions round is not in
 * the federal laws: the answer says so instead of choosing silently.
 */
export function parkingCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/(deficien|pcd|pne|idos|reservad|acessive|especia|cadeirante|preferencia)/.test(folded)) return undefined;
  // A count is asked (not a size), for parking open to the public (not a house's garage).
  if (!/(quant[oa]s|numero|percentual|porcentagem|calcul)/.test(folded) || /(dimens|tamanho|medida|largura|comprimento)/.test(folded)) return undefined;
  if (/\b(casa|residencia|unifamiliar|sobrado)\b/.test(folded)) return undefined;
  const total = totalSpaces(folded);
  if (total === undefined || total < 1) return undefined;
  const pcd = Math.max(1, Math.ceil((total * 2) / 100 - 1e-9));
  const elderly = Math.max(1, Math.ceil((total * 5) / 100 - 1e-9));
  const exact = (total * 2) % 100 === 0 && (total * 5) % 100 === 0;
  // Only the kind asked is counted: a figure for the other kind would read as the answer.
  const asksElderly = /idos/.test(folded);
  const asksPcd = /(deficien|pcd|pne|cadeirante|acessive)/.test(folded);
  const only = asksElderly && !asksPcd ? "elderly" : asksPcd && !asksElderly ? "pcd" : undefined;
  const n = (x: number) => plural(x, "vaga", "vagas");
  const pcdLine = `2% de ${n(total)} = **${n(pcd)}** para pessoa com deficiência (Lei 13.146/2015, art. 47)`;
  const elderlyLine = `5% de ${n(total)} = **${n(elderly)}** para pessoas idosas (Lei 10.741/2003, art. 41)`;
  const lines = [
    only === "elderly"
      ? `**Cálculo:** ${elderlyLine}, com no mínimo uma vaga. As vagas para pessoa com deficiência são outra reserva, à parte.`
      : only === "pcd"
        ? `**Cálculo:** ${pcdLine}, com no mínimo uma vaga. As vagas para pessoas idosas são outra reserva, à parte.`
        : `**Cálculo:** ${pcdLine} e ${elderlyLine}, com no mínimo 1 vaga de cada tipo.`,
  ];
  const exactAsked = only === "elderly" ? (total * 5) % 100 === 0 : only === "pcd" ? (total * 2) % 100 === 0 : exact;
  if (!exactAsked) lines.push("A conta não deu número inteiro: as leis federais não dizem como arredondar; aqui a fração foi arredondada para cima, como se faz em São Paulo — confirme a regra do seu município.");
  const pcdRule = passageById("vagas-pcd-lbi-2-por-cento");
  const elderlyRule = passageById("vagas-idosos-estatuto-5-por-cento");
  const passages = only === "elderly" ? [elderlyRule] : only === "pcd" ? [pcdRule] : [pcdRule, elderlyRule];
  if (!exactAsked) passages.push(passageById("vagas-reservadas-arredondamento"));
  const counted = only === "elderly" ? [elderly] : only === "pcd" ? [pcd] : [pcd, elderly];
  return { lines, computed: [formatNumber(total), ...counted.map(formatNumber)], passages };
}
