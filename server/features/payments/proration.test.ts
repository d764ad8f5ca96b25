import { describe, expect, it } from "vitest";
import { daysBetween, prorate } from "./proration";

// Pro rata of a plan change (R-PAY-11, decision 104): every figure below checked by hand.
describe("prorate", () => {
  it("R$ 99,00 → R$ 199,00 on day 10 of a 30-day cycle: 21 days left, R$ 70,00", () => {
    // 01/11 to 01/12 is 30 days; on 10/11 the days 10 … 30 are left (21); 10.000 × 21 / 30 = 7.000.
    expect(prorate({ fromCents: 9_900, toCents: 19_900, cycleStart: "2026-11-01", cycleEnd: "2026-12-01", today: "2026-11-10" })).toEqual({ daysInCycle: 30, daysLeft: 21, amountCents: 7_000 });
  });

  it("rounds to the nearest centavo, half up", () => {
    // 31-day cycle (01/12 to 01/01), today 16/12: 16 days left; 10.000 × 16 / 31 = 5.161,29… → 5.161.
    expect(prorate({ fromCents: 9_900, toCents: 19_900, cycleStart: "2026-12-01", cycleEnd: "2027-01-01", today: "2026-12-16" }).amountCents).toBe(5_161);
    // R$ 199,00 → R$ 299,00, 28-day February, 1 day left: 10.000 / 28 = 357,14… → 357.
    expect(prorate({ fromCents: 19_900, toCents: 29_900, cycleStart: "2027-02-01", cycleEnd: "2027-03-01", today: "2027-02-28" })).toEqual({ daysInCycle: 28, daysLeft: 1, amountCents: 357 });
    // 20.000 × 3 / 8 = 7.500 exactly; 1 × 1 / 2 = 0,5 → 1 (half up).
    expect(prorate({ fromCents: 9_900, toCents: 29_900, cycleStart: "2026-11-01", cycleEnd: "2026-11-09", today: "2026-11-06" }).amountCents).toBe(7_500);
    expect(prorate({ fromCents: 0, toCents: 1, cycleStart: "2026-11-01", cycleEnd: "2026-11-03", today: "2026-11-02" }).amountCents).toBe(1);
  });

  it("the first day costs the whole difference; the cycle's end day, or after it, nothing", () => {
    expect(prorate({ fromCents: 9_900, toCents: 19_900, cycleStart: "2026-11-01", cycleEnd: "2026-12-01", today: "2026-11-01" })).toEqual({ daysInCycle: 30, daysLeft: 30, amountCents: 10_000 });
    expect(prorate({ fromCents: 9_900, toCents: 19_900, cycleStart: "2026-11-01", cycleEnd: "2026-12-01", today: "2026-12-01" }).amountCents).toBe(0);
    expect(prorate({ fromCents: 9_900, toCents: 19_900, cycleStart: "2026-11-01", cycleEnd: "2026-12-01", today: "2026-12-05" }).daysLeft).toBe(0);
    // A date before the cycle (a clock behind) never charges more than the whole difference.
    expect(prorate({ fromCents: 9_900, toCents: 19_900, cycleStart: "2026-11-01", cycleEnd: "2026-12-01", today: "2026-10-20" }).amountCents).toBe(10_000);
  });

  it("a downgrade costs nothing now", () => {
    expect(prorate({ fromCents: 29_900, toCents: 9_900, cycleStart: "2026-11-01", cycleEnd: "2026-12-01", today: "2026-11-10" })).toEqual({ daysInCycle: 30, daysLeft: 21, amountCents: 0 });
  });

  it("refuses broken input", () => {
    expect(() => prorate({ fromCents: 99.5, toCents: 19_900, cycleStart: "2026-11-01", cycleEnd: "2026-12-01", today: "2026-11-10" })).toThrow(RangeError);
    expect(() => prorate({ fromCents: 9_900, toCents: 19_900, cycleStart: "2026-12-01", cycleEnd: "2026-12-01", today: "2026-11-10" })).toThrow(RangeError);
    expect(() => daysBetween("01/11/2026", "2026-12-01")).toThrow(RangeError);
    expect(daysBetween("2027-02-01", "2027-03-01")).toBe(28);
    expect(daysBetween("2028-02-01", "2028-03-01")).toBe(29);
  });
});
