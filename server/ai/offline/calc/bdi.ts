import { brl } from "#server/ai/offline/passages/cub";
import { passageById } from "#server/ai/offline/search";
import type { Calculation } from "./types";
import { fold, moneyIn, percentAfter } from "./quantities";

/** "custo direto de R$ 200.000,00 e BDI de 25%: qual o preço?" — preço = custo × (1 + BDI). */
export function bdiCalculation(question: string): Calculation | undefined {
  if (!/\bbdi\b/.test(fold(question))) return undefined;
  const cost = moneyIn(question);
  const bdi = percentAfter(question, "bdi");
  if (cost === undefined || bdi === undefined) return undefined;
  const price = cost * (1 + bdi / 100);
  return {
    lines: [`**Cálculo (BDI):** preço de venda = custo direto × (1 + BDI) = ${brl(cost)} × (1 + ${bdi.toLocaleString("pt-BR")}%) = **${brl(price)}**.`],
    computed: [brl(cost), brl(price), `${bdi}`],
    passages: [passageById("custo-bdi")],
  };
}
