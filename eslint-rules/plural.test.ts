import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// As in imports.test.ts: made-up files, so the type-aware rules are off for them.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
  },
});

async function flagged(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "prancheta/one-plural").length;
}

describe("prancheta/one-plural (R-CLIENT-3: counts go through plural)", { timeout: 60_000 }, () => {
  it("flags each shape of a count written by hand", async () => {
    const samples = [
      'export const a = (n: number) => `${n} ${n === 1 ? "dia" : "dias"}`;',
      'export const a = (n: number) => (n === 1 ? "1 versão" : `${n} versões`);',
      'export const a = (n: number) => `há ${n} minuto${n === 1 ? "" : "s"}`;',
      'export const a = (n: number) => `${n.toLocaleString("pt-BR")} ${n === 1 ? "imagem" : "imagens"}`;',
      'export const a = (n: number) => `${n} não ${n === 1 ? "lida" : "lidas"}`;',
    ];
    for (const code of samples) expect(await flagged("domain/zz.ts", code), code).toBe(1);
    expect(await flagged("web/features/zz/zz.tsx", 'export const A = ({ n }: { n: number }) => <span>{n} não {n === 1 ? "lida" : "lidas"}</span>;\n')).toBe(1);
  });

  it("lets plural() and choices that are not counts of words through", async () => {
    const samples = [
      'import { plural } from "#domain/addressing";\nexport const a = (n: number) => plural(n, "dia", "dias");',
      'export const a = (n: number) => (n === 1 ? "ficou" : "ficaram");',
      'export const a = (n: number) => `${n === 1 ? "Falta" : "Faltam"} tempo`;',
      "export const a = (n: number) => (n === 1 ? 340 : 200);",
      'import { plural } from "#domain/addressing";\nexport const a = (n: number) => `${plural(n, "lembrete vence", "lembretes vencem")} ou já ${n === 1 ? "venceu" : "venceram"}`;',
    ];
    for (const code of samples) expect(await flagged("domain/zz.ts", code), code).toBe(0);
  });

  it("leaves tests alone", async () => {
    expect(await flagged("domain/zz.test.ts", 'export const a = (n: number) => (n === 1 ? "1 versão" : `${n} versões`);')).toBe(0);
  });
});
