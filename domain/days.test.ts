import { describe, expect, it } from "vitest";
import { addDays, localDate, localDay, monthOf } from "./days";

describe("calendar days without a date library (decision 084)", () => {
  it("a local Date's day and back, whatever the hour", () => {
    expect(localDay(new Date(2026, 10, 26, 23, 59))).toBe("2026-11-26");
    expect(localDay(new Date(2026, 0, 1, 0, 0))).toBe("2026-01-01");
    const date = localDate("2026-11-26");
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 10, 26, 0]);
    expect(localDay(localDate("2024-02-29"))).toBe("2024-02-29");
  });

  it("a month's first and last days, leap years included, and the week around it", () => {
    expect(monthOf("2026-02-14")).toEqual(["2026-02-01", "2026-02-28"]);
    expect(monthOf("2024-02-01")).toEqual(["2024-02-01", "2024-02-29"]);
    expect(monthOf("2026-12-31")).toEqual(["2026-12-01", "2026-12-31"]);
    expect(addDays(monthOf("2026-03-10")[0], -7)).toBe("2026-02-22");
    expect(addDays(monthOf("2026-12-10")[1], 7)).toBe("2027-01-07");
  });
});
