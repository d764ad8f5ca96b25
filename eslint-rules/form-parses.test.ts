import { existsSync, readdirSync, readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { NOT_FORMS } from "./form-parses.js";

// As in imports.test.ts: made-up files, so the type-aware rules are off for them.
const options = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
} as const;
const eslint = new ESLint({ overrideConfig: options });

async function flagged(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "prancheta/one-form-pattern").length;
}

const FORM = `import { checkoutInputSchema } from "#domain/payments.schema";
export function submit(values: unknown) {
  const parsed = checkoutInputSchema.safeParse(values);
  return parsed.success;
}
`;

describe("prancheta/one-form-pattern (decision 041: a form validates through useZodForm)", { timeout: 60_000 }, () => {
  it("flags a component, a hook or a web/api module that checks input with its own safeParse", async () => {
    expect(await flagged("web/features/zz/zz-dialog.tsx", FORM)).toBe(1);
    expect(await flagged("web/features/zz/use-zz.ts", FORM)).toBe(1);
    expect(await flagged("web/app/routes/zz.tsx", FORM)).toBe(1);
    expect(await flagged("web/components/zz.tsx", FORM.replace("safeParse(values)", "safeParseAsync(values)"))).toBe(1);
  });

  it("lets the form pattern itself, the tests and code outside the web through", async () => {
    expect(await flagged("web/components/form/zz.ts", FORM)).toBe(0);
    expect(await flagged("web/features/zz/zz.dom.test.tsx", FORM)).toBe(0);
    expect(await flagged("web/test/zz.tsx", FORM)).toBe(0);
    expect(await flagged("server/features/zz/zz.routes.ts", FORM)).toBe(0);
    expect(await flagged("domain/zz.ts", FORM)).toBe(0);
    // Other calls named parse are not a schema's check of a form.
    expect(await flagged("web/features/zz/zz.tsx", "export const x = JSON.parse('1') as number;\n")).toBe(0);
  });

  it("lets a listed parse through only in its file and only for its schema", async () => {
    const listed = 'import { feeFormSchema } from "#domain/fees.schema";\nexport const ok = (v: unknown) => feeFormSchema.safeParse(v).success;\n';
    expect(await flagged("web/features/fees/fees-page.tsx", listed)).toBe(0);
    expect(await flagged("web/features/fees/other-page.tsx", listed)).toBe(1);
    expect(await flagged("web/features/fees/fees-page.tsx", FORM)).toBe(1);
  });

  it("holds for every web file in the tree, and lists only parses that are still there", async () => {
    const files = readdirSync("web", { recursive: true, encoding: "utf8" })
      .map((f) => `web/${f.replaceAll("\\", "/")}`)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(200);
    for (const file of files.filter((f) => readFileSync(f, "utf8").includes(".safeParse"))) expect(await flagged(file, readFileSync(file, "utf8")), file).toBe(0);
    for (const [file, schemas] of Object.entries(NOT_FORMS)) {
      expect(existsSync(file), `${file} não existe mais`).toBe(true);
      const text = existsSync(file) ? readFileSync(file, "utf8") : "";
      for (const schema of Object.keys(schemas)) expect(text, `${file}: ${schema}.safeParse não é mais usado`).toMatch(new RegExp(`\\b${schema}\\.safeParse(Async)?\\(`));
    }
  });
});
