import { describe, expect, it } from "vitest";
import { IMAGE_PROMPT_MAX, IMAGE_PROMPT_REQUIRED, imageDownloadName, imageInputSchema } from "./images.schema";

describe("image input (R-IMG-1)", () => {
  it("trims the prompt and refuses a blank one with the spec's message", () => {
    expect(imageInputSchema.parse({ prompt: "  fachada  " })).toEqual({ prompt: "fachada", projectId: null });
    for (const prompt of ["", "   \n\t "]) {
      const parsed = imageInputSchema.safeParse({ prompt });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Campo obrigatório — Por favor, descreva a imagem que deseja gerar.");
    }
    expect(imageInputSchema.safeParse({}).error?.issues[0]?.message).toBe(IMAGE_PROMPT_REQUIRED);
  });

  it("accepts up to the maximum length and a project id, refuses more and a bad id", () => {
    expect(imageInputSchema.safeParse({ prompt: "a".repeat(IMAGE_PROMPT_MAX) }).success).toBe(true);
    expect(imageInputSchema.safeParse({ prompt: "a".repeat(IMAGE_PROMPT_MAX + 1) }).error?.issues[0]?.message).toBe("A descrição pode ter no máximo 1.000 caracteres.");
    const id = "3f2b8c1e-9a4d-4e1f-8b2a-0c6d5e4f3a21";
    expect(imageInputSchema.parse({ prompt: "x", projectId: id }).projectId).toBe(id);
    expect(imageInputSchema.safeParse({ prompt: "x", projectId: "abc" }).error?.issues[0]?.message).toBe("Projeto não encontrado.");
  });
});

describe("download name (the spec's section 9)", () => {
  it("is prancheta-yyyyMMdd-HHmmss.png in local time", () => {
    // 8 March 2026, 14:05:09 local: month index 2 is March, written 03.
    expect(imageDownloadName(new Date(2026, 2, 8, 14, 5, 9))).toBe("prancheta-20260308-140509.png");
    expect(imageDownloadName(new Date(2027, 11, 31, 23, 59, 59))).toBe("prancheta-20271231-235959.png");
  });
});
