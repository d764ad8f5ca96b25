import { formatNumber } from "#server/ai/offline/format";
import { PASSAGES } from "#server/ai/offline/passages";
import { brl, TABLES } from "#server/ai/offline/passages/cub";
import { passageById } from "#server/ai/offline/search";
import type { Passage } from "#server/ai/offline/types";
import { currentMonth, monthIn, monthLabel, monthsHeld, stateIn } from "./cub-months";
import { areaIn, fold, moneyIn, moneysIn, percentAfter } from "./quantities";
import type { Calculation } from "./types";

const STANDARD = /\b(r1|r8|r16|pp4|cal8|csl8|csl16)\s*-?\s*(b|n|a)\b|\b(pis|rp1q|gi)\b/;
const COMMERCIAL = /^(CAL|CSL|GI)/;

/** The standard project: typed ("R1-N", "r8n", "PIS"), or from the building and finish named. */
function standardIn(question: string): { code: string; assumed: boolean; named: boolean } {
  const folded = fold(question);
  const m = STANDARD.exec(folded);
  if (m) return { code: m[3] ? m[3].toUpperCase() : `${(m[1] as string).toUpperCase()}-${(m[2] as string).toUpperCase()}`, assumed: false, named: true };
  const finish = /(padrao|acabamento) alto|alto padrao/.test(folded) ? "A" : /(padrao|acabamento) baixo|baixo padrao|popular/.test(folded) ? "B" : "N";
  const house = /\b(casa|residencia|sobrado)\b/.test(folded);
  return { code: `${house ? "R1" : "R8"}-${finish}`, assumed: true, named: false };
}

const coverage = () => passageById("cub-meses-disponiveis");

/**
 * A CUB month the base cannot give: not published yet (this month or later, in Brasília), or
 * published but not held. Says so, with what the base holds, instead of another month's value.
 */
export function cubAvailability(question: string, now: Date): Calculation | undefined {
  const folded = fold(question);
  if (!/\bcub\b|custo unitario basico/.test(folded)) return undefined;
  const asked = monthIn(question);
  const uf = stateIn(question);
  const current = currentMonth(now);
  // "Usando o CUB de R$ 2.085,95/m² de julho de 2025, quanto dá uma casa de 120 m²?": the value is
  // the person's, so the month the base lacks does not matter; the calculation answers. A month
  // still to come is said to be so: the value is not a published CUB.
  const typed = typedCubCalculation(question, folded);
  if (typed) {
    const toCome = (asked.month && asked.month >= current) || (!asked.month && asked.year && asked.year > Number(current.slice(0, 4)));
    if (!toCome) return undefined;
    const label = asked.month ? monthLabel(asked.month) : String(asked.year);
    return { ...typed, lines: [...typed.lines, `O CUB de ${label} ainda não foi publicado: o cálculo usa o valor informado na pergunta, não um CUB divulgado.`] };
  }
  // "o CUB de hoje", "o CUB atual": the latest a Sinduscon can have published, last month's.
  // Only when the value itself is asked ("qual o CUB de hoje?", "valor do CUB atual"), not of a
  // question on what the CUB is or includes or on its norm's edition, nor of one that gives a
  // value to work with.
  const asksValue = /\b(qual|quanto)\b[^?]{0,25}\bcub\b|\bvalor d[oe] cub\b|\bcub\b[^?]{0,30}\b(vale|esta|ta|fica)\b/.test(folded) && moneyIn(question) === undefined && !/\b(o que|significa|inclui|calculad|regid|quant[oa]s|metodologia|edicao|versao)\b/.test(folded);
  const latest = asksValue && !asked.month && !asked.year && /\b(hoje|atual|atualmente|vigente|deste mes|desse mes|este mes|agora|mais recente|ultimo)\b/.test(folded);
  const { month, year } = latest ? { month: previousMonth(current), year: undefined } : asked;
  const who = uf ? `do Sinduscon-${uf}` : /brasil|nacional|cbic/.test(folded) ? "médio Brasil (CBIC)" : "";
  if ((month && month >= current) || (!month && year && year > Number(current.slice(0, 4)))) {
    const label = month ? monthLabel(month) : String(year);
    return {
      lines: [
        `**O CUB ${who ? `${who} ` : ""}de ${label} ainda não foi publicado.** Cada Sinduscon divulga o CUB de um mês no início do mês seguinte, e nenhum valor futuro é conhecido: a base offline não faz previsão. Para orçar agora, use o CUB mais recente do seu estado e reajuste-o pela variação do INCC ou do próprio CUB.`,
      ],
      computed: [],
      passages: [coverage()],
    };
  }
  const held = monthsHeld();
  const where = uf ? `pelo Sinduscon-${uf}` : who ? "pela CBIC (CUB médio Brasil)" : "pelo Sinduscon do estado";
  const lacks = (what: string) => ({
    lines: [`**A base offline não tem o CUB ${what}.** Ela guarda só alguns estados e meses (listados abaixo); consulte a tabela publicada ${where}.`],
    computed: [],
    passages: [coverage()],
  });
  // A state the base has no value for.
  if (uf && !held.has(uf)) return lacks(`${who}${month ? ` de ${monthLabel(month)}` : ""}`);
  if (!month) return undefined;
  const has = uf ? held.get(uf)?.has(month) : [...held.values()].some((months) => months.has(month)) && !who;
  if (!has) return lacks(`${who ? `${who} ` : ""}de ${monthLabel(month)}`);
  // A month held only as an isolated R8-N value has no other standard project.
  const standard = standardIn(question);
  const fullTable = TABLES.some((t) => t.uf === uf && t.month === month);
  if (uf && !fullTable && standard.named && standard.code !== "R8-N") {
    return {
      lines: [`**A base offline não tem o CUB ${standard.code} do Sinduscon-${uf} de ${monthLabel(month)}**: desse mês ela guarda só o R8-N (abaixo). Para o ${standard.code}, consulte a tabela do mês no Sinduscon-${uf}.`],
      computed: [],
      passages: PASSAGES.filter((p) => p.code === `Sinduscon-${uf} — CUB/m² (${monthLabel(month)})`).slice(0, 1),
    };
  }
  return undefined;
}

