import { describe, expect, it } from "vitest";
import { askOffline } from "./testing";

const ask = (q: string) => askOffline(q);

/** The taxes on an architect's fees under Lei Complementar 214/2025 (passages/fee-taxes.ts; decision 082). */
describe("offline base: IBS and CBS on an architect's fees", () => {
  it("states the 30% reduction for regulated professions, architects among them, and its conditions", () => {
    const a = ask("Na reforma tributária, arquiteto tem redução nas alíquotas de IBS e CBS? De quanto?");
    expect(a.passages[0]?.id).toBe("lc214-reducao-30-profissoes");
    expect(a.lead).toMatch(/reduzidas em 30%/);
    expect(ask("meu escritório de arquitetura é uma sociedade: o que precisa para ter a alíquota reduzida do IBS e da CBS?").lead).toMatch(/nenhum sócio é pessoa jurídica/);
  });

  it("states the 2026 test rates, and no full rate the law has not fixed", () => {
    expect(ask("qual a alíquota de CBS em 2026 na nota fiscal do escritório?").lead).toMatch(/alíquota da CBS é de 0,9%/);
    // Found by a review: the professions' reduction holds in the test year too, the Simples is out,
    // and meeting the accessory obligations waives the payment.
    const test = ask("A CBS de 0,9% em 2026 é cobrada de verdade ou só destacada na nota?").lead;
    expect(test).toMatch(/0,63% de CBS e 0,07% de IBS/);
    expect(test).toMatch(/dispensado de recolher/);
    expect(ask("e o IBS no ano de teste de 2026, quanto é?").lead).toMatch(/a do IBS de 0,1%/);
  });

  it("does not answer another activity's relief with the professions'", () => {
    // Before the relief's object was read: the professions' 30% answered for a lease.
    expect(ask("Na reforma tributária, de quanto é a redução das alíquotas de IBS e CBS na locação de imóveis?").answer.found).toBe(false);
  });

  it("leaves a renovation's norm to the renovation, not to the tax reform", () => {
    expect(ask("a norma de reforma em edificacoes entrou em vigor em que ano?").passages[0]?.id).not.toMatch(/^lc214/);
  });
});
