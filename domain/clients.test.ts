import { describe, expect, it } from "vitest";
import { clientInputSchema, clientListQuerySchema, searchKey } from "./clients";

const fieldErrors = (input: unknown) => {
  const result = clientInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("clientInputSchema", () => {
  it("normalises what it accepts and turns blanks into null", () => {
    const data = clientInputSchema.parse({
      nome: "  Ana Júlia Prado ",
      email: " Ana@Exemplo.com.BR ",
      telefone: "(11) 98765-4321",
      documento: "529.982.247-25",
      endereco: "",
      observacoes: "   ",
    });
    expect(data).toEqual({
      nome: "Ana Júlia Prado",
      email: "ana@exemplo.com.br",
      telefone: "+5511987654321",
      documento: "52998224725",
      endereco: null,
      observacoes: null,
    });
  });

  it("needs only the name", () => {
    expect(clientInputSchema.parse({ nome: "Escritório X" })).toMatchObject({ email: null, telefone: null, documento: null });
  });

  it("gives a pt-BR message per bad field", () => {
    const errors = fieldErrors({ nome: " ", email: "ana@", telefone: "123", documento: "111.111.111-12" });
    expect(errors.nome).toBe("Informe o nome do cliente.");
    expect(errors.email).toMatch(/^E-mail inválido/);
    expect(errors.telefone).toMatch(/^Telefone inválido/);
    expect(errors.documento).toMatch(/^CPF ou CNPJ inválido/);
  });

  it("accepts a CNPJ, also alphanumeric", () => {
    expect(clientInputSchema.parse({ nome: "Construtora", documento: "12.abc.345/01de-35" }).documento).toBe("12ABC34501DE35");
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
