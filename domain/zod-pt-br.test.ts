import { describe, expect, it } from "vitest";
import { z } from "./zod";
import { optionalText } from "./text-fields";
import { clientInputSchema } from "./clients.schema";
import { projectInputSchema } from "./projects.schema";

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a failure");
  return result.error.issues[0]!.message;
};

// Words of European Portuguese, or of a developer, that a Brazilian user should never read.
const NOT_BRAZILIAN = /registo|demasiado|vetor|ficheiro|tuplo|esperava|recebeu|entrada inválida|undefined|NaN/i;

describe("zod's own messages", () => {
  it.each([
    [z.string(), 42, "Valor inválido: informe um texto."],
    [z.string(), undefined, "Campo obrigatório."],
    [z.number(), "dez", "Valor inválido: informe um número."],
    [z.int(), 1.5, "Valor inválido: informe um número inteiro."],
    [z.boolean(), "sim", "Valor inválido: informe sim ou não (verdadeiro ou falso)."],
    [z.array(z.string()), "a", "Valor inválido: informe uma lista."],
    [z.object({ a: z.string() }), [], "Valor inválido: informe os dados como um objeto JSON."],
    [z.record(z.string(), z.string()), 1, "Valor inválido: informe os dados como um objeto JSON."],
    [z.enum(["baixo", "normal", "alto"]), "luxo", "Opção inválida. Escolha “baixo”, “normal” ou “alto”."],
    [z.literal(true), false, "Valor inválido: use true."],
    [z.string().max(3), "abcd", "Grande demais: no máximo 3 caracteres."],
    [z.string().min(1), "", "Campo obrigatório."],
    [z.string().min(2), "a", "Pequeno demais: no mínimo 2 caracteres."],
    [z.array(z.string()).max(1), ["a", "b"], "Grande demais: no máximo 1 item."],
    [z.number().max(1_000_000), 2_000_000, "Valor alto demais: o máximo é 1.000.000."],
    [z.number().positive(), 0, "Valor baixo demais: deve ser maior que 0."],
    [z.number().min(0.01), 0, "Valor baixo demais: o mínimo é 0,01."],
    [z.email(), "x", "E-mail inválido."],
    [z.url(), "x", "Endereço (URL) inválido."],
    [z.string().regex(/^\d+$/), "a", "Formato inválido."],
    [z.strictObject({ a: z.string() }), { a: "x", b: 1 }, "Campo não reconhecido: b."],
  ] as const)("%# is Brazilian and readable", (schema, value, expected) => {
    const message = messageOf(schema as z.ZodType, value);
    expect(message).toBe(expected);
    expect(message).not.toMatch(NOT_BRAZILIAN);
  });

  it("never reach a form in European Portuguese through the domain schemas", () => {
    for (const [schema, value] of [
      [clientInputSchema, { name: 1, email: [], address: {}, notes: 5 }],
      [projectInputSchema, { name: "Casa", clientId: 1, landPlot: [], builtArea: "x", standard: "luxo", type: 3 }],
      [clientInputSchema, "não é um objeto"],
    ] as const) {
      const result = (schema as z.ZodType).safeParse(value);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) expect(issue.message).not.toMatch(NOT_BRAZILIAN);
    }
  });
});

describe("optionalText's messages agree with their label", () => {
  it("singular and plural labels", () => {
    expect(messageOf(optionalText(10, "O endereço"), 1)).toBe("O endereço deve ser um texto.");
    expect(messageOf(optionalText(10, "As observações"), 1)).toBe("As observações devem ser um texto.");
    expect(messageOf(optionalText(3, "A cidade"), "abcd")).toBe("A cidade pode ter no máximo 3 caracteres.");
    expect(messageOf(optionalText(2_000, "As observações de topografia"), "a".repeat(2_001))).toBe(
      "As observações de topografia podem ter no máximo 2.000 caracteres.",
    );
  });
});
