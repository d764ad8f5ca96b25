import { describe, expect, it } from "vitest";
import { SUGGESTION_NAME_MAX, SUGGESTION_TEXT_MAX, suggestionInputSchema, suggestionTriageSchema } from "./suggestions.schema";

const fieldErrors = (input: unknown) => {
  const result = suggestionInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("suggestionInputSchema (R-SUGG-1)", () => {
  it("trims, and defaults the type to nova-ideia and the urgency to média", () => {
    expect(suggestionInputSchema.parse({ name: "  Ana Souza ", text: "  Exportar o orçamento em Excel.  " })).toEqual({
      name: "Ana Souza",
      type: "nova-ideia",
      urgency: "média",
      text: "Exportar o orçamento em Excel.",
    });
  });

  it("keeps the type and urgency chosen", () => {
    expect(suggestionInputSchema.parse({ name: "Ana", type: "bug", urgency: "crítica", text: "O PDF não abre." })).toMatchObject({
      type: "bug",
      urgency: "crítica",
    });
  });

  it("requires the name and the text, in pt-BR", () => {
    expect(fieldErrors({ name: "  ", text: "" })).toEqual({ name: "Informe o seu nome.", text: "Escreva a sua sugestão ou feedback." });
    expect(fieldErrors({})).toEqual({ name: "Informe o seu nome.", text: "Escreva a sua sugestão ou feedback." });
  });

  it("bounds the lengths and refuses unknown types and urgencies", () => {
    const errors = fieldErrors({ name: "a".repeat(SUGGESTION_NAME_MAX + 1), type: "reclamação", urgency: "urgente", text: "x".repeat(SUGGESTION_TEXT_MAX + 1) });
    expect(errors).toEqual({
      name: `O nome pode ter no máximo ${SUGGESTION_NAME_MAX} caracteres.`,
      type: "Escolha o tipo: Nova ideia, Reportar bug ou Elogio.",
      urgency: "Escolha a urgência: baixa, média, alta ou crítica.",
      text: "A sugestão pode ter no máximo 5.000 caracteres.",
    });
    expect(fieldErrors({ name: "a".repeat(SUGGESTION_NAME_MAX), text: "x".repeat(SUGGESTION_TEXT_MAX) })).toEqual({});
  });
});

describe("suggestionTriageSchema (R-SUGG-2)", () => {
  it("accepts a triage with its feasibility, estimate, reply and who wrote it", () => {
    const triage = { feasibility: "média", estimate: "2 a 3 semanas", reply: "Olá, Ana!", provider: "offline" };
    expect(suggestionTriageSchema.parse(triage)).toEqual(triage);
    expect(suggestionTriageSchema.safeParse({ ...triage, feasibility: "altíssima" }).success).toBe(false);
    expect(suggestionTriageSchema.safeParse({ ...triage, reply: "" }).success).toBe(false);
  });
});
