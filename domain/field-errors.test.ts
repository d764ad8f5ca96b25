import { describe, expect, it } from "vitest";
import { fieldErrors, FORM_ERROR_KEY, KEY_MAX, LISTED_CHARS_MAX, listedFields, MAX_LISTED_FIELDS, MESSAGE_MAX } from "./field-errors";
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

  it("never echoes a long key or message whole: segments, keys, messages and the whole list are cut", () => {
    const long = "k".repeat(6_000);
    const record = z.object({ answers: z.record(z.string(), z.string()) }).strict();
    const result = record.safeParse({ answers: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`${i}${long}`, 0])), [long]: 1 });
    const fields = fieldErrors(result.error?.issues ?? []);
    // Each key's record segment is cut to 64 characters; the unknown key's message is cut too.
    expect(Object.keys(fields).every((key) => key.length <= "answers.".length + 64)).toBe(true);
    expect(Object.keys(fields)[0]).toBe(`answers.0${"k".repeat(62)}…`);
    expect(Object.values(fields).every((message) => message.length <= MESSAGE_MAX)).toBe(true);
    expect(fields._).toMatch(/^Campo não reconhecido: k+…$/);
    // Whoever made the fields, the listed ones stay within a few KB, and the rest are counted.
    const made = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`${i}${long}`, long]));
    const listed = listedFields(made);
    expect(Object.keys(listed.fields).every((key) => key.length <= KEY_MAX)).toBe(true);
    expect(JSON.stringify(listed.fields).length).toBeLessThanOrEqual(LISTED_CHARS_MAX + KEY_MAX + MESSAGE_MAX + 100);
    expect(Object.keys(listed.fields).length + listed.moreFields).toBe(30);
    expect(listed.moreFields).toBeGreaterThan(10);
  });
});