/** "2026-01" → "2025-12". */
function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

function tablePassage(uf: string, month: string, regime: string, commercial: boolean): Passage | undefined {
  const id = `cub-${uf.toLowerCase()}-${month}-${regime === "desonerado" ? "des-" : ""}${commercial ? "com" : "res"}`;
  return PASSAGES.find((p) => p.id === id);
}

/**
 * "150 m² padrão R1-N em SP pelo CUB de dezembro de 2025" → area × the table's value; without an
 * area but with a standard project named ("CUB R8-N de SP"), the value itself, in bold.
 */
/**
 * "casa de 120 m² e CUB de R$ 2.500,00/m²": a CUB value the question gives, times its area. The
 * figure is the person's, not a table's, so no state or month is needed (R-AI-8).
 */
function typedCubCalculation(question: string, folded: string): Calculation | undefined {
  const perArea = /r\$\s*[\d.,]+\s*(?:\/|por)\s*m2/.test(folded);
  const value = perArea || /\bcub\b[^?]{0,40}r\$/.test(folded) ? moneyIn(question) : undefined;
  const area = areaIn(question.replace(/R\$\s*[\d.,]+\s*(?:\/|por)\s*m²?2?/gi, ""));
  if (value === undefined || value <= 0 || area === undefined || area <= 0) return undefined;
  // A sum not given per m² is a CUB only within the range a CUB has ("CUB de R$ 2.500,00"); "o CUB
  // cabe em R$ 400.000?" gives a budget to compare, not a value per m² to multiply.
  if (!perArea && (value < CUB_RANGE.min || value > CUB_RANGE.max)) return undefined;
  const total = area * value;
  const a = `${formatNumber(area)} m²`;
  // "…itens não inclusos de R$ 45.000,00 e BDI de 20%": the sums the question gives beside the
  // CUB are added to it, and its BDI applied to the whole: (CUB × área + itens) × (1 + BDI).
  // Only sums named as costs to add: "tenho R$ 400.000" is a budget to compare, not an item.
  const extras = EXTRA_ITEMS.test(folded) ? moneysIn(question).filter((m) => !m.perArea && m.value !== value).map((m) => m.value) : [];
  const bdi = percentAfter(question, "bdi");
  if (extras.length > 0 || bdi !== undefined) return budgetFromCub({ a, value, total, extras, bdi });
  return {
    lines: [
      `**Cálculo (CUB × área):** ${a} × ${brl(value)} por m² (o CUB informado na pergunta) = **${brl(total)}**.`,
      "A área que multiplica o CUB é a área equivalente da NBR 12721 (garagens, varandas e áreas descobertas entram com coeficientes que reduzem a sua área), não a área real. É só o custo básico: o CUB não inclui fundações, elevadores, projetos, BDI e outros itens (abaixo), então o custo final da obra é maior.",
    ],
    computed: [a, brl(value), brl(total)],
    passages: [passageById("cub-area-equivalente"), passageById("cub-nao-incluido")],
  };
}

/**
 * "Com o custo Sinapi de R$ 1.662,95/m², quanto custaria uma casa de 120 m²?": the SINAPI's cost
 * per m² the question gives, times the area (R-AI-8: a rule worked out, labelled as such). The
 * SINAPI is a cost reference of its own (IBGE/CAIXA), not the CUB; the value is the question's.
 */
export function sinapiCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\bsinapi\b/.test(folded) || /\bcub\b/.test(folded) || !/r\$\s*[\d.,]+\s*(?:\/|por)\s*m2/.test(folded)) return undefined;
  const value = moneyIn(question);
  const area = areaIn(question.replace(/R\$\s*[\d.,]+\s*(?:\/|por)\s*m²?2?/gi, ""));
  if (value === undefined || value <= 0 || area === undefined || area <= 0) return undefined;
  const total = area * value;
  const a = `${formatNumber(area)} m²`;
  return {
    lines: [
      `**Cálculo (custo SINAPI × área):** ${a} × ${brl(value)} por m² (o custo informado na pergunta) = **${brl(total)}**.`,
      "O SINAPI (IBGE/CAIXA) é um custo médio de referência, com metodologia própria, diferente da do CUB: serve para uma estimativa, não para o orçamento da obra, que inclui o que cada projeto tem de seu.",
    ],
    computed: [a, brl(value), brl(total)],
    passages: [passageById("cub-sinapi")],
  };
}

