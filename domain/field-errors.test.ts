import { describe, expect, it } from "vitest";
import { fieldErrors, FORM_ERROR_KEY } from "./field-errors";
import { z } from "./zod";

describe("fieldErrors", () => {
  const schema = z
    .object({
      nome: z.string().min(1, "Informe o nome.").min(3, "Nome curto demais."),
      terreno: z.object({ uf: z.enum(["SP", "RJ"], { error: "UF inválida." }) }),
      itens: z.array(z.object({ nome: z.string().min(1, "Informe o item.") })),
    })
    .refine((v) => v.nome !== "proibido", "Combinação inválida.");

  it("keys each message by the field's dotted path, as react-hook-form names fields", () => {
    const result = schema.safeParse({ nome: "", terreno: { uf: "XX" }, itens: [{ nome: "a" }, { nome: "" }] });
    expect(fieldErrors(result.error?.issues ?? [])).toEqual({
      nome: "Informe o nome.",
      "terreno.uf": "UF inválida.",
      "itens.1.nome": "Informe o item.",
    });
  });

  it("keeps the first message of a field and puts a rule on the whole value under '_'", () => {
    expect(
      fieldErrors([
        { path: ["nome"], message: "primeira" },
        { path: ["nome"], message: "segunda" },
        { path: [], message: "Combinação inválida." },
      ]),
    ).toEqual({ nome: "primeira", [FORM_ERROR_KEY]: "Combinação inválida." });
  });
});
