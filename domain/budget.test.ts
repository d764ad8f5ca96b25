import { describe, expect, it } from "vitest";
import {
  apportion,
  baseCost,
  bdiPercent,
  bdiTermsFrom,
  computeBudget,
  defaultStageShares,
  equivalentArea,
  extraAmount,
  formatMoney,
  scenarioCodes,
  stageAmounts,
  type ExtraLine,
} from "./budget";

const extra = (over: Partial<ExtraLine>): ExtraLine => ({ kind: "fundacoes", label: "Fundações", enabled: true, mode: "percent", percent: 0, value: 0, estimated: false, ...over });

describe("área equivalente and the base", () => {
  it("sums real area × coefficient, rounding once to the hundredth of m²", () => {
    expect(equivalentArea([{ kind: "coberta", area: 150, coefficient: 1 }, { kind: "garagem", area: 30.5, coefficient: 0.5 }, { kind: "varanda", area: 12.33, coefficient: 0.75 }])).toBe(174.5);
    // 12,33 × 0,75 = 9,2475 → with the rest 174,4975 → 174,50
    expect(equivalentArea([{ kind: "varanda", area: 12.33, coefficient: 0.75 }])).toBe(9.25);
  });

  it("multiplies the CUB by the equivalent area in cents", () => {
    // SP dez/2025 R1-N onerado: R$ 2.553,84 × 174,50 m² = R$ 445.645,08
    expect(baseCost(2553.84, 174.5)).toBe(44_564_508);
    expect(formatMoney(44_564_508)).toBe("R$ 445.645,08");
  });
});

describe("stages", () => {
  it("default shares are the midpoints normalised to exactly 100%", () => {
    const shares = defaultStageShares();
    expect(shares.reduce((s, x) => s + x.bps, 0)).toBe(10_000);
    // Estrutura: midpoint 19,5 of the 92,25 the covered stages' midpoints add up to → 21,14%
    expect(shares.find((s) => s.id === "estrutura")!.bps).toBe(2114);
  });

  it("split the base so the amounts add up to it to the cent", () => {
    for (const base of [1, 99, 44_564_508, 123_456_789]) {
      const amounts = stageAmounts(base, defaultStageShares());
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(base);
    }
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });
});

describe("extras", () => {
  it("are a share of the base or a typed value, and nothing when off", () => {
    expect(extraAmount(44_564_508, extra({ percent: 5 }))).toBe(2_228_225);
    expect(extraAmount(44_564_508, extra({ mode: "value", value: 1_850_000 }))).toBe(1_850_000);
    expect(extraAmount(44_564_508, extra({ enabled: false, percent: 5 }))).toBe(0);
  });
});

describe("BDI (TCU)", () => {
  it("matches the published check values: ISS 3% without CPRB", () => {
    expect(bdiPercent(bdiTermsFrom("1o-quartil", 3, false))).toBe(19.85);
    expect(bdiPercent(bdiTermsFrom("medio", 3, false))).toBe(23.54);
    expect(bdiPercent(bdiTermsFrom("3o-quartil", 3, false))).toBe(27.54);
  });

  it("matches the published check values: ISS 2% with CPRB 4,5%", () => {
    expect(bdiPercent(bdiTermsFrom("1o-quartil", 2, true))).toBe(24.52);
    expect(bdiPercent(bdiTermsFrom("medio", 2, true))).toBe(28.35);
    expect(bdiPercent(bdiTermsFrom("3o-quartil", 2, true))).toBe(32.51);
  });
});

describe("computeBudget", () => {
  it("adds the construction extras under the BDI and the projects and taxes outside it", () => {
    const totals = computeBudget({
      cubPerM2: 2553.84,
      areas: [{ kind: "coberta", area: 150, coefficient: 1 }, { kind: "garagem", area: 30.5, coefficient: 0.5 }, { kind: "varanda", area: 12.33, coefficient: 0.75 }],
      stages: defaultStageShares(),
      extras: [extra({ percent: 5, estimated: true }), extra({ kind: "projetos", label: "Projetos e aprovações", mode: "value", value: 3_000_000 }), extra({ kind: "piscina", label: "Piscina", enabled: false, percent: 3 })],
      bdi: bdiTermsFrom("medio", 3, false),
    });
    expect(totals.base).toBe(44_564_508);
    expect(totals.stages.reduce((s, x) => s + x.amount, 0)).toBe(totals.base);
    expect(totals.extras.map((e) => [e.kind, e.amount])).toEqual([["fundacoes", 2_228_225], ["projetos", 3_000_000]]);
    expect(totals.construction).toBe(44_564_508 + 2_228_225);
    expect(totals.bdiPercent).toBe(23.54);
    // 46.792.733 × 23,54% = 11.015.009,35 → 11.015.009 cents
    expect(totals.bdi).toBe(11_015_009);
    expect(totals.total).toBe(46_792_733 + 11_015_009 + 3_000_000);
    expect(formatMoney(totals.total)).toBe("R$ 608.077,42");
    // Real area 192,83 m² → R$ 3.153,44/m²
    expect(totals.realArea).toBe(192.83);
    expect(totals.perM2).toBe(315_344);
  });

  it("without a builder's price has no BDI, and without area no price per m²", () => {
    const totals = computeBudget({ cubPerM2: 2000, areas: [], stages: defaultStageShares(), extras: [], bdi: null });
    expect([totals.base, totals.bdi, totals.total, totals.bdiPercent, totals.perM2]).toEqual([0, 0, 0, null, null]);
  });
});

describe("scenarioCodes", () => {
  it("lists the same design at each finish level that exists", () => {
    expect(scenarioCodes("R1-N")).toEqual(["R1-B", "R1-N", "R1-A"]);
    expect(scenarioCodes("R16-A")).toEqual(["R16-N", "R16-A"]);
    expect(scenarioCodes("GI")).toEqual([]);
  });
});
