import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

// The samples are made-up files the TypeScript project does not contain, so the type-aware
// rules (and their project service, which would refuse such a file) are off for them.
// Loading the config (typescript-eslint, the plugins) takes seconds on a busy machine: 60 s per test.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
  },
});

async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId?.startsWith("prancheta/")).map((m) => m.message);
}

describe("prancheta/boundaries", { timeout: 60_000 }, () => {
  it("keeps server code out of the web bundle", async () => {
    const messages = await messagesFor("web/features/auth/zz.ts", 'import { createApp } from "#server/app";\nexport const x = createApp;\n');
    expect(messages).toEqual([expect.stringContaining("web/ nunca importa o server/")]);
  });

  it("keeps domain/ pure", async () => {
    const messages = await messagesFor("domain/zz.ts", 'import { loadConfig } from "#server/config";\nexport const x = loadConfig;\n');
    expect(messages).toEqual([expect.stringContaining("domain/ é TypeScript puro")]);
  });

  it("stops a feature from importing another feature, but not itself", async () => {
    const other = await messagesFor("web/features/clients/zz.ts", 'import { LoginPage } from "#web/features/auth/login-page";\nexport const x = LoginPage;\n');
    expect(other).toEqual([expect.stringContaining("Uma feature não importa outra")]);
    const own = await messagesFor("web/features/auth/zz.ts", 'import { LoginPage } from "./login-page";\nexport const x = LoginPage;\n');
    expect(own).toEqual([]);
  });

  it("lets web/ and server/ use domain/", async () => {
    expect(await messagesFor("web/features/auth/zz.ts", 'import { PLANS } from "#domain/plans";\nexport const x = PLANS;\n')).toEqual([]);
    expect(await messagesFor("server/zz.ts", 'import { PLANS } from "#domain/plans";\nexport const x = PLANS;\n')).toEqual([]);
  });
});

describe("import style", { timeout: 60_000 }, () => {
  it("refuses parent-relative imports: other folders are reached through an alias", async () => {
    const [result] = await eslint.lintText('import { PLANS } from "../domain/plans";\nexport const x = PLANS;\n', {
      filePath: "server/zz.ts",
    });
    expect(result!.messages.map((m) => m.ruleId)).toContain("no-restricted-imports");
  });
});

describe("prancheta/no-cycle", { timeout: 60_000 }, () => {
  const dir = "domain/zz-cycle-fixture";
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reports a cycle of value imports and ignores type-only ones", async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/a.ts`, 'import { b } from "./b";\nexport const a = () => b;\n');
    writeFileSync(`${dir}/b.ts`, 'import { a } from "./a";\nexport const b = () => a;\n');
    writeFileSync(`${dir}/c.ts`, 'import type { D } from "./d";\nexport type C = D;\n');
    writeFileSync(`${dir}/d.ts`, 'import type { C } from "./c";\nexport type D = C | 1;\n');
    const cyclic = await messagesFor(`${dir}/a.ts`, 'import { b } from "./b";\nexport const a = () => b;\n');
    expect(cyclic).toEqual([`Ciclo de importação: ${dir}/a.ts → ${dir}/b.ts → ${dir}/a.ts`]);
    expect(await messagesFor(`${dir}/c.ts`, 'import type { D } from "./d";\nexport type C = D;\n')).toEqual([]);
  });
});
