import { describe, expect, it } from "vitest";
import { fieldErrors, FORM_ERROR_KEY, listedFields, MAX_LISTED_FIELDS } from "./field-errors";
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

  it("a 422 lists the first 20 fields in order and counts the others", () => {
    const fields = Object.fromEntries(Array.from({ length: 4_000 }, (_, i) => [`itens.${i}.nome`, "Informe o item."]));
    const listed = listedFields(fields);
    expect(MAX_LISTED_FIELDS).toBe(20);
    expect(Object.keys(listed.fields)).toEqual(Array.from({ length: 20 }, (_, i) => `itens.${i}.nome`));
    expect(listed.moreFields).toBe(3_980);
    expect(listedFields({ nome: "Informe o nome." })).toEqual({ fields: { nome: "Informe o nome." }, moreFields: 0 });
  });
});
