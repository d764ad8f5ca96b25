import { describe, expect, it } from "vitest";
import { formatArea, formatDate, formatPercent, parsePtNumber } from "./format";

describe("parsePtNumber", () => {
  it.each([
    ["360", 360],
    ["360 m²", 360],
    ["1.250,5 m²", 1250.5],
    ["1.250", 1250],
    ["1250.5", 1250.5],
    ["0,6", 0.6],
    ["60%", 60],
    ["1,250.50", 1250.5],
    ["12.345.678", 12345678],
  ])("%s → %d", (text, value) => {
    expect(parsePtNumber(text)).toBe(value);
  });

  it("returns undefined without digits", () => {
    expect(parsePtNumber("")).toBeUndefined();
    expect(parsePtNumber("não sei")).toBeUndefined();
    expect(parsePtNumber(undefined)).toBeUndefined();
  });
});

describe("pt-BR formatting", () => {
  it("formats areas, percentages and dates", () => {
    expect(formatArea(1875.754)).toBe("1.875,75 m²");
    expect(formatArea(216)).toBe("216 m²");
    expect(formatPercent(0.6)).toBe("60%");
    expect(formatDate("2025-07-10")).toBe("10/07/2025");
    expect(formatDate("amanhã")).toBe("amanhã");
  });
});
