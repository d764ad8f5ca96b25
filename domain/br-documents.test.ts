import { describe, expect, it } from "vitest";
import { formatDocument, formatPhone, isMobilePhone, isValidCnpj, isValidCpf, normalizeDocument, normalizePhone, whatsappLink } from "./br-documents";

describe("CPF", () => {
  it("accepts valid check digits with or without punctuation", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("11144477735")).toBe(true);
  });
  it("refuses wrong check digits, repeated digits and wrong lengths", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
  });
});

describe("CNPJ", () => {
  it("accepts numeric and alphanumeric CNPJs with valid check digits", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("12abc34501de35")).toBe(true);
  });
  it("refuses wrong check digits and repeated digits", () => {
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("00.000.000/0000-00")).toBe(false);
    expect(isValidCnpj("12.ABC.345/01DE-36")).toBe(false);
  });
});

describe("normalizeDocument / formatDocument", () => {
  it("tells CPF from CNPJ and keeps only the characters", () => {
    expect(normalizeDocument(" 529.982.247-25 ")).toEqual({ kind: "cpf", value: "52998224725" });
    expect(normalizeDocument("11.222.333/0001-81")).toEqual({ kind: "cnpj", value: "11222333000181" });
    expect(normalizeDocument("123")).toBeNull();
    expect(normalizeDocument("529.982.247-24")).toBeNull();
  });
  it("formats both back", () => {
    expect(formatDocument("52998224725")).toBe("529.982.247-25");
    expect(formatDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocument("12ABC34501DE35")).toBe("12.ABC.345/01DE-35");
  });
});

describe("phones", () => {
  it.each([
    ["(11) 98765-4321", "+5511987654321"],
    ["11987654321", "+5511987654321"],
    ["+55 11 98765-4321", "+5511987654321"],
    ["55 11 98765 4321", "+5511987654321"],
    ["011 98765-4321", "+5511987654321"],
    ["0 21 11 98765-4321", "+5511987654321"],
    ["(21) 3456-7890", "+552134567890"],
    ["21.3456.7890", "+552134567890"],
  ])("normalises %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ["(20) 98765-4321", "unknown area code"],
    ["11 8765-4321", "8-digit number starting with 8"],
    ["(11) 88765-4321", "9-digit number not starting with 9"],
    ["+1 415 555 0100", "another country"],
    ["11 98765-432a", "letters"],
    ["12345", "too short"],
  ])("refuses %s (%s)", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it("formats and links", () => {
    expect(formatPhone("+5511987654321")).toBe("(11) 98765-4321");
    expect(formatPhone("+552134567890")).toBe("(21) 3456-7890");
    expect(whatsappLink("+5511987654321")).toBe("https://wa.me/5511987654321");
    expect(isMobilePhone("+5511987654321")).toBe(true);
    expect(isMobilePhone("+552134567890")).toBe(false);
  });
});
