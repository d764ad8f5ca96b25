import { plural } from "#domain/addressing";
import { formatNumber } from "#server/ai/offline/format";
import { cityNamed } from "#server/ai/offline/municipal";
import { passageById } from "#server/ai/offline/search";
import { fold, toNumber } from "./quantities";
import type { Calculation } from "./types";

const NUM = String.raw`\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?`;
const PEOPLE = new RegExp(String.raw`(${NUM})\s*(pessoas|moradores|habitantes|ocupantes|usuarios)\b`);
const PER_PERSON = new RegExp(String.raw`(${NUM})\s*(?:l|litros)\s*(?:/|por|per)\s*(?:pessoa|morador|habitante|hab|capita|dia)`);
const BEDROOMS = new RegExp(String.raw`(${NUM})\s*(?:dormitorios?|quartos?)\b`);
const DWELLING = /\b(casa|residencia|apartamento|apto|ap|sobrado|moradia|unidade)\b/;
const DAYS = new RegExp(String.raw`(${NUM})\s*dias?\b`);

/**
 * "casa para 6 pessoas, 150 L por pessoa por dia: quanto de reservação?" — the daily consumption
 * is people × litres per person (guides built on NBR 5626:2020), times the days of reserve when
 * the question gives them. Without a figure per person, the usual 150 to 200 L gives a range,
 * said as such; without a head count, a dwelling counts 2 people a bedroom. A named city's
 * utility sets its own figures: that question is the city's.
 */
export function waterReserveCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/(reserva|reservatorio|caixa d.?agua|consumo|quantos litros|capacidade)/.test(folded)) return undefined;
  // The fire reserve left out ("sem a reserva de incêndio") is not the fire reserve asked.
  if (/(incendio|hidrante|chuva|pluvia|aproveitamento|cisterna|piscina)/.test(folded.replace(/\b(sem|fora|exceto|excluindo|descontada) (a |o )?(reserva|reservacao|volume)?( tecnica)? (de |para )?(combate a )?incendio\b/g, " "))) return undefined;
  // A city's utility sets the litres per person; given in the question, the sum is the question's.
  // Only a figure said per person: "600 litros por dia" in total is no per-person figure.
  const perPersonGiven = /\b(?:l|litros)\s*(?:\/|por|per)\s*(?:pessoa|morador|habitante|hab|capita)\b/.test(folded);
  if (!perPersonGiven && (cityNamed(question) !== undefined || /\b(prefeitura|concessionaria|municipio)\b/.test(folded))) return undefined;
  // Without a head count, a dwelling's bedrooms give it: 2 people a bedroom (the usual design tables).
  const people = PEOPLE.exec(folded);
  const bedrooms = people ? undefined : BEDROOMS.exec(folded);
  if (!people && !(bedrooms && DWELLING.test(folded))) return undefined;
  const rooms = bedrooms ? toNumber(bedrooms[1] as string) : undefined;
  const p = people ? toNumber(people[1] as string) : 2 * (rooms as number);
  if (!Number.isInteger(p) || p < 1 || p > 100_000) return undefined;
  const perPerson = PER_PERSON.exec(folded);
  const q = perPerson ? toNumber(perPerson[1] as string) : undefined;
  if (q !== undefined && (q <= 0 || q > 2_000)) return undefined;
  const daysMatch = DAYS.exec(folded.replace(PER_PERSON, " "));
  const days = daysMatch ? toNumber(daysMatch[1] as string) : undefined;
  const litres = (x: number) => `${formatNumber(x)} L`;
  const who = plural(p, "pessoa", "pessoas");
  const computed = [who, formatNumber(p), ...(rooms !== undefined ? [formatNumber(rooms)] : [])];
  const population = rooms !== undefined ? `${plural(rooms, "dormitório", "dormitórios")} × 2 pessoas = ${who}; ` : "";
  let line: string;
  if (q !== undefined) {
    const daily = p * q;
    computed.push(litres(q), litres(daily));
    line = `**Cálculo (consumo diário):** ${population}${who} × ${litres(q)} por pessoa por dia = **${litres(daily)} por dia**`;
    if (days !== undefined && days > 0 && days <= 10) {
      computed.push(formatNumber(days), litres(daily * days));
      line += `; com reserva para ${plural(days, "dia", "dias")}: ${litres(daily)} × ${formatNumber(days)} = **${litres(daily * days)}**`;
    }
    line += ".";
  } else {
    computed.push(litres(p * 150), litres(p * 200));
    line = `**Cálculo (consumo diário):** ${population}sem o consumo por pessoa na pergunta, com o valor usual de 150 a 200 L por pessoa por dia: ${who} × 150 a 200 L = **${litres(p * 150)} a ${litres(p * 200)} por dia**.`;
  }
  return {
    lines: [
      line,
      "A reservação mínima é o consumo de um dia da edificação, sem a reserva de incêndio; onde o abastecimento falha, é comum projetar para mais dias. Confira o consumo por pessoa que a concessionária local adota.",
    ],
    computed,
    passages: [passageById("nbr5626-dimensionar-caixa"), ...(rooms !== undefined ? [passageById("consumo-predial-tabela")] : [])],
  };
}
