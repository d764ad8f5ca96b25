import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatMoney, formatNumber, formatTimestamp } from "./format";

describe("formatDate", () => {
  it("formats a Date as dd/MM/yyyy", () => {
    expect(formatDate(new Date(2025, 5, 20, 15, 30))).toBe("20/06/2025");
  });

  it("accepts an ISO string", () => {
    expect(formatDate("2025-01-05T12:00:00")).toBe("05/01/2025");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatMoney", () => {
  it("formats BRL with pt-BR separators", () => {
    expect(formatMoney(1234.56)).toBe("R$ 1.234,56");
  });

  it("keeps two decimals and thousands groups", () => {
    expect(formatMoney(0)).toBe("R$ 0,00");
    expect(formatMoney(1500000)).toBe("R$ 1.500.000,00");
  });

  it("formats negative values", () => {
    expect(formatMoney(-10.5)).toMatch(/^-\s?R\$ 10,50$/);
  });
});

describe("formatTimestamp", () => {
  const now = new Date(2025, 5, 20, 18, 0);
  it("shows only the time for today", () => {
    expect(formatTimestamp(new Date(2025, 5, 20, 9, 5), now)).toBe("09:05");
  });
  it("adds the date for another day", () => {
    expect(formatTimestamp(new Date(2025, 5, 19, 23, 59), now)).toBe("19/06/2025 23:59");
  });
  it("returns an empty string for an invalid date", () => {
    expect(formatTimestamp("x", now)).toBe("");
  });
});

describe("formatDay / formatNumber", () => {
  it("formats an API day without shifting it", () => {
    expect(formatDay("2025-06-20")).toBe("20/06/2025");
    expect(formatDay("20/06/2025")).toBe("");
  });
  it("groups thousands with . and uses a decimal comma", () => {
    expect(formatNumber(1234.5)).toBe("1.234,5");
    expect(formatNumber(360)).toBe("360");
  });
});
