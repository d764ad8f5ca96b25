import { describe, expect, it } from "vitest";
import { cyclePriceCents, monthlyCents, yearlyOffer, YEARLY_MONTHS_CHARGED } from "./plan-prices";
import { planById } from "./plans";

const plan = (id: string) => planById(id)!;

// R-PAY-13, decision 116: a year costs 10 months (2 free), in integer cents.
describe("the yearly cycle's price", () => {
  it("charges 10 of the 12 months", () => {
    expect(YEARLY_MONTHS_CHARGED).toBe(10);
    expect(cyclePriceCents(plan("avancado"), "monthly")).toBe(9_900);
    expect(cyclePriceCents(plan("avancado"), "yearly")).toBe(99_000);
    expect(cyclePriceCents(plan("premium"), "yearly")).toBe(199_000);
    expect(cyclePriceCents(plan("obra-prima"), "yearly")).toBe(299_000);
  });

  it("states the month it equals and the saving truthfully, to the centavo", () => {
    // R$ 990,00 / 12 = R$ 82,50 exactly; 12 × R$ 99,00 − R$ 990,00 = R$ 198,00.
    expect(yearlyOffer(plan("avancado"))).toEqual({ yearlyCents: 99_000, perMonthCents: 8_250, savingCents: 19_800 });
    // R$ 1.990,00 / 12 = R$ 165,833… → R$ 165,83; R$ 2.990,00 / 12 = R$ 249,166… → R$ 249,17 (half up).
    expect(yearlyOffer(plan("premium"))).toEqual({ yearlyCents: 199_000, perMonthCents: 16_583, savingCents: 39_800 });
    expect(yearlyOffer(plan("obra-prima"))).toEqual({ yearlyCents: 299_000, perMonthCents: 24_917, savingCents: 59_800 });
    // An odd price: 10 × R$ 0,01 = R$ 0,10 a year, R$ 0,0083… a month → R$ 0,01; the saving is exact.
    expect(yearlyOffer({ price: 0.01 })).toEqual({ yearlyCents: 10, perMonthCents: 1, savingCents: 2 });
  });

  it("has no yearly offer for the trial or a plan not on sale", () => {
    expect(yearlyOffer(plan("esboco"))).toBeNull();
    expect(yearlyOffer(plan("legado"))).toBeNull();
    expect(cyclePriceCents(plan("legado"), "yearly")).toBeNull();
    expect(monthlyCents(plan("esboco"))).toBe(0);
  });
});
