import type { Passage } from "#server/ai/offline/types";

/**
 * The taxes on an architect's own fees under the consumption-tax reform: Lei Complementar
 * 214/2025, read in its text at planalto.gov.br (arts. 127, 343, 346 and 348) and cross-checked on
 * professional tax pages (agorafiscal.com.br on art. 127's list and conditions; reformatributaria.com,
 * gilbertoconsultoria.com.br and radartributario.com on the 2026 test rates and art. 348's
 * reductions, Simples Nacional, dispensation and offset). The reference rates the reform will reach
 * are not fixed yet, so no full rate is stated (decision 082; R-AI-8). None of the publishers wrote
 * a question of the evaluation sets by source.
 */

const LC214 = "Lei Complementar 214/2025 (IBS e CBS)";
const PLANALTO_LC214 = "https://www.planalto.gov.br/ccivil_03/leis/lcp/lcp214.htm";

export const FEE_TAX_PASSAGES: Passage[] = [
  {
    id: "lc214-reducao-30-profissoes",
    code: LC214,
    item: "art. 127",
    title: "IBS e CBS: arquitetos e urbanistas pagam alíquotas 30% menores (Lei Complementar 214)",
    topics: ["tributária", "tributação", "tributos", "IBS", "CBS", "imposto sobre bens e serviços", "contribuição sobre bens e serviços", "alíquota reduzida", "redução de 30%", "profissões regulamentadas", "profissional liberal", "conselho profissional", "imposto do arquiteto", "imposto sobre honorários", "escritório de arquitetura", "sociedade de arquitetos", "Lei Complementar 214"],
    text:
      "Pela Lei Complementar 214/2025 (art. 127), as alíquotas do IBS e da CBS sobre os serviços de 18 profissões intelectuais fiscalizadas por conselho profissional, entre elas arquitetos e urbanistas e engenheiros, ficam reduzidas em 30%: paga-se 70% da alíquota-padrão. " +
      "Para a pessoa física, vale quando o serviço está ligado à habilitação do profissional. " +
      "Para a pessoa jurídica, é preciso cumprir tudo isto ao mesmo tempo: os sócios têm habilitação ligada ao objeto da sociedade e são fiscalizados pelo conselho; nenhum sócio é pessoa jurídica e a sociedade não é sócia de outra; ela não exerce atividade alheia às habilitações dos sócios; e os serviços da atividade-fim são prestados pelos próprios sócios, com auxiliares ou colaboradores.",
    source: PLANALTO_LC214,
  },
  {
    id: "lc214-aliquotas-teste-2026",
    code: LC214,
    item: "arts. 343 e 346",
    title: "IBS e CBS em 2026, o ano de teste: CBS de 0,9% e IBS de 0,1% na nota fiscal",
    topics: ["tributária", "tributação", "tributos", "ano de teste", "2026", "alíquota de teste", "CBS", "IBS", "nota fiscal", "destacar na nota", "transição", "IBS e CBS em 2026", "Lei Complementar 214"],
    text:
      "Na Lei Complementar 214/2025, 2026 é o ano de teste do IBS e da CBS: sobre os fatos geradores de 1º de janeiro a 31 de dezembro de 2026, a alíquota da CBS é de 0,9% (art. 346) e a do IBS de 0,1%, na parcela estadual (art. 343), destacadas na nota fiscal no novo padrão. " +
      "A redução de um regime diferenciado vale também nessas alíquotas de teste (art. 348, III, a): para as profissões com 30% de redução, como a de arquiteto e urbanista, 0,63% de CBS e 0,07% de IBS; elas não se aplicam às optantes do Regime Especial Unificado das microempresas e empresas de pequeno porte (art. 348, III, c). " +
      "Quem cumpre as obrigações acessórias fica dispensado de recolher esses valores em 2026 (art. 348, § 1º), e o que for recolhido é compensado com o PIS e a Cofins do período (art. 348, I). " +
      "A transição segue até 2033, quando os últimos tributos antigos sobre o consumo deixam de existir; as alíquotas de referência desse fim ainda não foram fixadas.",
    source: PLANALTO_LC214,
  },
];
