import { describe, expect, it } from "vitest";
import { numberText, parseFloors, parseLotArea, parseName, parseQuantity, parseUnitArea, parseWallPercent, percentText, readDecimal, sameNumber } from "./number-text";

describe("programme inputs read pt-BR numbers", () => {
  it("reads the decimal comma, thousands dots and a comma still being typed", () => {
    expect(readDecimal("12,5")).toBe(12.5);
    expect(readDecimal("1.234,5")).toBe(1234.5);
    expect(readDecimal("12,")).toBe(12);
    expect(readDecimal(" ")).toBeNull();
    expect(readDecimal("doze")).toBeNaN();
  });

  it("writes numbers back with a comma and no grouping", () => {
    expect(numberText(1234.5)).toBe("1234,5");
    expect(numberText(null)).toBe("");
    expect(percentText(0.07)).toBe("7");
    expect(percentText(0.125)).toBe("12,5");
  });

  it("gives the schema's pt-BR messages for what the server would refuse", () => {
    expect(parseQuantity("2")).toEqual({ ok: true, value: 2 });
    expect(parseQuantity("2,5")).toEqual({ ok: false, error: "A quantidade deve ser um número inteiro." });
    expect(parseQuantity("")).toEqual({ ok: false, error: "Informe a quantidade." });
    expect(parseUnitArea("12,5")).toEqual({ ok: true, value: 12.5 });
    expect(parseUnitArea("-1")).toEqual({ ok: false, error: "Digite um número (ex.: 12,5)." });
    expect(parseUnitArea("abc")).toEqual({ ok: false, error: "Digite um número (ex.: 12,5)." });
    expect(parseWallPercent("30")).toEqual({ ok: true, value: 0.3 });
    expect(parseWallPercent("250")).toEqual({ ok: false, error: "O fator pode ser no máximo 200 %." });
    expect(parseLotArea("")).toEqual({ ok: true, value: null });
    expect(parseFloors("1,5")).toEqual({ ok: false, error: "O número de pavimentos deve ser inteiro." });
    expect(parseName("  ")).toEqual({ ok: false, error: "Informe o nome do ambiente." });
  });

  it("compares numbers up to float noise", () => {
    expect(sameNumber(0.07, 7 / 100)).toBe(true);
    expect(sameNumber(0.07, 0.08)).toBe(false);
    expect(sameNumber(null, 0)).toBe(false);
    expect(sameNumber(null, null)).toBe(true);
  });
});
