import { passageById } from "#server/ai/offline/search";
import type { Calculation } from "./types";
import { countBefore, fold } from "./quantities";

/**
 * "estacionamento com 200 vagas: quantas de deficiente e de idoso?" — 2% (Lei 13.146/2015,
 * art. 47) and 5% (Lei 10.741/2003, art. 41), at least one each. How fractions round is not in
 * the federal laws: the answer says so instead of choosing silently.
 */
export function parkingCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/(deficien|pcd|pne|idos|reservad|acessive|especia|cadeirante|preferencia)/.test(folded)) return undefined;
  const total = countBefore(question, "vagas?|carros|lugares");
  if (total === undefined || total < 1) return undefined;
  const pcd = Math.max(1, Math.ceil((total * 2) / 100 - 1e-9));
  const elderly = Math.max(1, Math.ceil((total * 5) / 100 - 1e-9));
  const exact = (total * 2) % 100 === 0 && (total * 5) % 100 === 0;
  const elderlyFirst = /idos/.test(folded) && !/(deficien|pcd|pne|cadeirante)/.test(folded);
  const pcdLine = `2% de ${total} vagas = **${pcd} ${pcd === 1 ? "vaga" : "vagas"}** para pessoa com deficiência (Lei 13.146/2015, art. 47)`;
  const elderlyLine = `5% de ${total} = **${elderly} ${elderly === 1 ? "vaga" : "vagas"}** para pessoas idosas (Lei 10.741/2003, art. 41)`;
  const lines = [
    `**Cálculo:** ${elderlyFirst ? `${elderlyLine} e ${pcdLine}` : `${pcdLine} e ${elderlyLine}`}, com no mínimo 1 vaga de cada tipo.`,
  ];
  if (!exact) lines.push("A conta não deu número inteiro: as leis federais não dizem como arredondar; aqui a fração foi arredondada para cima, como se faz em São Paulo — confirme a regra do seu município.");
  const pcdRule = passageById("vagas-pcd-lbi-2-por-cento");
  const elderlyRule = passageById("vagas-idosos-estatuto-5-por-cento");
  const passages = elderlyFirst ? [elderlyRule, pcdRule] : [pcdRule, elderlyRule];
  if (!exact) passages.push(passageById("vagas-reservadas-arredondamento"));
  return { lines, computed: [String(total), String(pcd), String(elderly)], passages };
}
