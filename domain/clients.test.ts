import { describe, expect, it } from "vitest";
import { searchKey } from "./clients";
import { CLIENT_CODE_MAX, clientInputSchema, clientListQuerySchema } from "./clients.schema";

const fieldErrors = (input: unknown) => {
  const result = clientInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("clientInputSchema", () => {
  it("normalises what it accepts and turns blanks into null", () => {
    const data = clientInputSchema.parse({
      name: "  Ana Júlia Prado ",
      email: " Ana@Exemplo.com.BR ",
      phone: "(11) 98765-4321",
      document: "529.982.247-25",
      address: "",
      notes: "   ",
    });
    expect(data).toEqual({
      name: "Ana Júlia Prado",
      email: "ana@exemplo.com.br",
      phone: "+5511987654321",
      document: "52998224725",
      address: null,
      notes: null,
      kind: null,
      addressForm: null,
    });
  });

  it("needs only the name", () => {
    expect(clientInputSchema.parse({ name: "Escritório X" })).toMatchObject({ email: null, phone: null, document: null });
  });

  it("gives a pt-BR message per bad field", () => {
    const errors = fieldErrors({ name: " ", email: "ana@", phone: "123", document: "111.111.111-12" });
    expect(errors.name).toBe("Informe o nome do cliente.");
    expect(errors.email).toMatch(/^E-mail inválido/);
    expect(errors.phone).toMatch(/^Telefone inválido/);
    expect(errors.document).toMatch(/^CPF ou CNPJ inválido/);
  });

  it("accepts a CNPJ, also alphanumeric", () => {
    expect(clientInputSchema.parse({ name: "Construtora", document: "12.abc.345/01de-35" }).document).toBe("12ABC34501DE35");
  });
});

describe("clientListQuerySchema", () => {
  it("defaults and coerces query strings", () => {
    expect(clientListQuerySchema.parse({})).toEqual({ search: "", page: 1, pageSize: 20 });
    expect(clientListQuerySchema.parse({ search: " joão ", page: "3", pageSize: "50" })).toEqual({ search: "joão", page: 3, pageSize: 50 });
  });
  it("refuses pages below 1 and sizes above 100", () => {
    expect(clientListQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
  });
});

describe("searchKey", () => {
  it("folds accents, case and spaces", () => {
    expect(searchKey("  José   ÁVILA Conceição ")).toBe("jose avila conceicao");
  });
});

describe("a phone or CPF/CNPJ longer than any valid one", () => {
  it("is refused by its length before it is read (decision 067)", () => {
    const long = "1".repeat(CLIENT_CODE_MAX + 1);
    const result = clientInputSchema.safeParse({ name: "Ana", phone: long, document: long });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.code, i.message])).toEqual([
      ["phone", "too_big", "Telefone inválido."],
      ["document", "too_big", "CPF ou CNPJ inválido."],
    ]);
    expect(clientInputSchema.safeParse({ name: "Ana", phone: ` (11) 98765-4321${" ".repeat(CLIENT_CODE_MAX)}` }).success).toBe(true);
  });
});