/** The values a CUB per m² takes (every state and standard project, 2020s: about R$ 1.000 to 6.000). */
const CUB_RANGE = { min: 500, max: 10_000 };

const EXTRA_ITEMS = /\b(itens|item|nao inclus\w*|fora do cub|somar|soma|acrescent\w*|adiciona\w*|custos? extras?)\b/;

/** The CUB's basic cost, plus the items it leaves out that the question prices, times its BDI. */
function budgetFromCub(input: { a: string; value: number; total: number; extras: number[]; bdi: number | undefined }): Calculation {
  const { a, value, total, extras, bdi } = input;
  const items = extras.reduce((sum, x) => sum + x, 0);
  const direct = total + items;
  const price = bdi === undefined ? direct : direct * (1 + bdi / 100);
  const steps = [
    `${a} × ${brl(value)} por m² (o CUB informado na pergunta) = ${brl(total)}`,
    ...(extras.length > 0 ? [`mais os itens fora do CUB (${extras.map(brl).join(" + ")}) = ${brl(direct)}`] : []),
    ...(bdi !== undefined ? [`vezes (1 + BDI de ${bdi.toLocaleString("pt-BR")}%) = ${brl(price)}`] : []),
  ];
  return {
    lines: [
      `**Cálculo (CUB, itens e BDI):** ${steps.join("; ")}. Custo estimado: **${brl(price)}**.`,
      "É uma estimativa expedita: a área que multiplica o CUB é a área equivalente da NBR 12721, e o CUB não inclui fundações, elevadores, projetos e outros itens (abaixo), que entram pelo valor que você informou.",
    ],
    computed: [a, brl(value), brl(total), ...extras.map(brl), brl(direct), brl(price), ...(bdi !== undefined ? [`${bdi}`, "1"] : [])],
    passages: [passageById("cub-area-equivalente"), passageById("cub-nao-incluido")],
  };
}

export function cubCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!/\bcub\b/.test(folded)) return undefined;
  const typed = typedCubCalculation(question, folded);
  if (typed) return typed;
  const area = areaIn(question);
  const uf = stateIn(question);
  if (!uf || (area !== undefined && area <= 0)) return undefined;
  if (area === undefined && !standardIn(question).named) return undefined;
  const { month } = monthIn(question);
  const desonerado = /desonerad/.test(folded);
  const standard = standardIn(question);
  const tables = TABLES.filter((t) => t.uf === uf && (desonerado ? t.regime === "desonerado" : t.regime !== "desonerado")).sort((a, b) => b.month.localeCompare(a.month));
  const table = month ? tables.find((t) => t.month === month) : tables[0];
  let value = table?.values[standard.code];
  let passage = table ? tablePassage(uf, table.month, table.regime, COMMERCIAL.test(standard.code)) : undefined;
  const usedMonth = table?.month ?? month;
  if ((value === undefined || !passage) && month && standard.code === "R8-N") {
    // Months held only as an isolated R8-N value (a news item, not the full table).
    passage = PASSAGES.find((p) => p.code === `Sinduscon-${uf} — CUB/m² (${monthLabel(month)})` && /R8-N/.test(p.title));
    const found = passage && /R\$ ([\d.]+,\d{2})/.exec(passage.text);
    value = found ? Number((found[1] as string).replace(/\./g, "").replace(",", ".")) : undefined;
  }
  if (value === undefined || !passage || !usedMonth) return undefined;
  const label = `CUB ${standard.code}${desonerado ? " desonerado" : ""} do Sinduscon-${uf}, ${monthLabel(usedMonth)}${month ? "" : " (o mês mais recente da base)"}`;
  if (area === undefined) {
    return {
      lines: [`**${label}: ${brl(value)} por m².** O CUB sai todo mês: confira o valor mais recente no Sinduscon-${uf} antes de usar.`],
      computed: [brl(value)],
      passages: [passage, passageById("cub-nao-incluido")],
    };
  }
  const total = area * value;
  const a = `${formatNumber(area)} m²`;
  return {
    lines: [
      `**Cálculo (CUB × área):** ${a} × ${brl(value)} (CUB ${standard.code}${desonerado ? " desonerado" : ""}, Sinduscon-${uf}, ${monthLabel(usedMonth)}${month ? "" : ", o mês mais recente da base"}) = **${brl(total)}**.`,
      `${standard.assumed ? `O padrão ${standard.code} foi suposto: diga o projeto-padrão (R1-N, R8-N…) se for outro. ` : ""}É só o custo básico: o CUB não inclui fundações, elevadores, projetos, BDI e outros itens (abaixo), então o custo final da obra é maior.`,
    ],
    computed: [a, brl(value), brl(total)],
    passages: [passage, passageById("cub-nao-incluido")],
  };
}
